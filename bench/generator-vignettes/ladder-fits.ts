import { ybocs, type GeneratorVignette } from './types';

/**
 * Issue 16, a ladder that fits the person: a past act of one's own kept under review is real-event OCD; a thing
 * checked over and over is checking beside the fear it answers; "straight" said of objects is evenness, never an
 * orientation; a hit-and-run fear gets safe, lawful driving steps at the top. Written as people type, before
 * running any of them.
 */
export const LADDER_FITS_VIGNETTES: readonly GeneratorVignette[] = [
  {
    id: 'fits-past-prank',
    summary: 'Woman who keeps going over a prank she played at work years ago',
    tags: ['new_theme'],
    obsessions: ['years ago i hid a colleagues phone as a joke and what if she lost her job over it', 'maybe i was the reason she left'],
    compulsions: ['going over the memory in bed', 'searching her name online to see where she works now'],
    triggers: ['office birthdays', 'her old desk', 'linkedin'],
    ybocs: ybocs(17),
    expect: { themes: ['real_event'], forbiddenThemes: ['contamination', 'sexual_orientation'] },
    notes: 'A past act of her own told in the past tense beside a time ("years ago … i hid") and a memory gone over: real-event steps.',
  },
  {
    id: 'fits-pockets-checker',
    summary: 'Man who checks his pockets for his keys and wallet again and again before leaving work',
    tags: ['terse'],
    obsessions: ['what if i lose my wallet and someone empties my account'],
    compulsions: ['checking my pockets for my wallet and keys again and again', 'patting my coat on the bus'],
    triggers: ['leaving the office', 'the bus home'],
    ybocs: ybocs(16),
    expect: { themes: ['checking'], forbiddenThemes: ['sexual_orientation', 'contamination'] },
    notes: 'Checking a thing over and over is checking: the pockets checked once, then left.',
  },
  {
    id: 'fits-straight-frames',
    summary: 'Woman who straightens every picture frame and book spine until it is straight',
    tags: ['core'],
    obsessions: ['if the frames are not straight my day will go wrong', 'books have to be straight on the shelf'],
    compulsions: ['straightening picture frames in every room', 'pushing book spines until they are straight'],
    triggers: ['the hallway pictures', 'my bookcase', 'guests touching things'],
    ybocs: ybocs(18),
    expect: { themes: ['symmetry'], forbiddenThemes: ['sexual_orientation', 'relationship'] },
    notes: '"Straight" about frames and books is evenness: symmetry steps, never an orientation step.',
  },
  {
    id: 'fits-hit-and-run-driver',
    summary: 'Delivery driver afraid he hit a pedestrian without noticing; goes back and reads the local news',
    tags: ['core'],
    obsessions: ['what if i knocked someone over on my round and didnt notice'],
    compulsions: ['driving back the way i came to look', 'reading the local news for accidents every night'],
    triggers: ['driving past bus stops', 'pedestrians stepping out', 'dark evenings'],
    ybocs: ybocs(22),
    expect: {
      themes: ['checking'],
      forbiddenThemes: ['contamination', 'taboo_thoughts'],
      mustNotContain: [
        { pattern: /\b(?:front door|stove|oven|kettle|appliance|lock up)\b/i, why: 'a hit-and-run fear gets driving steps, not the home\'s locks and appliances' },
        { pattern: /\b(?:phone|text\w*|music|headphones|eyes closed)\b[^.]{0,40}\bdriv/i, why: 'never driving while distracted' },
      ],
    },
    notes: 'Driving steps to the top (a week without the news, an unfamiliar town at a busy time), always lawful and with ordinary attention.',
  },
  {
    id: 'fits-payroll-rechecker',
    summary: 'Payroll clerk who rechecks every figure for fear staff will not be paid',
    tags: ['core'],
    obsessions: ['what if i type one wrong number and someone cant pay their rent because of me'],
    compulsions: ['rechecking the payroll figures five times', 'asking my manager to look over my spreadsheet'],
    triggers: ['month end', 'the payroll spreadsheet', 'emails from staff about pay'],
    ybocs: ybocs(20),
    expect: {
      themes: ['checking'],
      forbiddenThemes: ['contamination', 'sexual_orientation'],
      mustNotContain: [{ pattern: /\b(?:front door|stove|oven|kettle|appliance|house fire|break in)\b/i, why: 'a work checker gets work steps, not the home\'s locks and appliances' }],
    },
    notes: 'Figures checked again for fear of wronging someone is responsibility checking: work checked once and handed on.',
  },
  {
    id: 'fits-weedkiller-veg',
    summary: 'Man afraid traces of weedkiller on vegetables will poison his wife; scrubs and peels everything',
    tags: ['core'],
    obsessions: ['traces of weedkiller on the veg could poison my wife', 'chemical residue stays on everything'],
    compulsions: ['scrubbing and peeling every vegetable', 'washing my hands after touching any bottle in the shed'],
    triggers: ['the garden shed', 'the veg aisle', 'the neighbour spraying his lawn'],
    ybocs: ybocs(19),
    expect: {
      themes: ['contamination'],
      forbiddenThemes: ['taboo_thoughts', 'relationship'],
      mustNotContain: [{ pattern: /\b(?:germs?|flush|bin lid|money|coins|public toilet)\b/i, why: 'a fear of chemicals gets chemical steps, not germ ones' }],
    },
    notes: 'A substance that poisons is contamination, not a harm thought: chemical steps (sealed bottles, a rinse once, a cleaned surface).',
  },
];
