import { useSignOutOtherDevices } from '../../api/account';
import { errorDetail } from '../../api/client';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { SettingsSection } from './SettingsSection';

function signedOutText(count: number): string {
  if (count === 0) return 'No other devices were signed in.';
  return `Signed out of ${count} other ${count === 1 ? 'device' : 'devices'}.`;
}

/** Ends every session of this account except the one in this browser. */
export function SignOutOtherDevices() {
  const signOut = useSignOutOtherDevices();

  return (
    <SettingsSection
      title="Other devices"
      description={
        <p>
          If you are signed in somewhere you no longer use, or on a shared computer, you can end those sessions
          here. This device stays signed in.
        </p>
      }
    >
      <div className="max-w-md space-y-4">
        {signOut.isSuccess && <Alert tone="success">{signedOutText(signOut.data)}</Alert>}
        {signOut.isError && (
          <Alert tone="error">
            {errorDetail(signOut.error) ?? 'Could not sign out your other devices. Please try again.'}
          </Alert>
        )}
        <Button variant="secondary" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
          {signOut.isPending ? 'Signing out other devices...' : 'Sign out of all other devices'}
        </Button>
      </div>
    </SettingsSection>
  );
}
