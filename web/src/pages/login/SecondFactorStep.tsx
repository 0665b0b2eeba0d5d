import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { signInWithCode, type SignedIn } from '../../api/auth-requests';
import { errorDetail } from '../../api/client';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { focusRing } from '../../components/ui/styles';
import { useAction } from '../../lib/useAction';

interface SecondFactorStepProps {
  /** The token the password step answered (valid five minutes, a few tries). */
  mfaToken: string;
  onSignedIn: (signedIn: SignedIn) => void;
  /** Back to the e-mail and password, e.g. when the step has expired. */
  onStartOver: () => void;
}

type Method = 'app' | 'recovery';

const linkButton = `rounded text-sm font-semibold text-teal-800 underline ${focusRing}`;

/**
 * The sign-in's second step for an account with two-step sign-in on (decision 018): a code from the
 * authenticator app, or one of the recovery codes. It ends like a sign-in with the password alone.
 */
export function SecondFactorStep({ mfaToken, onSignedIn, onStartOver }: SecondFactorStepProps) {
  const verify = useAction(signInWithCode);
  const [method, setMethod] = useState<Method>('app');
  const [code, setCode] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const instructionId = useId();

  // The step replaces the password form: the field it asks for gets the focus (described by the
  // instruction above it), and again when the person switches between the app and a recovery code.
  useEffect(() => {
    field.current?.focus();
  }, [method]);

  function switchMethod() {
    verify.reset();
    setCode('');
    setMethod((current) => (current === 'app' ? 'recovery' : 'app'));
  }

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (verify.isPending) return;
    verify.run({ mfaToken, code }, onSignedIn);
  }

  const error = verify.isError ? (errorDetail(verify.error) ?? 'The code could not be checked. Please try again.') : null;

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Two-step sign-in</h1>
      <p id={instructionId} className="mt-2 text-sm text-slate-700">
        {method === 'app'
          ? 'Enter the 6-digit code from your authenticator app.'
          : 'Enter one of the recovery codes you saved when you set up two-step sign-in. Each code works once.'}
      </p>

      <form className="mt-6 space-y-5" onSubmit={handleSubmit}>
        {method === 'app' ? (
          <TextField
            key="app"
            ref={field}
            label="6-digit code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            required
            aria-describedby={instructionId}
            aria-invalid={error ? true : undefined}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        ) : (
          <TextField
            key="recovery"
            ref={field}
            label="Recovery code"
            name="recovery_code"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={32}
            required
            aria-describedby={instructionId}
            aria-invalid={error ? true : undefined}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" className="w-full" disabled={verify.isPending}>
          {verify.isPending ? 'Checking...' : 'Sign in'}
        </Button>
      </form>

      <div className="mt-6 flex flex-col items-start gap-3">
        <button type="button" className={linkButton} onClick={switchMethod}>
          {method === 'app' ? 'Use a recovery code instead' : 'Use your authenticator app instead'}
        </button>
        <button type="button" className={linkButton} onClick={onStartOver}>
          Start again with your password
        </button>
      </div>
    </>
  );
}
