import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SITE_OFFER_TOKENS, SITE_VARIANTS, variantFileName } from '@ladder/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillOffer, siteOfferOf } from '../../src/http/site-offer';
import { describePrice } from '../../src/modules/billing/plan-price';
import { FAKE_STRIPE_KEY, FakeStripeServer } from '../helpers/fake-stripe-server';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 18 item 5, decision 032: what the public pages say about price and trial is the server's
 * configuration. Pages are built once per variant with tokens; the server picks the variant and
 * fills the tokens in, and writes the same values where the browser reads them before hydrating.
 */
const TOKENS = Object.values(SITE_OFFER_TOKENS);

/** A build as prerender.mjs leaves it: each variant of each page names its variant and carries every token. */
function fakeBuild(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ladder-offer-'));
  fs.writeFileSync(path.join(root, 'app.html'), '<!doctype html><head><title>app</title></head><div id="root"></div>');
  for (const dir of ['', 'faq']) {
    fs.mkdirSync(path.join(root, dir), { recursive: true });
    for (const variant of SITE_VARIANTS) {
      fs.writeFileSync(
        path.join(root, dir, variantFileName(variant)),
        `<!doctype html><head><title>${dir || 'landing'}</title></head><div id="root"><p>variant=${variant}</p><p>${TOKENS.join('|')}</p></div>`,
      );
    }
  }
  return root;
}

function offerIn(html: string): Record<string, string> {
  const match = /<script type="application\/json" id="site-offer">(.*?)<\/script>/.exec(html);
  expect(match, 'the document carries the offer for hydration').not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, string>;
}

describe('the price in words', () => {
  it('uses the currency’s own decimals and the interval', () => {
    expect(describePrice({ unit_amount: 799, currency: 'usd', recurring: { interval: 'month', interval_count: 1 } as never })).toEqual({
      amount: '$7.99',
      per: 'per month',
      sentence: '$7.99 a month',
    });
    expect(describePrice({ unit_amount: 900, currency: 'jpy', recurring: { interval: 'month', interval_count: 1 } as never })?.amount).toBe('¥900');
    expect(describePrice({ unit_amount: 4999, currency: 'eur', recurring: { interval: 'year', interval_count: 1 } as never })?.sentence).toBe('€49.99 a year');
    expect(describePrice({ unit_amount: 2000, currency: 'gbp', recurring: { interval: 'month', interval_count: 3 } as never })).toEqual({
      amount: '£20.00',
      per: 'every 3 months',
      sentence: '£20.00 every 3 months',
    });
  });

  it('says nothing for a price a page could not state', () => {
    expect(describePrice({ unit_amount: null, currency: 'usd', recurring: { interval: 'month', interval_count: 1 } as never })).toBeNull();
    expect(describePrice({ unit_amount: 500, currency: 'usd', recurring: null })).toBeNull();
    expect(describePrice({ unit_amount: 500, currency: 'not a currency', recurring: { interval: 'month', interval_count: 1 } as never })).toBeNull();
  });
});

describe('filling a document', () => {
  it('puts each value in place of its token, escaped, and the offer where hydration reads it', () => {
    const offer = { ...siteOfferOf('stripe', 7, { amount: '<b>$1</b>', per: 'per month', sentence: '$1 a month' }) };
    const html = fillOffer(`<html><head></head><body>${TOKENS.join(' ')}</body></html>`, offer);
    for (const token of TOKENS) expect(html).not.toContain(token);
    expect(html).toContain('&lt;b&gt;$1&lt;/b&gt; per month $1 a month');
    expect(html).not.toContain('<b>$1');
    const script = /<script type="application\/json" id="site-offer">(.*?)<\/script>/.exec(html)![1]!;
    expect(script).not.toContain('<');
    expect(JSON.parse(script)).toEqual(offer);
  });
});

describe('a self-hosted server (BILLING=off)', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fakeBuild();
    t = await createTestApp({ config: { serveWeb: true }, webRoot: root, env: { TRIAL_DAYS: '14' } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('serves the self-hosted variant of every public page, whatever TRIAL_DAYS says', async () => {
    for (const url of ['/', '/faq']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('variant=self-hosted');
      expect(offerIn(page.body).variant).toBe('self-hosted');
      for (const token of TOKENS) expect(page.body).not.toContain(token);
    }
    // The app's own screens carry it too: a public page reached inside the app draws the same offer.
    expect(offerIn((await t.app.inject({ method: 'GET', url: '/dashboard' })).body).variant).toBe('self-hosted');
  });
});

describe('a hosted server (BILLING=stripe)', () => {
  let stripe: FakeStripeServer;
  let root: string;
  beforeAll(async () => {
    stripe = await new FakeStripeServer().start();
    root = fakeBuild();
  });
  afterAll(async () => {
    await stripe.stop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  async function hosted(env: Record<string, string>) {
    return createTestApp({
      config: { serveWeb: true },
      webRoot: root,
      env: {
        BILLING: 'stripe',
        STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
        STRIPE_PRICE_ID: 'price_monthly',
        STRIPE_WEBHOOK_SECRET: 'whsec_offer',
        STRIPE_API_BASE: stripe.url,
        ...env,
      },
    });
  }

  it('shows Stripe’s price and its own TRIAL_DAYS', async () => {
    stripe.prices.set('price_monthly', { unit_amount: 1250, currency: 'eur', recurring: { interval: 'month', interval_count: 1 } });
    const t = await hosted({ TRIAL_DAYS: '14' });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/faq', headers: { 'accept-encoding': 'identity' } });
      expect(page.body).toContain('variant=hosted-trial');
      expect(page.body).toContain('14|€12.50|per month|€12.50 a month');
      expect(offerIn(page.body)).toEqual({
        variant: 'hosted-trial',
        trial_days: '14',
        price_amount: '€12.50',
        price_per: 'per month',
        price_sentence: '€12.50 a month',
      });
      // Asked once, then kept.
      await t.app.inject({ method: 'GET', url: '/' });
      expect(stripe.requests.filter((request) => request.path === '/v1/prices/price_monthly')).toHaveLength(1);
    } finally {
      await t.close();
      stripe.prices.set('price_monthly', { unit_amount: 799, currency: 'usd', recurring: { interval: 'month', interval_count: 1 } });
    }
  });

  it('with no trial, serves the variant without one', async () => {
    const t = await hosted({ TRIAL_DAYS: '0' });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/' });
      expect(page.body).toContain('variant=hosted<');
      expect(offerIn(page.body).price_amount).toBe('$7.99');
    } finally {
      await t.close();
    }
  });

  it('says the price is shown before paying while Stripe cannot be asked, and asks again later', async () => {
    stripe.failNext(500);
    const t = await hosted({});
    try {
      const page = await t.app.inject({ method: 'GET', url: '/' });
      expect(page.statusCode).toBe(200);
      expect(offerIn(page.body)).toMatchObject({ price_amount: '', price_per: 'Price shown before you pay', price_sentence: 'a price shown before you pay' });
      stripe.recover();
      // Not at once (a page view must not wait on Stripe each time it is down)...
      const asked = stripe.requests.length;
      await t.app.inject({ method: 'GET', url: '/' });
      expect(stripe.requests.length).toBe(asked);
      // ...but after a while.
      t.clock.advance({ minutes: 6 });
      await t.app.inject({ method: 'GET', url: '/' });
      const later = await t.app.inject({ method: 'GET', url: '/' });
      expect(offerIn(later.body).price_amount).toBe('$7.99');
    } finally {
      await t.close();
    }
  });
});
