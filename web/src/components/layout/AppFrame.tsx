import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Logo } from '../ui/Logo';
import { Spinner } from '../ui/Spinner';
import { focusRing } from '../ui/styles';
import { MAIN_ID, SkipLink } from './SkipLink';

/**
 * Marks a #root that holds the frame rendered at build time (scripts/prerender.mjs): the app leaves
 * it in place until its own first render, which looks the same, replaces it.
 */
export const APP_SHELL_ATTRIBUTE = 'data-app-shell';

const APP_LINKS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/erp', label: 'ERP' },
  { to: '/journal', label: 'Journal' },
  // Issue 17 item 7: the day view of the urge and compulsion log.
  { to: '/urges', label: 'Urges' },
] as const;

function navLinkClasses({ isActive }: { isActive: boolean }): string {
  const state = isActive ? 'bg-teal-50 text-teal-900' : 'text-slate-700 hover:text-teal-800';
  return `rounded-md px-3 py-1.5 text-sm font-medium ${state} ${focusRing}`;
}

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
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        {/* As tall with the avatar (size-10) as without it: the bar does not grow when it arrives. */}
        <div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
          <Logo />
          {/* As tall as the avatar even before it arrives: the links beside it do not move. */}
          <div className="flex min-h-10 flex-wrap items-center gap-x-4 gap-y-2">
            {links && (
              <nav aria-label="Main" className="flex items-center gap-1">
                {APP_LINKS.map((link) => (
                  <NavLink key={link.to} to={link.to} className={navLinkClasses}>
                    {link.label}
                  </NavLink>
                ))}
              </nav>
            )}
            {bar}
          </div>
        </div>
      </header>
      {banner}
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none sm:px-6">
        {children}
      </main>
      {/* docs/clinical.md §36: the disclaimer and where to get help stay visible in the app too. */}
      {/* On phones, room under the footer for the "Log an urge" button that floats at the bottom
          (urges/LogUrgeButton.tsx), so the last words of every page can scroll clear of it. */}
      <footer className={`border-t border-slate-200 bg-white ${links ? 'pb-16 sm:pb-0' : ''}`}>
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
 * A spinner in the frame's main area: the screen, or the session check, is on its way. As tall as
 * the window, so the footer waits below it and the screen, when it comes, pushes nothing that was
 * on view.
 */
export function FramedSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-dvh justify-center pt-16">
      <Spinner label={label} />
    </div>
  );
}

/**
 * The top bar's "Log an urge" button (urges/LogUrgeButton.tsx) from small screens up: a fixed width,
 * so the place kept for it before it loads (UrgeButtonSlot) is exactly as wide and the links beside
 * it do not move when it arrives.
 */
export const URGE_BUTTON_WIDTH = 'w-28';

/** Where the "Log an urge" button goes until it has loaded (phones: it floats at the bottom instead). */
export function UrgeButtonSlot() {
  return <span aria-hidden="true" className={`hidden h-8 sm:inline-block ${URGE_BUTTON_WIDTH}`} />;
}

/**
 * Where the avatar menu (AppTopBar) goes until it has loaded: the same size, empty, so the bar
 * keeps its shape and its links their place when it arrives.
 */
export function AvatarSlot() {
  return <span aria-hidden="true" className="size-10" />;
}
