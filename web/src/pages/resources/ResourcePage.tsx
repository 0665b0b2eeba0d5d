import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** The informational pages (spec §2) until their content is written. */
export function ResourcePage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-700">This page is being written and will be available soon.</p>
    </section>
  );
}
