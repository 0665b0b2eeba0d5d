import { Suspense } from 'react';
import { lazyPage } from '../../lib/lazy-page';

// The welcome, its API call and the ladder's first-step rule are not in the first download every signed-in screen
// shares (docs/performance.md): they matter only until the first session, so nothing shows until they arrive.
const FirstStepCard = lazyPage(() => import('./FirstStepCard'), (module) => module.FirstStepCard);

export function FirstStepSlot() {
  return (
    <Suspense fallback={null}>
      <FirstStepCard.Component />
    </Suspense>
  );
}
