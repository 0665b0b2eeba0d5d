import type { YbocsAnswer, YbocsItemKey } from '@ladder/contracts';
import { YBOCS_ANSWERS, type YbocsItem } from '../../pages/intake/ybocs-items';

/** One Y-BOCS item as a radio group with its 0-4 answers (intake step and the dashboard's retake). */
interface YbocsQuestionProps {
  number: number;
  item: YbocsItem;
  answer: YbocsAnswer | undefined;
  onAnswer: (key: YbocsItemKey, answer: YbocsAnswer) => void;
  /** Keeps radio groups apart when the questionnaire appears twice on one page (intake, retake). */
  namePrefix?: string;
}

export function YbocsQuestion({ number, item, answer, onAnswer, namePrefix = '' }: YbocsQuestionProps) {
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      {/* Floated so the legend sits inside the card instead of on its border. */}
      <legend className="float-left w-full font-medium text-slate-900">
        <span className="mr-1 text-teal-800">{number}.</span> {item.question}
      </legend>
      <div className="clear-left grid gap-2 pt-3">
        {item.options.map((option, index) => {
          const value = YBOCS_ANSWERS[index]!;
          return (
            <label
              key={value}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-3 py-2.5 hover:border-teal-600 has-checked:border-teal-700 has-checked:bg-teal-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-700"
            >
              <input
                type="radio"
                name={`${namePrefix}${item.key}`}
                value={value}
                checked={answer === value}
                onChange={() => onAnswer(item.key, value)}
                className="mt-1 size-4 shrink-0 accent-teal-700 focus:outline-none"
              />
              <span>
                <span className="font-medium text-slate-900">{option.label}</span>
                {option.detail && <span className="block text-sm text-slate-600">{option.detail}</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
