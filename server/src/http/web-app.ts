import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { variantFileName, type SiteOffer, type SiteVariant } from '@ladder/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fillOffer } from './site-offer';

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
  if (!['app.html', 'index.html'].some((file) => fs.existsSync(path.join(root, file)))) return false;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The copies are sent in place of their file, not at addresses of their own; the documents are
    // sent by `sendDocument`, with the offer filled in, never as the raw templates.
    globIgnore: ['**/*.br', '**/*.gz', '**/*.html'],
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
 * JavaScript, in the variant of this server's offer, decision 032) when there is one, else the
 * single-page shell.
 */
export function htmlFileFor(root: string, url: string, variant: SiteVariant): string {
  const pathname = (url.split('?')[0] ?? '/').replace(/\/+$/, '');
  if (pathname === '' || /^[a-z0-9/-]+$/.test(pathname)) {
    const dir = pathname.slice(1);
    for (const name of [variantFileName(variant), 'index.html']) {
      const prerendered = path.join(dir, name);
      // The root's own index.html is the build's app shell, not a page.
      if (dir === '' && name === 'index.html') continue;
      if (fs.existsSync(path.join(root, prerendered))) return prerendered;
    }
  }
  return fs.existsSync(path.join(root, 'app.html')) ? 'app.html' : 'index.html';
}

interface FilledDocument {
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Sends a built document with the offer filled in. The documents are few and small: each is filled
 * and compressed once per offer (Brotli at the build's quality, as the pre-compressed copies were)
 * and then sent from memory.
 */
export function createDocumentSender(root: string) {
  const cache = new Map<string, FilledDocument>();
  return function sendDocument(request: FastifyRequest, reply: FastifyReply, file: string, offer: SiteOffer) {
    const key = `${file}\n${JSON.stringify(offer)}`;
    let document = cache.get(key);
    if (!document) {
      const plain = Buffer.from(fillOffer(fs.readFileSync(path.join(root, file), 'utf8'), offer));
      document = {
        plain,
        br: zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: zlib.gzipSync(plain, { level: 9 }),
      };
      cache.set(key, document);
    }
    const accepted = String(request.headers['accept-encoding'] ?? '');
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(document.br);
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(document.gzip);
    return reply.send(document.plain);
  };
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
