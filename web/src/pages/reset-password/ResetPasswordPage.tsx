import { PASSWORD_MIN_LENGTH } from '@ladder/contracts';
import { useState, type SubmitEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorDetail } from '../../api/client';
import { useResetPassword } from '../../api/password-reset';
import { useAuth } from '../../auth/auth-context';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { focusRing } from '../../components/ui/styles';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { loginPathWithNotice } from '../login/notices';

const PASSWORD_MISMATCH = 'The two passwords do not match.';

/**
 * The page the reset mail links to (issue 15): a new password, typed twice, under the usual policy.
 * Afterwards every session has ended on the server, this browser's included, so the person signs in
 * again with the new password.
 */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { forgetSession } = useAuth();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [mismatch, setMismatch] = useState(false);

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token || reset.isPending) return;
    if (password !== confirmPassword) {
      reset.reset();
      setMismatch(true);
      return;
    }
    setMismatch(false);
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => {
          forgetSession();
          void navigate(loginPathWithNotice('password-reset'), { replace: true });
        },
      },
    );
  }

  if (!token) {
    return (
      <>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Choose a new password</h1>
        <div className="mt-6 space-y-4">
          <Alert tone="error">This reset link is incomplete. Please open the whole link from the email, or ask for a new one.</Alert>
          <p className="text-sm">
            <Link to="/forgot-password" className={`rounded font-semibold text-teal-800 underline ${focusRing}`}>
              Ask for a new link
            </Link>
          </p>
        </div>
      </>
    );
  }

  const error = mismatch ? PASSWORD_MISMATCH : reset.isError ? (errorDetail(reset.error) ?? 'Something went wrong. Please try again.') : null;
  const linkProblem = !mismatch && reset.isError && /link/i.test(error ?? '');

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Choose a new password</h1>
      <p className="mt-2 text-sm text-slate-700">
        Choosing a new password signs you out everywhere, this browser included. Then sign in with the new one.
      </p>
      {error && (
        <div className="mt-6 space-y-3">
          <Alert tone="error">{error}</Alert>
          {linkProblem && (
            <p className="text-sm">
              <Link to="/forgot-password" className={`rounded font-semibold text-teal-800 underline ${focusRing}`}>
                Ask for a new link
              </Link>
            </p>
          )}
        </div>
      )}
      <form className="mt-6 space-y-5" onSubmit={handleSubmit}>
        <TextField
          label="New password"
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few words you will remember make a strong one.`}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label="Confirm new password"
          type="password"
          name="confirm-new-password"
          autoComplete="new-password"
          required
          aria-invalid={mismatch || undefined}
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? 'Saving...' : 'Save the new password'}
        </Button>
      </form>
    </>
  );
}
