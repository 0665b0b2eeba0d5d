import { Suspense } from 'react';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { Spinner } from '../../components/ui/Spinner';
import { lazyPage } from '../../lib/lazy-page';

/**
 * The tabs a person does not see first (Reminders, Security, Your data), fetched when first wanted, not with
 * the page: with them, the first view of /settings was 27 scripts and 189 KB of JavaScript (gzip; budget
 * 200 KB), without them 16 and 166 KB (issue 18, docs/performance.md "The settings tabs on demand"). A pointer
 * entering a tab's trigger or the focus reaching it (the keyboard's arrows included) starts the download, as
 * the menus do (components/ui/menu-on-intent.ts), so a click seldom waits; once downloaded, a tab renders at
 * once (lib/lazy-page.ts).
 */
export const LAZY_TABS = {
  reminders: lazyPage(() => import('./reminders/RemindersTab'), (module) => module.RemindersTab),
  security: lazyPage(() => import('./SecurityTab'), (module) => module.SecurityTab),
  data: lazyPage(() => import('./DataTab'), (module) => module.DataTab),
};
type LazyTabValue = keyof typeof LAZY_TABS;

/** Starts downloading a tab's content (the pointer or the focus came to its trigger); General comes with the page. */
export function preloadTab(value: string): void {
  if (!Object.hasOwn(LAZY_TABS, value)) return;
  // Offline: the tab says so when opened (LazyTab), and opening it tries again.
  LAZY_TABS[value as LazyTabValue].preload().catch(() => undefined);
}

/** A lazy tab's content: a spinner while it downloads, a calm message if it cannot. */
export function LazyTab({ tab, label }: { tab: LazyTabValue; label: string }) {
  const { Component } = LAZY_TABS[tab];
  return (
    <LoadFailed placement="inline">
      <Suspense fallback={<Spinner label={`Loading ${label}...`} />}>
        <Component />
      </Suspense>
    </LoadFailed>
  );
}
