import { useAuth } from '../../auth/auth-context';
import { MAIN_ID, SkipLink } from '../../components/layout/SkipLink';
import { Button } from '../../components/ui/Button';
import { LogoMark } from '../../components/ui/Logo';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** Spec §2 "Intake wizard": full screen with Logout. The wizard itself comes with its own issue. */
export function IntakePage() {
  useDocumentTitle('Getting started');
  const { logout } = useAuth();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <span className="inline-flex items-center gap-2 text-lg font-bold text-slate-900">
            <LogoMark />
            Ladder
          </span>
          <Button variant="secondary" onClick={logout}>
            Logout
          </Button>
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto w-full max-w-3xl flex-1 px-4 py-12 focus:outline-none sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Getting started</h1>
        <p className="mt-3 text-slate-700">The intake questions that set up your practice plan are coming soon.</p>
      </main>
    </div>
  );
}
