import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** An honest placeholder for a screen whose issue has not landed yet. */
export function ComingSoon({ title, note }: { title: string; note: string }) {
  useDocumentTitle(title);
  return (
    <section className="max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-700">{note}</p>
    </section>
  );
}
