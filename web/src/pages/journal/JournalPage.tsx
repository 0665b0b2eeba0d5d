import { useJournalEntries } from '../../api/journal';
import { Unavailable } from '../../components/progress/Unavailable';
import { Button } from '../../components/ui/Button';
import { JournalIllustration } from '../../components/ui/illustrations';
import { Spinner } from '../../components/ui/Spinner';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { entryCountText } from './entry-count';
import { JournalEntryCard } from './JournalEntryCard';
import { NewEntryForm } from './NewEntryForm';

export function JournalPage() {
  useDocumentTitle('Journal');
  const journal = useJournalEntries();
  const entries = journal.data?.pages.flatMap((page) => page.entries) ?? [];

  let list;
  if (journal.isPending) list = <Spinner label="Loading journal entries" />;
  else if (!journal.data) list = <Unavailable what="Your journal entries" onRetry={() => void journal.refetch()} />;
  else if (entries.length === 0) {
    list = (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center">
        <JournalIllustration />
        <p className="text-slate-700">No journal entries yet. Start writing your thoughts above!</p>
      </div>
    );
  } else {
    list = (
      <>
        <ul className="space-y-4">
          {entries.map((entry) => (
            <li key={entry.id}>
              <JournalEntryCard entry={entry} />
            </li>
          ))}
        </ul>
        {journal.hasNextPage && (
          <div className="mt-6 flex justify-center">
            <Button
              variant="secondary"
              disabled={journal.isFetchingNextPage}
              // docs/product.md §57: a failed load is only logged; the button stays to try again.
              onClick={() => void journal.fetchNextPage()}
            >
              {journal.isFetchingNextPage ? 'Loading...' : 'Load older entries'}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-page">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Journal</h1>
        {journal.data && <p className="text-slate-700">{entryCountText(entries.length, journal.hasNextPage)}</p>}
      </div>
      <div className="mt-6">
        <NewEntryForm />
      </div>
      <section aria-labelledby="previous-entries-heading" className="mt-10">
        <h2 id="previous-entries-heading" className="text-lg font-semibold text-slate-900">
          Previous Entries
        </h2>
        <div className="mt-4">{list}</div>
      </section>
    </div>
  );
}
