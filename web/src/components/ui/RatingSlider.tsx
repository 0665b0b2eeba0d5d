import { Slider } from 'radix-ui';
import { useId } from 'react';
import { focusRing } from './styles';

export interface RatingAnchor {
  value: number;
  label: string;
}

interface RatingSliderProps {
  /** Accessible name of the slider, e.g. "Difficulty of Touch the bin lid". */
  label: string;
  value: number;
  onValueChange: (value: number) => void;
  /** docs/product.md §33: all sliders run 1-10. */
  min?: number;
  max?: number;
  /** Words shown under the track at these values, e.g. 1 "Very Easy". */
  anchors?: readonly RatingAnchor[];
  disabled?: boolean;
}

function anchorPosition(value: number, min: number, max: number): string {
  return `${((value - min) / (max - min)) * 100}%`;
}

/**
 * A whole-number rating on a Radix slider: arrow keys, Page Up/Down, Home and End work, and
 * screen readers hear "7 out of 10" (plus the anchor word where there is one).
 */
export function RatingSlider({ label, value, onValueChange, min = 1, max = 10, anchors = [], disabled }: RatingSliderProps) {
  const anchorsId = useId();
  const anchor = anchors.find((candidate) => candidate.value === value);
  const valueText = `${value} out of ${max}${anchor ? `, ${anchor.label}` : ''}`;

  return (
    <div>
      <div className="flex items-center gap-4">
        <Slider.Root
          className="relative flex h-10 flex-1 touch-none items-center select-none data-disabled:opacity-60"
          min={min}
          max={max}
          step={1}
          value={[value]}
          disabled={disabled}
          onValueChange={([next]) => {
            if (next !== undefined) onValueChange(next);
          }}
        >
          <Slider.Track className="relative h-2 grow rounded-full bg-slate-300">
            <Slider.Range className="absolute h-full rounded-full bg-teal-700" />
          </Slider.Track>
          <Slider.Thumb
            aria-label={label}
            aria-valuetext={valueText}
            aria-describedby={anchors.length > 0 ? anchorsId : undefined}
            className={`block size-7 cursor-grab rounded-full border-2 border-teal-700 bg-white shadow-md active:cursor-grabbing ${focusRing}`}
          />
        </Slider.Root>
        <span aria-hidden="true" className="w-7 text-right text-xl font-semibold text-slate-900 tabular-nums">
          {value}
        </span>
      </div>
      {anchors.length > 0 && (
        <ul id={anchorsId} className="relative mr-11 h-12 text-xs leading-tight text-slate-700">
          {anchors.map((item) => {
            const edge = item.value === min ? 'left' : item.value === max ? 'right' : 'middle';
            return (
              <li
                key={item.value}
                className={`absolute top-0 max-w-[5.5rem] ${
                  edge === 'left'
                    ? 'left-0 max-sm:max-w-[3rem] text-left'
                    : edge === 'right'
                      ? 'right-0 text-right'
                      : '-translate-x-1/2 text-center'
                }`}
                style={edge === 'middle' ? { left: anchorPosition(item.value, min, max) } : undefined}
              >
                {/* Number above the words keeps the three anchors apart on narrow phones. */}
                <span className="block font-semibold">{item.value}</span> {item.label}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
