import { moodLabel, type JournalEntryResponse } from '@ladder/contracts';
import { formatDateTime } from '../../lib/format-date';

/** docs/product.md §49: date and time in the person's zone, the mood word with its emoji, the text as written. */
export function JournalEntryCard({ entry }: { entry: JournalEntryResponse }) {
  const { label, emoji } = moodLabel(entry.mood);
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="text-sm font-semibold text-slate-900">
          <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
        </h3>
        <p className="text-sm text-slate-700">
          <span className="sr-only">Mood: </span>
          <span aria-hidden="true">{emoji}</span> {label}
        </p>
      </header>
      {/* Plain text, never HTML; pre-wrap keeps the person's line breaks and spacing. */}
      <p className="mt-3 break-words whitespace-pre-wrap text-slate-800">{entry.content}</p>
    </article>
  );
}
