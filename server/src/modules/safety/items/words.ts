/**
 * Word classes the item patterns share, as regular-expression source. Every pattern reads the
 * screening form of the text (screening/normalise.ts): lowercase, accents folded, misspellings of
 * the key words corrected, slang expanded, so these lists only need plain English spellings.
 */

/** Alternatives as one non-capturing group. */
export const oneOf = (...alternatives: string[]): string => `(?:${alternatives.join('|')})`;

/** Oneself, in the second person (engines) or the first (the person's own words they quote). */
export const SELF = oneOf('yourself', 'myself', 'oneself', 'themselves', 'themself', 'himself', 'herself');

/** "your", "my own", "the": whose body part it is. */
export const OWNER = String.raw`(?:(?:your|my|one's|their|his|her|the)(?: own)? )`;

export const BODY_PART = oneOf(
  'wrists?', 'arms?', 'forearms?', 'upper arms?', 'thighs?', 'legs?', 'skin', 'neck', 'throat', 'hands?', 'palms?',
  'fingers?', 'fingertips?', 'thumbs?', 'stomach', 'belly', 'tummy', 'chest', 'face', 'cheeks?', 'body', 'veins?', 'head',
  'scalp', 'feet', 'foot', 'ankles?', 'shoulders?', 'knuckles?', 'lips?', 'tongue', 'eyes?', 'ears?', 'hips?', 'temples?',
  'forehead', 'skull', 'knees?', 'elbows?', 'shins?', 'toes?', 'calf', 'calves', 'ribs?',
  'back of (?:your|my|the) hand', 'inside of (?:your|my|the) (?:wrist|arm|elbow|thigh)',
);

/** Someone else: a person or an animal ("them" is left out: "kick them off" may be shoes). */
export const OTHERS = oneOf(
  'someone', 'somebody', 'anyone', 'anybody', 'a person', 'people', 'a stranger', 'strangers', 'a passer-?by', 'passers-?by',
  'a child', 'children', 'a kid', 'kids', 'a baby', 'the baby', 'an animal', 'a pet', 'a dog', 'a cat', 'him', 'her',
  'the dog', 'the cat', 'a cyclist', 'cyclists', 'a pedestrian', 'pedestrians',
  String.raw`(?:your|their|his|her|my|a|the) (?:own )?(?:ex|partner|wife|husband|boyfriend|girlfriend|child|children|kids?|baby|son|daughter|mum|mom|dad|mother|father|parents?|friends?|colleagues?|coworkers?|co-workers?|neighbou?rs?|boss|flatmates?|housemates?|roommates?|pet|dog|cat|family|sister|brother|niece|nephew|teacher|classmates?|student|pupil)`,
);

/**
 * What comes right before an instruction: the start of a sentence or clause, or a joining word.
 * Acts against people and the law count only there, so "a story in which you are accused of
 * stealing" is not an instruction to steal.
 */
export const BEFORE_INSTRUCTION = /(?:^|[.;:!?,(]\s*|-\s+|\b(?:then|and|or|now|also|just|go and|try and|try to|please)\s+)$/;

/** A few words in between, lazily: "hold (a kitchen knife) against". Bounded, so no runaway backtracking. */
export const UP_TO = (count: number): string => String.raw`(?:[\w'-]+ ){0,${count}}?`;
