import type { LadderTheme, LadderThemesResponse } from '@ladder/contracts';
import { useId, useState, type SubmitEvent } from 'react';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Disclosure } from '../ui/Disclosure';
import { focusRing } from '../ui/styles';

export const CONFIRM_THEMES = 'Confirm and build my ladder';
export const NONE_OF_THESE = 'None of these: build my ladder around my own words';

interface ThemeChecklistProps {
  themes: LadderThemesResponse;
  pending: boolean;
  onConfirm: (themes: string[]) => void;
  /** Back to the list that is already there (shown when there is one). */
  onCancel?: () => void;
  error?: string | null;
}

/**
 * The themes read from the person's words, ticked, before anything is built (docs/clinical.md §8: the person confirms their themes; a theme the library lacks is said,
 * not guessed). They untick what does not fit, add another, or choose none of these, and the
 * ladder is built only for what they chose.
 */
export function ThemeChecklist({ themes, pending, onConfirm, onCancel, error }: ThemeChecklistProps) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(themes.confirmed ?? themes.detected.map((theme) => theme.id)));
  const detectedIds = new Set(themes.detected.map((theme) => theme.id));
  // What was read from their words comes first, with anything they chose before.
  const first = themes.available.filter((theme) => detectedIds.has(theme.id) || themes.confirmed?.includes(theme.id));
  const others = themes.available.filter((theme) => !first.includes(theme));
  const none = chosen.size === 0;

  function toggle(id: string, on: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // In the order offered, so the strongest theme stays first.
    onConfirm(themes.available.map((theme) => theme.id).filter((id) => chosen.has(id)));
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-5">
      <fieldset className="space-y-3">
        <legend className="text-slate-800">
          {themes.detected.length > 0
            ? 'From what you wrote, your ladder could be about these themes. Untick any that do not fit, or add another. It is built only for the themes you choose.'
            : 'What you wrote did not clearly match one of the themes Ladder knows. You can choose one below, or keep “None of these” and your ladder will be built around your own words.'}
        </legend>
        {first.length > 0 && (
          <ul className="space-y-2">
            {first.map((theme) => (
              <ThemeOption key={theme.id} theme={theme} checked={chosen.has(theme.id)} onChange={toggle} disabled={pending} />
            ))}
          </ul>
        )}
        {others.length > 0 && (
          <Disclosure label={first.length > 0 ? 'Add another theme' : 'Choose a theme'} defaultOpen={others.some((theme) => chosen.has(theme.id))}>
            <ul className="space-y-2">
              {others.map((theme) => (
                <ThemeOption key={theme.id} theme={theme} checked={chosen.has(theme.id)} onChange={toggle} disabled={pending} />
              ))}
            </ul>
          </Disclosure>
        )}
        <label className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-3">
          <input
            type="checkbox"
            className={`mt-1 size-4 accent-teal-700 ${focusRing}`}
            checked={none}
            disabled={pending}
            onChange={(event) => {
              if (event.target.checked) setChosen(new Set());
            }}
          />
          <span className="text-slate-900">{NONE_OF_THESE}</span>
        </label>
      </fieldset>
      {none && (
        <p role="note" className="text-sm text-slate-700">
          Your ladder will be built around your own words rather than a theme, so it may be less specific. You can
          change this at any time with “Suggest a new set”.
        </p>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            Keep my current list
          </Button>
        )}
        <Button type="submit" disabled={pending}>
          {pending ? 'Building your ladder…' : CONFIRM_THEMES}
        </Button>
      </div>
    </form>
  );
}

interface ThemeOptionProps {
  theme: LadderTheme;
  checked: boolean;
  disabled: boolean;
  onChange: (id: string, checked: boolean) => void;
}

function ThemeOption({ theme, checked, disabled, onChange }: ThemeOptionProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <li>
      <label className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-3 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50">
        <input
          type="checkbox"
          className={`mt-1 size-4 accent-teal-700 ${focusRing}`}
          checked={checked}
          disabled={disabled}
          aria-labelledby={labelId}
          aria-describedby={descriptionId}
          onChange={(event) => onChange(theme.id, event.target.checked)}
        />
        <span>
          <span id={labelId} className="block font-medium text-slate-900">
            {theme.label}
          </span>
          <span id={descriptionId} className="block text-sm text-slate-700">
            {theme.description}
          </span>
        </span>
      </label>
    </li>
  );
}
