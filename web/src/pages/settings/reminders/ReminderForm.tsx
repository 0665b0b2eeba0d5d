import { useId, useState, type SubmitEvent } from 'react';
import { errorDetail } from '../../../api/client';
import { useSaveReminderSettings, type ReminderSettingsResponse } from '../../../api/reminders';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { fieldClasses, focusRing } from '../../../components/ui/styles';
import { timeZoneChoices, zoneLabel } from './time-zones';


function confirmation(saved: ReminderSettingsResponse): string {
  return saved.enabled
    ? `Saved. Your reminder comes every day at ${saved.time} (${zoneLabel(saved.time_zone)}).`
    : 'Saved. Daily reminders are off.';
}

/** On or off, the local time and the time zone of the daily reminder, saved with a clear confirmation. */
export function ReminderForm({ initial }: { initial: ReminderSettingsResponse }) {
  const save = useSaveReminderSettings();
  const [enabled, setEnabled] = useState(initial.enabled);
  const [time, setTime] = useState(initial.time);
  const [timeZone, setTimeZone] = useState(initial.time_zone);
  const ids = { enabled: useId(), time: useId(), zone: useId(), hint: useId() };

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate({ enabled, time, time_zone: timeZone });
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
          Send me a daily practice reminder by email
        </label>
      </div>
      <div>
        <label htmlFor={ids.time} className="block text-sm font-medium text-slate-800">
          Time
        </label>
        <input
          id={ids.time}
          type="time"
          required
          step={60}
          className={fieldClasses}
          value={time}
          onChange={(event) => setTime(event.target.value)}
        />
      </div>
      <div>
        <label htmlFor={ids.zone} className="block text-sm font-medium text-slate-800">
          Time zone
        </label>
        <select id={ids.zone} className={fieldClasses} aria-describedby={ids.hint} value={timeZone} onChange={(event) => setTimeZone(event.target.value)}>
          {timeZoneChoices(timeZone).map((zone) => (
            <option key={zone} value={zone}>
              {zoneLabel(zone)}
            </option>
          ))}
        </select>
        <p id={ids.hint} className="mt-1 text-sm text-slate-600">
          The reminder follows this zone’s clock, summer time included.
        </p>
      </div>
      {save.isError && <Alert tone="error">{errorDetail(save.error) ?? 'Your reminder could not be saved. Please try again.'}</Alert>}
      {save.isSuccess && <Alert tone="success">{confirmation(save.data)}</Alert>}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save reminder'}
      </Button>
    </form>
  );
}
