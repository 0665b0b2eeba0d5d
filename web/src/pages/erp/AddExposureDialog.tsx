import { EXPOSURE_DESCRIPTION_MAX, EXPOSURE_TITLE_MAX } from '@ladder/contracts';
import { useRef, useState, type SubmitEvent } from 'react';
import { errorDetail } from '../../api/client';
import { useCreateExposure } from '../../api/exposures';
import { safetyRefusal } from '../../api/safety';
import { PanelHeading } from '../../components/safety/GenerationSafety';
import { DIFFICULTY_ANCHORS } from '../../components/exposures/difficulty-anchors';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Modal';
import { RatingSlider } from '../../components/ui/RatingSlider';
import { TextAreaField, TextField } from '../../components/ui/TextField';
import { SAVE_ERROR } from '../../lib/messages';

/** docs/product.md §35: a custom exposure starts at fear level 5. */
const DEFAULT_FEAR_LEVEL = 5;

interface AddExposureDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: (title: string) => void;
}

/** docs/product.md §35 "Add New Exposure modal". */
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
  /** The server's safety warning about what was typed, while the person decides. */
  const [warning, setWarning] = useState<string | null>(null);
  const create = useCreateExposure();
  const titleField = useRef<HTMLInputElement>(null);
  const complete = title.trim() !== '' && description.trim() !== '';

  async function add(acknowledgeWarning: boolean) {
    if (!complete || create.isPending) return;
    try {
      await create.mutateAsync({
        title: title.trim(),
        description: description.trim(),
        fear_level: fearLevel,
        created_by_ai: false,
        created_by_user: true,
        ...(acknowledgeWarning ? { acknowledge_warning: true } : {}),
      });
    } catch (error) {
      const refusal = safetyRefusal(error);
      if (refusal?.code === 'safety_warning') setWarning(refusal.detail);
      else console.error('Adding the exposure failed', error);
      return;
    }
    onAdded(title.trim());
  }

  function changeIt() {
    setWarning(null);
    create.reset();
    requestAnimationFrame(() => titleField.current?.focus());
  }

  if (warning !== null) {
    return (
      <SafetyWarning
        detail={warning}
        adding={create.isPending}
        failure={create.isError && !safetyRefusal(create.error) ? (errorDetail(create.error) ?? SAVE_ERROR) : null}
        onChange={changeIt}
        onAddAnyway={() => void add(true)}
      />
    );
  }

  return (
    <form
      onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        void add(false);
      }}
      className="space-y-5"
    >
      <TextField
        ref={titleField}
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
      {create.isError && !safetyRefusal(create.error) && (
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

interface SafetyWarningProps {
  detail: string;
  adding: boolean;
  failure: string | null;
  onChange: () => void;
  onAddAnyway: () => void;
}

/**
 * A custom exposure gets the same check as generated ones, as a warning the person can read and
 * override: it is their list (docs/clinical.md §10 binds what Ladder suggests).
 */
function SafetyWarning({ detail, adding, failure, onChange, onAddAnyway }: SafetyWarningProps) {
  return (
    <div className="space-y-4">
      <div className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-slate-800">
        <PanelHeading level={3}>Before you add this</PanelHeading>
        <p className="mt-2">{detail}</p>
      </div>
      <p className="text-sm text-slate-700">Everything you typed is kept if you change it.</p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onAddAnyway} disabled={adding}>
          {adding ? 'Adding...' : 'Add it anyway'}
        </Button>
        <Button onClick={onChange} disabled={adding}>
          Change it
        </Button>
      </div>
    </div>
  );
}
