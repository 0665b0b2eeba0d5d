import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './AppRoutes';
import { createQueryClient } from './api/query-client';
import { AuthProvider } from './auth/AuthProvider';
import { PRERENDERED_ATTRIBUTE, normalizePath } from './components/public/public-pages';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <AuthProvider>
          <AppRoutes />
        </AuthProvider>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>
);

// The public pages arrive as HTML rendered at build time (entry-prerender.tsx): React takes it over.
// Every other route gets the empty shell (app.html) and renders from scratch, and so does a page
// whose HTML was rendered for another address.
if (root.getAttribute(PRERENDERED_ATTRIBUTE) === normalizePath(window.location.pathname)) {
  hydrateRoot(root, app);
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
