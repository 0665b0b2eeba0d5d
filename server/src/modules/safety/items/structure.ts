import { EXPOSURE_DESCRIPTION_MAX, EXPOSURE_TITLE_MAX } from '@ladder/contracts';
import type { CandidateExposure } from '../../generator/types';

const PREVENTION_CUE = /\b(?:do not|don't|never|without|no|not|refrain|resist|hold off|hold back|leave|skip|avoid|stop yourself|only|just once|once only|let (?:it|the \w+) (?:be|stay|sit)|sit with|put (?:it|them) away)\b/i;

/**
 * What makes an engine's item unusable whatever it says (docs/clinical.md §5: every
 * item states its response prevention), or null. Engines are untrusted, so every field is checked.
 */
export function structuralProblem(candidate: CandidateExposure): string | null {
  const { title, description, fear_level: fear, kind, response_prevention: prevention, theme } = candidate as Partial<CandidateExposure>;
  if (typeof title !== 'string' || title.trim() === '') return 'the title is empty';
  if (title.length > EXPOSURE_TITLE_MAX) return `the title is longer than ${EXPOSURE_TITLE_MAX} characters`;
  if (typeof description !== 'string' || description.trim() === '') return 'the description is empty';
  if (description.length > EXPOSURE_DESCRIPTION_MAX) return `the description is longer than ${EXPOSURE_DESCRIPTION_MAX} characters`;
  if (typeof fear !== 'number' || !Number.isInteger(fear) || fear < 1 || fear > 10) return 'the fear level is not a whole number from 1 to 10';
  if (kind !== 'in_vivo' && kind !== 'imaginal' && kind !== 'interoceptive') return 'the kind is not in_vivo, imaginal or interoceptive';
  if (typeof theme !== 'string') return 'the theme is missing';
  if (typeof prevention !== 'string' || !PREVENTION_CUE.test(prevention)) return 'the response prevention is missing';
  // The person sees only the title and description, so the prevention must be stated there too.
  if (!PREVENTION_CUE.test(description)) return 'the description does not state the response prevention';
  return null;
}
