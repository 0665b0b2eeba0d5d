/**
 * Writes the pre-rendered public pages into dist/ after `vite build` (spec §2; the server answers a
 * GET of <path> with dist/<path>/index.html when it exists):
 *   dist/app.html              the single-page app shell, for every route that is not pre-rendered
 *   dist/index.html            the landing page
 *   dist/<path>/index.html     each other public page
 * It builds src/entry-prerender.tsx for Node with Vite, renders each page, and removes that build.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const distDir = path.join(webRoot, 'dist');
// Inside the package, so the bundle's imports of react, react-router... resolve from node_modules.
const ssrDir = path.join(webRoot, 'node_modules', '.cache', 'ladder-prerender');

const EMPTY_ROOT = '<div id="root"></div>';

async function readShell() {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) throw new Error('dist/index.html is missing: run `vite build` first');
  const html = await readFile(index, 'utf8');
  if (html.includes(EMPTY_ROOT)) return html;
  // Run a second time on the same build: index.html is already the landing page.
  const shell = path.join(distDir, 'app.html');
  if (existsSync(shell)) return readFile(shell, 'utf8');
  throw new Error('dist/index.html has no empty #root and there is no dist/app.html');
}

function outputFile(pagePath) {
  return pagePath === '/' ? path.join(distDir, 'index.html') : path.join(distDir, pagePath.slice(1), 'index.html');
}

async function buildRenderer() {
  const output = await build({
    root: webRoot,
    logLevel: 'warn',
    build: { ssr: 'src/entry-prerender.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
  });
  const outputs = Array.isArray(output) ? output : [output];
  const entry = outputs.flatMap((result) => result.output).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  if (!entry) throw new Error('The pre-render build produced no entry chunk');
  return import(pathToFileURL(path.join(ssrDir, entry.fileName)).href);
}

const shell = await readShell();
try {
  const { PUBLIC_PAGE_LIST, renderDocument } = await buildRenderer();
  await writeFile(path.join(distDir, 'app.html'), shell);
  for (const page of PUBLIC_PAGE_LIST) {
    const file = outputFile(page.path);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, renderDocument(shell, page));
    console.log(`pre-rendered ${page.path} -> ${path.relative(webRoot, file)}`);
  }
} finally {
  await rm(ssrDir, { recursive: true, force: true });
}
