/**
 * A harm obsession said plainly: a fear frame ("i might", "what if i", "scared ill", "the urge to",
 * "thoughts of") before an act of harm ("hurt", "hit", "push", "stab", "strangle", "smother", "poison",
 * "drown", "shove"…) done to someone. "i might hurt my son without meaning to" names no word the lexicon
 * weighs as a theme on its own ("hurt" is a hint), so such a thought was read as no theme at all and got
 * the general ladder (issue 16). Intrusive thoughts of harming others are the material of ERP, not a
 * crisis (docs/clinical.md §7, §17).
 *
 * Read by general rules, not phrases: the frame stands within a few words before the act, and the act's
 * object says who is harmed:
 *   - a person, a pet, or a pronoun for someone ("him", "her", "someone", "the kids") → harm to others;
 *   - "myself" → a thought of harming oneself, which counts only once the crisis question was answered
 *     "a fear" (themes.ts scorePhrases; docs/clinical.md §18);
 *   - one's own body part ("hurt my back lifting the baby", "hit my head on the cupboard") → an accident to
 *     oneself, not harm OCD;
 *   - a thing or an idiom ("kill time", "push the thoughts away", "hurt her feelings") → nothing.
 * A violent act (stab, strangle, smother, poison, drown, murder, kill) takes any object but a thing or an
 * idiom, so a name ("what if i strangle sarah") still counts. Driving ("hit someone with my car", "run
 * over a cyclist") is the accident fear of the checking theme, which its own words already read.
 */
import { words } from './text';

export type HarmFrame = 'others' | 'self' | 'own-body' | null;

/** Words that make what follows a feared act of one's own. */
const FRAME_WORDS = new Set(['might', 'could', 'would', 'will', 'may', 'gonna', 'shall', 'wont', 'couldnt', 'wouldnt']);
/** A fear frame with "i" after it ("what if i", "scared i", "afraid that i", "worried ill"). */
const FRAME_BEFORE_I = new Set(['if', 'scared', 'afraid', 'worried', 'terrified', 'fear', 'frightened', 'that', 'panic', 'dread']);
/** Noun frames before an -ing act ("thoughts of stabbing", "the urge to push", "images of hurting"). */
const NOUN_FRAMES = new Set(['urge', 'urges', 'impulse', 'impulses', 'thought', 'thoughts', 'image', 'images', 'fear', 'fears', 'scared', 'afraid', 'terrified', 'worried']);

/** Acts of harm that need a person or an animal as their object ("hit the wall" is not harm OCD). */
const WEAK_ACTS = new Set([
  'hurt', 'hurting', 'harm', 'harming', 'hit', 'hitting', 'push', 'pushing', 'shove', 'shoving', 'attack', 'attacking',
  'punch', 'punching', 'kick', 'kicking', 'slap', 'slapping', 'shake', 'shaking', 'choke', 'choking', 'throw', 'throwing',
  'squeeze', 'squeezing', 'scald', 'scalding', 'burn', 'burning', 'bite', 'biting', 'throttle', 'throttling',
]);
/** Violent acts: any object but a thing or an idiom. */
const VIOLENT_ACTS = new Set([
  'stab', 'stabbing', 'strangle', 'strangling', 'smother', 'smothering', 'suffocate', 'suffocating', 'poison', 'poisoning',
  'drown', 'drowning', 'murder', 'murdering', 'kill', 'killing', 'batter', 'battering', 'beat', 'beating', 'maim', 'maiming',
]);
/** Words that may stand between the frame and the act ("i might just snap and hit", "what if i accidentally push"). */
const BETWEEN = new Set([
  'i', 'just', 'actually', 'really', 'suddenly', 'accidentally', 'somehow', 'end', 'up', 'snap', 'and', 'lose', 'it', 'control',
  'go', 'to', 'be', 'able', 'want', 'start', 'one', 'day', 'do', 'something', 'not', 'mean', 'to', 'have', 'the', 'urge', 'of',
  'am', 'going', 'im', 'ever', 'get', 'angry', 'would', 'could', 'might', 'will', 'ill', 'that', 'accidently', 'accidentaly',
]);
const DETERMINERS = new Set(['my', 'the', 'a', 'an', 'our', 'his', 'her', 'their', 'your', 'some', 'this', 'that', 'one', 'of', 'little', 'own', 'new', 'baby', 'poor', 'elderly', 'old', 'young', 'best', 'two', 'three', 'year', 'yr']);
/** Someone: a person, a pet, or a pronoun for them. */
const SOMEONE = new Set([
  'him', 'her', 'them', 'someone', 'somebody', 'anyone', 'anybody', 'people', 'others', 'everyone', 'everybody', 'us', 'you',
  'baby', 'babies', 'newborn', 'infant', 'son', 'sons', 'daughter', 'daughters', 'child', 'children', 'kid', 'kids', 'toddler',
  'boy', 'girl', 'boys', 'girls', 'wife', 'husband', 'partner', 'boyfriend', 'girlfriend', 'fiance', 'fiancee', 'mum', 'mom',
  'mother', 'dad', 'father', 'parents', 'family', 'sister', 'brother', 'nan', 'gran', 'granny', 'grandma', 'grandad', 'grandpa',
  'nephew', 'niece', 'cousin', 'friend', 'friends', 'flatmate', 'roommate', 'housemate', 'colleague', 'colleagues', 'coworker',
  'boss', 'stranger', 'strangers', 'neighbour', 'neighbor', 'neighbours', 'neighbors', 'student', 'students', 'pupil', 'pupils',
  'patient', 'patients', 'customer', 'customers', 'client', 'clients', 'man', 'woman', 'person', 'old', 'dog', 'dogs', 'puppy',
  'cat', 'cats', 'kitten', 'pet', 'pets', 'rabbit', 'hamster', 'animal', 'animals', 'twins', 'stepson', 'stepdaughter',
  'grandchild', 'grandchildren', 'grandson', 'granddaughter', 'inlaws', 'teacher', 'passenger', 'passengers', 'loved', 'ones',
]);
const SELF = new Set(['myself', 'self']);
const BODY_PARTS = new Set([
  'back', 'knee', 'knees', 'head', 'hand', 'hands', 'wrist', 'wrists', 'neck', 'shoulder', 'shoulders', 'leg', 'legs', 'ankle',
  'ankles', 'foot', 'feet', 'arm', 'arms', 'eye', 'eyes', 'finger', 'fingers', 'toe', 'toes', 'hip', 'hips', 'elbow', 'face',
  'tooth', 'teeth', 'spine', 'chest', 'stomach', 'skin', 'body',
]);
/** Things and idioms after a violent verb: "kill time", "drown out the noise", "push the thoughts away", "hurt her feelings". */
const NOT_SOMEONE = new Set([
  'time', 'germs', 'germ', 'bacteria', 'mood', 'vibe', 'conversation', 'out', 'off', 'thought', 'thoughts', 'feelings', 'feeling',
  'chances', 'chance', 'career', 'reputation', 'relationship', 'plants', 'plant', 'weeds', 'spider', 'spiders', 'fly', 'flies',
  'wasp', 'wasps', 'bugs', 'bug', 'ant', 'ants', 'mouse', 'mice', 'it', 'them out', 'door', 'button', 'send', 'pram', 'buggy',
  'trolley', 'wall', 'ball', 'brakes', 'brake', 'wrong', 'button', 'road', 'kerb', 'curb', 'pothole', 'dinner', 'food', 'meal',
]);
/** Function words: "kill for a holiday", "hurt like hell" name no one. */
const FUNCTION_WORDS = new Set([
  'for', 'with', 'in', 'on', 'at', 'to', 'by', 'from', 'and', 'but', 'or', 'if', 'when', 'while', 'because', 'so', 'like',
  'again', 'anyway', 'now', 'today', 'tonight', 'someday', 'them', 'off', 'up', 'out', 'over', 'too', 'me', 'myself',
]);
/** Driving: an accident fear the checking theme reads with its own words. */
const DRIVING = new Set(['car', 'drive', 'driving', 'drove', 'van', 'lorry', 'truck', 'cyclist', 'cyclists', 'pedestrian', 'pedestrians', 'wheel']);
/** Food after "poison": the meal is the means, the family eating it the target ("poison the food" is still harm). */
const POISON_MEANS = new Set(['dinner', 'food', 'meal', 'meals', 'drink', 'drinks', 'tea', 'bottle', 'milk', 'lunch']);

function hasFrameBefore(tokens: readonly string[], act: number): boolean {
  // Walk back over the words that may stand between (at most five), then look for a frame.
  for (let index = act - 1, steps = 0; index >= 0 && steps < 7; index -= 1, steps += 1) {
    const word = tokens[index] ?? '';
    const next = tokens[index + 1] ?? '';
    // "i might", "i could", "ill" ("I'll"): the person's own act, never "my son might hit his sister".
    if (word === 'ill' || (FRAME_WORDS.has(word) && ['i', 'im'].includes(tokens[index - 1] ?? ''))) return true;
    if (FRAME_BEFORE_I.has(word) && (next === 'i' || next === 'ill' || next === 'im')) return true;
    if (NOUN_FRAMES.has(word) && (next === 'of' || next === 'to' || next === 'about')) return true;
    if (!BETWEEN.has(word)) return false;
  }
  return false;
}

/** Who the act at `act` is done to: the first word after it that names someone, oneself, a body part or a thing. */
function objectOf(tokens: readonly string[], act: number, violent: boolean): HarmFrame {
  let index = act + 1;
  while (index < tokens.length && DETERMINERS.has(tokens[index] ?? '') && !SOMEONE.has(tokens[index] ?? '')) index += 1;
  const word = tokens[index] ?? '';
  const before = tokens.slice(act + 1, index);
  if (word === '') return null;
  if (SELF.has(word)) return 'self';
  if (before.includes('my') && BODY_PARTS.has(word)) return 'own-body';
  if (BODY_PARTS.has(word) && before.length === 0) return null;
  // "hurt her feelings", "push the thoughts away": the idiom's noun comes a word later.
  const after = tokens[index + 1] ?? '';
  if (NOT_SOMEONE.has(word) || (['her', 'his', 'their', 'them', 'someones'].includes(word) && NOT_SOMEONE.has(after))) {
    if (violent && tokens[act]?.startsWith('poison') && POISON_MEANS.has(word)) return 'others';
    return null;
  }
  if (SOMEONE.has(word)) return 'others';
  // A name or a word the lists do not hold: only a violent act makes it someone ("what if i strangle sarah").
  if (violent && /^[a-z]{3,}$/.test(word) && !BODY_PARTS.has(word) && !FUNCTION_WORDS.has(word)) return 'others';
  return null;
}

/** Whether a text says a harm obsession in a fear frame, and about whom (see the file's comment). */
export function readHarmFrame(text: string): HarmFrame {
  const tokens = words(text);
  if (tokens.some((word) => DRIVING.has(word))) return null;
  let result: HarmFrame = null;
  for (let act = 0; act < tokens.length; act += 1) {
    const word = tokens[act] ?? '';
    const violent = VIOLENT_ACTS.has(word);
    if (!violent && !WEAK_ACTS.has(word)) continue;
    if (!hasFrameBefore(tokens, act)) continue;
    const target = objectOf(tokens, act, violent);
    // Someone else harmed outranks the rest: "what if i hurt myself and then my son" is both.
    if (target === 'others') return 'others';
    if (target !== null && result !== 'self') result = target;
  }
  return result;
}
