import { SITE_OFFER_ELEMENT_ID, SITE_VARIANTS, type SiteOffer } from '@ladder/contracts';

/**
 * The offer the public pages describe: the server's configuration, not the build's (issue 18,
 * decision 032). The server writes it into each document it sends (server/src/http/site-offer.ts);
 * pre-rendering sets it to the tokens the server later fills in. Without either (the Vite dev
 * server, unit tests), it is a self-hosted server's, the configuration's default (BILLING=off).
 */
const SELF_HOSTED: SiteOffer = { variant: 'self-hosted', trial_days: '0', price_amount: '', price_per: '', price_sentence: '' };

let chosen: SiteOffer | null = null;

/** Pre-rendering and tests say which offer pages are drawn for. */
export function setSiteOffer(offer: SiteOffer | null): void {
  chosen = offer;
}

function isOffer(value: unknown): value is SiteOffer {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    SITE_VARIANTS.includes(record.variant as SiteOffer['variant']) &&
    ['trial_days', 'price_amount', 'price_per', 'price_sentence'].every((key) => typeof record[key] === 'string')
  );
}

function offerInDocument(): SiteOffer | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(SITE_OFFER_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isOffer(value) ? value : null;
  } catch {
    return null;
  }
}

export function siteOffer(): SiteOffer {
  chosen ??= offerInDocument();
  return chosen ?? SELF_HOSTED;
}

export const isSelfHosted = (offer: SiteOffer) => offer.variant === 'self-hosted';
export const hasTrial = (offer: SiteOffer) => offer.variant === 'hosted-trial';

/** "7-day free trial", or null where there is none. */
export function trialText(offer: SiteOffer): string | null {
  return hasTrial(offer) ? `${offer.trial_days}-day free trial` : null;
}

/** The words of the button that leads to /register. */
export function startLabel(offer: SiteOffer): string {
  return hasTrial(offer) ? 'Start your free trial' : 'Create your account';
}

/**
 * The pages are drawn once per variant with tokens for the values, so text may depend on the variant
 * but never on a value (an empty price must read the same after the server fills it in).
 */
export function heroLine(offer: SiteOffer): string {
  if (isSelfHosted(offer)) return 'Free and self-hosted';
  if (hasTrial(offer)) return `${trialText(offer)} · No credit card needed`;
  return `${offer.price_amount} ${offer.price_per}`;
}

/** The one short line under a call to action: what it costs to start. */
export function offerLine(offer: SiteOffer): string {
  if (isSelfHosted(offer)) return 'Free and self-hosted, with every feature';
  if (hasTrial(offer)) return `Start with a ${trialText(offer)}. No credit card needed`;
  return `One plan, ${offer.price_sentence}. Cancel anytime`;
}
