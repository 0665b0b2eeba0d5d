import { Link } from 'react-router';
import { ChevronDownIcon } from '../ui/icons';
import { Logo } from '../ui/Logo';
import { Menu, MenuItem } from '../ui/Menu';
import { buttonClasses, focusRing } from '../ui/styles';

const navLink = `rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:text-teal-800 ${focusRing}`;

export const RESOURCES = [
  { to: '/what-is-ocd', label: 'What is OCD?' },
  { to: '/what-is-erp', label: 'What is ERP?' },
  { to: '/types-of-ocd', label: 'Types of OCD' },
  { to: '/faq', label: 'FAQs' },
] as const;

/** Spec §2: the bar shared by the public pages. */
export function PublicTopBar() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="flex flex-wrap items-center gap-x-3 gap-y-2">
          {/* On phones the landing page's own sections are a scroll away; the bar stays on one line. */}
          <Link to="/#features" className={`${navLink} hidden sm:inline-block`}>
            Features
          </Link>
          <Link to="/#pricing" className={`${navLink} hidden sm:inline-block`}>
            Pricing
          </Link>
          <Menu
            trigger={
              <button type="button" className={`${navLink} inline-flex items-center gap-1`}>
                Resources
                <ChevronDownIcon />
              </button>
            }
          >
            {RESOURCES.map((resource) => (
              <MenuItem key={resource.to} asChild>
                <Link to={resource.to}>{resource.label}</Link>
              </MenuItem>
            ))}
          </Menu>
          <Link to="/login" className={navLink}>
            Log in
          </Link>
          <Link to="/register" className={buttonClasses('primary', 'py-1.5')}>
            Sign up
          </Link>
        </nav>
      </div>
    </header>
  );
}
