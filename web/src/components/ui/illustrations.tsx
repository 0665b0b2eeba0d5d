/**
 * Ladder's own illustrations (docs/design.md "Icons and illustrations"): a few calm line drawings, decorative
 * (aria-hidden: the words next to them say everything), drawn in currentColor and the palette's variables so
 * they follow the colour scheme (decision 036). Each is a few hundred bytes; no image files to download.
 */
interface IllustrationProps {
  className?: string;
}

/** Steps rising gently, a small figure on the second: one step at a time (the welcome, the first step, the hero). */
export function StepsIllustration({ className = 'h-24 w-auto text-teal-700' }: IllustrationProps) {
  return (
    <svg viewBox="0 0 160 112" fill="none" aria-hidden="true" focusable="false" className={className}>
      <circle cx="132" cy="24" r="14" fill="var(--color-amber-100)" />
      <path d="M16 100V84h28V68h28V52h28V36h28v64z" fill="var(--color-teal-50)" />
      <path
        d="M16 100V84h28V68h28V52h28V36h28"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M8 100h144" stroke="var(--color-slate-300)" strokeWidth="2" strokeLinecap="round" />
      <path d="M30 78c10-8 20-12 28-20" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeDasharray="1 5" />
      <circle cx="58" cy="56" r="4.5" fill="currentColor" />
      <path d="M58 61v6" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** An open notebook and a pen (the journal with no entries yet). */
export function JournalIllustration({ className = 'h-20 w-auto text-teal-700' }: IllustrationProps) {
  return (
    <svg viewBox="0 0 120 90" fill="none" aria-hidden="true" focusable="false" className={className}>
      <ellipse cx="60" cy="50" rx="56" ry="36" fill="var(--color-teal-50)" />
      <path
        d="M60 24c-10-6-26-8-42-6v52c16-2 32 0 42 6 10-6 26-8 42-6V18c-16-2-32 0-42 6z"
        fill="var(--color-white)"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M60 24v52" stroke="currentColor" strokeWidth="2" />
      <path d="M27 33h23M27 42h23M27 51h15M70 33h23M70 42h12" stroke="var(--color-slate-300)" strokeWidth="2" strokeLinecap="round" />
      <path d="m84 62 18-18 5 5-18 18-7 2z" fill="var(--color-teal-100)" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}
