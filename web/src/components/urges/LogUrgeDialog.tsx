import { URGE_COMPULSION_MAX, URGE_NOTE_MAX, URGE_OUTCOME_LABELS, URGE_OUTCOMES, type UrgeOutcome } from '@ladder/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorDetail } from '../../api/client';
import { useIntakeList } from '../../api/intake';
import { useLogUrge } from '../../api/urges';
import { atLocalTime, localTimeOf } from '../../lib/local-day';
import { SAVE_ERROR } from '../../lib/messages';
import { CrisisResourcesBox } from '../safety/CrisisResourcesBox';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { ChoiceGroup } from '../ui/ChoiceGroup';
import { Modal } from '../ui/Modal';
import { buttonClasses, focusRing } from '../ui/styles';
import { TextField } from '../ui/TextField';

/** The choice that opens the text field for a compulsion that is not on the list. */
const SOMETHING_ELSE = '__something_else__';
const OUTCOME_CHOICES = URGE_OUTCOMES.map((value) => ({ value, label: URGE_OUTCOME_LABELS[value] }));

export interface LogUrgeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The urge log in one dialog (issue 17 item 7; docs/practice.md 5.1): the compulsion from the
 * person's own list or in their words, what happened with the urge, an optional note and the time
 * (now, or earlier today). Saving says "Logged." and nothing more: no praise for resisting, no
 * blame for doing it (docs/practice.md 5.2).
 */
export function LogUrgeDialog({ open, onOpenChange }: LogUrgeDialogProps) {
  const compulsions = useIntakeList('compulsions');
  const save = useLogUrge();
  const [picked, setPicked] = useState<string | null>(null);
  const [written, setWritten] = useState('');
  const [outcome, setOutcome] = useState<UrgeOutcome | null>(null);
  const [note, setNote] = useState('');
  // Opened at: the time field starts there, and is sent only when the person changes it.
  const [openedAt, setOpenedAt] = useState(() => new Date());
  const [time, setTime] = useState(() => localTimeOf(new Date()));
  const [timeError, setTimeError] = useState<string | null>(null);
  const [logged, setLogged] = useState<{ crisis: boolean } | null>(null);
  const sending = useRef(false);
  const loggedNote = useRef<HTMLParagraphElement>(null);
  const formId = useId();

  const listed = compulsions.data ?? [];
  const writing = picked === SOMETHING_ELSE || (compulsions.isSuccess && listed.length === 0);
  const compulsion = writing ? written.trim() : (listed.find((item) => item.id === picked)?.description ?? '');
  const canSave = compulsion !== '' && outcome !== null && !save.isPending;

  function reset() {
    const now = new Date();
    setPicked(null);
    setWritten('');
    setOutcome(null);
    setNote('');
    setOpenedAt(now);
    setTime(localTimeOf(now));
    setTimeError(null);
    save.reset();
  }

  // Not while a save is on its way: its answer would have nowhere to show.
  function changeOpen(next: boolean) {
    if (!save.isPending) onOpenChange(next);
  }

  function occurredAt(): string | undefined | null {
    if (time === localTimeOf(openedAt)) return undefined;
    const at = atLocalTime(openedAt, time);
    if (!at || at.getTime() > Date.now()) return null;
    return at.toISOString();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSave || sending.current || outcome === null) return;
    const when = occurredAt();
    if (when === null) {
      setTimeError('Choose a time earlier today, or leave it as now.');
      return;
    }
    setTimeError(null);
    sending.current = true;
    save.mutate(
      { compulsion, outcome, note: note.trim() === '' ? null : note, ...(when ? { occurred_at: when } : {}) },
      {
        onSuccess: (urge) => {
          reset();
          setLogged({ crisis: urge.crisis_resources });
          // The form has gone: the news takes the focus, so it is heard and nothing falls to the page.
          requestAnimationFrame(() => loggedNote.current?.focus());
        },
        onError: (error) => console.error('Logging the urge failed', error),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={changeOpen}
      title="Log an urge"
      description={logged ? undefined : 'The compulsion, and what happened with the urge.'}
      keepOnOutsideClick
    >
      {logged ? (
        <div className="space-y-5">
          <p ref={loggedNote} tabIndex={-1} role="status" className="text-base font-medium text-slate-900 focus:outline-none">
            Logged.
          </p>
          {logged.crisis && <CrisisResourcesBox saved="Your log was saved as usual." headingAs="h3" />}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Link to="/urges" onClick={() => onOpenChange(false)} className={buttonClasses('secondary')}>
              See today&apos;s log
            </Link>
            <Button
              variant="secondary"
              onClick={() => {
                reset();
                setLogged(null);
              }}
            >
              Log another
            </Button>
            <Button onClick={() => onOpenChange(false)}>OK</Button>
          </div>
        </div>
      ) : (
        <form id={formId} onSubmit={submit} noValidate className="space-y-5">
          {compulsions.isPending ? (
            <p className="text-sm text-slate-700">Loading your compulsions...</p>
          ) : (
            listed.length > 0 && (
              <ChoiceGroup
                label="Compulsion"
                choices={[...listed.map((item) => ({ value: item.id, label: item.description })), { value: SOMETHING_ELSE, label: 'Something else' }]}
                value={picked}
                onValueChange={setPicked}
              />
            )
          )}
          {writing && (
            <TextField
              label={listed.length > 0 ? 'The compulsion, in your words' : 'Compulsion'}
              value={written}
              onChange={(event) => setWritten(event.target.value)}
              maxLength={URGE_COMPULSION_MAX}
              autoComplete="off"
            />
          )}
          <ChoiceGroup label="What happened with the urge?" choices={OUTCOME_CHOICES} value={outcome} onValueChange={setOutcome} />
          <div>
            <TextField
              label="When"
              hint="Now, or change it to an earlier time today."
              type="time"
              value={time}
              onChange={(event) => {
                setTime(event.target.value);
                setTimeError(null);
              }}
              aria-invalid={timeError !== null}
              className="max-w-xs"
            />
            {timeError && (
              <p role="alert" className="mt-1 text-sm text-red-800">
                {timeError}
              </p>
            )}
          </div>
          <TextField
            label="Note (optional)"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={URGE_NOTE_MAX}
            autoComplete="off"
          />
          {save.isError && <Alert tone="error">{errorDetail(save.error) ?? SAVE_ERROR}</Alert>}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
            <Link to="/urges" onClick={() => onOpenChange(false)} className={`rounded text-sm font-medium text-teal-800 underline ${focusRing}`}>
              See today&apos;s log
            </Link>
            <Button type="submit" disabled={!canSave}>
              {save.isPending ? 'Saving...' : 'Save'}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
