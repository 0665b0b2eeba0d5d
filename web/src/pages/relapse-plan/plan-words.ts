import { REMISSION_MAX_TOTAL, RESPONSE_DROP_PERCENT, type RelapsePlanSuggestion } from '@ladder/contracts';

/**
 * Why the plan is offered, in calm and honest words (docs/practice.md §8; docs/clinical.md §36): the scores are self-reported, the terms are the researchers' (Mataix-Cols et al. 2016),
 * and nothing says the OCD is gone or will not come back. Never "cured", never a promise.
 */
export function suggestionSentence(suggested: RelapsePlanSuggestion): string {
  const { first_score: first, latest_score: latest } = suggested;
  if (suggested.reason === 'remission') {
    return (
      `Your self-reported Y-BOCS score is ${latest}, down from ${first} when you started. ` +
      `A score of ${REMISSION_MAX_TOTAL} or less is what researchers call remission. ` +
      'This is a good time to plan how you will keep what you have learned.'
    );
  }
  const drop = Math.round(((first - latest) / first) * 100);
  return (
    `Your self-reported Y-BOCS score is ${latest}, down ${drop}% from ${first} when you started. ` +
    `A drop of ${RESPONSE_DROP_PERCENT}% or more is what researchers call a response. ` +
    'This is a good time to plan how you will keep what you have learned.'
  );
}

/** Said with every offer: the honest reason to plan (docs/clinical.md: people who improve can relapse). */
export const WHY_PLAN =
  'Symptoms can come back, often at stressful times, and more often while some remain. A plan made now helps you notice early signs and know what you will do.';

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** ISO weekday (1 = Monday) to its name. */
export function weekdayName(weekday: number): string {
  return WEEKDAYS[weekday - 1] ?? 'Sunday';
}

/** The four parts of the plan, their labels and the prompts that guide them (docs/practice.md 8.2). */
export const PLAN_PARTS = [
  {
    key: 'warning_signs',
    label: 'Early warning signs',
    hint: 'What would tell you OCD is taking more room again? For example: checking or washing a little longer, asking others for reassurance, avoiding a place again, more time spent on the thoughts.',
  },
  {
    key: 'if_signs_appear',
    label: 'What I will do if they appear',
    hint: 'For example: go back to a ladder step that fits and practise it this week, log urges for a few days, delay the compulsion and let the doubt stay. A lapse is a chance to practise, not a return to the start.',
  },
  {
    key: 'booster_practice',
    label: 'Booster practice',
    hint: 'Which exposures will you keep practising, and how often? For example: one step from the top of my ladder each week, and a new situation once a month.',
  },
  {
    key: 'who_to_tell',
    label: 'Who to tell (optional)',
    hint: 'A name or a role only, such as a friend, a family member, your therapist or your doctor.',
  },
] as const;

export type PlanPartKey = (typeof PLAN_PARTS)[number]['key'];
