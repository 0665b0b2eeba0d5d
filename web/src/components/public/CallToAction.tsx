import { buttonClasses } from '../ui/styles';
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
    <section aria-labelledby="cta-heading" className="bg-teal-800">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6">
        <h2 id="cta-heading" className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-teal-50">
          {offerLine(offer)}. Go at your own pace, and stop whenever you want.
        </p>
        <div className="mt-7 flex flex-wrap justify-center gap-3">
          <a
            href="/register"
            className={buttonClasses(
              'secondary',
              'border-white px-6 py-3 text-base text-teal-900 focus-visible:outline-white',
            )}
          >
            {startLabel(offer)}
          </a>
          <a
            href={readMore.to}
            className="inline-flex items-center rounded-lg px-4 py-3 text-base font-semibold text-white underline underline-offset-4 hover:text-teal-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {readMore.label}
          </a>
        </div>
      </div>
    </section>
  );
}
