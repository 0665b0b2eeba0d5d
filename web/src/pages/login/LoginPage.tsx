import { useState, type SubmitEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { resendVerification, signInWith, type SignedIn } from '../../api/auth-requests';
import { errorCode, errorDetail } from '../../api/client';
import { useAuth } from '../../auth/auth-context';
import { preloadSessionCheck } from '../../auth/AuthProvider';
import { hasKeptPractice, pathAfterSignIn } from '../../auth/kept-practice';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { focusRing } from '../../components/ui/styles';
import { useAction } from '../../lib/useAction';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { loginNotice } from './notices';
import { SecondFactorStep } from './SecondFactorStep';

/** docs/product.md §14 "Sign-in screen". */
export function LoginPage() {
  useDocumentTitle('Sign in');
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { signIn } = useAuth();
  // Plain requests, not query-cache mutations: the sign-in screen comes with the app's first download,
  // which leaves the query cache out (docs/performance.md).
  const login = useAction(signInWith);
  const resend = useAction(resendVerification);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Set when the password was right and the account asks for a code (two-step sign-in).
  const [mfaToken, setMfaToken] = useState<string | null>(null);

  const notice = loginNotice(location.state, searchParams.get('notice'));
  const [practiceKept] = useState(() => hasKeptPractice());
  const loginError = login.isError ? (errorDetail(login.error) ?? 'Failed to log in. Please try again.') : null;
  const needsVerification = login.isError && errorCode(login.error) === 'email_not_verified';

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    resend.reset();
    // What the signed-in app needs first, fetched while the server checks the password.
    preloadSessionCheck();
    login.run({ email, password }, (result) => {
      if ('mfaToken' in result) {
        setPassword('');
        setMfaToken(result.mfaToken);
      } else {
        finishSignIn(result);
      }
    });
  }

  function finishSignIn({ tokens, user }: SignedIn) {
    signIn(tokens, user);
    // A practice kept when the last sign-in ended mid-exposure carries on first (issue 17).
    void navigate(pathAfterSignIn(user?.id ?? null));
  }

  function startOver() {
    login.reset();
    setMfaToken(null);
  }

  if (mfaToken) return <SecondFactorStep mfaToken={mfaToken} onSignedIn={finishSignIn} onStartOver={startOver} />;

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Sign in to your account</h1>
      <p className="mt-2 text-sm text-slate-700">
        Or{' '}
        <Link to="/register" className={`rounded font-semibold text-teal-800 underline ${focusRing}`}>
          create a new account
        </Link>
      </p>

      <div className="mt-6 space-y-3">
        {notice && !loginError && <Alert tone="success">{notice}</Alert>}
        {practiceKept && (
          <Alert tone="success">
            Your sign-in ended during a practice. It is kept on this device: sign in and it carries on where you left off.
          </Alert>
        )}
        {/* One notice at a time (issue 18): a sent mail replaces the "verify your email" error, and a
            failed resend replaces it too, keeping the button to try again. */}
        {loginError && !resend.isSuccess && (
          <Alert tone="error">
            <p>{resend.isError ? (errorDetail(resend.error) ?? 'Failed to resend verification email.') : loginError}</p>
            {needsVerification && (
              <Button
                variant="secondary"
                className="mt-3"
                disabled={resend.isPending}
                onClick={() => resend.run(email)}
              >
                {resend.isPending ? 'Sending...' : 'Resend verification email'}
              </Button>
            )}
          </Alert>
        )}
        {resend.isSuccess && (
          <Alert tone="success">A new verification email has been sent. Please check your inbox.</Alert>
        )}
      </div>

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
        <div>
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <p className="mt-2 text-sm">
            <Link to="/forgot-password" className={`rounded font-semibold text-teal-800 underline ${focusRing}`}>
              Forgot your password?
            </Link>
          </p>
        </div>
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>

      <p className="mt-6 text-xs text-slate-600">
        By signing in, you agree to our{' '}
        <Link to="/terms" className={`rounded font-semibold text-teal-800 underline ${focusRing}`}>
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to="/privacy" className={`rounded font-semibold text-teal-800 underline ${focusRing}`}>
          Privacy Policy
        </Link>.
      </p>
    </>
  );
}
