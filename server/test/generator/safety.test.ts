import { describe, expect, it } from 'vitest';
import { filterUnsafe } from '../../src/modules/generator/safety';
import type { CandidateExposure } from '../../src/modules/generator/types';

/** An otherwise valid item around the given task; the response prevention is stated in the description. */
function item(task: string, overrides: Partial<CandidateExposure> = {}): CandidateExposure {
  const rp = overrides.response_prevention ?? 'Do not wash, check or ask anyone for reassurance for 30 minutes afterwards.';
  return {
    title: task.length > 80 ? `${task.slice(0, 77)}…` : task,
    description: `${task} ${rp}`,
    fear_level: 5,
    kind: 'in_vivo',
    response_prevention: rp,
    theme: 'test',
    ...overrides,
  };
}

function reasonFor(candidate: CandidateExposure): string | null {
  const { rejected } = filterUnsafe([candidate]);
  return rejected[0]?.reason ?? null;
}

/** CLINICAL.md "Safety: never generate", one block per category, several phrasings each. */
const UNSAFE: Record<string, string[]> = {
  'Real danger beyond everyday risk': [
    'Leave the stove on while you go out for an hour.',
    'Turn on the gas hob, then leave the iron on and go to bed.',
    'Leave the front door unlocked overnight while you sleep.',
    'Walk along the railway tracks for ten minutes.',
    'Stand at the very edge of the platform as the train comes in.',
    'Cross the road without looking, once.',
    'Pick up a used needle from the park with your bare hands.',
    'Touch a dead pigeon, then carry on.',
    'Clean up the blood from the floor without gloves.',
    'Stroke a stray dog you meet in the street.',
    'Set fire to a piece of paper in the kitchen sink.',
    'Put a fork into the toaster while it is plugged in.',
  ],
  'An illegal act': [
    'Steal a chocolate bar from the corner shop.',
    'Go into a shop and take a pen without paying.',
    'Carry a kitchen knife in your pocket to work.',
    'Then shoplift something small, to face the guilt.',
    'Drive to the shops without insurance.',
  ],
  'Harm or deception toward someone': [
    'Push someone lightly on a crowded platform.',
    'Then hit your partner on the arm.',
    'Hold a kitchen knife to your partner’s throat for ten seconds.',
    'Point the knife at someone sitting next to you.',
    'Lie to your partner about where you were last night.',
    'Tell a white lie to a colleague and do not correct it.',
    'Pretend to be ill to get out of work.',
    'Frighten your flatmate by hiding behind the door.',
  ],
  'Self-harm': [
    'Cut yourself lightly with the knife to prove you are in control.',
    'Scratch your skin until it bleeds.',
    'Skip meals for a day to prove your body is fine.',
    'Stay awake all night to test your mind.',
    'Write a letter about your suicide and read it aloud.',
    'Hold your breath for as long as you can.',
  ],
  'Risky driving': [
    'Drive to work with your eyes closed for a few seconds at a time.',
    'Drive through a red light once.',
    'Drive over the speed limit past the school.',
    'Text while driving for one minute.',
    'Do not check your mirrors while driving past cyclists.',
    'Drive home without a seat belt.',
  ],
  'Heights without safety': [
    'Lean over the balcony railing on the tenth floor.',
    'Climb onto the roof of your house and stand there.',
    'Stand on the window ledge for one minute.',
    'Walk along the edge of a cliff.',
    'Go up a ladder without a harness to clean the gutters.',
  ],
  'Eating or touching chemicals or spoiled food': [
    'Drink a small sip of bleach.',
    'Taste the cleaning spray on your finger.',
    'Eat a yoghurt that is two weeks out of date.',
    'Eat some mouldy bread.',
    'Pour bleach on your hands and leave it there.',
    'Mix bleach and ammonia to clean the toilet.',
    'Eat a sandwich dropped in the toilet.',
    'Lick the door handle of a public toilet.',
    'Eat raw chicken.',
  ],
  'Stopping or changing medication': [
    'Stop taking your medication for a week.',
    'Skip your antidepressant dose tomorrow morning.',
    'Come off your SSRIs without telling your doctor.',
    'Halve your dose for a week.',
    'Go a week without your medication.',
  ],
  'Skipping hygiene that matters for health': [
    'Handle raw chicken, then make a sandwich without washing your hands.',
    'Use the toilet and do not wash your hands afterwards.',
    'After using the toilet, leave the bathroom without washing.',
    'Change a nappy and do not wash your hands before eating.',
    'Do not clean the cut on your finger for a day.',
  ],
  'Sexual content involving minors': [
    'Write a script about sexual thoughts involving children.',
    'Look at photos of teenagers and notice any arousal.',
    'Imagine being attracted to a 12-year-old and write it down.',
    'Write “Maybe I am a paedophile” fifty times.',
    'Read about sexual abuse while thinking of your nieces.',
    'Watch a video of two boys kissing passionately.',
  ],
  'Reassurance (promises safety or an outcome)': [
    'Touch the bin lid and remind yourself that you are safe.',
    'Tell yourself: nothing bad will happen.',
    'Hold the knife and remember that you are not a bad person.',
    'Say aloud: this won’t happen, the risk is tiny.',
    'Read your story, then tell yourself it’s just OCD.',
    'Leave the house knowing you have definitely locked the door.',
    'Pray once, knowing God forgives you.',
    'Look at the photo and remember you would never hurt anyone.',
  ],
  'Relaxation or breathing used during the exposure': [
    'Touch the toilet seat, then take a few deep breaths until you feel calm.',
    'Use box breathing while you hold the knife.',
    'Do a relaxation exercise before touching the door handle.',
    'Breathe slowly through the anxiety while you sit on the bus.',
    'Visualise a safe place while you read your script.',
    'Meditate for five minutes after the exposure to calm yourself.',
  ],
};

describe('safety filter: never generate (CLINICAL.md)', () => {
  describe.each(Object.entries(UNSAFE))('%s', (reason, tasks) => {
    it.each(tasks)('rejects "%s"', (task) => {
      expect(reasonFor(item(task))).toBe(reason);
    });
  });

  it('rejects sexual and minor words across title and description, in any order', () => {
    const candidate = item('Look at photos of the children from the holiday for 10 minutes.', {
      title: 'Notice any arousal when the unwanted thought comes',
    });
    expect(reasonFor(candidate)).toBe('Sexual content involving minors');
  });
});

/** Standard ERP items that must pass: everyday risk, taboo thoughts exposed imaginally, prohibitions of reassurance. */
const LEGITIMATE: CandidateExposure[] = [
  item('Write the sentence “I might have left the stove on” ten times and read it aloud.'),
  item('Hold a kitchen knife while chopping vegetables for 10 minutes with your partner in the kitchen.'),
  item('Write a one-page story in the first person in which you stab your partner, and read it daily.', { kind: 'imaginal' }),
  item('Write “Maybe I will push someone onto the tracks” ten times.', { kind: 'imaginal' }),
  item('Stand behind the yellow safety line on a platform while three trains come in.'),
  item('Touch the kitchen bin lid, then make and eat a sandwich.', { response_prevention: 'Do not wash or use hand gel for 20 minutes.' }),
  item('Use a public toilet, wash once for 20 seconds, and open the door with your bare hand.', {
    response_prevention: 'Do not wash a second time or use a paper towel on the door.',
  }),
  item('Touch the outside of the closed bleach bottle under the sink, then carry on.'),
  item('Eat a cracker that fell on your kitchen floor.'),
  item('Drive a familiar route once, with your normal mirror checks.', { response_prevention: 'Do not drive back round the block or check the news.' }),
  item('Switch off the toaster and kettle but leave them plugged in while you go out.'),
  item('Stand on a balcony with a railing and look at the view for 5 minutes.'),
  item('Look at photos of attractive adults of the same sex for 5 minutes.', { response_prevention: 'Do not check your body for arousal or look away.' }),
  item('Turn slowly in a swivel chair for 30 seconds and notice the dizziness.', { kind: 'interoceptive' }),
  item('Read about the sin you fear, slowly, for 15 minutes.', { response_prevention: 'Do not ask anyone whether you are forgiven or pray for forgiveness.' }),
  item('Touch the door handle.', { response_prevention: 'Do not ask anyone whether you are safe, and do not tell yourself that nothing bad will happen.' }),
  item('Hold the knife for 5 minutes.', { response_prevention: 'Do not use breathing exercises or relaxation to bring the fear down.' }),
  item('Write your fear on a card.', { response_prevention: 'Do not add “but I would never” or ask anyone whether you are a good person.' }),
  item('Take your medication as prescribed and do not re-check the blister pack afterwards.'),
  item('Do not push, shove or hit anyone; simply walk through the crowd for 20 minutes.'),
  item('Give the next bath to your baby yourself while the thought is there.', { response_prevention: 'Do not hand the baby to someone else.' }),
  item('Write a story in which you are accused of stealing at work, and read it aloud.', { kind: 'imaginal' }),
  item('Follow the recipe once without re-reading it, and serve the meal.'),
  item('Say “Maybe it will happen, maybe not” aloud ten times.'),
  item('Spend an evening with your partner without testing your feelings.', {
    response_prevention: 'Do not check how much you feel or ask them to tell you that you are in love.',
  }),
];

describe('safety filter: legitimate ERP text passes', () => {
  it.each(LEGITIMATE.map((candidate) => [candidate.title, candidate] as const))('keeps "%s"', (_title, candidate) => {
    expect(reasonFor(candidate)).toBeNull();
  });

  it('returns the safe items in order and the rejected ones with their reasons', () => {
    const safe = LEGITIMATE.slice(0, 2);
    const unsafe = item('Stop taking your medication for a week.');
    const verdict = filterUnsafe([safe[0]!, unsafe, safe[1]!]);
    expect(verdict.safe).toEqual(safe);
    expect(verdict.rejected).toEqual([{ candidate: unsafe, reason: 'Stopping or changing medication' }]);
  });
});

describe('safety filter: structure', () => {
  const valid = item('Touch the bin lid with one finger.');
  const cases: Array<[string, Partial<CandidateExposure>]> = [
    ['an empty title', { title: '  ' }],
    ['a title over 200 characters', { title: 'x'.repeat(201) }],
    ['an empty description', { description: '' }],
    ['a description over 2000 characters', { description: `${'Touch the bin. '.repeat(140)} Do not wash.` }],
    ['a fear level of 0', { fear_level: 0 }],
    ['a fear level of 11', { fear_level: 11 }],
    ['a fractional fear level', { fear_level: 5.5 }],
    ['an unknown kind', { kind: 'relaxation' as CandidateExposure['kind'] }],
    ['no response prevention', { response_prevention: '' }],
    ['a response prevention that prevents nothing', { response_prevention: 'Enjoy it.' }],
    ['a description without any response prevention', { description: 'Touch the bin lid with one finger for a minute.' }],
  ];
  it.each(cases)('rejects %s', (_case, change) => {
    expect(reasonFor({ ...valid, ...change })).toMatch(/^The item is incomplete or malformed: /);
  });

  it('keeps the valid item the cases start from', () => {
    expect(reasonFor(valid)).toBeNull();
  });
});
