import { ComingSoon } from '../../components/layout/ComingSoon';

export function SettingsPage() {
  return <ComingSoon title="Account settings" note="Account details and password changes are coming soon." />;
}
