import { describe, expect, it } from 'vitest';
import { screenForCrisis } from '../../src/modules/safety/crisis/screen';

/**
 * Issue 16, a second clinician-minded review: "arguing with myself in my head" (mental reviewing) was read as a
 * crisis by the model, and an existential intake got the crisis screen instead of a ladder. The frame
 * (framing.ts ARGUING_WITH_MYSELF) keeps the model from overruling it, never beside a crisis cue or an argument
 * about living, dying or ending it (docs/clinical.md §16-§18; decision 027).
 */
/** The model as if it read every text as a crisis: what the frame excuses, whatever a retrain weighs. */
const alwaysCrisis = { score: () => 1, threshold: 0.5, canRead: () => true };

describe('arguing with oneself as rumination', () => {
  it.each(['arguing with myself in my head', 'i argue with myself in my head for hours about whether anything is real', 'debating with myself all day if i said the right thing'])(
    'lets %j through to a ladder',
    (text) => {
      expect(screenForCrisis(text, alwaysCrisis).verdict).toBe('clear');
      expect(screenForCrisis(text).verdict).toBe('clear');
    },
  );

  it.each([
    'arguing with myself in my head about whether to end it',
    'arguing with myself in my head about whether life is worth living',
    'debating with myself whether to kill myself',
    'going back and forth with myself about whether i should go through with it tonight',
    'arguing with myself in my head, what is the point of anything',
    'arguing with myself about staying alive',
    'been debating with myself whether anyone would even notice if I was gone',
  ])('still shows the crisis screen for %j', (text) => {
    expect(screenForCrisis(text, alwaysCrisis).verdict).toBe('crisis');
  });
});
