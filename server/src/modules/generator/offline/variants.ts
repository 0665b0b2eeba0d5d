import { filterUnsafe } from '../../safety/items/filter';
import type { CandidateExposure, GenerationInput } from '../types';
import { isEligible } from './hierarchy';
import { LIBRARIES } from './library';
import { describePerson } from './person';
import { renderTemplate, type PhraseUsage } from './render';
import { isNearDuplicate } from './similarity';
import { GENERAL_THEME, type LibraryTheme } from './theme-ids';

/** How far from the step a variant may be: one or two levels, never a leap up or down the ladder. */
const STEPS = [1, 2] as const;

const isLibraryTheme = (theme: string): theme is LibraryTheme => Object.hasOwn(LIBRARIES, theme);

/**
 * An easier or harder version of one step (issue 16 "offer an easier and a harder variant of a step
 * on request"): a template of the same theme one or two levels below or above it, rendered with the
 * person's own words (the library wording when those fail the safety filter), and not a repeat of a
 * step already in the list. Deterministic: the same request gives the same answer. Null when the
 * library has no such step for this person.
 */
export function suggestVariant(
  input: GenerationInput,
  item: { title: string; theme: string; fear_level: number },
  direction: 'easier' | 'harder',
  exclude: readonly string[],
): CandidateExposure | null {
  const person = describePerson(input);
  const theme: LibraryTheme = isLibraryTheme(item.theme) ? item.theme : GENERAL_THEME;
  const sign = direction === 'easier' ? -1 : 1;
  const templates = LIBRARIES[theme].templates.filter((template) => isEligible(template, person));
  for (const step of STEPS) {
    const target = item.fear_level + sign * step;
    if (target < 1 || target > 10) continue;
    const fits = templates
      .filter((template) => Math.abs(template.fear - target) <= 1 && Math.sign(template.fear - item.fear_level) === sign)
      .sort((a, b) => Math.abs(a.fear - target) - Math.abs(b.fear - target) || a.id.localeCompare(b.id));
    for (const template of fits) {
      for (const personal of [true, false]) {
        const usage: PhraseUsage = new Map();
        const { candidate } = renderTemplate(template, theme, person, usage, personal);
        const variant = { ...candidate, fear_level: target };
        if (filterUnsafe([variant]).rejected.length > 0) continue;
        if ([item.title, ...exclude].some((title) => isNearDuplicate(title, variant.title))) continue;
        return variant;
      }
    }
  }
  return null;
}
