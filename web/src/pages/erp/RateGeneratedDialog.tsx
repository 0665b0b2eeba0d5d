import type { GeneratedExposure } from '@ladder/contracts';
import { errorDetail } from '../../api/client';
import { useSaveGeneratedExposures } from '../../api/exposures';
import { RateExposures } from '../../components/exposures/RateExposures';
import { SafetyNotes } from '../../components/safety/SafetyNotes';
import { Modal } from '../../components/ui/Modal';
import { SAVE_ERROR } from '../../lib/messages';

interface RateGeneratedDialogProps {
  /** One generated batch; null when none is waiting to be rated. */
  exposures: GeneratedExposure[] | null;
  onCancel: () => void;
  onSaved: (count: number) => void;
}

/** Spec §2 "Rate Exposure Difficulty modal": rate each suggestion, then Cancel or Save Exposures. */
export function RateGeneratedDialog({ exposures, onCancel, onSaved }: RateGeneratedDialogProps) {
  return (
    <Modal
      open={exposures !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Rate Exposure Difficulty"
      description="For each one, move the slider to show how hard it would feel to do it today. Your first impression is enough. You can delete any that do not fit you later."
      size="wide"
      keepOnOutsideClick
    >
      {exposures && <RateBatch exposures={exposures} onCancel={onCancel} onSaved={onSaved} />}
    </Modal>
  );
}

function RateBatch({ exposures, onCancel, onSaved }: { exposures: GeneratedExposure[]; onCancel: () => void; onSaved: (count: number) => void }) {
  const save = useSaveGeneratedExposures();

  async function handleSubmit(rated: GeneratedExposure[]) {
    try {
      await save.mutateAsync(rated);
    } catch (error) {
      console.error('Saving the generated exposures failed', error);
      return;
    }
    onSaved(rated.length);
  }

  return (
    <>
      <div className="mb-6 empty:hidden">
        <SafetyNotes />
      </div>
      <RateExposures
        exposures={exposures}
        submitLabel="Save Exposures"
        pending={save.isPending}
        error={save.isError ? (errorDetail(save.error) ?? SAVE_ERROR) : null}
        onSubmit={(rated) => void handleSubmit(rated)}
        onCancel={onCancel}
      />
    </>
  );
}
