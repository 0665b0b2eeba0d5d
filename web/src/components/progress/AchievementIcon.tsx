import type { AchievementType } from '@ladder/contracts';

const TYPE_WORDS: Record<AchievementType, string> = {
  streak: 'Streak',
  exposures: 'Exposures',
  points: 'Points',
};

// Heroicons (MIT) 20px solid: fire, check-circle, star.
const PATHS: Record<AchievementType, { name: string; d: string; tone: string }> = {
  streak: {
    name: 'flame',
    tone: 'bg-orange-100 text-orange-700',
    d: 'M13.5 4.938a7 7 0 1 1-9.006 1.737c.202-.257.59-.218.793.039.278.352.594.672.943.954.332.269.786-.049.773-.476a5.977 5.977 0 0 1 .572-2.759 6.026 6.026 0 0 1 2.486-2.665c.247-.14.55-.016.677.238A6.967 6.967 0 0 0 13.5 4.938ZM14 12a4 4 0 0 1-4 4c-1.913 0-3.52-1.398-3.91-3.182-.093-.429.44-.643.814-.413a4.043 4.043 0 0 0 1.094.487c.383.105.716-.222.67-.616a6.047 6.047 0 0 1 .024-1.538c.051-.397.428-.647.808-.515A4 4 0 0 1 14 12Z',
  },
  exposures: {
    name: 'check',
    tone: 'bg-teal-100 text-teal-800',
    d: 'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.857-9.809a.75.75 0 0 0-1.214-.882l-3.483 4.79-1.88-1.88a.75.75 0 1 0-1.06 1.061l2.5 2.5a.75.75 0 0 0 1.137-.089l4-5.5Z',
  },
  points: {
    name: 'star',
    tone: 'bg-amber-100 text-amber-800',
    d: 'M10.868 2.884c-.321-.772-1.415-.772-1.736 0l-1.83 4.401-4.753.381c-.833.067-1.171 1.107-.536 1.651l3.62 3.102-1.106 4.637c-.194.813.691 1.456 1.405 1.02L10 15.591l4.069 2.485c.713.436 1.598-.207 1.404-1.02l-1.106-4.637 3.62-3.102c.635-.544.297-1.584-.536-1.65l-4.752-.382-1.831-4.401Z',
  },
};

/** docs/product.md §48: the icon by achievement type; the type is also said in words for screen readers. */
export function AchievementIcon({ type }: { type: AchievementType }) {
  const icon = PATHS[type];
  return (
    <span className={`flex size-10 shrink-0 items-center justify-center rounded-full ${icon.tone}`}>
      <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" data-icon={icon.name} className="size-6">
        <path fillRule="evenodd" clipRule="evenodd" d={icon.d} />
      </svg>
      <span className="sr-only">{TYPE_WORDS[type]} achievement:</span>
    </span>
  );
}
