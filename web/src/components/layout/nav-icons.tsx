/**
 * The phone tab bar's icons (decision 037): outlines that take the link's colour. Decorative: the
 * link or button around each carries the words.
 */
function Outline({ d, className = 'size-6' }: { d: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className={className}>
      <path d={d} />
    </svg>
  );
}

/** Dashboard: a house. */
export function HomeIcon() {
  return <Outline d="M3.5 10.5 12 4l8.5 6.5M5.5 9v10.5h13V9M10 19.5v-5h4v5" />;
}

/** ERP: the ladder of the logo. */
export function LadderIcon() {
  return <Outline d="M8 3.5v17M16 3.5v17M8 7.5h8M8 12h8M8 16.5h8" />;
}

/** Journal: an open book. */
export function JournalIcon() {
  return <Outline d="M12 6.5C10.5 5 8 4.5 4 4.5v14c4 0 6.5.5 8 2 1.5-1.5 4-2 8-2v-14c-4 0-6.5.5-8 2Zm0 0v14" />;
}

/** Urges: a wave, which rises and passes. */
export function WaveIcon() {
  return <Outline d="M3 14c2.5 0 2.5-5 5-5s2.5 8 5 8 2.5-11 5-11c1.3 0 2 1.5 3 3" />;
}

/** "Log an urge": a plus, in the filled circle of an action rather than a place. */
export function PlusIcon() {
  return <Outline d="M12 6v12M6 12h12" className="size-5" />;
}
