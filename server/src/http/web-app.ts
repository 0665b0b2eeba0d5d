import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built single-page app from web/dist on the same origin as the API. Hashed assets are
 * cached for a year; index.html is revalidated every time so a new release is picked up.
 * Returns false when there is no build (the API still works; `npm start` always builds first).
 *
 * The build writes a Brotli and a gzip copy next to each text file (web/scripts/compress.mjs); a
 * browser that accepts one gets it as it is, with its Content-Encoding, and the server's own
 * compression (app.ts) leaves an answer that already has one alone. A file without a copy, or a
 * browser that accepts neither, gets the file compressed on the fly or plain, as before. Either way
 * the answer depends on Accept-Encoding, and says so (Vary) for caches in between.
 */
export async function registerWebApp(app: FastifyInstance, root: string): Promise<boolean> {
  if (!fs.existsSync(path.join(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The copies are sent in place of their file, not at addresses of their own.
    globIgnore: ['**/*.br', '**/*.gz'],
    // Our own cache policy below, not the plugin's default max-age=0.
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('vary', 'accept-encoding');
    },
  });
  return true;
}

/**
 * The HTML for an app route: a page pre-rendered at build time (public pages: real content without
 * JavaScript) when there is one, else the single-page shell.
 */
export function htmlFileFor(root: string, url: string): string {
  const pathname = (url.split('?')[0] ?? '/').replace(/\/+$/, '');
  if (pathname === '') return 'index.html';
  if (/^[a-z0-9/-]+$/.test(pathname)) {
    const prerendered = path.join(pathname.slice(1), 'index.html');
    if (fs.existsSync(path.join(root, prerendered))) return prerendered;
  }
  return fs.existsSync(path.join(root, 'app.html')) ? 'app.html' : 'index.html';
}

export function isAppRoute(method: string, url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  // The Prometheus endpoint is no screen: with METRICS=off it answers 404, not the app's page.
  if (pathname === '/metrics') return false;
  // A path with a file extension is a missing asset, not a screen of the app.
  return !/\.[a-z0-9]+$/i.test(pathname);
}
