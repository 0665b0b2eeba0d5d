import { describe, expect, it } from 'vitest';
import { contentWarning } from '../../../src/modules/safety/items/filter';

/**
 * Real biological contamination is never touched (docs/clinical.md §10). A clinician's review found
 * "Spend 20 minutes with your trigger: seeing dog mess — touch it with bare hands, then your face":
 * the hazard named once in the title, the touching said of "it" in the description.
 */
const HAZARDS = [
  'seeing dog mess', 'bird droppings on the car', 'cat litter tray', 'sick on the pavement', 'someone being sick on the bus',
  'vomit', 'dog faeces on the grass', 'fox poo', 'urine in the lift', 'other peoples blood', 'roadkill', 'a dead bird',
  'rats in the alley', 'dirty nappies', 'bin juice', 'pigeon droppings on the bench', 'a dead mouse in the garage',
  'bloodstains on the floor', 'used needles', 'spit on the pavement',
];
const TOUCH_IT = 'Go to it on purpose and touch it, or the things around it, with bare hands several times. Then touch your face, clothes and phone. For an hour afterwards, do not wash or use hand gel.';
const HANDS_TO_FACE = 'Stand near it for 20 minutes, then rub your eyes and put your hands to your mouth. Do not wash or use hand gel for an hour.';
const BY_NAME = (hazard: string) => `Press both palms on ${hazard} and hold them there for a minute. Do not wash or use hand gel for an hour.`;

describe('biological contamination is never touched, however the item names it (docs/clinical.md §10)', () => {
  it.each(HAZARDS)('refuses bare hands on "%s" said as "it"', (hazard) => {
    expect(contentWarning({ title: `Spend 20 minutes with your trigger: ${hazard}`, description: TOUCH_IT })?.category).toBe('real_contamination');
  });

  it.each(HAZARDS)('refuses hands to the face beside "%s"', (hazard) => {
    expect(contentWarning({ title: `An hour near your trigger: ${hazard}`, description: HANDS_TO_FACE })?.category).toBe('real_contamination');
  });

  it.each(HAZARDS)('refuses "%s" touched by name', (hazard) => {
    expect(contentWarning({ title: 'Your hardest step', description: BY_NAME(hazard) })?.category).toBe('real_contamination');
  });
});

describe('everyday contamination ERP and passing the hazard by stay (docs/clinical.md §15)', () => {
  it.each(['the hallway carpet', 'door handles', 'the kitchen bin lid', 'money', 'the soles of my shoes', 'the floor of the bus', 'bus poles'])(
    'keeps bare hands on "%s", then the face',
    (trigger) => {
      expect(contentWarning({ title: `Spend 20 minutes with your trigger: ${trigger}`, description: TOUCH_IT })).toBeNull();
    },
  );

  // Used needles stay refused even passed by: the item filter sets them aside wherever they are named.
  it.each(HAZARDS.filter((hazard) => !hazard.includes('needle')))('keeps walking past "%s" and carrying it home on the shoes', (hazard) => {
    expect(
      contentWarning({
        title: `Walk by it, then go home: ${hazard}`,
        description:
          'Walk past it on purpose, as close as anyone would, without touching it. Then walk through your home in the same shoes and sit down for 20 minutes. For an hour, do not wipe your shoes or clean the floor, and do not change clothes.',
      }),
    ).toBeNull();
  });

  it.each([
    ['Touch your face after a blood test', 'At the clinic, let the nurse take blood as booked, then touch your face and hair. Do not wash or use hand gel for an hour.'],
    ['Change your toddler’s nappy, then wash once', 'Change it as usual and wash your hands once for 20 seconds, then touch your face. Do not wash again.'],
    ['Give blood as booked, then touch your face', 'At the donor session, give blood as booked, then touch your face and phone. Do not use hand gel for an hour.'],
  ])('keeps "%s"', (title, description) => {
    expect(contentWarning({ title, description })).toBeNull();
  });
});
