/**
 * Build-time rendering of the public pages (docs/product.md §5) into static HTML, run by scripts/prerender.mjs
 * in Node. The tree is the one entry-public.tsx hydrates (StrictMode around PublicSite), so the
 * HTML and the first render in the browser match, `useId` values included. It holds no session:
 * every visitor gets the signed-out page.
 */
import { StrictMode } from 'react';
import { SITE_OFFER_TOKENS, type SiteVariant } from '@ladder/contracts';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppFrame, AvatarSlot, ScreenPlaceholder, UrgeButtonSlot } from './AppFrame';
import {
  PRERENDERED_ATTRIBUTE,
  PUBLIC_PAGE_LIST,
  documentTitle,
  type PublicPage,
} from '../public-site/public-pages';
import { PUBLIC_ROUTES, type PublicRoute } from '../routes/public-routes';
import { PublicSite } from '../public-site/PublicSite';
import { setSiteOffer } from '../public-site/plan';

export { PUBLIC_PAGE_LIST, PUBLIC_ROUTES, type PublicRoute };
export { SITE_VARIANTS, THEME_SCRIPT, variantFileName } from '@ladder/contracts';

function routeOf(path: string): PublicRoute {
  const route = PUBLIC_ROUTES[path];
  if (!route) throw new Error(`No public page at ${path}`);
  return route;
}

/**
 * The HTML inside #root for one path, for one variant of the offer (decision 032): the configured
 * values are tokens the server fills in when it sends the page.
 */
export async function renderPage(path: string, variant: SiteVariant = 'self-hosted'): Promise<string> {
  const Page = await routeOf(path).load();
  setSiteOffer({ variant, ...SITE_OFFER_TOKENS });
  return renderToString(
    <StrictMode>
      <PublicSite page={Page} />
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
 * The built public-page.html turned into one page's document: its title and description in the
 * head, `<link rel="modulepreload">` for the page's own chunks (`preload`, their URLs), its rendered
 * HTML in #root, marked with the path it was rendered for.
 */
export async function renderDocument(
  template: string,
  page: PublicPage,
  preload: readonly string[] = [],
  variant: SiteVariant = 'self-hosted',
): Promise<string> {
  const body = await renderPage(page.path, variant);
  if (!body.includes('<h1')) throw new Error(`Pre-rendering ${page.path} produced no page heading`);
  let html = replaceOnce(template, /<title>[^<]*<\/title>/, `<title>${escapeHtml(documentTitle(page))}</title>`, '<title>');
  html = replaceOnce(
    html,
    /<meta name="description" content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    'meta description',
  );
  const links = preload
    .filter((url) => !html.includes(`"${url}"`))
    .map((url) => `<link rel="modulepreload" crossorigin href="${escapeHtml(url)}">`);
  if (links.length > 0) html = replaceOnce(html, /<\/head>/, `  ${links.join('\n    ')}\n  </head>`, '</head>');
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeHtml(page.path)}">${body}</div>`,
    'empty #root',
  );
}

/**
 * The app's frame for a signed-in screen's document (scripts/prerender.mjs), as the app's first
 * render draws it for someone signed in whose intake is complete (AppRoutes `AppFrameLayout`): top
 * bar with the logo, the app links and the avatar's place, a spinner, the footer (below the fold).
 * Nothing of the person: the avatar menu, Billing and the screen itself come with the app.
 */
export function renderAppShell(path: string): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <AppFrame
          links
          bar={
            <>
              <UrgeButtonSlot />
              <AvatarSlot />
            </>
          }
        >
          <ScreenPlaceholder label="Loading..." />
        </AppFrame>
      </StaticRouter>
    </StrictMode>,
  );
}
