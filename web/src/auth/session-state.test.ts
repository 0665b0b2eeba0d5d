import type { UserResponse } from '@ladder/contracts';
import { describe, expect, it } from 'vitest';
import { TEST_USER } from '../test/render';
import {
  SIGNED_OUT,
  intakeStatus,
  needsIntakeEvidence,
  sessionReducer,
  viewSession,
  type SessionEvent,
  type SessionReport,
  type SessionState,
} from './session-state';

const user = (completed_onboarding: boolean): UserResponse => ({ ...TEST_USER, completed_onboarding });
const sessionA = { token: 'token-a', expiresAt: 2_000_000, lifetimeSeconds: 3600 };
const sessionB = { token: 'token-b', expiresAt: 3_000_000, lifetimeSeconds: 3600 };

const loaded = (onboarded: boolean, evidence: SessionReport['evidence'] = 'loading'): SessionReport => ({
  rejected: false,
  user: user(onboarded),
  record: onboarded ? 'onboarded' : 'not-onboarded',
  evidence,
});

function run(...events: SessionEvent[]): SessionState {
  return events.reduce(sessionReducer, SIGNED_OUT);
}

describe('the session reducer', () => {
  it('a stored session is restored and checked: checking until the record answers', () => {
    const restored = run({ type: 'restored', session: sessionA });
    expect(viewSession(restored)).toMatchObject({ session: sessionA, user: null, intake: 'checking', rejected: false });
    const checked = sessionReducer(restored, { type: 'checked', report: loaded(true) });
    expect(viewSession(checked)).toMatchObject({ session: sessionA, intake: 'complete', user: user(true) });
  });

  it('nothing stored: signed out, intake not complete', () => {
    expect(viewSession(run({ type: 'restored', session: null }))).toEqual({
      session: null,
      rejected: false,
      user: null,
      intake: 'incomplete',
      loginRecord: null,
    });
  });

  it('the same session read again (another tab wrote the same values) leaves the state as it was', () => {
    const restored = run({ type: 'restored', session: sessionA });
    expect(sessionReducer(restored, { type: 'restored', session: { ...sessionA } })).toBe(restored);
  });

  it('signing in stands on the login record until the check reports, and counts the sign-in', () => {
    const signedIn = run({ type: 'signed-in', session: sessionA, user: user(true) });
    expect(signedIn.generation).toBe(1);
    expect(viewSession(signedIn)).toMatchObject({ intake: 'complete', user: user(true), loginRecord: user(true) });

    const withoutRecord = run({ type: 'signed-in', session: sessionA, user: null });
    expect(viewSession(withoutRecord)).toMatchObject({ intake: 'checking', user: null });
  });

  it('a new sign-in drops the previous report, so the new session is checked afresh', () => {
    const state = run(
      { type: 'restored', session: sessionA },
      { type: 'checked', report: loaded(true) },
      { type: 'signed-in', session: sessionB, user: user(false) },
    );
    expect(state.report).toBeNull();
    expect(viewSession(state)).toMatchObject({ session: sessionB, intake: 'checking', user: user(false) });
  });

  it('the login record belongs to its token: another tab signing in as someone else does not show it', () => {
    const state = run({ type: 'signed-in', session: sessionA, user: user(true) }, { type: 'restored', session: sessionB });
    expect(viewSession(state)).toMatchObject({ session: sessionB, loginRecord: null, user: null, intake: 'checking' });
  });

  it('a refresh keeps the user and the intake, with the new expiry', () => {
    const renewed = { ...sessionA, expiresAt: 9_000_000 };
    const state = run(
      { type: 'signed-in', session: sessionA, user: user(true) },
      { type: 'checked', report: loaded(true) },
      { type: 'refreshed', session: renewed },
    );
    expect(viewSession(state)).toMatchObject({ session: renewed, intake: 'complete', user: user(true) });
  });

  it('a 401 from the check ends the session the app sees, and says so', () => {
    const state = run(
      { type: 'restored', session: sessionA },
      { type: 'checked', report: { rejected: true, user: null, record: 'failed', evidence: 'missing' } },
    );
    expect(viewSession(state)).toMatchObject({ session: null, rejected: true, user: null, intake: 'incomplete' });
  });

  it('signing out and expiring forget the session, the record and the report', () => {
    for (const type of ['signed-out', 'expired'] as const) {
      const state = run(
        { type: 'signed-in', session: sessionA, user: user(true) },
        { type: 'checked', report: loaded(true) },
        { type: type },
      );
      expect(state).toMatchObject({ session: null, signedInAs: null, report: null });
      expect(viewSession(state)).toMatchObject({ session: null, user: null, intake: 'incomplete', rejected: false });
    }
  });

  it('a check that could not run marks the intake not complete (docs/product.md §22)', () => {
    const state = run({ type: 'restored', session: sessionA }, { type: 'check-failed' });
    expect(viewSession(state)).toMatchObject({ session: sessionA, intake: 'incomplete', user: null });
  });

  it('an intake finished in this tab counts for its token only', () => {
    const finished = run(
      { type: 'restored', session: sessionA },
      { type: 'checked', report: loaded(false, 'missing') },
      { type: 'intake-completed', token: 'token-a' },
    );
    expect(viewSession(finished).intake).toBe('complete');
    expect(viewSession(sessionReducer(finished, { type: 'restored', session: sessionB })).intake).toBe('incomplete');
  });
});

describe('the intake status (docs/product.md §22 "Intake status check")', () => {
  it('follows the record first, then the evidence, and treats any failure as not complete', () => {
    expect(intakeStatus(loaded(true), false, null)).toBe('complete');
    expect(intakeStatus({ ...loaded(false), record: 'loading', user: null }, false, null)).toBe('checking');
    expect(intakeStatus(loaded(false, 'loading'), false, null)).toBe('checking');
    expect(intakeStatus(loaded(false, 'found'), false, null)).toBe('complete');
    expect(intakeStatus(loaded(false, 'missing'), false, null)).toBe('incomplete');
    expect(intakeStatus({ rejected: false, user: user(true), record: 'failed', evidence: 'loading' }, false, null)).toBe('incomplete');
  });

  it('finished here wins over the check; before the check, the login record decides', () => {
    expect(intakeStatus(loaded(false, 'missing'), true, null)).toBe('complete');
    expect(intakeStatus(null, false, user(true))).toBe('complete');
    expect(intakeStatus(null, false, user(false))).toBe('checking');
    expect(intakeStatus(null, false, null)).toBe('checking');
  });

  it('asks for the evidence only for a loaded record that is not onboarded, not finished here, not rejected', () => {
    expect(needsIntakeEvidence({ rejected: false, record: 'not-onboarded' }, false)).toBe(true);
    expect(needsIntakeEvidence({ rejected: false, record: 'not-onboarded' }, true)).toBe(false);
    expect(needsIntakeEvidence({ rejected: false, record: 'onboarded' }, false)).toBe(false);
    expect(needsIntakeEvidence({ rejected: false, record: 'loading' }, false)).toBe(false);
    expect(needsIntakeEvidence({ rejected: true, record: 'failed' }, false)).toBe(false);
  });
});
