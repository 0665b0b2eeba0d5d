import type { SiteOffer } from '@ladder/contracts';
import { afterEach } from 'vitest';
import { setSiteOffer } from '../public-site/plan';

/** The offers a server can make (decision 032), as the server fills them in. */
export const HOSTED_TRIAL: SiteOffer = {
  variant: 'hosted-trial',
  trial_days: '7',
  price_amount: '$7.99',
  price_per: 'per month',
  price_sentence: '$7.99 a month',
};
export const HOSTED_NO_TRIAL: SiteOffer = { ...HOSTED_TRIAL, variant: 'hosted', trial_days: '0' };

/** The pages in a file draw `offer` until each test ends (then the default again: self-hosted). */
export function drawWithOffer(offer: SiteOffer): void {
  setSiteOffer(offer);
}

afterEach(() => setSiteOffer(null));
