import { AppQueries } from '../../api/QueryLayer';
import { OfflineStatus } from '../offline/OfflineStatus';
import { SubscriptionBanner } from '../subscription/SubscriptionBanner';
import { AppTopBar } from './AppTopBar';

// What the signed-in screens add to the app's frame (AppFrame, in the app's first download): they
// come with the query cache, as the subscription status is on it.

/** The right-hand side of the top bar: app links, Billing, the avatar menu. */
export function AppBar() {
  return (
    <AppQueries>
      <AppTopBar />
    </AppQueries>
  );
}

/** The subscription banner under the top bar. */
export function AppBanner() {
  return (
    <AppQueries>
      <SubscriptionBanner />
      <OfflineStatus />
    </AppQueries>
  );
}
