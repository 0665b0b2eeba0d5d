import { stepPosition, type WizardStep } from './steps';

/**
 * Issue 18 item 3: how far through the intake the person is, in words ("Step 2 of 7: Terms") and as a bar, at
 * every width. The bar is a progressbar whose value text repeats the words for screen readers.
 */
export function StepProgress({ current }: { current: WizardStep }) {
  const position = stepPosition(current);
  if (!position) return null;
  const text = `Step ${position.number} of ${position.total}: ${position.label}`;
  return (
    <div className="mb-6">
      <p id="intake-progress-label" className="text-sm font-medium text-slate-700">
        {text}
      </p>
      <div
        role="progressbar"
        aria-labelledby="intake-progress-label"
        aria-valuemin={1}
        aria-valuemax={position.total}
        aria-valuenow={position.number}
        aria-valuetext={text}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-teal-700" style={{ width: `${(position.number / position.total) * 100}%` }} />
      </div>
    </div>
  );
}
