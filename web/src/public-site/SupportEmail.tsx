import type { ReactNode } from 'react';
import { useSupportEmail } from './public-config';

/** The privacy page's contact section: where "Contact support" points until the address is known. */
export const CONTACT_SECTION = '/privacy#contact';

/**
 * The support address as a mail link once the server has said what it is. Before that (in the
 * pre-rendered HTML, and without JavaScript) `fallback` shows instead.
 */
export function SupportEmail({ fallback, className = '' }: { fallback: ReactNode; className?: string }) {
  const email = useSupportEmail();
  if (!email) return fallback;
  return (
    <a href={`mailto:${email}`} className={`break-all ${className}`}>
      {email}
    </a>
  );
}

/**
 * The footer's contact entry. Pre-rendered as a "Contact support" link to the privacy page's contact
 * section, which works without JavaScript; after hydration it shows the address itself (docs/product.md §10).
 */
export function SupportContact({ linkClassName }: { linkClassName: string }) {
  const email = useSupportEmail();
  if (!email) {
    return (
      <a href={CONTACT_SECTION} className={linkClassName}>
        Contact support
      </a>
    );
  }
  return (
    <>
      <span className="block">Contact support</span>
      <a href={`mailto:${email}`} className={`break-all ${linkClassName}`}>
        {email}
      </a>
    </>
  );
}
