/**
 * Shapes of trigger wording that are none of a thing, a place, an activity or a person, read before trigger-kind.ts
 * looks at the head noun (issue 16, an eighth clinician-minded review: 11 garbled trigger steps in 9 ladders, "handle
 * it on purpose for 20 minutes: amira hugging you", "do it on purpose: seeing a police car", "have it near you: the
 * heart rate on my fitbit going up"). Each shape says how the trigger is met (docs/clinical.md §2: a step is concrete
 * and can be done):
 * - a sight that comes ("seeing a police car"): one goes where it will be seen;
 * - a sound ("the sound of a train coming", "hearing a thud"): listened to, as a recording;
 * - another person's act ("amira hugging me", "when tom laughs loudly"): it happens, or is let happen;
 * - a reading of the body ("my pulse", "the heart rate on my fitbit"): looking is the check itself, never sought (§9);
 * - a chat, a group or messages ("the work whatsapp group"): opened and read;
 * - an anniversary ("my dad's anniversary"): a date brought to mind, never sought.
 */
import { words } from './text';

export type TriggerShape = 'sight' | 'sound' | 'happening' | 'reading' | 'message' | 'anniversary';

/** A sight that comes: "seeing a police car", "noticing a stain", "spotting an ambulance", "catching sight of blood". */
const SIGHT_LEAD = /^(?:(?:the )?(?:seeing|noticing|spotting|sight of)|catching sight of|catching a glimpse of|glimpsing)\b/;
/** A sound: "the sound of a train", "hearing a thud", "loud noises", "the noise of the fan". */
const SOUND_LEAD = /^(?:hearing(?! (?:about|that|of|from|how|what|news)\b)|(?:the |a |any )?(?:sounds?|noises?) of)\b/;
const SOUND_HEAD = /^(?:\w+ )?(?:noises?|sounds?)\b(?! of)/;
/**
 * A sound of nothing named: "a noise", "strange noises at night", never "the sound of a train", nor a thud or a bang, which
 * can be heard as a recording (a thud on the road, for a fear of having hit someone).
 */
const UNNAMED_SOUND = /^(?:hearing )?(?:(?:the|a|an|any|some|strange|odd|weird|loud|little|small|random|sudden|unexpected|funny) )*(?:noises?|sounds?|creaks?|rustl\w*)\b(?! of)/;

/** Whether a trigger is a noise of nothing named (see UNNAMED_SOUND): met "the next time it happens". */
export function isUnnamedSound(text: string): boolean {
  return UNNAMED_SOUND.test(words(text.replace(/['’]/g, "'")).join(' '));
}
/** Heard inside oneself, not a sound: "hearing voices" or one's own heartbeat is no recording to listen to. */
const NOT_A_SOUND = /\b(?:voices?|heart\w*|pulse|breath\w*|thoughts?|stomach|tummy|tinnitus|ears?|my own)\b/;
/**
 * A reading of the body (docs/clinical.md §9): "heart rate", "blood pressure", "my pulse", "the scales", "blood sugar".
 * Looking at it is the check; no step brings it on or sits with it.
 */
const READING = /\b(?:my readings?|readings? go(?:es|ing)? up|heart ?rate|resting rate|blood pressure|bp (?:readings?|monitor|cuff)|pulse|blood sugars?|glucose|oxygen (?:levels?|sats?|saturation)|(?:the|my|bathroom|weighing) scales|fitbit|smart ?watch|apple watch|step count|bpm)\b/;
/** A chat, a group or messages: opened and read ("the work whatsapp group", "emails from my boss", "slack notifications"). */
const MESSAGE =
  /\b(?:whatsapp|whats app|group chats?|chats?|messages?|texts?|emails?|e-mails?|inbox|notifications?|dms?|voicemails?|messenger|slack|voice notes?)\b/;
/** An anniversary: a date brought to mind ("my dad's anniversary", "the anniversary of mum's death"). */
const ANNIVERSARY = /\banniversar(?:y|ies)\b/;

/** People passed in the street or on the road, seen where they are: never spent time with, handled or had near. */
const PASSERS_BY = new Set(['cyclists', 'cyclist', 'pedestrians', 'joggers', 'runners', 'motorcyclists', 'bikers', 'couples', 'passers']);
/** Who may do something in a trigger: a pronoun, "someone", or a word for a person (trigger-kind.ts). */
const SUBJECTS = new Set(['he', 'she', 'they', 'him', 'her', 'them', 'someone', 'somebody', 'anyone', 'everyone', 'people', 'others']);
/** A clause of one's own or of no one: "when i leave the house", "when it's dark", "when there are crowds". */
const SELF = new Set(['i', 'im', 'ive', 'me', 'myself', 'we', 'were', 'us', 'it', 'its', 'there', 'theres', 'this', 'that']);
/** Leads of a clause that says when: "when tom laughs", "whenever my coworker touches my keyboard". */
const WHEN_LEAD = /^(?:when|whenever|every time|each time|any time)\s+/;
const DETERMINERS = new Set(['the', 'a', 'an', 'my', 'your', 'his', 'her', 'their', 'our', 'some', 'any', 'other']);
/**
 * Words after an -ing verb that show it acts on someone or something ("ray tidying the table", "amira hugging me", "tom
 * laughing loudly"), so a lower-case first word is a name: "horse riding at the weekend" is no one's act.
 */
const AFTER_VERB = /^(?:me|you|him|her|us|them|it|my|your|his|our|their|the|a|an|this|that|things|stuff|everything|something|about|if|\w{3,}ly)$/;
/** -ing words that name a thing or a place: "the washing machine", "the changing room", "a building". */
const NOUN_ING = new Set([
  'thing', 'things', 'nothing', 'something', 'anything', 'everything', 'ceiling', 'evening', 'evenings', 'morning',
  'mornings', 'building', 'buildings', 'ring', 'rings', 'string', 'spring', 'wedding', 'weddings', 'clothing', 'bedding',
  'railing', 'railings', 'meeting', 'meetings', 'painting', 'paintings', 'pudding', 'during', 'earrings', 'icing',
  'lightning', 'seasoning', 'shopping', 'parking', 'outing', 'outings', 'gathering', 'gatherings', 'changing', 'waiting',
  'washing', 'swimming', 'cleaning', 'dining', 'sitting', 'living', 'frosting', 'stuffing', 'ping', 'king', 'wing',
]);

/** What people do, with or without an object: "rosie crying at night", "tom laughing in public", "dad coming home late". */
const PEOPLE_VERBS = new Set([
  'crying', 'laughing', 'screaming', 'shouting', 'yelling', 'sleeping', 'napping', 'coughing', 'sneezing', 'talking',
  'playing', 'leaving', 'arriving', 'coming', 'going', 'staring', 'looking', 'smiling', 'flirting', 'kissing', 'drinking',
  'eating', 'vomiting', 'being', 'getting', 'walking', 'driving', 'running', 'texting', 'calling', 'asking', 'saying',
]);

function isVerbIng(word: string): boolean {
  return word.length > 4 && word.endsWith('ing') && !NOUN_ING.has(word);
}

/**
 * -ing words that name a room or a thing after "the" ("the sitting room", "the washing") but an act after a person: "my
 * husband sitting on the bed in his work clothes", "my flatmate cleaning the hob" (issue 16, another person's act).
 */
const ACT_AFTER_PERSON = new Set(['sitting', 'washing', 'cleaning', 'changing', 'waiting', 'shopping', 'parking', 'swimming', 'stuffing']);

/**
 * Another person's act: a person then what they do ("amira hugging me", "my sister asking me to babysit", "someone
 * coughing on the train") or a clause with another subject ("when tom laughs loudly", "when jess texts me"). The person
 * may be a name typed in lower case: an -ing verb with an object after a first word that is no -ing word itself.
 */
function isOthersAct(all: readonly string[], isPerson: (word: string) => boolean): boolean {
  const joined = all.join(' ');
  const clause = WHEN_LEAD.exec(joined);
  if (clause) {
    const rest = words(joined.slice(clause[0].length));
    // "when i leave", "when it's dark", "when there are crowds": not another person's act.
    if (rest.length < 2 || SELF.has(rest[0] ?? '')) return false;
    // Another person ("when my colleague priya moves…", "when someone says…") or a name ("when tom laughs").
    const subject = rest.find((word) => !DETERMINERS.has(word)) ?? '';
    return isPerson(subject) || SUBJECTS.has(subject) || !DETERMINERS.has(rest[0] ?? '');
  }
  const content = all.filter((word) => !DETERMINERS.has(word));
  const first = content[0] ?? '';
  if (first === '' || first.endsWith('ing') || SELF.has(all[0] ?? '')) return false;
  // The verb within the first few words, after the person ("my ex jamie's name coming up" is a name coming up).
  const actAfter = (word: string, index: number) => ACT_AFTER_PERSON.has(word) && (isPerson(all[index - 1] ?? '') || SUBJECTS.has(all[index - 1] ?? ''));
  const at = all.findIndex((word, index) => index > 0 && index <= 5 && (isVerbIng(word) || actAfter(word, index)));
  if (at < 0) return false;
  // A visit is spent with the people who come ("my sister and her kids visiting", "my nephews coming round"): a person.
  if (/^(?:visiting|staying)$/.test(all[at] ?? '') || (all[at] === 'coming' && /^(?:round|over|to|for)$/.test(all[at + 1] ?? ''))) return false;
  const subject = all.slice(0, at);
  const personal = subject.some((word) => isPerson(word) || SUBJECTS.has(word));
  const after = all[at + 1] ?? '';
  // "good looking men", "screaming kids at the park": the -ing word says what a person is like; they are the head.
  if (isPerson(after)) return false;
  // A lower-case name ("ray tidying the table", "amira hugging me"): one word, then a verb that acts on something.
  const named = subject.length === 1 && !DETERMINERS.has(subject[0] ?? '') && (AFTER_VERB.test(after) || PEOPLE_VERBS.has(all[at] ?? ''));
  // "leo and maisie coming home": two names joined.
  const pair = subject.length === 3 && subject[1] === 'and';
  return personal || named || pair;
}

/** The shape of a trigger's wording, or null when it is a plain thing, place, activity, person or event. */
export function triggerShape(text: string, isPerson: (word: string) => boolean): TriggerShape | null {
  const all = words(text.replace(/['’]/g, "'"));
  const joined = all.join(' ');
  if (joined === '') return null;
  if (READING.test(joined)) return 'reading';
  if (ANNIVERSARY.test(joined)) return 'anniversary';
  // Looking in a mirror is something done (trigger-kind.ts), not a sight that comes.
  if (SIGHT_LEAD.test(joined) && !/\b(?:mirror|reflection)\b/.test(joined)) return 'sight';
  // People passed in the street or on the road are seen where they are ("cyclists on the school run", "happy couples").
  if (PASSERS_BY.has(all.find((word) => !DETERMINERS.has(word) && !/^(?:happy|straight|gay|young|old|other)$/.test(word)) ?? '')) return 'sight';
  if ((SOUND_LEAD.test(joined) || SOUND_HEAD.test(joined.replace(/^(?:the|a|an|my|any) /, ''))) && !NOT_A_SOUND.test(joined)) {
    // A noise of nothing named ("hearing a noise at night", "bangs downstairs") has no recording to listen to: it comes
    // when it comes, and is let be (an eleventh clinician-minded review: "Listen to a recording of it: hearing a noise").
    return UNNAMED_SOUND.test(joined) ? 'happening' : 'sound';
  }
  if (isOthersAct(all, isPerson)) return 'happening';
  // "writing emails" is something done (trigger-kind.ts).
  if (MESSAGE.test(joined) && !isVerbIng(all[0] ?? '')) return 'message';
  return null;
}
