import { Outlet } from 'react-router';
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
    </div>
  );
}
