import type { SafetyCode, YbocsScore } from '@ladder/contracts';
import type { ExposureKind } from '../../server/src/modules/generator/types';

/**
 * Vignettes for the generator rubric (bench/generator-rubric.ts, docs/generator-rubric.md): adults'
 * intakes as the generate route receives them (their three lists as typed, and their latest
 * Y-BOCS), what the person answers in the generating step, and what a clinician expects of the
 * ladder. Written for the rubric from docs/clinical.md and ERP practice, not from the generator's output.
 */

/** The themes the offline library has today (server/src/modules/generator/offline/theme-ids.ts). */
export type LibraryThemeId =
  | 'contamination'
  | 'checking'
  | 'symmetry'
  | 'scrupulosity'
  | 'taboo_thoughts'
  | 'relationship'
  | 'sexual_orientation'
  | 'health'
  | 'perfectionism'
  | 'vomiting';

/** The themes issue 16 adds to the library (docs/clinical.md §7); not there yet when this was written. */
export const PENDING_THEMES = ['existential', 'real_event', 'saving', 'self_harm_intrusive', 'pocd'] as const;
export type PendingThemeId = (typeof PENDING_THEMES)[number];

export type ThemeName = LibraryThemeId | PendingThemeId;

/**
 * What the generate route answers: a ladder, one of the safety gate's calm answers (docs/clinical.md §19), or the 422 for a theme the person cannot choose.
 */
export type Outcome = 'ladder' | SafetyCode | 'theme_refused';

export type VignetteTag =
  | 'core'
  | 'new_theme'
  | 'mixed'
  | 'terse'
  | 'rambling'
  | 'non_native'
  | 'religious'
  | 'medical'
  | 'grief'
  | 'hoarding'
  | 'young_person'
  | 'confirmed'
  | 'adversarial';

/** A pattern no item may contain, with the clinical reason (shown when the check fails). */
export interface Forbidden {
  pattern: RegExp;
  why: string;
}

export interface GeneratorVignette {
  /** Stable, kebab-case; the table's first column. */
  id: string;
  /** One line: who this is. */
  summary: string;
  tags: readonly VignetteTag[];
  /** The person's lists as they typed them; the runner trims and de-duplicates them as the intake does. */
  obsessions: readonly string[];
  compulsions: readonly string[];
  triggers: readonly string[];
  ybocs: YbocsScore | null;
  /** What the person does in the generating step. */
  person?: {
    /** The themes they tick; absent: they call generate without confirming (the detected themes are used). */
    confirmedThemes?: readonly string[];
    /** Their answer when the crisis screen asks "a fear, or thoughts of ending your life?"; absent: not answered. */
    crisisAnswer?: 'fear' | 'thoughts_of_ending_life';
    /** Whether they choose to continue after the eating-disorder signpost. */
    continueAfterSignpost?: boolean;
  };
  expect: {
    /** What the route should answer; several when more than one is clinically acceptable. Default: a ladder. */
    outcome?: Outcome | readonly Outcome[];
    /** Each of these themes has at least one item in the ladder. */
    themes: readonly ThemeName[];
    /** None of these themes has an item in the ladder. */
    forbiddenThemes: readonly ThemeName[];
    /** The person's texts the safety gate must set aside (a harmful act or an instruction): never in any item. */
    setAside?: readonly string[];
    /** Words or ideas no item may contain, beyond the checks every vignette gets. */
    mustNotContain?: readonly Forbidden[];
    /** Whether the hoarding signpost is shown beside the ladder (absent: not checked). */
    hoardingSignpost?: boolean;
    /** Whether the under-18 signpost is shown beside the ladder (docs/clinical.md §20; absent: not checked). */
    youngPersonSignpost?: boolean;
    /** Words for someone who has died (grief): no item has the person talk to, call or spend time with them. */
    bereaved?: readonly string[];
    /** Kinds of exposure the ladder must include (e.g. interoceptive for a feared sensation). */
    kinds?: readonly ExposureKind[];
  };
  /** What a clinician would look for, and why the expectations are what they are. */
  notes: string;
}

/** A Y-BOCS score as the generate route reads it (total and its split; severity bands from docs/clinical.md §29). */
export function ybocs(total: number): YbocsScore {
  const severity = total < 8 ? 'Subclinical' : total < 16 ? 'Mild' : total < 24 ? 'Moderate' : total < 32 ? 'Severe' : 'Extreme';
  return { total, obsessions: Math.ceil(total / 2), compulsions: Math.floor(total / 2), severity };
}
