import type { RelapsePlan } from '@ladder/contracts';
import { formatDate } from '../../lib/format-date';
import { PLAN_PARTS } from '../relapse-plan/plan-words';
import { ReportSection } from './ReportSection';

/** The relapse-prevention plan on paper (issue 17 item 8): the person's four parts, as written. */
export function RelapsePlanSection({ plan }: { plan: RelapsePlan }) {
  return (
    <ReportSection title="Relapse-prevention plan">
      <p className="text-sm text-slate-700">Last saved {formatDate(plan.updated_at)}.</p>
      <dl className="mt-4 space-y-4">
        {PLAN_PARTS.map((part) => (
          <div key={part.key} className="print:break-inside-avoid">
            <dt className="font-semibold text-slate-900">{part.label}</dt>
            <dd className="mt-1 whitespace-pre-line break-words text-slate-800">{plan[part.key] || '—'}</dd>
          </div>
        ))}
      </dl>
    </ReportSection>
  );
}
