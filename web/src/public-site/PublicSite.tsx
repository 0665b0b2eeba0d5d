import type { ComponentType } from 'react';
import { PublicLayout } from '../components/layout/PublicLayout';

/**
 * One public page as its document holds it: rendered at build time (boot/entry-prerender.tsx), hydrated
 * by boot/entry-public.tsx, and rendered by the app for a public path it is asked for (routes/AppRoutes.tsx). No
 * router, no query cache, no session: those are the app's.
 */
export function PublicSite({ page: Page }: { page: ComponentType }) {
  return (
    <PublicLayout>
      <Page />
    </PublicLayout>
  );
}
