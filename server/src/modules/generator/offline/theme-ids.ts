/**
 * The themes CLINICAL.md asks the library to cover well. Ids are snake_case like the ones the LLM
 * engines are asked for, so a hierarchy reads the same whichever engine wrote it.
 */
export const THEME_IDS = [
  'contamination',
  'checking',
  'symmetry',
  'scrupulosity',
  'taboo_thoughts',
  'relationship',
  'sexual_orientation',
  'health',
  'perfectionism',
] as const;
export type ThemeId = (typeof THEME_IDS)[number];

/** The generic library: built around the person's own words when no theme matches. */
export const GENERAL_THEME = 'general';
export type LibraryTheme = ThemeId | typeof GENERAL_THEME;

export const THEME_LABELS: Record<ThemeId, string> = {
  contamination: 'Contamination',
  checking: 'Harm and responsibility, checking',
  symmetry: 'Symmetry, ordering and "just right"',
  scrupulosity: 'Religious and moral scrupulosity',
  taboo_thoughts: 'Intrusive taboo thoughts (harm, sexual, blasphemous)',
  relationship: 'Relationship doubts',
  sexual_orientation: 'Sexual orientation doubts',
  health: 'Health and illness worries',
  perfectionism: 'Perfectionism and mental reviewing',
};
