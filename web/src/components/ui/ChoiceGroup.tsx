import { RadioGroup } from 'radix-ui';
import { useId, type CSSProperties } from 'react';
import { focusRing } from './styles';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

interface ChoiceGroupProps<T extends string> {
  label: string;
  hint?: string;
  choices: readonly Choice<T>[];
  /** null: not answered. */
  value: T | null;
  onValueChange: (value: T | null) => void;
  /** Words under the first and the last choice of a numbered scale, e.g. ["Not at all", "Completely"]. */
  ends?: readonly [string, string];
}

/**
 * An optional question answered by one of a few buttons (Radix radio group: arrow keys move between
 * choices). Nothing is chosen at first, and a chosen answer can be cleared again.
 */
export function ChoiceGroup<T extends string>({ label, hint, choices, value, onValueChange, ends }: ChoiceGroupProps<T>) {
  const labelId = useId();
  const hintId = useId();
  const endsId = useId();
  const scale = choices.length > 4;
  const describedBy = [hint && hintId, ends && endsId].filter(Boolean).join(' ') || undefined;
  // A numbered scale runs in one row from small screens up, and in two rows on phones.
  const columns = { '--all': choices.length, '--half': Math.ceil(choices.length / 2) } as CSSProperties;

  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <p id={labelId} className="text-sm font-medium text-slate-800">
          {label}
        </p>
        {value !== null && (
          <button
            type="button"
            onClick={() => onValueChange(null)}
            className={`shrink-0 rounded text-sm text-teal-800 underline underline-offset-2 hover:text-teal-900 ${focusRing}`}
          >
            Clear <span className="sr-only">answer to {label}</span>
          </button>
        )}
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <RadioGroup.Root
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        orientation="horizontal"
        value={value ?? ''}
        onValueChange={(next) => onValueChange((choices.find((choice) => choice.value === next)?.value ?? null) as T | null)}
        style={scale ? columns : undefined}
        className={
          scale
            ? 'mt-2 grid grid-cols-[repeat(var(--half),minmax(0,1fr))] gap-1.5 sm:grid-cols-[repeat(var(--all),minmax(0,1fr))]'
            : 'mt-2 flex flex-wrap gap-2'
        }
      >
        {choices.map((choice) => (
          <RadioGroup.Item
            key={choice.value}
            value={choice.value}
            className={`rounded-lg border border-slate-300 bg-white text-sm font-medium text-slate-800 hover:bg-slate-50 data-[state=checked]:border-teal-700 data-[state=checked]:bg-teal-700 data-[state=checked]:text-white ${
              scale ? 'h-10 min-w-0 tabular-nums' : 'px-4 py-2'
            } ${focusRing}`}
          >
            {choice.label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {ends && (
        <>
          <div aria-hidden="true" className="mt-1 flex justify-between gap-3 text-xs text-slate-600">
            <span>{ends[0]}</span>
            <span className="text-right">{ends[1]}</span>
          </div>
          <span id={endsId} className="sr-only">
            {choices[0]?.label} means {ends[0]}, {choices.at(-1)?.label} means {ends[1]}.
          </span>
        </>
      )}
    </div>
  );
}
