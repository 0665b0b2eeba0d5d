import { normaliseItems } from '@ladder/contracts';
import { useId, useState, type SubmitEvent } from 'react';
import { errorDetail } from '../../api/client';
import { useIntakeList, useSaveIntakeList, type IntakeListKind } from '../../api/intake';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Modal';
import { AddItemForm, ItemList } from '../../components/lists/ItemListEditor';
import { Spinner } from '../../components/ui/Spinner';
import { LOAD_FAILED } from './messages';

interface ListCopy {
  title: string;
  /** Singular, as in docs/product.md §56 'Failed to add obsession'. */
  noun: string;
  fieldLabel: string;
  /** docs/product.md §36: the last obsession and the last compulsion cannot be deleted; the last trigger can. */
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

/** docs/product.md §36 "Configure Program modal": the lists new exposures are generated from. */
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

  const items = list.data?.map((item) => item.description) ?? [];
  const lastIsKept = copy.keepLast && items.length === 1;

  // docs/product.md §36: every change sends the whole list.
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

  function remove(index: number) {
    const item = items[index];
    if (item === undefined || lastIsKept || save.isPending) return;
    saveList(
      items.filter((_, at) => at !== index),
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
            <ItemList
              items={items}
              label={`Your ${copy.title.toLowerCase()}`}
              onRemove={editing ? remove : undefined}
              keepLast={copy.keepLast}
              busy={save.isPending}
              density="compact"
            />
          )}
          {editing && (
            <div className="mt-3">
              <AddItemForm
                fieldLabel={copy.fieldLabel}
                value={text}
                onChange={setText}
                onSubmit={add}
                count={items.length}
                busy={save.isPending}
                density="compact"
                submitLabel={
                  save.isPending ? (
                    'Saving...'
                  ) : (
                    <>
                      Add <span className="sr-only">{copy.noun}</span>
                    </>
                  )
                }
              />
            </div>
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
