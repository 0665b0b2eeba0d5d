import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../../src/modules/generator/offline';
import { detectThemes, type ThemeId } from '../../src/modules/generator/offline/themes';
import type { GenerationInput } from '../../src/modules/generator/types';
import { generationInput } from './factories';

/**
 * Theme reading found wrong by trying the app (a tenth review, decision 026). A fear of catching illness from
 * people, with hands washed after every cough, read as no theme and got the generic ladder: illness that people
 * spread is contamination (docs/clinical.md §7), beside its neighbours a fear of being sick (vomiting), a fear of an
 * illness of one's own (health) and washing for prayer (scrupulosity). And words that are not a checker's doubt
 * ("checking my mood", "keeping the door locked" said by a person afraid of harming themselves) built front-door
 * steps. Intakes written for this test, in the words people type (lower case, typos, run-ons).
 */
type Intake = [string, GenerationInput];
const intake = (name: string, obsessions: string[], compulsions: string[], triggers: string[], selfHarmFear = false): Intake => [
  name,
  { ...generationInput(obsessions, compulsions, triggers), selfHarmFear },
];
const themesOf = (input: GenerationInput): ThemeId[] => detectThemes(input).map((match) => match.theme);

const ILLNESS_FROM_PEOPLE: Intake[] = [
  intake('the intake from the app', ['i might catch something from people who are ill'], ['washing my hands after anyone coughs', 'avoiding the bus'], ['someone coughing near me', 'people sneezing on the train']),
  intake('hand washing alone', ['i cant stop washing my hands'], ['wash my hands 30 times a day'], ['the bus']),
  intake('scrubbing, run-on', ['if someone sneezes near me i have to go and scrub my hands and i cant think about anything else until i do'], [], []),
  intake('scrubbing raw', ['people are dirty'], ['scrubbing my hands till they bleed'], ['shaking hands at work']),
  intake('sneezed on', ['what if someone sneezes on me and i get whatever they have'], ['staying away from people'], ['sneezing']),
  intake('catching off people, typo', ['scared of catching somthing off people at work'], ['avoiding the kitchen at work'], ['colleagues with colds']),
  intake('ppl coughing', ['ppl coughing on the bus makes me panic i will get ill'], ['getting off the bus'], ['the bus']),
  intake('sick people', ['being near sick people'], ['leaving the room'], ['the doctors waiting room']),
  intake('people who are sick', ['people who are sick might pass it to me'], ['holding my breath near them'], []),
  intake('getting ill from others', ['getting ill from other people'], ['hand sanitiser', 'keeping away from crowds'], ['crowds']),
  intake('spit on the street', ['people spitting in the street'], ['walking the long way round'], ['spit on the pavement']),
  intake('coughed on', ['i was coughed on by a stranger and cant stop thinking about it'], ['washing my hands over and over'], ['shops']),
  intake('coughs and sneezes', ['coughs and sneezes spread diseases and i will get them'], ['wearing a mask everywhere'], []),
  intake('a bug off someone', ['picking up a bug from someone at the gym'], ['wiping every machine'], ['the gym']),
  intake('colleague coughing', ['my colleague keeps coughing and i think ill catch it'], ['moving desks'], ['the office']),
  intake('kids at school', ['kids coughing at school will give me something'], ['washin my hands after every lesson'], ['the classroom']),
  intake('the man next to me', ['the man next to me on the train was sniffing and coughing'], ['changing carriages'], ['the train']),
  intake('unwell people', ['unwell people on public transport'], ['not touching the poles'], []),
  intake('anyone ill', ['catching germs off anyone who is ill'], ['standing far away from them'], []),
  intake('a cold from people', ['catching a cold from people at church'], ['sitting at the back on my own'], ['sunday service']),
  intake('rewashing hands', ['worried about illness from other people'], ['rewashing my hands if i touch anything after'], ['handshakes']),
  intake('passengers', ['passengers sneezing near me'], ['standing by the door'], ['rush hour']),
  intake('flu', ['catching the flu off someone'], ['avoiding everyone in winter'], ['winter']),
  intake('no capital, no stop', ['every time anyone coughs i think i will catch it and then i have to wash my hands loads'], ['washing my hands loads'], ['anyone coughing']),
  intake('hands and arms', ['germs from people'], ['washing my hands and arms up to the elbow'], ['people touching my things']),
  intake('sneezing kid', ['a kid sneezing on me at the park'], ['taking the kids home early'], []),
  intake('contagious', ['being around contagious people'], ['cancelling plans if anyone has a cold'], []),
];

/** A fear of being sick, of an illness of one's own, or of a rite spoiled: not contamination (or only beside it with germs named). */
const NEIGHBOURS: Array<[string, ThemeId, GenerationInput]> = [
  // A fear of being sick (vomiting).
  ['stomach bug and throwing up', 'vomiting', generationInput(['catching a stomach bug and throwing up'], ['washing my hands all the time'], ['kids being sick at school'])],
  ['norovirus off someone', 'vomiting', generationInput(['what if i catch norovirus off someone and puke'], ['washing my hands after touching anything'], ['people coughing'])],
  ['sick bug from people', 'vomiting', generationInput(['getting a sick bug from people on the train and being sick'], ['scrubbing my hands'], ['the train'])],
  ['vomit in public', 'vomiting', generationInput(['im terrified ill vomit in public'], ['wash my hands 20 times after the bus'], ['someone coughing on the bus'])],
  ['tummy bug from kids', 'vomiting', generationInput(['the kids bringing home a tummy bug and me throwing up'], ['washing my hands every time they come in'], ['school'])],
  ['food poisoning', 'vomiting', generationInput(['food poisoning and being sick all night'], ['washing my hands before i eat'], ['restaurants'])],
  ['nausea', 'vomiting', generationInput(['feeling nauseous means im going to be sick'], ['washing hands and sipping water'], ['people sneezing'])],
  ['gastro', 'vomiting', generationInput(['gastroenteritis going round and throwing up'], ['hand washing'], ['sick kids'])],
  // A fear of an illness of one's own (health).
  ['cough means cancer', 'health', generationInput(['my cough means lung cancer'], ['googling symptoms'], ['coughing'])],
  ['coughing up blood', 'health', generationInput(['what if i start coughing up blood'], ['checking my tissues'], ['coughing fits'])],
  ['persistent cough', 'health', generationInput(['this cough that wont go away is a tumour'], ['asking my gp for scans'], ['my own cough at night'])],
  ['sneezing and a brain tumour', 'health', generationInput(['sneezing a lot means i have a brain tumour'], ['googling'], [])],
  ['heart', 'health', generationInput(['what if my heart stops'], ['checking my pulse all day'], ['my heartbeat'])],
  ['hiv', 'health', generationInput(['i think i have hiv'], ['getting tested again and again'], ['news about hiv'])],
  ['ms symptoms', 'health', generationInput(['tingling means i have ms'], ['checking my body for signs'], ['pins and needles'])],
  ['cancer', 'health', generationInput(['i have cancer and the doctors missed it'], ['checking for lumps'], ['adverts about cancer'])],
  ['chest pain', 'health', generationInput(['chest pain means a heart attack'], ['taking my blood pressure'], ['chest pain'])],
  // Washing for prayer (scrupulosity).
  ['wudu washing', 'scrupulosity', generationInput(['my wudu is not valid'], ['washing my hands over and over for wudu'], ['the mosque'])],
  ['wudu, run on', 'scrupulosity', generationInput(['if i dont wash my hands right for wudu my prayer doesnt count and allah wont accept it'], [], [])],
  ['before salah', 'scrupulosity', generationInput(['what if my salah is not accepted'], ['washing my hands again before salah'], ['prayer times'])],
  ['najis', 'scrupulosity', generationInput(['najis drops on my clothes make my prayer invalid'], ['scrubbing my hands after the toilet'], ['the toilet'])],
  ['netilat', 'scrupulosity', generationInput(['i didnt do netilat yadayim right'], ['washing my hands three times each'], ['shabbat'])],
  ['puja', 'scrupulosity', generationInput(['i am impure before puja'], ['washing my hands again and again before puja'], ['the mandir'])],
  ['ghusl', 'scrupulosity', generationInput(['my ghusl was not complete'], ['rewashing my hands'], ['friday prayer'])],
  ['ablutions', 'scrupulosity', generationInput(['doing my ablutions wrong'], ['washin my hands for prayer 10 times'], ['prayer'])],
];

describe('illness caught from people is contamination', () => {
  it.each(ILLNESS_FROM_PEOPLE)('reads contamination first (%s)', (_name, input) => {
    expect(themesOf(input)[0]).toBe('contamination');
  });

  it.each(NEIGHBOURS)('keeps its neighbour where it was, not contamination (%s → %s)', (_name, theme, input) => {
    const themes = themesOf(input);
    expect(themes[0]).toBe(theme);
    expect(themes).not.toContain('contamination');
  });

  it('builds a contamination ladder for the intake from the app, not the generic one', async () => {
    const input = ILLNESS_FROM_PEOPLE[0]?.[1];
    if (!input) throw new Error('missing intake');
    const items = await createOfflineEngine().generate(input);
    expect(items.filter((item) => item.theme === 'contamination').length).toBeGreaterThanOrEqual(8);
  });
});

/** A fear of harming oneself or others, or of an illness, whose words are not a checker's doubt. */
const NOT_CHECKING: Intake[] = [
  intake('the intake from the app', ['intrusive thoughts of harming myself'], ['checking my mood all day', 'keeping the door locked'], ['being home alone'], true),
  intake('not asked yet', ['intrusive thoughts of harming myself'], ['checking my mood all day', 'keeping the door locked'], ['being home alone']),
  intake('knives locked away', ['what if i stab my wife'], ['keeping knives locked away', 'checking how i feel around her'], ['the kitchen']),
  intake('knives in a locked drawer', ['i might hurt my baby'], ['keeping the knives in a locked drawer', 'checking my feelings when i hold her'], ['bath time']),
  intake('balcony door', ['scared ill throw myself off the balcony'], ['keeping the balcony door locked', 'checking how i feel'], ['high floors'], true),
  intake('bedroom door, run on', ['what if i snap and hurt my mum in her sleep i love her so much'], ['keeping my bedroom door locked at night so i cant get out'], ['night time']),
  intake('locking myself in', ['urges to push someone onto the tracks'], ['keeping the front door locked so i stay in', 'checking my mood before i go out'], ['train platforms']),
  intake('razors', ['thoughts of cutting myself'], ['keeping my razors locked away'], ['the bathroom'], true),
  intake('scissors', ['thoughts of stabbing my kids with scissors'], ['having the scissors locked up'], ['craft time']),
  intake('pulse', ['what if my heart stops in my sleep'], ['checking my pulse'], ['lying in bed']),
  intake('body for signs', ['i have a serious illness nobody found'], ['checking my body for signs'], ['aches']),
  intake('how i feel about him', ['what if i dont really love my boyfriend'], ['checking how i feel about him all the time'], ['date night']),
  intake('feelings, orientation', ['what if im gay'], ['checking my feelings when i see men'], ['gay couples on tv']),
  intake('reactions', ['what if i am attracted to children'], ['checking my reactions around kids'], ['the park']),
  intake('mood and a pulse, self-harm fear', ['what if i jump off the bridge'], ['checking my pulse when i panic', 'keeping the back door locked'], ['bridges'], true),
  intake('mood, misspelled', ['scared i might harm my flatmate'], ['chekcing my mood every hour', 'keepin the door locked'], ['my flatmate']),
];

/** A real checker, alone or beside a harm fear: still checking. */
const CHECKING: Intake[] = [
  intake('door ten times', ['what if i left the door unlocked'], ['checking the door is locked 10 times'], ['leaving for work']),
  intake('going back', ['did i lock the front door'], ['going back to check the lock over and over'], ['driving away']),
  intake('harm and a checker', ['what if i hurt my kids'], ['going back to check the lock', 'checking the stove is off'], ['bedtime']),
  intake('harm fear and door pulled', ['scared i might hurt someone'], ['keeping the door locked and pulling the handle five times'], ['night']),
  intake('burglar fear kept locked', ['someone will break in and hurt my family'], ['keeping the door locked'], ['noises at night']),
  intake('mood beside a stove', ['what if i left the oven on'], ['checking my mood', 'checking the oven over and over'], ['cooking']),
  intake('checker with a lock doubt', ['im scared i didnt lock up properly'], ['checking the lock'], ['bedtime']),
  intake('harm fear, windows checked', ['thoughts of pushing my son down the stairs'], ['checking the windows are locked before bed over and over'], ['the landing']),
  intake('car locked, gone back', ['what if someone steals the car because i left it open'], ['going back 5 times to check i locked the car'], ['car parks']),
  intake('knife drawer and the oven', ['what if i hurt someone', 'the house catching fire'], ['checking the knife drawer is locked and the oven is off'], ['leaving the house']),
  intake('hob and door, run on', ['i cant leave the house without checking the hob is off and the door is locked and then i go back anyway'], [], []),
  intake('self-harm fear and a checker', ['intrusive thoughts of harming myself', 'the house burning down because of me'], ['checking the plugs are off', 'keeping the door locked'], ['going to bed'], true),
];

describe('words that are not a checker’s doubt do not read checking', () => {
  it.each(NOT_CHECKING)('reads no checking (%s)', (_name, input) => {
    expect(themesOf(input)).not.toContain('checking');
  });

  it.each(CHECKING)('still reads a checker (%s)', (_name, input) => {
    expect(themesOf(input)).toContain('checking');
  });

  it('builds no front-door steps for the person afraid of harming themselves from the app', async () => {
    const input = NOT_CHECKING[0]?.[1];
    if (!input) throw new Error('missing intake');
    const items = await createOfflineEngine().generate(input);
    for (const item of items) {
      expect(item.theme).not.toBe('checking');
      expect(`${item.title} ${item.description}`).not.toMatch(/front door|lock up|the lock|appliance/i);
    }
  });
});
