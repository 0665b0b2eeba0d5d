import type { UserResponse } from '@ladder/contracts';
import { useEffect } from 'react';
import { ApiError } from '../api/client';
import { AppQueries } from '../api/QueryLayer';
import { useIntakeEvidence, useMe } from '../api/users';
import { needsIntakeEvidence, type SessionReport } from './session-state';

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
 * The user record and the answers docs/product.md §22 "Intake status check" needs, on the query cache,
 * reported to the session (AuthProvider), which works the intake status out (session-state.ts). In its
 * own chunk: the sign-in screen does not need it.
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
  let record: SessionReport['record'] = 'failed';
  if (me.isPending) record = 'loading';
  else if (me.isSuccess) record = me.data.completed_onboarding ? 'onboarded' : 'not-onboarded';

  const evidence = useIntakeEvidence(needsIntakeEvidence({ rejected, record }, completedWith === token));
  let evidenceFound: SessionReport['evidence'] = 'missing';
  if (evidence.isPending) evidenceFound = 'loading';
  else if (evidence.data === true) evidenceFound = 'found';

  const user = !rejected && me.data ? me.data : null;

  useEffect(() => {
    onReport({ rejected, user, record, evidence: evidenceFound });
  }, [rejected, user, record, evidenceFound, generation, onReport]);

  return null;
}
