import { PASSWORD_MIN_LENGTH } from '@ladder/contracts';
import { useState, type SubmitEvent } from 'react';
import { useChangePassword } from '../../api/account';
import { errorDetail } from '../../api/client';
import { useAuth } from '../../auth/auth-context';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { SettingsSection } from './SettingsSection';

/** docs/product.md §18, verbatim. */
const PASSWORDS_DO_NOT_MATCH = 'New passwords do not match';
const PASSWORD_CHANGED = 'Password changed successfully';
const PASSWORD_CHANGE_FAILED = 'Failed to change password';

const EMPTY = { current: '', next: '', confirm: '' };

/**
 * docs/product.md §18 Security tab. The server ends every session when the password changes and answers with a
 * new token for this device, stored like a refreshed one so this tab (and its siblings) stay signed in.
 */
export function ChangePasswordForm() {
  const { renewSession } = useAuth();
  const change = useChangePassword();
  const [fields, setFields] = useState(EMPTY);
  const [mismatch, setMismatch] = useState(false);

  const update = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    change.reset();
    if (fields.next !== fields.confirm) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    change.mutate(
      { current_password: fields.current, new_password: fields.next },
      {
        onSuccess: (tokens) => {
          renewSession(tokens);
          setFields(EMPTY);
        },
      },
    );
  }

  let message = null;
  if (mismatch) message = <Alert tone="error">{PASSWORDS_DO_NOT_MATCH}</Alert>;
  else if (change.isError) message = <Alert tone="error">{errorDetail(change.error) ?? PASSWORD_CHANGE_FAILED}</Alert>;
  else if (change.isSuccess) message = <Alert tone="success">{PASSWORD_CHANGED}</Alert>;

  return (
    <SettingsSection
      title="Change password"
      description={<p>Changing your password signs you out on every other device. You stay signed in here.</p>}
    >
      <form className="max-w-md space-y-5" onSubmit={handleSubmit}>
        <TextField
          label="Current password"
          type="password"
          name="current_password"
          autoComplete="current-password"
          required
          value={fields.current}
          onChange={update('current')}
        />
        <TextField
          label="New password"
          type="password"
          name="new_password"
          autoComplete="new-password"
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          value={fields.next}
          onChange={update('next')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          name="confirm_password"
          autoComplete="new-password"
          required
          aria-invalid={mismatch || undefined}
          value={fields.confirm}
          onChange={update('confirm')}
        />
        {message}
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Changing password...' : 'Change password'}
        </Button>
      </form>
    </SettingsSection>
  );
}
