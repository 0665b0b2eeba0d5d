import { INTAKE_STEPS, STEP_LABELS, stepStatus, type StepStatus, type WizardStep } from './steps';

const markerClasses: Record<StepStatus, string> = {
  Completed: 'border-teal-700 bg-teal-700 text-white',
  'In progress': 'border-teal-700 bg-white text-teal-800',
  'Not started': 'border-slate-300 bg-white text-slate-600',
};

const barClasses: Record<StepStatus, string> = {
  Completed: 'bg-teal-700',
  'In progress': 'bg-teal-400',
  'Not started': 'bg-slate-300',
};

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

/**
 * docs/product.md §23: every step marked Completed, In progress or Not started. A column beside the step on
 * wide screens; on phones a row of bars with the current step named, the full list still read out.
 */
export function StepSidebar({ current }: { current: WizardStep }) {
  const position = current === 'loading' ? -1 : INTAKE_STEPS.indexOf(current);
  return (
    <aside aria-labelledby="intake-steps-title" className="lg:sticky lg:top-8 lg:self-start">
      <h2 id="intake-steps-title" className="sr-only lg:not-sr-only lg:mb-4 lg:text-sm lg:font-semibold lg:tracking-wide lg:text-slate-600 lg:uppercase">
        Your steps
      </h2>
      {position >= 0 && (
        <p aria-hidden="true" className="mb-2 text-sm font-medium text-slate-700 lg:hidden">
          Step {position + 1} of {INTAKE_STEPS.length}: {STEP_LABELS[INTAKE_STEPS[position]!]}
        </p>
      )}
      <ol className="flex gap-1.5 lg:flex-col lg:gap-1">
        {INTAKE_STEPS.map((step, index) => {
          const status = stepStatus(step, current);
          return (
            <li
              key={step}
              aria-current={status === 'In progress' ? 'step' : undefined}
              className="flex-1 lg:flex lg:items-center lg:gap-3 lg:rounded-lg lg:px-2 lg:py-2 lg:aria-[current=step]:bg-white lg:aria-[current=step]:shadow-sm"
            >
              <span aria-hidden="true" className={`block h-1.5 rounded-full lg:hidden ${barClasses[status]}`} />
              <span
                aria-hidden="true"
                className={`hidden size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold lg:flex ${markerClasses[status]}`}
              >
                {status === 'Completed' ? <CheckIcon /> : index + 1}
              </span>
              <span className="sr-only lg:not-sr-only lg:flex lg:flex-col">
                <span className="font-medium text-slate-900">{STEP_LABELS[step]}</span>
                <span className="sr-only">: </span>
                <span className={`text-sm ${status === 'In progress' ? 'text-teal-800' : 'text-slate-600'}`}>{status}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </aside>
  );
}
