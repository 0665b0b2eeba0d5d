import {
  YBOCS_ITEM_KEYS,
  normaliseItems,
  scoreYbocs,
  suitabilityOutcome,
  type SafetyNotesResponse,
  type SuitabilityRequest,
  type ExposureResponse,
  type ExposureDraft,
  type GeneratedExposure,
  type LadderTheme,
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
  /** The generated proposals waiting to be rated (issue 16), and the themes last confirmed. */
  draft: ExposureDraft | null;
  confirmedThemes: string[] | null;
}

export const GENERATE_ROUTE = 'POST /erp-exposures/exposures/generate';

/** What GET /erp-exposures/exposures/themes answers: two detected, two more to choose from. */
export const THEMES: LadderTheme[] = [
  { id: 'checking', label: 'Harm and responsibility, checking', description: 'Fears of causing harm by mistake, and checking to be sure.' },
  { id: 'contamination', label: 'Contamination', description: 'Fears of dirt or germs, and washing or cleaning to feel clean.' },
  { id: 'symmetry', label: 'Symmetry, ordering and "just right"', description: 'A need for things to feel just right, and redoing until they do.' },
  { id: 'health', label: 'Health and illness worries', description: 'Fears of having a serious illness, and checking your body.' },
];

const DRAFT_ROUTES = [
  GENERATE_ROUTE,
  'GET /erp-exposures/exposures/themes',
  'PUT /erp-exposures/exposures/themes',
  'GET /erp-exposures/exposures/draft',
  'PUT /erp-exposures/exposures/draft/ratings',
  'POST /erp-exposures/exposures/draft/items/:index/variant',
  'POST /erp-exposures/exposures/draft/accept',
  'DELETE /erp-exposures/exposures/draft',
];

/** The test's own answers, except those the draft routes already wrap. */
function withoutDraftRoutes(routes: Record<string, Handler>): Record<string, Handler> {
  return Object.fromEntries(Object.entries(routes).filter(([route]) => !DRAFT_ROUTES.includes(route)));
}

/**
 * The draft ladder the way the server keeps it: a successful generate becomes the draft, ratings
 * and variants change it, accept saves it as exposures. A test's own answer for any of these
 * routes wins; a test's generate answer still becomes the draft when it is a list.
 */
function draftRoutes(state: IntakeServerState, routes: Record<string, Handler>): Record<string, Handler> {
  const generate = routes[GENERATE_ROUTE] ?? { body: GENERATED };
  const themesFor = (ids: string[]) => THEMES.filter((theme) => ids.includes(theme.id));
  const themes = () => ({ detected: THEMES.slice(0, 2), available: THEMES, confirmed: state.confirmedThemes });
  return {
    [GENERATE_ROUTE]: async (request) => {
      const body = (await request.clone().text()) ? ((await request.json()) as { themes?: string[] }) : {};
      if (body.themes) state.confirmedThemes = body.themes;
      const answer = typeof generate === 'function' ? await generate(request) : generate;
      if (!(answer instanceof Error) && !(answer instanceof Response) && (answer.status ?? 200) === 200 && Array.isArray(answer.body)) {
        const items = answer.body as GeneratedExposure[];
        state.draft = {
          items: items.map((item, index) => ({ ...item, index, rating: null })),
          themes: themesFor(state.confirmedThemes ?? ['checking', 'contamination']),
          created_at: '2025-01-05T15:04:00.000Z',
          updated_at: '2025-01-05T15:04:00.000Z',
        };
      }
      return answer;
    },
    'GET /erp-exposures/exposures/themes': () => ({ body: themes() }),
    'PUT /erp-exposures/exposures/themes': async (request) => {
      state.confirmedThemes = ((await request.json()) as { themes: string[] }).themes;
      return { body: themes() };
    },
    'GET /erp-exposures/exposures/draft': () => ({ body: state.draft }),
    'PUT /erp-exposures/exposures/draft/ratings': async (request) => {
      if (!state.draft) return { status: 404, body: { detail: 'There are no suggested exposures waiting to be rated.' } };
      const { ratings } = (await request.json()) as { ratings: Array<number | null> };
      state.draft = { ...state.draft, items: state.draft.items.map((item, index) => ({ ...item, rating: ratings[index] ?? null })) };
      return { body: state.draft };
    },
    'POST /erp-exposures/exposures/draft/items/:index/variant': async (request) => {
      const index = Number(new URL(request.url).pathname.split('/')[7]);
      const { direction } = (await request.json()) as { direction: 'easier' | 'harder' };
      const item = state.draft?.items[index];
      if (!state.draft || !item) return { status: 404, body: { detail: 'This suggested exposure was not found.' } };
      const fear = Math.min(10, Math.max(1, item.fear_level + (direction === 'easier' ? -2 : 2)));
      const variant = { ...item, title: `${item.title} (${direction})`, fear_level: fear, rating: null };
      state.draft = { ...state.draft, items: state.draft.items.map((other, at) => (at === index ? variant : other)) };
      return { body: state.draft };
    },
    'POST /erp-exposures/exposures/draft/accept': () => {
      if (!state.draft) return { status: 404, body: { detail: 'There are no suggested exposures waiting to be rated.' } };
      const saved = state.draft.items.map((item, index) =>
        exposureRecord(state.exposures.length + index + 1, { title: item.title, description: item.description, fear_level: item.rating ?? item.fear_level }),
      );
      state.exposures.push(...saved);
      state.draft = null;
      return { status: 201, body: { saved: saved.length } };
    },
    'DELETE /erp-exposures/exposures/draft': () => {
      state.draft = null;
      return { status: 204 };
    },
    ...Object.fromEntries(Object.entries(routes).filter(([route]) => DRAFT_ROUTES.includes(route) && route !== GENERATE_ROUTE)),
  };
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
    draft: null,
    confirmedThemes: null,
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
    'POST /users/me/complete-intake': { body: { ...TEST_USER, completed_onboarding: true } },
    ...draftRoutes(state, routes),
    ...withoutDraftRoutes(routes),
  });
  return { ...api, state };
}
