import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Logo } from '../components/ui/Logo';
import { Spinner } from '../components/ui/Spinner';
import { focusRing } from '../components/ui/styles';
import { HomeIcon, JournalIcon, LadderIcon, WaveIcon } from '../components/layout/nav-icons';
import { MAIN_ID, SkipLink } from '../components/layout/SkipLink';

/**
 * Marks a #root that holds the frame rendered at build time (scripts/prerender.mjs): the app leaves
 * it in place until its own first render, which looks the same, replaces it.
 */
export const APP_SHELL_ATTRIBUTE = 'data-app-shell';

const APP_LINKS = [
  { to: '/dashboard', label: 'Dashboard', Icon: HomeIcon },
  { to: '/erp', label: 'ERP', Icon: LadderIcon },
  { to: '/journal', label: 'Journal', Icon: JournalIcon },
  // Issue 17 item 7: the day view of the urge and compulsion log.
  { to: '/urges', label: 'Urges', Icon: WaveIcon },
] as const;

/**
 * Decision 037: one set of links, the same element at every width. Below Tailwind's md breakpoint it
 * is the bottom tab bar (icon over a short label, a cell of at least 44 px, WCAG 2.5.5); from md up,
 * the links of the top bar. The cell of the current one is marked by NavLink's aria-current="page".
 */
function navLinkClasses({ isActive }: { isActive: boolean }): string {
  const state = isActive ? 'font-semibold text-teal-900 md:bg-teal-50 md:font-medium' : 'font-medium text-slate-700 hover:text-teal-800';
  const phone = 'group flex h-16 min-w-0 flex-col items-center justify-center gap-0.5 rounded-md text-[0.6875rem] whitespace-nowrap';
  const desktop = 'md:h-auto md:px-3 md:py-1.5 md:text-sm';
  return `${phone} ${desktop} ${state} ${focusRing}`;
}

/**
 * On phones, the tab bar's height: the frame leaves this much empty under its last words, so nothing
 * stays hidden behind the bar. (The room the device keeps at the bottom of the screen,
 * env(safe-area-inset-bottom), is the body's padding: index.css.)
 */
const TAB_BAR_ROOM = 'pb-16 md:pb-0';

interface AppFrameProps {
  /**
   * docs/product.md §21: the links to Dashboard, ERP and Journal (and the urge log, issue 17), for someone signed
   * in who has completed intake.
   */
  links?: boolean;
  /** The rest of the top bar (AppTopBar: Billing, the avatar menu), when it has loaded. */
  bar?: ReactNode;
  /** Under the top bar (the subscription banner). */
  banner?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the signed-in screens: the top bar with the logo, the main area and the footer. In
 * the app's first download, so it shows at once and stays while the session check, the screen and
 * the rest of the top bar load (AppRoutes `AppFrameLayout`; docs/performance.md "The web app").
 */
export function AppFrame({ links = false, bar, banner, children }: AppFrameProps) {
  return (
    <div className="flex min-h-safe flex-col bg-slate-50">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        {/* As tall with the avatar (size-10) as without it: the bar does not grow when it arrives.
            One slim row on phones, where the links are in the tab bar at the bottom (decision 037). */}
        <div className="mx-auto flex min-h-14 max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-2 sm:px-6 md:min-h-16 md:py-3">
          <Logo />
          {/* As tall as the avatar even before it arrives: the links beside it do not move. */}
          <div className="flex min-h-10 flex-wrap items-center gap-x-4 gap-y-2">
            {links && (
              // Phones: fixed to the bottom, five equal cells, the fifth kept for "Log an urge"
              // (urges/LogUrgeButton.tsx), which comes with the rest of the bar and is drawn over it.
              <nav
                aria-label="Main"
                className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-5 border-t border-slate-200 bg-white pr-[env(safe-area-inset-right)] pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)] md:static md:z-auto md:flex md:items-center md:gap-1 md:border-0 md:bg-transparent md:p-0"
              >
                {APP_LINKS.map(({ to, label, Icon }) => (
                  <NavLink key={to} to={to} className={navLinkClasses}>
                    <span className="flex h-7 w-12 items-center justify-center rounded-full group-aria-[current=page]:bg-teal-50 md:hidden">
                      <Icon />
                    </span>
                    {label}
                  </NavLink>
                ))}
              </nav>
            )}
            {bar}
          </div>
        </div>
      </header>
      {banner}
      {/* At least a screen tall, so the footer starts below the fold on every first view: a screen filling in
          (a spinner, then a list) would otherwise move a footer in view, up and then down again (Lighthouse
          measured a layout shift of 0.27 on /erp and 0.06 on /settings). Where to get help is also in the
          avatar menu, in view at the top (docs/product.md §4). */}
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto min-h-safe w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none sm:px-6">
        {children}
      </main>
      {/* docs/clinical.md §36: the disclaimer and where to get help stay visible in the app too. */}
      {/* On phones, room under the footer for the tab bar and its "Log an urge" (decision 037), so
          the last words of every page scroll clear of them. */}
      <footer className={`border-t border-slate-200 bg-white ${links ? TAB_BAR_ROOM : ''}`}>
        <p className="mx-auto max-w-6xl px-4 py-4 text-sm text-slate-700 sm:px-6">
          Ladder is a self-help tool, not therapy or medical care. In a crisis, call your local emergency number; in
          the US, call or text 988.{' '}
          <a href="/crisis" className={`rounded font-medium text-teal-800 underline ${focusRing}`}>
            Crisis resources
          </a>
        </p>
      </footer>
    </div>
  );
}

/**
 * The title each signed-in screen opens with (its h1, in its column), drawn with the frame while the screen
 * loads, in the same place and style: the person sees where they are at once, and the screen's largest text
 * is painted with the frame instead of after the app's scripts (Lighthouse's largest contentful paint on
 * /journal and /settings). `screen-headings.test.ts` holds these to the screens' own headings.
 */
export const SCREEN_HEADINGS: Readonly<Record<string, { title: string; column: 'frame' | 'page' }>> = {
  '/dashboard': { title: 'Dashboard', column: 'frame' },
  '/erp': { title: 'ERP', column: 'frame' },
  '/journal': { title: 'Journal', column: 'page' },
  '/urges': { title: 'Urge log', column: 'page' },
  '/settings': { title: 'Account settings', column: 'page' },
};

/**
 * What the frame's main area shows until the screen of this address is there: its title (not a heading:
 * the screen's own h1 comes with the screen, and a screen reader hears the spinner's label meanwhile) over
 * the spinner. Addresses without a known title get the spinner alone.
 */
export function ScreenPlaceholder({ label }: { label: string }) {
  const { pathname } = useLocation();
  const screen = SCREEN_HEADINGS[pathname.replace(/(.)\/$/, '$1')];
  if (!screen) return <FramedSpinner label={label} />;
  return (
    <div className={screen.column === 'page' ? 'mx-auto max-w-page' : undefined}>
      <p aria-hidden="true" className="text-3xl font-bold tracking-tight text-slate-900">
        {screen.title}
      </p>
      <FramedSpinner label={label} />
    </div>
  );
}

/**
 * A spinner in the frame's main area: the screen, or the session check, is on its way. As tall as
 * the window, so the footer waits below it and the screen, when it comes, pushes nothing that was
 * on view.
 */
export function FramedSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-safe justify-center pt-16">
      <Spinner label={label} />
    </div>
  );
}

/**
 * The top bar's "Log an urge" button (urges/LogUrgeButton.tsx) from the md breakpoint up: a fixed
 * width, so the place kept for it before it loads (UrgeButtonSlot) is exactly as wide and the links
 * beside it do not move when it arrives.
 */
export const URGE_BUTTON_WIDTH = 'w-28';

/**
 * Where the "Log an urge" button goes until it has loaded (phones: the tab bar's fifth cell, which
 * stays empty until then).
 */
export function UrgeButtonSlot() {
  return <span aria-hidden="true" className={`hidden h-8 md:inline-block ${URGE_BUTTON_WIDTH}`} />;
}

/**
 * Where the avatar menu (AppTopBar) goes until it has loaded: the same size, empty, so the bar
 * keeps its shape and its links their place when it arrives.
 */
export function AvatarSlot() {
  return <span aria-hidden="true" className="size-10" />;
}
