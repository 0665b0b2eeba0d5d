import { describe, expect, it } from 'vitest';
import { createOfflineEngine, detectThemes } from '../../src/modules/generator/offline';
import { looksLikeHoarding } from '../../src/modules/generator/offline/hoarding';
import type { CandidateExposure, GenerationInput } from '../../src/modules/generator/types';

/**
 * The themes issue 16 found missing (existential, real-event, saving, POCD, self-harm intrusive
 * thoughts): each is read from the person's own words instead of guessed as another theme, and
 * each builds a graded ladder that keeps docs/clinical.md's rules for it.
 */
const engine = createOfflineEngine();
const person = (fields: Partial<GenerationInput>): GenerationInput => ({ obsessions: [], compulsions: [], triggers: [], ybocs: null, ...fields });
const themesOf = (input: GenerationInput) => detectThemes(input).map((match) => match.theme);
const text = (item: CandidateExposure) => `${item.title} ${item.description}`;
const bands = (items: CandidateExposure[]) => ({
  low: items.filter((item) => item.fear_level <= 3).length,
  middle: items.filter((item) => item.fear_level >= 4 && item.fear_level <= 6).length,
  high: items.filter((item) => item.fear_level >= 7 && item.fear_level <= 8).length,
  top: items.filter((item) => item.fear_level >= 9).length,
});

const EXISTENTIAL = person({
  obsessions: ['What if nothing is real and I am the only conscious being', 'Why does anything exist at all'],
  compulsions: ['reading philosophy forums for hours', 'asking my brother whether he feels real'],
  triggers: ['looking at the stars', 'quiet evenings alone'],
});
const REAL_EVENT = person({
  obsessions: ['Years ago at a party I was drunk and maybe I did something terrible to someone', 'What if the memory is real'],
  compulsions: ['replaying that night in my head', 'checking old messages from that time', 'confessing to my girlfriend'],
  triggers: ['songs from that summer', 'seeing people from school'],
});
const GRIEF_SAVING = person({
  obsessions: ['If I throw away anything of my dad’s I will lose him completely', 'I might need it one day'],
  compulsions: ['keeping every receipt and letter he had', 'going through the recycling to take things back'],
  triggers: ['his things in the spare room since he died', 'bin day'],
});
const POCD = person({
  obsessions: ['What if I am a paedophile', 'Horrible thoughts that I could be a danger to kids'],
  compulsions: ['checking if I felt attracted', 'avoiding the school run', 'asking my wife if I am a good person'],
  triggers: ['my nephew’s birthday party', 'the playground near our flat'],
});
const SELF_HARM = person({
  obsessions: ['Horrible intrusive thoughts that I might hurt myself even though I do not want to'],
  compulsions: ['asking my partner if I am safe', 'checking my mood all day'],
  triggers: ['being alone in the evening'],
});

describe('the missing themes, read from the person’s own words', () => {
  it.each([
    ['existential', EXISTENTIAL],
    ['real_event', REAL_EVENT],
    ['saving', GRIEF_SAVING],
    ['pocd', POCD],
  ] as const)('reads %s as the strongest theme, not perfectionism or contamination', (theme, input) => {
    expect(themesOf(input)[0]).toBe(theme);
    expect(themesOf(input)).not.toContain('perfectionism');
  });

  it('offers the self-harm theme only after the crisis question was answered "a fear"', () => {
    expect(themesOf(SELF_HARM)).not.toContain('self_harm_intrusive');
    expect(themesOf({ ...SELF_HARM, selfHarmFear: true })).toContain('self_harm_intrusive');
  });

  it('never reads POCD as sexual-orientation doubt, while identity words still name that theme', () => {
    expect(themesOf(POCD)).not.toContain('sexual_orientation');
    expect(themesOf(person({ obsessions: ['What if I am attracted to children'] }))).not.toContain('sexual_orientation');
    expect(themesOf(person({ obsessions: ['What if I am secretly gay and my whole life is a lie'] }))).toContain('sexual_orientation');
    expect(themesOf(person({ obsessions: ['What if I am attracted to men even though I love my wife'] }))).toContain('sexual_orientation');
    // Men named without attraction are comparison or context, not an orientation doubt.
    expect(
      themesOf(person({ obsessions: ['am i actually attracted to him or am i settling'], compulsions: ['comparing him to guys on instagram'], triggers: ['good looking men at work'] })),
    ).not.toContain('sexual_orientation');
  });

  it('keeps taboo-thought and scrupulosity steps out of a POCD ladder unless the person names a harm or a moral fear of their own', () => {
    const teacher = person({
      obsessions: ['maybe im secretly a danger to kids and thats why i get these thoughts'],
      compulsions: ['checking how i feel when a kid comes up to me', 'confessing the thoughts to my girlfriend'],
      triggers: ['parents evening'],
    });
    expect(themesOf(teacher)).toEqual(['pocd']);
    const withHarm = person({ ...teacher, obsessions: [...teacher.obsessions, 'what if i stab my girlfriend with a kitchen knife'] });
    expect(themesOf(withHarm)).toContain('taboo_thoughts');
  });

  it('does not read a contamination list that throws things away as saving', () => {
    const input = person({ obsessions: ['germs from the floor'], compulsions: ['throw away food that touched the floor', 'washing my hands'], triggers: ['public toilets'] });
    expect(themesOf(input)).not.toContain('saving');
  });
});

describe('ladders for the missing themes', () => {
  it.each([
    ['existential', EXISTENTIAL],
    ['real_event', REAL_EVENT],
    ['saving', GRIEF_SAVING],
    ['pocd', POCD],
    ['self_harm_intrusive', { ...SELF_HARM, selfHarmFear: true }],
  ] as const)('builds a graded %s ladder of its own theme with two or more steps in every band', async (theme, input) => {
    const items = await engine.generate(input);
    expect(items.filter((item) => item.theme === theme).length).toBeGreaterThanOrEqual(items.length - 1);
    const counts = bands(items);
    expect(counts.low).toBeGreaterThanOrEqual(1);
    expect(counts.middle).toBeGreaterThanOrEqual(2);
    expect(counts.high).toBeGreaterThanOrEqual(2);
    expect(counts.top).toBeGreaterThanOrEqual(2);
    expect(items.some((item) => item.kind === 'imaginal')).toBe(true);
  });

  it('keeps a grieving person’s saving ladder to what fear keeps: no talking with the one who died, nothing they treasure', async () => {
    const items = await engine.generate(GRIEF_SAVING);
    for (const item of items) {
      expect(text(item)).not.toMatch(/\b(talk|speak|call|chat) (with|to) your (dad|father|mum|mom|mother)\b/i);
      expect(text(item)).not.toMatch(/keepsake you hold on to out of fear/i);
    }
    expect(items.some((item) => /what you treasure|out of love/i.test(text(item)))).toBe(true);
  });

  it('never asks anyone to let go of legal or tax papers', async () => {
    const items = await engine.generate(person({ obsessions: ['I cannot throw away old papers in case I need them'], compulsions: ['keeping every bank statement'], triggers: ['the pile of post'] }));
    for (const item of items.filter((candidate) => /papers/i.test(text(candidate)))) {
      if (/recycle|shred/i.test(text(item))) expect(text(item)).toMatch(/not legal or tax|everyday papers|junk|leaflet/i);
    }
  });

  it('gives the self-harm ladder no method, means or place, none of the person’s own words, and says when to get help', async () => {
    const input: GenerationInput = {
      ...person({
        obsessions: ['Horrible thought that I will cut myself with the kitchen knife, which terrifies me'],
        compulsions: ['hiding the knives', 'asking my mum if I would ever do it'],
        triggers: ['the kitchen knife block', 'the bridge on my way to work'],
      }),
      selfHarmFear: true,
    };
    const items = await engine.generate(input);
    const selfHarm = items.filter((item) => item.theme === 'self_harm_intrusive');
    expect(selfHarm.length).toBeGreaterThanOrEqual(8);
    for (const item of selfHarm) {
      expect(text(item)).not.toMatch(/\b(knife|knives|blade|bridge|pills?|tablets?|rope|cut|edge|roof|balcony|kitchen knife block)\b/i);
      expect(text(item)).not.toMatch(/mum|hiding/i);
    }
    expect(selfHarm.filter((item) => item.fear_level >= 8).some((item) => /stop and get help/.test(item.description))).toBe(true);
  });
});

describe('trigger steps a person can actually take (a clinician’s review)', () => {
  it('never builds a "meet it on purpose" step around a funeral or a body sensation', async () => {
    const items = await engine.generate(person({
      obsessions: ['What happens after we die, I cannot stand not knowing', 'what if I have a brain tumour'],
      compulsions: ['thinking in circles for hours', 'googling symptoms'],
      triggers: ['funerals', 'headaches', 'the night sky'],
    }));
    for (const item of items) expect(item.title, item.title).not.toMatch(/: (funerals|headaches)$/i);
  });

  it('never asks anyone to touch a hospital ward or an ambulance bare-handed and then skip hand gel', async () => {
    const items = await engine.generate(person({
      obsessions: ['bringing hospital germs home to my kids like mrsa', 'anything that went in the ward is dirty'],
      compulsions: ['stripping off at the front door and washing everything on 60', 'showering for like 40 mins after', 'not letting the kids hug me till ive showered'],
      triggers: ['visiting nan on the ward', 'my coat and bag after the hospital', 'ambulances'],
    }));
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(`${item.title} ${item.description}`, item.title).not.toMatch(/(?:trigger|touch\w*)[^.]*\b(?:ward|ambulances?)\b/i);
  });

  it('never asks a person with POCD to linger at a playground or a school as their own trigger step', async () => {
    const items = await engine.generate({ ...POCD, triggers: ['the playground near our flat', 'the primary school gates', 'my nephew’s birthday party'] });
    for (const item of items) expect(`${item.title} ${item.description}`).not.toMatch(/playground near|primary school gates/i);
    expect(items.some((item) => /birthday party/i.test(item.title))).toBe(true);
  });

  it('keeps a trigger that fits none of several themes out of their steps (no "deadlines" in a health step)', async () => {
    const items = await engine.generate(person({
      obsessions: ['what if I have a brain tumour', 'what if my fiancé is not the one', 'what if I made a mistake in my report'],
      compulsions: ['googling symptoms', 'comparing him to my ex', 'rereading reports'],
      triggers: ['deadlines'],
    }));
    for (const item of items.filter((candidate) => candidate.theme === 'health')) expect(`${item.title} ${item.description}`).not.toMatch(/deadlines/i);
  });
});

describe('hoarding signpost', () => {
  it('tells everyday saving from a picture of hoarding disorder', () => {
    expect(looksLikeHoarding(GRIEF_SAVING)).toBe(false);
    expect(looksLikeHoarding(person({ obsessions: ['I cannot throw anything away'], compulsions: ['keep buying more'], triggers: ['my kitchen is full and I cannot use it'] }))).toBe(true);
  });
});

describe('confessing as the compulsion (issue 16 review, weak spot c)', () => {
  it('gives a person who goes back to own up a week without confessing as a step of its own', async () => {
    const items = await engine.generate(
      person({
        obsessions: ['what if i walked out of the chemist without paying for the plasters', 'maybe i am a thief and never noticed'],
        compulsions: ['going back in to tell the cashier and pay again', 'checking my receipts against the bag', 'replaying leaving the shop'],
        triggers: ['the shop doors beeping', 'queues at the till'],
      }),
    );
    const confession = items.filter((item) => item.theme === 'real_event' && /confess/i.test(item.title));
    expect(confession).toHaveLength(1);
    // Held back for relief only: a wrong that truly needs putting right is put right once.
    expect(text(confession[0]!)).toMatch(/put right once/);
  });

  it('gives a person who confesses small doubts to a partner a week without confessing them', async () => {
    const items = await engine.generate(
      person({
        obsessions: ['maybe i lied to my boss without meaning to and that makes me a bad person', 'god sees every lie i tell'],
        compulsions: ['confessing every little white lie to my girlfriend', 'fixing what i said the next day'],
        triggers: ['meetings at work', 'small talk'],
      }),
    );
    expect(items.some((item) => item.theme === 'scrupulosity' && /^A week without confessing/.test(item.title))).toBe(true);
  });
});
