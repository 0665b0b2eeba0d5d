import { useId } from 'react';
import { DifficultyBadge } from '../components/exposures/DifficultyBadge';

/**
 * A contamination ladder, easiest first, written the way docs/clinical.md §2 asks: the trigger, the
 * situation, how long, and which compulsion is held back. Everyday risk only.
 */
const STEPS = [
  { fear: 4, text: 'Touch the handle of your front door, then eat a snack without washing your hands.' },
  {
    fear: 6,
    text: 'Touch the kitchen bin lid, then make and eat a sandwich without washing. 20 minutes, no hand gel.',
  },
  { fear: 8, text: 'Touch a public restroom door handle, then eat lunch without washing or using hand gel.' },
] as const;

/** Example exposures with their fear ratings; shows what "a ladder" means. */
export function ExampleLadder({ headingLevel: Heading = 'h3' }: { headingLevel?: 'h2' | 'h3' | 'p' }) {
  const headingId = useId();
  return (
    <figure aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <figcaption>
        <Heading id={headingId} className="text-base font-semibold text-slate-900">Example ladder: fear of germs</Heading>
        <p className="mt-1 text-sm text-slate-600">Each step names the trigger and the compulsion you hold back.</p>
      </figcaption>
      <ol className="mt-4 space-y-3">
        {STEPS.map((step, index) => (
          <li key={step.fear} className="flex items-start gap-3 rounded-lg bg-slate-50 p-3">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-teal-700 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <span className="flex-1 text-sm leading-6 text-slate-800">{step.text}</span>
            <DifficultyBadge fearLevel={step.fear} />
          </li>
        ))}
      </ol>
    </figure>
  );
}
