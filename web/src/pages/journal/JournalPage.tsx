import { ComingSoon } from '../../components/layout/ComingSoon';

export function JournalPage() {
  return <ComingSoon title="Journal" note="The mood journal is coming soon." />;
}
