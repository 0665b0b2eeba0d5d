import { useId } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { exposuresQuery } from '../../api/exposures';
import { StepsIllustration } from '../../components/ui/illustrations';
import { buttonClasses } from '../../components/ui/styles';
import { chooseFirstStep } from './first-step';

/**
 * Issue 18 item 3: a welcome and "Your first step" on the dashboard until the first session. The words describe
 * the work, never promise relief (docs/clinical.md "Honest claims" and "Safety: never generate" on reassurance).
 * Nothing shows while loading or after a failed load: the ERP page is one tap away in the navigation anyway.
 */
export function FirstStepCard() {
  // Loaded with the dashboard's panels (FirstStepSlot), so not asked for a second time here.
  const exposures = useQuery({ ...exposuresQuery, refetchOnMount: false });
  const headingId = useId();
  const stepId = useId();
  if (!exposures.isSuccess) return null;
  const step = chooseFirstStep(exposures.data);
  if (step.kind === 'none') return null;

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-teal-600 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            Welcome to Ladder
          </h2>
          <p className="mt-2 text-slate-700">
            {step.kind === 'exposure'
              ? 'Your ladder is ready. The learning happens in practice: one exposure at a time, staying with the discomfort without doing the compulsion.'
              : 'The learning happens in practice: one exposure at a time, staying with the discomfort without doing the compulsion.'}
          </p>
        </div>
        <StepsIllustration className="hidden h-16 w-auto shrink-0 text-teal-700 sm:block" />
      </div>
      <div className="mt-4 rounded-lg bg-teal-50 p-4">
        <h3 id={stepId} className="font-semibold text-teal-900">
          Your first step
        </h3>
        {step.kind === 'exposure' ? (
          <>
            <p className="mt-1 font-medium break-words text-slate-900">{step.exposure.title}</p>
            <p className="mt-1 text-sm text-slate-700">
              You rated its fear {step.exposure.fear_level} out of 10: hard enough to learn from, not overwhelming.
            </p>
            <Link
              to={`/erp?practise=${encodeURIComponent(step.exposure.id)}`}
              aria-describedby={stepId}
              className={buttonClasses('primary', 'mt-4')}
            >
              {step.exposure.open_session ? 'Continue this exposure' : 'Start this exposure'}
            </Link>
          </>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-700">
              Make your ladder: a list of exposures built from your own obsessions, compulsions and triggers.
            </p>
            <Link to="/erp" className={buttonClasses('primary', 'mt-4')}>
              Make your ladder
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
