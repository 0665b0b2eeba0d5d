import { useEffect, useRef, useState, type ReactNode, type RefObject, type SubmitEvent } from 'react';
import { errorDetail } from '../../api/client';
import {
  useDisableTotp,
  useEnableTotp,
  useStartTotpSetup,
  useTotpStatus,
  type TotpSetupResponse,
  type TotpStatusResponse,
} from '../../api/two-factor';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { TextField } from '../../components/ui/TextField';
import { saveFile } from './save-file';
import { SettingsSection } from './SettingsSection';

/**
 * Settings → Security, "Two-step sign-in" (issue 15, decision 018): set up with the password, a QR code
 * drawn here (no outside service sees the secret) and a first code; the ten recovery codes shown
 * once; turning it off with the password. Each step moves the focus to its own heading.
 */
type Stage =
  | { step: 'overview'; notice?: string }
  | { step: 'password' }
  | { step: 'scan'; setup: TotpSetupResponse }
  | { step: 'codes'; codes: string[] }
  | { step: 'turn-off' };

const EXPLANATION =
  'Two-step sign-in asks for a code from an authenticator app on your phone each time you sign in, after your password. Someone who learns your password still cannot get in.';

export function TwoFactorSection() {
  const status = useTotpStatus();
  const [stage, setStage] = useState<Stage>({ step: 'overview' });
  const heading = useRef<HTMLHeadingElement>(null);
  const mainAction = useRef<HTMLButtonElement>(null);
  const cameBack = useRef(false);

  useEffect(() => {
    if (stage.step !== 'overview') {
      heading.current?.focus();
      cameBack.current = true;
    } else if (cameBack.current) {
      mainAction.current?.focus();
      cameBack.current = false;
    }
  }, [stage.step]);

  const backToOverview = (notice?: string) => setStage({ step: 'overview', notice });

  let content: ReactNode;
  if (stage.step === 'password') {
    content = <ConfirmPassword heading={heading} onCancel={() => backToOverview()} onReady={(setup) => setStage({ step: 'scan', setup })} />;
  } else if (stage.step === 'scan') {
    content = (
      <ScanAndConfirm heading={heading} setup={stage.setup} onCancel={() => backToOverview()} onEnabled={(codes) => setStage({ step: 'codes', codes })} />
    );
  } else if (stage.step === 'codes') {
    content = <RecoveryCodes heading={heading} codes={stage.codes} onDone={() => backToOverview()} />;
  } else if (stage.step === 'turn-off') {
    content = <TurnOff heading={heading} onCancel={() => backToOverview()} onDone={() => backToOverview('Two-step sign-in is off.')} />;
  } else if (status.isPending) {
    content = <Spinner label="Loading two-step sign-in..." />;
  } else if (status.isError) {
    content = <Alert tone="error">{errorDetail(status.error) ?? 'Could not load your two-step sign-in setting. Please reload the page.'}</Alert>;
  } else {
    content = (
      <Overview
        status={status.data}
        notice={stage.notice}
        actionRef={mainAction}
        onSetUp={() => setStage({ step: 'password' })}
        onTurnOff={() => setStage({ step: 'turn-off' })}
      />
    );
  }

  return (
    <SettingsSection title="Two-step sign-in" description={<p>{EXPLANATION}</p>}>
      <div className="max-w-md">{content}</div>
    </SettingsSection>
  );
}

interface OverviewProps {
  status: TotpStatusResponse;
  notice?: string;
  actionRef: RefObject<HTMLButtonElement | null>;
  onSetUp: () => void;
  onTurnOff: () => void;
}

function Overview({ status, notice, actionRef, onSetUp, onTurnOff }: OverviewProps) {
  const left = status.recovery_codes_left;
  return (
    <div className="space-y-4">
      {notice && <Alert tone="success">{notice}</Alert>}
      {status.enabled ? (
        <>
          <p className="text-sm text-slate-800">
            <strong className="font-semibold">Two-step sign-in is on.</strong> You have {left} recovery{' '}
            {left === 1 ? 'code' : 'codes'} left.
          </p>
          {left <= 2 && (
            <p className="text-sm text-slate-700">
              When your recovery codes run out, turn two-step sign-in off and on again to get ten new ones.
            </p>
          )}
          <Button ref={actionRef} variant="secondary" onClick={onTurnOff}>
            Turn off
          </Button>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-800">
            <strong className="font-semibold">Two-step sign-in is off.</strong> You will need your phone with an
            authenticator app, such as Google Authenticator, Microsoft Authenticator, 2FAS or Aegis.
          </p>
          <Button ref={actionRef} onClick={onSetUp}>
            Set it up
          </Button>
        </>
      )}
    </div>
  );
}

function StepHeading({ heading, children }: { heading: RefObject<HTMLHeadingElement | null>; children: ReactNode }) {
  return (
    <h3 ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
      {children}
    </h3>
  );
}

interface StepProps {
  heading: RefObject<HTMLHeadingElement | null>;
  onCancel: () => void;
}

function ConfirmPassword({ heading, onCancel, onReady }: StepProps & { onReady: (setup: TotpSetupResponse) => void }) {
  const setup = useStartTotpSetup();
  const [password, setPassword] = useState('');

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (setup.isPending) return;
    setup.mutate(password, { onSuccess: onReady, onError: () => setPassword('') });
  }

  return (
    <form className="space-y-4" onSubmit={handleSubmit}>
      <StepHeading heading={heading}>Step 1 of 3: confirm it is you</StepHeading>
      <p className="text-sm text-slate-700">Enter your password to start setting up two-step sign-in.</p>
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {setup.isError && <Alert tone="error">{errorDetail(setup.error) ?? 'Two-step sign-in could not be set up. Please try again.'}</Alert>}
      <StepButtons busy={setup.isPending} submit={setup.isPending ? 'Checking...' : 'Continue'} onCancel={onCancel} />
    </form>
  );
}

/** "ABCD EFGH …": easier to copy into an app by hand; the apps ignore the spaces. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

function ScanAndConfirm({ heading, setup, onCancel, onEnabled }: StepProps & { setup: TotpSetupResponse; onEnabled: (codes: string[]) => void }) {
  const enable = useEnableTotp();
  const [code, setCode] = useState('');

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (enable.isPending) return;
    enable.mutate(code, { onSuccess: ({ recovery_codes }) => onEnabled(recovery_codes) });
  }

  return (
    <div className="space-y-4">
      <StepHeading heading={heading}>Step 2 of 3: add Ladder to your authenticator app</StepHeading>
      <p className="text-sm text-slate-700">In your authenticator app, add an account and scan this QR code.</p>
      <QrCode value={setup.otpauth_url} />
      <div className="text-sm text-slate-700">
        <p>Cannot scan it? Choose to enter a key in the app, and type this one:</p>
        <p className="mt-2 rounded-lg bg-slate-100 px-3 py-2 font-mono text-base break-all text-slate-900">
          {grouped(setup.secret)}
        </p>
      </div>
      <form className="space-y-4" onSubmit={handleSubmit}>
        <TextField
          label="6-digit code from the app"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={7}
          required
          hint="The app shows a new code every 30 seconds; enter the one it shows now."
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        {enable.isError && <Alert tone="error">{errorDetail(enable.error) ?? 'Two-step sign-in could not be turned on. Please try again.'}</Alert>}
        <StepButtons busy={enable.isPending} submit={enable.isPending ? 'Turning on...' : 'Turn on'} onCancel={onCancel} />
      </form>
    </div>
  );
}

type QrState = { kind: 'loading' } | { kind: 'ready'; modules: boolean[][] } | { kind: 'failed' };

/**
 * The otpauth URL as a QR code, drawn here as SVG. The encoder is loaded only when a set-up starts,
 * so it does not weigh on the settings screen; the secret never leaves the page.
 */
function QrCode({ value }: { value: string }) {
  const [qr, setQr] = useState<QrState>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    import('uqr').then(
      ({ encode }) => current && setQr({ kind: 'ready', modules: encode(value, { ecc: 'M', border: 4 }).data }),
      () => current && setQr({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [value]);

  if (qr.kind === 'failed') return <p className="text-sm text-slate-700">The QR code could not be drawn. Enter the key below instead.</p>;
  if (qr.kind === 'loading') return <div className="aspect-square w-full max-w-56 rounded-lg bg-slate-100" aria-hidden="true" />;
  const size = qr.modules.length;
  const path = qr.modules.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label="QR code to scan with your authenticator app"
      shapeRendering="crispEdges"
      className="aspect-square w-full max-w-56 rounded-lg border border-slate-200"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#0f172a" />
    </svg>
  );
}

function RecoveryCodes({ heading, codes, onDone }: { heading: RefObject<HTMLHeadingElement | null>; codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const text = `Ladder recovery codes. Each one works once.\n\n${codes.join('\n')}\n`;

  function copy() {
    navigator.clipboard.writeText(text).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  }

  return (
    <div className="space-y-4">
      <Alert tone="success">Two-step sign-in is on.</Alert>
      <StepHeading heading={heading}>Step 3 of 3: save your recovery codes</StepHeading>
      <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <p className="font-semibold">Store these somewhere safe, such as a password manager or a printed copy.</p>
        <p className="mt-1">
          If your phone is not at hand, each code lets you sign in once. This is the only time they are shown.
        </p>
      </div>
      <ol className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-lg bg-slate-100 px-4 py-3 font-mono text-base text-slate-900" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={copy}>
          Copy
        </Button>
        <Button variant="secondary" onClick={() => saveFile(new Blob([text], { type: 'text/plain' }), 'ladder-recovery-codes.txt')}>
          Download
        </Button>
      </div>
      <div aria-live="polite">
        {copied === 'yes' && <p className="text-sm text-slate-700">The codes are copied.</p>}
        {copied === 'failed' && <p className="text-sm text-slate-700">Copying did not work here. Download them instead.</p>}
      </div>
      <Button onClick={onDone}>I have saved them</Button>
    </div>
  );
}

function TurnOff({ heading, onCancel, onDone }: StepProps & { onDone: () => void }) {
  const disable = useDisableTotp();
  const [password, setPassword] = useState('');

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disable.isPending) return;
    disable.mutate(password, { onSuccess: onDone, onError: () => setPassword('') });
  }

  return (
    <form className="space-y-4" onSubmit={handleSubmit}>
      <StepHeading heading={heading}>Turn off two-step sign-in</StepHeading>
      <p className="text-sm text-slate-700">
        Signing in will need only your password, and your recovery codes will stop working. Enter your password to
        confirm.
      </p>
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {disable.isError && <Alert tone="error">{errorDetail(disable.error) ?? 'Two-step sign-in could not be turned off. Please try again.'}</Alert>}
      <StepButtons busy={disable.isPending} submit={disable.isPending ? 'Turning off...' : 'Turn off two-step sign-in'} danger onCancel={onCancel} />
    </form>
  );
}

function StepButtons({ busy, submit, danger = false, onCancel }: { busy: boolean; submit: string; danger?: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row">
      <Button variant="secondary" disabled={busy} onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={busy}>
        {submit}
      </Button>
    </div>
  );
}
