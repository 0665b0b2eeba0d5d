import { startTransition, useId, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { useDeleteAccount } from '../../api/account';
import { errorDetail } from '../../api/client';
import { useAuth } from '../../auth/auth-context';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog, DialogCancel } from '../../components/ui/Dialog';
import { TextField } from '../../components/ui/TextField';
import { loginPathWithNotice } from '../login/notices';
import { SettingsSection } from './SettingsSection';

/**
 * DELETE /users/me with the password. On success the server has already ended every session, so only
 * the local one is left to clear; the sign-in screen then says what happened.
 */
export function DeleteAccount() {
  const { user, forgetSession } = useAuth();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const formId = useId();

  function close(next: boolean) {
    if (next || remove.isPending) return;
    setOpen(false);
    setPassword('');
    remove.reset();
  }

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password || remove.isPending) return;
    remove.mutate(password, {
      onSuccess: () => {
        // One transition for both: the route guard must not see "no session" on /settings (and send
        // the person to plain /login) before the location carries the message. The server ended every
        // session with the account, so there is nothing to sign out of there.
        startTransition(() => {
          forgetSession();
          void navigate(loginPathWithNotice('account-deleted'), { replace: true });
        });
      },
      onError: () => setPassword(''),
    });
  }

  return (
    <SettingsSection
      title="Delete my account"
      description={
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Your account and everything in it (lists, Y-BOCS scores, exposures, sessions, journal, points) is deleted
            at once. This cannot be undone, so download your data first if you want a copy.
          </li>
          <li>Any subscription is cancelled.</li>
          <li>You are signed out on every device.</li>
          <li>We send a confirmation e-mail{user ? ` to ${user.email}` : ''}.</li>
        </ul>
      }
    >
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={close}
        title="Delete your account?"
        description="Your account and all its data will be deleted straight away. This cannot be undone. Enter your password to confirm."
        actions={
          <>
            <DialogCancel asChild>
              <Button variant="secondary" disabled={remove.isPending}>
                Cancel
              </Button>
            </DialogCancel>
            <Button type="submit" form={formId} variant="danger" disabled={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete my account'}
            </Button>
          </>
        }
      >
        <form id={formId} className="space-y-4" onSubmit={handleSubmit}>
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {remove.isError && (
            <Alert tone="error">{errorDetail(remove.error) ?? 'Your account could not be deleted. Please try again.'}</Alert>
          )}
        </form>
      </ConfirmDialog>
    </SettingsSection>
  );
}
