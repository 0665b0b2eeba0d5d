import { screeningForm } from '../screening/normalise';

/**
 * An item's text in the forms the checks read. Everything is in screening form (any spelling,
 * leetspeak, slang), and quotations are told apart:
 * - a quoted doubt ("Maybe I left the stove on", "What if I push her", "I might kill my wife") is the
 *   exposure itself (docs/clinical.md §15), so the checks for dangerous acts skip it;
 * - any other quotation is read as part of the sentence: a dangerous instruction in quotation marks
 *   is still an instruction ("Write 'stop taking sertraline' on a card and follow it").
 */
export interface PreparedText {
  /** Sentences for the checks on dangerous acts: quoted doubts blanked, other quotations unwrapped. */
  acts: ActSentence[];
  /** Sentences with every quotation unwrapped: for the harms no framing excuses (minors, eating disorders, crisis words). */
  plain: string[];
  /** All of `plain`, for concepts an item spreads over its sentences. */
  whole: string;
  /** All of `acts`: a phrase found in no sentence is not in it either, so it is a cheap first test. */
  actsWhole: string;
  /** The text with quotation marks kept: what the person is told to say or think (reassurance). */
  saidWhole: string;
}

export interface ActSentence {
  text: string;
  /**
   * Where an imagined scene starts ("a story in which…", "imagine…", "the thought of…"); the
   * sentence length when there is none. Acts inside it are imaginal exposure, not instructions.
   */
  imaginedFrom: number;
}

/** A word that makes a quotation a doubt, within its first few words ("My mum might die…"). */
const DOUBT = new RegExp(
  String.raw`^\W*(?:[\w']+ ){0,6}?(?:maybe|perhaps|possibly|what if|(?<!\byou )(?:might|may|could)|can't (?:know|be sure)|not sure|i wonder|did i|have i|am i|was i|do i|is it|afraid|scared|terrified|worried|worry|worries|fear|fears|(?:images?|pictures?|thoughts?|visions?|flashes) (?:in my head )?(?:of|that|about)|urges? to|by accident|accidentally)\b`,
);

/** The person is told to carry the quoted words out: no quotation in the item is a doubt then. */
const FOLLOW_THROUGH =
  /\b(?:(?:then|and|now) (?:go and )?(?:do|act on|carry out|try) (?:it|them|this|that)|act (?:it |them )?out|carry (?:it|them) out|follow (?:it|them|the instruction|your (?:own )?words)|do (?:exactly )?what (?:it says|you wrote|they say|you said|you imagined|you pictured)|do exactly|(?:do|try) (?:it|this|that|them) (?:for real|in real life|in person|yourself|today|tonight|now)|for real\b)\b/;

/**
 * Where an imagined scene starts: a script or story, imagining, a thought or fear of something, a
 * doubt. "You could leave the hob on" is a suggestion, not a doubt, so only "I might" and "you
 * might have" are.
 */
const IMAGINED = new RegExp(
  String.raw`\b(?:(?:script|story|stories|scene|account|recording|paragraph|page|letter|essay|poem|narrative|tale|article|documentary|film|episode|report)s? (?:in which|where|about|of|describing|that describes|imagining)|imagin(?:e|es|ing)|pictur(?:e|ing) (?:yourself|myself|a|an|the|it|them|him|her|what|how)|visuali[sz](?:e|es|ing)|fantasi[sz](?:e|es|ing)|daydream\w*|(?:thoughts?|images?|urges?|impulses?|fears?|ideas?|worry|worries|doubts?) (?:of|that|about|to)|(?:afraid|scared|terrified|frightened|worried) (?:of|that|about|you|i)|what if|(?:maybe|perhaps) (?!try\b|just\b|you (?:should|could|can)\b)|i (?:might|may|could)|you (?:might|may|could) have)\b`,
);

/**
 * Numbers joined to words by a hyphen or written as an age ("13-year-old", "15y/o", "20-minute",
 * "u18") are split from them first: read as one word, the normaliser's leetspeak step turns their
 * digits into letters ("ie-years old", "ui8").
 */
function separateNumbers(raw: string): string {
  return raw
    .replace(/(?<![\p{L}\d])(\d+)(?:\s*-\s*(?=\p{L})|(?=y\s*\/\s*o|y\.o|yo\b|yrs?\b))/gu, '$1 ')
    .replace(/(?<![\p{L}\d])u-?(1[0-8])s?\b/giu, 'under $1');
}

interface Quote {
  start: number;
  end: number;
  inner: string;
}

const OPENS_AFTER = /[\s([:;,/-]/;
const CLOSES_BEFORE = /[\s.,;:!?)\]/-]/;

/** Quotations in double quotes, or in single quotes that are not apostrophes ("I'm", "parents'"). */
function quotesIn(text: string): Quote[] {
  const quotes: Quote[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    let end = -1;
    if (char === '"') end = text.indexOf('"', index + 1);
    else if (char === "'" && (index === 0 || OPENS_AFTER.test(text[index - 1]!)) && /[a-z0-9]/.test(text[index + 1] ?? '')) {
      for (let at = text.indexOf("'", index + 1); at !== -1; at = text.indexOf("'", at + 1)) {
        if (/\S/.test(text[at - 1]!) && (at + 1 === text.length || CLOSES_BEFORE.test(text[at + 1]!))) {
          end = at;
          break;
        }
      }
    }
    if (end === -1) {
      index += 1;
      continue;
    }
    quotes.push({ start: index, end: end + 1, inner: text.slice(index + 1, end) });
    index = end + 1;
  }
  return quotes;
}

/** Rebuilds the text with each quotation replaced. */
function rewriteQuotes(text: string, quotes: Quote[], replace: (quote: Quote) => string): string {
  let out = '';
  let from = 0;
  for (const quote of quotes) {
    out += text.slice(from, quote.start) + replace(quote);
    from = quote.end;
  }
  return out + text.slice(from);
}

/** Sentence ends inside a quotation do not end the sentence around it ("3 a.m." keeps its dots). */
const keepWhole = (inner: string) => inner.replace(/[.!?;]+(?=\s|$)/g, ',');

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

function imaginedFrom(sentence: string): number {
  const match = IMAGINED.exec(sentence);
  return match ? match.index : sentence.length;
}

/** "Imagine driving after a drink, then drive to the shop": the scene ends where the instruction starts. */
const THEN_CLAUSE = /,\s*(?:and\s+)?then\s+(?!(?:imagine|picture|visuali[sz]e|write|read|record|listen|say|notice)\b)/;

/** "For the fear of suffocating, put a bag…": the fear names the target, and the instruction follows the comma. */
const PURPOSE_CLAUSE =
  /^(?:for|to (?:face|target|work on|tackle|address|challenge)|with|against|given) (?:the |your |this |that |a )?(?:[\w'-]+ )?(?:fears?|thoughts?|worry|worries|doubts?|obsessions?|urges?) (?:of|that|about|around)\b[^,]*,\s*/;

function actSentencesOf(sentence: string, followThrough: boolean): ActSentence[] {
  // Told to carry out what was imagined: the scene is an instruction too.
  if (followThrough) return [{ text: sentence, imaginedFrom: sentence.length }];
  const purpose = PURPOSE_CLAUSE.exec(sentence);
  if (purpose && purpose[0].length < sentence.length) {
    const lead = sentence.slice(0, purpose[0].length);
    return [{ text: lead, imaginedFrom: imaginedFrom(lead) }, ...actSentencesOf(sentence.slice(purpose[0].length), false)];
  }
  const from = imaginedFrom(sentence);
  const then = THEN_CLAUSE.exec(sentence);
  if (from === sentence.length || !then || then.index < from) return [{ text: sentence, imaginedFrom: from }];
  const rest = sentence.slice(then.index + then[0].length);
  return [{ text: sentence.slice(0, then.index), imaginedFrom: from }, ...actSentencesOf(rest, false)];
}

/** An exposure's title, description and response prevention, each read on its own. */
export function prepareText(parts: string[]): PreparedText {
  return prepareForms(
    parts.map((part) => {
      const text = screeningForm(separateNumbers(part));
      return { text, quotes: quotesIn(text) };
    }),
  );
}

/** Whether the person's words are a doubt or a fear ("what if I…", "I might…", "scared I'll…"). */
export function readsAsDoubt(words: string): boolean {
  return DOUBT.test(screeningForm(separateNumbers(words)));
}

/**
 * One of the person's own list items, read as their quoted words: "what if I left the stove on"
 * is a doubt (the obsession itself), "leaving the straighteners on" is not.
 */
export function prepareOwnWords(words: string): PreparedText {
  const text = screeningForm(separateNumbers(words));
  return prepareForms([{ text, quotes: [{ start: 0, end: text.length, inner: text }] }]);
}

function prepareForms(forms: Array<{ text: string; quotes: Quote[] }>): PreparedText {
  const followThrough = forms.some(({ text }) => FOLLOW_THROUGH.test(text));
  const acts: ActSentence[] = [];
  const plain: string[] = [];
  const said: string[] = [];
  for (const { text, quotes } of forms) {
    const withoutDoubts = rewriteQuotes(text, quotes, (quote) => (!followThrough && DOUBT.test(quote.inner) ? '"…"' : keepWhole(quote.inner)));
    for (const sentence of sentencesOf(withoutDoubts)) acts.push(...actSentencesOf(sentence, followThrough));
    plain.push(...sentencesOf(rewriteQuotes(text, quotes, (quote) => keepWhole(quote.inner))));
    // Doubts stay in what is said: "tell yourself 'maybe, maybe not'" keeps the doubt open.
    said.push(...sentencesOf(rewriteQuotes(text, quotes, (quote) => `"${keepWhole(quote.inner)}"`)));
  }
  return { acts, plain, whole: joined(plain), actsWhole: joined(acts.map((sentence) => sentence.text)), saidWhole: joined(said) };
}

/** Sentences joined with a full stop, so a sentence start still reads as one. */
function joined(sentences: string[]): string {
  return sentences.map((sentence) => (/[.!?;]$/.test(sentence) ? sentence : `${sentence}.`)).join(' ');
}
