import { errorDetail } from '../../api/client';
import { useActiveSessions, useSignOutSession } from '../../api/security';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { formatDateTime } from '../../lib/format-date';
import { SettingsSection } from './SettingsSection';

/**
 * Settings → Security: where this account is signed in (issue 15), with "Sign out" per sign-in.
 * One line per sign-in: refreshing a session keeps its line. The browser is a label the server
 * makes from the user agent ("Firefox on Android"), never the network address.
 */
export function SessionsSection() {
  const sessions = useActiveSessions();
  const signOut = useSignOutSession();

  return (
    <SettingsSection
      title="Where you are signed in"
      description={<p>If you see a browser you do not recognise, sign it out and change your password.</p>}
    >
      {sessions.isPending && <p className="text-sm text-slate-700">Loading your sign-ins...</p>}
      {sessions.isError && (
        <Alert tone="error">{errorDetail(sessions.error) ?? 'Could not load where you are signed in. Please try again.'}</Alert>
      )}
      {signOut.isError && <Alert tone="error">{errorDetail(signOut.error) ?? 'Could not sign that browser out. Please try again.'}</Alert>}
      {sessions.data && (
        <ul className="divide-y divide-slate-200" aria-label="Sign-ins">
          {sessions.data.sessions.map((session) => (
            <li key={session.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {session.client_label ?? 'An unrecognised browser'}
                  {session.current && (
                    <span className="ml-2 rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-900">This browser</span>
                  )}
                </p>
                <p className="text-sm text-slate-700">
                  Signed in {formatDateTime(session.signed_in_at)}
                  {session.last_seen_at && !session.current && <> · last seen {formatDateTime(session.last_seen_at)}</>}
                </p>
              </div>
              {!session.current && (
                <Button
                  variant="secondary"
                  className="shrink-0"
                  disabled={signOut.isPending}
                  aria-label={`Sign out ${session.client_label ?? 'the unrecognised browser'}, signed in ${formatDateTime(session.signed_in_at)}`}
                  onClick={() => signOut.mutate(session.id)}
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
