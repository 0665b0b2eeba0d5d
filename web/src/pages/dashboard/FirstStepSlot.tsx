import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { lazyPage } from '../../lib/lazy-page';

// The welcome, its API call and the ladder's first-step rule are not in the first download every signed-in screen
// shares (docs/performance.md): they matter only until the first session, so nothing shows until they arrive.
const FirstStepCard = lazyPage(() => import('./FirstStepCard'), (module) => module.FirstStepCard);

/**
 * Downloads the card and the exposures it reads, so the dashboard can show its panels with the card already
 * in place: a card that arrived after them would push every panel down the screen (a layout shift of 0.39 on a
 * first visit). Settles either way; a failed load leaves the card out, as before.
 */
export function loadFirstStep(queryClient: QueryClient): Promise<void> {
  return Promise.all([FirstStepCard.preload(), import('./first-step-data').then((data) => data.ensureExposures(queryClient))]).then(
    () => undefined,
    () => undefined,
  );
}

export function FirstStepSlot() {
  return (
    <Suspense fallback={null}>
      <FirstStepCard.Component />
    </Suspense>
  );
}
