import { describe, expect, it } from 'vitest';
import { createOfflineEngine, detectThemes } from '../../src/modules/generator/offline';
import { generationInput } from './factories';

/**
 * Issue 16, a fifth clinician-minded review of the merged generator:
 * - a house checker whose ritual is "go back to the front door … sometimes drive back home", and a café worker who
 *   "sometimes drive[s] back to the cafe at 11pm", were given hit-and-run steps ("Write 'Maybe I hit someone and
 *   didn't notice' ten times", a hit-and-run story on loop): a fear they never had. Driving steps are for a fear
 *   about the road itself (docs/clinical.md §3, §7);
 * - a mother with images "of touching my daughter in a wrong way when im changing her" was read as perfectionism and
 *   religious guilt, and asked to "Write and record five lines of your feared sin": for her, the act she fears with
 *   her baby. Touching said without a sexual word is read with the child as POCD, and with children and sexual
 *   wording in the lists no other theme's script is offered (docs/clinical.md §11).
 */
const engine = createOfflineEngine();
/** A step about the road (its title), or a hit-and-run script; "do not drive back to the office" is their own ritual held back. */
const drivingStep = (item: { title: string; description: string }) => /\b(?:driv\w*|hit[- ]and[- ]run|hit someone|road)\b/i.test(item.title) || /\bhit[- ]and[- ]run|hit someone\b/i.test(item.description);

describe('a ritual that mentions driving does not bring a hit-and-run ladder', () => {
  it.each([
    ['house checker', ['what if i left the hob on and the house burns down', 'the front door isnt really locked'], ['go back to the front door and pull the handle, sometimes drive back home', 'photos of the cooker on my phone'], ['leaving for work']],
    ['café closer', ['i left the coffee machine on at the cafe and it catches fire overnight'], ['check every switch 4 times before i lock up', 'sometimes drive back to the cafe at 11pm to look through the window'], ['closing shift']],
    ['office worker', ['what if i left my computer on and the office floods or burns'], ['driving back to the office after work to check', 'asking the cleaner to check my desk'], ['the last one out of the office']],
  ])('%s: no driving step', async (_who, obsessions, compulsions, triggers) => {
    const ladder = await engine.generate(generationInput(obsessions, compulsions, triggers));
    expect(ladder.length).toBeGreaterThan(5);
    expect(ladder.filter(drivingStep).map((item) => item.title)).toEqual([]);
  });

  it.each([
    ['hit-and-run', ['that i hit someone with my car without noticing'], ['drive back round the block to check the road'], ['speed bumps']],
    ['cyclist fear', ['what if i knocked a cyclist off and drove on'], ['checking the news for accidents after every drive'], ['driving past cyclists']],
    ['delivery driver, the car unnamed in the fear', ['what if i knocked someone down on my delivery round and didnt notice'], ['driving back the way i came to look', 'checking the local news for accidents'], ['people crossing near the vans']],
  ])('%s: driving steps stay', async (_who, obsessions, compulsions, triggers) => {
    const ladder = await engine.generate(generationInput(obsessions, compulsions, triggers));
    expect(ladder.filter(drivingStep).length).toBeGreaterThanOrEqual(3);
  });
});

describe('touching a child said without a sexual word is POCD, with only its own scripts', () => {
  it.each([
    ['mother changing her daughter', ['horrible images of touching my daughter in a wrong way when im changing her', 'im not a good enough mother'], ['get my partner to do nappies and baths', 'say a prayer in my head'], ['nappy changes', 'bath time']],
    ['father bathing his son', ['what if i touched my son the wrong way in the bath and enjoyed it'], ['avoiding bath time', 'asking my wife if im a good dad'], ['bath time']],
    ['aunt babysitting', ['thoughts of touching my nieces private parts when i babysit'], ['not being alone with her', 'praying the thought away'], ['babysitting']],
  ])('%s', async (_who, obsessions, compulsions, triggers) => {
    const input = generationInput(obsessions, compulsions, triggers);
    expect(detectThemes(input).map((match) => match.theme)).toContain('pocd');
    const ladder = await engine.generate(input);
    expect(ladder.length).toBeGreaterThan(5);
    expect(ladder.filter((item) => item.kind === 'imaginal' && item.theme !== 'pocd').map((item) => item.title)).toEqual([]);
  });

  it('leaves a harm fear about holding a baby "the wrong way" with its own theme', () => {
    const themes = detectThemes(generationInput(['what if i hold the baby the wrong way and drop her down the stairs'], ['never carrying her on the stairs'], ['the stairs'])).map((match) => match.theme);
    expect(themes).not.toContain('pocd');
  });
});
