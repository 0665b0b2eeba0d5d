import type { SecurityEventType } from '../../api/security';
import { errorDetail } from '../../api/client';
import { useSecurityActivity } from '../../api/security';
import { Alert } from '../../components/ui/Alert';
import { formatDateTime } from '../../lib/format-date';
import { SettingsSection } from './SettingsSection';

/** What each recorded event says to the person, in plain words. */
const EVENT_TEXT: Record<SecurityEventType, string> = {
  sign_in_succeeded: 'Signed in',
  sign_in_failed: 'A sign-in with a wrong password',
  sign_in_throttled: 'Sign-ins paused after too many wrong passwords',
  second_factor_failed: 'A wrong two-step sign-in code',
  password_changed: 'Password changed',
  password_reset_requested: 'A password reset link was sent',
  password_reset: 'Password reset from an emailed link',
  password_recheck_failed: 'A wrong password while signed in',
  second_factor_enabled: 'Two-step sign-in turned on',
  second_factor_disabled: 'Two-step sign-in turned off',
  recovery_code_used: 'A recovery code was used to sign in',
  session_signed_out: 'Signed out',
  sessions_revoked: 'Other sign-ins ended',
  data_exported: 'Your data was downloaded',
  account_deleted: 'Account deleted',
  webhook_signature_failed: 'A billing message was refused',
};

/** Events a person should look at twice: shown with a marker, never in alarming colours. */
const WORTH_A_LOOK = new Set<SecurityEventType>(['sign_in_failed', 'sign_in_throttled', 'second_factor_failed', 'password_recheck_failed']);

/**
 * Settings → Security: the last 30 days of this account's security activity (issue 15). The list
 * holds no addresses; the browser is a label.
 */
export function ActivitySection() {
  const activity = useSecurityActivity();

  return (
    <SettingsSection
      title="Recent security activity"
      description={<p>The last 30 days of sign-ins and account changes. Nothing you wrote in the app is ever part of it.</p>}
    >
      {activity.isPending && <p className="text-sm text-slate-700">Loading your activity...</p>}
      {activity.isError && (
        <Alert tone="error">{errorDetail(activity.error) ?? 'Could not load your security activity. Please try again.'}</Alert>
      )}
      {activity.data && activity.data.events.length === 0 && <p className="text-sm text-slate-700">Nothing in the last 30 days.</p>}
      {activity.data && activity.data.events.length > 0 && (
        <ol className="max-h-96 divide-y divide-slate-200 overflow-y-auto" aria-label="Security activity, newest first" tabIndex={0}>
          {activity.data.events.map((event) => (
            <li key={event.id} className="py-2">
              <p className="text-sm font-medium text-slate-900">
                {WORTH_A_LOOK.has(event.type) && <span aria-hidden="true">• </span>}
                {EVENT_TEXT[event.type]}
              </p>
              <p className="text-sm text-slate-700">
                {formatDateTime(event.created_at)}
                {event.client_label && <> · {event.client_label}</>}
              </p>
            </li>
          ))}
        </ol>
      )}
    </SettingsSection>
  );
}
