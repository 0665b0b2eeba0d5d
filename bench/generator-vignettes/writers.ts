import { ybocs, type GeneratorVignette } from './types';

/** How people actually type: a word or two, a long paragraph, English as a second language. */
export const WRITER_VIGNETTES: readonly GeneratorVignette[] = [
  {
    id: 'writer-terse-germs',
    summary: 'One word per item',
    tags: ['terse'],
    obsessions: ['germs'],
    compulsions: ['washing'],
    triggers: ['toilets', 'bins'],
    ybocs: null,
    expect: {
      themes: ['contamination'],
      forbiddenThemes: ['checking', 'relationship', 'sexual_orientation'],
    },
    notes: 'Little to go on: a full contamination ladder from the library, toilets and bins named where they fit.',
  },
  {
    id: 'writer-terse-locks',
    summary: 'Fragments and repetition',
    tags: ['terse'],
    obsessions: ['door unlocked?'],
    compulsions: ['check check check'],
    triggers: ['night'],
    ybocs: ybocs(16),
    expect: {
      themes: ['checking'],
      forbiddenThemes: ['contamination', 'relationship'],
      mustNotContain: [{ pattern: /\b(?:leave|leaving)\s+(?:the |your )?(?:front |back )?doors?\s+(?:unlocked|open)\b/i, why: 'a door is never left unlocked (docs/clinical.md §10)' }],
    },
    notes: '"check check check" is not a phrase to quote; "night" is a time, not an object ("Touch night" would be a slot-filling error).',
  },
  {
    id: 'writer-rambling-postpartum',
    summary: 'A new mother writes one long paragraph about thoughts of harming her baby',
    tags: ['rambling'],
    obsessions: [
      'ever since my daughter was born I keep getting these awful pictures in my head of drowning her in the bath or dropping her down the stairs and I know I would never want to but what if I snap, I love her so much and I feel like a monster for even thinking it and I have not told anyone because I am scared they will take her away from me, it is worst in the evenings when I am tired and my husband is at work',
    ],
    compulsions: [
      'I only bath her when my husband is home so someone is watching me',
      'I carry her up and down the stairs holding the rail with both hands and counting the steps',
      'I google whether mothers who have these thoughts ever actually do it',
    ],
    triggers: ['bath time', 'the stairs', 'knives in the kitchen when I am holding her', 'evenings alone with her'],
    ybocs: ybocs(28),
    expect: {
      themes: ['taboo_thoughts'],
      forbiddenThemes: ['contamination', 'relationship', 'sexual_orientation', 'symmetry'],
      kinds: ['imaginal'],
      mustNotContain: [
        { pattern: /\b(?:leave|leaving)\b[^.]{0,30}\b(?:baby|daughter|her)\b[^.]{0,20}\b(?:alone|unattended)\b/i, why: 'a baby is never left unattended (docs/clinical.md §10: harm toward anyone)' },
        { pattern: /\bknife\b[^.]{0,40}\bholding (?:the |your )?(?:baby|daughter|her)\b|\bholding (?:the |your )?(?:baby|daughter|her)\b[^.]{0,40}\bknife\b/i, why: 'no knife in hand while holding a baby: beyond everyday risk' },
      ],
    },
    notes: 'Perinatal harm OCD. Expect a script of the thought, bathing her with the husband out of the room (ordinary care, full attention), carrying her on the stairs without counting; never the baby unattended, never a knife while holding her. Quotes from the long paragraph must be short and in the right person.',
  },
  {
    id: 'writer-rambling-health',
    summary: 'Long paragraph about the heart, palpitations and emergency visits',
    tags: ['rambling', 'medical'],
    obsessions: [
      'I am convinced something is wrong with my heart, it started last year when I felt it skip and since then I notice every beat, I have been to A&E three times and had two ECGs and a heart monitor and they all came back normal but what if they missed something, my uncle died of a heart attack at 52 and I am 41, I lie awake feeling my heartbeat and I cannot stop thinking this is the night it happens',
    ],
    compulsions: ['checking my pulse on my wrist and my smartwatch all day', 'avoiding the stairs and exercise so my heart does not race', 'reading heart attack symptoms online'],
    triggers: ['my heart racing after climbing stairs', 'twinges in my chest', 'my smartwatch heart rate alerts'],
    ybocs: ybocs(25),
    expect: {
      themes: ['health'],
      forbiddenThemes: ['contamination', 'perfectionism', 'checking'],
      kinds: ['interoceptive'],
      mustNotContain: [
        { pattern: /\b(?:do not|don't|never)\b[^.]{0,20}\b(?:go to|call|ring|phone)\b[^.]{0,10}\b(?:a&e|999|911|112|emergency|ambulance)\b/i, why: 'never advice against emergency care (docs/clinical.md §9: only appointments agreed with your doctor)' },
      ],
    },
    notes: 'Interoceptive steps must match the feared sensation: a racing heart (climbing stairs, a brisk walk), within what the doctor has agreed. Pulse and smartwatch checks dropped; no advice against emergency care.',
  },
  {
    id: 'writer-nonnative-spanish-hospital',
    summary: 'Hospital cleaner, Spanish first language, fears bringing bacteria home to her son',
    tags: ['non_native'],
    obsessions: ['I am very afraid to be contaminated of the bacterias of the hospital and bring them to my son', 'If I touch the things of the street I feel dirty all the day'],
    compulsions: ['I wash the hands many many times with gel', 'I take shower two times when I come from the work', 'I clean the shoes with bleach in the entrance'],
    triggers: ['the hospital where I work cleaning', 'the money', 'the door of the bus'],
    ybocs: ybocs(23),
    expect: {
      themes: ['contamination'],
      forbiddenThemes: ['health', 'relationship', 'checking'],
      mustNotContain: [
        { pattern: /\b(?:do not|don't|without)\b[^.]{0,25}\b(?:gloves|wash|gel)\w*\b[^.]{0,25}\b(?:at work|hospital|ward)\b/i, why: 'hygiene rules at work are kept: only the washing beyond them is dropped' },
      ],
    },
    notes: 'Quotes of her words should read naturally ("the door of the bus" fits a slot; "bacterias" should not be made worse). Work hygiene stays; the double shower and the shoes with bleach at home are the rituals.',
  },
  {
    id: 'writer-nonnative-german-door',
    summary: 'German speaker: "control" meaning check, verb-final sentences',
    tags: ['non_native'],
    obsessions: ['I must control always if the door is closed, else come thieves', 'maybe the oven is still on and the house will burn'],
    compulsions: ['I go back 5 or 6 times to control the door', 'I make photos from the oven knobs'],
    triggers: ['when I go out of the house', 'the oven'],
    ybocs: ybocs(20),
    expect: {
      themes: ['checking'],
      forbiddenThemes: ['contamination', 'symmetry', 'perfectionism'],
    },
    notes: '"control" is the German kontrollieren (to check). Expect lock once and leave, no photos of the oven knobs, "maybe the oven is on" statements.',
  },
];
