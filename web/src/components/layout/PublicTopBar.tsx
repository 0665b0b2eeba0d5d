import { Logo } from '../ui/Logo';
import { buttonClasses } from '../ui/styles';
import { navLink } from './public-nav';
import { ResourcesMenu } from './ResourcesMenu';

/**
 * docs/product.md §6: the bar shared by the public pages. Plain links: each public page is its own pre-rendered
 * document, and /login and /register are the app's.
 */
export function PublicTopBar() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="flex flex-wrap items-center gap-x-3 gap-y-2">
          {/* On phones the landing page's own sections are a scroll away; the bar stays on one line. */}
          <a href="/#features" className={`${navLink} hidden sm:inline-block`}>
            Features
          </a>
          <a href="/#pricing" className={`${navLink} hidden sm:inline-block`}>
            Pricing
          </a>
          <ResourcesMenu />
          <a href="/login" className={navLink}>
            Log in
          </a>
          <a href="/register" className={buttonClasses('primary', 'py-1.5')}>
            Sign up
          </a>
        </nav>
      </div>
    </header>
  );
}
