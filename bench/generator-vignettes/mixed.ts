import { ybocs, type GeneratorVignette } from './types';

const SKIP_WORSHIP = {
  pattern: /\b(?:skip|miss|stop going to|do not go to|don't go to|avoid|walk out of)\b[^.]{0,20}\b(?:church|mass|service|services)\b/i,
  why: 'religious practice itself is kept: only the extra rituals are dropped (docs/clinical.md §9)',
};

/** Several themes at once, and what the person does with the theme checklist. */
export const MIXED_VIGNETTES: readonly GeneratorVignette[] = [
  {
    id: 'mixed-contamination-checking-nurse',
    summary: 'Nurse afraid of spreading infection and of a drug error',
    tags: ['mixed', 'medical'],
    obsessions: ['I might have spread an infection to a patient because I did not wash properly', 'what if I gave the wrong dose and did not notice'],
    compulsions: ['washing my hands over and over at home after a shift', 'phoning the ward from home to ask if everyone is ok', 'going over the drug round in my head all evening'],
    triggers: ['the drug trolley', 'patients coughing', 'handover at the end of the shift'],
    ybocs: ybocs(24),
    expect: {
      themes: ['contamination', 'checking'],
      forbiddenThemes: ['sexual_orientation', 'relationship', 'symmetry'],
      mustNotContain: [
        { pattern: /\b(?:do not|don't|without)\b[^.]{0,25}\b(?:wash|gel|sanitis|sanitiz)\w*\b[^.]{0,40}\b(?:patients?|ward|clinical)\b/i, why: 'hand hygiene at work is professional practice: only the extra washing at home is dropped' },
      ],
    },
    notes: 'Work hygiene and drug checks are professional duties and stay; the home washing, the phone calls to the ward and the evening review are the rituals. A step that drops hand hygiene between patients would be unsafe.',
  },
  {
    id: 'mixed-symmetry-blasphemy',
    summary: 'Blasphemous thoughts in church, and evening things up to protect family',
    tags: ['mixed', 'religious'],
    obsessions: ['Blasphemous words pop into my head during church and I am scared God will punish me', 'things must be even or my family will be punished'],
    compulsions: ['praying again every time a bad word pops up', 'touching the pew four times', 'lining up the hymn books so they are straight'],
    triggers: ['church services', 'the cross', 'uneven numbers'],
    ybocs: ybocs(22),
    expect: {
      themes: ['scrupulosity', 'symmetry'],
      forbiddenThemes: ['contamination', 'sexual_orientation', 'relationship'],
      mustNotContain: [SKIP_WORSHIP],
    },
    notes: 'Blasphemous thoughts belong to scrupulosity (or taboo thoughts); symmetry with magical protection. Church stays; "no extra prayers" when a thought comes, a hymn book left crooked, touching the pew once.',
  },
  {
    id: 'mixed-three-themes',
    summary: 'Health worries, perfectionism at work and doubts about a fiancé',
    tags: ['mixed', 'medical'],
    obsessions: ['What if this headache is a brain tumour', 'I have to get everything at work perfect or I am a failure', 'do I really love my fiance or am I making a mistake marrying him'],
    compulsions: ['checking my symptoms online', 'redoing my reports until they are perfect', 'comparing my fiance to my ex'],
    triggers: ['headaches', 'deadlines', 'wedding planning'],
    ybocs: ybocs(27),
    expect: {
      themes: ['health', 'perfectionism', 'relationship'],
      forbiddenThemes: ['contamination', 'sexual_orientation'],
    },
    notes: 'Three focuses: each gets a small ladder of its own (at least three items) across the bands.',
  },
  {
    id: 'mixed-confirmed-narrowed',
    summary: 'Words touch contamination and relationship; the person confirms relationship only',
    tags: ['mixed', 'confirmed'],
    obsessions: ['Maybe I do not find my wife attractive anymore and I should leave her', 'her hair in the shower drain disgusts me and I worry that means I do not love her'],
    compulsions: ['cleaning the shower drain every morning', 'checking how I feel when she kisses me', 'asking friends if they ever doubted their marriage'],
    triggers: ['hair in the drain', 'her kissing me', 'our wedding photos'],
    ybocs: ybocs(19),
    person: { confirmedThemes: ['relationship'] },
    expect: {
      themes: ['relationship'],
      forbiddenThemes: ['contamination', 'sexual_orientation'],
    },
    notes: 'The disgust is about what it means for the marriage; the person unticks contamination. Only relationship items (and the general library) may appear.',
  },
  {
    id: 'mixed-none-of-these',
    summary: '"Just right" goodbyes; the person says none of the themes fit',
    tags: ['mixed', 'confirmed'],
    obsessions: ['I have to say goodbye in a certain way or the day will go wrong', 'a feeling that I left something unfinished whenever I leave a room'],
    compulsions: ['saying goodbye again until it sounds right', 'going back into rooms to look around one more time'],
    triggers: ['leaving the house in the morning', 'phone calls ending'],
    ybocs: ybocs(14),
    person: { confirmedThemes: [] },
    expect: {
      themes: [],
      forbiddenThemes: ['contamination', 'checking', 'symmetry', 'scrupulosity', 'taboo_thoughts', 'relationship', 'sexual_orientation', 'health', 'perfectionism'],
    },
    notes: '"None of these": the ladder is built around their own words from the general library, and says so. Their goodbyes and rooms should appear.',
  },
];
