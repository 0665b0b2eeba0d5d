import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_PAGES, type PublicPage } from '../../components/public/public-pages';
import { PUBLIC_PAGE_LIST, renderDocument } from '../../entry-prerender';
import { stubFetch } from '../../test/fake-fetch';
import { TEST_USER, storeTestSession } from '../../test/render';
// The template the build fills in (Vite only adds its script and style tags).
import TEMPLATE from '../../../index.html?raw';

/** Puts a pre-rendered document's body in place, as the browser would receive it, at `address`. */
function serve(page: PublicPage, address = page.path): void {
  const served = new DOMParser().parseFromString(renderDocument(TEMPLATE, page), 'text/html');
  document.body.innerHTML = served.body.innerHTML;
  window.history.replaceState(null, '', address);
}

/** Runs the real client entry (main.tsx) against the page in the document, with a fresh React. */
async function startApp() {
  vi.resetModules();
  // The fresh React's act() is used directly here, not through Testing Library, which would set this.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const { act } = await import('react');
  await act(async () => {
    await import('../../main');
  });
  return act;
}

let consoleErrors: unknown[][];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('hydrating the pre-rendered pages (main.tsx)', () => {
  it.each(PUBLIC_PAGE_LIST)('$path: React takes over the HTML as it is, without a mismatch', async (page) => {
    stubFetch({ 'GET /public/config': { body: { support_email: 'help@ladder.example' } } });
    serve(page);
    const heading = document.querySelector('h1');

    await startApp();

    expect(consoleErrors).toEqual([]);
    // The same element: hydrated, not thrown away and rendered again.
    expect(document.querySelector('h1')).toBe(heading);
    await vi.waitFor(() => expect(document.querySelector('a[href="mailto:help@ladder.example"]')).not.toBeNull());
  });

  it('makes the FAQ work: closed answers get hidden, a question opens its answer', async () => {
    stubFetch({});
    serve(PUBLIC_PAGES.faq);
    expect(document.querySelectorAll('[id$="-answer"][hidden]')).toHaveLength(0);

    const act = await startApp();

    expect(consoleErrors).toEqual([]);
    expect(document.querySelectorAll('[id$="-answer"][hidden]')).toHaveLength(12);
    const question = document.querySelector<HTMLButtonElement>('button[aria-controls="cost-answer"]')!;
    await act(async () => question.click());
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('cost-answer')).toBeVisible();
  });

  it('hydrates for a signed-in visitor too: the HTML is the signed-out page, and that is what they get first', async () => {
    stubFetch({
      'GET /users/me': { body: TEST_USER },
      'PATCH /users/me': { body: TEST_USER },
      'GET /public/config': { body: { support_email: 'help@ladder.example' } },
    });
    serve(PUBLIC_PAGES.landing);
    storeTestSession();
    const heading = document.querySelector('h1');

    await startApp();

    expect(consoleErrors).toEqual([]);
    expect(document.querySelector('h1')).toBe(heading);
  });

  it('renders from scratch when the HTML was made for another address', async () => {
    stubFetch({});
    serve(PUBLIC_PAGES.landing, '/no-such-page');

    await startApp();

    expect(consoleErrors).toEqual([]);
    expect(document.querySelector('h1')).toHaveTextContent('Page not found');
    expect(document.querySelectorAll('#root > *')).not.toHaveLength(0);
  });
});
