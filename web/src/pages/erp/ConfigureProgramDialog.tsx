import { INTAKE_ITEM_MAX_LENGTH, INTAKE_LIST_MAX_ITEMS, normaliseItems } from '@ladder/contracts';
import { useId, useState, type SubmitEvent } from 'react';
import { errorDetail } from '../../api/client';
import { useIntakeList, useSaveIntakeList, type IntakeListKind } from '../../api/intake';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Modal';
import { Spinner } from '../../components/ui/Spinner';
import { TextField } from '../../components/ui/TextField';
import { XMarkIcon } from '../../components/ui/icons';
import { focusRing } from '../../components/ui/styles';
import { LOAD_FAILED } from './messages';

interface ListCopy {
  title: string;
  /** Singular, as in spec §8 'Failed to add obsession'. */
  noun: string;
  fieldLabel: string;
  /** Spec §5: the last obsession and the last compulsion cannot be deleted; the last trigger can. */
  keepLast: boolean;
}

const LISTS: Record<IntakeListKind, ListCopy> = {
  obsessions: { title: 'Obsessions', noun: 'obsession', fieldLabel: 'Add an obsession', keepLast: true },
  compulsions: { title: 'Compulsions', noun: 'compulsion', fieldLabel: 'Add a compulsion', keepLast: true },
  triggers: { title: 'Triggers', noun: 'trigger', fieldLabel: 'Add a trigger', keepLast: false },
};

interface ConfigureProgramDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec §2 "Configure Program modal": the lists new exposures are generated from. */
export function ConfigureProgramDialog({ open, onOpenChange }: ConfigureProgramDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Configure Program"
      description="The obsessions, compulsions and triggers your exposures are generated from. Each change is saved at once."
      size="wide"
    >
      <div className="space-y-6">
        {(Object.keys(LISTS) as IntakeListKind[]).map((kind) => (
          <ProgramList key={kind} kind={kind} />
        ))}
      </div>
    </Modal>
  );
}

function ProgramList({ kind }: { kind: IntakeListKind }) {
  const copy = LISTS[kind];
  const list = useIntakeList(kind);
  const save = useSaveIntakeList(kind);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();
  const lastHintId = useId();

  const items = list.data?.map((item) => item.description) ?? [];
  const lastIsKept = copy.keepLast && items.length === 1;
  const full = items.length >= INTAKE_LIST_MAX_ITEMS;

  // Spec §7: every change sends the whole list.
  function saveList(next: string[], done: string, fallback: string, onSaved?: () => void) {
    setFailure(null);
    setNotice('');
    save.mutate(next, {
      onSuccess: () => {
        setNotice(done);
        onSaved?.();
      },
      onError: (error) => setFailure(errorDetail(error) ?? fallback),
    });
  }

  function add(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const [entry] = normaliseItems([text]);
    if (!entry || save.isPending) return;
    const next = normaliseItems([...items, entry]);
    if (next.length === items.length) {
      setFailure(null);
      setNotice(`“${entry}” is already on your list.`);
      return;
    }
    saveList(next, `Added “${entry}”.`, `Failed to add ${copy.noun}`, () => setText(''));
  }

  function remove(item: string) {
    if (lastIsKept || save.isPending) return;
    saveList(
      items.filter((candidate) => candidate !== item),
      `Removed “${item}”.`,
      `Failed to delete ${copy.noun}`,
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {copy.title}
        </h3>
        {list.isSuccess && (
          <Button
            variant="secondary"
            className="px-3 py-1.5"
            aria-label={editing ? `Done editing ${copy.title.toLowerCase()}` : `Edit ${copy.title.toLowerCase()}`}
            onClick={() => {
              setEditing(!editing);
              setNotice('');
              setFailure(null);
            }}
          >
            {editing ? 'Done' : 'Edit'}
          </Button>
        )}
      </div>

      {list.isPending && (
        <div className="mt-3">
          <Spinner label={`Loading your ${copy.title.toLowerCase()}...`} />
        </div>
      )}
      {list.isError && (
        <div className="mt-3">
          <Alert tone="error">{LOAD_FAILED}</Alert>
        </div>
      )}

      {list.isSuccess && (
        <>
          {items.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">Nothing listed yet.</p>
          ) : (
            <ul
              aria-label={`Your ${copy.title.toLowerCase()}`}
              className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200"
            >
              {items.map((item) => (
                <li key={item} className="flex items-start justify-between gap-3 px-3 py-2 text-sm">
                  <span className="min-w-0 py-1 break-words text-slate-900">{item}</span>
                  {editing && (
                    <button
                      type="button"
                      aria-label={`Delete ${item}`}
                      aria-describedby={lastIsKept ? lastHintId : undefined}
                      disabled={lastIsKept || save.isPending}
                      onClick={() => remove(item)}
                      className={`shrink-0 rounded-lg p-1.5 text-slate-600 hover:bg-red-50 hover:text-red-800 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent ${focusRing}`}
                    >
                      <XMarkIcon />
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {editing && lastIsKept && (
            <p id={lastHintId} className="mt-2 text-sm text-slate-600">
              At least one is needed. Add another before removing this one.
            </p>
          )}
          {editing && (
            <form onSubmit={add} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
              <TextField
                label={copy.fieldLabel}
                className="flex-1"
                value={text}
                maxLength={INTAKE_ITEM_MAX_LENGTH}
                disabled={full}
                hint={full ? `You have reached the limit of ${INTAKE_LIST_MAX_ITEMS}.` : undefined}
                onChange={(event) => setText(event.target.value)}
              />
              <Button type="submit" variant="secondary" disabled={full || save.isPending} className="sm:mb-px">
                {save.isPending ? (
                  'Saving...'
                ) : (
                  <>
                    Add <span className="sr-only">{copy.noun}</span>
                  </>
                )}
              </Button>
            </form>
          )}
          {failure && (
            <div className="mt-3">
              <Alert tone="error">{failure}</Alert>
            </div>
          )}
          <p role="status" className="mt-1 min-h-5 text-sm text-slate-600">
            {notice}
          </p>
        </>
      )}
    </section>
  );
}
