import type { ContentCategory } from './categories';
import { isForbidden, isProhibited, type Negation } from './prohibition';
import type { PreparedText } from './text';
import { BEFORE_INSTRUCTION } from './words';

/**
 * One way a category shows in a sentence: a phrase, optionally with other concepts in the same
 * sentence (co-occurrence is sturdier than exact wording: "drive" and "blindfold" in any order).
 */
export interface Rule {
  pattern: RegExp;
  /** Concepts that must also occur in the same sentence. */
  with?: RegExp[];
  /** Concepts that must occur somewhere in the item (a driving item names the car once). */
  withInItem?: RegExp[];
  /** The rule does not apply when this occurs, unforbidden, in the sentence ("blow it out"). */
  unless?: RegExp;
  /** The rule does not apply when this occurs anywhere in the item ("wash your hands once as usual"). */
  unlessInItem?: RegExp;
  /** The phrase counts only as an instruction: at a sentence or clause start, or after "then", "and". */
  instruction?: boolean;
  /** How a prohibition before the phrase is read; 'exempts' unless said. */
  negation?: Negation;
  /**
   * Where the harm counts beyond plain instructions; other acts in an imagined scene or a quoted
   * doubt are imaginal exposure.
   * - 'imagined': in imagined scenes too ("a letter about your suicide"), not in quoted doubts;
   * - 'always': everywhere, quoted doubts included (eating-disorder behaviours, intent to die).
   */
  reach?: 'imagined' | 'always';
}

/** A category checked on dangerous acts. */
export interface ActCategory {
  category: Exclude<ContentCategory, 'minors' | 'reassurance' | 'relaxation' | 'ritual_allowed' | 'likely_danger'>;
  rules: Rule[];
}

/** A category of text that undermines the exposure, forbidden when named to be dropped. */
export interface SaidCategory {
  category: 'reassurance' | 'relaxation' | 'ritual_allowed';
  patterns: RegExp[];
}

const globalForms = new WeakMap<RegExp, RegExp>();
function globalForm(pattern: RegExp): RegExp {
  let global = globalForms.get(pattern);
  if (!global) {
    global = new RegExp(pattern.source, `${pattern.flags}g`);
    globalForms.set(pattern, global);
  }
  return global;
}

function anyUnprohibited(pattern: RegExp, sentence: string, negation: Negation, limit: number, instruction = false): boolean {
  for (const match of sentence.matchAll(globalForm(pattern))) {
    if (match.index >= limit) return false;
    if (instruction && !BEFORE_INSTRUCTION.test(sentence.slice(Math.max(0, match.index - 16), match.index))) continue;
    if (!isProhibited(negation, sentence, match.index)) return true;
  }
  return false;
}

function ruleHits(rule: Rule, sentence: string, limit: number, text: PreparedText): boolean {
  if (!rule.pattern.test(sentence)) return false;
  if (rule.with && !rule.with.every((concept) => concept.test(sentence))) return false;
  if (rule.withInItem && !rule.withInItem.every((concept) => concept.test(text.whole))) return false;
  if (rule.unless && anyUnprohibited(rule.unless, sentence, 'exempts', sentence.length)) return false;
  if (rule.unlessInItem?.test(text.whole)) return false;
  return anyUnprohibited(rule.pattern, sentence, rule.negation ?? 'exempts', limit, rule.instruction);
}

/**
 * Whether any rule of the category hits a sentence. Each phrase is first looked for in the whole
 * text once: most are in no item, and a phrase in no sentence is not in the whole text either, so
 * this only saves time.
 */
export function actCategoryHits(category: ActCategory, text: PreparedText): boolean {
  return category.rules.some((rule) => {
    if (rule.reach === 'always') return rule.pattern.test(text.whole) && text.plain.some((sentence) => ruleHits(rule, sentence, sentence.length, text));
    if (rule.withInItem && !rule.withInItem.every((concept) => concept.test(text.whole))) return false;
    if (!rule.pattern.test(text.actsWhole)) return false;
    if (rule.with && !rule.with.every((concept) => concept.test(text.actsWhole))) return false;
    return text.acts.some((sentence) => ruleHits(rule, sentence.text, rule.reach === 'imagined' ? sentence.text.length : sentence.imaginedFrom, text));
  });
}

const unions = new WeakMap<SaidCategory, RegExp>();
/** All of a category's phrases as one expression, so the text is read in one pass. */
function unionOf(category: SaidCategory): RegExp {
  let union = unions.get(category);
  if (!union) {
    union = new RegExp(category.patterns.map((pattern) => `(?:${pattern.source})`).join('|'), 'g');
    unions.set(category, union);
  }
  return union;
}

/** Any phrase of the category that is not named in order to drop it. */
export function saidCategoryHits(category: SaidCategory, text: PreparedText): boolean {
  const union = unionOf(category);
  union.lastIndex = 0;
  for (let match = union.exec(text.saidWhole); match; match = union.exec(text.saidWhole)) {
    if (!isForbidden(text.saidWhole, match.index, match[0].length)) return true;
    // Start the next search one character on: phrases may overlap.
    union.lastIndex = match.index + 1;
  }
  return false;
}
