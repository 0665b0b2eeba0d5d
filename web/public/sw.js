/*
 * Ladder's service worker (decision 022), registered only when a person turns on notifications in
 * Settings → Reminders. Today it only shows pushed reminders; a later issue adds offline use.
 * A reminder's text is chosen by the server and never mentions health; this file adds none either.
 */
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
      icon: '/favicon.svg',
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
