import { Outlet } from 'react-router';
import { focusRing } from '../ui/styles';
import { SubscriptionBanner } from '../subscription/SubscriptionBanner';
import { AppTopBar } from './AppTopBar';
import { MAIN_ID, SkipLink } from './SkipLink';

export function AppLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SkipLink />
      <AppTopBar />
      <SubscriptionBanner />
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none sm:px-6">
        <Outlet />
      </main>
      {/* CLINICAL.md "Honest claims": the disclaimer and where to get help stay visible in the app too. */}
      <footer className="border-t border-slate-200 bg-white">
        <p className="mx-auto max-w-6xl px-4 py-4 text-sm text-slate-700 sm:px-6">
          Ladder is a self-help tool, not therapy or medical care. In a crisis, call your local emergency number; in
          the US, call or text 988.{' '}
          <a href="/crisis" className={`rounded font-medium text-teal-800 underline ${focusRing}`}>
            Crisis resources
          </a>
        </p>
      </footer>
    </div>
  );
}
