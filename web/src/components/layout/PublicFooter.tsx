import { PUBLIC_PAGES } from '../../public-site/public-pages';
import { SupportContact } from '../../public-site/SupportEmail';
import { LogoMark } from '../ui/Logo';
import { focusRing } from '../ui/styles';
import { RESOURCES } from './public-nav';

const footerLink = `rounded-sm text-slate-700 underline-offset-2 hover:text-teal-900 hover:underline ${focusRing}`;

const LADDER_LINKS = [
  { to: '/#features', label: 'Features' },
  { to: '/#pricing', label: 'Pricing' },
  { to: PUBLIC_PAGES.privacy.path, label: 'Privacy' },
] as const;

function FooterHeading({ children }: { children: string }) {
  return <h2 className="text-sm font-semibold text-slate-900">{children}</h2>;
}

/**
 * docs/product.md §4 and docs/clinical.md §36: the minimal medical disclaimer and where to get help in
 * a crisis, on every public page. The links also reach every public page without JavaScript.
 */
export function PublicFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50 text-sm">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <div className="grid gap-8 lg:grid-cols-[1fr_1.5fr_1.3fr]">
          <div>
            <p className="flex items-center gap-2 text-base font-bold text-slate-900">
              <LogoMark className="size-7" />
              Ladder
            </p>
            <p className="mt-3 max-w-xs text-slate-700">Self-help ERP practice for adults with OCD.</p>
          </div>
          <nav aria-label="Footer" className="grid grid-cols-2 gap-8">
            <div>
              <FooterHeading>Learn</FooterHeading>
              <ul className="mt-3 space-y-2">
                {RESOURCES.map((resource) => (
                  <li key={resource.to}>
                    <a href={resource.to} className={footerLink}>
                      {resource.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <FooterHeading>Ladder</FooterHeading>
              <ul className="mt-3 space-y-2">
                {LADDER_LINKS.map((link) => (
                  <li key={link.to}>
                    <a href={link.to} className={footerLink}>
                      {link.label}
                    </a>
                  </li>
                ))}
                <li className="text-slate-700">
                  <SupportContact linkClassName={footerLink} />
                </li>
              </ul>
            </div>
          </nav>
          <div className="rounded-lg border border-slate-300 bg-white p-4">
            <FooterHeading>Need help now?</FooterHeading>
            <p className="mt-2 font-medium text-slate-800">
              In a crisis, call your local emergency number. In the US, call or text 988.
            </p>
            <a
              href={PUBLIC_PAGES.crisis.path}
              className={`mt-2 inline-block font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-950 ${focusRing}`}
            >
              Crisis resources
            </a>
          </div>
        </div>
        <p className="mt-10 border-t border-slate-200 pt-6 text-slate-700">
          Ladder is a self-help tool. It is not therapy or medical care and does not give medical advice, diagnosis or
          treatment.
        </p>
      </div>
    </footer>
  );
}
