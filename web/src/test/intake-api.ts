import {
  YBOCS_ITEM_KEYS,
  normaliseItems,
  scoreYbocs,
  suitabilityOutcome,
  type SafetyNotesResponse,
  type SuitabilityRequest,
  type ExposureResponse,
  type GeneratedExposure,
  type YbocsResponses,
} from '@ladder/contracts';
import { stubFetch, type FakeAnswer, type FakeFetch } from './fake-fetch';
import { TEST_USER } from './render';

type Handler = FakeAnswer | ((request: Request) => FakeAnswer | Promise<FakeAnswer>);

/** What the fake server knows about the person; the wizard's saves change it. */
export interface IntakeServerState {
  /** "Is self-help right for me now?"; null: not answered yet. */
  suitability: SuitabilityRequest | null;
  acceptedTos: boolean;
  obsessions: string[];
  compulsions: string[];
  triggers: string[];
  ybocs: YbocsResponses | null;
  exposures: ExposureResponse[];
  /** What GET /users/me/safety-notes answers. */
  safetyNotes: SafetyNotesResponse;
  /** Every answer posted to /users/me/safety-answers, in order. */
  safetyAnswers: unknown[];
}

/** Answers that recommend nothing: the wizard goes straight on to the terms. */
export const SUITABLE: SuitabilityRequest = {
  self_harm_thoughts: 'not_at_all',
  eating_disorder: false,
  psychosis: false,
  alcohol_or_drugs: false,
};

export const ALL_TWOS = Object.fromEntries(YBOCS_ITEM_KEYS.map((key) => [key, '2'])) as YbocsResponses;

export const GENERATED: GeneratedExposure[] = [
  {
    title: 'Leave the stove after one check',
    description: 'Turn the stove off, look once, then leave the kitchen for 20 minutes without going back.',
    fear_level: 4,
    created_by_ai: true,
    created_by_user: false,
  },
  {
    title: 'Touch the bin lid',
    description: 'Touch the kitchen bin lid, then make and eat a sandwich without washing.',
    fear_level: 7,
    created_by_ai: true,
    created_by_user: false,
  },
];

export const INCOMPLETE_USER = { ...TEST_USER, completed_onboarding: false };

const item = (description: string, index: number) => ({ id: `id-${index}-${description.length}`, description });

function assessment(responses: YbocsResponses) {
  const score = scoreYbocs(responses);
  return {
    id: 'assessment-1',
    responses,
    total_score: score.total,
    obsession_score: score.obsessions,
    compulsion_score: score.compulsions,
    severity: score.severity,
    is_onboarding: true,
    created_at: '2025-01-05T15:04:00.000Z',
  };
}

export function exposureRecord(index: number, overrides: Partial<ExposureResponse> = {}): ExposureResponse {
  return {
    id: `exposure-${index}`,
    title: `Exposure ${index}`,
    description: 'A saved exposure',
    fear_level: 5,
    status: 'not_started',
    latest_anxiety: null,
    created_by_ai: true,
    created_by_user: false,
    created_at: '2025-01-05T15:04:00.000Z',
    session_count: 0,
    last_practised_at: null,
    initial_fear: overrides.fear_level ?? 5,
    open_session: null,
    ...overrides,
  };
}

/**
 * A small stateful stand-in for the intake API (the contract shapes, lists replaced on save).
 * `routes` replaces single answers, e.g. a failing save.
 */
export function fakeIntakeServer(
  initial: Partial<IntakeServerState> = {},
  routes: Record<string, Handler> = {},
): FakeFetch & { state: IntakeServerState } {
  const state: IntakeServerState = {
    suitability: SUITABLE,
    acceptedTos: true,
    obsessions: [],
    compulsions: [],
    triggers: [],
    ybocs: null,
    exposures: [],
    safetyNotes: { notes: [], eating_disorder: false },
    safetyAnswers: [],
    ...initial,
  };
  const suitability = () => ({
    answered_at: state.suitability ? '2025-01-05T15:04:00.000Z' : null,
    answers: state.suitability,
    ...suitabilityOutcome(state.suitability),
  });
  const tos = () => ({ accepted_tos: state.acceptedTos, accepted_at: null, version: '2026-11-21' });
  const obsessions = () =>
    state.obsessions.map((description, index) => ({ ...item(description, index), compulsions: [], triggers: [] }));
  const list = (kind: 'compulsions' | 'triggers') => state[kind].map(item);

  const api = stubFetch({
    'GET /users/me': { body: INCOMPLETE_USER },
    'PATCH /users/me': { body: INCOMPLETE_USER },
    'POST /auth/logout': { status: 204 },
    'GET /users/me/suitability': () => ({ body: suitability() }),
    'PUT /users/me/suitability': async (request) => {
      state.suitability = (await request.json()) as SuitabilityRequest;
      return { body: suitability() };
    },
    'POST /users/me/safety-answers': async (request) => {
      const body = (await request.json()) as { question: 'crisis_question' | 'eating_disorder_signpost'; answer: string };
      state.safetyAnswers.push(body);
      return {
        body: { ...body, answered_at: '2025-01-05T15:04:00.000Z', show_crisis_screen: body.answer === 'thoughts_of_ending_life' },
      };
    },
    'GET /users/me/safety-notes': () => ({ body: state.safetyNotes }),
    'GET /users/me/tos-status': () => ({ body: tos() }),
    'POST /users/me/accept-tos': () => {
      state.acceptedTos = true;
      return { body: tos() };
    },
    'GET /obsessions': () => ({ body: obsessions() }),
    'POST /obsessions': async (request) => {
      const body = (await request.json()) as { obsessions: { description: string }[] };
      state.obsessions = normaliseItems(body.obsessions.map((entry) => entry.description));
      return { body: obsessions() };
    },
    'GET /compulsions': () => ({ body: list('compulsions') }),
    'POST /compulsions': async (request) => {
      state.compulsions = normaliseItems(((await request.json()) as { compulsions: string[] }).compulsions);
      return { body: list('compulsions') };
    },
    'GET /triggers': () => ({ body: list('triggers') }),
    'POST /triggers': async (request) => {
      state.triggers = normaliseItems(((await request.json()) as { triggers: string[] }).triggers);
      return { body: list('triggers') };
    },
    'GET /assessments/ybocs/latest': () =>
      state.ybocs ? { body: assessment(state.ybocs) } : { status: 404, body: { detail: 'No assessment yet' } },
    'GET /ybocs/assessments': () => ({ body: state.ybocs ? [assessment(state.ybocs)] : [] }),
    'POST /assessments/ybocs': async (request) => {
      state.ybocs = ((await request.json()) as { responses: YbocsResponses }).responses;
      return { status: 201, body: assessment(state.ybocs) };
    },
    'GET /erp-exposures/exposures': () => ({ body: state.exposures }),
    'POST /erp-exposures/exposures': async (request) => {
      const created = exposureRecord(state.exposures.length + 1, (await request.json()) as Partial<ExposureResponse>);
      state.exposures.push(created);
      return { status: 201, body: created };
    },
    'POST /erp-exposures/exposures/generate': { body: GENERATED },
    'POST /users/me/complete-intake': { body: { ...TEST_USER, completed_onboarding: true } },
    ...routes,
  });
  return { ...api, state };
}
