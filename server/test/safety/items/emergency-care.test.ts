import { describe, expect, it } from 'vitest';
import { contentWarning } from '../../../src/modules/safety/items/filter';

/**
 * Emergency care is never held back, from any engine (docs/clinical.md §9). The offline generator once wrote
 * "Do not go to a&e beyond the agreed ones" from a person's compulsion; a model engine could write the same, so
 * the item check refuses it wherever it comes from.
 */
const HELD_BACK = [
  'For seven days do the checks agreed with your care team. Do not go to A&E beyond the agreed ones.',
  'Sit with it for 20 minutes. Do not call an ambulance or 999, however bad it feels.',
  'Put off calling 999 for an hour and see whether the feeling passes.',
  'When the urge to go to the emergency room comes, resist going to the emergency room.',
  "Don't ring 911 tonight; let the worry come and go.",
  'Wait an hour before going to urgent care.',
  'No trips to A and E this week, whatever your body does.',
  'Only call an ambulance if it lasts more than an hour.',
];
const KEPT = [
  'If you feel unwell, follow your care plan, and go to A&E whenever it says so.',
  'Walk past the A&E entrance on your way to work, without going in to check anything.',
  'Watch an episode of a paramedic documentary at home for 30 minutes. Do not look up symptoms afterwards.',
  'Do not check your pulse. Call 999 if you have chest pain, as anyone would.',
  'Read a leaflet about the ambulance service once, then put it away. Do not ask anyone about it.',
];

describe('emergency care is never held back by a step (docs/clinical.md §9)', () => {
  it.each(HELD_BACK)('refuses "%s"', (description) => {
    expect(contentWarning({ title: 'Stay with the worry', description })?.category).toBe('personal_safety');
  });

  it.each(KEPT)('keeps "%s"', (description) => {
    expect(contentWarning({ title: 'Stay with the worry', description })).toBeNull();
  });
});
