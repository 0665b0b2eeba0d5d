/**
 * Whether a phrase is forbidden rather than instructed. Kept narrow on purpose (docs/clinical.md:
 * forbidding a behaviour is not instructing it, but a filter that reads every "no" as a
 * prohibition lets danger through).
 */

/** A clause ends at these; a prohibition does not reach past them ("Do not wash, and tell yourself…"). */
const CLAUSE_BREAK = /[;:()]|\b(?:and|then|but|so|instead|before|after|while|until|once|when|if|because)\b/g;
const NEGATOR = /\b(?:do not|don't|never|no|not|without|avoid\w*|refrain\w*|instead of|rather than|nor|stop yourself|resist\w*)\b/;

/**
 * A delay or a cut-down: "Do not scratch for 10 minutes" is a "delay it" step, which a harmful
 * behaviour never becomes (docs/clinical.md §12).
 */
const DELAY_OR_CUT =
  /\b(?:wait|delay\w*|postpone\w*|put off|hold off|resist\w*|cut|reduce\w*|halve|half|fewer|less|only (?:one|once|twice|a little)|for (?:\d+|a|an|one|two|three|five|ten|fifteen|twenty|thirty|sixty) (?:more )?(?:seconds?|minutes?|mins?|hours?|days?|nights?|weeks?)|until|longer|later)\b/;

function clauseBefore(sentence: string, index: number): string {
  const before = sentence.slice(Math.max(0, index - 100), index);
  let start = 0;
  for (const match of before.matchAll(CLAUSE_BREAK)) start = match.index + match[0].length;
  return before.slice(start);
}

/** How a prohibition before a phrase is read. */
export type Negation =
  /** "Do not leave the hob on" forbids the danger: the phrase does not count. */
  | 'exempts'
  /** Only a plain prohibition exempts; "do not scratch for 10 minutes" is a delay step and counts. */
  | 'plain'
  /** The phrase counts however it is framed ("do not take your tablets" is the danger itself). */
  | 'ignored';

export function isProhibited(negation: Negation, sentence: string, index: number): boolean {
  if (negation === 'ignored' || !NEGATOR.test(clauseBefore(sentence, index))) return false;
  return negation === 'exempts' || !DELAY_OR_CUT.test(sentence);
}

/**
 * Naming reassurance or a calming aid in order to drop it: "Do not tell yourself 'I'm a good
 * person'", "Drop the mantra…", "Notice the urge to repeat 'I'm safe' and leave it unsaid",
 * "without asking anyone whether you are safe". Lists run on through commas and "or".
 */
const FORBIDDING = new RegExp(
  String.raw`\b(?:do not|don't|never|no|not|without|instead of|rather than|avoid\w*|resist\w*|refrain\w*|stop yourself|hold back|hold off|drop(?:ping)?|let go of|give up|leave out|cut out|skip\w*|nor|urges? (?:comes? |returns? |arises? )?to|the pull to|tempted to|the same goes for|(?<!(?:new|calming|coping|helpful|positive|soothing) )(?:ritual|compulsion|mantra|habit|safety behaviou?r|neutrali[sz]ing)s? (?:is|are|was|were|of|like|such as))\b`,
);
/** "Skip the extra confession, comforted by…": a participle after a comma starts what is told, not forbidden. */
const PARTICIPLE = String.raw`(?:comforted|reassured|knowing|remembering|reminding|telling|thinking|believing|trusting|confident|safe in)\b`;
// A conditional clause ends at its comma: "If the urge to put it away is strong, squeeze an ice cube" tells the person to.
const FORBID_BREAK = new RegExp(String.raw`[;()]|\b(?:and|then|but|so|instead)\b|,\s*${PARTICIPLE}|\b(?:if|when|whenever|once)\b[^,.;]*,`, 'g');
const STARTS_WITH_PARTICIPLE = new RegExp(String.raw`^${PARTICIPLE}`);
const LEFT_UNSAID =
  /^[^.]{0,60}?\b(?:leave (?:it|them) unsaid|leave (?:it|them) unspoken|let (?:it|them) go unsaid|without saying (?:it|them)|(?:but|and) (?:do not|don't) (?:say|do|use) (?:it|them)|let the urge pass)\b/;

const LEAVE_OUT_BEFORE = /\b(?:leave|leaving|cut|cutting|drop|dropping|keep|keeping) (?:the |your |that |this |any |all )?(?:[\w'-]+ )?$/;

export function isForbidden(text: string, index: number, length: number): boolean {
  // Back to the start of the sentence: a window that starts inside a quotation would read its
  // closing quote as an opening one.
  let before = text.slice(Math.max(0, index - 400), index);
  // Only the phrase's own sentence counts.
  const sentenceStart = before.search(/[.!?]\s(?!.*[.!?]\s)/);
  if (sentenceStart !== -1) before = before.slice(sentenceStart + 2);
  // Words inside a quotation ("but I never would") do not end the prohibition around it.
  if ((before.match(/"/g) ?? []).length % 2 === 1) before = before.slice(0, before.lastIndexOf('"'));
  before = before.replace(/"[^"]*"/g, '""');
  let start = 0;
  for (const match of before.matchAll(FORBID_BREAK)) start = match.index + match[0].length;
  if (/,\s*$/.test(before) && STARTS_WITH_PARTICIPLE.test(text.slice(index))) return false;
  const after = text.slice(index + length);
  // "Leave the mantra out", "cut the reassurance out".
  if (LEAVE_OUT_BEFORE.test(before) && /^\s+out\b/.test(after)) return true;
  return FORBIDDING.test(before.slice(start)) || LEFT_UNSAID.test(after);
}
