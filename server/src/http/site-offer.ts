import { SITE_OFFER_ELEMENT_ID, SITE_OFFER_TOKENS, siteVariantOf, type SiteOffer } from '@ladder/contracts';
import type { AppContext } from '../context';
import { escapeHtml } from '../lib/html';
import { createPlanPriceReader, type PlanPrice, type PlanPriceReader } from '../modules/billing/plan-price';

/** How long the first page served waits for Stripe's answer about the price before going without it. */
const FIRST_READ_WAIT_MS = 3000;

export interface SiteOfferSource {
  /** The offer as pages show it now; asks Stripe for the price if it is not known yet. */
  offer(): Promise<SiteOffer>;
}

/** The offer's texts for one configuration and price (decision 032). */
export function siteOfferOf(billing: 'off' | 'stripe', trialDays: number, price: PlanPrice | null): SiteOffer {
  return {
    variant: siteVariantOf(billing, trialDays),
    trial_days: String(trialDays),
    price_amount: price?.amount ?? '',
    // Read in a sentence either way: "One plan with everything in it: a price shown before you pay."
    price_per: price?.per ?? 'Price shown before you pay',
    price_sentence: price?.sentence ?? 'a price shown before you pay',
  };
}

export function createSiteOfferSource(ctx: Pick<AppContext, 'config' | 'stripe' | 'clock' | 'logger'>): SiteOfferSource {
  const billing = ctx.config.billing;
  const trialDays = ctx.config.trialDays;
  const reader: PlanPriceReader | null =
    billing.mode === 'stripe' && ctx.stripe ? createPlanPriceReader(ctx.stripe, billing.priceId, ctx.clock, ctx.logger) : null;
  return {
    async offer() {
      if (!reader) return siteOfferOf(billing.mode, trialDays, null);
      const read = reader.refresh();
      const price =
        reader.current() ??
        (await Promise.race([read, new Promise<null>((resolve) => setTimeout(() => resolve(null), FIRST_READ_WAIT_MS).unref())]));
      return siteOfferOf(billing.mode, trialDays, price);
    },
  };
}

/**
 * A built document with the offer filled in: each token replaced by its text (escaped for HTML), and
 * the offer written as JSON where the browser reads it before hydrating. `<` is escaped in the JSON
 * so no value can close the script element.
 */
export function fillOffer(html: string, offer: SiteOffer): string {
  let filled = html;
  for (const [key, token] of Object.entries(SITE_OFFER_TOKENS) as [keyof typeof SITE_OFFER_TOKENS, string][]) {
    filled = filled.split(token).join(escapeHtml(offer[key]));
  }
  const json = JSON.stringify(offer).replace(/</g, '\\u003c');
  const element = `<script type="application/json" id="${SITE_OFFER_ELEMENT_ID}">${json}</script>`;
  return filled.includes('</head>') ? filled.replace('</head>', () => `${element}\n  </head>`) : filled;
}
