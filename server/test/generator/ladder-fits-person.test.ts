import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import { detectThemes } from '../../src/modules/generator/offline/themes';
import { generationInput } from './factories';

/**
 * Issue 16, a ladder that fits the person: a past act of one's own that the person keeps reviewing is real-event
 * OCD; checking a thing over and over is checking; "straight" about objects is no orientation word; a driver's
 * hit-and-run fear gets driving steps at the top of the ladder. Intakes written for this test, in words of our own
 * (docs/clinical.md §7, §10).
 */
const themesOf = (obsessions: string[], compulsions: string[], triggers: string[]) =>
  detectThemes(generationInput(obsessions, compulsions, triggers)).map((match) => match.theme);

describe('a past act of one’s own, kept under review, is real-event OCD without the word "memory"', () => {
  it.each([
    [['at uni i told a lie about a friend and what if she lost her job because of it'], ['thinking about it every night'], ['her name on linkedin']],
    [['when i was 12 i pushed my little brother off a wall and maybe he still has problems from it'], ['asking my mum if he was ok back then'], ['family dinners']],
    [['years ago i shouted at an old man in a shop and what if he had a heart attack after'], ['searching the local news from that month'], ['the shop']],
    [['as a teenager i posted a mean comment about a girl online'], ['replaying the memory over and over'], ['my old phone']],
  ])('reads %j as real-event', (obsessions, compulsions, triggers) => {
    expect(themesOf(obsessions, compulsions, triggers)).toContain('real_event');
  });

  it('reads going over a memory again and again as real-event, not perfectionism', () => {
    const themes = themesOf(['i think i was horrible to my cousin once'], ['going over the memory again and again', 'looking her up online to see if she is ok'], ['photos of her']);
    expect(themes).toContain('real_event');
    expect(themes).not.toContain('perfectionism');
  });

  it('leaves a present-day check alone ("did i lock the door when i left")', () => {
    expect(themesOf(['when i left the house i might have left the door unlocked'], ['going back to check the lock'], ['leaving for work'])).toEqual(['checking']);
  });
});

describe('checking a thing over and over is checking, beside the fear it answers', () => {
  it.each([
    [['what if i forgot my passport and ruin the holiday for everyone'], ['checking my bag again and again at the airport'], ['airport queues']],
    [['i might lose my keys and someone breaks in'], ['checking my pockets for my keys over and over'], ['leaving the office']],
    [['what if i left my pe kit at home and get a detention'], ['checking my backpack three times before school'], ['monday mornings']],
    [['i might lose my wallet on the train'], ['double checking my wallet is in my pocket'], ['the train station']],
  ])('reads %j with a checking reading', (obsessions, compulsions, triggers) => {
    expect(themesOf(obsessions, compulsions, triggers)).toContain('checking');
  });

  it('keeps a body, a hand or a message checked over and over with its own theme', () => {
    expect(themesOf(['what if this lump is cancer'], ['checking my body over and over for lumps'], ['the shower'])).not.toContain('checking');
    expect(themesOf(['germs on my hands will make my kids ill'], ['checking my hands for dirt again and again'], ['door handles'])).not.toContain('checking');
  });
});

describe('"straight" about objects is never an orientation word', () => {
  it.each([
    [['if the books are not straight something bad will happen'], ['straightening the books on my shelf'], ['pictures not straight on the wall']],
    [['my tie has to sit straight'], ['pulling my collar straight until it feels right'], ['mirrors']],
    [['the rug must be straight with the sofa'], ['lining up the rug edges'], ['visitors moving things']],
    [['what if i cant walk in a straight line across the tiles'], ['stepping only on even tiles'], ['the kitchen floor']],
  ])('never reads %j as sexual orientation', (obsessions, compulsions, triggers) => {
    expect(themesOf(obsessions, compulsions, triggers)).not.toContain('sexual_orientation');
  });

  it.each([
    [['what if im not really straight'], ['checking if i find men attractive'], ['gay couples on tv']],
    [['am i straight or am i lying to myself'], ['testing how i feel looking at women'], ['pride month']],
    [['i have always been straight but what if i am attracted to my friend'], ['asking my sister if i seem straight'], ['films']],
  ])('still reads %j as an orientation doubt', (obsessions, compulsions, triggers) => {
    expect(themesOf(obsessions, compulsions, triggers)).toContain('sexual_orientation');
  });
});

describe('a hit-and-run fear gets safe driving steps at the top of the ladder', () => {
  it.each([
    [['what if i hit someone while driving and didnt notice'], ['driving back round the block', 'checking the news for accidents'], ['driving past schools', 'cyclists']],
    [['i might have run over a cyclist without knowing'], ['retracing my route after every drive', 'looking at the car for dents'], ['narrow roads', 'driving at night']],
    [['scared i knocked a pedestrian down on the way to work'], ['checking local facebook groups for accidents', 'going back the same way'], ['zebra crossings', 'the school run by car']],
  ])('%j: every step at 8 and above is a driving step, none about the home', async (obsessions, compulsions, triggers) => {
    const items = await createOfflineEngine().generate(generationInput(obsessions, compulsions, triggers));
    const top = items.filter((item) => item.fear_level >= 8 && item.theme === 'checking');
    expect(top.length).toBeGreaterThan(0);
    for (const item of top) {
      const text = `${item.title} ${item.description}`.toLowerCase();
      expect(text).not.toMatch(/\b(?:lock|door|stove|oven|appliance|kettle|window|plug)/);
    }
    expect(top.some((item) => /\bdriv/i.test(`${item.title} ${item.description}`))).toBe(true);
  });

  it.each([
    [['what if i hit someone while driving and didnt notice'], ['driving back round the block', 'checking the news for accidents'], ['driving past schools', 'cyclists']],
    [['scared i knocked a pedestrian down on the way to work'], ['checking local facebook groups for accidents', 'going back the same way'], ['zebra crossings', 'the school run by car']],
  ])('%j: the ladder starts with driving steps too, not the home’s lights or locks', async (obsessions, compulsions, triggers) => {
    const items = await createOfflineEngine().generate(generationInput(obsessions, compulsions, triggers));
    const low = items.filter((item) => item.fear_level <= 3 && item.theme === 'checking');
    expect(low.length).toBeGreaterThanOrEqual(2);
    for (const item of low) expect(`${item.title} ${item.description}`.toLowerCase()).not.toMatch(/\b(?:light|lock|door|stove|oven|appliance|fire|break in)/);
  });
});

describe('a fear of chemicals is contamination, with the chemical steps first', () => {
  it.each([
    [['bleach residue on the plates will poison my kids'], ['rinsing every plate five times'], ['the cupboard under the sink']],
    [['traces of weedkiller on the veg could poison my husband'], ['peeling and scrubbing all the vegetables'], ['the allotment', 'the supermarket veg aisle']],
    [['the cleaning products i use will make my baby ill'], ['airing the house for hours after cleaning', 'washing her bottles again'], ['the bathroom after cleaning']],
  ])('reads %j as contamination, not a harm thought', (obsessions, compulsions, triggers) => {
    const themes = themesOf(obsessions, compulsions, triggers);
    expect(themes).toContain('contamination');
    expect(themes).not.toContain('taboo_thoughts');
  });

  it('keeps a poisoning the person fears doing as a harm thought', () => {
    expect(themesOf(['i might poison my family with the cleaning stuff'], ['hiding the bleach'], ['cooking dinner'])).toContain('taboo_thoughts');
  });

  it.each([
    [['chemical residue on my hands will poison me', 'pesticides on fruit are toxic'], ['washing fruit for ages', 'washing my hands after touching any bottle'], ['the garden shed', 'the fruit bowl', 'cleaning day']],
    [['fumes from the oven cleaner are poisoning us'], ['opening all the windows after cleaning', 'washing my hands after touching cleaning products'], ['the kitchen', 'the cleaning cupboard', 'supermarket shelves']],
  ])('%j: no germ step (a flush, a bin, money, a waiting room) while a chemical step fits', async (obsessions, compulsions, triggers) => {
    const items = await createOfflineEngine().generate(generationInput(obsessions, compulsions, triggers));
    const contamination = items.filter((item) => item.theme === 'contamination');
    expect(contamination.length).toBeGreaterThan(3);
    for (const item of contamination) expect(`${item.title} ${item.description}`.toLowerCase()).not.toMatch(/\b(?:germs?|flush|bin lid|money|coins|public toilet|waiting room)\b/);
  });
});

describe('work checked again for fear of wronging someone is checking, with work steps, not the home’s', () => {
  it.each([
    [['what if i marked a student unfairly and they fail because of me'], ['re-marking every essay twice', 'checking the marks again at night'], ['marking week', 'my sixth form class']],
    [['what if i made an error in the payroll and people dont get paid'], ['rechecking the figures ten times'], ['month end', 'the payroll spreadsheet']],
    [['i might send a client the wrong invoice and ruin their business'], ['checking the invoices over and over before sending'], ['friday afternoons at work']],
  ])('%j: a checking reading, and no checking step about locks, ovens or fires', async (obsessions, compulsions, triggers) => {
    expect(themesOf(obsessions, compulsions, triggers)).toContain('checking');
    const items = await createOfflineEngine().generate(generationInput(obsessions, compulsions, triggers));
    const checking = items.filter((item) => item.theme === 'checking');
    expect(checking.length).toBeGreaterThan(0);
    for (const item of checking) expect(`${item.title} ${item.description}`.toLowerCase()).not.toMatch(/\b(?:lock|front door|stove|oven|appliance|kettle|house fire|break in|overnight)/);
  });
});
