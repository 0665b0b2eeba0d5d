import { INTAKE_STEPS, STEP_LABELS, stepStatus, type StepStatus, type WizardStep } from './steps';

const markerClasses: Record<StepStatus, string> = {
  Completed: 'border-teal-700 bg-teal-700 text-white',
  'In progress': 'border-teal-700 bg-white text-teal-800',
  'Not started': 'border-slate-300 bg-white text-slate-600',
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
 * wide screens; on phones it is only read out, StepProgress above the step showing where the person is.
 */
export function StepSidebar({ current }: { current: WizardStep }) {
  return (
    <aside aria-labelledby="intake-steps-title" className="sr-only lg:not-sr-only lg:sticky lg:top-8 lg:self-start">
      <h2 id="intake-steps-title" className="mb-4 text-sm font-semibold tracking-wide text-slate-600 uppercase">
        Your steps
      </h2>
      <ol className="flex flex-col gap-1">
        {INTAKE_STEPS.map((step, index) => {
          const status = stepStatus(step, current);
          return (
            <li
              key={step}
              aria-current={status === 'In progress' ? 'step' : undefined}
              className="flex items-center gap-3 rounded-lg px-2 py-2 aria-[current=step]:bg-white aria-[current=step]:shadow-sm"
            >
              <span
                aria-hidden="true"
                className={`flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold ${markerClasses[status]}`}
              >
                {status === 'Completed' ? <CheckIcon /> : index + 1}
              </span>
              <span className="flex flex-col">
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
