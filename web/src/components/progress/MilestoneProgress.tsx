import { useId } from 'react';

interface MilestoneProgressProps {
  title: string;
  current: number;
  target: number;
  /** 0-100, from the server. */
  percent: number;
  description: string;
}

/** docs/product.md §48 "Next Milestone": title, current/target count, a progress bar by percent, description. */
export function MilestoneProgress({ title, current, target, percent, description }: MilestoneProgressProps) {
  const titleId = useId();
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Next Milestone</p>
      <div className="mt-1 flex items-baseline justify-between gap-3">
        <h3 id={titleId} className="font-semibold text-slate-900">
          {title}
        </h3>
        <p className="shrink-0 text-sm text-slate-700 tabular-nums">
          {current}/{target}
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby={titleId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%, ${current} of ${target}`}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-teal-700" style={{ width: `${value}%` }} />
      </div>
      <p className="mt-2 text-sm text-slate-700">{description}</p>
    </div>
  );
}
