import { ADVERSARIAL_VIGNETTES } from './adversarial';
import { CENTRAL_RITUAL_VIGNETTES } from './central-ritual';
import { CLINICIAN_REVIEW_VIGNETTES } from './clinician-review';
import { CLINICIAN_REVIEW_2_VIGNETTES } from './clinician-review-2';
import { CLINICIAN_REVIEW_3_VIGNETTES } from './clinician-review-3';
import { CORE_VIGNETTES } from './core';
import { LADDER_FITS_VIGNETTES } from './ladder-fits';
import { LIBRARY_NUANCE_VIGNETTES } from './library-nuance';
import { MIXED_VIGNETTES } from './mixed';
import { NEW_THEME_VIGNETTES } from './new-themes';
import { NUANCE_VIGNETTES } from './nuance';
import { TRIGGER_GRAMMAR_VIGNETTES } from './trigger-grammar';
import { PERSON_READING_VIGNETTES } from './person-readings';
import { PHRASING_REVIEW_VIGNETTES } from './phrasing-review';
import { PLAIN_HARM_VIGNETTES } from './plain-harm';
import { REVIEW_FIVE_VIGNETTES } from './review-five';
import { THEME_FOCUS_VIGNETTES } from './theme-focus';
import { THEME_READING_VIGNETTES } from './theme-reading';
import { VOMITING_VIGNETTES } from './vomiting';
import type { GeneratorVignette } from './types';
import { WRITER_VIGNETTES } from './writers';
import { YOUNG_PEOPLE_VIGNETTES } from './young-people';

export * from './types';

/** Every vignette the rubric runs, in the order the table prints them. */
export const GENERATOR_VIGNETTES: readonly GeneratorVignette[] = [
  ...CORE_VIGNETTES,
  ...NEW_THEME_VIGNETTES,
  ...MIXED_VIGNETTES,
  ...WRITER_VIGNETTES,
  ...NUANCE_VIGNETTES,
  ...CLINICIAN_REVIEW_VIGNETTES,
  ...CLINICIAN_REVIEW_2_VIGNETTES,
  ...CLINICIAN_REVIEW_3_VIGNETTES,
  ...TRIGGER_GRAMMAR_VIGNETTES,
  ...PERSON_READING_VIGNETTES,
  ...PLAIN_HARM_VIGNETTES,
  ...REVIEW_FIVE_VIGNETTES,
  ...THEME_READING_VIGNETTES,
  ...LIBRARY_NUANCE_VIGNETTES,
  ...PHRASING_REVIEW_VIGNETTES,
  ...YOUNG_PEOPLE_VIGNETTES,
  ...LADDER_FITS_VIGNETTES,
  ...VOMITING_VIGNETTES,
  ...THEME_FOCUS_VIGNETTES,
  ...CENTRAL_RITUAL_VIGNETTES,
  ...ADVERSARIAL_VIGNETTES,
];
