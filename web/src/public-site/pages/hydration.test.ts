import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_PAGES } from '../public-pages';
import { PUBLIC_PAGE_LIST } from '../../boot/entry-prerender';
import { stubFetch } from '../../test/fake-fetch';
import { collectConsoleErrors, serve, settle, startPublicScript as startApp, stopPublicScript } from '../../test/prerendered';

// A signed-in visitor's page: auth/public-session.test.ts.

let consoleErrors: unknown[][];

beforeEach(() => {
  consoleErrors = collectConsoleErrors();
});

afterEach(async () => {
  await stopPublicScript();
  document.body.innerHTML = '';
});

describe('hydrating the pre-rendered pages (entry-public.tsx)', () => {
  it.each(PUBLIC_PAGE_LIST)('$path: React takes over the HTML as it is, without a mismatch', async (page) => {
    stubFetch({ 'GET /public/config': { body: { support_email: 'help@ladder.example' } } });
    await serve(page);
    const heading = document.querySelector('h1');

    await startApp();

    expect(consoleErrors).toEqual([]);
    // The same element: hydrated, not thrown away and rendered again.
    expect(document.querySelector('h1')).toBe(heading);
    await vi.waitFor(() => expect(document.querySelector('a[href="mailto:help@ladder.example"]')).not.toBeNull());
  });

  it('makes the FAQ work: closed answers get hidden, a question opens its answer', async () => {
    stubFetch({});
    await serve(PUBLIC_PAGES.faq);
    expect(document.querySelectorAll('[id$="-answer"][hidden]')).toHaveLength(0);

    const act = await startApp();

    expect(consoleErrors).toEqual([]);
    expect(document.querySelectorAll('[id$="-answer"][hidden]')).toHaveLength(12);
    const question = document.querySelector<HTMLButtonElement>('button[aria-controls="cost-answer"]')!;
    await act(async () => question.click());
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('cost-answer')).toBeVisible();
  });

  it('renders from scratch when the HTML was made for another address', async () => {
    stubFetch({});
    await serve(PUBLIC_PAGES.landing, '/no-such-page');

    const act = await startApp();

    await settle(act, () => document.querySelector('h1')?.textContent === 'Page not found');
    expect(consoleErrors).toEqual([]);
    expect(document.querySelectorAll('#root > *')).not.toHaveLength(0);
  });
});
