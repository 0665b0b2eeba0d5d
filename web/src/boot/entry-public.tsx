/**
 * The script of the pre-rendered public pages (public-page.html; scripts/prerender.mjs writes one
 * document per page). It hydrates the page as entry-prerender.tsx rendered it, with React and the
 * page's own chunk only: no router, no query cache, no zod (docs/performance.md). A signed-in
 * visitor's session (expiry warning, logout at zero) starts afterwards, from its own chunk.
 */
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { readStoredSession } from '../auth/storage';
import { PRERENDERED_ATTRIBUTE, normalizePath } from '../public-site/public-pages';
import { PUBLIC_ROUTES } from '../routes/public-routes';
import { PublicSite } from '../public-site/PublicSite';
import { registerServiceWorker } from '../lib/service-worker';
import '../index.css';

/** Undoes what `start` did (tests). */
type Stop = () => void;

async function start(): Promise<Stop> {
  const root = document.getElementById('root');
  if (!root) throw new Error('public-page.html has no #root element');
  const path = normalizePath(window.location.pathname);
  const route = Object.hasOwn(PUBLIC_ROUTES, path) ? PUBLIC_ROUTES[path] : undefined;

  // HTML rendered for another address (a server that answers every path with one file): the app
  // renders the address from scratch.
  if (!route || root.getAttribute(PRERENDERED_ATTRIBUTE) !== path) {
    const { startApp } = await import('./app');
    return startApp();
  }

  // Preloaded from the page's HTML, so this does not wait for another round trip. Offline, the
  // pre-rendered page stays as it is: readable, with working links.
  const Page = await route.load();
  const hydrated = hydrateRoot(
    root,
    <StrictMode>
      <PublicSite page={Page} />
    </StrictMode>,
  );
  let stopSession: Stop | undefined;
  if (readStoredSession()) {
    const { startPublicSession } = await import('../auth/public-session');
    stopSession = startPublicSession();
  }
  return () => {
    stopSession?.();
    hydrated.unmount();
  };
}

/**
 * Settles once the page is hydrated (or handed to the app), with a way to unmount it all: the
 * hydration tests wait for it, and clean up with it.
 */
registerServiceWorker();

export const started: Promise<Stop | undefined> = start().catch((error: unknown) => {
  console.warn('The page stays as it was served', error);
  return undefined;
});
