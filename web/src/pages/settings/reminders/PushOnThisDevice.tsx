import { errorDetail } from '../../../api/client';
import { usePushOnThisDevice, useTurnOffPushHere, useTurnOnPushHere } from '../../../api/reminders';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { NotificationsBlockedError, pushSupported } from '../../../lib/push-device';

function failure(error: unknown): string {
  if (error instanceof NotificationsBlockedError) {
    return 'Notifications are blocked for Ladder in this browser. To allow them, open the site settings from the address bar, then try again.';
  }
  return errorDetail(error) ?? 'Notifications could not be turned on in this browser. Your reminder still comes by email.';
}

/**
 * "Also remind me on this device": the same reminder as a notification, by Web Push. Only where the
 * browser supports it; the service worker is registered when the person turns it on.
 */
export function PushOnThisDevice({ reminderOn }: { reminderOn: boolean }) {
  const supported = pushSupported();
  const here = usePushOnThisDevice(supported);
  const turnOn = useTurnOnPushHere();
  const turnOff = useTurnOffPushHere();

  if (!supported) {
    return (
      <p className="text-sm text-slate-700">
        This browser cannot show reminders as notifications. Your reminder comes by email. (On an iPhone or iPad, add Ladder to
        your home screen first.)
      </p>
    );
  }
  if (here.isPending) return <Spinner label="Checking this device..." />;

  const busy = turnOn.isPending || turnOff.isPending;
  return (
    <div className="max-w-md space-y-4">
      {here.data ? (
        <>
          <p className="text-sm text-slate-800">
            <strong className="font-semibold">This device shows your reminder as a notification.</strong> Signing out stops
            it here.
          </p>
          <Button variant="secondary" disabled={busy} onClick={() => turnOff.mutate()}>
            {turnOff.isPending ? 'Turning off...' : 'Stop notifications on this device'}
          </Button>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            Your browser will ask whether Ladder may show notifications. The notification says only “Time for today’s practice.”
          </p>
          <Button disabled={busy} onClick={() => turnOn.mutate()}>
            {turnOn.isPending ? 'Turning on...' : 'Also remind me on this device'}
          </Button>
        </>
      )}
      {!reminderOn && <p className="text-sm text-slate-700">Notifications come with the daily reminder, so turn the reminder on above too.</p>}
      {turnOn.isError && <Alert tone="error">{failure(turnOn.error)}</Alert>}
      {turnOff.isError && <Alert tone="error">{errorDetail(turnOff.error) ?? 'Notifications could not be turned off. Please try again.'}</Alert>}
      {turnOn.isSuccess && here.data && <Alert tone="success">Done. This device will show your daily reminder.</Alert>}
      {turnOff.isSuccess && !here.data && <Alert tone="success">Done. This device will not show reminders any more.</Alert>}
    </div>
  );
}
