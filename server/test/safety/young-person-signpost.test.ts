import { describe, expect, it } from 'vitest';
import { YOUNG_PERSON_SIGNPOST, soundsUnder18 } from '../../src/modules/safety/young-person';
import { generationInput } from '../generator/factories';

/**
 * Issue 16, a clinician-minded review: an intake that sounded like a teenager's (school, a parent making them
 * stop) got a ladder and not one word that Ladder is made for adults (spec: adults 18+; docs/clinical.md §20).
 * The signpost is quiet and never stops anyone: a person who accepted the terms said they are 18 or over, and
 * an adult can sound young. Adults who speak of school as teachers, parents or about the past are not
 * signposted.
 */
const sounds = (obsessions: string[], compulsions: string[], triggers: string[]) =>
  soundsUnder18(generationInput(obsessions, compulsions, triggers));

describe('an intake that sounds like someone under 18 gets the signpost', () => {
  it.each<[string[], string[], string[]]>([
    [["what if i get sick and die, i'm 15"], ['washing my hands'], ['school toilets']],
    [['i need things to feel right'], ['tapping my desk in fours in class'], ['my maths teacher', 'my homework']],
    [['what if i am a bad person'], ['asking my mum if im bad'], ['my gcses', 'detention']],
    [['im in year 10 and i keep thinking i will fail'], ['rereading my homework'], ['exams']],
    [['i am 16 years old and scared i will hurt my little brother'], ['avoiding the kitchen'], ['knives']],
    [['germs on my school bag'], ['my mum makes me stop washing and i cry'], ['in class', 'the school bus']],
    [['what if i said something wrong to my teacher'], ['asking my parents if i am in trouble'], ['my form tutor']],
    [["i'm in high school and i think im gay"], ['checking how i feel about boys'], ['PE changing rooms']],
  ])('signposts %j', (obsessions, compulsions, triggers) => {
    expect(sounds(obsessions, compulsions, triggers)).toBe(true);
  });

  it('says it calmly, for adults, with where to turn', () => {
    expect(YOUNG_PERSON_SIGNPOST).toMatch(/made for adults/);
    expect(YOUNG_PERSON_SIGNPOST).toMatch(/under 18/);
    expect(YOUNG_PERSON_SIGNPOST).not.toMatch(/must|not allowed|banned/i);
  });
});

describe('adults who speak of school, age or family are not signposted', () => {
  it.each<[string[], string[], string[]]>([
    [['what if i shout something obscene in class'], ['rehearsing my lessons'], ['my pupils', 'parents evening']],
    [['what if my son gets sick at school'], ['checking his homework for germs'], ['the school run', 'his teacher']],
    [['i keep replaying what i did in high school'], ['asking my wife if i was a bully'], ['school reunion']],
    [['what if i left the stove on'], ['checking the stove 15 times'], ['leaving for work']],
    [['what if i hurt my 15 year old daughter'], ['avoiding being alone with her'], ['her bedroom']],
    [['i have been like this since i was 15'], ['counting to 16'], ['year 2019 photos']],
    [['germs from the kids i teach'], ['washing my hands after class'], ['my classroom', 'year 9 books']],
    [['what if my exams at uni go wrong'], ['rereading my essays'], ['my lecturer', 'the library']],
  ])('does not signpost %j', (obsessions, compulsions, triggers) => {
    expect(sounds(obsessions, compulsions, triggers)).toBe(false);
  });
});
