import { CHECKING } from './checking';
import { CONTAMINATION } from './contamination';
import { GENERAL } from './general';
import { HEALTH } from './health';
import { PERFECTIONISM } from './perfectionism';
import { RELATIONSHIP } from './relationship';
import { SCRUPULOSITY } from './scrupulosity';
import { SEXUAL_ORIENTATION } from './sexual-orientation';
import { SYMMETRY } from './symmetry';
import { TABOO_THOUGHTS } from './taboo-thoughts';
import type { LibraryTheme } from '../theme-ids';
import type { ThemeLibrary } from './types';

export type { ExposureTemplate, ThemeLibrary } from './types';

export const LIBRARIES: Readonly<Record<LibraryTheme, ThemeLibrary>> = {
  contamination: CONTAMINATION,
  checking: CHECKING,
  symmetry: SYMMETRY,
  scrupulosity: SCRUPULOSITY,
  taboo_thoughts: TABOO_THOUGHTS,
  relationship: RELATIONSHIP,
  sexual_orientation: SEXUAL_ORIENTATION,
  health: HEALTH,
  perfectionism: PERFECTIONISM,
  general: GENERAL,
};
