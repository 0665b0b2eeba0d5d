/**
 * Turns the person's own words into text that reads well inside an exposure: trimmed, sensibly
 * cased, in the person of the sentence around it ("you" where the item speaks to them, "I" inside
 * a quoted first-person statement), shortened at a word boundary, and, for compulsions, made into
 * an "-ing" phrase ("without washing your hands") or an imperative ("Do not wash your hands").
 * Where a phrase cannot be fitted grammatically the template's own wording is used instead.
 */
import { CHILDREN, SOFT_BEDDING } from './library/cues';
import { compileTerm, containsAny, tokenize } from './text';
import { isPastEventOfOther } from './trigger-kind';

const CHILD_TERMS = CHILDREN.map((term) => compileTerm(term));
const BEDDING_TERMS = SOFT_BEDDING.map((term) => compileTerm(term));

/** Words kept capitalised at the start of a phrase: names of God and scripture, days, months, holidays, acronyms. */
const KEEP_CAPITALISED =
  /^(I|God|Jesus|Christ|Allah|Lord|Bible|Quran|Koran|Torah|Mass|HIV|AIDS|COVID\S*|MS|ALS|GP|OCD|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Christmas|Easter|Ramadan|Eid|Diwali|Passover|Hanukkah|Sabbath|Shabbat)\b/;

const KEEP_CAPITALISED_WORD = new RegExp(`${KEEP_CAPITALISED.source.replace(/\\b$/, '')}$`);

/**
 * Acronyms, names of faiths, holy books and feasts, as people type them in lower case ("hiv from a cut", "my gp",
 * "a&e", "covid", "the quran"): printed in their own case wherever they stand, so a phrase that starts a sentence
 * never reads "Hiv from a cut" (issue 16, natural wording). Only words with no everyday lower-case sense: never "us",
 * "ms", "aids" (hearing aids), "may", "march", "mass".
 */
const PROPER_WORDS: Readonly<Record<string, string>> = Object.fromEntries(
  [
    'HIV', 'OCD', 'GP', 'GPs', 'A&E', 'COVID', 'COVID-19', 'UK', 'USA', 'NHS', 'STI', 'STIs', 'STD', 'STDs', 'HPV',
    'ADHD', 'PTSD', 'ERP', 'CBT', 'MRI', 'ECG', 'ICU', 'DNA', 'IBS', 'MND',
    'God', 'Jesus', 'Christ', 'Allah', 'Bible', 'Quran', 'Koran', 'Torah', 'Talmud', 'Gurbani', 'Guru', 'Granth', 'Sahib',
    'Christian', 'Christians', 'Christianity', 'Muslim', 'Muslims', 'Islam', 'Islamic', 'Jewish', 'Jew', 'Jews', 'Judaism',
    'Sikh', 'Sikhs', 'Sikhism', 'Hindu', 'Hindus', 'Hinduism', 'Buddhist', 'Buddhists', 'Buddhism', 'Catholic', 'Catholics',
    'Protestant', 'Anglican', 'Methodist', 'Baptist', 'Mormon', 'Quaker', 'Ramadan', 'Eid', 'Diwali', 'Vaisakhi', 'Passover',
    'Hanukkah', 'Shabbat', 'Shabbos', 'Sabbath', 'Christmas', 'Easter', 'Yom', 'Kippur', 'Monday', 'Tuesday', 'Wednesday',
    'Thursday', 'Friday', 'Saturday', 'Sunday', 'January', 'February', 'April', 'June', 'July', 'August', 'September',
    'October', 'November', 'December', 'English', 'British', 'Google', 'Facebook', 'Instagram', 'TikTok', 'YouTube', 'WhatsApp',
  ].map((word) => [word.toLowerCase(), word]),
);
const PROPER_WORD = /(?<![\p{L}\p{N}&])[\p{L}&]+(?:-19)?(?![\p{L}\p{N}&])/gu;
export function properCase(text: string): string {
  return text.replace(PROPER_WORD, (word) => {
    const proper = PROPER_WORDS[word.toLowerCase()];
    return proper ?? word;
  });
}

/** A quotation opening inside a text: a mark after a space or at the start, before a word ("asking her 'do you …"). */
const OPENING_QUOTE = /(?:^|[\s(])["'“‘«]\S/;
/** A quotation inside the person's words: what they or someone else says, kept in its own person. */
const QUOTED_SPAN = /(?<=^|[\s(])(?:'(?:[^']|'(?=\w))*?'(?=$|[\s,.;:!?)])|"[^"]*"|“[^”]*”|‘[^’]*’)/g;

/** `convert` applied outside the quotations only: "asking sara 'do you feel safe with me'" keeps what is said to Sara. */
function outsideQuotes(text: string, convert: (part: string) => string): string {
  let result = '';
  let from = 0;
  for (const match of text.matchAll(QUOTED_SPAN)) {
    result += convert(text.slice(from, match.index)) + match[0];
    from = match.index + match[0].length;
  }
  return result + convert(text.slice(from));
}

export function cleanPhrase(raw: string): string {
  let text = raw
    .replace(/\p{Cc}/gu, ' ')
    .replace(/[’‘`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'“”«»]+/, '')
    // A quotation the person ends with keeps its closing mark ("asking priya 'you'd know if i was straight right?'"): only
    // a mark with no opening one inside the text is the text's own wrapping (a twelfth clinician-minded reading).
    .replace(/(["'“”«»])+$/, (marks: string, _mark: string, offset: number, whole: string) => (OPENING_QUOTE.test(whole.slice(0, offset)) ? marks : ''))
    .replace(/[\s.,;:!?…-]+$/, '')
    .trim();
  // "check check check", "many many times": the repeat is the writer's emphasis, not the item's. A repeat they quote is
  // what they say ("saying 'clean clean clean' in my head"): it is the ritual, kept (a twelfth clinician-minded reading).
  text = outsideQuotes(text, (part) => part.replace(/\b(\p{L}+)(?:\s+\1\b)+/giu, '$1'));
  // "Every Mole Makes Me Think Its Melanoma": Title Case typed by habit reads as shouting inside a step; each word is
  // lowered unless it keeps its capital (a name of God, a day, an acronym).
  const spaced = text.split(' ');
  if (spaced.length >= 3 && spaced.every((word) => /^\p{Lu}\p{Ll}*(?:'\p{Ll}+)?$/u.test(word) || !/\p{L}/u.test(word))) {
    text = spaced.map((word) => (KEEP_CAPITALISED_WORD.test(word) ? word : word.toLowerCase())).join(' ');
  }
  if (text !== '' && !KEEP_CAPITALISED.test(text) && !/^\p{Lu}{2}/u.test(text)) {
    text = text.charAt(0).toLowerCase() + text.slice(1);
  }
  return text;
}

/** Shortens at a word boundary, preferring a clause break, and marks the cut with "…". */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const clauseBreak = Math.max(head.lastIndexOf(', '), head.lastIndexOf('; '), head.lastIndexOf(' - '), head.lastIndexOf(' because '));
  let cut = clauseBreak >= max * 0.5 ? clauseBreak : head.lastIndexOf(' ');
  // Never inside a quotation the cut would leave open ("… 'do you ever think…"): before its opening mark instead.
  const opened = [...head.slice(0, cut > 0 ? cut : max).matchAll(/(?:^|\s)['"“‘](?=\w)/g)].at(-1);
  if (opened && !closedQuote(head.slice(opened.index, cut > 0 ? cut : max).trim()) && opened.index >= max * 0.4) cut = opened.index;
  return `${head.slice(0, cut > 0 ? cut : max).replace(/[\s,;:.-]+$/, '')}…`;
}

/** Whether a quotation that opens the text closes inside it ("'do you ever think'" does, "'do you ever" does not). */
function closedQuote(text: string): boolean {
  const mark = text.charAt(0);
  const rest = text.slice(1);
  if (mark === '“') return rest.includes('”');
  if (mark === '‘') return rest.includes('’');
  if (mark === '"') return rest.includes('"');
  return /'(?!\w)/.test(rest);
}

const SECOND_PERSON: Array<[RegExp, string]> = [
  [/\bam I\b/gi, 'are you'],
  [/\bI am\b/gi, 'you are'],
  [/\bI was\b/gi, 'you were'],
  [/\bI'm\b/gi, "you're"],
  [/\bI've\b/gi, "you've"],
  [/\bI'd\b/gi, "you'd"],
  [/\bI'll\b/gi, "you'll"],
  // People type "i", "im" and "ive" in lower case: "checking if i feel butterflies" is "if you feel".
  [/\bim\b/gi, "you're"],
  [/\bive\b/gi, "you've"],
  [/\bi\b(?!\.e\.)/gi, 'you'],
  // "whether we look happy together": the couple, seen from the item's voice.
  [/\bwe\b/gi, 'you'],
  [/\bourselves\b/gi, 'yourselves'],
  [/\bmyself\b/gi, 'yourself'],
  [/\bmine\b/gi, 'yours'],
  [/\bmy\b/gi, 'your'],
  [/\bme\b/gi, 'you'],
  [/\bours\b/gi, 'yours'],
  [/\bour\b/gi, 'your'],
  // "compare us to other couples": the couple compared is their relationship.
  [/\b(compare|comparing|compared) us\b/gi, '$1 your relationship'],
  // "wash hands", as people write it, is "wash your hands" where the step speaks to them.
  [/\b(wash|washing|scrub|scrubbing|rinse|rinsing|clean|cleaning|sanitise|sanitising|sanitize|sanitizing) hands\b/gi, '$1 your hands'],
];

/** "my partner's texts" → "your partner's texts": the item speaks to the person. */
export function toSecondPerson(text: string): string {
  return outsideQuotes(text, (part) => SECOND_PERSON.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), part));
}

/** Starts a phrase that is a situation, not a thing: it cannot follow "Touch …" or "near …". */
const CLAUSE_STARTERS = new Set([
  'when', 'whenever', 'if', 'after', 'before', 'while', 'until', 'because', 'being', 'i', "i'm", 'im', 'you',
  'it', 'there', 'not', 'no', 'any', 'anything', 'everything', 'something', 'someone', 'somebody', 'thinking',
  'feeling', 'seeing', 'hearing', 'what', 'that', 'how', 'why',
]);

/**
 * Words that make a phrase a time or an event, not a thing: "bin day" cannot be touched with a
 * fingertip (issue 16: "Touch bin day with one fingertip").
 */
const TIME_OR_EVENT = new Set([
  'day', 'days', 'night', 'nights', 'morning', 'mornings', 'evening', 'evenings', 'afternoon', 'week', 'weekend',
  'weekends', 'time', 'times', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  'mondays', 'tuesdays', 'wednesdays', 'thursdays', 'fridays', 'saturdays', 'sundays', 'christmas', 'holiday',
  'holidays', 'birthday', 'birthdays', 'party', 'parties', 'meeting', 'meetings', 'mass', 'service', 'news',
]);

/** Leads of a clause that says when: "when I leave the house", "the moment he is asleep", "every time she coughs". */
const SITUATION_LEAD = /^(?:when|whenever|while|if|after|before|until|till|as soon as|every time|each time|any time|the moment|the minute|the second)\b/i;
/** Someone doing something: "him sleeping", "her napping on the sofa", "my son coming home from nursery". */
const SOMEONE_DOING = new RegExp(
  String.raw`^(?:him|her|them|he|she|they|someone|somebody|anyone|everyone|people|(?:my|your|the|our) (?:` +
    'baby|newborn|toddler|son|daughter|boy|girl|child|kids|children|partner|wife|husband|boyfriend|girlfriend|mum|mom|dad|' +
    'mother|father|brother|sister|nan|gran|grandma|grandad|nephew|niece|boss|friend|friends|flatmate|colleague|colleagues' +
    String.raw`)) (\w+ing)\b`,
  'i',
);
/** A subject and its verb: "someone coughs on the bus", "I leave the house", "he laughs loudly": a sentence, not a thing. */
const SUBJECT_LEAD = /^(?:i|i'm|im|you|you're|he|he's|she|she's|we|we're|they|they're|someone|somebody|it's)\s+(?!\w+ing\b)\w+/i;
/** "the night we got engaged", "the day of the funeral", "that time at uni": an occasion, not a place or a thing. */
const OCCASION = /^(?:the|that|this) (?:night|day|time|morning|evening|afternoon|weekend|week|moment|year|summer) (?:of|when|that|we|i|you|he|she|they|my|your|our|at|in|after|before)\b|^that (?:night|day|time)\b/i;
/** A verb in the past: the occasion has happened ("got engaged", "we met", "was drunk"). */
const PAST_VERB = /\b(?:got|went|met|was|were|did|happened|had|said|told|saw|came|left|took|gave|broke|fell|lost|\w{3,}ed)\b/i;
/** A mood or state of mind: "when I feel low", "feeling down", "when im stressed". */
const MOOD = /\b(?:feel|feels|feeling|i'm|im|i am|you're|you are|am|get|gets|getting)\s+(?:really\s+|so\s+|a bit\s+)?(?:low|down|sad|anxious|stressed|lonely|empty|upset|depressed|tired|angry|hopeless|overwhelmed|worried|panicky|on edge)\b/i;

/**
 * A situation said as a clause or an occasion, not a thing or a place (issue 16, the seventh clinician-minded
 * review, cause 1: "handle it… him sleeping", "An hour with when someone coughs"): led by "when", "the moment",
 * someone doing something, a subject and its verb, or "the night we…". It may fill a step that meets it when it
 * comes, never one that handles it, spends a time "with" it or lets it go (decision 043).
 */
export function isSituation(text: string): boolean {
  const phrase = text.trim().replace(/['’]/g, "'");
  if (SITUATION_LEAD.test(phrase) || OCCASION.test(phrase)) return true;
  if (SUBJECT_LEAD.test(phrase) && !/^(?:someone|somebody)'s\b/i.test(phrase)) return true;
  const doing = SOMEONE_DOING.exec(phrase);
  return doing !== null && !NOT_GERUNDS.has((doing[1] ?? '').toLowerCase());
}

/**
 * An occasion that has happened: "the night we got engaged", "when I said that at work". It is remembered, never
 * gone to or sought out; in a real-event ladder every occasion is (issue 16, seventh review).
 */
export function isPastOccasion(text: string, realEvent = false): boolean {
  const phrase = text.trim();
  if (!OCCASION.test(phrase) && !SITUATION_LEAD.test(phrase)) return false;
  return (realEvent && OCCASION.test(phrase)) || PAST_VERB.test(phrase.replace(/^\S+\s+/, ''));
}

/** A mood as a trigger ("when I feel low"): met when it comes, never brought on on purpose (docs/clinical.md §9). */
export function namesMood(text: string): boolean {
  return MOOD.test(text);
}

/**
 * A short noun phrase for a thing or place ("public door handles", "the stove") that can fill an
 * object slot; not a situation ("when I leave"), a time or an event ("bin day", "the news").
 */
export function isNounPhrase(text: string): boolean {
  const words = text.toLowerCase().split(' ');
  const first = words[0] ?? '';
  return (
    text.length > 0 &&
    !isSituation(text) &&
    !plainWords(text).some((word) => TIMES_AND_EVENTS.has(word)) &&
    !words.some((word) => TIME_OR_EVENT.has(word)) &&
    text.length <= 60 &&
    words.length <= 6 &&
    !/[,.;:!?()"“”]/.test(text) &&
    !CLAUSE_STARTERS.has(first) &&
    !(first.endsWith('ing') && !NOT_GERUNDS.has(first))
  );
}

const NOT_GERUNDS = new Set([
  'thing', 'things', 'nothing', 'something', 'anything', 'everything', 'ceiling', 'evening', 'morning', 'building',
  'ring', 'king', 'string', 'spring', 'wing', 'sibling', 'wedding', 'clothing', 'bedding', 'railing', 'meeting',
  'meetings', 'painting', 'paintings', 'pudding', 'during',
]);

/** Verbs people use for their compulsions, in the base form; enough to turn "I check …" into "checking …". */
const COMPULSION_VERBS = new Set([
  'wash', 'clean', 'scrub', 'wipe', 'shower', 'bathe', 'sanitise', 'sanitize', 'disinfect', 'change', 'check',
  'recheck', 're-check', 'double-check', 'look', 'lock', 'unplug', 'switch', 'turn', 'touch', 'tap', 'count',
  'repeat', 'redo', 're-do', 'rewrite', 're-write', 'reread', 're-read', 'read', 'arrange', 'rearrange', 'order',
  'straighten', 'align', 'line', 'fix', 'pray', 'confess', 'apologise', 'apologize', 'ask', 'seek', 'google',
  'search', 'research', 'review', 'replay', 'go', 'think', 'say', 'analyse', 'analyze', 'compare', 'test', 'monitor',
  'scan', 'avoid', 'call', 'text', 'keep', 'save', 'write', 'list', 'visualise', 'visualize', 'neutralise',
  'neutralize', 'cancel', 'undo', 'retrace', 'drive', 'walk', 'return', 'open', 'close', 'blink', 'hold', 'put',
  'tell', 'reassure', 'hide', 'throw', 'get', 'make', 'take', 'use', 'spend', 'stare', 'push', 'picture', 'imagine',
  'argue', 'prove', 'try', 'even', 'step', 'press', 'hoard', 'clear', 'photograph', 'film', 'record', 'wear',
  'sniff', 'smell', 'cover', 'carry', 'refuse', 'leave', 'stay', 'recite', 'sing', 'hum', 'move', 'do',
  // Hands-on checks and rituals ("pulling the door handle five times", "jiggling the lock"): without them the ritual
  // had no imperative, so no step held it back and no step of its own was built (issue 16, natural wording).
  // Never verbs that can be done to a person or a child (shake, squeeze, rub): those stay without a step of their own.
  'pull', 'tug', 'jiggle', 'rattle', 'twist', 'knock', 'click', 'flick', 'trace', 'smooth', 'climb',
  // A second wash ("rewash the kids lunchboxes after my husband washes them"; the tenth review's second reading).
  'rewash', 're-wash', 'rewipe', 're-wipe', 'reclean', 're-clean', 'rinse',
]);

const LEADING_FILLERS =
  /^(?:(?:always|constantly|often|usually|sometimes|repeatedly|compulsively|excessively|also|just|still|then|keep|kept|have to|had to|need to|needed to|must|tend to|will|would|can't stop|cannot stop|end up|ended up|find myself|feel like i have to|feel i have to|feel the need to|feel compelled to|start|started)\s+)+/i;

function gerund(verb: string): string {
  const lower = verb.toLowerCase();
  if (lower === 'be') return 'being';
  if (lower.endsWith('ie')) return `${lower.slice(0, -2)}ying`;
  if (/[^aeiouy]e$/.test(lower) || /[^e]ue$/.test(lower)) return `${lower.slice(0, -1)}ing`;
  const vowelGroups = lower.match(/[aeiou]+/g)?.length ?? 0;
  if (vowelGroups === 1 && /[^aeiou][aeiou][b-df-hj-np-tvz]$/.test(lower)) return `${lower}${lower.slice(-1)}ing`;
  return `${lower}ing`;
}

/** The base form of "washes", "checks", "prays" when it is a known compulsion verb. */
function baseVerb(word: string): string | null {
  const lower = word.toLowerCase();
  for (const candidate of [lower, lower.replace(/es$/, ''), lower.replace(/s$/, ''), lower.replace(/ies$/, 'y')]) {
    if (COMPULSION_VERBS.has(candidate)) return candidate;
  }
  return null;
}

/**
 * A compulsion as an "-ing" phrase in the second person, or null when its shape is unclear
 * (the caller quotes it as written instead).
 */
export function asActivity(compulsion: string): string | null {
  const cleaned = cleanPhrase(compulsion);
  const withoutSubject = cleaned.replace(/^(?:i|you)\s+/i, '').replace(LEADING_FILLERS, '');
  const [first = '', ...rest] = withoutSubject.split(' ');
  let phrase: string | null = null;
  if (first.toLowerCase().endsWith('ing') && !NOT_GERUNDS.has(first.toLowerCase())) {
    phrase = withoutSubject;
  } else if (baseVerb(first)) {
    phrase = [gerund(baseVerb(first) ?? first), ...rest].join(' ');
  } else if (withoutSubject === cleaned && /^(?:\S+\s){0,2}\S+ing\b/.test(cleaned) && !/[,.;:]/.test(cleaned)) {
    // A noun phrase such as "excessive hand washing" fits as it is.
    phrase = cleaned;
  }
  return phrase ? toSecondPerson(phrase.charAt(0).toLowerCase() + phrase.slice(1)) : null;
}

/** The person's own words in quotation marks, as they wrote them (a question keeps its mark). */
export function quoteOwnWords(text: string, max: number): string {
  const question = /\?\s*["'”]?\s*$/.test(text) ? '?' : '';
  // A quotation inside their words becomes a single-quoted one, so the outer quotation stays whole.
  // The pronoun typed in lower case ("what if i meet someone") is capitalised; every other word stays theirs.
  const cleaned = cleanPhrase(text).replace(/["“”«»]/g, "'").replace(/\bi\b(?!\.e\.)/g, 'I') + question;
  const sentenceCase = KEEP_CAPITALISED.test(cleaned) ? cleaned : cleaned.charAt(0).toUpperCase() + cleaned.slice(1);
  return `“${shorten(sentenceCase, max)}”`;
}

/** The compulsion's verb back from its "-ing" form: "washing" → "wash", "wiping" → "wipe", "scrubbing" → "scrub". */
function baseOfGerund(word: string): string | null {
  const lower = word.toLowerCase();
  if (!lower.endsWith('ing') || NOT_GERUNDS.has(lower)) return null;
  const stem = lower.slice(0, -3);
  const doubled = /([b-df-hj-np-tv-z])\1$/.test(stem) ? stem.slice(0, -1) : null;
  for (const candidate of [stem, `${stem}e`, doubled, stem.replace(/y$/, 'ie')]) {
    if (candidate && COMPULSION_VERBS.has(candidate)) return candidate;
  }
  return null;
}

/**
 * The when-clauses people add to a ritual ("as soon as I get home", "every day", "after touching
 * anything") clash with an item's own timing ("for 20 minutes … every day"), so the slot keeps the
 * ritual and how they do it ("until they are raw", "again and again") but not when.
 */
const RITUAL_QUALIFIER =
  /\s+(?:as soon as|every (?:day|time|night|morning|evening)|each time|whenever|when|before|after|because|so that|in case|to make sure|to be sure|just to|all day|all night|all evening|all morning)\b.*$/i;

/**
 * The ritual before when or why it is done (RITUAL_QUALIFIER), never cut inside the person's quotation ("sending follow
 * up 'sorry just to clarify' messages" stays whole), and with no "even" left hanging where "even after …" was cut ("re-check
 * every script against the label even after the pharmacist has checked it"; a twelfth clinician-minded reading).
 */
function withoutQualifier(activity: string): string {
  const quoted = [...activity.matchAll(QUOTED_SPAN)].map((match) => [match.index, match.index + match[0].length] as const);
  const qualifier = new RegExp(RITUAL_QUALIFIER.source.replace(/\.\*\$$/, ''), 'gi');
  for (const match of activity.matchAll(qualifier)) {
    if (quoted.some(([start, end]) => match.index >= start && match.index < end)) continue;
    return activity.slice(0, match.index).replace(/\s+(?:even|only|just|straight|right)$/i, '').trim();
  }
  return activity.trim();
}

/** How long or how often the person does the ritual: "for ten minutes", "5 times a day", "for hours". */
/** A number people give, and a range of two ("three or four", "5-10", "two to three"): taken out whole. */
const COUNT = String.raw`(?:\d+\+?|a few|a couple of|several|many|lots of|loads of|a|an|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|fifty|sixty|hundreds of)`;
const COUNT_RANGE = String.raw`${COUNT}(?:\s*(?:-|–|to|or)\s*(?:\d+\+?|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|fifty|sixty))?`;
const RITUAL_AMOUNT = new RegExp(
  String.raw`\s+(?:(?:for|about|around|like|up to|at least|over|roughly|nearly|maybe)\s+)*${COUNT_RANGE}\s*(?:x|times?|mins?|minutes?|hours?|hrs?|seconds?|secs?)\b(?:\s+(?:a|an|per|every|each)\s+(?:day|night|hour|week|time))?|\s+for (?:hours|ages|minutes|ever)\b`,
  'gi',
);
const HAS_AMOUNT = new RegExp(RITUAL_AMOUNT.source, 'i');
/** Durations only: "for ten minutes", "for hours". */
const RITUAL_DURATION = new RegExp(
  String.raw`\s+(?:(?:for|about|around|like|up to|at least|over|roughly|nearly|maybe)\s+)+${COUNT_RANGE}\s*(?:mins?|minutes?|hours?|hrs?|seconds?|secs?)\b|\s+for (?:hours|ages|minutes|ever)\b`,
  'gi',
);
/**
 * Ordinary acts whose repeat is the ritual ("texting her 10 times a day", "asking him over and over"): the
 * count stays, else "do not text her" would forbid the act itself (own-ritual.ts REPEAT_MARKERS).
 */
const ORDINARY_ACT = /^(?:\w+ly )?(?:texting|calling|ringing|messaging|asking|saying|telling|kissing|hugging|apologising|apologizing|phoning)\b/i;
/**
 * Acts of daily life nobody can go without: going through a doorway, up the stairs, in and out of a room, getting
 * dressed, switching a light off. Only their repeat or their manner can be the ritual, so without either it names
 * no ritual a step may hold back: "a week without walking through doorways" is avoidance, the opposite of ERP
 * (issue 16, natural wording; docs/clinical.md §5: every item states the response prevention, never an avoidance).
 */
const DAILY_ACT =
  /^(?:\w+ly )?(?:(?:walking|going|stepping|coming|climbing|running|getting|moving) (?:back )?(?:up and down|down and up|in and out|out and in|through|up|down|into|out of|in|out|past|onto)(?: (?:the|a|my|your|our|each|every|any))?(?: \w+)? (?:doorways?|doors?|door ?frames?|rooms?|stairs|steps|staircases?|thresholds?|gates?|entrances?|exits?|house|home|flat|hall|hallways?|corridors?|arch(?:es|way|ways)?|kerbs?|lifts?|buildings?)|getting (?:dressed|undressed|up|out of bed|in(?:to)? bed)|going to (?:bed|sleep|the toilet)|(?:switching|turning) (?:the |a |my )?(?:lights?|switch(?:es)?)? ?(?:on|off)|(?:opening|closing|shutting) (?:the |a |my )?(?:doors?|windows?|cupboards?|drawers?)|(?:sitting|standing) (?:down|up))\b/i;
/** Words that say how a daily act is done as a ritual: "evenly", "with my right foot", "in fours", "sideways". */
const DAILY_ACT_MANNER =
  /\b(?:again|back|more|to (?:check|look|see|make sure|make it|make them|make things|make everything|feel)|over and over|repeatedly|twice|times|\d+|evenly|sideways|backwards|certain|special|set|exact|exactly|right|left|perfect\w*|until|till|in (?:twos|threes|fours|fives|sixes|sevens|eights|tens|pairs|order)|on (?:tiptoe|my toes)|without|touching|tapping|counting|with (?:my|your|the|both)|a (?:certain|particular|set) (?:way|number|order))\b/i;

/**
 * A count or an ending that is the ritual's own rule ("an even number of times", "until it feels right"): held back,
 * it read as a licence for any other count ("Do not tap the desk an even number of times, not even once"). It is said
 * as what the ritual is for, so the step drops the ritual itself: "tapping the desk to make it even", "touching the
 * switch to make it feel right" (issue 16, natural wording; docs/clinical.md §5: the response prevention is the
 * ritual not done at all).
 */
const COUNT_RULE = /\s+(?:an?\s+)?(?:(even|odd|equal|right|set|certain|exact|specific|particular|special|good|safe|lucky)\s+)number\s+of\s+(?:times|taps|touches|goes)\b/gi;
const FEELING_ENDING =
  /\s+(?:until|till|til)\s+(it|they|things|everything|it all|them)\s+(?:feels?|looks?|seems?|sounds?|is|are)\s+((?:just |exactly |completely |totally |perfectly )?(?:right|even|ok|okay|perfect|done|complete|finished|symmetrical|balanced|good|level|straight))\b/gi;
export function mannerAsPurpose(activity: string): string {
  return activity
    .replace(COUNT_RULE, (_all, kind: string) => (/^(?:even|odd|equal)$/i.test(kind) ? ` to make it ${kind.toLowerCase()}` : ''))
    .replace(FEELING_ENDING, (all, who: string, state: string) => {
      const verb = /\b(?:looks?)\b/i.test(all) ? 'look' : /\bseems?\b/i.test(all) ? 'seem' : /\bsounds?\b/i.test(all) ? 'sound' : /\b(?:is|are)\b/i.test(all) ? 'be' : 'feel';
      const object = /^(?:they|them)$/i.test(who) ? 'them' : who.toLowerCase();
      return ` to make ${object} ${verb} ${state}`;
    });
}

/**
 * How often, said last: "rewrite emails to my supervisor loads", "ask alex if she touched my desk, most evenings" (a
 * tenth clinician-minded reading: "Do not rewrite emails to your supervisor dr okafor loads").
 */
const TRAILING_OFTEN = /,?\s+(?:loads|a lot|lots|constantly|all the time|non ?stop|most (?:days|evenings|nights|mornings|weekends)|every (?:day|evening|night|morning))$/i;

/** The ritual without how long or how often it runs: "washing your hands for ten minutes" → "washing your hands". */
export function withoutAmount(activity: string): string {
  // A daily act's count is its repeat: "walking through doorways several times" is held back as "walking through
  // doorways again", never "walking through doorways" (avoidance) nor "…several times, not even once".
  if (DAILY_ACT.test(activity) && HAS_AMOUNT.test(activity)) {
    const plain = tidyClauseEnd(activity.replace(RITUAL_AMOUNT, ''));
    return DAILY_ACT_MANNER.test(plain) ? plain : `${plain} again`;
  }
  const stripped = tidyClauseEnd(activity.replace(ORDINARY_ACT.test(activity) ? RITUAL_DURATION : RITUAL_AMOUNT, '').replace(TRAILING_OFTEN, ''));
  return stripped === '' ? tidyClauseEnd(activity) : stripped;
}

/**
 * A phrase ends at a whole clause, with no comma or joining word left hanging where an amount was taken
 * out: "washing my hands till they crack, like 40 times a day" → "washing your hands till they crack", never
 * "till they crack,," (issue 16, the fifth clinician-minded review, cause 8).
 */
export function tidyClauseEnd(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,;:])/g, '$1')
    .replace(/([,;:])[,;:]+/g, '$1')
    .trim()
    // "even" ends a clause only after a comma ("…, even"): "till it feels even" says how the ritual ends.
    .replace(/(?:[\s,;:-]+|\s+(?:and|or|but|like|just|then)|,\s*even)+$/i, '')
    .trim();
}

/** The longest ritual that still reads as part of a sentence; a longer one is left to the template's wording. */
export const RITUAL_MAX = 60;

/** "Washing my hands for minutes until they are raw" → "washing your hands for minutes", or null when it cannot fit. */
export function ritualAsActivity(compulsion: string): string | null {
  const said = asActivity(compulsion);
  const whole = said === null ? undefined : withoutQualifier(withoutAside(said));
  // "washing your hands for ten minutes", "checking the knobs five times": how long or how often is the
  // ritual itself, never the hold-off ("hold off washing your hands for ten minutes" reads as a licence to wash
  // for nine; issue 16, a clinician's review). Worship keeps its words: "several times" is what makes it extra.
  // Worship keeps its own words for the ending too: "until they feel right" is what makes prayers extra.
  const amountless = whole && !isDevotion(whole) ? withoutAmount(RELIGIOUS_WORDS.test(whole) ? whole : mannerAsPurpose(whole)) : whole;
  const lawful = amountless ? withoutLawfulAct(amountless) : amountless;
  // A ritual too long to hold keeps its act and drops what it is for: "checking her instagram to see if other guys are
  // more her type" → "checking her instagram" (an eighth clinician-minded review: the central ritual made no step).
  const purposeless = lawful && lawful.length > RITUAL_MAX ? withoutPurpose(lawful) : lawful;
  // Two acts joined by "and" that run long keep the first: "leaving your boots in a bag in the car and wipe the steering
  // wheel …" → "leaving your boots in a bag in the car" (a twelfth clinician-minded reading: the ritual made no step).
  const firstAct = (text: string | null | undefined) =>
    text && text.length > RITUAL_MAX ? text.replace(/\s+and (?:then )?(\w+)\b.*$/i, (joined: string, verb: string) => (baseVerb(verb) || (/ing$/i.test(verb) && !NOT_GERUNDS.has(verb.toLowerCase())) ? '' : joined)) : text;
  // A search or a question too long to hold names its act and "it": "googling it", "looking it up".
  const single = firstAct(purposeless);
  const asked = single && single.length > RITUAL_MAX ? (askedAct(single) ?? single) : single;
  // How it ends and how often ("… until they look right every evening") are the person's, never the step's: cut, the act is left.
  const ended = asked && asked.length > RITUAL_MAX ? asked.replace(/\s+(?:until|till|til)\b.*$/, '').replace(/\s+(?:every|each) (?:morning|evening|night|day|time)$/, '').trim() : asked;
  // When it is done, said last ("… if your partner sits on it in her work clothes"), goes when the ritual runs long.
  const conditioned = ended && ended.length > RITUAL_MAX ? ended.replace(/\s+(?:if|when|whenever|after|every time|each time)\s+(?:she|he|they|someone|anyone|people|your \w+|my \w+|the \w+)\b.*$/, '').trim() : ended;
  const activity = conditioned && conditioned.includes(' ') ? conditioned : asked;
  // A daily act with no repeat or manner of its own ("walking through doorways", "getting dressed") names no ritual:
  // the slot keeps the library's wording, never "hold off walking through doorways" (issue 16, natural wording).
  if (activity && DAILY_ACT.test(activity) && !DAILY_ACT_MANNER.test(activity)) return null;
  if (!activity || activity.length > RITUAL_MAX || /[“”"(]/.test(activity)) return null;
  // A ritual about a child's bedding ("pulling the blanket off the baby") is never held back nor made a step: "do not
  // pull the blanket off the baby" would go against NHS and AAP safe-sleep advice (docs/clinical.md §10).
  const tokens = tokenize(activity);
  if (containsAny(tokens, CHILD_TERMS) && containsAny(tokens, BEDDING_TERMS)) return null;
  // A driver's mirrors, blind spot or seatbelt are checked as a driving instructor would, never held back: "do not check
  // your mirrors" would take away a check the road needs (docs/clinical.md §10; an eighth clinician-minded review).
  if (ROAD_SAFETY.test(activity)) return null;
  // "only driving routes with no schools on them" is an avoidance: "do not only drive …" says nothing, so the template
  // keeps its own words (an eighth clinician-minded review: "Do not only drive routes with no schools on them", 4 times).
  if (/^(?:\w+ly )?only\b/.test(activity)) return null;
  // Prayer and religious confession are held back only when extra (docs/clinical.md §9: "no extra prayers
  // or confessions", never "do not pray").
  // "several times a week", "again", "extra" already say it is more than the faith asks.
  // Going to a service or to confession "every week, sometimes twice" may be the faith's own rhythm: how
  // often names no excess there, only "extra", "again" or "more" do; "hold off going to confession
  // every week" read as holding back the sacrament itself (issue 16 review).
  const extra = ATTENDANCE.test(activity)
    ? /\b(?:extra|again|more|repeat\w*)\b/.test(activity)
    : /\b(?:extra|again|more|repeat\w*|over|several|many|times|twice|every)\b/.test(activity);
  return isDevotion(activity) && !extra ? `${activity} beyond what your faith asks` : activity;
}

/** How often, said in a sentence of its own: "Most days at least once.", "Sometimes 20 times.", "About 45 min." */
const OFTEN_SENTENCE =
  /^(?:(?:most|some|every|each|all|a|an|the|at|least|most|sometimes|usually|often|always|about|around|roughly|maybe|probably|like|prob|approx|over|up|to|or|and|more|less|than|times?|once|twice|daily|weekly|per|day|days|night|nights|week|weeks|hour|hours|hrs?|minutes?|mins?|morning|mornings|evening|evenings|\d+(?:-\d+)?\+?|x)[\s,]*)+[.!]?$/i;
/**
 * What the person says beside the ritual, not the ritual: the reason ("redoing drawings from scratch cause one line is
 * slightly off"), a rule of its own after a comma ("tapping door frames in 4s, if i mess it up start again") and how
 * often in a sentence of its own ("Go back from the bus stop. Most days at least once."). Held back with the ritual they
 * read as part of what is not to be done: "do not redo drawings from scratch cause one line is slightly off" (issue 16,
 * an eleventh clinician-minded review).
 */
export function withoutAside(activity: string): string {
  const [first = activity, ...rest] = activity.split(/(?<=[.!?])\s+/);
  const sentence = rest.length && rest.every((part) => OFTEN_SENTENCE.test(part)) ? first.replace(/[.!?]$/, '') : activity;
  const cut = sentence
    // ", prob done like 30 of them", ", tbh like all day": a count or a sigh in a clause of its own.
    .replace(/,\s+(?:(?:prob|probably|maybe|like|about|around|easily|at least|literally|honestly|tbh|ive|i've|i have|have|already)\s+)*(?:done|did|taken|took|had|read|watched|sent|made)\s+(?:it\s+|them\s+)?(?:like\s+|about\s+|around\s+|maybe\s+|over\s+|at least\s+)*(?:\d+|a hundred|hundreds|dozens|loads|tons)\b.*$/i, '')
    .replace(/,\s+(?:(?:prob|probably|maybe|like|easily|literally|honestly|tbh|already)\s+)*(?:done|did)(?:\s+(?:it|them))?$/i, '')
    .replace(/,\s+(?:(?:tbh|honestly|literally|like|basically|lol|idk|probably|prob|all|day|night|long|every|constantly|always|non ?stop|24\/7)\s*)+$/i, '')
    .replace(/\s+(?:because|cause|'cause|cos|coz|cuz|bc|so (?:that|my|your|it|i|you|they|he|she|we|nothing|no one|nobody))\b.*$/i, '')
    .replace(/,\s+(?:if|unless|otherwise)\b.*$/i, '')
    // A clause of its own after a comma, with its own subject: "confessing to my husband, he's heard the story 200 times",
    // "replaying meetings, what i said, how people's faces looked" (a twelfth clinician-minded reading).
    .replace(/,\s+(?:(?:he|she|they|it|there|that|this|we|i|you)(?:'s|'re|'ve|'d|'ll|s|\s+(?:is|are|was|were|has|have|had|gets|got|does|did|can|will|would|says|said|keeps|knows|thinks))|(?:what|how|who|whether)\s+(?:i|you|he|she|they|we|people|someone|everyone|\w+'s))\b.*$/i, '')
    // "esp at night", "especially when I'm tired": when it is worst is an aside; the ritual is held back at every hour.
    .replace(/,?\s+(?:esp\.?|especially|particularly|mainly|mostly)\s+(?:at|when|if|after|before|in|on|during|with|around|near|the|late|early|last thing|first thing)\b.*$/i, '')
    // "reading forums till 2am", "for hours": how late or how long it runs, never a licence for less.
    .replace(/\s+(?:till|until|til)\s+(?:\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?|midnight|late|the early hours|the morning|morning|3 in the morning)\b.*$/i, '')
    .replace(/\s+for hours\b.*$/i, '')
    // "correcting myself constantly - 'well, actually …'": what follows a dash is the example, not the ritual.
    .replace(/\s+[-–—]\s+.*$/, '')
    // "in a separate load at 90 degrees": the wash's temperature is its manner; the rewash is the ritual.
    .replace(/\s+at \d+\s*(?:degrees|deg|°c?|c)\b/gi, '')
    // ", sometimes I run it again if …", ", usually twice": how often or when, said after the ritual, is no part of it.
    .replace(/,\s+(?:sometimes|often|usually|occasionally|normally|mostly|then sometimes|and sometimes|even|every time|each time)\b.*$/i, '')
    // A second ritual listed after a comma ("asking my wife if she's ok, checking her temperature at night"): the first
    // is held back here; the second is still read where it is named on its own (a twelfth clinician-minded reading).
    .replace(/,\s+(\w+ing)\b.*$/i, (clause: string, word: string) => (NOT_GERUNDS.has(word.toLowerCase()) || !/^\w+ing$/i.test(word) ? clause : ''))
    // "googling symptoms + reading forums": the sign is "and", so the second act is held back too ("read forums").
    .replace(/\s+[+&]\s+/g, ' and ');
  // "avoiding climbing stairs and not going for walks": both are avoided, so "do not avoid climbing stairs or going for
  // walks", never "do not avoid … and not going" (an eleventh clinician-minded review).
  const avoided = /^avoiding\b/i.test(cut) ? cut.replace(/\s+and not (\w+ing)\b/gi, ' or $1') : cut;
  return avoided.includes(' ') ? tidyClauseEnd(avoided) : activity;
}

/** What a ritual is for, said after its act: "… to see if …", "… to make sure …", "… in case …". */
const PURPOSE_TAIL = /\s+(?:(?:just )?to (?:see|make sure|check|find out|know|be sure|feel sure|prove|reassure|make (?:it|them|things|everything|it all) (?:look|feel|seem|sound|be))|(?:just )?in case|incase|so that|so i|so you|because|cos|cause|trying to|hoping to|looking for)\b.*$/;

/** The checks a road needs: a driver's mirrors (not a look "in the mirror"), blind spots, seatbelts, indicators, brakes. */
export const ROAD_SAFETY = /\b(?:(?:rear[- ]?view|wing|side) mirrors?|(?<!\b(?:in|at|into) (?:the|a|my|your) )mirrors|blind ?spots?|over (?:my|your) shoulder|seat ?belts?|indicators?|brakes?|handbrake|headlights?|speedo\w*|speed)\b/i;

/** Acts that ask, search, look, read or weigh something up: what "if" or "whether" after them says is a question. */
const ASKING_ACT = /^(?:\w+ly )?(?:googl|search|research|look|read|reread|re-read|ask|text|messag|call|phon|ring|check|recheck|double|think|wonder|compar|test|quiz|watch|scan|seek|go\w* over|replay|review|analys|analyz|work\w* out|figur|confess|tell|email|dm)/i;

/** What a search or a question asks, after its act ("… whether …", "… if …", "… about …"). */
const ASKED = /\s+(?:whether|if|what|how|why|about)\b/;

/**
 * A search or a question said by its act, without what it asks: "googling whether mums who have these thoughts act on
 * them" → "googling it", "looking up whether …" → "looking it up", "asking my mum if …" → "asking your mum". Null when
 * the ritual asks nothing.
 */
export function askedAct(ritual: string): string | null {
  const asked = ASKED.exec(ritual);
  if (!asked || asked.index === 0) return null;
  const act = ritual.slice(0, asked.index).trim();
  // Only an act that asks or looks something up asks anything: "rewashing the bedding if she sits on it" is a condition,
  // never "rewashing the bedding it" (the tenth review's second reading).
  if (!ASKING_ACT.test(act)) return null;
  if (/ up$/.test(act)) return act.replace(/ up$/, ' it up');
  if (/^(?:asking|texting|messaging|calling|phoning|ringing|checking with)\b/.test(act) && act.includes(' ')) return act;
  // Comparing is said with what is compared: "comparing how you feel", never "comparing it" (a tenth clinician-minded
  // reading: "compare how i feel looking at men vs women in my head for ages").
  const compared = /^(compar\w*) (how (?:you|i) (?:feel|felt|react|look))\b/.exec(ritual);
  if (compared) return `${compared[1]} ${compared[2]}`;
  return `${act} it`;
}

/** The ritual without its purpose, when two words or more are left; else the ritual as it was. */
function withoutPurpose(activity: string): string {
  const cut = activity.replace(PURPOSE_TAIL, '').trim();
  return cut !== activity && cut.includes(' ') ? cut : activity;
}

/** Putting a thing right: returning it, paying for it, handing it back. The law and ordinary honesty ask it. */
const LAWFUL_ACT = /^(?:returning|paying (?:back|for)|paying \S+ back|giving (?:\S+ )?back|handing (?:\S+ )?(?:back|in)|taking (?:\S+ ){1,3}back|putting (?:\S+ ){1,3}back|replacing)\b/;
/** The moral ritual beside it: telling, confessing, apologising, owning up. */
const CONFESSING_PART = /^(?:confessing|telling|admitting|apologi[sz]ing|owning up|reporting|explaining)\b/;

/**
 * A moral ritual that joins a lawful act to a confession ("returning things to work and confessing to my
 * boss") holds back only the confession: "hold off returning things to work" would tell the person to keep
 * what is not theirs (docs/clinical.md §10: nothing illegal or deceptive; issue 16, fifth review, cause 11).
 * A lawful act on its own is never held back: null.
 */
export function withoutLawfulAct(activity: string): string | null {
  if (!LAWFUL_ACT.test(activity)) return activity;
  const parts = activity.split(/,? (?:and|then|or) /);
  const confession = parts.slice(1).find((part) => CONFESSING_PART.test(part));
  return confession ? parts.slice(parts.indexOf(confession)).join(' and ') : null;
}

/** Going to a service, to prayers or to confession. */
const ATTENDANCE = /^(?:going|getting|attending|heading) (?:to |back to )?(?:confession|mass|church|mosque|temple|synagogue|prayers?|services?)\b/;
const RELIGIOUS_WORDS = /\b(?:priest|god|lord|jesus|allah|church|mosque|temple|synagogue|imam|rabbi|pastor|mass|confession|prayers?|rosary|sins?)\b/i;

/** Praying, or confessing to a priest or God: a practice of faith, never named as something not to do. */
function isDevotion(activity: string): boolean {
  return (
    /^praying\b/.test(activity) ||
    (/^confessing\b/.test(activity) && RELIGIOUS_WORDS.test(activity)) ||
    // "going to confession every week sometimes twice": "do not go to confession" bans the sacrament itself.
    ATTENDANCE.test(activity)
  );
}

/** "I wash my hands until they are raw" → "wash your hands" (for "Do not …"), or null when its verb is unclear. */
export function ritualAsImperative(compulsion: string): string | null {
  const activity = ritualAsActivity(compulsion);
  // "Do not pray …" reads as a ban on prayer itself: that one keeps the template's wording.
  if (!activity || isDevotion(activity)) return null;
  return imperativeOf(activity);
}

/** An "-ing" activity as an imperative: "mentally reviewing what you said" → "mentally review what you said". */
export function imperativeOf(activity: string): string | null {
  // "mentally reviewing what you said" → "mentally review what you said".
  const adverb = /^\w+ly /.exec(activity)?.[0] ?? '';
  const [first = '', ...rest] = activity.slice(adverb.length).split(' ');
  const base = baseOfGerund(first);
  if (!base) return null;
  // "taking your shoes off and wiping them" → "take your shoes off and wipe them"; after "avoid" an -ing word is what is
  // avoided: "avoid climbing stairs or going for walks".
  const joined = base === 'avoid' ? rest.join(' ') : rest.join(' ').replace(/\b(and|or|then) (\w+ing)\b/g, (phrase, joiner: string, verb: string) => {
    const joinedBase = baseOfGerund(verb);
    return joinedBase ? `${joiner} ${joinedBase}` : phrase;
  });
  return adverb + [base, joined].filter((part) => part !== '').join(' ');
}

/** Which form a {compulsion} slot takes: the imperative right after "do not", else the "-ing" phrase ("without washing …"). */
export function ritualFormAfter(textBefore: string): 'imperative' | 'activity' {
  // "Do not get up to {compulsion}": after "to" the verb is bare too, never "get up to driving back".
  if (/\b(?:do not|don't|never|not)\s+$/i.test(textBefore) || /\b(?:get up|go back|go|want|need|try|urge) to\s+$/i.test(textBefore)) return 'imperative';
  // "Do not look again, touch the knobs, or {compulsion}": a later part of the same "do not" list.
  const sentence = textBefore.split(/[.!?:;]\s/).at(-1) ?? '';
  return /(?:,|\bor|\band)\s+$/i.test(textBefore) && /\b(?:do not|don't|never)\b/i.test(sentence) && !/\b(?:without|hold off|no)\b[^,]*$/i.test(sentence)
    ? 'imperative'
    : 'activity';
}

const FIRST_PERSON: Array<[RegExp, string]> = [
  // "ill catch norovirus" is "I'll catch": "ill" before a verb, as people type "I'll" (a tenth clinician-minded reading).
  [/\bill(?=\s+(?:catch|get|be|die|lose|never|go|have|do|hurt|end up|throw|fail|make|say|forget|see|feel|need|ruin|kill|harm|touch|drop|snap|pass|give|spread|faint|panic|mess|lose|always|just|really|actually)\b)/g, "I'll"],
  [/\bare you\b/gi, 'am I'],
  // After a preposition "you" is the object and the verb is someone else's: "the people around me are real", never
  // "around I am real" (a twelfth clinician-minded reading).
  [/(?<!\b(?:around|near|to|with|at|from|by|for|of|about|behind|beside|on|in|like|than|make|makes|let|lets)\s)\byou are\b/gi, 'I am'],
  [/(?<!\b(?:around|near|to|with|at|from|by|for|of|about|behind|beside|on|in|like|than|make|makes|let|lets)\s)\byou were\b/gi, 'I was'],
  [/\byou're\b/gi, "I'm"],
  [/\byou've\b/gi, "I've"],
  [/\byou'd\b/gi, "I'd"],
  [/\byou'll\b/gi, "I'll"],
  [/\byourself\b/gi, 'myself'],
  [/\byours\b/gi, 'mine'],
  [/\byour\b/gi, 'my'],
  // "you" as the subject (at the start or after a joining word) is "I", elsewhere "me". People write "cos",
  // "cuz", "till": "house burns down cos I left the hob on", never "cos me left" (issue 16, fifth review, cause 7).
  [/(^|[,;:]\s*|\b(?:and|or|but|that|what|which|whatever|if|when|whenever|whether|because|cos|coz|cuz|cause|since|till|until|unless|before|after|while|where|once|though|although|so|maybe|what if|then|than|think|thinking|thought|worry|worrying|worried|fear|scared|afraid|terrified|convinced|believe|feel like)\s+)you\b/gi, '$1I'],
  // "the illness you fear" → "the illness I fear": "you" before a verb is its subject too, a past one included
  // ("a typo in something I sent", never "something me sent"; a twelfth clinician-minded reading).
  // After a verb that takes an object and a bare verb ("makes you think", "lets you feel", "helps you see"),
  // "you" is the object: "every lump makes me think", never "makes I think" (issue 16, natural wording).
  // After a preposition "you" is its object, whatever follows: "someone near me will throw up", never "near I will".
  [/(?<!\b(?:make|makes|made|making|let|lets|letting|help|helps|helped|have|has|had|watch|watches|watched|see|sees|saw|hear|hears|heard|bid|bids|near|to|with|at|from|by|for|of|about|behind|beside|around|on|in|like)\s+)\byou(?=\s+(?:fear|feel|felt|know|knew|think|thought|want|need|have|had|did|do|can|could|will|would|should|might|may|must|keep|kept|worry|dread|check|checked|said|saw|see|touch|touched|love|hate|avoid|sent|wrote|left|said|made|took|gave|told|lost|forgot|broke|ate|threw|drove|bought|brought|caught|kept|meant|knew|got|went|posted|\w+ed)\b)/gi, 'I'],
  [/\byou\b/gi, 'me'],
];

/** "your hair straighteners" → "my hair straighteners": for a slot inside the person's own quoted statement. */
export function toFirstPerson(text: string): string {
  return outsideQuotes(text, (part) => toFirstPersonPart(part));
}

function toFirstPersonPart(text: string): string {
  return FIRST_PERSON.reduce(
    (result, [pattern, replacement]) =>
      result.replace(pattern, (match: string, ...groups: unknown[]) => {
        const lead = typeof groups[0] === 'string' && replacement.startsWith('$1') ? groups[0] : '';
        const word = replacement.replace('$1', '');
        const original = match.slice(lead.length);
        return lead + (/^[A-Z]/.test(original) && word !== 'I' ? word.charAt(0).toUpperCase() + word.slice(1) : word);
      }),
    text,
  );
}

export type GrammaticalPerson = 'first' | 'second';

/** The span of the quotation that `index` falls inside (curly or straight marks), or null. */
export function quotationAround(text: string, index: number): { start: number; end: number } | null {
  const before = text.slice(0, index);
  const open = before.lastIndexOf('“');
  if (open >= 0 && before.lastIndexOf('”') < open) {
    const close = text.indexOf('”', index);
    return { start: open, end: close < 0 ? text.length : close };
  }
  if ((before.match(/"/g) ?? []).length % 2 === 1) {
    const close = text.indexOf('"', index);
    return { start: before.lastIndexOf('"'), end: close < 0 ? text.length : close };
  }
  return null;
}

const SLOTS_IN_TEMPLATE = /\{\w+(?:\|[^}]*)?\}/g;
const FIRST_PERSON_WORD = /\b(?:I|I['’](?:m|ve|d|ll)|[Mm]y|[Mm]e|[Mm]yself|[Mm]ine)\b/;
const SECOND_PERSON_WORD = /\b(?:[Yy]ou|[Yy]our|[Yy]ours|[Yy]ourself|[Yy]ou['’](?:re|ve|d|ll))\b/;

/**
 * The person a slot at `index` must be filled in: first person inside a quoted statement the
 * person says or writes as their own ("Maybe I left my hair straighteners on"), second person
 * everywhere else, where the item speaks to them.
 */
export function personAt(text: string, index: number): GrammaticalPerson {
  const quote = quotationAround(text, index);
  if (!quote) return 'second';
  const inside = text.slice(quote.start + 1, quote.end).replace(SLOTS_IN_TEMPLATE, ' ');
  return SECOND_PERSON_WORD.test(inside) && !FIRST_PERSON_WORD.test(inside) ? 'second' : 'first';
}

export function inPerson(text: string, person: GrammaticalPerson): string {
  return person === 'first' ? toFirstPerson(toSecondPerson(text)) : toSecondPerson(text);
}

/** Whether the text says "you" anywhere inside a quotation that speaks in the first person (the pronoun slip of issue 16). */
export function mixesPersonInQuotes(text: string): boolean {
  for (const match of text.matchAll(/“([^”]*)”|"([^"]*)"/g)) {
    const inside = match[1] ?? match[2] ?? '';
    if (FIRST_PERSON_WORD.test(inside) && SECOND_PERSON_WORD.test(inside)) return true;
  }
  return false;
}

/** "your the stove" → "the stove", "your my car" → "my car": a template's determiner gives way to the person's own. */
export function collapseDeterminers(text: string): string {
  return text.replace(/\b(?:your|my|the|a|an) ((?:your|my|the|a|an|his|her|their|our|this|these|those) )/gi, '$1');
}

/**
 * A heart attack or a stroke is an event, not a condition one is diagnosed with or "has" for a while
 * (issue 16 review: "diagnosed with a heart attack"). Where a slot put an event into a condition's
 * sentence, the sentence says it as an event: "told you have had a heart attack", "Maybe I am having a
 * heart attack".
 */
const ILLNESS_EVENT = '(a heart attack|a stroke|a seizure|a blood clot|an aneurysm|a brain bleed)';
const EVENT_GRAMMAR: Array<[RegExp, string]> = [
  [new RegExp(`\\b(?:being )?diagnosed with ${ILLNESS_EVENT}`, 'gi'), 'being told you have had $1'],
  [new RegExp(`\\btold you have ${ILLNESS_EVENT}`, 'gi'), 'told you have had $1'],
  [new RegExp(`\\bI have ${ILLNESS_EVENT}`, 'g'), 'I am having $1'],
];
export function illnessEventGrammar(text: string): string {
  return EVENT_GRAMMAR.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/**
 * A slot's thing that is many takes a plural verb: "Maybe the windows are unlocked", "Maybe your hair straighteners are
 * on", never "the windows is" (issue 16, an eleventh clinician-minded review).
 */
export function pluralAgreement(text: string): string {
  return text.replace(/\b((?:the|your|my) (?:hair )?(?:windows|taps|doors|locks|gates|plugs|lights|straighteners|burners|knobs))\s+is\b/gi, '$1 are');
}

/** "your parents's" → "your parents'": a plural ending in s takes only the apostrophe. */
export function fixPossessives(text: string): string {
  return text.replace(/\b(\w*[^s\W]s)['’]s\b/g, "$1'");
}

const DETERMINER = /^(?:the|a|an|my|your|his|her|their|our|this|that|these|those|some|any|every|each|one|two|\d+)\b/i;

/** A bare one-word thing reads better with an article in an instruction: "Touch bins" → "Touch the bins". */
export function withArticle(noun: string): string {
  return DETERMINER.test(noun) || noun.includes(' ') || /^\p{Lu}/u.test(noun) ? noun : `the ${noun}`;
}

/** A possessive of the noun phrase: "your partner" → "your partner's", "your parents" → "your parents'". */
export function possessive(noun: string): string {
  return /s$/i.test(noun) && !/ss$/i.test(noun) ? `${noun}'` : `${noun}'s`;
}

/** Closes a quotation left open (a cut inside it, or a quote mark in the person's words): every “ has its ”. */
export function balanceQuotes(text: string): string {
  let open = 0;
  let result = '';
  for (const char of text) {
    if (char === '“') open += 1;
    if (char === '”') {
      if (open === 0) continue;
      open -= 1;
    }
    result += char;
  }
  if (open > 0) {
    const end = /[.!?]$/.test(result) && !result.endsWith('?') ? result.length - 1 : result.length;
    result = `${result.slice(0, end)}${'”'.repeat(open)}${result.slice(end)}`;
  }
  if ((result.match(/"/g) ?? []).length % 2 === 1) result = `${result}"`;
  return result;
}

/** Whether every quotation mark in the text is closed. */
export function quotesBalanced(text: string): boolean {
  let open = 0;
  for (const char of text) {
    if (char === '“') open += 1;
    if (char === '”') open -= 1;
    if (open < 0) return false;
  }
  return open === 0 && (text.match(/"/g) ?? []).length % 2 === 0;
}

/** Times, days and events: they happen, they cannot be touched or visited ("bin day", "Mondays"). */
const TIMES_AND_EVENTS = new Set([
  'day', 'days', 'night', 'nights', 'morning', 'mornings', 'evening', 'evenings', 'afternoon', 'afternoons', 'weekend',
  'weekends', 'week', 'weeks', 'month', 'months', 'year', 'years', 'time', 'times', 'hour', 'hours', 'minute', 'minutes',
  'bedtime', 'lunchtime', 'teatime', 'holiday', 'holidays', 'birthday', 'birthdays', 'anniversary', 'season', 'moment',
  'moments', 'monday', 'mondays', 'tuesday', 'tuesdays', 'wednesday', 'wednesdays', 'thursday', 'thursdays', 'friday',
  'fridays', 'saturday', 'saturdays', 'sunday', 'sundays', 'christmas', 'easter', 'ramadan', 'diwali', 'today', 'tonight',
  'tomorrow', 'yesterday', 'news', 'party', 'parties', 'mass', 'service', 'services', 'wedding', 'weddings', 'funeral',
  'funerals', 'appointment', 'appointments', 'exam', 'exams', 'interview', 'interviews', 'ceremony', 'event', 'events',
  'trip', 'journey', 'commute',
]);
/** Feelings and inner events: a trigger of this shape cannot be touched, visited or "put yourself in". */
const FEELINGS = new Set([
  'twitch', 'twitches', 'twinge', 'twinges', 'feeling', 'feelings', 'sensation', 'sensations', 'urge', 'urges', 'thought',
  'thoughts', 'image', 'images', 'itch', 'itches', 'tingle', 'tingling', 'anxiety', 'panic', 'fear', 'fears', 'worry',
  'worries', 'doubt', 'doubts', 'dread', 'guilt', 'shame', 'disgust', 'spike', 'spikes', 'pain', 'pains', 'ache', 'aches',
  'palpitation', 'palpitations', 'dizziness', 'numbness', 'headache', 'headaches', 'mood', 'memory', 'memories', 'idea',
  'ideas', 'mind', 'head', 'stress',
]);
/**
 * Words that make a phrase a risk whatever slot it is in (docs/clinical.md §10):
 * drugs and alcohol ("Speed"), medicines, fire, heights, bodily fluids and real contamination.
 */
const DANGER_ANYWHERE = new Set([
  'speed', 'speeding', 'drug', 'drugs', 'cocaine', 'coke', 'heroin', 'weed', 'cannabis', 'mdma', 'ecstasy', 'pills',
  'pill', 'tablets', 'tablet', 'medication', 'medications', 'medicine', 'medicines', 'alcohol', 'booze', 'vodka', 'beer',
  'wine', 'drunk', 'high', 'fire', 'fires', 'flame', 'flames', 'candle', 'candles', 'lighter', 'lighters', 'matches',
  'petrol', 'bleach', 'chemical', 'chemicals', 'poison', 'poisons', 'pesticide', 'pesticides', 'cliff', 'cliffs',
  'balcony', 'balconies', 'roof', 'roofs', 'rooftop', 'ledge', 'ledges', 'edge', 'edges', 'blood', 'vomit', 'sick', 'urine',
  'wee', 'faeces', 'feces', 'poo', 'condom', 'condoms', 'used', 'raw', 'syringe', 'syringes', 'needle', 'needles',
]);
/** Sharp things and traffic are ordinary in some items (knives in the kitchen), never as a thing to touch or handle. */
const DANGER_AS_OBJECT = new Set([
  'knife', 'knives', 'blade', 'blades', 'razor', 'razors', 'scissors', 'road', 'roads', 'traffic', 'railway', 'rail',
  'tracks', 'platform', 'platforms', 'bridge', 'bridges', 'car', 'cars', 'stove', 'hob', 'oven', 'iron', 'straighteners',
  'heater', 'socket', 'sockets', 'gas',
]);

function plainWords(text: string): string[] {
  return text.toLowerCase().replace(/['’]s\b/g, '').split(/[^a-z0-9]+/).filter((word) => word !== '');
}

/** Whether a phrase of the person's names a danger word that no item may be built on. */
export function namesDanger(text: string): boolean {
  return plainWords(text).some((word) => DANGER_ANYWHERE.has(word));
}

/** Whether a phrase names a feeling or inner event ("a twitch", "the urge"). */
export function isFeeling(text: string): boolean {
  const words = plainWords(text);
  return FEELINGS.has(words.at(-1) ?? '') || FEELINGS.has(words[0] ?? '');
}

/**
 * Whether a phrase can stand where an item says to touch, handle or visit something ("Touch
 * {object}"): a short noun phrase for a concrete thing or place, not a time or event ("bin day",
 * "Mondays"), a feeling ("a twitch") or anything dangerous.
 */
export function isConcreteThing(text: string): boolean {
  if (!isNounPhrase(text)) return false;
  const words = plainWords(text);
  return !words.some((word) => DANGER_ANYWHERE.has(word) || DANGER_AS_OBJECT.has(word)) && !isFeeling(text);
}

/** Nouns a "he"/"him"/"his" or a "she"/"her" may stand for, as people name those close to them. */
// People of either sex the person lives or works beside: "asking my flatmate if he locked up" names who "he" is (a tenth
// clinician-minded reading: the ritual made no step).
const EITHER = ['flatmate', 'housemate', 'roommate', 'room mate', 'friend', 'best friend', 'mate', 'colleague', 'coworker', 'co worker', 'boss', 'manager', 'neighbour', 'neighbor', 'cousin', 'teacher', 'carer', 'child', 'kid', 'teenager', 'ex'];
const HE_NOUNS = ['baby', 'newborn', 'little one', 'toddler', 'son', 'boy', 'little boy', 'husband', 'boyfriend', 'partner', 'dad', 'father', 'brother', 'grandad', 'grandpa', 'nephew', 'uncle', 'stepdad', 'grandson', 'fiance', 'cat', 'dog', ...EITHER];
const SHE_NOUNS = ['baby', 'newborn', 'little one', 'toddler', 'daughter', 'girl', 'little girl', 'wife', 'girlfriend', 'partner', 'mum', 'mom', 'mother', 'sister', 'gran', 'granny', 'nan', 'grandma', 'niece', 'aunt', 'auntie', 'stepmum', 'granddaughter', 'fiancee', 'cat', 'dog', ...EITHER];
const nounPattern = (nouns: readonly string[]) => new RegExp(`\\b(?:the|my|our|your) (?:${nouns.join('|')})\\b`, 'i');
const HE_REFERENT = nounPattern(HE_NOUNS);
const SHE_REFERENT = nounPattern(SHE_NOUNS);
/** Family words people write without "my" ("dads face", "nan"): the same person as "my dad". */
const BARE_HE = /\b(dad|father|grandad|grandpa)(?:'?s)?\b/i;
const BARE_SHE = /\b(mum|mom|mother|nan|gran|granny|grandma)(?:'?s)?\b/i;
/**
 * Someone named as the helper or the company ("asking my brother to do the evening visit", "unless my partner
 * is there") is never who a "he" or "her" elsewhere stands for (issue 16, the fifth clinician-minded review,
 * cause 7: "do not carry your partner on the stairs", "your brother's room").
 */
const HELPER_BEFORE = /\b(?:asking|ask|asks|asked|getting|get|gets|got|making|make|letting|let|having|have|unless|with|without|by|beside|while)\s+$/i;

/** The first person in one of the person's texts a pronoun may stand for, as "my …", or null. */
function referentIn(text: string, referent: RegExp, bare: RegExp): string | null {
  const found: Array<{ index: number; name: string }> = [];
  const withDeterminer = new RegExp(referent.source, 'gi');
  for (const match of text.matchAll(withDeterminer)) {
    if (!HELPER_BEFORE.test(text.slice(0, match.index))) found.push({ index: match.index ?? 0, name: match[0].toLowerCase() });
  }
  for (const match of text.matchAll(new RegExp(bare.source, 'gi'))) {
    const before = text.slice(0, match.index);
    // "googling 'mums who hurt babies'": a plural or a quoted phrase names no one in particular.
    const after = text.slice((match.index ?? 0) + match[0].length);
    if (/\b(?:the|my|our|your)\s+$/i.test(before) || HELPER_BEFORE.test(before) || /^\s+(?:who|that|which|are|were)\b/i.test(after)) continue;
    if ((before.match(/["“”']/g) ?? []).length % 2 === 1) continue;
    found.push({ index: match.index ?? 0, name: `my ${(match[1] ?? '').toLowerCase()}` });
  }
  found.sort((a, b) => a.index - b.index);
  return found[0]?.name ?? null;
}

const NAMED_ASKED = /^(?:ask|asks|asking|text|texting|message|messaging|call|calling|tell|telling) (?!(?:the|my|your|our|a|an|someone|somebody|anyone|everyone|people|them|him|her)\b)[a-z]+ (?:if|whether|what|how|why|when|where)\s+$/i;

/** "getting my partner to carry him": the one asked to do it is never who "him" is. */
const HELPER_LEAD = /^(?:\w+ly )?(?:making|getting|letting|asking|having|make|get|let|ask|have|makes|gets|lets|asks|has) (?:the|my|our|your) \w+(?: \w+)? (?:to )?/i;
/** Words after "her" that make it the object ("carry her on the stairs"), not a possessive ("brush her hair"). */
const AFTER_OBJECT = /^(?:$|on|in|to|up|down|for|with|at|and|or|off|out|over|again|back|from|into|onto|near|alone|when|while|if|because|so|until|till|every|all|too|as|round|around)\b/i;

/**
 * A ritual whose "he", "him", "she" or "her" has nothing before it in the card ("checking he is breathing
 * all night") names who it is from the person's own words ("checking the baby is breathing"): a card is
 * read on its own (issue 16, a clinician's review). Null when their words name no one it could be: the
 * slot then keeps the library's wording.
 */
export function nameReferent(
  ritual: string,
  personTexts: readonly string[],
  options: {
    /** The card's words before the slot: "your partner is out … do not text her" already says who. */
    before?: string;
    /** A relationship ladder: an unnamed "she" or "he" in the person's words is their partner. */
    partner?: boolean;
  } = {},
): string | null {
  const pronoun = /\b(he|him|his|she|her|hers)\b/i.exec(ritual);
  if (!pronoun) return ritual;
  const word = (pronoun[1] ?? '').toLowerCase();
  const male = ['he', 'him', 'his'].includes(word);
  const referent = male ? HE_REFERENT : SHE_REFERENT;
  const before = ritual.slice(0, pronoun.index);
  const objectForm = word === 'him' || (word === 'her' && AFTER_OBJECT.test(ritual.slice(pronoun.index + 3).trim()));
  // A noun before the pronoun is what it stands for, unless it is the helper asked to do it to them.
  const lead = objectForm ? before.replace(HELPER_LEAD, '') : before;
  if (referent.test(lead) || /\b(?:he|she|him|her)\b/i.test(lead)) return ritual;
  // "ask alex if she touched my desk": the one asked, by name, is who the question is about (a tenth clinician-minded
  // reading: "asking Alex if your partner touched your desk").
  if (NAMED_ASKED.test(lead)) return ritual;
  if (options.before !== undefined && referent.test(options.before.split(/[.!?]\s/).slice(-2).join(' '))) return ritual;
  let named: string | null = null;
  for (const text of personTexts) {
    const cleaned = cleanPhrase(text);
    named = referentIn(cleaned, referent, male ? BARE_HE : BARE_SHE);
    if (named) break;
  }
  if (!named && options.partner) named = 'my partner';
  if (!named) return null;
  const possessiveForm = word === 'his' || word === 'hers' || (word === 'her' && !objectForm);
  const replacement = possessiveForm ? possessive(named) : named;
  return `${before}${replacement}${ritual.slice(pronoun.index + word.length)}`;
}

/** Words after "I" that already carry the tense: "what if I left …" is "maybe I left …", not "maybe I will left". */
const CARRIES_TENSE = /^(?:am|was|were|have|had|has|did|do|does|can|could|will|would|should|might|may|must|left|hit|ran|lost|forgot|said|got|took|made|thought|felt|saw|went|did|gave|told|let|put|caught|cut|broke|became|brought|bought|wrote|touched|threw|drove|ate|fell|spoke|sent|stole|swore|shook|kept|meant|knew|hurt|\w+ed|\w*(?:paid|laid|spent|sold|told|heard|slept|spoke|took)|mis\w+|'m|'ve|'d|'ll|really|secretly|actually|never|already|just|not|(?:do|did|ca|wo|was|is|were|are|have|had|could|would|should|must)n'?t)\b/i;
/** How people lead into the fear itself: "what if", "i'm scared that", "i keep thinking". */
const FEAR_LEAD =
  /^(?:(?:and|but|so|also|like|just)\s+)*(?:what if|wat if|whatif|i(?:'m| am|m)? (?:scared|afraid|worried|terrified|frightened)(?: that| of)?|i (?:worry|fear|think|feel like|feel that|keep thinking|keep worrying)(?: that)?|i'?m convinced(?: that)?|(?:scared|afraid|worried|terrified|frightened)(?: that| about)?|maybe|thoughts? (?:that|of))\s+/i;
const MAYBE_MAX = 70;
/**
 * A thought said with what brings it ("every lump makes me think its cancer", "each headache makes me worry i have a
 * tumour"): the fear is the clause after the thought verb (issue 16, natural wording: "Maybe every lump makes I
 * think its cancer").
 */
const THOUGHT_OF = /^.*?\b(?:makes?|made|making|gets?|got) (?:me|I) (?:think|worry|fear|believe|wonder if|feel like)(?: that)?\s+|^.*?\bI (?:think|worry|fear|keep thinking|keep worrying|am convinced|'m convinced)(?: that)?\s+(?=\S+\s+\S)/i;
/** A reaction, not a fear ("hiv from a cut makes me panic", "dirt makes me feel sick"): no "maybe" carries it. */
const REACTION = /\b(?:makes|made|making) (?:me|I) (?!think\b|worry\b|fear\b|believe\b|wonder\b|ill\b|sick\b)\w+/i;
/** What the person does about the fear, run on after it: "… and I cant stop googling", "… so I check". */
const RUN_ON_RESPONSE =
  /,?\s+(?:and|so|but|then|and then)\s+I\s+(?:can'?t|cannot|have to|need to|keep|always|just|then|check|wash|ask|google|search|pray|feel|get|end up|start)\b.*$/i;
/** A present feeling ("I feel dirty on my skin"): the person's feeling keeps its verb and is no feared outcome. */
const FEELING_CLAUSE = /^I (?:feel|felt|am feeling|'m feeling|keep feeling|get)\b(?! like\b)/i;
/** A subject the statement can stand on. */
const SUBJECT_PRONOUN = /^(?:I|I'm|I've|I'll|I'd|he|she|it|it's|they|we|you|someone|somebody|something|anyone|anybody|everyone|everybody|everything|nobody|nothing|people|there|there's|he's|she's|they're|that's|this|that)$/i;
/** Words that are no verb: after a subject pronoun one of these means the clause has lost its verb. */
const NOT_A_VERB = /^(?:the|a|an|my|your|his|her|their|our|of|on|in|at|to|from|with|about|after|before|during|for|by|and|or|but|dirty|contaminated|wrong|guilty|bad|sick|unclean)$/i;
/** Adverbs between a subject and its verb. */
const MID_ADVERB = /^(?:really|actually|secretly|never|just|already|still|always|also|not|somehow|accidentally)$/i;
/** A finite verb in a clause led by a noun phrase: "germs … will make me ill", "the house burns down", "my hands are dirty". */
const FINITE = /^(?:upset|upsets|offends|am|is|are|was|were|will|would|shall|should|can|could|may|might|must|has|have|had|does|do|did|gets|got|goes|went|comes|came|makes|made|get|go|come|make|spread|stay|end|cause|happen|turn|become|take|leave|die|hurt|catch|kill|harm|mean|know|think|hate|want|see|touch|\w+n't|\w+nt|\w{3,}ed)$/i;
const AFTER_NOUN = /^(?:about|of|from|on|in|at|during|with|for|to|and|or|that|which|who)$/i;

/**
 * Whether the words are a clause a "maybe" can lead: a subject and its verb ("I will drop the baby", "every mole is
 * melanoma", "the baby stops breathing"), never a feeling without its verb ("dirty on my skin") or a phrase with no
 * verb ("bad words about allah during prayer"; issue 16, natural wording).
 */
function isClause(rest: string): boolean {
  const tokens = rest.split(/\s+/).filter(Boolean);
  if (tokens.length < 2) return false;
  if (SUBJECT_PRONOUN.test(tokens[0] ?? '')) {
    if (/'/.test(tokens[0] ?? '')) return true;
    let index = 1;
    while (MID_ADVERB.test(tokens[index] ?? '')) index += 1;
    const verb = tokens[index] ?? '';
    if (verb !== '' && !NOT_A_VERB.test(verb)) return true;
  }
  // A noun phrase then its verb: a finite word, or a "-s" verb after a noun ("the baby stops breathing"), not a
  // plural before "about/of" ("bad words about allah").
  return tokens.slice(1, 8).some((token, offset) => {
    if (FINITE.test(token)) return true;
    const previous = tokens[offset] ?? '';
    // A verb after a plural noun: "germs spread everywhere", "my thoughts mean I'm bad".
    if (/^[a-z]{3,}s$/i.test(previous) && !AFTER_NOUN.test(token) && !NOT_A_VERB.test(token) && /^[a-z]+$/i.test(token)) return true;
    return /^[a-z]{3,}s$/i.test(token) && !/s$/i.test(previous) && !/^(?:the|a|an|my|your|his|her|their|our|every|each|some|any|of|other|all)$/i.test(previous) && !AFTER_NOUN.test(tokens[offset + 2] ?? '');
  });
}
/**
 * A question ("do i really love him", "am i gay", "did i lock the door"): its feared answer is yes for one and no
 * for another, so it never becomes a "maybe" (a third clinician-minded review: "Maybe do me really love my
 * boyfriend or am I just settling").
 */
const QUESTION =
  /^(?:(?:and|but|so|also|like|just)\s+)*(?:do|does|did|am|is|are|was|were|will|would|could|can|should|shall|have|has|had)(?:n'?t)?\s+(?:i|you|he|she|it|we|they|my|your|his|her|its|our|their|the|this|that|these|those|there|people|someone|anyone|everyone|[a-z]+'s)\b/i;
/** Verbs whose present and past are one word: "what if I hit someone" may be either. */
const HOW_DO_I_KNOW = /^(?:(?:but|and|so)\s+)?how (?:do|can|could|would|will|am) (?:i|you) (?:ever |really |even )*(?:know|tell|be sure|be certain|supposed to know)(?: for sure| for certain)?(?: that| if| whether)?\s+(?=\S+\s+\S)/i;
const SAME_IN_PAST = /^(?:put|hit|hurt|cut|let|set|shut|spread|burst|cast|quit)$/i;
/** Words that place a fear in the past: "in 2015", "last night", "that night", "yesterday". */
const PAST_MARKER = /\b(?:yesterday|ago|already|earlier|last (?:night|week|month|year|time)|that (?:night|day|time)|back then|in (?:19|20)\d\d|when I was|years back)\b/i;

/**
 * The person's obsession as their own "maybe" statement, first person and grammatical (issue 16: the
 * "maybe" line used their words, not a canned "Maybe it will happen"): "what if i drop the baby down the
 * stairs" → "Maybe I will drop the baby down the stairs"; "germs from other peoples hands will make me ill" →
 * "Maybe germs from other peoples hands will make me ill". Null when it has no clear shape or is too long:
 * the line then keeps the library's wording.
 */
export function asMaybe(obsession: string): string | null {
  let text = cleanPhrase(obsession).replace(/["“”«»]/g, '').replace(/\?+$/, '').trim();
  // "how do I know my wife is actually conscious": the doubt is that it can never be known, never "Maybe how do I know …"
  // (a twelfth clinician-minded reading).
  text = text.replace(HOW_DO_I_KNOW, 'I can never know whether ');
  if (text === '' || /[.!?;]/.test(text) || QUESTION.test(text)) return null;
  // Something that happened to someone else ("my sister was diagnosed with cancer") is a memory, not a feared
  // outcome: "Maybe my sister was diagnosed" says nothing the person fears (issue 16, natural wording).
  if (isPastEventOfOther(text)) return null;
  // First person inside the statement: "your" becomes "my" (docs/clinical.md §15 "maybe" statements are the person's own).
  // "we", "us" and "our" are already the person's own: "while we are cooking" never becomes "while I am cooking".
  const plural: string[] = [];
  const masked = text.replace(/\b(?:we|us|our|ours|ourselves)\b/gi, (word) => `§${plural.push(word) - 1}§`);
  text = toFirstPerson(toSecondPerson(masked))
    .replace(/§(\d+)§/g, (_mark, index: string) => plural[Number(index)] ?? '')
    .replace(/\bi\b/g, 'I');
  // "that I'll throw up in public": the "I fear" left unsaid; the clause after "that" is the fear.
  text = text.replace(/^that\s+(?=(?:I|I'\w+|my|someone|somebody|people|he|she|they|it|its|the|a|an|we|our|your)\b)/i, '');
  const led = FEAR_LEAD.exec(text);
  let rest = led ? text.slice(led[0].length) : text;
  // "every lump makes me think its cancer" → "it's cancer": the feared clause is what the thought says.
  const thought = THOUGHT_OF.exec(rest);
  if (thought) rest = rest.slice(thought[0].length);
  else if (REACTION.test(rest)) return null;
  // People write without apostrophes: "its cancer" and "im dying" lead a clause as "it's" and "I'm".
  rest = rest.replace(/^its\b/i, "it's").replace(/^im\b/i, "I'm").replace(/^ive\b/i, "I've");
  // A run-on goes on to what the person does about it ("… and I cant stop googling"): the fear ends there.
  rest = rest.replace(RUN_ON_RESPONSE, '');
  // "what if my mum died" is a fear; "my mum died" on its own is something that happened.
  const hypothetical = led !== null && /^(?:(?:and|but|so|also|like|just)\s+)*(?:what if|wat if|whatif)\b/i.test(led[0]);
  if (FEELING_CLAUSE.test(rest) || (!hypothetical && isPastEventOfOther(rest))) return null;
  // "what if I drop the baby" → "I will drop the baby"; "what if I'm …", "what if I left …" keep their tense.
  const whatIf = led !== null && /^(?:(?:and|but|so|also|like|just)\s+)*(?:what if|wat if|whatif)\b/i.test(led[0]);
  // A condition or a must is a rule of the ritual, not a feared outcome ("if my things aren't even …", "it has to feel right").
  if (/^(?:if|when|unless|because|until)\b/i.test(rest) || /\b(?:has to|have to|need to|needs to|must)\b/i.test(rest)) return null;
  // "what if I put a pillow over dad's face" is a fear of what may come, not a memory: a verb whose past and
  // present look alike (put, hit, hurt, cut) is future unless the words say when it happened. A "maybe"
  // in the past tense reads as a false-memory script outside real-event OCD (issue 16, fifth review, cause 7).
  const past = PAST_MARKER.test(rest);
  if (whatIf) rest = rest.replace(/^I (?!(?:am|was|were|have|had|has|did|do|does|can|could|will|would|should|might|may|must)\b)(\S+)/, (match, verb: string) =>
    (CARRIES_TENSE.test(verb) && !(SAME_IN_PAST.test(verb) && !past)) || /^'/.test(verb) ? match : `I will ${verb}`,
  );
  // "I might hurt my son" → "I will hurt my son": "maybe" already says might.
  // "I might have said …" may already have happened: "Maybe I have said …", never "Maybe I will have said".
  // "I might be gay" is a state, not an act to come: "Maybe I am gay", never "Maybe I will be gay".
  rest = rest.replace(/^I (?:might|may|could) have /, 'I have ').replace(/^I (?:might|may|could) be /, 'I am ').replace(/^I (?:might|may|could) /, 'I will ');
  // "thoughts of pushing him" → "Maybe I will push him": the fear as something that may happen, not a bare "-ing".
  if (led && /^\w+ing\b/.test(rest) && !/^I\b/.test(rest)) {
    const [verb = '', ...others] = rest.split(' ');
    const base = baseOfGerund(verb);
    if (!base) return null;
    rest = ['I will', base, ...others].join(' ');
  }
  const statement = `Maybe ${rest}`;
  // Its first clause says the fear, with a verb of its own: "front door not locked and someone gets in" made "Maybe front
  // door not locked …"; a scene set first ("at a party in 2016 I was drunk") leaves the doubt unsaid (a ninth review).
  const first = rest.split(/\s+(?:and|or|but)\s+/)[0] ?? rest;
  const telegraphic = /^(?:(?:the|my|your|a|an|our)\s+)?[a-z]+(?:\s+[a-z]+)?\s+not\b/i.test(first) && !/^(?:I|you|he|she|it|we|they)\b/i.test(first);
  if (/^(?:at|in|on|during|after|before|since|last|one)\b/i.test(rest) || telegraphic || (first !== rest && first.split(' ').length >= 2 && !isClause(first))) return null;
  if (statement.length > MAYBE_MAX || rest.split(' ').length < 2 || !isClause(rest)) return null;
  return statement;
}
