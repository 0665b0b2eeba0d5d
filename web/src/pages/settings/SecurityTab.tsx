import { ChangePasswordForm } from './ChangePasswordForm';
import { ActivitySection } from './ActivitySection';
import { SessionsSection } from './SessionsSection';
import { SignOutOtherDevices } from './SignOutOtherDevices';
import { TwoFactorSection } from './TwoFactorSection';

export function SecurityTab() {
  return (
    <div className="space-y-6">
      <ChangePasswordForm />
      <TwoFactorSection />
      <SessionsSection />
      <SignOutOtherDevices />
      <ActivitySection />
    </div>
  );
}
