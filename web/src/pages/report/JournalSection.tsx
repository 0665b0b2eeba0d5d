import { moodLabel } from '@ladder/contracts';
import type { AccountExport } from '../../api/account';
import { formatDateTime } from '../../lib/format-date';
import { ReportSection } from './ReportSection';

type JournalEntry = AccountExport['journal'][number];

/** Only when the person asks for it: the journal is the most private part of the account. */
export function JournalSection({ entries }: { entries: JournalEntry[] }) {
  const ordered = [...entries].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <ReportSection title="Journal">
      {ordered.length === 0 ? (
        <p className="text-slate-700">No journal entries yet.</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">Newest first. Mood is rated from 1 to 10.</p>
          <ul className="mt-4 space-y-4">
            {ordered.map((entry, index) => {
              const mood = moodLabel(entry.mood);
              return (
                <li key={`${entry.created_at}-${index}`} className="border-b border-slate-200 pb-4 print:break-inside-avoid">
                  <p className="text-sm font-semibold text-slate-900">{formatDateTime(entry.created_at)}</p>
                  <p className="mt-0.5 text-sm text-slate-700">
                    Mood {entry.mood}/10 · {mood.label}
                  </p>
                  <p className="mt-2 whitespace-pre-line text-slate-800">{entry.content}</p>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </ReportSection>
  );
}
