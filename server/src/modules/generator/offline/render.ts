import type { CandidateExposure } from '../types';
import { findKeyword, isKeywordSlot } from './keywords';
import type { ExposureTemplate } from './library';
import type { OwnPhrase, Person } from './person';
import { asActivity, isNounPhrase, quoteOwnWords, shorten, toSecondPerson } from './phrasing';
import { compileTerm, containsAny, tokenize, type Token } from './text';
import type { LibraryTheme } from './theme-ids';

const OBJECT_MAX = 60;
const TRIGGER_MAX = 80;
const QUOTE_MAX = 140;
/** A trigger named in more items than this gives way to the library wording: variety matters too. */
const MAX_TRIGGER_USES = 2;
const SLOT = /\{(\w+)(?:\|([^}]*))?\}/g;
/**
 * Compulsions that involve professional care are never named as something to hold back: an item
 * must not read as advice against seeing a doctor or therapist (CLINICAL.md: nothing that skips
 * care that matters for health; the app does not replace therapy).
 */
const PROFESSIONAL_CARE = [
  'doctor*', 'gp', 'gps', 'therapist*', 'psycholog*', 'psychiatr*', 'counsel*', 'nurse*', 'dentist*', 'hospital*',
  'clinic*', 'medic*', 'pharmac*', 'a&e', 'emergency', 'prescri*', 'pill*', 'tablet*',
].map((term) => compileTerm(term));

/** Stems too common to tie a compulsion to an item ("back", "minutes", "look"): they say nothing about the ritual. */
const GENERIC_STEMS = new Set(
  ['back', 'look', 'minut', 'hour', 'time', 'again', 'everi', 'after', 'anyon', 'your', 'with', 'that', 'this', 'then', 'over', 'once', 'home', 'hand', 'them', 'there', 'what', 'when', 'from', 'into', 'away', 'more', 'thing', 'someth', 'anyth'].map((word) => word),
);

/** Whether a position in a template's text falls inside quotation marks (“…” or "…"). */
export function insideQuote(text: string, offset: number): boolean {
  const before = text.slice(0, offset);
  const curly = (before.match(/“/g) ?? []).length - (before.match(/”/g) ?? []).length;
  return curly > 0 || (before.match(/"/g) ?? []).length % 2 === 1;
}

/** "your partner" → "my partner": a slot's words inside the person's own quoted sentence. */
export function toFirstPerson(text: string): string {
  return text.replace(/\byours\b/g, 'mine').replace(/\byour\b/g, 'my').replace(/\bYour\b/g, 'My');
}

/**
 * Puts the person's ritual inside the item's own rule: after its first clause ("Do not wash … until
 * the 10 minutes are up, including washing your hands for minutes, and do not …"), else at its end.
 */
export function withinRule(prevention: string, ritual: string): string {
  const clauseEnd = prevention.indexOf(', and ');
  if (clauseEnd > 0) return `${prevention.slice(0, clauseEnd)}, including ${ritual}${prevention.slice(clauseEnd)}`;
  return /[.!]$/.test(prevention) ? `${prevention.slice(0, -1)}, including ${ritual}.` : `${prevention}, including ${ritual}.`;
}

/** How often each of the person's phrases has been used, so items name different ones. */
export type PhraseUsage = Map<OwnPhrase, number>;

export interface Rendered {
  candidate: CandidateExposure;
  /** The person's phrases this rendering used (to count once the item is kept). */
  used: OwnPhrase[];
}

function meaningfulStems(tokens: readonly Token[]): Set<string> {
  return new Set(tokens.filter((token) => token.raw.length > 3).map((token) => token.stem));
}

/** Most relevant to the item first, then least used, then in the person's own order. */
function pick(phrases: OwnPhrase[], usage: PhraseUsage, context: Set<string>, fits: (phrase: OwnPhrase) => boolean): OwnPhrase | null {
  let best: OwnPhrase | null = null;
  let bestScore = -Infinity;
  for (const phrase of phrases) {
    if (!fits(phrase)) continue;
    const overlap = [...meaningfulStems(phrase.tokens)].filter((stem) => context.has(stem)).length;
    const score = overlap * 2 - (usage.get(phrase) ?? 0) * 3;
    if (score > bestScore) {
      best = phrase;
      bestScore = score;
    }
  }
  return best;
}

const contextCache = new WeakMap<ExposureTemplate, Set<string>>();
/** The template's own words: a phrase of the person's that shares them fits the item best. */
function templateContext(template: ExposureTemplate): Set<string> {
  let context = contextCache.get(template);
  if (!context) {
    context = meaningfulStems(tokenize(`${template.title} ${template.body} ${template.prevention}`));
    contextCache.set(template, context);
  }
  return context;
}

const acceptCache = new WeakMap<readonly string[], ReturnType<typeof compileTerm>[]>();
function accepts(terms: readonly string[]) {
  let compiled = acceptCache.get(terms);
  if (!compiled) {
    compiled = terms.map((term) => compileTerm(term));
    acceptCache.set(terms, compiled);
  }
  return compiled;
}

/** Whether one of the person's triggers can stand in the template's {object} slot ("Touch {object}"). */
export function fitsObject(template: ExposureTemplate, trigger: OwnPhrase): boolean {
  return Boolean(template.object) && isNounPhrase(trigger.cleaned) && containsAny(trigger.tokens, accepts(template.object?.accepts ?? []));
}

function mayHoldBack(compulsion: OwnPhrase): boolean {
  return !containsAny(compulsion.tokens, PROFESSIONAL_CARE);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\s+([.,;:])/g, '$1').trim();
}

/**
 * Fills a template's slots. With `personal` false every slot takes its fallback, giving the
 * library text as reviewed; the engine uses that when the person's words cannot be fitted safely.
 */
export function renderTemplate(
  template: ExposureTemplate,
  theme: LibraryTheme,
  person: Person,
  usage: PhraseUsage,
  personal: boolean,
): Rendered {
  const pools = person.pools.get(theme) ?? person.pools.get('general');
  const used: OwnPhrase[] = [];
  const context = templateContext(template);
  const choose = (phrases: OwnPhrase[] | undefined, fits: (phrase: OwnPhrase) => boolean = () => true) => {
    if (!personal || !phrases) return null;
    const already = used.find((phrase) => phrases.includes(phrase) && fits(phrase));
    const phrase = already ?? pick(phrases, usage, context, fits);
    if (phrase && !used.includes(phrase)) used.push(phrase);
    return phrase;
  };

  const fill = (text: string): string =>
    text.replace(SLOT, (_match, name: string, fallback = '', offset: number) => {
      if (name === 'object' && template.object) {
        const phrase = choose(pools?.triggers, (candidate) => (usage.get(candidate) ?? 0) < MAX_TRIGGER_USES && fitsObject(template, candidate));
        return phrase ? toSecondPerson(shorten(phrase.cleaned, OBJECT_MAX)) : template.object.fallback;
      }
      if (name === 'trigger') {
        const phrase = choose(pools?.triggers, (candidate) => (usage.get(candidate) ?? 0) < MAX_TRIGGER_USES);
        return phrase ? toSecondPerson(shorten(phrase.cleaned, TRIGGER_MAX)) : fallback;
      }
      if (name === 'compulsion') {
        const phrase = choose(pools?.compulsions, (candidate) => mayHoldBack(candidate) && asActivity(candidate.cleaned) !== null);
        return phrase ? (asActivity(phrase.cleaned) ?? fallback) : fallback;
      }
      if (name === 'ownWords' || name === 'ownMaybe') {
        const phrase = choose(pools?.obsessions);
        if (!phrase) return '';
        const quoted = quoteOwnWords(phrase.original, QUOTE_MAX);
        const lead = name === 'ownWords' ? 'Start from your own words' : 'Then write one more in your own words, starting from your fear';
        return `${lead}: ${quoted}${quoted.endsWith('?”') ? '' : '.'} `;
      }
      if (isKeywordSlot(name)) {
        const value = (personal ? findKeyword(name, person.allTexts) : null) ?? fallback;
        // Inside a quoted sentence the person says it themselves: "Maybe I left my hair straighteners on".
        return insideQuote(text, offset) ? toFirstPerson(value) : value;
      }
      return fallback;
    });

  const title = capitalise(tidy(fill(template.title)));
  const body = tidy(fill(template.body));
  let prevention = tidy(fill(template.prevention));
  const namesCompulsion = template.prevention.includes('{compulsion');
  if (personal && !namesCompulsion) {
    // Issue 16: an item names the person's compulsion only when it is the one this item provokes (they
    // share a telling word), and inside the item's own rule, not as a tail on every card.
    // The item as the person will read it, with its slots filled ("Touch the bathroom floor …").
    const itemWords = meaningfulStems(tokenize(`${title} ${body} ${prevention}`));
    const provoked = (candidate: OwnPhrase) =>
      mayHoldBack(candidate) && [...meaningfulStems(candidate.tokens)].some((stemmed) => itemWords.has(stemmed) && !GENERIC_STEMS.has(stemmed));
    const phrase = choose(pools?.compulsions, provoked);
    if (phrase) {
      const activity = asActivity(phrase.cleaned);
      prevention = withinRule(prevention, activity ?? `your own ritual, ${quoteOwnWords(phrase.original, QUOTE_MAX)}`);
    }
  }
  const candidate: CandidateExposure = {
    title,
    description: capitalise(`${body} ${prevention}`),
    fear_level: template.fear,
    kind: template.kind,
    response_prevention: capitalise(prevention),
    theme,
  };
  return { candidate, used };
}
