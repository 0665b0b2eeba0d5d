import type { RatingAnchor } from '../ui/RatingSlider';

/** docs/product.md §29 "Rate Exposure Difficulty": 1 Very Easy, 5 Moderately Difficult, 10 Extremely Challenging. */
export const DIFFICULTY_ANCHORS: readonly RatingAnchor[] = [
  { value: 1, label: 'Very Easy' },
  { value: 5, label: 'Moderately Difficult' },
  { value: 10, label: 'Extremely Challenging' },
];
