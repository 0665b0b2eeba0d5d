import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppRoutes } from '../routes/AppRoutes';
import { setAppQueryClient } from '../api/query-client';
import { AuthProvider } from '../auth/AuthProvider';
import { normalizePath } from '../public-site/public-pages';
import { PUBLIC_ROUTES } from '../routes/public-routes';
import { PublicSite } from '../public-site/PublicSite';
// The chunks every signed-in screen waits for, loaded with this file rather than by the first test
// that renders the app (which would spend its time budget on them).
import '../api/QueryLayer';
import '../api/session-schemas';
import '../auth/SessionCheck';
import { AUTH_TOKEN_KEY, SESSION_EXPIRES_AT_KEY } from '../auth/storage';

export const TEST_USER = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  email: 'sam@example.com',
  completed_onboarding: true,
  accepted_tos: true,
  created_at: '2025-01-05T15:04:00.000Z',
};

/** Puts a signed-in session into localStorage the way a login would. */
export function storeTestSession(token = 'test-token', expiresInMs = 60 * 60 * 1000): void {
  localStorage.setItem(AUTH_TOKEN_KEY, token);
  localStorage.setItem(SESSION_EXPIRES_AT_KEY, String(Date.now() + expiresInMs));
}

/** Shows the current path so tests can assert where the app navigated. */
function LocationProbe() {
  const location = useLocation();
  return (
    <span data-testid="location" hidden>
      {location.pathname}
    </span>
  );
}

export function currentPath(container: HTMLElement): string | null {
  return container.querySelector('[data-testid="location"]')?.textContent ?? null;
}

interface RenderOptions {
  /** Path, or a location with navigation state. */
  at?: string | { pathname: string; search?: string; state?: unknown };
  /** Render a single element instead of the full route table. */
  element?: ReactElement;
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
  /** Run effects twice on mount, as the development build does. */
  strict?: boolean;
}

/** The app as the browser gets it, minus BrowserRouter: real routes, auth, query cache. */
export function renderApp({ at = '/', element, userEventOptions, strict = false }: RenderOptions = {}) {
  const queryClient = new QueryClient({
    // As the app's (api/query-client.ts): requests run whatever the browser says about the network.
    defaultOptions: { queries: { retry: false, networkMode: 'always' }, mutations: { retry: false, networkMode: 'always' } },
  });
  // The app's lazily loaded screens and session check use this cache too.
  setAppQueryClient(queryClient);
  const user = userEvent.setup(userEventOptions);
  const tree = (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at]}>
        <AuthProvider>
          {element ?? <AppRoutes />}
          <Routes>
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
  const result = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...result, user, queryClient, path: () => currentPath(result.container) };
}

/**
 * A public page as boot/entry-public.tsx gives it to the browser: its own tree, no router, no session.
 * `at` may carry a #fragment (the address is set to it first).
 */
export async function renderPublicPage(at: string, { strict = false }: { strict?: boolean } = {}) {
  window.history.replaceState(null, '', at);
  const path = normalizePath(new URL(at, window.location.origin).pathname);
  const route = PUBLIC_ROUTES[path];
  if (!route) throw new Error(`${path} is not a public page`);
  const Page = await route.load();
  const user = userEvent.setup();
  const tree = <PublicSite page={Page} />;
  const result = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...result, user };
}
