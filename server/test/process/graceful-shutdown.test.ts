import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { FakeLlmServer, safeExposures } from '../helpers/fake-llm-server';
import { expectCall, killStartedServers, login, processEmail, register, startServer, verifyByMail } from '../helpers/server-process';
import { SmtpTestServer } from '../helpers/smtp-test-server';

/**
 * SIGTERM while a slow request is in flight: exposure generation waiting on an LLM provider that
 * takes LLM_DELAY_MS to answer. The request must complete with its normal answer (the provider's
 * exposures, not the offline fallback), the listening socket must be closed at once (a new
 * connection is refused, so a load balancer or the client goes elsewhere), and the process must
 * exit 0 after closing the database: on PGlite the folder opens again with the data and the lock
 * file is gone.
 */
const LLM_DELAY_MS = 2000;

/**
 * The fake provider behind a delay: the request reaches the fake LLM server (which records it and
 * answers with its exposures) only after LLM_DELAY_MS.
 */
async function delayedProvider(target: FakeLlmServer) {
  let received = 0;
  const waiting: Array<() => void> = [];
  const server = http.createServer((req, res) => {
    received += 1;
    waiting.splice(0).forEach((wake) => wake());
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      setTimeout(() => {
        fetch(`${target.anthropicBaseUrl}${req.url}`, {
          method: req.method,
          headers: { 'content-type': 'application/json', authorization: req.headers.authorization ?? '' },
          body: Buffer.concat(chunks),
        })
          .then(async (answer) => {
            res.writeHead(answer.status, { 'content-type': 'application/json' });
            res.end(await answer.text());
          })
          .catch(() => res.destroy());
      }, LLM_DELAY_MS);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    /** Resolves once a generation request has reached the provider. */
    requested: () => new Promise<void>((resolve) => (received > 0 ? resolve() : waiting.push(resolve))),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** One request on a new TCP connection; resolves with the status, or with the connection error code. */
function probeNewConnection(port: number): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const request = http.request({ host: '127.0.0.1', port, path: '/api/v1/health/live', agent: false, timeout: 2000 }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('timeout', () => request.destroy(Object.assign(new Error('timed out'), { code: 'TIMEOUT' })));
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.end();
  });
}

let smtp: SmtpTestServer;
let llm: FakeLlmServer;
let provider: Awaited<ReturnType<typeof delayedProvider>>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ladder-sigterm-'));
beforeAll(async () => {
  [smtp, llm] = await Promise.all([new SmtpTestServer().start(), new FakeLlmServer().start()]);
  provider = await delayedProvider(llm);
});
afterAll(async () => {
  await killStartedServers();
  await Promise.all([smtp.stop(), provider.stop(), llm.stop()]);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('SIGTERM during a slow request', () => {
  it('finishes the request, refuses new connections, closes the database and exits 0', async () => {
    const env = {
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      GENERATOR: 'openai',
      OPENAI_BASE_URL: provider.baseUrl,
      OPENAI_API_KEY: 'test-key',
      GENERATOR_TIMEOUT_MS: String(LLM_DELAY_MS * 5),
    };
    const server = await startServer(env);
    onTestFailed(() => console.log(server.output().slice(-4000)));
    const email = processEmail('sigterm');
    await register(server.api, email);
    await verifyByMail(server.api, smtp, email);
    const token = await login(server.api, email);
    const headers = { authorization: `Bearer ${token}` };
    await expectCall(server.api, 'POST', '/obsessions', 200, {
      token,
      body: { obsessions: [{ description: 'Germs on door handles will make me seriously ill' }], compulsions: [] },
    });
    const kept = await expectCall<{ id: string }>(server.api, 'POST', '/journal/entries', 201, {
      token,
      body: { content: 'Written before the shutdown.', mood: 6 },
    });

    // The slow request, on its own connection.
    const startedAt = Date.now();
    let answeredAt: number | null = null;
    const slow = fetch(`${server.api}/erp-exposures/exposures/generate`, { method: 'POST', headers }).then(async (response) => {
      const body = (await response.json()) as Array<{ title: string }>;
      answeredAt = Date.now();
      return { status: response.status, body };
    });
    await provider.requested();
    server.child.kill('SIGTERM');
    const signalledAt = Date.now();
    await expect.poll(() => server.output(), { timeout: 5000, interval: 10 }).toContain('shutting down: finishing in-flight requests');

    // New connections while the request is still in flight: refused once the listener is closed.
    const probes: string[] = [];
    let refusedAt: number | null = null;
    while (answeredAt === null) {
      const outcome = await probeNewConnection(server.port);
      probes.push('error' in outcome ? outcome.error : String(outcome.status));
      if ('error' in outcome && outcome.error === 'ECONNREFUSED') {
        refusedAt = Date.now();
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const answer = await slow;
    const exitCode = await server.exited;
    const exitedAt = Date.now();
    const answerAt = answeredAt ?? exitedAt;

    console.log(
      `[graceful-shutdown] slow request ${answerAt - startedAt} ms (provider delay ${LLM_DELAY_MS} ms), SIGTERM ${signalledAt - startedAt} ms into it; ` +
        `new connection refused ${refusedAt === null ? 'never' : `${refusedAt - signalledAt} ms`} after SIGTERM (probes: ${probes.join(', ')}); ` +
        `answer ${answer.status} ${answerAt - signalledAt} ms after SIGTERM; exit ${exitCode} ${exitedAt - signalledAt} ms after SIGTERM`,
    );
    // Every probe before the refusal may only have been answered as usual, turned away with 503, or reset by the listener
    // as it closed (a connection caught mid-close is dropped, never served: CI, 2026-11-28, "probes: ECONNRESET,
    // ECONNREFUSED" on a loaded machine).
    expect(probes.slice(0, -1).every((probe) => probe === '200' || probe === '503' || probe === 'ECONNRESET')).toBe(true);
    expect(probes.at(-1)).toBe('ECONNREFUSED');
    expect(refusedAt).not.toBeNull();
    expect(refusedAt!).toBeLessThan(answerAt);
    // The request was not cut short: it got the provider's hierarchy, after the provider's delay.
    expect(answer.status).toBe(200);
    expect(answerAt - startedAt).toBeGreaterThanOrEqual(LLM_DELAY_MS);
    const providerTitles = new Set(safeExposures().map((exposure) => exposure.title));
    expect(answer.body.filter((item) => providerTitles.has(item.title)).length).toBeGreaterThanOrEqual(8);
    expect(llm.requests).toHaveLength(1);

    expect(exitCode).toBe(0);
    expect(server.output()).toContain('stopped cleanly');
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);

    // The embedded database was closed cleanly: it opens again, with the data.
    const again = await startServer(env);
    onTestFailed(() => console.log(again.output().slice(-4000)));
    const entries = await expectCall<Array<{ id: string; content: string }>>(again.api, 'GET', '/journal/entries', 200, { token });
    expect(entries).toEqual([expect.objectContaining({ id: kept.id, content: 'Written before the shutdown.' })]);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 60_000);
});
