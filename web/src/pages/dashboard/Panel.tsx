import { useId, type ReactNode } from 'react';

interface PanelProps {
  title: string;
  children: ReactNode;
}

/** One dashboard card: a section named by its heading. */
export function Panel({ title, children }: PanelProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
