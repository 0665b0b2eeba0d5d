import { describe, expect, it } from 'vitest';
import { unsafeReason } from '../../../src/modules/safety/items/filter';
import { createOfflineEngine } from '../../../src/modules/generator/offline';
import { engineItem } from './helpers';

/**
 * Issue 16, a second clinician-minded review: a POCD ladder quoted the person's own line "when I changed his
 * nappy I checked if I felt anything down there" into a writing step, and offered "Daily for a week, no checking:
 * nappy changes". A child's intimate care beside body-checking is sexual-adjacent content about a child, refused
 * from any engine (docs/clinical.md §11); POCD steps keep to non-sexual, everyday proximity (§15).
 */
describe("a child's intimate care beside body-checking is refused from any engine", () => {
  it.each([
    'Write it ten times. Then add yours: “When I changed his nappy I checked if I felt anything down there”. Do not argue with it.',
    'Write it ten times. Then add yours: “when i bath my daughter i check if i feel anything”. Do not argue with it.',
    'Read your line aloud: “changing her diaper and wondering if I felt something”. Do not argue with it.',
    'Picture the potty training and notice what you feel down there. Do not leave early.',
  ])('refuses %j', (description) => {
    expect(unsafeReason(engineItem(description))).toMatch(/minors/i);
  });

  it.each([
    'Hold your nephew for 10 minutes at a family visit, others in the room. Do not check whether you felt anything down there.',
    'Write “Maybe I am a paedophile, and I can’t know for sure” ten times. Do not argue with it.',
    'Walk past the pram aisle in a shop for 10 minutes. Do not check yourself for a reaction.',
    'Leave the washing up until morning and notice if you feel anything about it. Do not wash up before bed.',
  ])('lets through %j', (description) => {
    expect(unsafeReason(engineItem(description))).toBeNull();
  });
});

describe('the POCD ladder keeps away from a child’s intimate care', () => {
  it('neither quotes the nappy line nor offers a nappy-changing step', async () => {
    const items = await createOfflineEngine().generate({
      obsessions: ['what if im a paedo now my sister had her baby', 'when i changed his nappy i checked if i felt anything down there'],
      compulsions: ['checking my groin when im holding him', 'asking my girlfriend if she thinks im a paedo'],
      triggers: ['my nephew', 'nappy changes', 'family visits'],
      ybocs: null,
      confirmedThemes: null,
      selfHarmFear: false,
    });
    expect(items.length).toBeGreaterThan(5);
    for (const item of items) expect(`${item.title} ${item.description}`).not.toMatch(/nappy|nappies|down there|felt anything/i);
  });
});
