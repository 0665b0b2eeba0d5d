/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy next to each text file of the build (the
 * hashed assets, the HTML documents, the icon), after `vite build` and the pre-rendering: the
 * server sends them as they are to browsers that accept them (server/src/http/web-app.ts,
 * `preCompressed`), so no request pays for compressing, and the highest levels, too slow to run per
 * request (the server's own compression uses Brotli quality 4), cost nothing. A copy that would not
 * be smaller is not written; the file is then sent as it is, or compressed on the fly.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const distDir = fileURLToPath(new URL('../dist', import.meta.url));
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

const files = await filesUnder(distDir);
// A rebuild without emptying dist must not leave copies of files that changed.
await Promise.all(files.filter((file) => /\.(br|gz)$/.test(file)).map((file) => rm(file)));

let original = 0;
let asBrotli = 0;
let asGzip = 0;
let count = 0;
await Promise.all(
  files
    .filter((file) => COMPRESSIBLE.test(file))
    .map(async (file) => {
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip(body, { level: 9 }),
      ]);
      original += body.length;
      asBrotli += Math.min(br.length, body.length);
      asGzip += Math.min(gz.length, body.length);
      count += 1;
      await Promise.all([
        br.length < body.length ? writeFile(`${file}.br`, br) : null,
        gz.length < body.length ? writeFile(`${file}.gz`, gz) : null,
      ]);
    }),
);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log(`pre-compressed ${count} files: ${kb(original)} -> Brotli ${kb(asBrotli)}, gzip ${kb(asGzip)}`);
