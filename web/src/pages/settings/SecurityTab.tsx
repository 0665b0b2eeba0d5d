import { ChangePasswordForm } from './ChangePasswordForm';
import { SignOutOtherDevices } from './SignOutOtherDevices';

export function SecurityTab() {
  return (
    <div className="space-y-6">
      <ChangePasswordForm />
      <SignOutOtherDevices />
    </div>
  );
}
