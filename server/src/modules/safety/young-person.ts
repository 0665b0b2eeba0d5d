import type { GenerationInput } from '../generator/types';
import { screeningForm } from './screening/normalise';

/**
 * Ladder is for adults (spec: "individual adults (minimum age 18)"; docs/clinical.md §20). A person who accepted
 * the terms said they are 18 or over, so this never stops anyone: when the lists sound like someone still at
 * school, a calm signpost beside the ladder says who Ladder is made for and where a young person does better.
 * Young people's OCD is treated with ERP alongside family, by clinicians who know it (NICE CG31, 1.5.2), which a
 * self-help app cannot give.
 */
export const YOUNG_PERSON_SIGNPOST =
  'Some of what you wrote sounds like you might be under 18. Ladder is made for adults. ' +
  'If you are under 18, exposure work goes best with a doctor or therapist who works with young people, ' +
  'and with a parent or another adult you trust beside you.';

/** Said of oneself, these settle it: an age under 18, or being at school now. */
const OWN_AGE =
  /\bi am (?:only |just |now )?(?:1[0-7]|thirteen|fourteen|fifteen|sixteen|seventeen)\b(?! ?(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|times?|kg|kilos?|stone|lbs?|pounds?|%|percent|miles?|km|floors?|steps?|o'?clock|am|pm)\b)|\bi am (?:a )?(?:teen|teenager|minor|schoolgirl|schoolboy)\b/;
const AT_SCHOOL_NOW =
  /\bi am (?:still )?(?:in|at) (?:high school|secondary school|middle school|junior high|sixth form|year (?:[7-9]|1[0-3])|grade (?:[6-9]|1[0-2])|(?:6|7|8|9|10|11|12)th grade)\b/;

/** Each a hint only; two together sound like a pupil's life at home and school. */
const PUPIL_HINTS: RegExp[] = [
  /\bmy (?:[a-z]+ )?teachers?\b|\bmy form tutor\b|\bmy head ?teacher\b|\bmy year head\b/,
  /\bmy homework\b|\bmy (?:gcses?|a-?levels?|sats)\b|\bmy school ?bag\b|\bmy classmates?\b|\bmy school\b/,
  /\bin class\b|\bdetention\b|\bpe (?:lessons?|changing rooms?|kit)\b|\bthe school bus\b|\bschool toilets\b|\bat break ?time\b/,
  /\bmy (?:mum|mom|mam|dad|parents?) (?:makes?|made|won'?t let|will not let|doesn'?t let|does not let|don'?t let|do not let|grounds?|grounded)\b|\bgrounded\b/,
  /\basking my (?:mum|mom|mam|dad|parents)\b|\btell(?:ing)? my (?:mum|mom|mam|dad|parents)\b/,
];

/** An adult's place beside school: a parent's child, a teacher's class, work, university. */
const ADULT_ROLE =
  /\b(?:my|our) (?:sons?|daughters?|kids?|children|child|pupils?|students?|class(?:room)?|stepson|stepdaughter|wife|husband|boss|job|lecturer|mortgage)\b|\b(?:i teach|kids i teach|as a teacher|parents'? evening|the school run|at work|uni|university)\b/;

/** Whether the person's own lists sound like someone under 18 (a signpost, never a gate). */
export function soundsUnder18(input: GenerationInput): boolean {
  const forms = [...input.obsessions, ...input.compulsions, ...input.triggers].map((text) =>
    screeningForm(text).replace(/\bi'?m\b/g, 'i am'),
  );
  if (forms.some((form) => OWN_AGE.test(form) || AT_SCHOOL_NOW.test(form))) return true;
  if (forms.some((form) => ADULT_ROLE.test(form))) return false;
  const hints = new Set<string>();
  for (const form of forms) {
    for (const hint of PUPIL_HINTS) {
      for (const match of form.matchAll(new RegExp(hint.source, 'g'))) hints.add(match[0]);
    }
  }
  return hints.size >= 2;
}
