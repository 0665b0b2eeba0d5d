import { EXPOSURE_DESCRIPTION_MAX, EXPOSURE_TITLE_MAX } from '@ladder/contracts';
import { useState, type SubmitEvent } from 'react';
import { errorDetail } from '../../api/client';
import { useCreateExposure } from '../../api/exposures';
import { DIFFICULTY_ANCHORS } from '../../components/exposures/RateExposures';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Modal';
import { RatingSlider } from '../../components/ui/RatingSlider';
import { TextAreaField, TextField } from '../../components/ui/TextField';
import { SAVE_ERROR } from '../../lib/messages';

/** Spec §5: a custom exposure starts at fear level 5. */
const DEFAULT_FEAR_LEVEL = 5;

interface AddExposureDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: (title: string) => void;
}

/** Spec §2 "Add New Exposure modal". */
export function AddExposureDialog({ open, onOpenChange, onAdded }: AddExposureDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Add New Exposure"
      description="Describe a situation you would practise facing, and what you will hold back from doing."
      keepOnOutsideClick
    >
      {/* Mounted only while open, so each visit starts with an empty form. */}
      {open && <AddExposureForm onCancel={() => onOpenChange(false)} onAdded={onAdded} />}
    </Modal>
  );
}

function AddExposureForm({ onCancel, onAdded }: { onCancel: () => void; onAdded: (title: string) => void }) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [fearLevel, setFearLevel] = useState(DEFAULT_FEAR_LEVEL);
  const create = useCreateExposure();
  const complete = title.trim() !== '' && description.trim() !== '';

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!complete || create.isPending) return;
    try {
      await create.mutateAsync({
        title: title.trim(),
        description: description.trim(),
        fear_level: fearLevel,
        created_by_ai: false,
        created_by_user: true,
      });
    } catch (error) {
      console.error('Adding the exposure failed', error);
      return;
    }
    onAdded(title.trim());
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="space-y-5">
      <TextField
        label="Title"
        value={title}
        maxLength={EXPOSURE_TITLE_MAX}
        required
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextAreaField
        label="Description"
        hint="Where, for how long, and which compulsion you will not do during and after."
        value={description}
        maxLength={EXPOSURE_DESCRIPTION_MAX}
        required
        onChange={(event) => setDescription(event.target.value)}
      />
      <div>
        <p className="text-sm font-medium text-slate-800">Fear Level</p>
        <RatingSlider label="Fear Level" value={fearLevel} onValueChange={setFearLevel} anchors={DIFFICULTY_ANCHORS} />
      </div>
      {create.isError && (
        // Kept open with everything typed, so nothing has to be written twice.
        <Alert tone="error">{errorDetail(create.error) ?? SAVE_ERROR}</Alert>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!complete || create.isPending}>
          {create.isPending ? 'Adding...' : 'Add'}
        </Button>
      </div>
    </form>
  );
}
