import { normaliseItems } from '@ladder/contracts';
import { useRef, useState, type SubmitEvent } from 'react';
import { errorDetail } from '../../api/client';
import { useIntakeList, useSaveIntakeList, type IntakeListKind } from '../../api/intake';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { AddItemForm, ItemList } from '../../components/lists/ItemListEditor';
import { Spinner } from '../../components/ui/Spinner';
import { LIST_STEP_COPY } from './list-steps';
import { SAVE_ERROR } from './steps';
import { StepActions, StepHeading } from './wizard-ui';

interface ListStepProps {
  kind: IntakeListKind;
  /** Unsaved items from an earlier visit to this step; otherwise the saved list is shown. */
  draft?: string[];
  /** Gets the unsaved entries, if the list was shown. */
  onBack: (draft?: string[]) => void;
  onSaved: () => void;
}

/** The obsessions, compulsions and triggers steps (docs/product.md §26). */
export function ListStep({ kind, draft, onBack, onSaved }: ListStepProps) {
  const copy = LIST_STEP_COPY[kind];
  const saved = useIntakeList(kind);
  const initialItems = draft ?? (saved.isSuccess ? saved.data.map((item) => item.description) : null);

  return (
    <>
      <StepHeading>{copy.title}</StepHeading>
      <p className="mt-3 text-slate-700">{copy.prompt}</p>
      {copy.note && <p className="mt-2 font-medium text-slate-800">{copy.note}</p>}
      <div className="mt-4 rounded-xl bg-teal-50 p-4 text-sm text-slate-800">
        <p className="font-semibold text-teal-900">For example</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {copy.examples.map((example) => (
            <li key={example}>{example}</li>
          ))}
        </ul>
        <p className="mt-3">
          Use your own words and add as many as you like, one at a time. The more specific they are, the better your
          exercises will fit. You can change this list later.
        </p>
      </div>

      {initialItems ? (
        <ListEditor kind={kind} initialItems={initialItems} onBack={onBack} onSaved={onSaved} />
      ) : (
        <>
          <div className="mt-6">
            {saved.isError ? (
              <Alert tone="error">
                <p>{errorDetail(saved.error) ?? 'Your saved list could not be loaded.'}</p>
                <Button variant="secondary" className="mt-3" onClick={() => void saved.refetch()}>
                  Try again
                </Button>
              </Alert>
            ) : (
              <Spinner label="Loading your list..." showLabel />
            )}
          </div>
          <StepActions
            back={
              <Button variant="secondary" onClick={() => onBack()}>
                Back
              </Button>
            }
            next={<Button disabled>Continue</Button>}
          />
        </>
      )}
    </>
  );
}

interface ListEditorProps extends Omit<ListStepProps, 'draft'> {
  initialItems: string[];
}

function ListEditor({ kind, initialItems, onBack, onSaved }: ListEditorProps) {
  const copy = LIST_STEP_COPY[kind];
  const save = useSaveIntakeList(kind);
  const [items, setItems] = useState(() => normaliseItems(initialItems));
  const [text, setText] = useState('');
  const [notice, setNotice] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  // Words typed but not yet added still count: nobody loses an entry by pressing Continue first.
  const entries = normaliseItems([...items, text]);

  function add(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const [entry] = normaliseItems([text]);
    setText('');
    inputRef.current?.focus();
    if (!entry) return;
    const next = normaliseItems([...items, entry]);
    if (next.length === items.length) {
      setNotice(`“${entry}” is already on your list.`);
      return;
    }
    setItems(next);
    setNotice(`Added “${entry}”.`);
  }

  function remove(index: number) {
    const removed = items[index];
    setItems(items.filter((_, at) => at !== index));
    setNotice(`Removed “${removed}”.`);
    inputRef.current?.focus();
  }

  function handleContinue() {
    if (entries.length === 0) return;
    setItems(entries);
    setText('');
    save.mutate(entries, { onSuccess: onSaved });
  }

  return (
    <>
      <div className="mt-6">
        <AddItemForm
          inputRef={inputRef}
          fieldLabel={copy.fieldLabel}
          value={text}
          onChange={setText}
          onSubmit={add}
          count={items.length}
          busy={save.isPending}
          lockFieldWhileBusy
          submitLabel="Add"
        />
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-slate-600">
        {notice}
      </p>

      {items.length === 0 ? (
        <p className="mt-2 text-slate-600">{copy.empty}</p>
      ) : (
        // docs/product.md §26: the last remaining item cannot be deleted.
        <ItemList items={items} label={copy.listLabel} onRemove={remove} keepLast busy={save.isPending} />
      )}

      {save.isError && (
        <div className="mt-6">
          <Alert tone="error">{errorDetail(save.error) ?? SAVE_ERROR}</Alert>
        </div>
      )}

      <StepActions
        back={
          <Button variant="secondary" disabled={save.isPending} onClick={() => onBack(entries)}>
            Back
          </Button>
        }
        next={
          <>
            {entries.length === 0 && <p className="text-sm text-slate-600 sm:self-center">Add at least one to continue.</p>}
            <Button disabled={entries.length === 0 || save.isPending} onClick={handleContinue}>
              {save.isPending ? 'Saving...' : 'Continue'}
            </Button>
          </>
        }
      />
    </>
  );
}
