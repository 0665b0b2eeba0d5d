import type { ReactNode } from 'react';
import { outcomeText, slipsText, type SessionStory } from './session-story';

function Entry({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-700">{term}</dt>
      <dd className="mt-0.5 break-words whitespace-pre-line text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * What a session tested and what the person took from it (issue 17): the prediction and how sure they
 * were, set beside what happened and how surprising it was, then their own reflections. Expectancy
 * violation is the mechanism of inhibitory learning (Craske et al. 2014; docs/clinical.md §24), so the
 * two stand side by side; only answers the person gave are shown.
 */
export function SessionLearning({ session }: { session: SessionStory }) {
  const happened = outcomeText(session.outcome_happened);
  const slips = slipsText(session);
  const prediction = session.feared_outcome !== null || session.feared_outcome_likelihood !== null;
  return (
    <div className="space-y-3 text-sm">
      {(prediction || happened || session.surprise !== null) && (
        <dl className="grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-2 print:bg-white print:p-0">
          {session.feared_outcome !== null && <Entry term="What you expected">“{session.feared_outcome}”</Entry>}
          {session.feared_outcome_likelihood !== null && (
            <Entry term="How sure you were">{session.feared_outcome_likelihood}%</Entry>
          )}
          {happened && <Entry term="What happened">{happened}</Entry>}
          {session.surprise !== null && <Entry term="How surprising">{session.surprise} out of 10</Entry>}
        </dl>
      )}
      {slips && <p className="text-slate-700">{slips}</p>}
      {session.notes !== null && (
        <dl>
          <Entry term="Your reflections">{session.notes}</Entry>
        </dl>
      )}
    </div>
  );
}
