import { ComingSoon } from '../../components/layout/ComingSoon';

export function DashboardPage() {
  return <ComingSoon title="Dashboard" note="Your assignments, progress and achievements will appear here soon." />;
}
