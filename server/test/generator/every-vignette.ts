import { GENERATOR_VIGNETTES } from '../../../bench/generator-vignettes';
import type { GenerationInput } from '../../src/modules/generator/types';
import { VIGNETTES } from './vignettes';

/**
 * Every intake the generator's tests and rubric know (bench/generator-vignettes and ./vignettes), as the engine
 * receives it: for checks that walk every ladder (step references, slot grammar, avoidance pairing).
 */
export function everyVignetteInput(): Array<{ name: string; input: GenerationInput }> {
  return [
    ...GENERATOR_VIGNETTES.map((vignette) => ({
      name: vignette.id,
      input: {
        obsessions: [...vignette.obsessions],
        compulsions: [...vignette.compulsions],
        triggers: [...vignette.triggers],
        ybocs: vignette.ybocs,
        confirmedThemes: vignette.person?.confirmedThemes ? [...vignette.person.confirmedThemes] : null,
        selfHarmFear: vignette.person?.crisisAnswer === 'fear',
      },
    })),
    ...VIGNETTES.map((vignette) => ({ name: vignette.name, input: { confirmedThemes: null, selfHarmFear: false, ...vignette.input } })),
  ];
}
