/**
 * Registers the service worker (public/sw.js) for everyone, in production builds only (decision 035):
 * it keeps the app's own files and documents so the app and the public pages open offline. Never in
 * development (Vite serves unbundled modules) nor in tests (import.meta.env.PROD is false there).
 * Reminders register the same worker when turned on (lib/push-device.ts, decision 022).
 *
 * After the page has loaded, so its first view never waits on the worker's downloads.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  const register = () => {
    // 'none': the browser asks the server for sw.js on every check, so a new release is found at once.
    navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch((error: unknown) => {
      console.warn('The service worker could not be registered; the app works online as before', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
