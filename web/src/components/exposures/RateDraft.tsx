import type { DraftExposure, ExposureDraft } from '@ladder/contracts';
import { useRef, useState, type SubmitEvent } from 'react';
import { errorDetail } from '../../api/client';
import { useDraftVariant, useSaveDraftRatings } from '../../api/ladder-drafts';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { RatingSlider } from '../ui/RatingSlider';
import { DIFFICULTY_ANCHORS } from './difficulty-anchors';

export const SUGGEST_NEW_SET = 'Suggest a new set';

const clampRating = (value: number) => Math.min(10, Math.max(1, Math.round(value)));
/** An item's rating belongs to that item: a variant in its place starts again (its key is new). */
const itemKey = (item: DraftExposure) => `${item.index}:${item.title}`;

interface RateDraftProps {
  draft: ExposureDraft;
  /** 'Complete Onboarding' in the intake wizard, 'Save Exposures' in the ERP page's modal. */
  submitLabel: string;
  pending: boolean;
  /** Called once the last ratings are stored: the server saves the draft as it is. */
  onSubmit: () => void;
  onSuggestNewSet: () => void;
  onCancel?: () => void;
  error?: string | null;
}

/**
 * The draft ladder (issue 16): one 1-10 difficulty slider per suggestion, starting at the rating
 * given so far or the suggested level. Every change is kept on the server, so a reload or a new
 * sign-in shows the same list with the same ratings and spends no generation. Each step can be
 * swapped for an easier or a harder version of it.
 */
export function RateDraft({ draft, submitLabel, pending, onSubmit, onSuggestNewSet, onCancel, error }: RateDraftProps) {
  const [local, setLocal] = useState<ReadonlyMap<string, number>>(() => new Map());
  const saveRatings = useSaveDraftRatings();
  const variant = useDraftVariant();
  const [variantError, setVariantError] = useState<{ index: number; message: string } | null>(null);
  const [status, setStatus] = useState('');
  const inFlight = useRef<Promise<unknown> | null>(null);
  const queued = useRef<Array<number | null> | null>(null);

  const level = (item: DraftExposure) => local.get(itemKey(item)) ?? item.rating ?? clampRating(item.fear_level);
  const ratings = (overrides: ReadonlyMap<string, number>) => draft.items.map((item) => overrides.get(itemKey(item)) ?? item.rating);

  /** One save at a time; while one is on its way only the newest ratings wait behind it. */
  function persist(next: Array<number | null>) {
    queued.current = next;
    if (inFlight.current) return;
    const run = async () => {
      while (queued.current) {
        const sending = queued.current;
        queued.current = null;
        try {
          await saveRatings.mutateAsync(sending);
          setStatus('Your ratings are saved.');
        } catch {
          setStatus('Your latest rating could not be saved yet. It will be tried again with your next change.');
        }
      }
      inFlight.current = null;
    };
    inFlight.current = run();
  }

  function rate(item: DraftExposure, value: number) {
    const next = new Map(local).set(itemKey(item), value);
    setLocal(next);
    setStatus('');
    persist(ratings(next));
  }

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // Every slider's value is what gets saved, also the ones left at the suggested level.
    const all = draft.items.map((item) => level(item));
    queued.current = null;
    await inFlight.current;
    try {
      await saveRatings.mutateAsync(all);
    } catch {
      // The server keeps the ratings it has; saving the draft still uses the suggested levels for the rest.
    }
    onSubmit();
  }

  function askVariant(item: DraftExposure, direction: 'easier' | 'harder') {
    setVariantError(null);
    variant.mutate(
      { index: item.index, direction },
      {
        onSuccess: () => setStatus(direction === 'easier' ? `Step ${item.index + 1} is now an easier version.` : `Step ${item.index + 1} is now a harder version.`),
        onError: (failure) => setVariantError({ index: item.index, message: errorDetail(failure) ?? 'That version could not be suggested. Please try again.' }),
      },
    );
  }

  const busy = pending || variant.isPending;
  return (
    <form onSubmit={handleSubmit} className="space-y-6">
      <div className="flex flex-col gap-3 rounded-lg bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-800">
          {draft.themes.length > 0 ? (
            <>
              Built for: <strong>{draft.themes.map((theme) => theme.label).join(', ')}</strong>
            </>
          ) : (
            'Built around your own words, not a theme.'
          )}
        </p>
        <Button variant="secondary" onClick={onSuggestNewSet} disabled={busy}>
          {SUGGEST_NEW_SET}
        </Button>
      </div>
      <ol className="space-y-4">
        {draft.items.map((item) => (
          <li key={itemKey(item)} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
            <h3 className="font-semibold text-slate-900">{item.title}</h3>
            <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{item.description}</p>
            {item.why && <p className="mt-2 text-sm text-slate-600">Why this level: {item.why}</p>}
            <div className="mt-4">
              <RatingSlider
                label={`Difficulty of ${item.title}`}
                value={level(item)}
                onValueChange={(value) => rate(item, value)}
                anchors={DIFFICULTY_ANCHORS}
                disabled={busy}
              />
            </div>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button variant="ghost" className="px-3 py-1.5" disabled={busy} onClick={() => askVariant(item, 'easier')} aria-label={`Easier version of ${item.title}`}>
                Easier version
              </Button>
              <Button variant="ghost" className="px-3 py-1.5" disabled={busy} onClick={() => askVariant(item, 'harder')} aria-label={`Harder version of ${item.title}`}>
                Harder version
              </Button>
            </div>
            {variantError?.index === item.index && (
              <p className="mt-2 text-sm text-slate-800" role="alert">
                {variantError.message}
              </p>
            )}
          </li>
        ))}
      </ol>
      <p role="status" className="text-sm text-slate-600">
        {status}
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={busy}>
          {pending ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
