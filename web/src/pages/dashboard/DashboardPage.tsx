import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AchievementsPanel } from './AchievementsPanel';
import { AssignmentsPanel } from './AssignmentsPanel';
import { ProgressPanel } from './ProgressPanel';

/** Spec §2 "Dashboard": assignments and progress, with achievements beside them on wide screens. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Dashboard</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-3 lg:items-start">
        <div className="space-y-6 lg:col-span-2">
          <AssignmentsPanel />
          <ProgressPanel />
        </div>
        <AchievementsPanel />
      </div>
    </>
  );
}
