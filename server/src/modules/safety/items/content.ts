import type { ContentCategory } from './categories';
import { ACT_CATEGORIES, SAID_CATEGORIES, sexualContentWithMinors } from './patterns';
import { actCategoryHits, saidCategoryHits } from './rules';
import { prepareText } from './text';

/**
 * The content checks of docs/clinical.md §10, without the structural ones: the
 * first category the text falls in, the gravest first, or null. Danger before undermining, so a
 * dangerous item is named for its danger.
 */
export function contentCategory(parts: string[]): ContentCategory | null {
  const text = prepareText(parts);
  if (sexualContentWithMinors(text)) return 'minors';
  for (const category of ACT_CATEGORIES) if (actCategoryHits(category, text)) return category.category;
  for (const category of SAID_CATEGORIES) if (saidCategoryHits(category, text)) return category.category;
  return null;
}
