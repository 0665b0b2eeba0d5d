import { Link } from 'react-router';
import { useRelapsePlan } from '../../api/relapse-plan';
import { buttonClasses, focusRing } from '../../components/ui/styles';
import { formatDate } from '../../lib/format-date';
import { suggestionSentence, WHY_PLAN } from '../relapse-plan/plan-words';
import { Panel } from './Panel';

const PLAN_PATH = '/relapse-plan';

/**
 * The way to the relapse-prevention plan from the dashboard (issue 17 item 8): a card when the
 * self-reported Y-BOCS shows a response or remission (with the reason, in the words of
 * plan-words.ts) or when a plan exists; otherwise, and while loading or after a failed load, one
 * quiet link, since the plan is there on request at any time.
 */
export function RelapsePlanEntry() {
  const query = useRelapsePlan();
  const plan = query.data?.plan ?? null;
  const suggested = query.data?.suggested ?? null;

  if (plan) {
    return (
      <Panel title="Your relapse-prevention plan">
        <p className="text-slate-700">Saved {formatDate(plan.updated_at)}. Look at it again when things change, and keep up your booster practice.</p>
        <Link to={PLAN_PATH} className={`${buttonClasses('secondary')} mt-4`}>
          See your plan
        </Link>
      </Panel>
    );
  }
  if (suggested) {
    return (
      <Panel title="Plan for keeping your progress">
        <p className="text-slate-700">{suggestionSentence(suggested)}</p>
        <p className="mt-2 text-sm text-slate-700">{WHY_PLAN}</p>
        <Link to={PLAN_PATH} className={`${buttonClasses('primary')} mt-4`}>
          Make a relapse-prevention plan
        </Link>
      </Panel>
    );
  }
  return (
    <p className="text-sm">
      <Link to={PLAN_PATH} className={`rounded text-teal-800 underline ${focusRing}`}>
        Make a relapse-prevention plan
      </Link>
    </p>
  );
}
