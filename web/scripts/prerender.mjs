/**
 * Writes the pre-rendered public pages into dist/ after `vite build` (docs/product.md §5; the server answers a
 * GET of <path> with dist/<path>/index.html when it exists):
 *   dist/app.html              the single-page app shell (built from index.html), for every route that
 *                              is not pre-rendered
 *   dist/index.<variant>.html  the landing page, once per variant of the offer (decision 032)
 *   dist/<path>/index.<variant>.html  each other public page, likewise
 *   dist/<path>/index.html     the app shell of each signed-in screen with that screen's chunks
 *                              preloaded
 * Public pages are filled into the built public-page.html, whose script only hydrates the page
 * (src/boot/entry-public.tsx); each also preloads its page's own chunks, found in the chunk map the
 * build writes (vite.config.ts). It builds src/boot/entry-prerender.tsx for Node with Vite, renders each
 * page, and removes that build, the template and the chunk map: nothing of them is served.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const distDir = path.join(webRoot, 'dist');
// Inside the package, so the bundle's imports of react, react-dom... resolve from node_modules.
const ssrDir = path.join(webRoot, 'node_modules', '.cache', 'ladder-prerender');

const EMPTY_ROOT = '<div id="root"></div>';
const APP_SHELL = path.join(distDir, 'index.html');
const PUBLIC_TEMPLATE = path.join(distDir, 'public-page.html');
const CHUNK_MAP = path.join(distDir, '.vite', 'chunks.json');

async function readBuilt(file) {
  if (!existsSync(file)) throw new Error(`${path.relative(webRoot, file)} is missing: run \`vite build\` first`);
  const html = await readFile(file, 'utf8');
  if (!html.includes(EMPTY_ROOT)) throw new Error(`${path.relative(webRoot, file)} has no empty #root`);
  return stylesFirst(html);
}

/**
 * Vite writes the stylesheet after the scripts and their preloads. The page cannot be drawn before
 * its stylesheet has arrived, and the scripts are not needed for that (the pre-rendered HTML, or
 * the app's frame, is there already): asked for first, it is not queued behind them.
 */
function stylesFirst(html) {
  const sheets = html.match(/^[ \t]*<link rel="stylesheet"[^>]*>\n/gm) ?? [];
  const firstScript = html.search(/^[ \t]*<(script|link rel="modulepreload")/m);
  if (sheets.length === 0 || firstScript < 0) return html;
  let rest = html;
  for (const sheet of sheets) rest = rest.replace(sheet, '');
  return rest.slice(0, firstScript) + sheets.join('') + rest.slice(firstScript);
}

function outputFile(pagePath) {
  return pagePath === '/' ? APP_SHELL : path.join(distDir, pagePath.slice(1), 'index.html');
}

/** The URLs of the chunk holding a module and of the chunks it imports (chunks.json, see vite.config.ts). */
function chunkUrls(chunks, moduleId) {
  const holder = Object.keys(chunks).find((file) => chunks[file].modules.includes(moduleId));
  if (!holder) throw new Error(`No chunk of the build holds ${moduleId}`);
  const urls = [];
  const visit = (file) => {
    const url = `/${file}`;
    if (urls.includes(url)) return;
    urls.push(url);
    for (const imported of chunks[file]?.imports ?? []) visit(imported);
  };
  visit(holder);
  return urls;
}

async function buildRenderer() {
  const output = await build({
    root: webRoot,
    logLevel: 'warn',
    build: { ssr: 'src/boot/entry-prerender.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false, manifest: false },
  });
  const outputs = Array.isArray(output) ? output : [output];
  const entry = outputs.flatMap((result) => result.output).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  if (!entry) throw new Error('The pre-render build produced no entry chunk');
  return import(pathToFileURL(path.join(ssrDir, entry.fileName)).href);
}

/**
 * The signed-in screens that get a document of their own: the app shell with the chunks the screen
 * needs first preloaded (the ones routes/AppRoutes.tsx `preloadScreen` would otherwise only ask for once the
 * app's own chunks have arrived and run), so they download alongside the app's instead of after
 * them, the script that asks for the screen's first data at once (src/boot/early-requests.ts), and for
 * the screens in the app's frame, the frame itself, drawn before any script has run.
 * A visitor without a session sees the frame for a moment, is sent on to /login, and has downloaded
 * the screen's chunks for nothing.
 */
const SESSION = ['src/api/QueryLayer.tsx', 'src/auth/SessionCheck.tsx'];
// The screens in the app's frame: their document shows it at once (entry-prerender.tsx `renderAppShell`).
const APP_FRAME = 'src/components/layout/AppLayout.tsx';
const APP_BAR = [...SESSION, APP_FRAME];
const SIGNED_IN_SCREENS = {
  // The first-step card and what it reads: the panels wait for them (pages/dashboard/FirstStepSlot.tsx), so
  // asked for only once the page has run, they were one more round trip before anything of the dashboard showed.
  '/dashboard': [...APP_BAR, 'src/pages/dashboard/DashboardPage.tsx', 'src/pages/dashboard/FirstStepCard.tsx', 'src/pages/dashboard/first-step-data.ts'],
  '/erp': [...APP_BAR, 'src/pages/erp/ErpPage.tsx'],
  '/journal': [...APP_BAR, 'src/pages/journal/JournalPage.tsx'],
  '/urges': [...APP_BAR, 'src/pages/urges/UrgesPage.tsx'],
  '/settings': [...APP_BAR, 'src/pages/settings/SettingsPage.tsx'],
  '/settings/report': [...SESSION, 'src/pages/report/ReportPage.tsx'],
  '/intake': [...SESSION, 'src/pages/intake/IntakePage.tsx'],
};

/** The app shell with `<link rel="modulepreload">` for `urls` it does not load already. */
function withPreloads(shell, urls) {
  const links = [...new Set(urls)]
    .filter((url) => !shell.includes(`"${url}"`))
    .map((url) => `<link rel="modulepreload" crossorigin href="${url}">`);
  if (!shell.includes('</head>')) throw new Error('The app shell has no </head>');
  return shell.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
}

/**
 * A document whose frame is drawn in its HTML needs only the stylesheet (and the font) for its first paint:
 * its preloaded chunks are asked for at low priority, so on a slow connection they do not share the
 * bandwidth with the stylesheet and hold the first paint back. They still start at once, and the app's
 * entry script keeps its own priority. (Lighthouse, slow 4G: first contentful paint on /dashboard
 * 1.6-1.9 s → 1.1-1.3 s; docs/performance.md.)
 */
function withScriptsAfterStyles(html) {
  const lowered = html.replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin');
  if (lowered === html) throw new Error('A signed-in screen\'s document has no preloaded chunks to lower');
  return lowered;
}

/**
 * The early requests' script (src/boot/early-requests.ts) first in the head: a file alone, it asks for the
 * screen's first data as soon as it arrives, while the app's JavaScript is still on its way.
 */
function withEarlyRequests(shell, chunks) {
  const [url, ...imports] = chunkUrls(chunks, 'src/boot/entry-early.ts');
  if (imports.length > 0) throw new Error(`The early requests' script imports ${imports.join(', ')}: it must be a file alone`);
  return shell.replace(/<title>/, () => `<script type="module" crossorigin async src="${url}"></script>\n    <title>`);
}

/**
 * The script that applies the colour scheme chosen in Settings (contracts/src/theme-script.ts, decision 036) first
 * in the head, inline: it runs before anything is drawn, so no page flashes in the other scheme, and it costs no
 * request before the first paint (as a file it was one more blocking request). The server's CSP allows exactly
 * this text by its hash (server/src/http/security-headers.ts).
 */
function withTheme(html, themeScript) {
  if (/<\/script/i.test(themeScript)) throw new Error('The theme script must not contain </script');
  if (!/<meta charset="UTF-8" \/>\n/.test(html)) throw new Error('The document has no <meta charset> to put the theme script after');
  return html.replace(/<meta charset="UTF-8" \/>\n/, (charset) => `${charset}    <script>${themeScript}</script>\n`);
}

/**
 * The font's one file (Source Sans 3, Latin; src/index.css) preloaded on every document: the pre-rendered public
 * pages and the signed-in screens' frames have their text in the HTML, and the sign-in and registration forms draw
 * theirs at once. Asked for at once, the font arrives with the stylesheet instead of after it, so the text is seldom
 * drawn twice (font-display: swap): a swap moved the sign-in page's links (Lighthouse layout shift 0.04).
 */
async function withFontPreload(html) {
  const font = (await readdir(path.join(distDir, 'assets'))).find((file) => /^source-sans-3-latin-wght-normal-.*\.woff2$/.test(file));
  if (!font) throw new Error('The build has no Source Sans 3 font file');
  return html.replace('</head>', () => `  <link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${font}">\n  </head>`);
}

const chunks = JSON.parse(await readFile(CHUNK_MAP, 'utf8'));
try {
  const { PUBLIC_PAGE_LIST, PUBLIC_ROUTES, SITE_VARIANTS, THEME_SCRIPT, renderDocument, renderAppShell, variantFileName } = await buildRenderer();
  // Every document draws text at once (the sign-in form, the frame, the pages): the font comes with the stylesheet.
  const appShell = await withFontPreload(withTheme(await readBuilt(APP_SHELL), THEME_SCRIPT));
  const template = await withFontPreload(withTheme(await readBuilt(PUBLIC_TEMPLATE), THEME_SCRIPT));
  await writeFile(path.join(distDir, 'app.html'), appShell);
  await rm(APP_SHELL);
  for (const [screenPath, modules] of Object.entries(SIGNED_IN_SCREENS)) {
    const file = outputFile(screenPath);
    await mkdir(path.dirname(file), { recursive: true });
    let html = withEarlyRequests(withPreloads(appShell, modules.flatMap((moduleId) => chunkUrls(chunks, moduleId))), chunks);
    if (modules.includes(APP_FRAME)) {
      html = html.replace(EMPTY_ROOT, () => `<div id="root" data-app-shell="${screenPath}">${renderAppShell(screenPath)}</div>`);
      html = withScriptsAfterStyles(html);
    }
    await writeFile(file, html);
    console.log(`app shell for ${screenPath} -> ${path.relative(webRoot, file)}`);
  }
  // One document per variant of the offer (decision 032): the server sends the one its configuration
  // calls for, with the configured values in place of the tokens.
  for (const page of PUBLIC_PAGE_LIST) {
    for (const variant of SITE_VARIANTS) {
      const file = path.join(path.dirname(outputFile(page.path)), variantFileName(variant));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, await renderDocument(template, page, chunkUrls(chunks, PUBLIC_ROUTES[page.path].module), variant));
      console.log(`pre-rendered ${page.path} (${variant}) -> ${path.relative(webRoot, file)}`);
    }
  }
  await rm(PUBLIC_TEMPLATE);
  await rm(path.dirname(CHUNK_MAP), { recursive: true, force: true });
} finally {
  await rm(ssrDir, { recursive: true, force: true });
}
