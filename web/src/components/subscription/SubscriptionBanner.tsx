import type { SubscriptionStatus, SubscriptionStatusResponse } from '@ladder/contracts';
import { useLocation } from 'react-router';
import { hasSubscription, useSubscriptionStatus } from '../../api/subscription';
import { useAuth } from '../../auth/auth-context';
import { PortalButton } from './PortalButton';

/** docs/product.md §54: no banner on these routes. */
const SKIPPED_PATHS = new Set(['/login', '/register', '/verify-email', '/settings', '/intake']);

/** docs/product.md §54 banner texts, verbatim. */
export const trialBannerText = (days: number) =>
  `Your trial expires in ${days} days. Subscribe now to keep access to all features.`;
export const EXPIRED_BANNER_TEXT = 'Your trial has expired. Subscribe now to continue using all features.';
export const GENERIC_BANNER_TEXT = 'Subscribe now to access all features.';

type Tone = 'info' | 'ended';

// Calm on purpose: an ended trial is amber, never an alarming red. Both pairs pass WCAG AA.
const tones: Record<Tone, string> = {
  info: 'border-teal-200 bg-teal-50 text-teal-900',
  ended: 'border-amber-200 bg-amber-50 text-amber-900',
};

/** docs/product.md §54 "Subscription banner": what to say, or nothing while loading or with a subscription in place. */
function bannerFor(
  status: SubscriptionStatus | undefined,
  data: SubscriptionStatusResponse | undefined,
): { text: string; tone: Tone } | null {
  if (status === undefined || hasSubscription(data)) return null;
  if (status === 'trial' && data?.trial_days_remaining != null) {
    return { text: trialBannerText(data.trial_days_remaining), tone: 'info' };
  }
  if (status === 'expired') return { text: EXPIRED_BANNER_TEXT, tone: 'ended' };
  return { text: GENERIC_BANNER_TEXT, tone: 'info' };
}

/**
 * Under the app nav bar when access is limited (docs/product.md §54), for signed-in people only, once the route
 * guard has let them in (the frame shows while the session is checked; /intake has no banner).
 */
export function SubscriptionBanner() {
  const { token, intake } = useAuth();
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (token === null || intake === 'checking' || SKIPPED_PATHS.has(path)) return null;
  return <StatusBanner />;
}

function StatusBanner() {
  const { pathname, search } = useLocation();
  // Stripe's Checkout returns to /dashboard?checkout=success (server: billing/checkout.ts).
  const awaitingCheckout = pathname === '/dashboard' && new URLSearchParams(search).get('checkout') === 'success';
  const { status, data } = useSubscriptionStatus({ awaitingCheckout });
  const banner = bannerFor(status, data);
  if (!banner) return null;

  return (
    <section aria-label="Subscription" className={`border-b ${tones[banner.tone]}`}>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <p className="text-sm font-medium">{banner.text}</p>
        <PortalButton className="py-1.5">Subscribe now</PortalButton>
      </div>
    </section>
  );
}
