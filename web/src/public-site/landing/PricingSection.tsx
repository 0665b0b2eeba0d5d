import type { SiteOffer } from '@ladder/contracts';
import { hasTrial, isSelfHosted, siteOffer, startLabel, trialText } from '../plan';
import { PUBLIC_PAGES } from '../public-pages';
import { buttonClasses } from '../../components/ui/styles';

function included(offer: SiteOffer): string[] {
  if (isSelfHosted(offer)) return ['Every feature of Ladder', 'No subscription', 'Your data stays on this server', 'Delete your account anytime'];
  if (hasTrial(offer)) return ['Every feature of Ladder', trialText(offer)!, 'No credit card needed for the trial', 'Cancel anytime'];
  return ['Every feature of Ladder', 'Cancel anytime'];
}

const cancelLink = (
  <a
    href={`${PUBLIC_PAGES.faq.path}#cancelling`}
    className="font-medium text-teal-800 underline underline-offset-2 hover:text-teal-950"
  >
    How to cancel
  </a>
);

/** What the offer is, in the words of the variant (decision 032). */
function OfferText({ offer }: { offer: SiteOffer }) {
  if (isSelfHosted(offer)) {
    return (
      <p>
        This Ladder server is self-hosted: whoever runs it has chosen to offer it free. Every feature is included,
        there is no subscription, and nothing here asks you to pay.
      </p>
    );
  }
  return (
    <>
      {hasTrial(offer) ? (
        <p>
          Try Ladder free for {offer.trial_days} days. You do not need a credit card, and you are not charged during
          the trial, even if you subscribe and then cancel before it ends.
        </p>
      ) : (
        <p>One monthly subscription gives you every feature. The price is shown again before you pay.</p>
      )}
      <p>
        Cancel anytime. {hasTrial(offer) ? 'If you cancel after the trial, you' : 'You'} keep access until the end of
        the billing period you have paid for. {cancelLink}
      </p>
    </>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700">
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** docs/product.md §8: one monthly plan, a free trial without a card, cancel anytime; free on a self-hosted server. */
export function PricingSection() {
  const offer = siteOffer();
  const selfHosted = isSelfHosted(offer);
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="scroll-mt-6 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl items-start gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2">
        <div>
          <h2 id="pricing-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            Pricing
          </h2>
          <p className="mt-3 text-lg text-slate-700">One plan, with everything in it.</p>
          <div className="mt-6 max-w-xl space-y-4 leading-7 text-slate-700">
            <OfferText offer={offer} />
          </div>
        </div>
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm lg:justify-self-end">
          <h3 className="text-lg font-semibold text-slate-900">{selfHosted ? 'Ladder, self-hosted' : 'Ladder monthly'}</h3>
          <p className="mt-4 flex items-baseline gap-1">
            <span className="text-4xl font-bold tracking-tight text-slate-900">{selfHosted ? 'Free' : offer.price_amount}</span>
            {selfHosted ? null : <span className="text-slate-700">{offer.price_per}</span>}
          </p>
          <ul className="mt-6 space-y-3">
            {included(offer).map((item) => (
              <li key={item} className="flex gap-3 text-slate-800">
                <CheckIcon />
                {item}
              </li>
            ))}
          </ul>
          <a href="/register" className={buttonClasses('primary', 'mt-8 w-full px-6 py-3 text-base')}>
            {startLabel(offer)}
          </a>
        </div>
      </div>
    </section>
  );
}
