/**
 * Web Push in this browser. The service worker (web/public/sw.js) is registered for everyone by the
 * production build (lib/service-worker.ts, decision 035); push is subscribed only when the person
 * turns notifications on, never before (decision 022).
 */

/** Whether this browser can show a pushed reminder at all (Safari on iOS: only once added to the home screen). */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

export class NotificationsBlockedError extends Error {
  constructor() {
    super('Notifications are blocked for Ladder in this browser.');
    this.name = 'NotificationsBlockedError';
  }
}

/** This browser's subscription, if notifications were turned on here (registers nothing). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? registration.pushManager.getSubscription() : null;
}

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Asks for permission, registers the service worker and subscribes with the server's VAPID key. */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new NotificationsBlockedError();
  // The same registration as lib/service-worker.ts makes for offline use (decision 035).
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' });
  await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytesOf(publicKey) }));
  return subscription.toJSON();
}

/** Ends this browser's subscription; its endpoint, for the server to forget, or null when there was none. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  const subscription = await currentPushSubscription();
  if (!subscription) return null;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  return endpoint;
}
