import { difficultyBand } from '@ladder/contracts';

/** docs/product.md §33: 1-3 green, 4-6 yellow, 7-10 red; dark text on a pale fill keeps contrast above 7:1. */
const BAND_CLASSES = {
  low: 'bg-green-100 text-green-900 ring-green-700/30',
  medium: 'bg-yellow-100 text-yellow-900 ring-yellow-700/30',
  high: 'bg-red-100 text-red-900 ring-red-700/30',
} as const;

/** The exposure's rated fear, coloured by difficulty band; the number carries the meaning, not the colour. */
export function DifficultyBadge({ fearLevel }: { fearLevel: number }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${BAND_CLASSES[difficultyBand(fearLevel)]}`}
    >
      <span aria-hidden="true">Fear {fearLevel}/10</span>
      <span className="sr-only">Fear level {fearLevel} out of 10</span>
    </span>
  );
}
