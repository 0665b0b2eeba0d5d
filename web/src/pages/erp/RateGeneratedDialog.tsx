import type { ExposureDraft } from '@ladder/contracts';
import { useEffect, useState } from 'react';
import { errorDetail } from '../../api/client';
import { useAcceptDraft, useLadderThemes, useSuggestNewSet } from '../../api/ladder-drafts';
import { safetyRefusal } from '../../api/safety';
import { generationErrorMessage } from '../../components/exposures/generation-messages';
import { RateDraft } from '../../components/exposures/RateDraft';
import { ThemeChecklist } from '../../components/exposures/ThemeChecklist';
import { SafetyNotes } from '../../components/safety/SafetyNotes';
import { Alert } from '../../components/ui/Alert';
import { Modal } from '../../components/ui/Modal';
import { Spinner } from '../../components/ui/Spinner';
import { SAVE_ERROR } from '../../lib/messages';
import { GENERATE_FAILED } from './messages';

interface RateGeneratedDialogProps {
  /** The draft waiting to be rated; shown while `open`. */
  draft: ExposureDraft | null;
  open: boolean;
  /** Closes the dialog; the draft stays on the server for later. */
  onClose: () => void;
  onSaved: (count: number) => void;
  /** A new set was refused for the person's safety: the page shows its calm screen instead. */
  onRefused: (error: unknown) => void;
}

/**
 * docs/product.md §36 "Rate Exposure Difficulty modal": rate each suggestion, then Cancel or Save Exposures.
 * The suggestions are the person's draft (issue 16): Cancel keeps them for later, the ratings are
 * kept as they go, and "Suggest a new set" asks which themes first.
 */
export function RateGeneratedDialog({ draft, open, onClose, onSaved, onRefused }: RateGeneratedDialogProps) {
  const [choosingThemes, setChoosingThemes] = useState(false);
  const close = () => {
    setChoosingThemes(false);
    onClose();
  };
  return (
    <Modal
      open={open && draft !== null}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={choosingThemes ? 'What your ladder will be about' : 'Rate Exposure Difficulty'}
      description={
        choosingThemes
          ? 'A new set is built only for the themes you choose. It replaces the suggestions waiting here.'
          : 'For each one, move the slider to show how hard it would feel to do it today. Your first impression is enough. Your ratings are kept as you go.'
      }
      size="wide"
      keepOnOutsideClick
    >
      {draft &&
        (choosingThemes ? (
          <NewSet onBuilt={() => setChoosingThemes(false)} onCancel={() => setChoosingThemes(false)} onRefused={onRefused} />
        ) : (
          <RateBatch draft={draft} onCancel={close} onSaved={onSaved} onSuggestNewSet={() => setChoosingThemes(true)} />
        ))}
    </Modal>
  );
}

function NewSet({ onBuilt, onCancel, onRefused }: { onBuilt: () => void; onCancel: () => void; onRefused: (error: unknown) => void }) {
  const themes = useLadderThemes(true);
  const suggest = useSuggestNewSet();
  const refused = themes.isError && safetyRefusal(themes.error) !== null;
  useEffect(() => {
    if (refused) onRefused(themes.error);
  }, [refused, themes.error, onRefused]);
  if (refused) return null;
  if (themes.isError) return <Alert tone="error">{generationErrorMessage(themes.error, GENERATE_FAILED)}</Alert>;
  if (!themes.data || themes.isFetching) return <Spinner label="Loading your themes…" showLabel />;
  if (suggest.isPending) return <Spinner label="Writing new exposures from your lists. This may take a moment." showLabel />;
  return (
    <ThemeChecklist
      themes={themes.data}
      pending={suggest.isPending}
      error={suggest.isError ? generationErrorMessage(suggest.error, GENERATE_FAILED) : null}
      onCancel={onCancel}
      onConfirm={(chosen) =>
        suggest.mutate(chosen, {
          onSuccess: onBuilt,
          onError: (error) => {
            if (safetyRefusal(error)) onRefused(error);
          },
        })
      }
    />
  );
}

interface RateBatchProps {
  draft: ExposureDraft;
  onCancel: () => void;
  onSaved: (count: number) => void;
  onSuggestNewSet: () => void;
}

function RateBatch({ draft, onCancel, onSaved, onSuggestNewSet }: RateBatchProps) {
  const accept = useAcceptDraft();

  return (
    <>
      <div className="mb-6 empty:hidden">
        <SafetyNotes />
      </div>
      <RateDraft
        draft={draft}
        submitLabel="Save Exposures"
        pending={accept.isPending}
        error={accept.isError ? (errorDetail(accept.error) ?? SAVE_ERROR) : null}
        // Awaited rather than a mutate callback: saving clears the draft, which closes this dialog first.
        onSubmit={() => {
          accept.mutateAsync().then(onSaved, (error: unknown) => console.error('Saving the suggested exposures failed', error));
        }}
        onSuggestNewSet={onSuggestNewSet}
        onCancel={onCancel}
      />
    </>
  );
}
