import { describe, expect, it } from 'vitest';
import type { CandidateExposure, GenerationInput } from '../../src/modules/generator/types';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import { SELF_HARM_MEANS } from '../../src/modules/generator/offline/library/cues';

/**
 * Issue 16, decision 026 ("The person's own ritual undone"): upper-band steps come from undoing the
 * person's own avoidance or ritual, graded (delay → reduce → drop), with every safety rule kept; harm
 * steps follow the feared act (knives only with knife words); the self-harm path never quotes or
 * builds means from the person's own words.
 */
function intake(overrides: Partial<GenerationInput>): GenerationInput {
  return { obsessions: [], compulsions: [], triggers: [], ybocs: { total: 22, obsessions: 11, compulsions: 11, severity: 'Moderate' }, ...overrides };
}
const generate = (input: GenerationInput) => createOfflineEngine().generate(input);
const text = (items: CandidateExposure[]) => items.map((item) => `${item.title}. ${item.description}`).join('\n');
const upper = (items: CandidateExposure[]) => items.filter((item) => item.fear_level >= 7);

describe('upper steps undo the person’s own ritual', () => {
  it('has a father who hands his baby over on the stairs carry the baby on the stairs himself', async () => {
    const items = await generate(
      intake({
        obsessions: ['keep getting pictures of me dropping the baby down the stairs', 'what if i snap and hurt her when shes crying'],
        compulsions: ['making my wife carry her on the stairs', 'asking my wife if she thinks im a good dad'],
        triggers: ['the stairs at home', 'bath time', 'her crying at night'],
      }),
    );
    const own = upper(items).filter((item) => /^Carry the baby on the stairs/.test(item.title));
    expect(own.length).toBeGreaterThanOrEqual(1);
    expect(own.some((item) => item.fear_level >= 9)).toBe(true);
    expect(text(own)).toMatch(/Do not let your wife/);
  });

  it('has a parent who showers before hugging the children hug them before showering', async () => {
    const items = await generate(
      intake({
        obsessions: ['bringing hospital germs home to my kids like mrsa'],
        compulsions: ['showering for like 40 mins after', 'not letting the kids hug me till ive showered'],
        triggers: ['my coat and bag after the hospital'],
      }),
    );
    expect(upper(items).some((item) => item.title === 'Let the kids hug you before you shower for a week')).toBe(true);
    // Washing is never dropped altogether: ordinary hygiene stays (docs/clinical.md §5).
    for (const item of items) expect(item.title).not.toMatch(/without (?:showering|washing)\b/i);
  });

  it('grades a ritual from putting it off to dropping it, and keeps an ordinary act done once', async () => {
    const items = await generate(
      intake({
        obsessions: ['what if i put something wrong in an email and get sacked'],
        compulsions: ['checking the sent folder after to see what i actually wrote', 'texting my boss over and over to check it was ok'],
        triggers: ['emails to my manager'],
      }),
    );
    const titles = items.map((item) => item.title);
    expect(titles.some((title) => /^(?:Wait an hour before checking the sent folder|A week without checking the sent folder)$/.test(title))).toBe(true);
    // "texting … over and over": the text itself is ordinary, never "a week without texting your boss".
    expect(titles.some((title) => /without texting/i.test(title))).toBe(false);
  });

  it('makes a place or a thing the person avoids a step of its own, with the doctor caveat for a health fear', async () => {
    // Issue 16 review, weak spot b: "avoiding <a thing>" (not an act) became no step at all.
    const items = await generate(
      intake({
        obsessions: ['what if my heart just stops', 'my chest feels tight so it must be my heart'],
        compulsions: ['avoiding escalators and crowded lifts so my heart does not race', 'checking my heart rate on my watch', 'googling chest pain'],
        triggers: ['my heart skipping a beat', 'busy shopping centres'],
      }),
    );
    const own = upper(items).filter((item) => /^(?:Stop avoiding|Use) escalators and crowded lifts\b/.test(item.title));
    expect(own.length).toBeGreaterThanOrEqual(1);
    // The reason is the fear's, never the step's; a health avoidance may be a doctor's advice.
    expect(text(own)).not.toMatch(/so your heart/);
    expect(text(own)).toMatch(/Skip this if a doctor told you to avoid it/);
  });

  it('keeps hands washed before eating while a washing ritual is put off', async () => {
    const items = await generate(
      intake({
        obsessions: ['germs from the nursery will make the kids really ill'],
        compulsions: ['washing the kids hands as soon as they get home from nursery'],
        triggers: ['their nursery bags', 'soft play'],
      }),
    );
    const delay = items.filter((item) => /^(?:Wait an hour before|Put it off an hour:) washing/.test(item.title));
    expect(delay).toHaveLength(1);
    expect(delay[0]!.description).toMatch(/unless it is time to eat/);
  });

  it('reads "nursery" as a place for children, not as nursing care, so the avoidance is undone', async () => {
    const items = await generate(
      intake({
        obsessions: ['the kids bring nursery germs home and we all get sick'],
        compulsions: ['not letting the kids play in their room in their nursery clothes', 'wiping down the door handles with bleach'],
        triggers: ['picking them up from nursery', 'their coats'],
      }),
    );
    expect(upper(items).some((item) => /^Let the kids play in their room in their nursery clothes/.test(item.title))).toBe(true);
  });

  it('never builds a step from a ritual that names knives, medicine, worship or driving', async () => {
    const items = await generate(
      intake({
        obsessions: ['what if i stab my husband', 'maybe god is angry with me', 'what if i hit someone while driving'],
        compulsions: ['hiding the knives in the garage', 'praying until it feels right', 'driving back to check the road', 'not taking my tablets near him'],
        triggers: ['the kitchen'],
      }),
    );
    // The steps built from a ritual (own-ritual.ts frames); the library's reviewed knife steps may stay.
    for (const item of items.filter((candidate) => /^(?:Wait an hour before|A week without)\b|once, then stop$|, every time for a week$/.test(candidate.title))) {
      expect(item.title).not.toMatch(/knife|knives|pray|driv|tablet/i);
    }
  });

  it('never undoes an avoidance of a child for a person with sexual thoughts, nor intimate care for anyone', async () => {
    const pocd = await generate(
      intake({
        obsessions: ['what if im a paedophile', 'sexual thoughts about kids'],
        compulsions: ['avoiding hugging my nephew', 'not letting my niece sit next to me'],
        triggers: ['family parties'],
      }),
    );
    expect(text(pocd)).not.toMatch(/hug your nephew|let your niece/i);
    const harm = await generate(
      intake({
        obsessions: ['what if i drown my son in the bath'],
        compulsions: ['making my husband do bath time', 'avoiding being alone with my son'],
        triggers: ['bath time'],
      }),
    );
    expect(text(harm)).not.toMatch(/^(?:Do bath time|Be alone)/im);
  });
});

describe('harm steps follow the feared act', () => {
  it('gives a fear of pushing someone in front of a train platform and stairs steps, never a knife', async () => {
    const items = await generate(
      intake({
        obsessions: ['what if i push someone in front of a train', 'i might lose control and shove a stranger'],
        compulsions: ['standing with my back to the wall on the platform', 'asking my partner if i would ever do it'],
        triggers: ['train platforms', 'busy stairs'],
      }),
    );
    expect(text(items)).not.toMatch(/knife|knives|scissors/i);
    expect(text(items)).toMatch(/platform|stairs/i);
  });

  it('gives a fear of poisoning the family cooking and drinks steps, never a knife', async () => {
    const items = await generate(
      intake({
        obsessions: ['what if i poison my family by putting something in their food', 'intrusive thoughts of harming them'],
        compulsions: ['making my husband cook every meal', 'asking them if they feel ok after eating'],
        triggers: ['cooking dinner', 'cleaning products in the kitchen'],
      }),
    );
    expect(text(items)).not.toMatch(/knife|knives|scissors/i);
    expect(text(items)).toMatch(/\b(?:cook|meal|drink)\b/i);
  });

  it('keeps knife steps for a harm fear that names knives', async () => {
    const items = await generate(intake({ obsessions: ['what if i stab my partner with a kitchen knife'], compulsions: ['hiding the knives'], triggers: ['knives'] }));
    expect(text(items)).toMatch(/knife|knives/i);
  });
});

describe('the self-harm intrusive-thought path (after "a fear")', () => {
  const input = intake({
    obsessions: ['what if i suddenly cut myself with the razor in the bathroom', 'scared i will jump off the bridge on my walk to work'],
    compulsions: ['hiding my razors and the paracetamol', 'avoiding the bridge and walking the long way', 'asking my sister to hold my tablets'],
    triggers: ['the bridge on my walk to work', 'razors in the bathroom', 'being home alone'],
    selfHarmFear: true,
  });

  it('never quotes the person’s own words and never names a means', async () => {
    const items = await generate(input);
    expect(items.length).toBeGreaterThanOrEqual(8);
    const all = text(items).toLowerCase();
    for (const own of [...input.obsessions, ...input.compulsions]) expect(all).not.toContain(own.toLowerCase());
    for (const own of ['razor', 'paracetamol', 'bridge', 'tablet', 'cut myself', 'jump']) expect(all).not.toContain(own);
    // Every means word in the shared list (cues.ts), in any item.
    const means = SELF_HARM_MEANS.map((term) => new RegExp(`\\b${term.replace('*', '\\w*')}\\b`, 'i'));
    for (const item of items) for (const pattern of means) expect(`${item.title} ${item.description}`, item.title).not.toMatch(pattern);
  });

  it('builds no step from their own rituals', async () => {
    const items = await generate(input);
    expect(items.some((item) => /^(?:Wait an hour|A week without)|once, then stop|for a week$/.test(item.title) && item.theme === 'self_harm_intrusive')).toBe(false);
  });
});
