import { PASSWORD_MIN_LENGTH } from '@ladder/contracts';
import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import { register } from '../../api/auth-requests';
import { errorDetail } from '../../api/client';
import { BotCheckUnavailableError } from '../../bot-check/errors';
import { useBotCheck } from '../../bot-check/useBotCheck';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { focusRing } from '../../components/ui/styles';
import { useAction } from '../../lib/useAction';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

const PASSWORD_MISMATCH = 'Passwords do not match';

function registrationError(error: unknown): string {
  if (error instanceof BotCheckUnavailableError) return error.message;
  return errorDetail(error) ?? 'Registration failed. Please try again.';
}

/** docs/product.md §11 "Registration screen". */
export function RegisterPage() {
  useDocumentTitle('Create your account');
  const { takeToken } = useBotCheck();
  // The bot check's token is taken inside the action, so the button stays busy while it answers.
  const registration = useAction(async (input: { email: string; password: string }) =>
    register({ ...input, recaptcha_token: await takeToken() }),
  );
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [mismatch, setMismatch] = useState(false);

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password !== confirmPassword) {
      registration.reset();
      setMismatch(true);
      return;
    }
    setMismatch(false);
    registration.run({ email, password }, () => {
      setEmail('');
      setPassword('');
      setConfirmPassword('');
    });
  }

  const error = mismatch ? PASSWORD_MISMATCH : registration.isError ? registrationError(registration.error) : null;

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Create your account</h1>
      <p className="mt-2 text-sm text-slate-700">
        Or{' '}
        <Link to="/login" className={`rounded font-semibold text-teal-800 underline ${focusRing}`}>
          sign in to your existing account
        </Link>
      </p>

      {registration.isSuccess ? (
        <div className="mt-6">
          <Alert tone="success">
            <p className="font-semibold">Account created successfully!</p>
            <p className="mt-1">Please check your email for verification instructions.</p>
          </Alert>
        </div>
      ) : (
        <>
          {error && (
            <div className="mt-6">
              <Alert tone="error">{error}</Alert>
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
            <TextField
              label="Password"
              type="password"
              name="password"
              autoComplete="new-password"
              required
              hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <TextField
              label="Confirm Password"
              type="password"
              name="confirm-password"
              autoComplete="new-password"
              required
              aria-invalid={mismatch || undefined}
              value={confirmPassword}
              onChange={(event) => setConfirmPassword(event.target.value)}
            />
            <Button type="submit" className="w-full" disabled={registration.isPending}>
              {registration.isPending ? 'Registering...' : 'Register'}
            </Button>
          </form>
          <p className="mt-6 text-xs text-slate-600">
            Before you start, you will be asked to accept our{' '}
            <Link to="/terms" className={`rounded font-semibold text-teal-800 underline ${focusRing}`}>
              Terms of Service
            </Link>
            . Our{' '}
            <Link to="/privacy" className={`rounded font-semibold text-teal-800 underline ${focusRing}`}>
              Privacy Policy
            </Link>{' '}
            says what is stored and who can see it.
          </p>
        </>
      )}
    </>
  );
}
