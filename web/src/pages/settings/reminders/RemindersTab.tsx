import { useReminderSettings } from '../../../api/reminders';
import { Unavailable } from '../../../components/progress/Unavailable';
import { Spinner } from '../../../components/ui/Spinner';
import { SettingsSection } from '../SettingsSection';
import { PushOnThisDevice } from './PushOnThisDevice';
import { ReminderForm } from './ReminderForm';

/**
 * Settings → Reminders (issue 17 item 6, decision 022): the daily practice reminder, opt-in, and
 * the same reminder as a notification on this device. Neither ever says what the person practises.
 */
export function RemindersTab() {
  const settings = useReminderSettings();

  let form;
  if (settings.isPending) form = <Spinner label="Loading your reminder" />;
  else if (settings.isError) form = <Unavailable what="Your reminder" onRetry={() => void settings.refetch()} />;
  else form = <ReminderForm initial={settings.data} />;

  return (
    <div className="space-y-6">
      <SettingsSection
        title="Daily practice reminder"
        description={
          <p>
            A short email at the time you choose, saying only “Time for today’s practice” with a link to Ladder. It never mentions
            what you practise. Every email has a link to stop them.
          </p>
        }
      >
        {form}
      </SettingsSection>
      <SettingsSection title="Notifications on this device">
        <PushOnThisDevice reminderOn={settings.data?.enabled ?? false} />
      </SettingsSection>
    </div>
  );
}
