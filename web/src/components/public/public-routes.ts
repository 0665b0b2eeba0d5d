import type { ComponentType } from 'react';
import { PUBLIC_PAGES } from './public-pages';

export interface PublicRoute {
  /** The page component, in its own chunk: a public page downloads its own content only. */
  load: () => Promise<ComponentType>;
  /**
   * The module, relative to web/: scripts/prerender.mjs preloads the chunks holding it from the
   * page's HTML, so hydration does not wait for a second round trip.
   */
  module: string;
}

/** Every pre-rendered public page (public-pages.ts), by path. */
export const PUBLIC_ROUTES: Record<string, PublicRoute> = {
  [PUBLIC_PAGES.landing.path]: {
    load: () => import('../../pages/landing/LandingPage').then((page) => page.LandingPage),
    module: 'src/pages/landing/LandingPage.tsx',
  },
  [PUBLIC_PAGES.whatIsOcd.path]: {
    load: () => import('../../pages/public/WhatIsOcdPage').then((page) => page.WhatIsOcdPage),
    module: 'src/pages/public/WhatIsOcdPage.tsx',
  },
  [PUBLIC_PAGES.whatIsErp.path]: {
    load: () => import('../../pages/public/WhatIsErpPage').then((page) => page.WhatIsErpPage),
    module: 'src/pages/public/WhatIsErpPage.tsx',
  },
  [PUBLIC_PAGES.typesOfOcd.path]: {
    load: () => import('../../pages/public/TypesOfOcdPage').then((page) => page.TypesOfOcdPage),
    module: 'src/pages/public/TypesOfOcdPage.tsx',
  },
  [PUBLIC_PAGES.faq.path]: {
    load: () => import('../../pages/public/FaqPage').then((page) => page.FaqPage),
    module: 'src/pages/public/FaqPage.tsx',
  },
  [PUBLIC_PAGES.privacy.path]: {
    load: () => import('../../pages/public/PrivacyPage').then((page) => page.PrivacyPage),
    module: 'src/pages/public/PrivacyPage.tsx',
  },
  [PUBLIC_PAGES.terms.path]: {
    load: () => import('../../pages/public/TermsPage').then((page) => page.TermsPage),
    module: 'src/pages/public/TermsPage.tsx',
  },
  [PUBLIC_PAGES.crisis.path]: {
    load: () => import('../../pages/public/CrisisPage').then((page) => page.CrisisPage),
    module: 'src/pages/public/CrisisPage.tsx',
  },
};
