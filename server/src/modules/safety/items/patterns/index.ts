import type { ActCategory, SaidCategory } from '../rules';
import { ALCOHOL_OR_DRUGS } from './alcohol-drugs';
import { REAL_CONTAMINATION } from './contamination';
import { RISKY_DRIVING } from './driving';
import { EATING_DISORDER } from './eating-disorder';
import { FIRE_OR_APPLIANCES } from './fire-appliances';
import { ILLEGAL_OR_HARM_TO_OTHERS } from './harm-to-others';
import { HEIGHTS_OR_TRAFFIC } from './heights-traffic';
import { MEDICATION } from './medication';
import { PERSONAL_SAFETY } from './personal-safety';
import { REASSURANCE } from './reassurance';
import { RELAXATION } from './relaxation';
import { RITUAL_ALLOWED } from './rituals';
import { SELF_HARM } from './self-harm';

/** Dangerous acts, the gravest first: the first hit names the reason. */
export const ACT_CATEGORIES: readonly ActCategory[] = [
  SELF_HARM,
  EATING_DISORDER,
  ALCOHOL_OR_DRUGS,
  RISKY_DRIVING,
  MEDICATION,
  FIRE_OR_APPLIANCES,
  HEIGHTS_OR_TRAFFIC,
  REAL_CONTAMINATION,
  PERSONAL_SAFETY,
  ILLEGAL_OR_HARM_TO_OTHERS,
];

/** Text that undermines the exposure. */
export const SAID_CATEGORIES: readonly SaidCategory[] = [REASSURANCE, RELAXATION, RITUAL_ALLOWED];

export { sexualContentWithMinors } from './minors';
