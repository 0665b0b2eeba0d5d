import { useRefreshSession } from '../api/auth';
import { errorDetail } from '../api/client';
import { AppQueries } from '../api/QueryLayer';
import { Alert } from '../components/ui/Alert';
import { Button } from '../components/ui/Button';
import { ConfirmDialog, DialogCancel } from '../components/ui/Dialog';
import { useAuth } from './auth-context';
import { formatCountdown, type SessionCountdown } from './session-timer';

/** docs/product.md §15 Session: warn at 5 minutes left, offer to extend (SessionExpiryWatch keeps the time). */
export function SessionExpiryDialog({ countdown }: { countdown: SessionCountdown }) {
  // Rendered by the session, above the screens: it brings the query cache along itself.
  return (
    <AppQueries>
      <ExpiryDialog countdown={countdown} />
    </AppQueries>
  );
}

function ExpiryDialog({ countdown }: { countdown: SessionCountdown }) {
  const { logout, renewSession } = useAuth();
  const refresh = useRefreshSession();

  return (
    <ConfirmDialog
      open={countdown.warning && !countdown.expired}
      title="Your session is about to expire"
      description={
        <>
          You will be logged out in{' '}
          <span className="font-semibold tabular-nums">{formatCountdown(countdown.remainingSeconds)}</span>. Do you
          want to stay signed in?
        </>
      }
      actions={
        <>
          <Button variant="secondary" onClick={logout}>
            Log out
          </Button>
          <DialogCancel asChild>
            <Button disabled={refresh.isPending} onClick={() => refresh.mutate(undefined, { onSuccess: renewSession })}>
              {refresh.isPending ? 'Extending...' : 'Stay signed in'}
            </Button>
          </DialogCancel>
        </>
      }
    >
      {refresh.isError && (
        <Alert tone="error">{errorDetail(refresh.error) ?? 'Could not extend your session. Please try again.'}</Alert>
      )}
    </ConfirmDialog>
  );
}
