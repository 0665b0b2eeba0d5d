import type { GenerationInput } from '../../src/modules/generator/types';

/** A person's lists as the generator receives them, with no Y-BOCS, no confirmed themes and no self-harm fear. */
export const generationInput = (obsessions: string[], compulsions: string[], triggers: string[]): GenerationInput => ({
  obsessions,
  compulsions,
  triggers,
  ybocs: null,
  confirmedThemes: null,
  selfHarmFear: false,
});
