/**
 * The themes docs/clinical.md §7 asks the library to cover well. Ids are snake_case like the ones the LLM
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
  'existential',
  'real_event',
  'saving',
  'pocd',
  'self_harm_intrusive',
  'vomiting',
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
  existential: 'Existential and philosophical doubts',
  real_event: 'Doubts about something in the past (real-event or false memory)',
  saving: 'Saving and difficulty letting things go',
  pocd: 'Unwanted thoughts about being a danger to children (POCD)',
  self_harm_intrusive: 'Unwanted thoughts of harming yourself, without wanting to',
  vomiting: 'Fear of vomiting (emetophobia)',
};

/**
 * Offered only after the crisis screen's question was answered "a fear" (docs/clinical.md §18): never detected, listed or built for otherwise.
 */
export const SELF_HARM_THEME = 'self_harm_intrusive' satisfies ThemeId;

/**
 * Plain descriptions for the checklist in the generating step, where the person confirms their
 * themes (docs/clinical.md §8). Written to name the fear, never to reassure.
 */
export const THEME_DESCRIPTIONS: Record<ThemeId, string> = {
  contamination: 'Fears of dirt, germs, illness or "contamination" spreading, and washing or cleaning to feel clean.',
  checking: 'Fears of causing harm by mistake (a fire, a break-in, an accident), and checking to be sure.',
  symmetry: 'A need for things to be even, ordered or to feel "just right", and redoing until they do.',
  scrupulosity: 'Fears of sinning, blasphemy or being immoral, and praying, confessing or seeking certainty.',
  taboo_thoughts: 'Unwanted thoughts of violence, sex or blasphemy that feel shocking, and pushing them away.',
  relationship: 'Doubts about whether you love your partner or whether they are "the one", and checking your feelings.',
  sexual_orientation: 'Doubts about your sexual orientation, and checking your reactions or seeking proof.',
  health: 'Fears of having or getting a serious illness, and checking your body or searching for answers.',
  perfectionism: 'Fears of mistakes or of having done wrong, and reviewing, redoing or going over things in your head.',
  existential: 'Questions about reality, meaning, existence or death that feel urgent to answer, and researching or debating them.',
  real_event: 'Doubts about something you did, or may have done, in the past, and replaying the memory, checking or confessing.',
  saving: 'Fears of losing something that might matter if you let it go, and keeping things "just in case".',
  pocd: 'Unwanted thoughts that you might be a danger to children, and checking your reactions or avoiding children.',
  self_harm_intrusive: 'Unwanted thoughts of harming yourself that frighten you, and checking your feelings or asking for reassurance.',
  vomiting: 'Fears of being sick or of seeing someone else be sick, and checking food dates, your stomach or how you look, or avoiding eating out and travel.',
};
