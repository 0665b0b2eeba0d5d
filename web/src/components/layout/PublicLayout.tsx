import type { ReactNode } from 'react';
import { PublicFooter } from './PublicFooter';
import { PublicTopBar } from './PublicTopBar';
import { MAIN_ID, SkipLink } from './SkipLink';

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-safe flex-col">
      <SkipLink />
      <PublicTopBar />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
