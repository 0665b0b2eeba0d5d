import { useQueries, useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { achievementStatsQuery, pendingAssignmentsQuery, ybocsHistoryQuery, ybocsProgressQuery } from '../../api/progress';
import { FramedSpinner } from '../../boot/AppFrame';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AchievementsPanel } from './AchievementsPanel';
import { AssignmentsPanel } from './AssignmentsPanel';
import { FirstStepSlot, loadFirstStep } from './FirstStepSlot';
import { ProgressPanel } from './ProgressPanel';
import { RecentLearningsPanel } from './RecentLearningsPanel';
import { RelapsePlanSlot } from './RelapsePlanSlot';
import { UrgeTrendPanel } from './UrgeTrendPanel';

const FIRST_LOADS = [pendingAssignmentsQuery, ybocsProgressQuery, ybocsHistoryQuery, achievementStatsQuery];

/** How long the panels wait for each other before those still loading show their own spinner. */
export const PANELS_WAIT_MS = 2000;

/**
 * Whether the panels may show: once every panel's first answer (or failure) is in, or after
 * PANELS_WAIT_MS. Panels filling one after the other would push the ones below them down the
 * screen as each answer came in. These queries are what asks again for a load that failed when
 * the dashboard opens (the panels' own do not: api/progress.ts).
 */
function usePanelsReady(): boolean {
  const queriesIn = useQueries({ queries: FIRST_LOADS, combine: (results) => results.every((result) => !result.isPending) });
  // The first-step card on top comes with them, or it would push them all down when it arrived.
  const queryClient = useQueryClient();
  const [firstStepIn, setFirstStepIn] = useState(false);
  useEffect(() => {
    let current = true;
    void loadFirstStep(queryClient).then(() => {
      if (current) setFirstStepIn(true);
    });
    return () => {
      current = false;
    };
  }, [queryClient]);
  const allIn = queriesIn && firstStepIn;
  const [shown, setShown] = useState(false);
  // Once shown, they stay: a panel trying again shows its own spinner. The panels mount in a
  // transition: the answers arrive through the query cache's store, whose updates React renders in
  // one blocking task (about 140 ms at a phone's CPU); a transition renders in slices and yields
  // between them, so a tap is answered meanwhile (docs/performance.md "Blocking time").
  useEffect(() => {
    if (shown) return;
    if (allIn) {
      startTransition(() => setShown(true));
      return;
    }
    const timer = setTimeout(() => startTransition(() => setShown(true)), PANELS_WAIT_MS);
    return () => clearTimeout(timer);
  }, [allIn, shown]);
  return shown;
}

/**
 * docs/product.md §43 "Dashboard": assignments and progress, with achievements beside them on wide screens; until the
 * first session, a welcome and the first step on top (issue 18 item 3).
 */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const ready = usePanelsReady();
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Dashboard</h1>
      {ready ? (
        <div className="mt-6 grid gap-6 lg:grid-cols-3 lg:items-start">
          <div className="space-y-6 lg:col-span-2">
            <FirstStepSlot />
            <AssignmentsPanel />
            <ProgressPanel />
            <RelapsePlanSlot />
            <RecentLearningsPanel />
            <UrgeTrendPanel />
          </div>
          <AchievementsPanel />
        </div>
      ) : (
        <FramedSpinner label="Loading your dashboard" />
      )}
    </>
  );
}
