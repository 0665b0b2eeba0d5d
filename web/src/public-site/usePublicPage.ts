import { useEffect } from 'react';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import type { PublicPage } from './public-pages';

/**
 * Keeps the head in step with the page. The pre-rendered HTML already has the same title and
 * description; this matters when the app renders a public page itself (the development server, or a
 * server that answers every address with the app). Links between public pages load a new document,
 * so the browser scrolls to a #section or to the top by itself.
 */
export function usePublicPage(page: PublicPage): void {
  useDocumentTitle(page.title);

  useEffect(() => {
    const meta = document.querySelector('meta[name="description"]');
    if (!meta) return;
    const previous = meta.getAttribute('content');
    meta.setAttribute('content', page.description);
    return () => {
      if (previous !== null) meta.setAttribute('content', previous);
    };
  }, [page.description]);
}
