import { APP_NAME } from '../lib/useDocumentTitle';

/** The head of a pre-rendered public page (docs/product.md §5): where it lives and what search results show. */
export interface PublicPage {
  path: string;
  /** The page's own title; the landing page has none and is titled after the product. */
  title?: string;
  description: string;
}

/**
 * Every public page, pre-rendered to HTML at build time (scripts/prerender.mjs). Titles follow
 * `useDocumentTitle`, so the title in the HTML is the one the page sets after hydration.
 */
export const PUBLIC_PAGES = {
  landing: {
    path: '/',
    title: 'Self-help ERP practice for OCD',
    description:
      'Ladder helps adults with OCD practise exposure and response prevention (ERP) at their own pace, with exercises built from their own fears. A self-help tool, not therapy.',
  },
  whatIsOcd: {
    path: '/what-is-ocd',
    title: 'What is OCD?',
    description:
      'Obsessive-compulsive disorder (OCD) in plain words: obsessions, compulsions, the cycle that keeps them going, and where to get help.',
  },
  whatIsErp: {
    path: '/what-is-erp',
    title: 'What is ERP?',
    description:
      'Exposure and response prevention (ERP) explained: how facing fears step by step works for OCD, what a practice session looks like, and what the research says.',
  },
  typesOfOcd: {
    path: '/types-of-ocd',
    title: 'Types of OCD',
    description:
      'Common themes of OCD: contamination, harm, checking, symmetry and ordering, religious scrupulosity and "pure O", each with its usual obsessions and compulsions.',
  },
  faq: {
    path: '/faq',
    title: 'Frequently asked questions',
    description:
      'Answers about Ladder: how it works, whether it works, privacy, cost, cancelling, who it is for, and why it does not replace therapy.',
  },
  privacy: {
    path: '/privacy',
    title: 'Privacy',
    description:
      'What Ladder stores about you, why, where, for how long, who can see it, and how to download or delete all of it.',
  },
  terms: {
    path: '/terms',
    title: 'Terms of Service',
    description:
      'The terms of using Ladder, a self-help tool for practising ERP: who it is for, what it is and is not, your safety, your data and cancelling.',
  },
  crisis: {
    path: '/crisis',
    title: 'Crisis resources',
    description:
      'If you are in crisis: call your local emergency number. In the US, call or text 988. Elsewhere, find a helpline at findahelpline.com.',
  },
} as const satisfies Record<string, PublicPage>;

export const PUBLIC_PAGE_LIST: readonly PublicPage[] = Object.values(PUBLIC_PAGES);

/** The text of the page's `<title>`, the same as `useDocumentTitle` sets. */
export function documentTitle(page: PublicPage): string {
  return page.title ? `${page.title} · ${APP_NAME}` : APP_NAME;
}

/**
 * Set on the root element of a pre-rendered page, holding its path. The client hydrates only when
 * it matches the address, so a server that answers with the wrong file still gets a working page.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** "/faq/" and "/faq" are one page. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
