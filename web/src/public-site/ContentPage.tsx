import type { ComponentProps, ReactNode } from 'react';
import { CallToAction } from './CallToAction';
import type { PublicPage } from './public-pages';
import { usePublicPage } from './usePublicPage';

/**
 * Running text: spacing, underlined links, real list bullets. Lists that bring their own classes
 * (e.g. a grid of cards) are left alone.
 */
export const PROSE =
  'space-y-4 leading-7 text-slate-700 [&_a]:font-medium [&_a]:text-teal-800 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-teal-950 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul:not([class])]:list-disc [&_ul:not([class])]:space-y-2 [&_ul:not([class])]:pl-6 [&_ol:not([class])]:list-decimal [&_ol:not([class])]:space-y-2 [&_ol:not([class])]:pl-6';

interface ContentPageProps {
  page: PublicPage & { title: string };
  /** The first paragraph, in larger type. */
  lead: ReactNode;
  /** The closing invitation to sign up; false on pages where selling has no place (crisis, privacy). */
  cta?: boolean | ComponentProps<typeof CallToAction>;
  children: ReactNode;
}

/** An informational page (docs/product.md §5): one h1, a lead paragraph, then h2 sections. */
export function ContentPage({ page, lead, cta = true, children }: ContentPageProps) {
  usePublicPage(page);
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <header className="border-b border-slate-200 pb-8">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{page.title}</h1>
          <div className="mt-4 text-lg leading-8 text-slate-700">{lead}</div>
        </header>
        <div className="mt-10 space-y-12">{children}</div>
      </article>
      {cta && <CallToAction {...(cta === true ? {} : cta)} />}
    </>
  );
}

/** A titled section of a content page; `id` makes it a link target (/what-is-erp#sources). */
export function ContentSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="scroll-mt-6">
      <h2 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h2>
      <div className={`mt-4 ${PROSE}`}>{children}</div>
    </section>
  );
}

/** A highlighted aside inside a content page, e.g. "Ladder is self-help". */
export function Callout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <aside aria-label={title} className="rounded-xl border border-teal-200 bg-teal-50 p-5">
      <p className="font-semibold text-teal-950">{title}</p>
      <div className={`mt-2 ${PROSE} text-slate-800`}>{children}</div>
    </aside>
  );
}
