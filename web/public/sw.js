/*
 * Ladder's service worker, hand-written (decision 035; the push part: decision 022).
 *
 * 1. Offline: the app's own files and documents are kept in Cache Storage so the app and the public
 *    pages open without a network after a first visit. Registered for everyone by the production build
 *    (src/lib/service-worker.ts). It NEVER touches /api/: answers holding health data never enter
 *    Cache Storage. What the app needs of the person's data offline lives in IndexedDB
 *    (src/offline/device-store.ts) and leaves with the sign-in.
 * 2. Reminders: shows pushed reminders (decision 022), whose text is chosen by the server and never
 *    mentions health; this file adds none either.
 */

// Filled in by web/scripts/service-worker.mjs after the build: the release's version and the
// addresses to keep (hashed assets, the documents). Empty in development: nothing is cached there.
const VERSION = 'development';
const PRECACHE = [];

const CACHE_PREFIX = 'ladder-shell-';
const CACHE = CACHE_PREFIX + VERSION;
/** The single-page app's shell (app.html on the server): any address of the app, offline. */
const APP_SHELL_URL = '/login';

self.addEventListener('install', (event) => {
  if (PRECACHE.length === 0) return;
  event.waitUntil(
    caches
      .open(CACHE)
      // 'reload': from the server, not from the browser's HTTP cache, so every file is this release's.
      .then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' })))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      // Earlier releases' files go once this one is in charge; no other cache of this origin is ours to remove.
      .then((names) => Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name))))
      // The very first install takes the open page over at once, so it works offline without a reload.
      .then(() => self.clients.claim()),
  );
});

/** Health data stays out of Cache Storage: the API (and the metrics) are never answered from here. */
function neverCached(url) {
  return url.pathname === '/api' || url.pathname.startsWith('/api/') || url.pathname === '/metrics';
}

/** Documents: from the network (no-cache on the server, the offer filled in), else the kept copy. */
async function navigation(request, url) {
  try {
    return await fetch(request);
  } catch (error) {
    const cache = await caches.open(CACHE);
    const kept = (await cache.match(url.pathname, { ignoreSearch: true })) ?? (await cache.match(APP_SHELL_URL));
    if (kept) return kept;
    throw error;
  }
}

/** Hashed assets never change: the kept copy first, else the network (kept for next time). */
async function asset(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

/** The icons, the manifest, the favicon: the network first so they stay current, else the kept copy. */
async function file(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const kept = await (await caches.open(CACHE)).match(request, { ignoreSearch: true });
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || PRECACHE.length === 0) return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || neverCached(url)) return;
  if (request.mode === 'navigate') event.respondWith(navigation(request, url));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
  else if (url.pathname !== '/sw.js') event.respondWith(file(request));
});

const FALLBACK = { title: 'Ladder', body: "Time for today's practice.", url: '/dashboard', tag: 'reminder' };

/** Only a path of this site: a pushed URL never takes the person elsewhere. */
function sameOriginUrl(path) {
  const url = new URL(typeof path === 'string' ? path : '/dashboard', self.location.origin);
  return url.origin === self.location.origin ? url.href : new URL('/dashboard', self.location.origin).href;
}

self.addEventListener('push', (event) => {
  let message = FALLBACK;
  try {
    message = { ...FALLBACK, ...(event.data ? event.data.json() : {}) };
  } catch {
    message = FALLBACK;
  }
  event.waitUntil(
    self.registration.showNotification(String(message.title), {
      body: String(message.body),
      tag: String(message.tag),
      icon: '/icons/icon-192.png',
      data: { url: sameOriginUrl(message.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = sameOriginUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      // An open Ladder window is focused as it is: it may be in the middle of a practice.
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});
