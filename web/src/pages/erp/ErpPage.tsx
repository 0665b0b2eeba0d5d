import { ComingSoon } from '../../components/layout/ComingSoon';

export function ErpPage() {
  return <ComingSoon title="ERP" note="Your exposure exercises and practice sessions are coming soon." />;
}
