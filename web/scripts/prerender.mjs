/**
 * Writes the pre-rendered public pages into dist/ after `vite build` (spec §2; the server answers a
 * GET of <path> with dist/<path>/index.html when it exists):
 *   dist/app.html              the single-page app shell (built from index.html), for every route that
 *                              is not pre-rendered
 *   dist/index.html            the landing page
 *   dist/<path>/index.html     each other public page
 * Public pages are filled into the built public-page.html, whose script only hydrates the page
 * (src/entry-public.tsx); each also preloads its page's own chunks, found in the chunk map the
 * build writes (vite.config.ts). It builds src/entry-prerender.tsx for Node with Vite, renders each
 * page, and removes that build, the template and the chunk map: nothing of them is served.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
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
  return html;
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
    build: { ssr: 'src/entry-prerender.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false, manifest: false },
  });
  const outputs = Array.isArray(output) ? output : [output];
  const entry = outputs.flatMap((result) => result.output).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  if (!entry) throw new Error('The pre-render build produced no entry chunk');
  return import(pathToFileURL(path.join(ssrDir, entry.fileName)).href);
}

await readBuilt(APP_SHELL);
const template = await readBuilt(PUBLIC_TEMPLATE);
const chunks = JSON.parse(await readFile(CHUNK_MAP, 'utf8'));
try {
  const { PUBLIC_PAGE_LIST, PUBLIC_ROUTES, renderDocument } = await buildRenderer();
  await rename(APP_SHELL, path.join(distDir, 'app.html'));
  for (const page of PUBLIC_PAGE_LIST) {
    const file = outputFile(page.path);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await renderDocument(template, page, chunkUrls(chunks, PUBLIC_ROUTES[page.path].module)));
    console.log(`pre-rendered ${page.path} -> ${path.relative(webRoot, file)}`);
  }
  await rm(PUBLIC_TEMPLATE);
  await rm(path.dirname(CHUNK_MAP), { recursive: true, force: true });
} finally {
  await rm(ssrDir, { recursive: true, force: true });
}
