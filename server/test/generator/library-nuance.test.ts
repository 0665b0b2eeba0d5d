import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import { bodyInKind, templateTakesKind } from '../../src/modules/generator/offline/trigger-grammar';
import { triggerKind } from '../../src/modules/generator/offline/trigger-kind';
import { LIBRARIES } from '../../src/modules/generator/offline/library';
import { generationInput } from './factories';

/**
 * Issue 16, a clinician-minded review of 18 fresh vignettes (5.2/10): religious nuance (a sacrament received, kashrut,
 * tahara and Sikh scrupulosity kept as the faith keeps them, over-correcting speech), sensation steps only for the
 * illness whose sign they are, nothing soft in an infant's cot, brief stays in places nobody stays, and chemical
 * contamination that is not germs. Inputs written for the rules, not copied from the review.
 */
const engine = createOfflineEngine();
async function ladder(obsessions: string[], compulsions: string[], triggers: string[], confirmedThemes: string[] | null = null) {
  const items = await engine.generate({ ...generationInput(obsessions, compulsions, triggers), confirmedThemes });
  return items.map((item) => ({ ...item, text: `${item.title} ${item.description}` }));
}

describe('religious nuance (docs/clinical.md §9)', () => {
  it('receives communion, never handles it, and holds back the extra confession', async () => {
    const items = await ladder(
      ['what if i take holy communion when im not in a state of grace', 'i keep thinking my confession was incomplete'],
      ['confessing the same sins again to a different priest', 'examining my conscience over and over before mass'],
      ['holy communion', 'the confessional', 'easter mass'],
    );
    for (const { text } of items) expect(text).not.toMatch(/\b(?:handl\w*|have it near)\b/i);
    expect(items.some(({ text }) => /\breceive\b[^.]*\bcommunion\b/i.test(text))).toBe(true);
  });

  it('says a sacrament or a holy book in its own grammar: received, read from, never handled', () => {
    expect(bodyInKind('Each day for seven days, meet this on purpose.', 'the eucharist')).toMatch(/receive/i);
    expect(bodyInKind('Each day for seven days, meet this on purpose.', 'my gutka sahib')).toMatch(/read from it/i);
    const uneven = LIBRARIES.symmetry.templates.find((template) => /make it uneven/i.test(template.body));
    expect(uneven).toBeDefined();
    if (uneven) expect(templateTakesKind(uneven, 'the guru granth sahib')).toBe(false);
  });

  it('reads a rite as something done, never a thing to have near', () => {
    for (const rite of ['salah times', 'morning nitnem', 'sukhmani sahib paath', 'my rosary']) expect(triggerKind(rite), rite).toBe('activity');
    expect(bodyInKind('Each day for seven days, meet this on purpose.', 'namaz times')).not.toMatch(/have it near/i);
  });

  it('keeps kashrut as the rabbi taught: one ordinary observance, never mixing, never germs', async () => {
    const items = await ladder(
      ['scared i used the milchig knife on the chicken and made the pots treif', 'maybe our kitchen isnt really kosher'],
      ['re kashering the cutlery', 'asking the rabbi the same question three times a week', 'rewashing the meat plates'],
      ['making shabbos lunch', 'the milchig drawer'],
    );
    const texts = items.map(({ text }) => text);
    expect(items.some((item) => /\bonce\b/i.test(item.text) && /\b(?:kosher|kasher\w*|kashrut|pots?|dishes|cutlery|labels?|meat|dairy|milchig|fleishig)\b/i.test(item.title))).toBe(true);
    for (const text of texts) {
      expect(text).not.toMatch(/\bgerms?\b|hand gel|bin lid/i);
      expect(text).not.toMatch(/\b(?:mix|eat|cook|use|serve)\w*\b[^.]{0,25}\b(?:meat|chicken)\b[^.]{0,25}\b(?:milk|dairy|milchig)\b(?![^.]*\bmaybe\b)/i);
    }
  });

  it('keeps tahara as the faith asks: once, no extra, nothing impure touched', async () => {
    const items = await ladder(
      ['scared a drop of pee got on my trousers so my namaz is invalid', 'my clothes are napak if a dog came near'],
      ['doing wudu again and again', 'repeating my namaz in case it wasnt accepted', 'changing my trousers before every prayer'],
      ['the toilet at work', 'dogs in the park', 'namaz times'],
    );
    const texts = items.map(({ text }) => text);
    expect(texts.some((text) => /\b(?:clothes|trousers)\b/i.test(text) && /\bno extra\b/i.test(text))).toBe(true);
    for (const text of texts) {
      expect(text).not.toMatch(/\bgerms?\b|hand gel|bin lid|flush handle/i);
      expect(text).not.toMatch(/\b(?:touch|stroke|pat|handl)\w*\b[^.]{0,30}\b(?:pee|urine|dogs?)\b/i);
      expect(text).not.toMatch(/\bhave it near you\b/i);
    }
  });

  it('gives Sikh scrupulosity steps of its own, in its words, never contamination', async () => {
    const items = await ladder(
      ['maybe i disrespected guru granth sahib ji by sitting with my feet towards it', 'if i mispronounce gurbani the paath is ruined'],
      ['starting japji sahib again from the start', 'saying ardas over and over for forgiveness'],
      ['sukhmani sahib paath', 'the guru granth sahib at the gurdwara'],
    );
    expect(items.every((item) => item.theme === 'scrupulosity')).toBe(true);
    expect(items.some(({ text }) => /\b(?:guru granth|gurbani|paath|japji|ardas|gurdwara)\b/i.test(text))).toBe(true);
    for (const { text } of items) expect(text).not.toMatch(/\bhandle it\b|\bhave it near\b|\bgerms?\b/i);
  });

  it('gives over-correcting speech steps of its own: said roughly and left, no going back to re-explain', async () => {
    const items = await ladder(
      ['if anything i say isnt 100% accurate then i lied', 'people will think im a liar if i leave something out'],
      ['correcting what i said straight away', 'messaging people later to re-explain what i meant', 'saying "well technically" all the time'],
      ['chatting at work', 'telling my partner about my day'],
      // Confirmed by the person: whether such words read as scrupulosity or perfectionism is theme detection's work.
      ['scrupulosity'],
    );
    const texts = items.map(({ text }) => text);
    expect(texts.filter((text) => /\b(?:re-?explain|correct\w*|to be precise|technically)\b/i.test(text) && /\b(?:tell|say|said|talk|story|conversation)\b/i.test(text)).length).toBeGreaterThanOrEqual(2);
    expect(texts.some((text) => /\bto be precise\b|\bgo(?:ing)? back\b[^.]*\bre-?explain/i.test(text))).toBe(true);
  });
});

describe('sensation steps match the feared illness (docs/clinical.md §9)', () => {
  it('gives no heart, breathing or throat step for a fear of HIV from a needle', async () => {
    const items = await ladder(
      ['i might have hiv from a needle at the tattoo place and i will die', 'panicking that the blood test was wrong'],
      ['checking my neck glands every morning', 'looking up hiv symptoms', 'asking for more tests'],
      ['the tattoo studio', 'my heart racing when i think about it'],
    );
    expect(items.filter((item) => item.kind === 'interoceptive')).toEqual([]);
    for (const { text } of items) expect(text).not.toMatch(/heart rate|racing heart|straw|crackers|high-necked|swivel/i);
  });

  it('keeps the exertion step for a fear whose feared sign is a racing heart', async () => {
    const items = await ladder(['my heart will give out when it pounds'], ['checking my pulse'], ['running for the bus']);
    expect(items.some((item) => item.kind === 'interoceptive' && /heart/i.test(item.text))).toBe(true);
  });
});

describe('safe sleep (NHS and AAP advice)', () => {
  it('never makes a cot a thing to handle, arrange or make uneven', () => {
    const handsOn = LIBRARIES.contamination.templates.find((template) => template.id === 'contamination.own-trigger');
    const uneven = LIBRARIES.symmetry.templates.filter((template) => /make it uneven/i.test(template.body));
    expect(handsOn && templateTakesKind(handsOn, 'her cot')).toBe(false);
    for (const template of uneven) expect(templateTakesKind(template, 'the baby’s crib')).toBe(false);
  });

  it('never takes soft bedding in a cot as the trigger of any step', () => {
    for (const library of Object.values(LIBRARIES)) {
      for (const template of library.templates) expect(templateTakesKind(template, 'the teddies and blankets in his cot'), template.id).toBe(false);
    }
  });

  it('puts nothing soft in an infant’s cot and never has a baby sleep on the front or side', async () => {
    const items = await ladder(
      ['if the cot isnt perfect my son will suffocate', 'things in his moses basket have to be symmetrical'],
      ['arranging the blankets and teddies in his cot evenly', 'checking he is on his back every few minutes'],
      ['his cot', 'the moses basket', 'bedtime'],
    );
    // A sentence that holds a ritual back may name it ("do not arrange the teddies"); no other sentence may.
    const proposed = items.flatMap(({ text }) => text.split(/(?<=\.)\s+/)).filter((sentence) => !/\b(?:do not|don't|hold off|without|never)\b/i.test(sentence));
    for (const text of proposed) {
      expect(text).not.toMatch(/\b(?:cot|crib|moses basket)\b[^.]*\b(?:pillows?|duvets?|quilts?|bumpers?|blankets?|teddy|teddies|soft toys?|cushions?)\b/i);
      expect(text).not.toMatch(/\b(?:pillows?|duvets?|quilts?|bumpers?|blankets?|teddy|teddies|soft toys?|cushions?)\b[^.]*\b(?:cot|crib|moses basket)\b/i);
      expect(text).not.toMatch(/\bon (?:his|her|their) (?:front|tummy|side)\b/i);
      expect(text).not.toMatch(/\bmake it uneven\b[^.]*|\bhandle it\b/i);
    }
  });
});

describe('durations that fit the place', () => {
  it('keeps a public toilet, a lift or a bins area to a few minutes, repeated', async () => {
    const items = await ladder(
      ['catching something off the toilet seats at the station', 'lift buttons are covered in germs'],
      ['washing my hands for ages', 'using my elbow for lift buttons'],
      ['the station toilets', 'the lift in our block', 'the bin store'],
    );
    for (const { text } of items) {
      expect(text).not.toMatch(/\b(?:an hour|half an hour|two hours|(?:1[1-9]|[2-9]\d) minutes)\b[^.]{0,20}\b(?:toilets?|lift|bin store)\b/i);
      expect(text).not.toMatch(/\b(?:toilets?|lift in our block|bin store)\b[^.]*\.[^.]*\bstay (?:an hour|\d+ minutes)/i);
    }
    expect(items.some((item) => /\b(?:toilets|lift|bin store)\b/i.test(item.title) && /\b(?:short visits?|a few minutes|three minutes)\b/i.test(item.text))).toBe(true);
  });
});

describe('chemical contamination', () => {
  it('never puts hands on the chemical itself, in any library', () => {
    for (const [theme, library] of Object.entries(LIBRARIES)) {
      for (const template of library.templates) {
        if (!/(?<!\b(?:without|not|never|no) )\b(?:touch|handl|press|rub)\w*\b/i.test(`${template.title} ${template.body}`) || !/\{(?:trigger|object)/.test(`${template.title} ${template.body}`)) continue;
        expect(templateTakesKind(template, 'the bleach under the sink'), `${theme} ${template.id}`).toBe(false);
      }
    }
  });

  it('gets chemical steps, safe ones only, and no germ steps', async () => {
    const items = await ladder(
      ['traces of weedkiller and cleaning products are on everything and will make us ill', 'the fumes from the oven cleaner are toxic'],
      ['rinsing plates five times', 'airing the house for hours after cleaning', 'washing my hands after touching any bottle'],
      ['the shed', 'cleaning products under the sink'],
    );
    const texts = items.map(({ text }) => text);
    expect(texts.filter((text) => /\b(?:label|sealed|cleaned|cleaning|chemical)\b/i.test(text)).length).toBeGreaterThanOrEqual(3);
    for (const text of texts) {
      expect(text).not.toMatch(/\bgerms?\b/i);
      expect(text).not.toMatch(/\bmix\w*\b/i);
      expect(text).not.toMatch(/\b(?:touch|handl|rub|pour|sniff|smell|taste|drink|spray)\w*\b[^.]{0,20}\b(?:the )?(?:weedkiller|oven cleaner|bleach|chemicals?|product itself)\b(?! (?:bottle|container|tin))/i);
    }
  });
});
