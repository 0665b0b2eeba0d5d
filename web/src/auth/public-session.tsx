// Before any schema is built (zod-config.ts).
import '../api/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SessionProvider } from './AuthProvider';

/**
 * A signed-in visitor on a pre-rendered public page keeps their session as in the app (docs/product.md §15
 * Session): the user record is checked, the expiry warning shows, and at zero they are logged out and
 * taken to /login, here another document. Rendered in a root of its own: the page's HTML is the same
 * for everyone, so the hydrated tree does not depend on the session.
 */
export function startPublicSession(): () => void {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <SessionProvider goToLogin={() => window.location.replace('/login')} />
    </StrictMode>,
  );
  return () => {
    root.unmount();
    container.remove();
  };
}
