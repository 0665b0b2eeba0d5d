import { useMe } from '../../api/users';
import { Unavailable } from '../../components/progress/Unavailable';
import { Spinner } from '../../components/ui/Spinner';
import { formatDate } from '../../lib/format-date';
import { AppearanceSection } from './AppearanceSection';
import { SettingsSection } from './SettingsSection';

/**
 * docs/product.md §18: the account e-mail, read-only, and when the account was made; then how the app looks
 * on this device (issue 18, decision 036).
 */
export function GeneralTab() {
  const me = useMe(true);

  let content;
  if (me.isPending) content = <Spinner label="Loading your account" />;
  else if (me.isError) content = <Unavailable what="Your account details" onRetry={() => void me.refetch()} />;
  else {
    content = (
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">Email address</dt>
          <dd className="mt-1 font-medium break-all text-slate-900">{me.data.email}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Account created</dt>
          <dd className="mt-1 font-medium text-slate-900">{formatDate(me.data.created_at)}</dd>
        </div>
      </dl>
    );
  }

  return (
    <div className="space-y-6">
      <SettingsSection title="Your account">{content}</SettingsSection>
      <AppearanceSection />
    </div>
  );
}
