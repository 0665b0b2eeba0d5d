import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_PAGES } from '../public-site/public-pages';
import { stubFetch } from '../test/fake-fetch';
import { collectConsoleErrors, serve, startPublicScript, stopPublicScript } from '../test/prerendered';
import { TEST_USER, storeTestSession } from '../test/render';

let consoleErrors: unknown[][];

/**
 * What was logged, less React's note that a lazy chunk arrived outside act(): the chunks here are
 * real dynamic imports, which act() cannot wait for (the note depends on timing, not on the app).
 */
function errorsLogged(): unknown[][] {
  return consoleErrors.filter(
    (args) => !(typeof args[0] === 'string' && args[0].startsWith('A suspended resource finished loading inside a test')),
  );
}

function setActEnvironment(on: boolean): void {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = on;
}

/**
 * After hydration, the session loads its own chunks and asks the server: that runs as in a browser
 * (outside act(), which cannot wait for real downloads), and the test waits for what it shows.
 */
async function start(): Promise<void> {
  await startPublicScript();
  setActEnvironment(false);
}

beforeEach(() => {
  consoleErrors = collectConsoleErrors();
});

afterEach(async () => {
  setActEnvironment(true);
  await stopPublicScript();
  document.body.innerHTML = '';
});

const API = {
  'GET /users/me': { body: TEST_USER },
  'PATCH /users/me': { body: TEST_USER },
  'GET /public/config': { body: { support_email: 'help@ladder.example' } },
};

describe('a signed-in visitor on a pre-rendered public page (public-session.tsx)', () => {
  it('gets the signed-out HTML hydrated as it is, then their session goes on as in the app', async () => {
    const api = stubFetch(API);
    await serve(PUBLIC_PAGES.landing);
    storeTestSession('token-1');
    const heading = document.querySelector('h1');

    await start();

    expect(document.querySelector('h1')).toBe(heading);
    // The user record is checked with their token, and the time zone sent.
    await vi.waitFor(() => {
      expect(api.calls('GET /users/me')).toHaveLength(1);
      expect(api.calls('PATCH /users/me')).toHaveLength(1);
    });
    expect(api.calls('GET /users/me')[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    expect(errorsLogged()).toEqual([]);
  });

  it('is warned when the session is about to end, as in the app', async () => {
    stubFetch(API);
    await serve(PUBLIC_PAGES.faq);
    storeTestSession('token-1', 4 * 60 * 1000);

    await start();

    await vi.waitFor(() =>
      expect(document.querySelector('[role="alertdialog"]')).toHaveTextContent('Your session is about to expire'),
    );
    expect(errorsLogged()).toEqual([]);
  });
});
