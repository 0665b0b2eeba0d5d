import { buttonClasses } from '../components/ui/styles';
import { offerLine, siteOffer, startLabel } from './plan';
import { PUBLIC_PAGES } from './public-pages';

interface CallToActionProps {
  title?: string;
  /** The quieter second link: somewhere to read more first. */
  readMore?: { to: string; label: string };
}

/** The closing invitation of the public pages (docs/product.md §7 "call to action"). */
export function CallToAction({
  title = 'Ready to take the first step?',
  readMore = { to: PUBLIC_PAGES.faq.path, label: 'Read the FAQ' },
}: CallToActionProps) {
  const offer = siteOffer();
  return (
    <section aria-labelledby="cta-heading" className="bg-teal-800 dark:border-y dark:border-teal-200 dark:bg-teal-50">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6">
        <h2 id="cta-heading" className="text-2xl font-bold tracking-tight text-white sm:text-3xl dark:text-teal-950">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-teal-50 dark:text-slate-700">
          {offerLine(offer)}. Go at your own pace, and stop whenever you want.
        </p>
        <div className="mt-7 flex flex-wrap justify-center gap-3">
          <a
            href="/register"
            className={buttonClasses(
              'secondary',
              'border-white px-6 py-3 text-base text-teal-900 focus-visible:outline-white dark:border-teal-700 dark:bg-teal-700 dark:text-white dark:hover:bg-teal-800 dark:focus-visible:outline-teal-700',
            )}
          >
            {startLabel(offer)}
          </a>
          <a
            href={readMore.to}
            className="inline-flex items-center rounded-lg px-4 py-3 text-base font-semibold text-white underline underline-offset-4 hover:text-teal-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white dark:text-teal-900 dark:hover:text-teal-950 dark:focus-visible:outline-teal-700"
          >
            {readMore.label}
          </a>
        </div>
      </div>
    </section>
  );
}
