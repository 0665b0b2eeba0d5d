import { focusRing } from '../../components/ui/styles';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className="mx-auto max-w-page py-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-3 text-slate-700">The page you are looking for does not exist or has moved.</p>
      <a href="/" className={`mt-6 inline-block rounded-md font-semibold text-teal-800 underline ${focusRing}`}>
        Go to the homepage
      </a>
    </section>
  );
}
