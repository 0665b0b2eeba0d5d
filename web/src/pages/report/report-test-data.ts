import {
  YBOCS_COMPULSION_KEYS,
  YBOCS_OBSESSION_KEYS,
  type AccountExport,
  type ExportedSession,
  type YbocsAnswer,
  type YbocsResponses,
} from '@ladder/contracts';

type Measured = 'started_at' | 'ended_at' | 'anxiety_level_pre' | 'anxiety_level_post' | 'peak_anxiety' | 'duration_minutes';

/** A session with its reflection left blank unless given; completed when it has an end. */
const session = (id: string, fields: Pick<ExportedSession, Measured> & Partial<ExportedSession>): ExportedSession => ({
  id,
  status: fields.ended_at ? 'completed' : 'open',
  notes: null,
  feared_outcome: null,
  feared_outcome_likelihood: null,
  outcome_happened: null,
  surprise: null,
  did_compulsion: null,
  check_ins: null,
  slips: null,
  ...fields,
});

/** Answers that add up to the given subscale scores (spread evenly, the remainder on the first items). */
function answersFor(obsessions: number, compulsions: number): YbocsResponses {
  const spread = (keys: readonly string[], total: number) =>
    keys.map((key, index) => [key, String(Math.floor(total / 5) + (index < total % 5 ? 1 : 0)) as YbocsAnswer]);
  return Object.fromEntries([...spread(YBOCS_OBSESSION_KEYS, obsessions), ...spread(YBOCS_COMPULSION_KEYS, compulsions)]) as YbocsResponses;
}

/** An export as GET /users/me/export answers it (contracts' accountExport, trimmed to a few of each kind). */
export const EXPORT: AccountExport = {
  exported_at: '2026-03-02T10:00:00.000Z',
  account: {
    email: 'sam@example.com',
    created_at: '2025-01-05T15:04:00.000Z',
    time_zone: 'Europe/Berlin',
    email_verified_at: '2025-01-05T15:04:30.000Z',
    accepted_tos_at: '2025-01-05T15:05:00.000Z',
    tos_version: '2025-01-01',
    completed_onboarding: true,
  },
  intake: { obsessions: ['Germs on door handles'], compulsions: ['Washing my hands'], triggers: ['Public toilets'] },
  // Newest first on purpose: the report orders them itself.
  ybocs: [
    {
      created_at: '2026-02-20T09:00:00.000Z',
      total_score: 15,
      obsession_score: 7,
      compulsion_score: 8,
      severity: 'Mild',
      id: 'ybocs-2',
      is_onboarding: false,
      responses: answersFor(7, 8),
    },
    {
      created_at: '2025-01-05T15:04:00.000Z',
      total_score: 24,
      obsession_score: 12,
      compulsion_score: 12,
      severity: 'Severe',
      id: 'ybocs-1',
      is_onboarding: true,
      responses: answersFor(12, 12),
    },
  ],
  exposures: [
    {
      id: 'exposure-2',
      title: 'Leave the stove after one check',
      description: 'Look once, then leave the kitchen for 20 minutes.',
      fear_level: 8,
      status: 'not_started',
      latest_anxiety: null,
      created_by_ai: true,
      created_by_user: false,
      created_at: '2025-01-06T10:00:00.000Z',
      session_count: 0,
      last_practised_at: null,
      initial_fear: 8,
      sessions: [],
    },
    {
      id: 'exposure-1',
      title: 'Touch the bin lid',
      description: 'Touch the kitchen bin lid, then make and eat a sandwich without washing.',
      fear_level: 6,
      status: 'in_progress',
      latest_anxiety: 3,
      created_by_ai: true,
      created_by_user: false,
      created_at: '2025-01-06T10:00:00.000Z',
      session_count: 2,
      last_practised_at: '2025-01-12T18:40:00.000Z',
      initial_fear: 7,
      sessions: [
        session('session-3', {
          started_at: '2025-01-12T18:00:00.000Z',
          ended_at: '2025-01-12T18:40:00.000Z',
          anxiety_level_pre: 6,
          anxiety_level_post: 3,
          peak_anxiety: 8,
          duration_minutes: 40,
          notes: 'What I learned: the urge passes.',
          feared_outcome: 'I will get ill',
          feared_outcome_likelihood: 70,
          outcome_happened: false,
          surprise: 6,
          did_compulsion: false,
        }),
        session('session-2', {
          started_at: '2025-01-08T18:00:00.000Z',
          ended_at: '2025-01-08T18:25:00.000Z',
          anxiety_level_pre: 7,
          anxiety_level_post: 4,
          peak_anxiety: null,
          duration_minutes: 25,
          check_ins: [{ minute: 10, anxiety: 5 }],
          slips: 2,
          did_compulsion: true,
        }),
        // Still open: nothing to report yet.
        session('session-4', {
          started_at: '2025-01-14T18:00:00.000Z',
          ended_at: null,
          anxiety_level_pre: 9,
          anxiety_level_post: null,
          peak_anxiety: null,
          duration_minutes: null,
        }),
      ],
    },
  ],
  journal: [{ id: 'entry-1', created_at: '2025-01-09T20:00:00.000Z', mood: 7, content: 'Walked past the bin without washing.\nFelt odd, then fine.' }],
  points: { total: 40, events: [] },
  achievements: [],
  assignments: [],
  subscription: { status: 'lifetime', type: 'self_hosted', trial_days_remaining: null },
  suitability: {
    answered_at: '2025-01-05T15:04:45.000Z',
    answers: { self_harm_thoughts: 'not_at_all', eating_disorder: false, psychosis: false, alcohol_or_drugs: false },
  },
  safety_answers: [],
  confirmed_themes: null,
  exposure_draft: null,
  urges: [],
  reminders: [],
  push_subscriptions: [],
  relapse_plan: null,
};
