import { z } from 'zod';

/**
 * Clinical safety (docs/clinical.md §16, §20, §10).
 * The server screens typed words; these are the shapes and the fixed texts the client relies on.
 */

/**
 * `code` of a 422 from POST /erp-exposures/exposures/generate (and of custom exposures), so the
 * client knows which screen to show. None of them uses up a generation.
 * - crisis: the person's words speak of ending their life or hurting themselves: the calm crisis screen.
 * - crisis_question: a horrifying intrusive thought about killing oneself; ask, do not refuse.
 * - eating_disorder_signpost: an eating-disorder picture; a signpost first, with the choice to continue.
 * - for_a_professional: nothing is left to build from once harmful behaviours are set aside.
 * - safety_warning: a custom exposure that may not be safe; the person may read it and add it anyway.
 */
export const SAFETY_CODES = ['crisis', 'crisis_question', 'eating_disorder_signpost', 'for_a_professional', 'safety_warning'] as const;
export type SafetyCode = (typeof SAFETY_CODES)[number];

/** docs/clinical.md §18: the question asked instead of refusing, verbatim. */
export const CRISIS_QUESTION = 'Is this a fear that horrifies you, or are you having thoughts of ending your life?';

export const CRISIS_QUESTION_ANSWERS = ['fear', 'thoughts_of_ending_life'] as const;
export type CrisisQuestionAnswer = (typeof CRISIS_QUESTION_ANSWERS)[number];

export const SAFETY_QUESTIONS = ['crisis_question', 'eating_disorder_signpost'] as const;
const ANSWERS_BY_QUESTION: Record<(typeof SAFETY_QUESTIONS)[number], readonly string[]> = {
  crisis_question: CRISIS_QUESTION_ANSWERS,
  eating_disorder_signpost: ['continue'],
};

/**
 * POST /users/me/safety-answers: the person's answer to a question the generate call asked. The
 * crisis question is answered "fear" or "thoughts_of_ending_life", the signpost "continue".
 */
export const safetyAnswerRequest = z
  .object({
    question: z.enum(SAFETY_QUESTIONS, { message: 'Question must be crisis_question or eating_disorder_signpost.' }),
    answer: z.enum([...CRISIS_QUESTION_ANSWERS, 'continue'], { message: 'Answer must be fear, thoughts_of_ending_life or continue.' }),
  })
  .refine((body) => ANSWERS_BY_QUESTION[body.question].includes(body.answer), {
    message: 'This answer does not fit the question: the crisis question takes fear or thoughts_of_ending_life, the signpost takes continue.',
    path: ['answer'],
  });
export type SafetyAnswerRequest = z.infer<typeof safetyAnswerRequest>;

export const safetyAnswerResponse = z.object({
  question: z.enum(SAFETY_QUESTIONS),
  answer: z.string(),
  answered_at: z.string(),
  /** True when the answer means the crisis screen should be shown now. */
  show_crisis_screen: z.boolean(),
});
export type SafetyAnswerResponse = z.infer<typeof safetyAnswerResponse>;

/**
 * Why one of the person's own items is set aside for a professional instead of becoming a step
 * (docs/clinical.md §12: a harmful behaviour or a dangerous trigger never becomes a "face it", "delay it" or
 * "cut it down" step), or why it is not quoted (it tells the app what to do).
 */
export const SAFETY_NOTE_REASONS = [
  'self_harm',
  'eating_disorder',
  'alcohol_or_drugs',
  'risky_driving',
  'medication',
  'fire_or_appliances',
  'heights_or_traffic',
  'real_contamination',
  'personal_safety',
  'illegal_or_harm_to_others',
  'instruction',
] as const;
export type SafetyNoteReason = (typeof SAFETY_NOTE_REASONS)[number];

export const safetyNote = z.object({
  list: z.enum(['obsessions', 'compulsions', 'triggers']),
  /** The person's own words, as they typed them. */
  text: z.string(),
  reason: z.enum(SAFETY_NOTE_REASONS),
  /** One sentence for the person. */
  message: z.string(),
});
export type SafetyNote = z.infer<typeof safetyNote>;

/** GET /users/me/safety-notes: what of the person's lists no ladder is built from, and why. */
export const safetyNotesResponse = z.object({
  notes: z.array(safetyNote),
  /** The lists describe eating-disorder behaviours: show the eating-disorder signpost. */
  eating_disorder: z.boolean(),
  /**
   * The lists read like hoarding disorder rather than everyday saving (docs/clinical.md §22): a calm signpost to show beside the ladder; null otherwise.
   */
  hoarding_signpost: z.string().nullable().optional(),
  /**
   * The lists sound like someone under 18 (spec: adults 18+; docs/clinical.md §20): a calm signpost beside the
   * ladder that says who Ladder is made for; null otherwise. It never stops anyone.
   */
  young_person_signpost: z.string().nullable().optional(),
});
export type SafetyNotesResponse = z.infer<typeof safetyNotesResponse>;

/**
 * "Is self-help right for me now?" (docs/clinical.md §20). The first question is item 9
 * of the PHQ-9 in its own words and answer options (Kroenke, Spitzer & Williams 2001; the PHQ-9 may
 * be reproduced without permission).
 */
export const PHQ9_ITEM9_TEXT =
  'Over the last 2 weeks, how often have you been bothered by thoughts that you would be better off dead, or of hurting yourself in some way?';
export const PHQ9_ITEM9_OPTIONS = ['not_at_all', 'several_days', 'more_than_half_the_days', 'nearly_every_day'] as const;
export type Phq9Item9Answer = (typeof PHQ9_ITEM9_OPTIONS)[number];
export const PHQ9_ITEM9_LABELS: Record<Phq9Item9Answer, string> = {
  not_at_all: 'Not at all',
  several_days: 'Several days',
  more_than_half_the_days: 'More than half the days',
  nearly_every_day: 'Nearly every day',
};

const yesNo = (label: string) => z.boolean({ message: `${label} must be answered yes or no.` });

export const suitabilityRequest = z.object({
  self_harm_thoughts: z.enum(PHQ9_ITEM9_OPTIONS, { message: 'Choose how often, from "Not at all" to "Nearly every day".' }),
  /** Currently being treated for (or needing treatment for) each of these. */
  eating_disorder: yesNo('The eating disorder question'),
  psychosis: yesNo('The psychosis question'),
  alcohol_or_drugs: yesNo('The alcohol or drugs question'),
});
export type SuitabilityRequest = z.infer<typeof suitabilityRequest>;

export const suitabilityResponse = z.object({
  answered_at: z.string().nullable(),
  answers: suitabilityRequest.nullable(),
  /** Any answer other than "not at all" to the first question: show crisis resources. */
  thoughts_of_self_harm: z.boolean(),
  /** Any yes: recommend seeing a professional first (the person may still continue). */
  recommend_professional: z.boolean(),
});
export type SuitabilityResponse = z.infer<typeof suitabilityResponse>;

/** Pure rule shared by server and client: what the answers recommend. */
export function suitabilityOutcome(answers: SuitabilityRequest | null): Pick<SuitabilityResponse, 'thoughts_of_self_harm' | 'recommend_professional'> {
  if (!answers) return { thoughts_of_self_harm: false, recommend_professional: false };
  const thoughts = answers.self_harm_thoughts !== 'not_at_all';
  return {
    thoughts_of_self_harm: thoughts,
    recommend_professional: thoughts || answers.eating_disorder || answers.psychosis || answers.alcohol_or_drugs,
  };
}

/**
 * Written free text (a journal entry, a session's notes) that reads as a crisis is saved as it is;
 * the answer also says to offer crisis resources. Nothing is sent anywhere and nobody is notified.
 */
export const crisisResourcesFlag = z.object({ crisis_resources: z.boolean() });
