import { Suspense } from 'react';
import { Spinner } from '../../components/ui/Spinner';
import { lazyPage } from '../../lib/lazy-page';
import { Panel } from './Panel';

// The week's bars, their API call and schema are not in the first download that every signed-in
// screen shares (docs/performance.md): the panel's heading shows at once, its content follows.
const UrgeTrend = lazyPage(() => import('./UrgeTrend'), (module) => module.UrgeTrend);

/** The urge log's week on the dashboard (issue 17 item 7; docs/practice.md 5.3). */
export function UrgeTrendPanel() {
  return (
    <Panel title="Urges this week">
      <Suspense fallback={<Spinner label="Loading the urge log" />}>
        <UrgeTrend.Component />
      </Suspense>
    </Panel>
  );
}
