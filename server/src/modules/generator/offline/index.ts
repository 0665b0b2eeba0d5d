import type { ExposureEngine } from '../types';
import { buildHierarchy } from './hierarchy';
import { withNamesCapitalised } from './names';
import { describePerson } from './person';

export { detectThemes, THEME_IDS, THEME_LABELS, type ThemeId, type ThemeMatch } from './themes';

/**
 * The built-in generator: no network, no model, deterministic. It detects the themes in the
 * person's own words, builds a graded hierarchy from the reviewed library, and puts their
 * triggers and compulsions into the items. Synchronous and fast; async only to match the
 * ExposureEngine contract.
 */
export function createOfflineEngine(): ExposureEngine {
  return {
    name: 'offline',
    async generate(input, signal) {
      signal?.throwIfAborted();
      const person = describePerson(input);
      return withNamesCapitalised(buildHierarchy(person), person.allTexts);
    },
  };
}
