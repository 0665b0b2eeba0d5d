import type { CandidateExposure } from '../types';
import { filterUnsafe } from '../../safety/items/filter';
import { unitHash } from './hash';
import { allocate, dealLevels, itemCount, targetLevels } from './levels';
import { LIBRARIES, type ExposureTemplate } from './library';
import { CHEMICALS, DRIVING, RELIGIOUS } from './library/cues';
import { readsRitualWashing, RITUAL_WASHING } from './reading';
import { mentions, type OwnPhrase, type Person } from './person';
import { centrality, fitsObject, MAX_TRIGGER_USES, renderTemplate, triggerFits, type PhraseUsage } from './render';
import { centralRitual, isOwnRitual, ownRitualTemplates } from './own-ritual';
import { leadsWithAsking, namesAsking } from './ritual-families';
import { contentStems, isNearDuplicate } from './similarity';
import { compileTerm, containsAny, tokenize, type Token } from './text';
import { GENERAL_THEME, type LibraryTheme } from './theme-ids';
import { templateTakesKind } from './trigger-grammar';
import { describesEatingDisorder } from '../../safety/eating-disorder';

/** A template further than this from the target level is not a fit for that step. */
const MAX_LEVEL_DISTANCE = 2;
/** The top band of a ladder: where the person's own central situation belongs, for longer. */
const TOP_BAND = 8;

interface Chosen {
  candidate: CandidateExposure;
  templateId: string;
  themeRank: number;
  theme: LibraryTheme;
  /** The person's phrases the step names (its "do not" clause names their rituals). */
  used: OwnPhrase[];
  template: ExposureTemplate;
}

/**
 * Eating in a step, and touching something feared then eating (docs/clinical.md §21: no ERP on eating; issue 16, a
 * clinician-minded review: two "touch it, then eat" steps in one contamination ladder). Read from the library's
 * wording of the title and what to do, never from the "do not" clause ("unless it is time to eat").
 */
const EATS = /\b(?:eat|eats|eating|ate|snack|snacks|meal|meals|finger food)\b/i;
const TOUCHES = /\b(?:touch|touching|handle|handling|grip|press|rest both hands|rest your hands|hands on|count a handful)\b/i;
function eats(template: ExposureTemplate): boolean {
  return EATS.test(`${template.title} ${template.body}`);
}
function touchesThenEats(template: ExposureTemplate): boolean {
  return eats(template) && TOUCHES.test(`${template.title} ${template.body}`);
}

/** A fact about the person, worked out once per generation. */
function perPerson<T>(read: (person: Person) => T): (person: Person) => T {
  const cache = new WeakMap<Person, T>();
  return (person) => {
    if (!cache.has(person)) cache.set(person, read(person));
    return cache.get(person) as T;
  };
}

/** The person's lists describe eating-disorder behaviour (safety/eating-disorder.ts): no step has them eat. */
// The route sets the eating-disorder texts aside before the engine sees them: the flag says they were there.
const describesEating = perPerson((person) => person.input.eatingDisorder === true || person.allTexts.some((text) => describesEatingDisorder(text)));

/**
 * A step that lets the person do their own ritual ("Once only: go back up the stairs to pull the door handle"), by
 * id: own-ritual.ts builds it as `own.<theme>.<ritual index>.once`.
 */
function permittedRitual(template: ExposureTemplate, theme: LibraryTheme, person: Person): OwnPhrase | null {
  // "Once only" (own-ritual.ts): a repeated ordinary act cut to "once, then stop" is the ordinary act, not the ritual.
  if (!isOwnRitual(template) || !template.id.endsWith('.once') || !/\bonce only\b/i.test(template.title)) return null;
  const index = Number(template.id.split('.')[2]);
  return person.pools.get(theme)?.compulsions[index] ?? null;
}

/** The ritual an own-ritual step drops ("A week without going back to check the lock"). */
function droppedRitual(item: Chosen, person: Person): OwnPhrase | null {
  if (!isOwnRitual(item.template) || !item.template.id.endsWith('.drop')) return null;
  return person.pools.get(item.theme)?.compulsions[Number(item.template.id.split('.')[2])] ?? null;
}

/** Whether a chosen step says not to do this ritual at all: its "do not" clause names it, or it drops it. */
function forbids(item: Chosen, ritual: OwnPhrase, person: Person): boolean {
  return item.used.includes(ritual) || droppedRitual(item, person) === ritual;
}

/**
 * Whether the step may join the ladder at this level beside the steps chosen (issue 16, a clinician-minded review):
 * - one "touch it, then eat" step at most, and none that has the person eat when their lists describe eating-disorder
 *   behaviour (docs/clinical.md §21);
 * - a step that lets them do their ritual once never sits above a step that tells them not to do it at all
 *   (docs/clinical.md §5: response prevention is never taken back higher up the ladder).
 */
function clashes(template: ExposureTemplate, theme: LibraryTheme, level: number, person: Person, chosen: readonly Chosen[]): boolean {
  if (eats(template) && describesEating(person)) return true;
  if (touchesThenEats(template) && chosen.some((item) => touchesThenEats(item.template))) return true;
  const ritual = permittedRitual(template, theme, person);
  return ritual !== null && chosen.some((item) => item.candidate.fear_level <= level && forbids(item, ritual, person));
}

/** Whether the template suits this person at all: its `needs` are in their words, its `avoidWith` is not. */
export function isEligible(template: ExposureTemplate, person: Person): boolean {
  if (template.notWithSelfHarmFear && person.input.selfHarmFear === true) return false;
  // With children and sexual wording in their lists, another theme's script ("Write and record five lines of your
  // feared sin") would have them write out the act they fear with a child: only the POCD library's identity "maybe"
  // statements are theirs (docs/clinical.md §11; a fifth clinician-minded review).
  if (template.kind === 'imaginal' && !template.id.startsWith('pocd.') && person.childAndSexual) return false;
  if (template.needs?.some((terms) => !mentions(person, terms))) return false;
  // A step about chemicals or driving is for a person who names them: as filler it asked a mother afraid of germs
  // to "read a product label once" and "sit in a room after its ordinary cleaning" (an eleventh clinician-minded review:
  // stock steps from another family; docs/clinical.md §3, the ladder is built from the person's own fears).
  if (template.family?.some((terms) => NAMED_FAMILIES.has(terms) && !mentions(person, terms))) return false;
  // A step written for one kind of trigger (a feeling on the skin) is only for a person with such a trigger: its
  // library wording would be a guess at their sensation (issue 16; docs/clinical.md §9).
  if (template.triggerKinds && !person.input.triggers.some((trigger) => templateTakesKind(template, trigger))) return false;
  if (template.needsInObsessions && !obsessionsName(person, template.needsInObsessions)) return false;
  if (template.avoidInObsessions && obsessionsName(person, template.avoidInObsessions)) return false;
  return !(template.avoidWith && mentions(person, template.avoidWith));
}

/** Families of things a step is only for a person who names them (library `family`; work steps have `needs` of their own). */
const NAMED_FAMILIES = new Set<readonly string[]>([CHEMICALS, DRIVING]);

const themeFamilies = new Map<LibraryTheme, Set<readonly string[]>>();
/** The object families a theme's steps are about (library `family` metadata). */
function familiesOf(theme: LibraryTheme): Set<readonly string[]> {
  let families = themeFamilies.get(theme);
  if (!families) {
    families = new Set(LIBRARIES[theme].templates.flatMap((template) => template.family ?? []));
    themeFamilies.set(theme, families);
  }
  return families;
}

/**
 * Whether the step is about another object family than the person's own within the theme: they name one of the
 * theme's families ("driving back round the block") and the step is about none of those they name (the oven).
 */
function otherFamily(template: ExposureTemplate, theme: LibraryTheme, person: Person): boolean {
  const families = familiesOf(theme);
  if (!families.size) return false;
  const own = [...template.family ?? [], ...(template.needs ?? []).filter((terms) => families.has(terms))];
  if (!own.length) return false;
  const named = [...families].filter((terms) => mentions(person, terms));
  return named.length > 0 && !own.some((terms) => named.includes(terms));
}

const obsessionTokens = perPerson((person): Token[] => tokenize(person.input.obsessions.join(' . ')));
/** Whether one of the person's obsessions names one of the terms. */
function obsessionsName(person: Person, terms: readonly string[]): boolean {
  return containsAny(obsessionTokens(person), terms.map((term) => compileTerm(term)));
}

/**
 * How much of the person's own words the template can carry that no item carries yet: an unused
 * trigger counts most, since triggers make an exposure theirs; a quoted obsession less.
 */
function personalBonus(template: ExposureTemplate, theme: LibraryTheme, target: number, person: Person, usage: PhraseUsage): number {
  const pools = person.pools.get(theme);
  if (!pools) return 0;
  const text = `${template.title} ${template.body} ${template.prevention}`;
  const fresh = pools.triggers.filter((phrase: OwnPhrase) => !usage.has(phrase));
  let bonus = 0;
  if (text.includes('{trigger')) {
    if (fresh.some((phrase) => triggerFits(template, phrase))) bonus += 2;
    // A trigger step with none of the person's triggers to name reads as a placeholder ("…: what
    // sets off the worry"): any other step at the level is better (issue 16, concrete items).
    else if (!pools.triggers.some((phrase) => (usage.get(phrase) ?? 0) < MAX_TRIGGER_USES && triggerFits(template, phrase))) bonus -= 3;
  } else if (fresh.some((phrase) => fitsObject(template, phrase))) bonus += 2;
  // The top of a ladder is the very situation the person's OCD turns on ("the stairs at home" beside
  // "dropping the baby down the stairs"), for longer and with the ritual held back, rather than a
  // generic step (issue 16, a clinician's review: top steps were often generic).
  // Only a template already near that level: one pulled up from lower would be shown a step below
  // the target and leave the top band short.
  if (target >= TOP_BAND && Math.abs(template.fear - target) <= 1 && text.includes('{trigger')) {
    const central = centrality(person);
    if (pools.triggers.some((phrase) => central(phrase) > 0 && (usage.get(phrase) ?? 0) < MAX_TRIGGER_USES && triggerFits(template, phrase))) bonus += 2;
  }
  if ((text.includes('{ownWords}') || text.includes('{ownMaybe}')) && pools.obsessions.length) bonus += 0.5;
  return bonus;
}

const ritualTokens = new WeakMap<Person, Token[][]>();
/**
 * The person's compulsions (by index) that a template made for a ritual ("wash for prayer once", "a
 * week without confessing", "an evening apart without checking in") meets: their central ritual then
 * becomes a step of its own, not only a "do not" clause (issue 16, a clinician's review).
 */
function ownRitualsMet(template: ExposureTemplate, person: Person, options: { rituals?: boolean; heldBack?: boolean } = {}): number[] {
  const needs = (template.needs ?? []).filter((terms) => !options.rituals || !CONTEXT_NEEDS.has(terms));
  if (!needs.length) return [];
  let tokens = ritualTokens.get(person);
  if (!tokens) {
    tokens = person.input.compulsions.map((text) => tokenize(text));
    ritualTokens.set(person, tokens);
  }
  // Washing for worship is a reading of the words (reading.ts), not a word: a ritual meets it when it reads so on its own
  // ("redo wudu 4 or 5 times before each prayer" is what "Make wudu once" is for; the tenth review's second reading).
  const compiled = needs.map((terms) => (terms === RITUAL_WASHING ? null : terms.map((term) => compileTerm(term))));
  const meetsNeed = (terms: (typeof compiled)[number], own: Token[], index: number) =>
    terms === null ? readsRitualWashing([person.input.compulsions[index] ?? '']) : containsAny(own, terms);
  // With `heldBack`, an asking ritual is worked on only by a step that holds back the asking: "Lock the front door once
  // and walk away" is no step for "asking my wife if she locked the door" (issue 16, a tenth clinician-minded reading).
  // Without it (how well a step fits), a step about what the asking is about still fits the person.
  const asks = !options.heldBack || namesAsking(template.title);
  return tokens.flatMap((own, index) =>
    compiled.some((terms) => meetsNeed(terms, own, index)) && (asks || !leadsWithAsking(person.input.compulsions[index] ?? '')) ? [index] : [],
  );
}

/**
 * A ritual of theirs that no chosen step is made for yet: the first step for it outranks a second
 * step for a ritual already met, so "confessing to my wife" gets its own step beside "praying for
 * forgiveness" (issue 16: a scrupulosity ladder held back confessing only in clauses).
 */
const FRESH_RITUAL_BONUS = 1.5;
/**
 * Needs that say who the person is (a faith) rather than what they do: "Read about the sin you
 * fear" is offered for the faith in "calling the rabbi", but is no step for that ritual.
 */
const CONTEXT_NEEDS = new Set<readonly string[]>([RELIGIOUS]);

/** Steps built from the person's own ritual a ladder holds at most, and at most from one ritual. */
const MAX_OWN_RITUAL_STEPS = 3;
const MAX_STEPS_PER_OWN_RITUAL = 2;
const MAX_OWN_RITUAL_TOP = 1;
/** From this level up, a step undoing the person's own ritual ranks above the library's. */
const OWN_RITUAL_BAND = 7;

function ownRitualKey(templateId: string): string {
  return templateId.split('.').slice(0, 3).join('.');
}

/** Whether the ladder has room for one more step built from this ritual of the person's. */
function ownRitualRoom(template: ExposureTemplate, target: number, chosen: readonly Chosen[], person: Person, options: { firstForRitual?: boolean } = {}): boolean {
  const own = chosen.filter((item) => item.templateId.startsWith('own.'));
  const key = ownRitualKey(template.id);
  const top = own.filter((item) => item.candidate.fear_level >= TOP_BAND).length;
  // The central ritual may be graded into the top band beside another ritual's top step: its own next step up
  // ("on your own" after "with someone close by") is what the top of the ladder is for (a clinician-minded review).
  const [, theme, index] = template.id.split('.');
  const central = centralRitual(person, theme as LibraryTheme) === Number(index);
  // So may the first step for a ritual that has none (own first, below), one past the cap: "A week without asking your
  // wife if she locked the door" beside "Check once only that the hob is off" (issue 16, a tenth clinician-minded reading).
  const first = options.firstForRitual === true && !own.some((item) => ownRitualKey(item.templateId) === key);
  const topRoom = (central && !own.some((item) => ownRitualKey(item.templateId) === key && item.candidate.fear_level >= TOP_BAND)) || first ? MAX_OWN_RITUAL_TOP + 1 : MAX_OWN_RITUAL_TOP;
  return (
    own.length < MAX_OWN_RITUAL_STEPS + (first ? 1 : 0) &&
    own.filter((item) => ownRitualKey(item.templateId) === key).length < MAX_STEPS_PER_OWN_RITUAL &&
    // The top band keeps room for the library's imaginal or own-trigger step beside them.
    (target < TOP_BAND || top < topRoom)
  );
}

interface FitContext {
  kindsUsed: Set<string>;
  usage: PhraseUsage;
  /** The person's compulsions (by index) a chosen step is already made for. */
  ritualsMet: Set<number>;
}

function fitScore(template: ExposureTemplate, theme: LibraryTheme, target: number, person: Person, context: FitContext): number {
  // The person's own ritual undone is the step the top of their ladder is for (issue 16: top steps
  // were the library's, never "carry the baby on the stairs yourself"); below the upper band the
  // library's gentler steps come first.
  if (isOwnRitual(template)) {
    // An avoidance undone ("carry the baby on the stairs, with your wife close by") is the most
    // concrete step there is, from 7 up; a ritual put off or dropped ranks first from 8 up.
    const approach = /\.(?:with-support|yourself|week|hour|day)$/.test(template.id);
    const band = target >= TOP_BAND || (approach && target >= OWN_RITUAL_BAND) ? 2.5 : target >= OWN_RITUAL_BAND ? 0.5 : -4;
    return -2 * Math.abs(template.fear - target) + band + (approach ? 1 : 0) + unitHash(person.seed, template.id) * 0.6;
  }
  const cueHit = Boolean(template.needs?.length) || Boolean(template.cues && mentions(person, template.cues));
  const met = ownRitualsMet(template, person);
  return (
    -2 * Math.abs(template.fear - target) +
    (cueHit ? 1.5 : 0) +
    (met.length ? 1.5 : 0) +
    // Only near its own level: pulled up or down a band it would leave that band short.
    (Math.abs(template.fear - target) <= 1 && ownRitualsMet(template, person, { rituals: true }).some((index) => !context.ritualsMet.has(index)) ? FRESH_RITUAL_BONUS : 0) +
    personalBonus(template, theme, target, person, context.usage) +
    (context.kindsUsed.has(template.kind) ? 0 : 0.75) +
    // A theme's usual kind of exposure, e.g. imaginal scripts for taboo thoughts (docs/clinical.md §6).
    (LIBRARIES[theme].preferredKind === template.kind ? 1 : 0) +
    // Seeded by the person's words: stable for the same input, varied across people.
    unitHash(person.seed, template.id) * 0.6
  );
}

/** The level to show: the target when the template is within one step of it, else one step towards the template. */
function shownLevel(templateFear: number, target: number): number {
  const distance = templateFear - target;
  return Math.abs(distance) <= 1 ? target : target + Math.sign(distance);
}

function isSafe(candidate: CandidateExposure): boolean {
  return filterUnsafe([candidate]).rejected.length === 0;
}

/**
 * The same situation twice (a tenth clinician-minded reading: "Go to the changing rooms at the gym, once today",
 * "… every time for a week" and "Daily for a week, no checking: the gym changing room"): a step built around a trigger
 * of the person's whose every content word is in the title of a step built from their own avoidance or ritual repeats
 * that step, whichever came first. The own step keeps its grading (once, three days, a week); the trigger step gives way.
 */
function sameSituation(a: Pick<Chosen, 'used' | 'template'> & { title: string }, b: Chosen, person: Person): boolean {
  // Only a step that goes to the avoided situation: putting off or dropping a ritual ("A week without rewashing the
  // bedding") is another practice than an hour with the bed.
  const approaches = (template: ExposureTemplate) => isOwnRitual(template) && !/\.(?:delay|once|drop)$/.test(template.id);
  const pair = approaches(a.template) ? { own: a.title, other: b } : approaches(b.template) ? { own: b.candidate.title, other: a } : null;
  if (!pair || isOwnRitual(pair.other.template) || !`${pair.other.template.title} ${pair.other.template.body}`.includes('{trigger')) return false;
  const own = contentStems(pair.own);
  return pair.other.used.some((phrase) => {
    if (!person.input.triggers.includes(phrase.original)) return false;
    const stems = contentStems(phrase.cleaned);
    return stems.size > 0 && [...stems].every((stem) => own.has(stem));
  });
}

/**
 * Renders the template with the person's words, or in its library wording when that fails the
 * safety filter, and keeps it unless it repeats an item already chosen.
 */
function tryTemplate(
  template: ExposureTemplate,
  theme: LibraryTheme,
  themeRank: number,
  target: number,
  person: Person,
  chosen: Chosen[],
  usage: PhraseUsage,
): boolean {
  for (const personal of [true, false]) {
    // A step built around the person's trigger whose filled wording the safety filter rejects is
    // left for another step: its library wording would name no trigger ("An hour with your trigger:
    // what you avoid touching most"), a placeholder rather than an exposure (issue 16).
    if (!personal && template.title.includes('{trigger') && (person.pools.get(theme)?.triggers.length ?? 0) > 0) return false;
    const rendered = renderTemplate(template, theme, person, usage, personal);
    const candidate = { ...rendered.candidate, fear_level: shownLevel(template.fear, target) };
    if (!isSafe(candidate) || chosen.some((item) => isNearDuplicate(item.candidate.title, candidate.title))) continue;
    if (chosen.some((item) => sameSituation({ title: candidate.title, used: rendered.used, template }, item, person))) continue;
    chosen.push({ candidate, templateId: template.id, themeRank, theme, used: rendered.used, template });
    for (const phrase of rendered.used) usage.set(phrase, (usage.get(phrase) ?? 0) + 1);
    return true;
  }
  return false;
}

/**
 * Picks one template per target level for a theme, the extreme levels first (they have the
 * fewest templates), rendering each with the person's words and falling back to the library
 * wording when the personalised text fails the safety filter.
 */
function fillTheme(
  theme: LibraryTheme,
  themeRank: number,
  levels: number[],
  person: Person,
  chosen: Chosen[],
  usage: PhraseUsage,
  ritualsMet: Set<number>,
  banned: ReadonlySet<string> = new Set(),
): number[] {
  const templates = [...LIBRARIES[theme].templates.filter((template) => isEligible(template, person)), ...ownRitualTemplates(person, theme)];
  const kindsUsed = new Set<string>();
  const unfilled: number[] = [];
  const byExtremeness = [...levels].sort((a, b) => Math.abs(b - 5.5) - Math.abs(a - 5.5) || a - b);
  for (const target of byExtremeness) {
    const scored = templates
      .filter((template) => Math.abs(template.fear - target) <= MAX_LEVEL_DISTANCE && !chosen.some((item) => item.templateId === template.id) && !banned.has(template.id))
      .filter((template) => !isOwnRitual(template) || (Math.abs(template.fear - target) <= 1 && ownRitualRoom(template, target, chosen, person)))
      .filter((template) => !clashes(template, theme, shownLevel(template.fear, target), person, chosen))
      .map((template) => ({ template, score: fitScore(template, theme, target, person, { kindsUsed, usage, ritualsMet }), near: Math.abs(template.fear - target) <= 1 }))
      .map((entry) => ({ ...entry, other: otherFamily(entry.template, theme, person) }));
    // Another family's step fills the band only when nothing of the person's own family or none reaches it.
    const familyFits = scored.some((entry) => entry.near && !entry.other);
    const tier = (entry: (typeof scored)[number]) => (entry.other && (familyFits || !entry.near) ? 1 : 0);
    const ranked = scored.sort((a, b) => tier(a) - tier(b) || b.score - a.score || a.template.id.localeCompare(b.template.id));
    const picked = ranked.find(({ template }) => tryTemplate(template, theme, themeRank, target, person, chosen, usage));
    if (picked) {
      kindsUsed.add(picked.template.kind);
      if (!isOwnRitual(picked.template)) for (const index of ownRitualsMet(picked.template, person, { rituals: true, heldBack: true })) ritualsMet.add(index);
    } else unfilled.push(target);
  }
  return unfilled;
}

/**
 * The whole hierarchy: items split across the matched themes by strength, each theme with its
 * own spread of levels; the generic library when nothing matched or a theme runs short.
 */
export function buildHierarchy(person: Person): CandidateExposure[] {
  const severity = person.input.ybocs?.severity ?? null;
  const themes: LibraryTheme[] = person.themes.length ? person.themes.map((match) => match.theme) : [GENERAL_THEME];
  const count = itemCount(person.themes.length, severity);
  const counts = person.themes.length ? allocate(person.themes.map((match) => match.score), count) : [count];
  const levelsPerTheme = dealLevels(targetLevels(count, severity), counts);
  const chosen: Chosen[] = [];
  const usage: PhraseUsage = new Map();
  const ritualsMet = new Set<number>();
  const unfilled = themes.flatMap((theme, rank) => fillTheme(theme, rank, levelsPerTheme[rank] ?? [], person, chosen, usage, ritualsMet));
  if (unfilled.length) fillTheme(GENERAL_THEME, themes.length, unfilled, person, chosen, usage, ritualsMet);
  dropTakenBack(person, chosen, usage, ritualsMet);
  themes.forEach((theme, rank) => ownFirst(theme, rank, person, chosen, usage, ritualsMet));
  themes.forEach((theme, rank) => gradeCentral(theme, rank, person, chosen, usage, ritualsMet));
  return chosen
    .sort((a, b) => a.candidate.fear_level - b.candidate.fear_level || a.themeRank - b.themeRank || a.templateId.localeCompare(b.templateId))
    .map((item) => item.candidate);
}

/**
 * Levels are filled extremes first, so a step that lets the person do their ritual once may be chosen before a lower
 * step that tells them not to do it at all ("Lock the front door once … do not go back up the stairs to pull the door
 * handle" at 4, "Once only: go back up the stairs to pull the door handle" at 9). The response-prevention step wins:
 * the permission is taken out and its level refilled without it (issue 16; docs/clinical.md §5).
 */
function dropTakenBack(person: Person, chosen: Chosen[], usage: PhraseUsage, ritualsMet: Set<number>): void {
  const banned = new Set<string>();
  for (;;) {
    const at = chosen.findIndex((item) => {
      const ritual = permittedRitual(item.template, item.theme, person);
      return ritual !== null && chosen.some((other) => other !== item && other.candidate.fear_level <= item.candidate.fear_level && forbids(other, ritual, person));
    });
    const item = chosen[at];
    if (!item) return;
    chosen.splice(at, 1);
    banned.add(item.templateId);
    for (const phrase of item.used) usage.set(phrase, Math.max(0, (usage.get(phrase) ?? 1) - 1));
    const unfilled = fillTheme(item.theme, item.themeRank, [item.candidate.fear_level], person, chosen, usage, ritualsMet, banned);
    if (unfilled.length && item.theme !== GENERAL_THEME) fillTheme(GENERAL_THEME, item.themeRank, unfilled, person, chosen, usage, ritualsMet, banned);
  }
}

/**
 * A step that carries nothing of the person's: no slot for their words but the "do not" clause's, none of their
 * phrases named that no other step names, no `needs` or cue of theirs beyond the object family it is about (library
 * `family`: "the kettle off but plugged in" for anyone who checks appliances), not built from their ritual, and not the
 * theme's usual kind nor the ladder's only step of its kind. A script of the feared outcome is never stock: it is the
 * person's fear, written out (docs/clinical.md §6).
 */
function isStock(item: Chosen, person: Person, chosen: readonly Chosen[]): boolean {
  const template = item.template;
  const families = familiesOf(item.theme);
  const slots = `${template.title} ${template.body} ${template.prevention}`.match(/\{[a-zA-Z]+/g) ?? [];
  return (
    !isOwnRitual(template) &&
    template.kind !== 'imaginal' &&
    item.used.every((phrase) => chosen.some((other) => other !== item && other.used.includes(phrase))) &&
    slots.every((slot) => slot === '{compulsion') &&
    (template.needs ?? []).every((terms) => families.has(terms)) &&
    !(template.cues && mentions(person, template.cues)) &&
    item.theme !== GENERAL_THEME &&
    LIBRARIES[item.theme].preferredKind !== template.kind &&
    chosen.filter((other) => other.template.kind === template.kind).length > 1
  );
}

/**
 * Own first (issue 16, a clinician-minded review: in 11 of 16 ladders the person's own fear or ritual was missed while
 * stock steps filled the ladder; docs/clinical.md §3, §8). Once the ladder is filled, each trigger and ritual of the
 * person's, sorted to this theme, that no step carries yet and that a step of the theme can carry takes the place of a
 * stock step near that step's level, at the stock step's level so the bands stay as dealt. The candidate is any
 * eligible template of the theme or a step built from undoing the ritual, so the library's `needs`, `avoidWith` and
 * trigger rules, the own-ritual caps, the safety filter and the rules above (clashes) all still hold.
 */
/**
 * Whether a step names the person's ritual in a way that works on it. An asking ritual named only in a step's "do not"
 * clause ("… and do not ask your partner if you're a bad person") is not: the reassurance is a compulsion of its own and
 * gets a step that holds it back for longer (issue 16, a tenth clinician-minded reading; docs/clinical.md §5).
 */
function namedInStep(item: Chosen, phrase: OwnPhrase): boolean {
  return item.used.includes(phrase) && (!leadsWithAsking(phrase.cleaned) || isOwnRitual(item.template) || namesAsking(item.template.title));
}

/**
 * An in-vivo step of the library that only fills its level: none of the person's phrases that no other step names (but
 * the ritual about to get its own step), no ritual of theirs that no other library step is made for, no trigger, object
 * or person slot, and more than three in-vivo steps in the ladder.
 */
function plainInVivo(item: Chosen, person: Person, chosen: readonly Chosen[], taking: OwnPhrase): boolean {
  return (
    item.template.kind === 'in_vivo' &&
    !isOwnRitual(item.template) &&
    // Time with the one the thought is about ("Spend an hour with your wife") is never filler.
    !/\{(?:trigger|object|person|partner)/.test(`${item.template.title} ${item.template.body}`) &&
    item.used.every((phrase) => phrase === taking || chosen.some((other) => other !== item && other.used.includes(phrase))) &&
    ownRitualsMet(item.template, person, { rituals: true, heldBack: true }).every((index) =>
      chosen.some((other) => other !== item && !isOwnRitual(other.template) && ownRitualsMet(other.template, person, { rituals: true, heldBack: true }).includes(index)),
    ) &&
    chosen.filter((other) => other.template.kind === 'in_vivo').length > 3
  );
}

/**
 * The first step of undoing a ritual of the person's (with support, put off an hour, done once): it may stand in the
 * middle of the ladder, where a ritual with no step yet belongs rather than nowhere (issue 16, a tenth clinician-minded
 * reading: "asking my wife if she locked the door" had a step at 7 and 9 and no stock step there to give way).
 */
function gentlest(template: ExposureTemplate): boolean {
  return isOwnRitual(template) && /\.(?:with-support|delay|once)$/.test(template.id) && template.fear <= OWN_RITUAL_BAND;
}

function ownFirst(theme: LibraryTheme, rank: number, person: Person, chosen: Chosen[], usage: PhraseUsage, ritualsMet: Set<number>): void {
  const pools = person.pools.get(theme);
  if (!pools) return;
  const templates = [...LIBRARIES[theme].templates.filter((template) => isEligible(template, person)), ...ownRitualTemplates(person, theme)];
  // Their feared outcome written out ("something bad will happen to my mum"): a script that quotes their obsession
  // (a clinician-minded review: a symmetry ladder with a magical-thinking fear never scripted it; docs/clinical.md §6).
  const scripts = (template: ExposureTemplate) => template.kind === 'imaginal' && template.body.includes('{ownWords}');
  const scripted = chosen.some((item) => item.theme === theme && scripts(item.template));
  const fear = pools.obsessions[0];
  const missing: Array<{ phrase: OwnPhrase; ritual: number | null; fear?: true }> = [
    ...(fear && !scripted ? [{ phrase: fear, ritual: null, fear: true as const }] : []),
    ...pools.compulsions.flatMap((phrase, index) => {
      const input = person.input.compulsions.indexOf(phrase.original);
      const met =
        chosen.some((item) => namedInStep(item, phrase) || (isOwnRitual(item.template) && item.theme === theme && Number(item.templateId.split('.')[2]) === index)) ||
        (input >= 0 && ritualsMet.has(input));
      return met ? [] : [{ phrase, ritual: index }];
    }),
    ...pools.triggers.filter((phrase) => !usage.get(phrase)).map((phrase) => ({ phrase, ritual: null })),
  ];
  for (const { phrase, ritual, fear: isFear } of missing) {
    if (!isFear && (ritual === null ? usage.get(phrase) : chosen.some((item) => namedInStep(item, phrase)))) continue;
    const input = person.input.compulsions.indexOf(phrase.original);
    const carries = (template: ExposureTemplate): boolean => {
      if (isFear) return scripts(template);
      if (ritual !== null) {
        if (isOwnRitual(template)) return template.id.startsWith(`own.${theme}.${ritual}.`);
        return input >= 0 && ownRitualsMet(template, person, { rituals: true, heldBack: true }).includes(input);
      }
      if (isOwnRitual(template)) return false;
      return `${template.title} ${template.body} ${template.prevention}`.includes('{trigger') ? triggerFits(template, phrase) : fitsObject(template, phrase);
    };
    // An asking ritual with no step may also take the place of an in-vivo step the ladder has plenty of, up to two
    // levels away: the reassurance is worked on for a week rather than not at all (issue 16, a tenth clinician-minded
    // reading: "asking my partner if im a bad person" beside harm thoughts found no stock step to replace).
    const asking = ritual !== null && leadsWithAsking(phrase.cleaned);
    const spare = (item: Chosen) => asking && plainInVivo(item, person, chosen, phrase);
    const pairs = chosen
      .filter((item) => item.theme === theme && (isStock(item, person, chosen) || spare(item)))
      .flatMap((stock) =>
        templates
          .filter((template) => carries(template) && !chosen.some((item) => item.templateId === template.id))
          .filter((template) => Math.abs(template.fear - stock.candidate.fear_level) <= (gentlest(template) || spare(stock) ? 2 : 1))
          .filter((template) => !isOwnRitual(template) || stock.candidate.fear_level >= OWN_RITUAL_BAND - (gentlest(template) ? 2 : 0))
          .map((template) => ({ stock, template, distance: Math.abs(template.fear - stock.candidate.fear_level) })),
      )
      .sort((a, b) => a.distance - b.distance || a.stock.candidate.fear_level - b.stock.candidate.fear_level || a.template.id.localeCompare(b.template.id));
    for (const { stock, template } of pairs) {
      const at = chosen.indexOf(stock);
      if (at < 0) continue;
      const level = stock.candidate.fear_level;
      chosen.splice(at, 1);
      const room = !isOwnRitual(template) || ownRitualRoom(template, level, chosen, person, { firstForRitual: ritual !== null });
      if (room && !clashes(template, theme, level, person, chosen)) {
        for (const used of stock.used) usage.set(used, Math.max(0, (usage.get(used) ?? 1) - 1));
        if (tryTemplate(template, theme, rank, level, person, chosen, usage)) {
          const added = chosen[chosen.length - 1];
          if (added && (isFear || ritual !== null || added.used.includes(phrase))) {
            if (!isOwnRitual(template)) for (const index of ownRitualsMet(template, person, { rituals: true, heldBack: true })) ritualsMet.add(index);
            break;
          }
          // The rendering named another trigger of theirs: the stock step goes back.
          if (added) {
            chosen.pop();
            for (const used of added.used) usage.set(used, Math.max(0, (usage.get(used) ?? 1) - 1));
          }
        }
      }
      chosen.splice(at, 0, stock);
    }
  }
}

/**
 * The central ritual graded (a clinician-minded review: the avoidance or ritual at the centre of a person's OCD got one
 * step at most while generic steps filled the ladder; docs/clinical.md §3, §4): when one step works on it and another
 * of the theme's would take it further ("Give your baby a bath on your own" after "… with someone beside you",
 * "Take the lift on your own" after "… with someone close by"), that step takes the place of one that carries nothing
 * of the person's, or of one more step of a kind the ladder already has three of, at its level. A step that works on
 * a ritual is one built from it or one the library made for it (`needs` that meet it), never one that only names it
 * in a "do not" clause.
 */
/** Words of how often or when a ritual is done: they say nothing of what it is about. */
const HOW_OFTEN = new Set(['going', 'week', 'weeks', 'time', 'times', 'every', 'same', 'again', 'several', 'many', 'always', 'when', 'with', 'after', 'before', 'until', 'till', 'about', 'over', 'day', 'days', 'night', 'month', 'months', 'hour', 'hours']);
const STORY = /\b(?:story|stories|script)\b/i;
function gradeCentral(theme: LibraryTheme, rank: number, person: Person, chosen: Chosen[], usage: PhraseUsage, ritualsMet: Set<number>): void {
  const index = centralRitual(person, theme);
  const phrase = index === null ? undefined : person.pools.get(theme)?.compulsions[index];
  if (index === null || !phrase) return;
  const input = person.input.compulsions.indexOf(phrase.original);
  const templates = [...LIBRARIES[theme].templates.filter((template) => isEligible(template, person)), ...ownRitualTemplates(person, theme)];
  const meets = (template: ExposureTemplate): boolean => input >= 0 && template.kind === 'in_vivo' && !isOwnRitual(template) && ownRitualsMet(template, person, { rituals: true, heldBack: true }).includes(input);
  // A library step is for the ritual when its title names what the ritual is about beyond what every such step names:
  // "bath" in "wont bath the baby unless my mum is round", not "baby", which every baby-care step meets.
  const met = templates.filter(meets);
  const titleStems = (template: ExposureTemplate) => new Set(tokenize(template.title.replace(/\{[^}]*\}/g, ' ')).map((token) => token.stem));
  const distinctive = tokenize(phrase.cleaned)
    .filter((token) => token.raw.length > 3 && !HOW_OFTEN.has(token.raw.toLowerCase()))
    .map((token) => token.stem)
    .filter((stem) => met.some((template) => titleStems(template).has(stem)) && !met.every((template) => titleStems(template).has(stem)));
  const carries = (template: ExposureTemplate): boolean =>
    isOwnRitual(template) ? template.id.startsWith(`own.${theme}.${index}.`) : meets(template) && (!distinctive.length || distinctive.some((stem) => titleStems(template).has(stem)));
  const carriers = chosen.filter((item) => item.theme === theme && carries(item.template));
  if (carriers.length > 1) return;
  const carrier = carriers[0];
  // Graded: the next step goes up from the one there (with support → alone → longer), or below it when it is the top.
  // With none there yet, the gentlest step for it first.
  const from = carrier?.template.fear ?? 0;
  const next = templates
    .filter((template) => carries(template) && !chosen.some((item) => item.templateId === template.id) && template.fear !== from)
    .filter((template) => !carrier || isOwnRitual(template) === isOwnRitual(carrier.template))
    .sort((a, b) => Number(a.fear < from) - Number(b.fear < from) || Math.abs(a.fear - from) - Math.abs(b.fear - from) || a.id.localeCompare(b.id));
  const ofKind = (kind: string) => chosen.filter((item) => item.template.kind === kind).length;
  // A step with nothing of the person's in it: none of their words, no `needs` or cue of theirs, no slot for their fear.
  const generic = (item: Chosen): boolean =>
    item.used.length === 0 &&
    !item.template.needs?.length &&
    !(item.template.cues && mentions(person, item.template.cues)) &&
    !/\{(?:ownWords|ownMaybe|trigger|object)/.test(`${item.template.title} ${item.template.body}`);
  const replaceable = (item: Chosen): boolean =>
    item.theme === theme &&
    item !== carrier &&
    !isOwnRitual(item.template) &&
    !carries(item.template) &&
    item.used.every((used) => chosen.some((other) => other !== item && other.used.includes(used))) &&
    // The theme's usual kind of exposure keeps most of the ladder (docs/clinical.md §6: imaginal work for taboo thoughts).
    (isStock(item, person, chosen) || (generic(item) && ofKind(item.template.kind) > 2) || ofKind(item.template.kind) > (LIBRARIES[theme].preferredKind === item.template.kind ? 6 : 3)) &&
    // The theme's one story of the feared outcome stays (docs/clinical.md §6).
    !(STORY.test(item.template.title) && !chosen.some((other) => other !== item && other.theme === theme && STORY.test(other.template.title)));
  for (const template of next) {
    const stocks = chosen
      .filter((item) => replaceable(item) && Math.abs(template.fear - item.candidate.fear_level) <= 1 && item.candidate.fear_level !== carrier?.candidate.fear_level)
      // A first step (with support, put off, once) may sit one below the own-ritual band: it is the gentlest of them.
      .filter((item) => !isOwnRitual(template) || item.candidate.fear_level >= OWN_RITUAL_BAND - (/\.(?:with-support|delay|once)$/.test(template.id) && template.fear <= OWN_RITUAL_BAND ? 1 : 0))
      .sort((a, b) => Math.abs(template.fear - a.candidate.fear_level) - Math.abs(template.fear - b.candidate.fear_level) || Number(isStock(b, person, chosen)) - Number(isStock(a, person, chosen)) || a.templateId.localeCompare(b.templateId));
    for (const stock of stocks) {
      const at = chosen.indexOf(stock);
      const level = stock.candidate.fear_level;
      // Graded: the harder step sits above the one there.
      if (carrier && (template.fear > carrier.template.fear) !== (level > carrier.candidate.fear_level)) continue;
      chosen.splice(at, 1);
      const room = !isOwnRitual(template) || ownRitualRoom(template, level, chosen, person);
      if (room && !clashes(template, theme, level, person, chosen)) {
        for (const used of stock.used) usage.set(used, Math.max(0, (usage.get(used) ?? 1) - 1));
        if (tryTemplate(template, theme, rank, level, person, chosen, usage)) {
          if (!isOwnRitual(template)) for (const met of ownRitualsMet(template, person, { rituals: true, heldBack: true })) ritualsMet.add(met);
          return;
        }
        for (const used of stock.used) usage.set(used, (usage.get(used) ?? 0) + 1);
      }
      chosen.splice(at, 0, stock);
    }
  }
}
