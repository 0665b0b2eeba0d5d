import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import { errorDetail } from '../../api/client';
import { useRequestPasswordReset } from '../../api/password-reset';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { focusRing } from '../../components/ui/styles';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/**
 * "Forgot your password?" (issue 15): asks for the address and mails a single-use link. The screen
 * says the same thing whether or not the address has an account, as the server does.
 */
export function ForgotPasswordPage() {
  useDocumentTitle('Reset your password');
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    request.mutate(email);
  }

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Reset your password</h1>
      <p className="mt-2 text-sm text-slate-700">
        Enter the email address you signed up with. If it has an account, we will send it a link to choose a new
        password. Your lists, journal and progress stay as they are.
      </p>

      {request.isSuccess ? (
        <div className="mt-6 space-y-4">
          <Alert tone="success">
            <p>{request.data.message}</p>
            <p className="mt-1">If nothing arrives within a few minutes, check your spam folder.</p>
          </Alert>
          <p className="text-sm">
            <Link to="/login" className={`rounded font-semibold text-teal-800 underline ${focusRing}`}>
              Back to sign in
            </Link>
          </p>
        </div>
      ) : (
        <>
          {request.isError && (
            <div className="mt-6">
              <Alert tone="error">{errorDetail(request.error) ?? 'Something went wrong. Please try again.'}</Alert>
            </div>
          )}
          <form className="mt-6 space-y-5" onSubmit={handleSubmit}>
            <TextField
              label="Email address"
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button type="submit" className="w-full" disabled={request.isPending}>
              {request.isPending ? 'Sending...' : 'Send the reset link'}
            </Button>
          </form>
          <p className="mt-6 text-sm">
            <Link to="/login" className={`rounded font-semibold text-teal-800 underline ${focusRing}`}>
              Back to sign in
            </Link>
          </p>
        </>
      )}
    </>
  );
}
