/**
 * The single-page app: sign-in, registration and the signed-in screens. main.tsx starts it for
 * index.html (served as app.html for every address that is not a pre-rendered public page), and
 * entry-public.tsx for a public page's HTML that was served for another address.
 */
// Before any schema is built (zod-config.ts).
import '../api/zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadScreen } from '../routes/AppRoutes';
import { startFetchingMe } from '../api/user-requests';
import { AuthProvider } from '../auth/AuthProvider';
import { readStoredSession } from '../auth/storage';
import { APP_SHELL_ATTRIBUTE } from './AppFrame';
import { PRERENDERED_ATTRIBUTE } from '../public-site/public-pages';

/** Renders the app into #root; returns how to unmount it (tests). */
export function startApp(): () => void {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');

  // The screen of this address downloads alongside the app rather than after it, and so does the
  // answer the route guard waits for.
  void preloadScreen(window.location.pathname);
  const stored = readStoredSession();
  if (stored) startFetchingMe(stored.token);

  // A signed-in screen's document holds the app's frame, drawn at build time: it stays until the
  // app's first render, the same frame, takes its place (React empties #root as it commits). A public
  // page's HTML served for another address is thrown away at once.
  const drawnFrame = root.hasAttribute(APP_SHELL_ATTRIBUTE);
  if (!drawnFrame) root.replaceChildren();
  root.removeAttribute(PRERENDERED_ATTRIBUTE);
  root.removeAttribute(APP_SHELL_ATTRIBUTE);

  let app: Root | undefined;
  let stopped = false;
  const render = () => {
    if (stopped || app) return;
    // No query cache here: the screens that use it bring it (api/QueryLayer.tsx), the sign-in screen does not.
    app = createRoot(root);
    // As a transition, React renders the whole tree in slices of a few milliseconds, yielding to the
    // browser between them, instead of one task as long as the render (about 190 ms at a phone's CPU
    // speed: docs/performance.md). Nothing is shown before the commit either way: the drawn frame
    // stays until then.
    startTransition(() => {
      app!.render(
        <StrictMode>
          <BrowserRouter>
            <AuthProvider>
              <AppRoutes />
            </AuthProvider>
          </BrowserRouter>
        </StrictMode>,
      );
    });
  };
  // The drawn frame is shown before the app's first render runs: with its scripts already at hand
  // (a cached visit, a fast network) the browser would otherwise run that render, long on a slow
  // phone, before painting anything (docs/performance.md).
  if (drawnFrame) afterNextPaint(render);
  else render();
  return () => {
    stopped = true;
    app?.unmount();
  };
}

/**
 * Runs `then` once the browser has painted the current page: the task after the next frame. A
 * hidden tab paints no frames, so there it runs at once; the timer caps the wait at 100 ms in a
 * browser that holds frames back for another reason.
 */
function afterNextPaint(then: () => void): void {
  if (document.visibilityState === 'hidden') return then();
  const timer = setTimeout(then, 100);
  requestAnimationFrame(() =>
    setTimeout(() => {
      clearTimeout(timer);
      then();
    }, 0),
  );
}
