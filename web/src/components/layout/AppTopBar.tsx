import { NavLink, useLocation } from 'react-router';
import { useAuth } from '../../auth/auth-context';
import { BillingButton } from '../subscription/BillingButton';
import { Logo } from '../ui/Logo';
import { focusRing } from '../ui/styles';
import { AvatarMenu } from './AvatarMenu';

const APP_LINKS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/erp', label: 'ERP' },
  { to: '/journal', label: 'Journal' },
] as const;

function navLinkClasses({ isActive }: { isActive: boolean }): string {
  const state = isActive ? 'bg-teal-50 text-teal-900' : 'text-slate-700 hover:text-teal-800';
  return `rounded-md px-3 py-1.5 text-sm font-medium ${state} ${focusRing}`;
}

/**
 * Spec §2: app links and the Billing button only when signed in with intake complete; the avatar
 * menu when signed in, except on /intake.
 */
export function AppTopBar() {
  const { token, intake } = useAuth();
  const { pathname } = useLocation();
  const showLinks = token !== null && intake === 'complete';
  const showAvatar = token !== null && pathname !== '/intake';

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <Logo />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {showLinks && (
            <nav aria-label="Main" className="flex items-center gap-1">
              {APP_LINKS.map((link) => (
                <NavLink key={link.to} to={link.to} className={navLinkClasses}>
                  {link.label}
                </NavLink>
              ))}
            </nav>
          )}
          {showLinks && <BillingButton />}
          {showAvatar && <AvatarMenu />}
        </div>
      </div>
    </header>
  );
}
