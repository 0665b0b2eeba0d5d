/**
 * What the public pages say about the offer, which is the server's configuration, not the build's
 * (issue 18, decision 032): a self-hosted server (BILLING=off) is free with no price; a hosted one
 * (BILLING=stripe) shows its Stripe price and its TRIAL_DAYS.
 *
 * The pages are pre-rendered once per variant with a token in place of each configured text; the
 * server picks the variant, puts the texts in place of the tokens and writes the same values into
 * the document (`SITE_OFFER_ELEMENT_ID`), where the browser reads them before hydrating, so the
 * first render in the browser matches the HTML.
 */
export const SITE_VARIANTS = ['self-hosted', 'hosted-trial', 'hosted'] as const;
export type SiteVariant = (typeof SITE_VARIANTS)[number];

/** Every value is display text: during pre-rendering each one is its token. */
export interface SiteOffer {
  variant: SiteVariant;
  /** "7" */
  trial_days: string;
  /** "$7.99", or "" when the price could not be read from Stripe. */
  price_amount: string;
  /** "per month", or "Price shown before you pay" with no known price. */
  price_per: string;
  /** "$7.99 a month", or "a price shown before you pay" with no known price. */
  price_sentence: string;
}

export const SITE_OFFER_TOKENS: Omit<SiteOffer, 'variant'> = {
  trial_days: '__LADDER_TRIAL_DAYS__',
  price_amount: '__LADDER_PRICE_AMOUNT__',
  price_per: '__LADDER_PRICE_PER__',
  price_sentence: '__LADDER_PRICE_SENTENCE__',
};

export const SITE_OFFER_ELEMENT_ID = 'site-offer';

export function siteVariantOf(billing: 'off' | 'stripe', trialDays: number): SiteVariant {
  if (billing === 'off') return 'self-hosted';
  return trialDays > 0 ? 'hosted-trial' : 'hosted';
}

/** The pre-rendered document of a public page for one variant: `<dir>/index.<variant>.html`. */
export function variantFileName(variant: SiteVariant): string {
  return `index.${variant}.html`;
}
