import type { ComponentType } from 'react';
import { PUBLIC_PAGES } from '../public-site/public-pages';

export interface PublicRoute {
  /** The page component, in its own chunk: a public page downloads its own content only. */
  load: () => Promise<ComponentType>;
  /**
   * The module, relative to web/: scripts/prerender.mjs preloads the chunks holding it from the
   * page's HTML, so hydration does not wait for a second round trip.
   */
  module: string;
}

/**
 * Every pre-rendered public page (public-site/public-pages.ts), by path. A route table, so it lives
 * with the app's (AppRoutes.tsx), above the pages it imports: components/ and public-site/ import no route.
 */
export const PUBLIC_ROUTES: Record<string, PublicRoute> = {
  [PUBLIC_PAGES.landing.path]: {
    load: () => import('../public-site/landing/LandingPage').then((page) => page.LandingPage),
    module: 'src/public-site/landing/LandingPage.tsx',
  },
  [PUBLIC_PAGES.whatIsOcd.path]: {
    load: () => import('../public-site/pages/WhatIsOcdPage').then((page) => page.WhatIsOcdPage),
    module: 'src/public-site/pages/WhatIsOcdPage.tsx',
  },
  [PUBLIC_PAGES.whatIsErp.path]: {
    load: () => import('../public-site/pages/WhatIsErpPage').then((page) => page.WhatIsErpPage),
    module: 'src/public-site/pages/WhatIsErpPage.tsx',
  },
  [PUBLIC_PAGES.typesOfOcd.path]: {
    load: () => import('../public-site/pages/TypesOfOcdPage').then((page) => page.TypesOfOcdPage),
    module: 'src/public-site/pages/TypesOfOcdPage.tsx',
  },
  [PUBLIC_PAGES.faq.path]: {
    load: () => import('../public-site/pages/FaqPage').then((page) => page.FaqPage),
    module: 'src/public-site/pages/FaqPage.tsx',
  },
  [PUBLIC_PAGES.privacy.path]: {
    load: () => import('../public-site/pages/PrivacyPage').then((page) => page.PrivacyPage),
    module: 'src/public-site/pages/PrivacyPage.tsx',
  },
  [PUBLIC_PAGES.terms.path]: {
    load: () => import('../public-site/pages/TermsPage').then((page) => page.TermsPage),
    module: 'src/public-site/pages/TermsPage.tsx',
  },
  [PUBLIC_PAGES.crisis.path]: {
    load: () => import('../public-site/pages/CrisisPage').then((page) => page.CrisisPage),
    module: 'src/public-site/pages/CrisisPage.tsx',
  },
};
