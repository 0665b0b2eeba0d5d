// @vitest-environment node
import { SITE_OFFER_TOKENS, type SiteVariant } from '@ladder/contracts';
import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS } from './faq-items';
import { OCD_TYPES } from './ocd-types';
import { PUBLIC_PAGES, documentTitle, type PublicPage } from '../public-pages';
import { PUBLIC_PAGE_LIST, renderAppShell, renderDocument } from '../../boot/entry-prerender';
// The template the build fills in (Vite only adds its script and style tags).
import TEMPLATE from '../../../public-page.html?raw';


const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };

/** What a reader without JavaScript sees: the text of #root, tags removed. */
function visibleText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root"'));
  return root
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity]!)
    .replace(/\s+/g, ' ');
}

async function prerender(page: PublicPage, variant: SiteVariant = 'self-hosted') {
  const html = await renderDocument(TEMPLATE, page, [], variant);
  return { html, text: visibleText(html) };
}

// Read before anything renders: pre-rendering must not need a browser.
const DOM_GLOBALS = { document: typeof document, window: typeof window };

describe('pre-rendered public pages (run in Node, as at build time)', () => {
  it('needs no DOM', async () => {
    expect(DOM_GLOBALS).toEqual({ document: 'undefined', window: 'undefined' });
    // The pages hold no session: every visitor, signed in or not, gets the same HTML.
    expect((await prerender(PUBLIC_PAGES.landing)).text).toContain('Face OCD one step at a time');
  });

  it.each(PUBLIC_PAGE_LIST)('$path: title, description, marked root, signed-out bar, footer', async (page) => {
    const { html, text } = await prerender(page);

    expect(html).toContain(`<title>${documentTitle(page).replace(/"/g, '&quot;')}</title>`);
    expect(html).toContain(`<meta name="description" content="${page.description.replace(/"/g, '&quot;')}" />`);
    expect(html).toContain(`<div id="root" data-prerendered="${page.path}">`);
    expect(html).toMatch(/<h1[^>]*>/);
    expect(html).toContain('href="/login"');
    expect(html).toContain('href="/register"');
    expect(html).toContain('href="/crisis"');
    expect(html).toMatch(/<a [^>]*href="\/privacy#contact"[^>]*>Contact support<\/a>/);
    expect(text).toContain('It is not therapy or medical care and does not give medical advice');
    expect(text).toContain('In the US, call or text 988.');
  });

  it('renders the landing page with its sections and honest claims', async () => {
    const { html, text } = await prerender(PUBLIC_PAGES.landing, 'hosted-trial');

    expect(text).toContain('Face OCD one step at a time');
    expect(html).toContain('id="features"');
    expect(html).toContain('id="pricing"');
    expect(text).toContain('Personalized ERP exercises');
    // The configured values are tokens the server fills in (decision 032).
    expect(text).toContain(`${SITE_OFFER_TOKENS.price_amount} ${SITE_OFFER_TOKENS.price_per}`);
    expect(text).toContain(`${SITE_OFFER_TOKENS.trial_days}-day free trial`);
    expect(text).toContain('Most people who complete ERP with a therapist improve');
    expect(text).toContain('Foa et al., 2005');
    expect(text).toContain('the evidence for it is weaker than for ERP with a therapist');
  });

  it('renders every FAQ answer into the HTML, none of them hidden by attribute', async () => {
    const { html, text } = await prerender(PUBLIC_PAGES.faq, 'hosted-trial');

    expect(FAQ_ITEMS).toHaveLength(12);
    for (const item of FAQ_ITEMS) {
      expect(text).toContain(item.question);
      const answer = html.match(new RegExp(`<div[^>]*id="${item.id}-answer"[^>]*>`))?.[0];
      expect(answer, item.id).toBeDefined();
      expect(answer).not.toMatch(/\shidden(=|\s|>)/);
    }
    expect(text).toContain('If you cancel during the free trial, you are not charged.');
    expect(text).toContain('Adults aged 18 and over.');
  });

  it('renders each variant of the offer: the self-hosted one with no price, trial or token left', async () => {
    for (const page of [PUBLIC_PAGES.landing, PUBLIC_PAGES.faq]) {
      const selfHosted = await prerender(page, 'self-hosted');
      expect(selfHosted.text).not.toMatch(/__LADDER_|\$|free trial/);
      expect(selfHosted.text).toContain('self-hosted');
      const hosted = await prerender(page, 'hosted');
      expect(hosted.text).toContain(page === PUBLIC_PAGES.landing ? SITE_OFFER_TOKENS.price_amount : SITE_OFFER_TOKENS.price_sentence);
      expect(hosted.text).not.toMatch(/free trial|TRIAL_DAYS/);
    }
  });

  it('renders the content of the other pages', async () => {
    expect((await prerender(PUBLIC_PAGES.whatIsOcd)).text).toContain('Compulsions are things you do to ease the distress');
    expect((await prerender(PUBLIC_PAGES.whatIsErp)).text).toContain('Most people start with steps around 4 to 6');
    const types = (await prerender(PUBLIC_PAGES.typesOfOcd)).text;
    for (const type of OCD_TYPES) expect(types).toContain(type.obsessions[0]);
    expect((await prerender(PUBLIC_PAGES.privacy)).text).toContain('encrypted at rest with AES-256-GCM');
    const crisis = await prerender(PUBLIC_PAGES.crisis);
    expect(crisis.text).toContain('Call your local emergency number');
    expect(crisis.html).toContain('href="https://findahelpline.com"');
  });

  it('preloads the page\'s own chunks from the head, once each', async () => {
    const template = TEMPLATE.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/react.js">\n</head>');
    const html = await renderDocument(template, PUBLIC_PAGES.faq, ['/assets/FaqPage.js', '/assets/react.js']);

    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/FaqPage.js">');
    expect(head.split('/assets/react.js')).toHaveLength(2);
  });

  it('refuses a template it cannot fill', async () => {
    await expect(renderDocument(TEMPLATE.replace('<div id="root"></div>', ''), PUBLIC_PAGES.faq)).rejects.toThrow(/#root/);
  });
});

describe('the app frame drawn into the signed-in screens\' documents', () => {
  it('has the bar with the logo, the app links (this screen current) and the avatar\'s place, a spinner and the footer', () => {
    const html = renderAppShell('/erp');
    expect(html).toContain('aria-label="Ladder home"');
    expect(html).toMatch(/<nav aria-label="Main"/);
    expect(html).toMatch(/<a aria-current="page"[^>]*href="\/erp"/);
    expect(html).not.toMatch(/aria-current="page"[^>]*href="\/dashboard"/);
    expect(html).toMatch(/<span aria-hidden="true" class="size-10"><\/span>/);
    expect(html).toContain('role="status"');
    expect(visibleText(`<div id="root">${html}</div>`)).toContain('In a crisis, call your local emergency number');
    // Nothing of any person: no e-mail, no avatar initial, no Billing, no data.
    expect(html).not.toContain('Account menu');
    expect(html).not.toContain('Billing');
    expect(html).not.toContain('<h1');
  });
});
