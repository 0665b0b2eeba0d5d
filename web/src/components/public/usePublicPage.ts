import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import type { PublicPage } from './public-pages';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * What a public page does on the client: keep the head in step on client-side navigation (the
 * pre-rendered HTML already has the same title and description), and scroll the way a link to a
 * new document would: to the #section it names, else to the top. The router does neither itself.
 */
export function usePublicPage(page: PublicPage): void {
  useDocumentTitle(page.title);
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const meta = document.querySelector('meta[name="description"]');
    if (!meta) return;
    const previous = meta.getAttribute('content');
    meta.setAttribute('content', page.description);
    return () => {
      if (previous !== null) meta.setAttribute('content', previous);
    };
  }, [page.description]);

  useEffect(() => {
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      target?.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      return;
    }
    // A first load or Back/Forward (POP) keeps the position the browser restores.
    if (navigationType !== 'POP') (document.scrollingElement ?? document.documentElement).scrollTop = 0;
  }, [pathname, hash, navigationType]);
}
