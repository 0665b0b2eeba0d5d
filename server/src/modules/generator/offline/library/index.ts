import { CHECKING } from './checking';
import { CONTAMINATION } from './contamination';
import { EXISTENTIAL } from './existential';
import { GENERAL } from './general';
import { HEALTH } from './health';
import { PERFECTIONISM } from './perfectionism';
import { POCD } from './pocd';
import { REAL_EVENT } from './real-event';
import { RELATIONSHIP } from './relationship';
import { SAVING } from './saving';
import { SCRUPULOSITY } from './scrupulosity';
import { SELF_HARM_INTRUSIVE } from './self-harm-intrusive';
import { SEXUAL_ORIENTATION } from './sexual-orientation';
import { SYMMETRY } from './symmetry';
import { TABOO_THOUGHTS } from './taboo-thoughts';
import { VOMITING } from './vomiting';
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
  existential: EXISTENTIAL,
  real_event: REAL_EVENT,
  saving: SAVING,
  pocd: POCD,
  self_harm_intrusive: SELF_HARM_INTRUSIVE,
  vomiting: VOMITING,
  general: GENERAL,
};
