import type { ExposureResponse, ExposureSessionResponse, SubscriptionStatus } from '@ladder/contracts';
import { beforeAll, vi } from 'vitest';
import type { FakeAnswer, FakeFetch } from './fake-fetch';
import { exposureRecord, fakeIntakeServer, type IntakeServerState } from './intake-api';
import { TEST_USER, renderApp, storeTestSession } from './render';
import { preloadErpDialogs } from '../pages/erp/lazy-dialogs';

// The ERP dialogs load on first opening (lazy-dialogs.tsx); compiled before the tests, not inside one's time.
beforeAll(preloadErpDialogs, 60_000);

type Handler = FakeAnswer | ((request: Request) => FakeAnswer | Promise<FakeAnswer>);

export interface ErpServerState extends IntakeServerState {
  /** 'unreachable': the status call fails with a 500. */
  subscription: SubscriptionStatus | 'unreachable';
  /** Every session the fake server has opened or logged, oldest first. */
  sessions: ExposureSessionResponse[];
}

const idFrom = (request: Request) => new URL(request.url).pathname.split('/')[5]!;

/** The fake server's crisis screen: written words that contain this read as a crisis. */
export const CRISIS_WORDS = 'end my life';
const readsAsCrisis = (...texts: (string | null | undefined)[]) => texts.some((text) => text?.toLowerCase().includes(CRISIS_WORDS));

export function sessionRecord(exposureId: string, index: number, fields: Partial<ExposureSessionResponse>): ExposureSessionResponse {
  return {
    id: `session-${index}`,
    exposure_id: exposureId,
    status: 'open',
    started_at: null,
    ended_at: null,
    anxiety_level_pre: 5,
    anxiety_level_post: null,
    duration_minutes: null,
    notes: null,
    feared_outcome: null,
    feared_outcome_likelihood: null,
    outcome_happened: null,
    surprise: null,
    peak_anxiety: null,
    did_compulsion: null,
    check_ins: null,
    slips: null,
    ...fields,
  };
}

/**
 * A stateful stand-in for the API behind the ERP page: the intake lists of `fakeIntakeServer`, plus
 * exposures that move through start and progress the way the server moves them (contracts' shapes),
 * and the subscription status. `routes` replaces single answers, e.g. a failing call.
 */
export function fakeErpServer(
  initial: Partial<ErpServerState> = {},
  routes: Record<string, Handler> = {},
): FakeFetch & { state: ErpServerState } {
  let created = 100;
  const exposures = () => state.exposures;
  const find = (request: Request) => exposures().find((exposure) => exposure.id === idFrom(request));

  const api = fakeIntakeServer(
    {
      obsessions: ['Germs on door handles'],
      compulsions: ['Washing my hands'],
      triggers: ['Public toilets'],
      ...initial,
    },
    {
      'GET /users/me': { body: TEST_USER },
      'PATCH /users/me': { body: TEST_USER },
      'GET /subscriptions/subscription-status': () =>
        state.subscription === 'unreachable'
          ? { status: 500, body: { detail: 'Something went wrong.' } }
          : { body: { status: state.subscription, type: null, trial_days_remaining: null } },
      'POST /erp-exposures/exposures': async (request) => {
        created += 1;
        const record = exposureRecord(created, (await request.json()) as Partial<ExposureResponse>);
        exposures().unshift(record);
        return { status: 201, body: record };
      },
      'DELETE /erp-exposures/exposures/:id': (request) => {
        const exposure = find(request);
        if (!exposure) return { status: 404, body: { detail: 'This exposure was not found.' } };
        if (exposure.status !== 'not_started') {
          return { status: 409, body: { detail: 'This exposure has been practised, so it is kept with its history.' } };
        }
        state.exposures = exposures().filter((item) => item !== exposure);
        return { status: 204 };
      },
      'POST /erp-exposures/exposures/:id/start': async (request) => {
        const exposure = find(request)!;
        const body = (await request.json()) as { anxiety_level: number; feared_outcome?: string; feared_outcome_likelihood?: number };
        const open = state.sessions.find((session) => session.exposure_id === exposure.id && session.status === 'open');
        if (open) return { status: 200, body: { ...open, crisis_resources: readsAsCrisis(open.feared_outcome) } };
        const session = sessionRecord(exposure.id, state.sessions.length + 1, {
          started_at: new Date().toISOString(),
          anxiety_level_pre: body.anxiety_level,
          feared_outcome: body.feared_outcome ?? null,
          feared_outcome_likelihood: body.feared_outcome_likelihood ?? null,
        });
        state.sessions.push(session);
        if (exposure.status === 'not_started') exposure.status = 'in_progress';
        exposure.open_session = { id: session.id, started_at: session.started_at!, anxiety_level_pre: body.anxiety_level };
        return { status: 201, body: { ...session, crisis_resources: readsAsCrisis(session.feared_outcome) } };
      },
      'POST /erp-exposures/exposures/:id/progress': async (request) => {
        const exposure = find(request)!;
        const body = (await request.json()) as Partial<ExposureSessionResponse> & { anxiety_level_pre: number; anxiety_level_post: number };
        const open = state.sessions.find((session) => session.exposure_id === exposure.id && session.status === 'open');
        const session = open ?? sessionRecord(exposure.id, state.sessions.length + 1, {});
        if (!open) state.sessions.push(session);
        Object.assign(session, body, { status: 'completed', ended_at: new Date().toISOString() });
        if (exposure.session_count === 0) exposure.initial_fear = body.anxiety_level_pre;
        exposure.session_count += 1;
        exposure.last_practised_at = session.ended_at;
        exposure.latest_anxiety = body.anxiety_level_post;
        exposure.open_session = null;
        exposure.status = exposure.status === 'completed' || body.anxiety_level_pre <= 1 ? 'completed' : 'in_progress';
        return { status: 201, body: { ...session, crisis_resources: readsAsCrisis(session.notes, session.feared_outcome) } };
      },
      'GET /erp-exposures/exposures/:id/sessions': (request) => {
        const exposure = find(request);
        if (!exposure) return { status: 404, body: { detail: 'This exposure was not found.' } };
        const own = state.sessions.filter((session) => session.exposure_id === exposure.id);
        return { body: [...own].reverse() };
      },
      ...routes,
    },
  );
  const state: ErpServerState = Object.assign(api.state, {
    subscription: initial.subscription ?? 'lifetime',
    sessions: initial.sessions ?? [],
  });
  return { ...api, state };
}

/** A signed-in person, intake done, opening /erp against the fake API. */
export function openErp(
  state: Partial<ErpServerState> = {},
  routes: Record<string, Handler> = {},
  { fakeTimers = false, at = '/erp' }: { fakeTimers?: boolean; at?: string } = {},
) {
  const api = fakeErpServer(state, routes);
  storeTestSession();
  const app = renderApp({
    at,
    userEventOptions: fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : undefined,
  });
  return { api, app };
}
