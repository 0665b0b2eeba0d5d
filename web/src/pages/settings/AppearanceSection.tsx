import { useId, useState } from 'react';
import { readAppearance, saveAppearance, type Appearance } from '../../lib/appearance';
import { SettingsSection } from './SettingsSection';

const CHOICES: ReadonlyArray<{ value: Appearance; label: string }> = [
  { value: 'device', label: 'Match my device' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** Light, dark, or the device's setting, kept on this device (decision 036). Applies at once. */
export function AppearanceSection() {
  const [choice, setChoice] = useState<Appearance>(() => readAppearance());
  const name = useId();

  function choose(next: Appearance) {
    setChoice(next);
    saveAppearance(next);
  }

  return (
    <SettingsSection title="Appearance" description="Kept on this device only.">
      <fieldset>
        <legend className="sr-only">Appearance</legend>
        <div className="flex flex-wrap gap-2">
          {CHOICES.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-700"
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={choice === option.value}
                onChange={() => choose(option.value)}
                className="size-4 accent-teal-700 focus-visible:outline-none"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
    </SettingsSection>
  );
}
