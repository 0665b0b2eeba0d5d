/**
 * The web app in the system Chromium against the built app served by our own server (with its
 * Brotli/gzip copies written at build time), on a fresh database with one seeded person who has
 * finished intake and taken the Y-BOCS twice (so the dashboard draws its chart):
 *
 *   1. JavaScript transferred for the first view of `/`, `/login`, `/crisis` and, signed in, `/dashboard`,
 *      `/journal` and `/erp`: every
 *      script the page loads until the network is quiet (the page's own modules, the chunks it
 *      preloads and the ones it imports on start-up), each fetched once more from the server as
 *      Brotli and as gzip to count its compressed body, next to the bytes Chromium itself received
 *      (Brotli, headers included). Cold cache, a new browser context per page.
 *   2. Lighthouse 12 (mobile emulation, simulated throttling) on every public page, `/login`,
 *      `/register`, and `/dashboard`, `/erp`, `/journal`, `/settings` signed in as the seeded person
 *      (the session goes into localStorage the way a login stores it, and Lighthouse is told to keep
 *      it): the four category scores, the JavaScript Lighthouse counted, and Chromium's
 *      installability verdict for the page (`Page.getInstallabilityErrors`).
 *
 * Bounded: one load and one Lighthouse run per page, then it stops. Sends traffic only to 127.0.0.1.
 *
 *   npm run build && node --import tsx bench/lighthouse.ts
 *   (BENCH_JS_ONLY=1: the JavaScript figures only; BENCH_PAGES=/login,/dashboard: Lighthouse on those
 *   only; BENCH_VERBOSE=1: also each page's scripts and Lighthouse's timings; BENCH_SAVE=dir: keep each
 *   Lighthouse report there as JSON; BENCH_PROFILE_ONLY=N: no Lighthouse, N traces of each page's
 *   main-thread tasks by CPU time, robust to a busy machine, to compare two builds;
 *   BENCH_PROFILE=1: also a V8 CPU profile of each Lighthouse page's
 *   first view at four times slower CPU, as Lighthouse simulates a phone, with the functions that took
 *   the most time and the code around each, since the build is minified)
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { seedOnboardedPerson, startServer, type BenchServer } from './support';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * First views whose JavaScript is counted, and their budgets (KB, compressed): every public page
 * under 100 KB, every app screen under 200 KB (the crisis page and the screens with the safety parts
 * of issue 14 among them).
 */
const FIRST_VIEWS = [
  ...['/', '/what-is-ocd', '/what-is-erp', '/types-of-ocd', '/faq', '/privacy', '/terms', '/crisis', '/login', '/register'].map((page) => ({
    path: page,
    signedIn: false,
    targetKb: 100,
  })),
  ...['/dashboard', '/erp', '/journal', '/urges', '/settings'].map((page) => ({ path: page, signedIn: true, targetKb: 200 })),
];

/** Every public page, and the signed-in screens issue 18 names (dashboard, ERP, journal, settings). */
const LIGHTHOUSE_PAGES = [
  ...['/', '/what-is-ocd', '/what-is-erp', '/types-of-ocd', '/faq', '/privacy', '/terms', '/crisis', '/login', '/register'].map((page) => ({
    path: page,
    signedIn: false,
  })),
  ...['/dashboard', '/erp', '/journal', '/settings'].map((page) => ({ path: page, signedIn: true })),
];

if (!fs.existsSync(path.join(root, 'web', 'dist', 'app.html'))) {
  console.error('No built web app: run `npm run build` first.');
  process.exit(1);
}

// --- the server, and a person to sign in as ------------------------------------------------------

let server: BenchServer | undefined;
/** http://127.0.0.1:<port> once the server runs. */
let base = '';

interface Session {
  token: string;
  expiresAt: number;
}

/** The seeded person's session, as a login leaves it. */
async function seedPerson(): Promise<Session> {
  return seedOnboardedPerson(server!);
}

// --- measuring ---------------------------------------------------------------------------------

/** web/src/lib/time-zone.ts's kept value, as a sign-in in this zone leaves it. */
function keptTimeZone(now = new Date()): string {
  const year = now.getFullYear();
  const signature = [new Date(year, 0, 1).getTimezoneOffset(), new Date(year, 6, 1).getTimezoneOffset(), now.getTimezoneOffset()].join(',');
  return JSON.stringify({ signature, zone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC' });
}

/** A new browser context (nothing cached, nothing stored), signed in as a login would leave it. */
async function freshPage(browser: Browser, session: Session | null, where: 'new context' | 'default context' = 'new context'): Promise<Page> {
  const context = where === 'new context' ? await browser.createBrowserContext() : browser.defaultBrowserContext();
  const page = await context.newPage();
  if (session) {
    // Stored before any script of the page runs, with the keys and values a login stores
    // (web/src/auth/storage.ts). (Opening some other address of the origin first to write them would
    // make Chromium ask for a /favicon.ico, a 404 that Lighthouse counts against best practices.)
    await page.evaluateOnNewDocument((stored) => {
      const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage;
      try {
        storage.setItem('auth_token', stored.token);
        storage.setItem('session_expires_at', String(stored.expiresAt));
        storage.setItem('intake_completed', 'true');
        // The time zone a sign-in on this device kept (web/src/lib/time-zone.ts), worked out here in
        // Node, which runs in the same zone as the browser.
        storage.setItem('time_zone', stored.timeZone);
      } catch {
        // about:blank and the like have no storage of their own.
      }
    }, { ...session, timeZone: keptTimeZone() });
  }
  return page;
}

/** The compressed size of one file as our server sends it with `encoding`. */
function servedSize(url: string, encoding: 'br' | 'gzip'): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'identity') }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

interface FirstView {
  path: string;
  scripts: string[];
  /** Chromium's count: bytes received for the scripts, headers included. */
  wire: number;
  br: number;
  gzip: number;
  encodings: Set<string>;
}

async function measureFirstView(browser: Browser, pagePath: string, session: Session | null): Promise<FirstView> {
  const page = await freshPage(browser, session);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, string>();
  const received = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) => {
    const type = event.response.mimeType;
    if (event.type === 'Script' || /javascript/.test(type)) scripts.set(event.requestId, event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => received.set(event.requestId, event.encodedDataLength));
  await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle0', timeout: 60_000 });
  if (pagePath === '/dashboard') await page.waitForSelector('h1', { timeout: 30_000 });
  const heading = await page.$eval('h1', (element) => element.textContent ?? '').catch(() => '');
  await page.browserContext().close();

  const urls = [...new Set(scripts.values())].filter((url) => url.startsWith(base));
  if (urls.length === 0) throw new Error(`${pagePath} loaded no script of ours: is web/dist a complete build?`);
  let wire = 0;
  for (const [requestId, url] of scripts) if (url.startsWith(base)) wire += received.get(requestId) ?? 0;
  let br = 0;
  let gzip = 0;
  const encodings = new Set<string>();
  for (const url of urls) {
    const asBr = await servedSize(url, 'br');
    const asGzip = await servedSize(url, 'gzip');
    br += asBr.bytes;
    gzip += asGzip.bytes;
    encodings.add(asBr.encoding).add(asGzip.encoding);
  }
  if (pagePath === '/dashboard' && !/Dashboard/.test(heading)) {
    throw new Error(`/dashboard showed "${heading}" instead of the dashboard: the seeded session did not hold.`);
  }
  return { path: pagePath, scripts: urls.map((url) => new URL(url).pathname), wire, br, gzip, encodings };
}

interface LighthouseRow {
  path: string;
  scores: Record<string, number>;
  scriptKb: number;
  /** First contentful paint, largest contentful paint, total blocking time, speed index (ms), CLS. */
  timings: string;
  /** What Lighthouse found the largest contentful paint to be. */
  lcpElement: string;
  /** The audits Lighthouse could not run, and why (a category with one of them has no score). */
  failures: string[];
}

async function runLighthouse(browser: Browser, pagePath: string, session: Session | null): Promise<LighthouseRow> {
  const page = await freshPage(browser, session);
  try {
    const result = await lighthouse(
      `${base}${pagePath}`,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // Keep the session just stored; the context is new, so the cache is empty all the same.
        disableStorageReset: session !== null,
      },
      undefined,
      page,
    );
    const lhr = result!.lhr;
    if (process.env.BENCH_SAVE) {
      fs.mkdirSync(process.env.BENCH_SAVE, { recursive: true });
      const name = pagePath === '/' ? 'home' : pagePath.slice(1).replace(/\//g, '-');
      fs.writeFileSync(path.join(process.env.BENCH_SAVE, `${name}.json`), JSON.stringify(lhr));
    }
    // A metric Lighthouse could not measure leaves its category without a score: say why rather than print 0.
    const failures = Object.values(lhr.audits)
      .filter((audit) => audit.scoreDisplayMode === 'error')
      .map((audit) => `${audit.id}: ${audit.errorMessage ?? 'error'}`);
    if (lhr.runtimeError) failures.unshift(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      ['performance', 'accessibility', 'best-practices', 'seo'].map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    );
    const summary = lhr.audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined;
    const scripts = summary?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
    const timings = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index']
      .map((id) => `${id.split('-').map((word) => word[0]).join('').toUpperCase()} ${Math.round(lhr.audits[id]?.numericValue ?? 0)} ms`)
      .join(', ');
    const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? 0;
    const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
      | { items?: Array<{ items?: Array<{ node?: { nodeLabel?: string } }> }> }
      | undefined;
    const lcpElement = lcpDetails?.items?.[0]?.items?.[0]?.node?.nodeLabel ?? 'unknown';
    return { path: pagePath, scores, scriptKb: scripts / 1024, timings: `${timings}, CLS ${cls.toFixed(3)}`, lcpElement, failures };
  } finally {
    await page.browserContext().close();
  }
}

/**
 * Chromium's own installability verdict for the page (what its install prompt checks: a manifest with
 * a name, start URL, display mode and large enough icons, served over a secure origin, and a
 * service worker). Lighthouse 12 no longer audits installability, so the bench asks Chromium directly.
 */
async function installabilityErrors(browser: Browser, pagePath: string, session: Session | null): Promise<string[]> {
  // In the browser's default profile: a context of its own is incognito, and Chromium never offers
  // to install from incognito (it answers "in-incognito" whatever the page).
  const page = await freshPage(browser, session, 'default context');
  try {
    await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle0', timeout: 60_000 });
    const cdp = await page.createCDPSession();
    const answer = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
    return answer.installabilityErrors.map((error) => error.errorId);
  } finally {
    await page.close();
  }
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/**
 * Where the first view's main-thread time goes: a V8 CPU profile of a cold load at four times slower
 * CPU, summed by script and by function (self time). A function is named by its script, position and
 * the code that starts there, since names are minified.
 */
/**
 * The main thread's tasks of a cold first view, by the CPU time each took (the trace's thread time),
 * without throttling: what Lighthouse multiplies by four for a phone, but unlike wall time not
 * stretched by other work on this machine, so two builds compare on a busy machine. Returns the tasks
 * that would be long at four times slower CPU, and their time over 50 ms summed (total blocking time
 * as Lighthouse's simulation would count it, before first paint too).
 */
async function taskCpuFirstView(browser: Browser, pagePath: string, session: Session | null): Promise<{ tasks: string; blocking: number; total: number }> {
  const page = await freshPage(browser, session);
  try {
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await page.goto(`${base}/manifest.webmanifest`, { waitUntil: 'load' });
    const cdp = await page.createCDPSession();
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', '__metadata', ...(process.env.BENCH_TRACE_DIR ? ['disabled-by-default-v8.cpu_profiler'] : [])] });
    await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle0', timeout: 60_000 });
    const buffer = await page.tracing.stop();
    if (process.env.BENCH_TRACE_DIR) fs.writeFileSync(path.join(process.env.BENCH_TRACE_DIR, `${pagePath.replace(/\W/g, '_')}-${Date.now()}.json`), buffer!);
    type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { name?: string } };
    const events = (JSON.parse(Buffer.from(buffer!).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
    // The page's main thread: the one that painted (the page opened first may live in another renderer).
    const mains = new Set(events.filter((event) => event.name === 'firstContentfulPaint').map((event) => `${event.pid}:${event.tid}`));
    const byThread = new Map<string, TraceEvent[]>();
    for (const event of events) {
      const thread = `${event.pid}:${event.tid}`;
      if (event.name !== 'RunTask' || event.ph !== 'X' || !mains.has(thread)) continue;
      byThread.set(thread, [...(byThread.get(thread) ?? []), event]);
    }
    const cpu = (event: TraceEvent) => (event.tdur ?? event.dur ?? 0) / 1000;
    const busiest = [...byThread.values()].sort((a, b) => b.reduce((sum, e) => sum + cpu(e), 0) - a.reduce((sum, e) => sum + cpu(e), 0))[0] ?? [];
    const start = busiest[0]?.ts ?? 0;
    const long = busiest.filter((event) => cpu(event) * 4 > 50);
    return {
      tasks: long.map((event) => `${Math.round((event.ts - start) / 1000)}+${Math.round(cpu(event) * 4)}`).join(', '),
      blocking: Math.round(long.reduce((sum, event) => sum + cpu(event) * 4 - 50, 0)),
      total: Math.round(busiest.reduce((sum, event) => sum + cpu(event), 0) * 4),
    };
  } finally {
    await page.browserContext().close();
  }
}

async function profileFirstView(browser: Browser, pagePath: string, session: Session | null): Promise<string[]> {
  const page = await freshPage(browser, session);
  try {
    // The phone Lighthouse emulates (a Moto G Power).
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    // Layout shifts as they happen, with what moved and how tall the main area was then.
    // (A string: this file is typed without the DOM's names.)
    await page.evaluateOnNewDocument(`
      const shifts = [];
      globalThis.__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const main = document.querySelector('main');
          const moved = (entry.sources || []).map((source) => {
            const node = source.node;
            const name = node ? node.nodeName.toLowerCase() + '.' + String(node.className).split(' ').slice(0, 3).join('.') : '?';
            return name + ' y ' + Math.round(source.previousRect.y) + '→' + Math.round(source.currentRect.y) + ' h ' + Math.round(source.previousRect.height) + '→' + Math.round(source.currentRect.height);
          });
          shifts.push(entry.value.toFixed(3) + ' at ' + Math.round(entry.startTime) + ' ms (main ' + Math.round(main ? main.getBoundingClientRect().height : 0) + ' px tall): ' + moved.join('; '));
        }
      }).observe({ type: 'layout-shift', buffered: true });
      const longTasks = [];
      globalThis.__longTasks = longTasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longTasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
      }).observe({ type: 'longtask', buffered: true });
    `);
    // A page of the origin first, so the profiled load stays in the renderer the profiler is attached to.
    await page.goto(`${base}/manifest.webmanifest`, { waitUntil: 'load' });
    const cdp = await page.createCDPSession();
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
    await cdp.send('Profiler.start');
    await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle0', timeout: 60_000 });
    const { profile } = (await cdp.send('Profiler.stop')) as {
      profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
    };
    const shifts = await page.evaluate(() => (globalThis as unknown as { __shifts?: string[] }).__shifts ?? []);
    const longTasks = await page.evaluate(() => (globalThis as unknown as { __longTasks?: [number, number][] }).__longTasks ?? []);
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const byFunction = new Map<string, number>();
    const byScript = new Map<string, number>();
    profile.samples.forEach((id, index) => {
      const frame = nodes.get(id)!.callFrame;
      const micros = profile.timeDeltas[index] ?? 0;
      const script = frame.url ? new URL(frame.url, base).pathname : `(${frame.functionName || 'program'})`;
      byScript.set(script, (byScript.get(script) ?? 0) + micros);
      const key = `${script}|${frame.lineNumber}|${frame.columnNumber}|${frame.functionName}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
    });
    const sources = new Map<string, string>();
    const lines: string[] = [];
    const ms = (micros: number) => `${(micros / 1000).toFixed(0)} ms`.padStart(7);
    for (const [script, micros] of [...byScript].sort((a, b) => b[1] - a[1]).slice(0, 8)) lines.push(`      ${ms(micros)}  ${script}`);
    for (const shift of shifts) lines.push(`      layout shift ${shift}`);
    // Tasks over 50 ms as they ran (at 4x slower CPU, observed, not Lighthouse's simulation), and their
    // time over 50 ms summed: what total blocking time counts.
    const blocking = longTasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    lines.push(`      long tasks (start+duration ms): ${longTasks.map(([start, duration]) => `${start}+${duration}`).join(', ') || 'none'}; over 50 ms: ${blocking} ms`);
    lines.push('      functions (self time):');
    for (const [key, micros] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
      const [script, line, column, name] = key.split('|') as [string, string, string, string];
      let code = '';
      if (script.startsWith('/')) {
        if (!sources.has(script)) sources.set(script, await (await fetch(`${base}${script}`)).text().catch(() => ''));
        const text = sources.get(script)!.split('\n')[Number(line)] ?? '';
        code = text.slice(Number(column), Number(column) + 70).replace(/\s+/g, ' ');
      }
      lines.push(`      ${ms(micros)}  ${name || '(anonymous)'} ${script}:${line}:${column}  ${code}`);
    }
    return lines;
  } finally {
    await page.browserContext().close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// --- the run -------------------------------------------------------------------------------------

let chrome: chromeLauncher.LaunchedChrome | undefined;
let browser: Browser | undefined;
try {
  // The built web app served as in production (the API benches leave it out), on PGlite.
  server = await startServer('', { SERVE_WEB: 'true' });
  base = server.base;
  const session = await seedPerson();

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });

  console.log('JavaScript of the first view (cold cache; compressed bodies as our server sends them):');
  console.log('  page          scripts   Brotli       gzip         on the wire   target');
  for (const view of FIRST_VIEWS) {
    const measured = await measureFirstView(browser, view.path, view.signedIn ? session : null);
    const within = measured.br / 1024 < view.targetKb && measured.gzip / 1024 < view.targetKb;
    console.log(
      `  ${view.path.padEnd(12)}  ${String(measured.scripts.length).padStart(7)}   ${kb(measured.br).padStart(9)}   ${kb(measured.gzip).padStart(9)}   ${kb(measured.wire).padStart(11)}   < ${view.targetKb} KB ${within ? 'yes' : 'NO'}`,
    );
    if (process.env.BENCH_VERBOSE) for (const script of measured.scripts) console.log(`      ${script}`);
    if (!measured.encodings.has('br') || !measured.encodings.has('gzip')) {
      console.log(`      (served as ${[...measured.encodings].join(', ')}: compression is not on)`);
    }
  }

  const only = process.env.BENCH_PAGES?.split(',');
  const pages = process.env.BENCH_JS_ONLY ? [] : LIGHTHOUSE_PAGES.filter((entry) => !only || only.includes(entry.path));
  if (pages.length > 0) {
    console.log('\nLighthouse (mobile emulation, simulated throttling): performance / accessibility / best practices / SEO, JS');
  }
  for (const entry of pages) {
    if (process.env.BENCH_PROFILE_ONLY) {
      // Only the CPU profile and long tasks, as many times as asked: to compare two builds on a busy machine.
      const blocking: number[] = [];
      for (let run = 0; run < Number(process.env.BENCH_PROFILE_ONLY); run++) {
        const measured = await taskCpuFirstView(browser, entry.path, entry.signedIn ? session : null);
        blocking.push(measured.blocking);
        console.log(`  ${entry.path}, run ${run + 1}: main thread ${measured.total} ms at 4x, over 50 ms ${measured.blocking} ms; long tasks ${measured.tasks}`);
      }
      if (process.env.BENCH_PROFILE) for (const line of await profileFirstView(browser, entry.path, entry.signedIn ? session : null)) console.log(line);
      blocking.sort((a, b) => a - b);
      console.log(`  ${entry.path}: over 50 ms at 4x, median ${blocking[Math.floor(blocking.length / 2)]} ms (${blocking.join(', ')})`);
      continue;
    }
    let row = await runLighthouse(browser, entry.path, entry.signedIn ? session : null);
    if (row.scores.performance === 0 && row.failures.length > 0) {
      // Now and then Chromium's trace of a run misses its start (NO_NAVSTART, NO_FCP): measure once more, and say so.
      console.log(`  ${entry.path}: Lighthouse could not measure (${row.failures[0]!.slice(0, 100)}); measuring again`);
      row = await runLighthouse(browser, entry.path, entry.signedIn ? session : null);
    }
    const score = (id: string) => String(row.scores[id]).padStart(3);
    const label = entry.signedIn ? `${entry.path} (signed in)` : entry.path;
    const installErrors = await installabilityErrors(browser, entry.path, entry.signedIn ? session : null);
    const installable = installErrors.length === 0 ? 'installable' : `not installable: ${installErrors.join(', ')}`;
    console.log(
      `  ${label.padEnd(24)} ${score('performance')} / ${score('accessibility')} / ${score('best-practices')} / ${score('seo')}   JS ${row.scriptKb.toFixed(1)} KB   ${installable}`,
    );
    for (const failure of row.failures) console.log(`      not measured: ${failure.slice(0, 160)}`);
    if (process.env.BENCH_VERBOSE) {
      console.log(`      ${row.timings}`);
      console.log(`      largest contentful paint: "${row.lcpElement.replace(/\s+/g, ' ').slice(0, 70)}"`);
    }
    if (process.env.BENCH_PROFILE) {
      console.log('      CPU profile of a cold first view at 4x slower CPU, by script:');
      for (const line of await profileFirstView(browser, entry.path, entry.signedIn ? session : null)) console.log(line);
    }
  }
} finally {
  await browser?.disconnect();
  await chrome?.kill();
  await server?.stop();
}
