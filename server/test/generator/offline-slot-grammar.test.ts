import { describe, expect, it } from 'vitest';
import {
  balanceQuotes,
  collapseDeterminers,
  fixPossessives,
  illnessEventGrammar,
  inPerson,
  isConcreteThing,
  mixesPersonInQuotes,
  personAt,
  possessive,
  quoteOwnWords,
  quotesBalanced,
  ritualAsActivity,
  ritualAsImperative,
  ritualFormAfter,
  toFirstPerson,
  toSecondPerson,
  withArticle,
} from '../../src/modules/generator/offline/phrasing';
import { describePerson } from '../../src/modules/generator/offline/person';
import { renderTemplate, wordCount } from '../../src/modules/generator/offline/render';
import type { ExposureTemplate } from '../../src/modules/generator/offline/library';

/** Issue 16: the person's words are filled in the grammar of the sentence around each slot. */
describe('slot grammar: person', () => {
  it('switches to the first person inside a quoted first-person statement, and back to "you" elsewhere', () => {
    const text = 'Write “Maybe I left {appliance} on” and then leave {appliance} alone.';
    expect(personAt(text, text.indexOf('{appliance}'))).toBe('first');
    expect(personAt(text, text.lastIndexOf('{appliance}'))).toBe('second');
    expect(inPerson('your hair straighteners', 'first')).toBe('my hair straighteners');
    expect(inPerson('my hair straighteners', 'second')).toBe('your hair straighteners');
  });

  it('reads straight quotation marks in titles too', () => {
    const title = 'Write "Maybe {lockable} is unlocked" ten times';
    expect(personAt(title, title.indexOf('{lockable}'))).toBe('first');
  });

  it('turns "you" into "I" as a subject and "me" as an object', () => {
    expect(toFirstPerson('you are a bad person')).toBe('I am a bad person');
    expect(toFirstPerson('what if you left it on')).toBe('what if I left it on');
    expect(toFirstPerson('they blame you')).toBe('they blame me');
    expect(toSecondPerson("I'm sure my partner blames me")).toBe("you're sure your partner blames you");
  });

  it('flags "you" inside a first-person quotation (the pronoun slip)', () => {
    expect(mixesPersonInQuotes('Write “Maybe I left your hair straighteners on”.')).toBe(true);
    expect(mixesPersonInQuotes('Write “Maybe I left my hair straighteners on”, then leave your home.')).toBe(false);
  });

  it('fills a keyword slot in the first person inside the person’s own sentence', () => {
    const person = describePerson({ obsessions: ['What if I left my hair straighteners on'], compulsions: [], triggers: [], ybocs: null });
    const template: ExposureTemplate = {
      id: 'test.maybe',
      kind: 'imaginal',
      fear: 3,
      title: 'Write "Maybe I left {appliance|the stove} on" ten times',
      body: 'Write “Maybe I left {appliance|the stove} on, and I can’t know for sure” ten times. Then leave {appliance|the stove} alone.',
      prevention: 'Do not {compulsion|go and check it}.',
    };
    const { candidate } = renderTemplate(template, 'checking', person, new Map(), true);
    expect(candidate.title).toBe('Write "Maybe I left my hair straighteners on" ten times');
    expect(candidate.description).toContain('“Maybe I left my hair straighteners on, and I can’t know for sure”');
    expect(candidate.description).toContain('Then leave your hair straighteners alone.');
  });
});

describe('slot grammar: lower-case "i" as people type it', () => {
  it('turns "i", "im" and "ive" into the item\'s "you"', () => {
    expect(toSecondPerson('checking if i feel butterflies when he kisses me')).toBe('checking if you feel butterflies when he kisses you');
    expect(toSecondPerson('tapping with my left hand if i tapped with the right')).toBe('tapping with your left hand if you tapped with the right');
    expect(toSecondPerson('asking if im a good dad because ive been snappy')).toBe("asking if you're a good dad because you've been snappy");
  });

  it('never holds back the sacrament itself: "going to confession" is left to the template\'s "no extra confessions"', () => {
    expect(ritualAsImperative('going to confession every week sometimes twice')).toBeNull();
    expect(ritualAsImperative('going to church to pray again')).toBeNull();
    expect(ritualAsImperative('going back to the shop to pay again')).toBe('go back to the shop to pay again');
  });
});

describe('slot grammar: possessives and determiners', () => {
  it.each([
    ['your partner', "your partner's"],
    ['your parents', "your parents'"],
    ['the boss', "the boss's"],
  ])('%s → %s', (noun, expected) => {
    expect(possessive(noun)).toBe(expected);
  });

  it('never writes "your my" or "your the", and keeps plural possessives right', () => {
    expect(collapseDeterminers('Touch your my car door')).toBe('Touch my car door');
    expect(collapseDeterminers('Leave your the front door')).toBe('Leave the front door');
    expect(fixPossessives("ask your parents's opinion")).toBe("ask your parents' opinion");
    expect(fixPossessives("your partner's phone")).toBe("your partner's phone");
    expect(withArticle('bins')).toBe('the bins');
    expect(withArticle('my phone')).toBe('my phone');
    expect(withArticle('public door handles')).toBe('public door handles');
  });
});

describe('slot grammar: quotation marks', () => {
  it('shortens inside the quotation and then closes it', () => {
    const quoted = quoteOwnWords('I am terrified that I will catch something awful from every single surface in the whole city', 40);
    expect(quoted.startsWith('“')).toBe(true);
    expect(quoted.endsWith('…”')).toBe(true);
    expect(quotesBalanced(quoted)).toBe(true);
  });

  it('keeps the outer quotation whole when the person’s words hold quotation marks', () => {
    const quoted = quoteOwnWords('I said "hello" wrong and they hate me', 70);
    expect(quotesBalanced(quoted)).toBe(true);
    expect(quoted).toBe("“I said 'hello' wrong and they hate me”");
  });

  it('closes a quotation left open, before the final full stop', () => {
    expect(balanceQuotes('Write “Maybe I did it.')).toBe('Write “Maybe I did it”.');
    expect(balanceQuotes('Say "maybe')).toBe('Say "maybe"');
    expect(quotesBalanced(balanceQuotes('A ” stray mark “and an open one'))).toBe(true);
  });
});

describe('slot grammar: what an object slot takes', () => {
  it.each(['bin day', 'Mondays', 'a twitch', 'the urge', 'Speed', 'drugs', 'my tablets', 'kitchen knives', 'the balcony edge', 'used tissues'])(
    '"%s" is not a thing to touch or visit',
    (phrase) => {
      expect(isConcreteThing(phrase)).toBe(false);
    },
  );

  it.each(['public door handles', 'the kitchen bin', 'money', 'hospital waiting rooms'])('"%s" can be touched or visited', (phrase) => {
    expect(isConcreteThing(phrase)).toBe(true);
  });
});

describe('slot grammar: a compulsion as an "-ing" phrase or an imperative', () => {
  it.each([
    ['I wash my hands until they feel clean', 'washing your hands until they feel clean', 'wash your hands until they feel clean'],
    ['changing clothes as soon as I get home', 'changing clothes', 'change clothes'],
    ['taking my shoes off outside and wiping them', 'taking your shoes off outside and wiping them', 'take your shoes off outside and wipe them'],
    // How long the ritual runs is the ritual, never the hold-off ("hold off googling your symptoms for hours"; issue 16).
    ['googling my symptoms for hours', 'googling your symptoms', 'google your symptoms'],
    ['washing my hands for ten minutes', 'washing your hands', 'wash your hands'],
    ['checking the cooker knobs five times', 'checking the cooker knobs', 'check the cooker knobs'],
    ['I check the locks 10x a day', 'checking the locks', 'check the locks'],
    ['checking he is breathing all night', 'checking he is breathing', 'check he is breathing'],
    ['mentally reviewing what I said', 'mentally reviewing what you said', 'mentally review what you said'],
    ['I go back to check the front door lock', 'going back to check the front door lock', 'go back to check the front door lock'],
  ])('%j → without %j / Do not %j', (compulsion, activity, imperative) => {
    expect(ritualAsActivity(compulsion)).toBe(activity);
    expect(ritualAsImperative(compulsion)).toBe(imperative);
  });

  it('takes the imperative right after "do not" and in the rest of a "do not" list, else the "-ing" form', () => {
    expect(ritualFormAfter('For an hour, do not ')).toBe('imperative');
    expect(ritualFormAfter('Do not look again, touch the knobs, or ')).toBe('imperative');
    expect(ritualFormAfter('Stay for 20 minutes without ')).toBe('activity');
    expect(ritualFormAfter('Do not leave early, and hold off ')).toBe('activity');
  });

  it('never says "do not pray": prayer and confession are held back only when extra (docs/clinical.md §9)', () => {
    expect(ritualAsImperative('I pray until it feels right')).toBeNull();
    expect(ritualAsImperative('confessing to the priest')).toBeNull();
    expect(ritualAsActivity('praying')).toBe('praying beyond what your faith asks');
    expect(ritualAsActivity('repeating prayers until they feel right')).toBe('repeating prayers until they feel right');
    // How often one goes is the faith's own rhythm: "hold off going to confession every week" would hold back the sacrament.
    expect(ritualAsActivity('going to confession every week sometimes twice')).toBe('going to confession every week sometimes twice beyond what your faith asks');
    expect(ritualAsActivity('going to confession again the same day')).toBe('going to confession again the same day');
  });
});

describe('card length', () => {
  it('falls back to the library wording when the person’s words would make a card too long', () => {
    const long = 'the handles of every single door and cupboard in the whole office building where I work';
    const person = describePerson({ obsessions: [long], compulsions: [], triggers: [long], ybocs: null });
    const template: ExposureTemplate = {
      id: 'test.long',
      kind: 'in_vivo',
      fear: 5,
      title: 'Spend 20 minutes with your trigger: {trigger|what you avoid}',
      body: 'Meet it on purpose for 20 minutes. {ownWords}Then carry on with your day as usual, letting the worry come and go as it will, for as long as it takes.',
      prevention: 'Do not leave early, and hold off {compulsion|washing or hand gel} for an hour afterwards.',
    };
    const { candidate } = renderTemplate(template, 'general', person, new Map(), true);
    expect(candidate.title.length).toBeLessThanOrEqual(60);
    expect(wordCount(candidate.description)).toBeLessThanOrEqual(55);
  });
});

describe('slot grammar: an illness that is an event', () => {
  it('tells a heart attack or a stroke as an event, never as a diagnosis one has', () => {
    expect(illnessEventGrammar('Write a story of being diagnosed with a heart attack')).toBe('Write a story of being told you have had a heart attack');
    expect(illnessEventGrammar('Write five lines, present tense, of being told you have a stroke.')).toBe('Write five lines, present tense, of being told you have had a stroke.');
    expect(illnessEventGrammar('Write “Maybe I have a heart attack and don’t know it yet”')).toBe('Write “Maybe I am having a heart attack and don’t know it yet”');
    expect(illnessEventGrammar('Write a story of being diagnosed with cancer')).toBe('Write a story of being diagnosed with cancer');
  });
});

describe('slot grammar: the person’s words in quotation marks', () => {
  it('capitalises the pronoun "i" and keeps every other word as typed', () => {
    expect(quoteOwnWords('what if i meet someone better after the wedding', 80)).toBe('“What if I meet someone better after the wedding”');
    expect(quoteOwnWords('god wont forgive me if i didnt confess it', 80)).toBe('“God wont forgive me if I didnt confess it”');
  });
});
