import { describe, expect, it } from 'vitest';
import { createOfflineEngine, detectThemes } from '../../src/modules/generator/offline';
import { readHarmTarget, readOrientationFear, readsGrief, readsRitualWashing, readTradition } from '../../src/modules/generator/offline/reading';
import type { CandidateExposure, GenerationInput } from '../../src/modules/generator/types';

/**
 * The person's own target, direction, tradition and loss (issue 16, a clinician's review at 5.5/10;
 * reading.ts). Each rule is general: who a harm thought is about, which way an orientation or
 * gender doubt runs, which faith a purity ritual belongs to, and grief for a pet as for a person.
 */
const engine = createOfflineEngine();
const person = (fields: Partial<GenerationInput>): GenerationInput => ({ obsessions: [], compulsions: [], triggers: [], ybocs: null, confirmedThemes: null, selfHarmFear: false, ...fields });
const themesOf = (input: GenerationInput) => detectThemes(input).map((match) => match.theme);
const text = (item: CandidateExposure) => `${item.title} ${item.description}`;
const ladderText = (items: CandidateExposure[]) => items.map(text).join('\n');

describe('who a harm thought is about (docs/clinical.md §10, §11)', () => {
  it('reads the target from the phrase that names the feared act, not the first person named', () => {
    expect(readHarmTarget(['what if i drop the baby down the stairs on purpose', 'thoughts of smothering my son'], ['asking my wife if im a good dad'])).toEqual({ group: 'baby', display: 'the baby' });
    expect(readHarmTarget(['scared ill snap and hit my son'], ['asking my husband if i was too harsh'])).toEqual({ group: 'child', display: 'your son' });
    expect(readHarmTarget(['what if i strangle my wife while shes asleep'], [])).toEqual({ group: 'adult', display: 'your wife' });
    expect(readHarmTarget(['what if i kick my dog down the stairs'], [])).toEqual({ group: 'pet', display: 'your dog' });
    // No harm act, a thought about oneself, or sexual wording beside a child: no target read.
    expect(readHarmTarget(['my wife will leave me'], [])).toBeNull();
    expect(readHarmTarget(['what if i hurt myself'], [])).toBeNull();
    expect(readHarmTarget(['what if i hurt my daughter in a sexual way'], [])).toBeNull();
  });

  it('builds a baby harm fear around the baby, with the other parent in the room first and alone later, and never a knife', async () => {
    const items = await engine.generate(
      person({
        obsessions: ['what if i lose control and shake my newborn', 'images of smothering her with a blanket'],
        compulsions: ['never feeding her when im on my own', 'asking my partner to do bath time'],
        triggers: ['night feeds', 'when she wont stop crying'],
      }),
    );
    const all = ladderText(items);
    expect(items.some((item) => /\b(?:the|your) baby\b/.test(text(item)) && /\b(?:hold|feed|bath)/i.test(item.title))).toBe(true);
    expect(items.filter((item) => /\b(?:the|your) baby\b/.test(text(item))).length).toBeGreaterThanOrEqual(2);
    expect(all).not.toMatch(/\bknife|\bknives|scissors/i);
    expect(all).not.toMatch(/sit (?:close|beside) (?:to )?your partner|shoulder rub/i);
  });

  it('gives an older child the thought is about ordinary time together, never nappies or a knife', async () => {
    const all = ladderText(
      await engine.generate(
        person({
          obsessions: ['scared ill snap and hit my son', 'what if i hurt him when hes being naughty'],
          compulsions: ['sending him to his dads room when i get the thought', 'asking my husband if i was too harsh'],
          triggers: ['homework time', 'tea time'],
        }),
      ),
    );
    expect(all).toMatch(/your son/);
    expect(all).not.toMatch(/napp(?:y|ies)|\bknife|\bknives/i);
  });

  it('keeps adult closeness steps about the adult the thought names', async () => {
    const items = await engine.generate(
      person({
        obsessions: ['what if i strangle my wife while shes asleep', 'images of my hands round her neck'],
        compulsions: ['sleeping on the sofa', 'asking my brother if im dangerous'],
        triggers: ['going to bed', 'crime dramas'],
      }),
    );
    const all = ladderText(items);
    expect(all).toMatch(/your wife/);
    expect(all).not.toMatch(/your brother with your hands|the baby|your child/i);
  });
});

describe('which way an orientation or gender doubt runs', () => {
  it('reads the feared direction, and leaves it unread when the words say neither or both', () => {
    expect(readOrientationFear(['im afraid im actually straight and have been lying to myself about being gay'])).toMatchObject({ straight: true, gay: false });
    expect(readOrientationFear(['what if im secretly a lesbian'])).toMatchObject({ gay: true, straight: false, gayWord: 'lesbian' });
    expect(readOrientationFear(['what if im not really trans'])).toMatchObject({ notTrans: true, trans: false });
    expect(readOrientationFear(['what if im trans and have been hiding it'])).toMatchObject({ trans: true, notTrans: false });
    expect(readOrientationFear(['i keep doubting my sexuality'])).toMatchObject({ gay: false, straight: false, trans: false, notTrans: false });
  });

  it('aims a fear of being straight at straight romance and "maybe I am straight", never LGBTQ+ venues', async () => {
    const items = await engine.generate(
      person({
        obsessions: ['im afraid im actually straight and have been lying to myself about being gay'],
        compulsions: ['checking if i still fancy my boyfriend', 'asking friends if they think im really gay'],
        triggers: ['straight couples in films', 'pride posts'],
      }),
    );
    const all = ladderText(items);
    expect(all).not.toMatch(/LGBTQ|same-sex couple|rainbow/i);
    expect(all).not.toMatch(/Maybe I am gay/);
    expect(all).toMatch(/straight couple|realise you are straight|Maybe I am straight/);
  });

  it('aims a fear of being trans at trans people’s stories and "maybe I am trans", not same-sex couples', async () => {
    const all = ladderText(
      await engine.generate(
        person({
          obsessions: ['what if im actually trans and have been in denial'],
          compulsions: ['comparing myself to trans people online', 'checking how i feel in my clothes'],
          triggers: ['seeing trans people on tv', 'shopping for clothes'],
        }),
      ),
    );
    expect(all).not.toMatch(/same-sex couple|Maybe I am gay/i);
    expect(all).toMatch(/Maybe I am trans|trans adults/);
  });

  it('keeps neutral wording when the direction is not said', async () => {
    const items = await engine.generate(
      person({
        obsessions: ['i keep doubting my sexuality and it wont stop'],
        compulsions: ['taking online quizzes about my orientation'],
        triggers: ['films with romance in them'],
      }),
    );
    expect(ladderText(items)).not.toMatch(/LGBTQ|rainbow|straight couple|straight dating/i);
  });
});

describe('the person’s own tradition (docs/clinical.md §9)', () => {
  it('reads the tradition from its own words, never from "temple", "God" or confessing to a partner alone', () => {
    expect(readTradition(['washing again and again before puja', 'repeating the mantra'])).toBe('hindu');
    expect(readTradition(['redoing wudu', 'repeating salah'])).toBe('muslim');
    expect(readTradition(['calling the rabbi', 'kashering the pots'])).toBe('jewish');
    expect(readTradition(['reciting nitnem again at the gurdwara'])).toBe('sikh');
    expect(readTradition(['saying the rosary again', 'going to confession every week'])).toBe('christian');
    expect(readTradition(['god is watching', 'going to the temple', 'confessing to my girlfriend'])).toBeNull();
    expect(readsRitualWashing(['washing again and again before puja'])).toBe(true);
    expect(readsRitualWashing(['washing my hands before cooking'])).toBe(false);
  });

  it('reads religious impurity before puja as scrupulosity, not germs, in the tradition’s own words', async () => {
    const input = person({
      obsessions: ['im impure and my puja wont count', 'if i touch something after the toilet before puja the gods will be angry'],
      compulsions: ['washing again and again before puja', 'repeating the mantra from the start if i get a bad thought'],
      triggers: ['the shrine at home', 'touching things after the toilet', 'bad thoughts during the mantra'],
    });
    expect(themesOf(input)).toEqual(['scrupulosity']);
    const all = ladderText(await engine.generate(input));
    expect(all).not.toMatch(/\bgerms?\b|sandwich|bin lid|hand gel/i);
    expect(all).not.toMatch(/confession|\bsinned\b|cross yourself|sign of the cross/i);
    expect(all).toMatch(/\bpuja\b/);
    expect(all).not.toMatch(/\bdo not (?:pray|do your puja)\b/i);
  });

  it('keeps germ contamination beside faith when germs are named', () => {
    const input = person({
      obsessions: ['germs from the toilet will make my family ill', 'if i pray wrong god will punish me'],
      compulsions: ['washing my hands 30 times', 'repeating my prayers'],
      triggers: ['public toilets'],
    });
    expect(themesOf(input)).toContain('contamination');
  });

  it('holds back extra ablutions, never salah, for a Muslim purity fear', async () => {
    const all = ladderText(
      await engine.generate(
        person({
          obsessions: ['i think a drop of urine came out and now my wudu is broken', 'if my salah is not valid allah will not accept it'],
          compulsions: ['redoing wudu many times', 'repeating salah from the beginning'],
          triggers: ['standing for salah at the mosque'],
        }),
      ),
    );
    expect(all).not.toMatch(/\bgerms?\b|hand gel|confession/i);
    expect(all).toMatch(/ablutions|\bsalah\b/);
    expect(all).not.toMatch(/do not (?:pray|do) (?:your )?salah|skip salah/i);
  });
});

describe('grief for a pet is grief (docs/clinical.md §22)', () => {
  const DOG = person({
    obsessions: ['if i throw away anything of my dogs it means i didnt love him', 'scared ill forget him'],
    compulsions: ['keeping his old blanket and toys', 'checking the bin in case i threw something of his away'],
    triggers: ['his lead by the door', 'his bowl', 'cleaning the house'],
  });

  it('reads keeping a dog’s things as saving with grief, not contamination or illness', () => {
    expect(themesOf(DOG)).toEqual(['saving']);
    expect(readsGrief([...DOG.obsessions, ...DOG.compulsions])).toBe(true);
    expect(readsGrief(['i cant throw away old receipts in case i need them'])).toBe(false);
  });

  it('never makes his most precious things the thing to let go, and keeps the keepsakes he chooses', async () => {
    const items = await engine.generate(DOG);
    const all = ladderText(items);
    expect(all).not.toMatch(/let (?:one|it) go[^.\n]*(?:his lead|his bowl|his blanket)/i);
    expect(all).not.toMatch(/\bgerms?\b|hand gel/i);
    expect(all).toMatch(/Keep what you treasure|keep out of love|you keep it/);
  });
});

describe('a theme needs real evidence, not one stray word', () => {
  it('reads "bad thoughts during the mantra" as scrupulosity’s own, not a taboo-thought theme', () => {
    const input = person({
      obsessions: ['if i get bad thoughts during puja it doesnt count'],
      compulsions: ['repeating the mantra from the start'],
      triggers: ['the shrine at home'],
    });
    expect(themesOf(input)).toEqual(['scrupulosity']);
  });

  it('reads reviewing or redoing a rite as the rite’s own, not perfectionism or germs', () => {
    const input = person({
      obsessions: ['im impure and the puja wont count'],
      compulsions: ['repeating the mantra from the start if i made a mistake', 'mentally reviewing every word of the mantra', 'washing again before puja'],
      triggers: ['the shrine'],
    });
    expect(themesOf(input)).toEqual(['scrupulosity']);
  });

  it('reads romance beside an orientation doubt as that doubt’s own, not a relationship theme', () => {
    expect(themesOf(person({ obsessions: ['i keep doubting my sexuality'], compulsions: ['taking online quizzes about my orientation'], triggers: ['romantic films'] }))).toEqual(['sexual_orientation']);
  });

  it('reads "ill" in "scared ill forget him" as "I will", not illness', () => {
    expect(themesOf(person({ obsessions: ['scared ill forget her', 'ill never be able to let go'], compulsions: [], triggers: [] }))).not.toContain('health');
  });
});
