import { describe, expect, it } from 'vitest';
import { contentWarning, filterUnsafe, unsafeReason } from '../../src/modules/safety/items/filter';
import type { CandidateExposure } from '../../src/modules/generator/types';
import { engineItem } from './items/helpers';

/**
 * The public face of the item filter (docs/clinical.md §10): what engines' items
 * are rejected for, with which reason, and the warning a person reads on a step they wrote
 * themselves. Wording by category is in items/content.test.ts.
 */
describe('unsafeReason: one reason per category', () => {
  it.each([
    ['Imagine kissing a 14-year-old.', 'Sexual content involving minors'],
    ['Hold a kitchen knife against your wrist for two minutes.', 'Self-harm or injury to oneself'],
    ['Fast for 24 hours.', 'Eating-disorder behaviour'],
    ['Drink three glasses of wine before touching the bin.', 'Alcohol or drugs'],
    ['Drive around the car park blindfolded.', 'Risky driving'],
    ['Skip your sertraline for a week.', 'Stopping, skipping or changing medication'],
    ['Leave the straighteners on and go to the shop.', 'Fire, or appliances left on or unattended'],
    ['Lean over the balcony railing for two minutes.', 'Heights or traffic without safety'],
    ['Eat a crisp from the bathroom floor.', 'Real contamination: something that can make a person ill'],
    ['Walk alone through the park at 3 am.', 'A risk to personal safety'],
    ['Shoplift a chocolate bar.', 'An illegal act, or harm or deception toward someone'],
    ['Touch the door handle, then remind yourself you are safe.', 'Reassurance (promises safety or an outcome)'],
    ['Touch the bin lid while listening to calming music.', 'Relaxation or a calming aid used during the exposure'],
  ])('rejects "%s": %s', (task, reason) => {
    expect(unsafeReason(engineItem(task))).toBe(reason);
  });

  it('names the gravest category when an item falls in several', () => {
    expect(unsafeReason(engineItem('Drink two pints, then drive home without a seat belt, telling yourself you are safe.'))).toBe('Alcohol or drugs');
  });

  it('reads the title, the description and the response prevention', () => {
    expect(unsafeReason(engineItem('Touch the bin lid.', { title: 'Touch the bin lid after a glass of wine' }))).toBe('Alcohol or drugs');
    const prevention = 'Do not wash; remind yourself that germs cannot hurt you.';
    expect(unsafeReason({ ...engineItem('Touch the bin lid. Do not wash.'), response_prevention: prevention })).toBe(
      'Reassurance (promises safety or an outcome)',
    );
  });
});

describe('filterUnsafe', () => {
  it('returns the safe items in order and the rejected ones with their reasons', () => {
    const safe = [engineItem('Touch the kitchen bin lid, then make and eat a sandwich.'), engineItem('Lock the front door once and walk away.')];
    const unsafe = engineItem('Stop taking your medication for a week.');
    const verdict = filterUnsafe([safe[0]!, unsafe, safe[1]!]);
    expect(verdict.safe).toEqual(safe);
    expect(verdict.rejected).toEqual([{ candidate: unsafe, reason: 'Stopping, skipping or changing medication' }]);
  });
});

describe('structure of engine output', () => {
  const valid = engineItem('Touch the bin lid with one finger.');
  const cases: Array<[string, Partial<CandidateExposure>]> = [
    ['an empty title', { title: '  ' }],
    ['a title over 200 characters', { title: 'x'.repeat(201) }],
    ['an empty description', { description: '' }],
    ['a description over 2000 characters', { description: `${'Touch the bin. '.repeat(140)} Do not wash.` }],
    ['a fear level of 0', { fear_level: 0 }],
    ['a fear level of 11', { fear_level: 11 }],
    ['a fractional fear level', { fear_level: 5.5 }],
    ['an unknown kind', { kind: 'relaxation' as CandidateExposure['kind'] }],
    ['no response prevention', { response_prevention: '' }],
    ['a response prevention that prevents nothing', { response_prevention: 'Enjoy it.' }],
    ['a description without any response prevention', { description: 'Touch the bin lid with one finger for a minute.' }],
  ];
  it.each(cases)('rejects %s', (_case, change) => {
    expect(unsafeReason({ ...valid, ...change })).toMatch(/^The item is incomplete or malformed: /);
  });

  it('keeps the valid item the cases start from', () => {
    expect(unsafeReason(valid)).toBeNull();
  });
});

describe('contentWarning: a step the person writes themselves', () => {
  it('warns with the category and a calm message the person can read and override', () => {
    const warning = contentWarning({ title: 'Drive blindfolded', description: 'Drive once round the car park with a blindfold on.' });
    expect(warning).toEqual({ category: 'risky_driving', message: expect.stringContaining('Driving like this') });
  });

  it('has no structural checks: a short step without response prevention is theirs to write', () => {
    expect(contentWarning({ title: 'Touch the bin', description: 'Touch it.' })).toBeNull();
  });

  it.each([
    ['Imagine a 15 y/o in a sexual way', 'minors'],
    ['Scratch my arm until it bleeds', 'self_harm'],
    ['Skip lunch', 'eating_disorder'],
    ['Have a beer first', 'alcohol_or_drugs'],
    ['Drive with my eyes closed', 'risky_driving'],
    ['Stop my fluoxetine', 'medication'],
    ['Leave the hob on and go out', 'fire_or_appliances'],
    ['Stand at the platform edge', 'heights_or_traffic'],
    ['Lick the toilet seat', 'real_contamination'],
    ['Swim alone at night', 'personal_safety'],
    ['Steal a pen from work', 'illegal_or_harm_to_others'],
    ['Tell myself nothing bad will happen', 'reassurance'],
    ['Do box breathing while I touch the handle', 'relaxation'],
  ])('gives "%s" one or two calm, plain sentences (%s)', (title, category) => {
    const warning = contentWarning({ title, description: title });
    expect(warning?.category).toBe(category);
    const message = warning!.message;
    expect(message.split(/(?<=\.)\s+/).length).toBeLessThanOrEqual(2);
    // Never alarming, never reassuring (docs/clinical.md §13): no exclamations, capitals, danger words or comfort.
    expect(message).not.toMatch(/!|[A-Z]{3,}/);
    expect(message).not.toMatch(/\b(?:danger|dangerous|warning|you will be (?:fine|ok)|don't worry|it's safe|you are safe)\b/i);
  });
});
