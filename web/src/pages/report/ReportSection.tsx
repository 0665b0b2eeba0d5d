import { useId, type ReactNode } from 'react';

/** One part of the report, named by its heading; on paper the heading stays with what follows it. */
export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10 print:mt-8">
      <h2 id={headingId} className="border-b border-slate-300 pb-2 text-xl font-semibold text-slate-900 print:break-after-avoid">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export const tableClasses = 'w-full border-collapse text-left text-sm text-slate-800';
export const headCellClasses = 'border-b border-slate-300 py-2 pr-4 font-semibold text-slate-900';
export const cellClasses = 'border-b border-slate-200 py-2 pr-4 align-top tabular-nums';
