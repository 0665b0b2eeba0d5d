import { INTAKE_ITEM_MAX_LENGTH, INTAKE_LIST_MAX_ITEMS } from '@ladder/contracts';
import { useId, type ReactNode, type Ref, type SubmitEvent } from 'react';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { XMarkIcon } from '../ui/icons';
import { focusRing } from '../ui/styles';

/**
 * The pieces the intake's list steps and the Configure Program dialog share for editing a list of
 * obsessions, compulsions or triggers: the list with its delete buttons, and the add field. The
 * screens differ in when they save (the intake at Continue, the dialog on every change), so the
 * state stays with them.
 */

const DENSITY = {
  roomy: { list: 'rounded-xl bg-white', row: 'px-4 py-3', text: 'pt-1.5', button: 'p-2', form: 'gap-3' },
  compact: { list: 'rounded-lg text-sm', row: 'px-3 py-2', text: 'py-1', button: 'p-1.5', form: 'gap-2' },
} as const;
type Density = keyof typeof DENSITY;

interface ItemListProps {
  items: readonly string[];
  /** The list's accessible name, e.g. "Your obsessions". */
  label: string;
  /** Shows a delete button on each item when given. */
  onRemove?: (index: number) => void;
  /** docs/product.md §26: the last item of this list cannot be deleted. */
  keepLast: boolean;
  busy: boolean;
  density?: Density;
}

export function ItemList({ items, label, onRemove, keepLast, busy, density = 'roomy' }: ItemListProps) {
  const hintId = useId();
  const style = DENSITY[density];
  const lastIsKept = keepLast && items.length === 1 && onRemove !== undefined;
  return (
    <>
      <ul aria-label={label} className={`mt-2 divide-y divide-slate-200 border border-slate-200 ${style.list}`}>
        {items.map((item, index) => (
          <li key={item} className={`flex items-start justify-between gap-3 ${style.row}`}>
            <span className={`min-w-0 break-words text-slate-900 ${style.text}`}>{item}</span>
            {onRemove && (
              <button
                type="button"
                aria-label={`Delete ${item}`}
                aria-describedby={lastIsKept ? hintId : undefined}
                disabled={lastIsKept || busy}
                onClick={() => onRemove(index)}
                className={`shrink-0 rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-800 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent ${style.button} ${focusRing}`}
              >
                <XMarkIcon />
              </button>
            )}
          </li>
        ))}
      </ul>
      {lastIsKept && (
        <p id={hintId} className="mt-2 text-sm text-slate-600">
          At least one is needed. Add another before removing this one.
        </p>
      )}
    </>
  );
}

interface AddItemFormProps {
  fieldLabel: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  /** How many the list holds now: at the limit, the field says so and nothing more can be added. */
  count: number;
  /** Saving: the button waits; the field too when `lockFieldWhileBusy`. */
  busy: boolean;
  lockFieldWhileBusy?: boolean;
  submitLabel: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  density?: Density;
}

export function AddItemForm({
  fieldLabel,
  value,
  onChange,
  onSubmit,
  count,
  busy,
  lockFieldWhileBusy = false,
  submitLabel,
  inputRef,
  density = 'roomy',
}: AddItemFormProps) {
  const full = count >= INTAKE_LIST_MAX_ITEMS;
  return (
    <form onSubmit={onSubmit} className={`flex flex-col sm:flex-row sm:items-end ${DENSITY[density].form}`}>
      <TextField
        ref={inputRef}
        label={fieldLabel}
        className="flex-1"
        value={value}
        maxLength={INTAKE_ITEM_MAX_LENGTH}
        disabled={full || (lockFieldWhileBusy && busy)}
        hint={full ? `You have reached the limit of ${INTAKE_LIST_MAX_ITEMS}.` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={full || busy} className="sm:mb-px">
        {submitLabel}
      </Button>
    </form>
  );
}
