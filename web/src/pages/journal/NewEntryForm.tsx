import { formatCount, JOURNAL_CONTENT_MAX, moodLabel } from '@ladder/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useCreateJournalEntry } from '../../api/journal';
import { CrisisResourcesBox } from '../../components/safety/CrisisResourcesBox';
import { Button } from '../../components/ui/Button';
import { RatingSlider } from '../../components/ui/RatingSlider';
import { TextAreaField } from '../../components/ui/TextField';

/** docs/product.md §49: mood scale 1-10, default 5. */
const DEFAULT_MOOD = 5;

/**
 * docs/product.md §49 "New Entry": a mood and free text. Nothing is sent while the text is
 * blank or a save is under way. A failed save is only logged (docs/product.md §57), and the words stay in the
 * box with a calm note, so nothing the person wrote is lost. An entry that reads as a crisis is saved
 * the same way, and a gentle box with resources appears beside the form (docs/clinical.md §19).
 */
export function NewEntryForm() {
  const [content, setContent] = useState('');
  const [mood, setMood] = useState(DEFAULT_MOOD);
  const [saved, setSaved] = useState(false);
  // A saved entry read as a crisis: the resources stay beside the form until the person closes them.
  const [resources, setResources] = useState(false);
  const save = useCreateJournalEntry();
  // Set at once on submit: a second click can arrive before the pending state has rendered.
  const sending = useRef(false);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const limitId = useId();

  const length = content.trim().length;
  const tooLong = length > JOURNAL_CONTENT_MAX;
  const canSave = length > 0 && !tooLong && !save.isPending;
  const { label: moodWord, emoji } = moodLabel(mood);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSave || sending.current) return;
    sending.current = true;
    setSaved(false);
    save.mutate(
      { content, mood },
      {
        onSuccess: (entry) => {
          if (entry.crisis_resources) setResources(true);
          setContent('');
          setMood(DEFAULT_MOOD);
          setSaved(true);
          textArea.current?.focus();
        },
        onError: (error) => console.error('Saving the journal entry failed', error),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  }

  function dismissResources() {
    setResources(false);
    // The close button is gone: back to where the person writes.
    textArea.current?.focus();
  }

  return (
    <>
      <form onSubmit={submit} aria-labelledby="new-entry-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="new-entry-heading" className="text-lg font-semibold text-slate-900">
          New Entry
        </h2>

        <div className="mt-4">
          <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
            Mood
            <span aria-hidden="true" className="text-xl leading-none">
              {emoji}
            </span>
          </p>
          {/* One anchor that follows the thumb: it names the mood under it, and screen readers hear "5 out of 10, Okay". */}
          <RatingSlider
            label="Mood"
            value={mood}
            onValueChange={setMood}
            anchors={[{ value: mood, label: moodWord }]}
            disabled={save.isPending}
          />
        </div>

        <TextAreaField
          ref={textArea}
          label="Your thoughts"
          placeholder="Write your thoughts"
          rows={6}
          value={content}
          readOnly={save.isPending}
          aria-invalid={tooLong || undefined}
          aria-describedby={tooLong ? limitId : undefined}
          onChange={(event) => {
            setContent(event.target.value);
            setSaved(false);
          }}
          className="mt-2"
        />
        {tooLong && (
          <p id={limitId} className="mt-2 text-sm text-red-800">
            An entry can be at most {formatCount(JOURNAL_CONTENT_MAX)} characters; this one has{' '}
            {formatCount(length)}. Shorten it, or split it over two entries.
          </p>
        )}

        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div role="status" className="text-sm">
            {save.isError && (
              <p className="rounded-lg bg-amber-50 p-3 text-amber-900">
                Your entry hasn't been saved yet. Your words are still here; select Save Entry to try again.
              </p>
            )}
            {saved && (
              <p className="text-green-800">
                Entry saved.{resources && ' Below the form are some places to find support, if you need them.'}
              </p>
            )}
          </div>
          <Button type="submit" disabled={!canSave} className="shrink-0">
            {save.isPending ? 'Saving...' : 'Save Entry'}
          </Button>
        </div>
      </form>
      {resources && (
        <div className="mt-4">
          <CrisisResourcesBox saved="Your entry was saved as usual." onDismiss={dismissResources} />
        </div>
      )}
    </>
  );
}
