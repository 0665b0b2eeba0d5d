import { Button } from '../../components/ui/Button';
import { StepsIllustration } from '../../components/ui/illustrations';
import { StepActions, StepHeading } from './wizard-ui';

/**
 * What the intake holds, in the order it comes. Each line is honest about what the person will be asked: no
 * promise of outcome (docs/clinical.md "Honest claims").
 */
export const WELCOME_STEPS = [
  { title: 'Terms', detail: 'What Ladder is and is not, and the terms of using it.' },
  { title: 'Obsessions, compulsions and triggers', detail: 'Three short lists, in your own words.' },
  { title: 'Y-BOCS', detail: 'Ten questions about your symptoms over the past week.' },
  { title: 'Your ladder', detail: 'Exposures suggested from your lists, for you to look over.' },
] as const;

/**
 * Issue 18 item 3: a short welcome before the terms. Stopping and resuming is real: each step is saved on the
 * server when the person moves on from it, and the resume logic (steps.ts resumeTarget) opens where they left off.
 */
export function WelcomeStep({ onBegin }: { onBegin: () => void }) {
  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <div>
          <StepHeading>Welcome to Ladder</StepHeading>
          <p className="mt-3 text-slate-700">
            Before your first practice, a few steps set up your plan. It usually takes about 15 to 20 minutes.
          </p>
        </div>
        <StepsIllustration className="hidden h-20 w-auto shrink-0 text-teal-700 sm:block" />
      </div>
      <ol className="mt-6 space-y-3 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
        {WELCOME_STEPS.map((step) => (
          <li key={step.title} className="flex gap-3">
            {/* A dot, not a number: the sidebar numbers the steps, and its numbers differ. */}
            <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-teal-700" />
            <span>
              <span className="block font-medium text-slate-900">{step.title}</span>
              <span className="block text-sm text-slate-700">{step.detail}</span>
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-6 text-slate-700">
        You can stop at any point. Each step is saved when you move on from it, and next time you sign in you carry on
        from there.
      </p>
      <StepActions next={<Button onClick={onBegin}>Let&apos;s begin</Button>} />
    </>
  );
}
