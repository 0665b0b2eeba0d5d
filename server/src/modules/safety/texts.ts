import { CRISIS_QUESTION, type SafetyNoteReason } from '@ladder/contracts';

/**
 * The fixed sentences of the safety answers (docs/clinical.md §19, §20).
 * Calm, plain, and without promises: nothing here says a person is safe or that things will be fine.
 */

/** The generate call's 422 for crisis language (code "crisis"): names 988 and emergency services. */
export const CRISIS_DETAIL =
  'What you wrote sounds like you may be thinking about ending your life or hurting yourself. Ladder will not turn this into exposures. ' +
  'Please talk to someone who can help now: call your local emergency number, or in the US call or text 988 (Suicide & Crisis Lifeline). ' +
  'Elsewhere, find a helpline at findahelpline.com.';

/**
 * The generate call's 422 when it asks (code "crisis_question"): the question itself, and, for any
 * client that shows only the detail, the resources for a person whose answer is the second one.
 */
export const CRISIS_QUESTION_DETAIL =
  `${CRISIS_QUESTION} ` +
  'If you are having thoughts of ending your life, please talk to someone now: call your local emergency number, or in the US call or text 988 (Suicide & Crisis Lifeline).';

/** The generate call's 422 for an eating-disorder picture (code "eating_disorder_signpost"). */
export const EATING_DISORDER_SIGNPOST =
  'Some of what you wrote sounds like eating-disorder behaviours, such as restricting food, counting calories or making yourself sick. ' +
  'Ladder does not build exposures for these: they are best worked on with a doctor or an eating-disorder service. ' +
  'In the US, the ANAD helpline is 1-888-375-7767; in the UK, Beat is on 0808 801 0677. ' +
  'You can continue, and your ladder will leave these out.';

/** The generate call's 422 when nothing safe to build from is left (code "for_a_professional"). */
export const NOTHING_LEFT_TO_BUILD =
  'Everything on your list is something to work on with a professional rather than with self-help exposures, so Ladder has not built a ladder from it. ' +
  'You can add other obsessions, or talk to a doctor or therapist. If you are in danger, call your local emergency number; in the US, call or text 988.';

/** Why an item of the person's own list is set aside (shown beside the ladder, with the crisis page link). */
export const NOTE_MESSAGES: Record<SafetyNoteReason, string> = {
  self_harm: 'Hurting yourself is not something to practise with exposures. This one is for a professional.',
  eating_disorder: 'Eating-disorder behaviours are not something to practise with exposures. This one is for a professional.',
  alcohol_or_drugs: 'Drinking or using drugs is not something to practise with exposures. This one is for a professional.',
  risky_driving: 'This kind of driving carries real danger, so it is not an exposure. This one is for a professional.',
  medication: 'Changes to medication are for you and your doctor, never an exposure.',
  fire_or_appliances: 'Leaving heat or appliances unattended carries real danger, so it is not an exposure. This one is for a professional.',
  heights_or_traffic: 'This carries real danger from heights or traffic, so it is not an exposure. This one is for a professional.',
  real_contamination: 'This carries a real health risk, so it is not an exposure. This one is for a professional.',
  personal_safety: 'This puts your personal safety at risk, so it is not an exposure. This one is for a professional.',
  illegal_or_harm_to_others: 'This could break the law or harm someone, so it is not an exposure. This one is for a professional.',
  instruction: 'This reads as an instruction rather than a fear, so Ladder does not quote it in your exposures.',
};
