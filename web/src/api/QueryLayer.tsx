import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { appQueryClient } from './query-client';

/** The app's query cache for what is inside. */
export function AppQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}

/** A layout route: every screen under it may use the query cache (routes/AppRoutes.tsx; not the sign-in screen). */
export function QueryLayer() {
  return (
    <AppQueries>
      <Outlet />
    </AppQueries>
  );
}
