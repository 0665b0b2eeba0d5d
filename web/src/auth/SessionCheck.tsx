import type { UserResponse } from '@ladder/contracts';
import { useEffect } from 'react';
import { ApiError } from '../api/client';
import { AppQueries } from '../api/QueryLayer';
import { useIntakeEvidence, useMe } from '../api/users';
import type { IntakeStatus } from './auth-context';

export interface SessionReport {
  /** The server answered 401 for the user record: the token is no longer valid. */
  rejected: boolean;
  intake: IntakeStatus;
  user: UserResponse | null;
}

export interface SessionCheckProps {
  token: string;
  /** The token with which the wizard was finished in this tab, if any. */
  completedWith: string | null;
  /** The record that came with this token at login: the check starts from it instead of asking again. */
  initialUser: UserResponse | null;
  /** Changes with every sign-in, so a new session always gets a report. */
  generation: number;
  onReport: (report: SessionReport) => void;
}

/**
 * The user record and docs/product.md §22 "Intake status check", on the query cache, reported to the session
 * (AuthProvider). In its own chunk: the sign-in screen does not need it.
 */
export function SessionCheck(props: SessionCheckProps) {
  return (
    <AppQueries>
      <Check {...props} />
    </AppQueries>
  );
}

function Check({ token, completedWith, initialUser, generation, onReport }: SessionCheckProps) {
  const me = useMe(true, initialUser ?? undefined);

  // A 401 means the server no longer knows this token (ARCHITECTURE.md "API conventions").
  const rejected = me.error instanceof ApiError && me.error.status === 401;
  const completedHere = !rejected && completedWith === token;

  // The user record first; if it does not say onboarding is complete, a Y-BOCS assessment plus an
  // ERP exposure also count. Any failure: not complete.
  const needsEvidence = !rejected && !completedHere && me.isSuccess && !me.data.completed_onboarding;
  const evidence = useIntakeEvidence(needsEvidence);

  let intake: IntakeStatus = 'incomplete';
  if (!rejected) {
    if (completedHere || (me.isSuccess && me.data.completed_onboarding)) intake = 'complete';
    else if (me.isPending || (needsEvidence && evidence.isPending)) intake = 'checking';
    else if (needsEvidence && evidence.data === true) intake = 'complete';
  }
  const user = !rejected && me.data ? me.data : null;

  useEffect(() => {
    onReport({ rejected, intake, user });
  }, [rejected, intake, user, generation, onReport]);

  return null;
}
