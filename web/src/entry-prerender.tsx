/**
 * Build-time rendering of the public pages (spec §2) into static HTML, run by scripts/prerender.mjs
 * in Node. The tree is the browser's (main.tsx) with StaticRouter in place of BrowserRouter, so React
 * can hydrate the HTML: the same providers in the same order keep `useId` values identical.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './AppRoutes';
import { createQueryClient } from './api/query-client';
import { AuthProvider } from './auth/AuthProvider';
import {
  PRERENDERED_ATTRIBUTE,
  PUBLIC_PAGE_LIST,
  documentTitle,
  type PublicPage,
} from './components/public/public-pages';

export { PUBLIC_PAGE_LIST };

const signedOutStorage: Storage = {
  length: 0,
  clear: () => undefined,
  getItem: () => null,
  key: () => null,
  removeItem: () => undefined,
  setItem: () => undefined,
};

/**
 * Pages are rendered for a signed-out visitor. AuthProvider reads the session from localStorage,
 * which Node lacks (or, in newer versions, has only with a storage file): an empty one makes it
 * render exactly what a signed-out browser renders.
 */
function provideStorage(): void {
  try {
    if (typeof globalThis.localStorage?.getItem === 'function') return;
  } catch {
    // Reading it can throw where Node's own Web Storage is half set up.
  }
  Object.defineProperty(globalThis, 'localStorage', { value: signedOutStorage, configurable: true, writable: true });
}

/** The HTML inside #root for one path. */
export function renderPage(path: string): string {
  provideStorage();
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <StaticRouter location={path}>
          <AuthProvider>
            <AppRoutes />
          </AuthProvider>
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`The HTML template has no ${what}`);
  return html.replace(pattern, () => replacement);
}

/**
 * The built index.html (the app shell) turned into one page's document: its title and description
 * in the head, its rendered HTML in #root, marked with the path it was rendered for.
 */
export function renderDocument(template: string, page: PublicPage): string {
  const body = renderPage(page.path);
  if (!body.includes('<h1')) throw new Error(`Pre-rendering ${page.path} produced no page heading`);
  let html = replaceOnce(template, /<title>[^<]*<\/title>/, `<title>${escapeHtml(documentTitle(page))}</title>`, '<title>');
  html = replaceOnce(
    html,
    /<meta name="description" content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    'meta description',
  );
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeHtml(page.path)}">${body}</div>`,
    'empty #root',
  );
}
