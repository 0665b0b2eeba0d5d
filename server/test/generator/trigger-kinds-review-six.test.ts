import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import { triggerKind } from '../../src/modules/generator/offline/trigger-kind';
import { generationInput } from './factories';

/**
 * Issue 16, a sixth clinician-minded review: trigger templates that make no sense for the trigger. "have it near you
 * for 20 minutes: any sore throat or rash" (a sign on one's own body), "Sit with a reminder for 20 minutes: bin day —
 * Sit near it for 20 minutes" (a day), and "nappy changes" read as a thing to handle (docs/clinical.md §2: a step a
 * person cannot do as written cannot be practised; decision 043).
 */
describe('a body sign, a routine and a day are not things to have near', () => {
  it.each(['any sore throat or rash', 'a rash on my arm', 'a lump in my neck', 'a cough that wont go away', 'stomach cramps after eating'])(
    '%j is a sensation',
    (text) => expect(triggerKind(text)).toBe('sensation'),
  );

  it.each(['nappy changes', 'her nappy changes'])('%j is something done', (text) => expect(triggerKind(text)).toBe('activity'));

  it.each(['loose change in my purse', 'my sons lunchbox', 'dads watch'])('%j stays a thing', (text) => expect(triggerKind(text)).toBe('object'));

  it('a grieving saver is never asked to sit near a day', async () => {
    const ladder = await createOfflineEngine().generate(
      generationInput(
        ['if i throw away anything of my dads it means i didnt love him', 'i might lose the last thing he touched'],
        ['keeping every letter and receipt of his', 'checking his things are still in the wardrobe'],
        ['bin day', 'his old coat', 'clearing out the spare room'],
      ),
    );
    expect(ladder.length).toBeGreaterThan(5);
    const nearADay = ladder.filter((item) => /\bnear (?:it|them)\b/i.test(item.description) && /\bbin day\b/i.test(`${item.title} ${item.description}`));
    expect(nearADay.map((item) => item.title)).toEqual([]);
  });

  it('a health worrier is never asked to have a rash near them', async () => {
    const ladder = await createOfflineEngine().generate(
      generationInput(['what if i have hiv from a cut at the gym', 'every rash means my immune system is failing'], ['getting tested every few weeks', 'googling symptoms'], ['any sore throat or rash', 'adverts about sexual health']),
    );
    expect(ladder.length).toBeGreaterThan(5);
    expect(ladder.filter((item) => /\b(?:have|has) (?:it|them) near\b/i.test(item.description) && /\brash\b/i.test(`${item.title} ${item.description}`)).map((item) => item.title)).toEqual([]);
  });
});
