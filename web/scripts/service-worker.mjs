/**
 * Fills dist/sw.js's precache list after `vite build` and the pre-rendering (decision 035): every
 * hashed file under dist/assets/, the app's own files beside them (icons, manifest, favicon), and the
 * address of every document the server sends (the public pages, each signed-in screen's shell, and
 * /login for the app's shell at any other address). The documents are kept by address, not by file:
 * the server fills each with its offer (decision 032) and the worker keeps what the server sent.
 *
 * The version is a hash of the list and of every listed file's content, so a release that changes
 * any of them is a new worker, a new cache, and the old cache is removed when it takes over.
 * Runs before compress.mjs, which then writes the compressed copies of the finished sw.js.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const distDir = fileURLToPath(new URL('../dist', import.meta.url));
const WORKER = path.join(distDir, 'sw.js');
const VARIANT_DOCUMENT = /^index\.[a-z-]+\.html$/;
/** The app's shell (app.html) as the server sends it for an address with no document of its own. */
const APP_SHELL_URL = '/login';

const entries = await readdir(distDir, { withFileTypes: true, recursive: true });
const files = entries
  .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
  .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));

/** The address a built document is sent for, or null for a file that is no document. */
function documentUrl(file) {
  const dir = path.posix.dirname(file);
  const name = path.posix.basename(file);
  if (name !== 'index.html' && !VARIANT_DOCUMENT.test(name)) return null;
  return dir === '.' ? '/' : `/${dir}`;
}

const assets = files.filter((file) => file.startsWith('assets/')).map((file) => `/${file}`);
const ownFiles = files
  .filter((file) => !file.includes('/') && !file.endsWith('.html') && file !== 'sw.js')
  .concat(files.filter((file) => file.startsWith('icons/')))
  .map((file) => `/${file}`);
const documents = [...new Set(files.map(documentUrl).filter((url) => url !== null)), APP_SHELL_URL];
const precache = [...new Set([...documents.sort(), ...ownFiles.sort(), ...assets.sort()])];

const hash = createHash('sha256').update(JSON.stringify(precache));
for (const file of files.filter((name) => name !== 'sw.js').sort()) hash.update(file).update(await readFile(path.join(distDir, file)));
const version = hash.digest('hex').slice(0, 16);

const worker = await readFile(WORKER, 'utf8');
const VERSION_LINE = "const VERSION = 'development';";
const PRECACHE_LINE = 'const PRECACHE = [];';
if (!worker.includes(VERSION_LINE) || !worker.includes(PRECACHE_LINE)) {
  throw new Error('dist/sw.js has no VERSION or PRECACHE line to fill in (web/public/sw.js)');
}
await writeFile(
  WORKER,
  worker
    .replace(VERSION_LINE, () => `const VERSION = '${version}';`)
    .replace(PRECACHE_LINE, () => `const PRECACHE = ${JSON.stringify(precache)};`),
);
console.log(`service worker ${version}: ${documents.length} documents, ${ownFiles.length} files, ${assets.length} assets precached`);
