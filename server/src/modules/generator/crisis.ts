import type { GenerationInput } from './types';

/**
 * Input that speaks of wanting to die or to hurt oneself gets no exposures, only crisis
 * resources (CLINICAL.md "Safety: never generate"). This is a screen on the words the person
 * typed, not an assessment of risk, and Ladder does not monitor anyone.
 *
 * The heuristic:
 * - Explicit words flag in any framing: suicide/suicidal, "kill myself", "end my life", "take my
 *   own life", self-harm, "cut/burn myself" (unless "by accident"), first-person overdose.
 *   Missing a real crisis costs far more than showing resources to someone whose intrusive
 *   thought uses those words, so "afraid I might kill myself" is flagged too.
 * - Wishes and plans flag unless negated: "I want to die", "wish I were dead", "better off
 *   without me", "no reason to live", "don't want to be alive", "planning how to end it".
 *   "I don't want to die" is not flagged; "I don't want to live" is.
 * - Harm-OCD phrasings about others are never flagged, because nothing here looks at harm to
 *   others: "I'm afraid I might stab my partner" is an intrusive thought, not a crisis. Feared
 *   impulses without a wish ("fear of jumping in front of a train even though I don't want to")
 *   are not flagged either.
 * Limits: English only; misspellings, slang, irony and indirect hints ("I won't be a problem
 * much longer") are missed; idioms such as "I'd rather die than touch a toilet seat" are not
 * flagged on purpose. The static crisis link on every page is the safety net, not this check.
 */
export const CRISIS_DETAIL =
  'What you wrote mentions wanting to die or to hurt yourself. Ladder cannot help with that and will not create exposures for it. ' +
  'Please talk to someone who can: call your local emergency number; in the US, call or text 988 (Suicide & Crisis Lifeline); ' +
  'elsewhere, find a helpline at findahelpline.com.';

const EXPLICIT = [
  /\bsuicid\w*/,
  /\bkill(?:s|ed|ing)? (?:myself|my self)\b/,
  /\bend(?:s|ed|ing)? (?:my|my own) life\b/,
  /\b(?:take|takes|taking|took|taken) my (?:own )?life\b/,
  /\bself[- ]?(?:harm\w*|injur\w*|mutilat\w*)/,
  /\bhang(?:ing)? myself\b/,
  /\bi\b[^.!?]{0,40}\boverdos\w*/,
];

/** Acts on oneself, flagged unless the same sentence says it was an accident. */
const SELF_INJURY = [
  /\b(?:cut|cuts|cutting|burn|burns|burned|burnt|burning) myself\b/,
  /\bi(?:'ve| have| had)?\s+(?:been\s+)?(?:\w+\s+)?(?:hurt|hurting|harm|harmed|harming|hit|hitting|punch|punched|punching|scratch|scratched|scratching|starve|starved|starving|bruise|bruised)\s+myself\b/,
];
const ACCIDENT = /\b(?:by accident|accidentally|by mistake|shaving|while cooking)\b/;

/** Wishes, intentions and plans about one's own death or injury. */
const WISHES = [
  /\b(?:want|wants|wanna|wanted|wanting|wish|wishing|plan|plans|planning|planned|intend|intending|going|gonna|ready|decided|tempted|trying|tried|need)\s+to\s+(?:die|be dead|not (?:be )?(?:alive|here|exist)|not wake up|end it(?: all)?|disappear forever|jump (?:off|in front of|from)|throw myself|hurt myself|harm myself|cut myself|end things for good)\b/,
  /\b(?:plan|plans|planning|planned|thinking about|thought about|considering|researching|looking up)\s+(?:how|ways|when)\s+to\s+(?:end it|die|kill myself|end my life)\b/,
];
/** A negation just before a wish ("I don't want to die") turns it around. */
const NEGATED = /\b(?:don't|dont|do not|never|not|doesn't|does not|wouldn't|would not|no)\s+(?:\w+\s+)?$/;

/** Phrases that speak of not wanting to live; flagged as they stand. */
const NOT_WANTING_TO_LIVE = [
  /\bwish (?:i|i'd) (?:was|were|had been) dead\b/,
  /\bwish (?:i|i'd) (?:had )?never (?:been born|existed|woken up)\b/,
  /\bwish i (?:could|would) (?:just )?(?:die|disappear forever|not wake up|stop existing)\b/,
  /\bwish i (?:wasn't|weren't|was not|were not) (?:alive|here|born)\b/,
  /\bbetter off (?:dead|without me|if i (?:was|were|wasn't|weren't) (?:dead|gone|here|around))\b/,
  /\b(?:no|the) (?:reason|point) (?:to|in|of) (?:live|living|going on|being alive|life|carrying on)\b/,
  /\bnothing (?:left )?to live for\b/,
  /\b(?:life|my life) (?:is|isn't|is not) (?:not )?worth (?:living|it any ?more)\b|\bnot worth living\b/,
  /\b(?:can't|cannot|can not) go on (?:living|any ?more|any longer)\b/,
  /\b(?:don't|dont|do not|no longer|never) (?:want|wanna|wish) to (?:live|be alive|exist|wake up|go on living)\b/,
  /\b(?:don't|dont|do not|no longer) (?:want|wanna) to be here any ?(?:more|longer)\b/,
  /\b(?:rather|prefer to) be dead\b|\brather not (?:be alive|exist|wake up)\b/,
  /\bthink(?:ing)? about (?:ending it|not being (?:here|alive) any ?more)\b/,
];

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/\bim\b/g, "i'm")
    .replace(/\bive\b/g, "i've")
    .replace(/\s+/g, ' ');
}

function sentenceMentionsCrisis(sentence: string): boolean {
  if (EXPLICIT.some((pattern) => pattern.test(sentence))) return true;
  if (!ACCIDENT.test(sentence) && SELF_INJURY.some((pattern) => pattern.test(sentence))) return true;
  if (NOT_WANTING_TO_LIVE.some((pattern) => pattern.test(sentence))) return true;
  return WISHES.some((pattern) =>
    [...sentence.matchAll(new RegExp(pattern.source, 'g'))].some((match) => !NEGATED.test(sentence.slice(0, match.index))),
  );
}

/** True when any of the person's texts speaks of wanting to die or to hurt themselves. */
export function mentionsCrisis(input: GenerationInput): boolean {
  return [...input.obsessions, ...input.compulsions, ...input.triggers].some((text) =>
    normalise(text)
      .split(/(?<=[.!?;])\s+/)
      .some(sentenceMentionsCrisis),
  );
}
