import { useEffect } from 'react';

export const APP_NAME = 'Ladder';

/** "Sign in" → "Sign in · Ladder"; no page title → "Ladder". */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${APP_NAME}` : APP_NAME;
  }, [pageTitle]);
}
