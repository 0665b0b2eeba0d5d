/**
 * Whether a text the crisis question was asked about is about harming oneself, so that answering "a fear" opens the
 * self-harm library and sets the person's own rituals aside (docs/clinical.md §18). An eighth clinician-minded review:
 * "maybe i secretly want to do it", beside a father's thoughts of drowning his baby, is asked about (rightly: the screen
 * cannot tell what "it" is), and its "a fear" took every own step out of his harm ladder. When in doubt, it counts.
 */
const SELF =
  /\b(?:myself|kill me|hurt me|end me|my (?:own )?(?:life|body|wrists?|arms?|legs?|throat|neck|skin)|die|dying|dead|death|suicid\w*|overdos\w*|end (?:it|it all|things|everything)|not (?:be )?(?:here|around|alive)|stay alive|alive|exist\w*|jump\w*|in front of|off (?:the|a|my) (?:bridge|balcony|roof|platform|edge|cliff|building|ledge)|swerv\w*|crash\w*|walk(?:ing)? into|step(?:ping)? (?:out|off|into)|pills?|tablets?|meds)\b/i;
/** Harm said of someone else: "drown rosie", "stab my wife", "hurt her", "push someone". */
const HARM_TO_ANOTHER =
  /\b(?:hurt\w*|harm\w*|stab\w*|kill\w*|push\w*|drown\w*|smother\w*|attack\w*|hit\w*|strangl\w*|poison\w*|abus\w*|touch\w*)\b(?:\s+\S+){0,2}?\s+(?:her|him|them|someone|somebody|anyone|people|others|a stranger|strangers|my (?:baby|son|daughter|kids?|child|children|wife|husband|partner|mum|mom|dad|girlfriend|boyfriend|nan|gran|dog|cat|family|flatmate|friend)|[a-z]{3,})\b/i;

/**
 * `text` names harm to oneself, or names no one and the person's other words do not plainly keep to harm toward others
 * (their own obsessions are what "it" most likely means).
 */
export function aboutOwnHarm(text: string, others: readonly string[] = []): boolean {
  if (SELF.test(text)) return true;
  if (HARM_TO_ANOTHER.test(text)) return false;
  const towardOthers = others.some((other) => HARM_TO_ANOTHER.test(other) && !SELF.test(other));
  const towardSelf = others.some((other) => SELF.test(other));
  return !(towardOthers && !towardSelf);
}
