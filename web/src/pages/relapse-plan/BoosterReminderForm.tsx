import { useId, useState, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import { errorDetail } from '../../api/client';
import { useBoosterReminder, useSaveBoosterReminder, type BoosterReminderResponse } from '../../api/relapse-plan';
import { Unavailable } from '../../components/progress/Unavailable';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { fieldClasses, focusRing } from '../../components/ui/styles';
import { browserTimeZone, timeZoneChoices, zoneLabel } from '../settings/reminders/time-zones';
import { WEEKDAYS, weekdayName } from './plan-words';


function confirmation(saved: BoosterReminderResponse): string {
  return saved.enabled
    ? `Saved. Your weekly reminder comes every ${weekdayName(saved.weekday)} at ${saved.time} (${zoneLabel(saved.time_zone)}).`
    : 'Saved. The weekly reminder is off.';
}

function Form({ initial }: { initial: BoosterReminderResponse }) {
  const save = useSaveBoosterReminder();
  const [enabled, setEnabled] = useState(initial.enabled);
  const [weekday, setWeekday] = useState(initial.weekday);
  const [time, setTime] = useState(initial.time);
  // Before one was ever saved, the browser's zone is the likelier one (the server's is the last it heard of).
  const [timeZone, setTimeZone] = useState(initial.enabled ? initial.time_zone : browserTimeZone());
  const ids = { enabled: useId(), weekday: useId(), time: useId(), zone: useId() };

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate({ enabled, weekday, time, time_zone: timeZone });
  }

  return (
    <form className="max-w-md space-y-5" onSubmit={handleSubmit} onChange={() => save.reset()}>
      <div className="flex items-start gap-3">
        <input
          id={ids.enabled}
          type="checkbox"
          className={`mt-1 size-4 accent-teal-700 ${focusRing}`}
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
        />
        <label htmlFor={ids.enabled} className="text-sm font-medium text-slate-900">
          Send me a weekly reminder for my booster practice
        </label>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.weekday} className="block text-sm font-medium text-slate-800">
            Day
          </label>
          <select id={ids.weekday} className={fieldClasses} value={weekday} onChange={(event) => setWeekday(Number(event.target.value))}>
            {WEEKDAYS.map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.time} className="block text-sm font-medium text-slate-800">
            Time
          </label>
          <input id={ids.time} type="time" required step={60} className={fieldClasses} value={time} onChange={(event) => setTime(event.target.value)} />
        </div>
      </div>
      <div>
        <label htmlFor={ids.zone} className="block text-sm font-medium text-slate-800">
          Time zone
        </label>
        <select id={ids.zone} className={fieldClasses} value={timeZone} onChange={(event) => setTimeZone(event.target.value)}>
          {timeZoneChoices(timeZone).map((zone) => (
            <option key={zone} value={zone}>
              {zoneLabel(zone)}
            </option>
          ))}
        </select>
      </div>
      {save.isError && <Alert tone="error">{errorDetail(save.error) ?? 'Your reminder could not be saved. Please try again.'}</Alert>}
      {save.isSuccess && <Alert tone="success">{confirmation(save.data)}</Alert>}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save weekly reminder'}
      </Button>
    </form>
  );
}

/**
 * The plan's weekly booster reminder (decision 022's mechanism, kind `weekly_booster`): opt-in, by
 * email, and as a notification on the devices where notifications are on. Like the daily one, it
 * never says what the person practises.
 */
export function BoosterReminderForm() {
  const reminder = useBoosterReminder(true);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        The reminder says only &ldquo;Time for this week&rsquo;s practice.&rdquo; It also shows as a notification on devices where
        you turned notifications on in{' '}
        <Link to="/settings?tab=reminders" className={`rounded font-semibold text-teal-800 underline ${focusRing}`}>
          Settings → Reminders
        </Link>
        .
      </p>
      {reminder.isPending ? (
        <Spinner label="Loading the weekly reminder" />
      ) : reminder.isError ? (
        <Unavailable what="The weekly reminder" onRetry={() => void reminder.refetch()} />
      ) : (
        <Form initial={reminder.data} />
      )}
    </div>
  );
}
