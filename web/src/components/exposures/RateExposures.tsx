import type { GeneratedExposure } from '@ladder/contracts';
import { useState, type SubmitEvent } from 'react';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { RatingSlider, type RatingAnchor } from '../ui/RatingSlider';

/** Spec §2 "Rate Exposure Difficulty": 1 Very Easy, 5 Moderately Difficult, 10 Extremely Challenging. */
export const DIFFICULTY_ANCHORS: readonly RatingAnchor[] = [
  { value: 1, label: 'Very Easy' },
  { value: 5, label: 'Moderately Difficult' },
  { value: 10, label: 'Extremely Challenging' },
];

const clampRating = (value: number) => Math.min(10, Math.max(1, Math.round(value)));

interface RateExposuresProps {
  exposures: readonly GeneratedExposure[];
  /** 'Complete Onboarding' in the intake wizard, 'Save Exposures' in the ERP page's modal. */
  submitLabel: string;
  pending: boolean;
  /** Receives the exposures in the same order, each with the person's fear_level. */
  onSubmit: (rated: GeneratedExposure[]) => void;
  /** Shows a Cancel button. */
  onCancel?: () => void;
  error?: string | null;
}

/** One 1-10 difficulty slider per generated exposure, starting at the generator's own estimate. */
export function RateExposures({ exposures, submitLabel, pending, onSubmit, onCancel, error }: RateExposuresProps) {
  const [levels, setLevels] = useState(() => exposures.map((exposure) => clampRating(exposure.fear_level)));

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(exposures.map((exposure, index) => ({ ...exposure, fear_level: levels[index] ?? exposure.fear_level })));
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-6">
      <ol className="space-y-4">
        {exposures.map((exposure, index) => (
          // Generated exposures have no id yet and titles may repeat; the list never reorders.
          <li key={index} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
            <h3 className="font-semibold text-slate-900">{exposure.title}</h3>
            <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{exposure.description}</p>
            <div className="mt-4">
              <RatingSlider
                label={`Difficulty of ${exposure.title}`}
                value={levels[index] ?? 5}
                onValueChange={(value) =>
                  setLevels((current) => current.map((level, at) => (at === index ? value : level)))
                }
                anchors={DIFFICULTY_ANCHORS}
                disabled={pending}
              />
            </div>
          </li>
        ))}
      </ol>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
