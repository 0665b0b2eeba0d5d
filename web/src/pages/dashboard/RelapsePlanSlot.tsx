import { Suspense } from 'react';
import { lazyPage } from '../../lib/lazy-page';

// The card's words and its API call are not in the first download every signed-in screen shares
// (docs/performance.md); nothing shows until they arrive, since most days there is no card to show.
const RelapsePlanEntry = lazyPage(() => import('./RelapsePlanEntry'), (module) => module.RelapsePlanEntry);

export function RelapsePlanSlot() {
  return (
    <Suspense fallback={null}>
      <RelapsePlanEntry.Component />
    </Suspense>
  );
}
