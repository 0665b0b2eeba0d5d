import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import type { CandidateExposure } from '../../src/modules/generator/types';
import { generationInput } from './factories';

/**
 * Issue 16, a seventh clinician-minded review: trigger steps a person cannot do as written (docs/clinical.md §2, decision
 * 043). A party or a family barbecue comes when it comes ("Go to it on purpose for 20 minutes today: parties", "Each
 * day … family bbqs"), a kind of programme is watched ("handle them: romcoms"), and a child of the family is a person
 * ("Have it near you on purpose for 20 minutes: my nephews (5 and 8) coming round").
 */
const text = (item: CandidateExposure) => `${item.title} ${item.description}`;
const naming = (ladder: CandidateExposure[], trigger: RegExp) => ladder.filter((item) => trigger.test(text(item)));

describe('an occasional event, a programme and a child of the family, each in its own grammar', () => {
  it.each([
    [['image of snapping at my husband and stabbing him at a party'], ['leaving early', 'not drinking anything'], ['parties', 'family bbqs']],
    [['what if i say something offensive and everyone hates me'], ['replaying conversations', 'apologising over and over'], ['weddings', 'christmas at my inlaws', 'summer barbecues']],
    [['did i really love her or am i settling'], ['comparing her to my ex'], ['the school reunion', 'birthday parties']],
  ])('never schedules an occasional event for today or every day (%j)', async (obsessions, compulsions, triggers) => {
    const ladder = await createOfflineEngine().generate(generationInput(obsessions, compulsions, triggers));
    expect(ladder.length).toBeGreaterThan(5);
    const scheduled = naming(ladder, /\b(?:part(?:y|ies)|bbqs?|barbecues?|weddings?|christmas|reunion|birthday)\b/i).filter((item) =>
      /\b(?:today|each day|every day|daily|seven days)\b/i.test(text(item)) && triggers.some((trigger) => text(item).toLowerCase().includes(trigger.toLowerCase())),
    );
    expect(scheduled.map((item) => item.title)).toEqual([]);
  });

  it('watches a kind of programme, never handles it', async () => {
    const ladder = await createOfflineEngine().generate(
      generationInput(['what if i dont really love my fiance'], ['checking my feelings when we kiss', 'asking friends if they think were right'], ['romcoms', 'sitcoms about couples', 'seeing happy couples']),
    );
    expect(naming(ladder, /\b(?:romcoms|sitcoms)\b/i).filter((item) => /\b(?:handle|touch|have (?:it|them) near)\b/i.test(item.description)).map((item) => item.title)).toEqual([]);
  });

  it('never has a child of the family "near you" as a thing', async () => {
    const ladder = await createOfflineEngine().generate(
      generationInput(['what if i am a paedophile', 'worried i looked at my nephew wrong'], ['avoiding being around kids', 'checking my reactions'], ['my nephews (5 and 8) coming round', 'the grandkids at christmas']),
    );
    expect(ladder.length).toBeGreaterThan(5);
    expect(naming(ladder, /\b(?:nephews|grandkids)\b/i).filter((item) => /\bhave (?:it|them) near\b|\bhandle (?:it|them)\b/i.test(item.description)).map((item) => item.title)).toEqual([]);
  });

  it('goes into a place, makes a thing uneven, and spends an hour in a situation, never the other way round', async () => {
    const ladders = await Promise.all([
      createOfflineEngine().generate(generationInput(['germs from other people making my kids ill'], ['washing my hands 20 times a day'], ['door handles and lift buttons at work', 'public toilets'])),
      createOfflineEngine().generate(generationInput(['if things arent even something bad will happen to my mum'], ['tapping light switches in 4s', 'straightening things on my desk'], ['leaving a room', 'my flatmate moving stuff on my desk'])),
      createOfflineEngine().generate(generationInput(['image of stabbing my girlfriend while were cooking'], ['hiding the knives', 'checking my feelings'], ['kitchen knives', 'cooking together'])),
    ]);
    const all = ladders.flat();
    expect(all.filter((item) => /door handles and lift buttons/i.test(item.title) && /\bgo (?:back )?in\b/i.test(item.description)).map((item) => item.title)).toEqual([]);
    expect(all.filter((item) => /leaving a room/i.test(item.title) && /\bmake it uneven\b/i.test(item.description)).map((item) => item.title)).toEqual([]);
    expect(all.filter((item) => /kitchen knives/i.test(item.title) && /\bin this situation\b/i.test(item.description)).map((item) => item.title)).toEqual([]);
  });
});
