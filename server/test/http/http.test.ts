import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let webRoot: string;
const PRE_COMPRESSED_SOURCE = `export const steps = ${JSON.stringify('one small step '.repeat(500))};`;
beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ladder-web-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  // As web/scripts/prerender.mjs leaves them: public pages once per variant of the offer (decision 032).
  fs.writeFileSync(path.join(webRoot, 'index.self-hosted.html'), '<!doctype html><title>Ladder</title><div id="root"></div>');
  fs.writeFileSync(path.join(webRoot, 'assets', 'app-123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webRoot, 'assets', 'big-456.js'), `export const text = ${JSON.stringify('calm '.repeat(2000))};`);
  fs.writeFileSync(path.join(webRoot, 'app.html'), '<!doctype html><title>Ladder app</title><div id="root"></div>');
  // As web/scripts/compress.mjs leaves them: a Brotli and a gzip copy next to the file.
  fs.writeFileSync(path.join(webRoot, 'assets', 'pre-789.js'), PRE_COMPRESSED_SOURCE);
  fs.writeFileSync(path.join(webRoot, 'assets', 'pre-789.js.br'), zlib.brotliCompressSync(PRE_COMPRESSED_SOURCE));
  fs.writeFileSync(path.join(webRoot, 'assets', 'pre-789.js.gz'), zlib.gzipSync(PRE_COMPRESSED_SOURCE, { level: 9 }));
  fs.writeFileSync(path.join(webRoot, 'app.html.br'), zlib.brotliCompressSync('<!doctype html><title>Ladder app</title><div id="root"></div>'));
  fs.mkdirSync(path.join(webRoot, 'faq'));
  fs.writeFileSync(path.join(webRoot, 'faq', 'index.self-hosted.html'), '<!doctype html><title>FAQ</title><div id="root"><h1>FAQ</h1></div>');
  t = await createTestApp({ config: { serveWeb: true }, env: { TRUST_PROXY: '1' }, webRoot });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('error answers are always {detail} JSON', () => {
  it('malformed JSON is 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ detail: 'The request body is not valid JSON.', code: 'malformed_request' });
  });

  it('an oversized body is 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(300 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'The request body is too large.', code: 'payload_too_large' });
  });

  it('an unknown API path is 404, also for GET (never the web app)', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/v1/no-such-thing?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: `Nothing was found at ${method} /api/v1/no-such-thing.`, code: 'not_found' });
    }
  });

  it('an unsupported content type is 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(typeof response.json().detail).toBe('string');
  });

  it('validation errors are 422 with a string detail and located errors', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { email: 5, password: [] } });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.detail).toBe('Email must be text. (1 more problem in the request.)');
    expect(body.errors).toEqual([
      { loc: ['body', 'email'], msg: 'Email must be text.' },
      { loc: ['body', 'password'], msg: 'Password must be text.' },
    ]);
  });
});

describe('security headers', () => {
  // Every API answer, refusal and page is swept in test/security/headers-sweep.test.ts; HSTS needs the
  // trusted proxy this app is built with.
  it('HSTS is sent only when the request arrived over TLS (through a trusted proxy)', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('the web app', () => {
  it('serves pre-rendered public pages as themselves, and the app shell for other routes', async () => {
    const faq = await t.app.inject({ method: 'GET', url: '/faq' });
    expect(faq.body).toContain('<h1>FAQ</h1>');
    const landing = await t.app.inject({ method: 'GET', url: '/' });
    expect(landing.body).toContain('<title>Ladder</title>');
    const app = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(app.body).toContain('<title>Ladder app</title>');
    const sneaky = await t.app.inject({ method: 'GET', url: '/..%2f..%2fetc/passwd' });
    expect(sneaky.body).not.toContain('root:');
  });

  it('serves index.html for app routes so deep links work', async () => {
    for (const url of ['/login', '/verify-email?token=abc', '/dashboard']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('compresses assets for browsers that accept it', async () => {
    const compressed = await t.app.inject({ method: 'GET', url: '/assets/big-456.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(2000);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/big-456.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('calm calm');
  });

  it('sends the Brotli copy the build wrote, as it is, to browsers that accept Brotli', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/pre-789.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The copy itself: decompressed once, it is the file (not compressed a second time on the way).
    expect(response.rawPayload).toEqual(fs.readFileSync(path.join(webRoot, 'assets', 'pre-789.js.br')));
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(PRE_COMPRESSED_SOURCE);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });

  it('sends the gzip copy to browsers that accept gzip only, and the file itself to those that accept neither', async () => {
    const gzipped = await t.app.inject({ method: 'GET', url: '/assets/pre-789.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['vary']).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(PRE_COMPRESSED_SOURCE);

    for (const headers of [{ 'accept-encoding': 'identity' }, {}]) {
      const plain = await t.app.inject({ method: 'GET', url: '/assets/pre-789.js', headers });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['vary']).toMatch(/accept-encoding/i);
      expect(plain.headers['content-type']).toMatch(/javascript/);
      expect(plain.body).toBe(PRE_COMPRESSED_SOURCE);
    }
  });

  it('sends the pre-compressed app shell for app routes, and has no addresses for the copies themselves', async () => {
    const shell = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { 'accept-encoding': 'br' } });
    expect(shell.headers['content-encoding']).toBe('br');
    expect(shell.headers['content-type']).toMatch(/^text\/html/);
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(shell.rawPayload).toString()).toContain('<title>Ladder app</title>');

    // Nor for the documents: they are sent with the offer filled in, never as the raw templates.
    for (const url of ['/assets/pre-789.js.br', '/assets/pre-789.js.gz', '/app.html.br', '/app.html', '/faq/index.self-hosted.html']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('serves hashed assets with a long cache and 404s missing ones', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/gone.js' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /api/v1/health', () => {
  it('is 200 while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('is 503 with a detail when the database is gone', async () => {
    const local = await createTestApp();
    try {
      await local.database.handle.close();
      const response = await local.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ detail: 'The database is not answering.', code: 'unavailable' });
    } finally {
      await local.close();
    }
  });
});

describe('GET /api/v1/openapi.json', () => {
  it('documents the auth and user endpoints from the shared contracts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of ['/api/v1/auth/register', '/api/v1/auth/login', '/api/v1/users/me', '/api/v1/health']) {
      expect(Object.keys(doc.paths)).toContain(route);
    }
    expect(doc.paths['/api/v1/auth/login'].post.requestBody.content).toHaveProperty('application/x-www-form-urlencoded');
  });
});
