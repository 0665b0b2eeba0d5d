import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Logo } from '../ui/Logo';
import { Spinner } from '../ui/Spinner';
import { focusRing } from '../ui/styles';
import { MAIN_ID, SkipLink } from './SkipLink';

/** docs/product.md §21: full height, only a logo bar; on /login and /register also "Back to Homepage". */
export function AuthLayout({ backLink = false }: { backLink?: boolean }) {
  return (
    <div className="flex min-h-safe flex-col bg-slate-50">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Logo />
          {backLink && (
            <a href="/" className={`rounded-md px-2 py-1 text-sm font-medium text-teal-800 hover:underline ${focusRing}`}>
              Back to Homepage
            </a>
          )}
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="flex flex-1 items-start justify-center px-4 py-10 focus:outline-none sm:items-center sm:py-12">
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          {/* Registration and e-mail verification load on demand; the bar stays while they do. */}
          <Suspense fallback={<Spinner label="Loading..." />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
    </div>
  );
}
