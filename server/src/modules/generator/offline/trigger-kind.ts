/**
 * What kind of thing a trigger of the person's is, so a step says what to do with it in its own grammar
 * (issue 16, a clinician's rating of 5.5/10: "Spend 20 minutes with your trigger: shaking hands — Go to it on
 * purpose and touch it"; "An hour with your trigger: the bus … touch it"). Only a thing is touched or held;
 * a place is gone to, an activity is done, a person is spent time with, a programme or story is watched or
 * read, and a sensation is let be when it comes (docs/clinical.md §2: a step is concrete and can be done).
 *
 * Read by general rules of English, in order: a sensation verb leads ("feeling sticky", "smelling burning");
 * media words ("news about…", "kids tv programmes"); a person or kin word as the head ("my mother in law",
 * "my boss"); an -ing head is an activity ("shaking hands", "clearing out the cupboard"), as is a "… time" or
 * "… day" routine ("bath time"); a place noun or a place preposition ("the bus", "at the platform"); else a
 * thing. A breathing or heart sensation is never met on purpose (docs/clinical.md §9).
 */
import { BRIEF_STAY_PLACES, CHEMICALS, INFANT_SLEEP_PLACES, SACRAMENTS, SACRED_TEXTS, SOFT_BEDDING } from './library/cues';
import { compileTerm, containsAny, tokenize, words } from './text';
import { triggerShape } from './trigger-shape';

const compileTerms = (terms: readonly string[]) => terms.map((term) => compileTerm(term));

/**
 * A sight that comes, a sound, another person's act and a reading of the body are kinds of their own (trigger-shape.ts;
 * an eighth clinician-minded review): none is handled, had near, done or gone to.
 */
export type TriggerKind = 'object' | 'place' | 'activity' | 'sensation' | 'person' | 'media' | 'event' | 'memory' | 'sight' | 'sound' | 'happening' | 'reading';

const SENSATION_VERBS = new Set([
  'feeling', 'feel', 'feels', 'smelling', 'smell', 'smells', 'hearing', 'tasting', 'taste', 'noticing', 'sensing',
]);
/** Sensation nouns that make the phrase a sensation wherever they stand ("a tight chest", "sticky hands feeling"). */
const SENSATION_NOUNS = new Set([
  'sensation', 'sensations', 'tingling', 'tingle', 'itch', 'itchy', 'itching', 'twinge', 'twinges', 'twitch', 'twitches',
  'palpitations', 'heartbeat', 'numbness', 'dizziness', 'nausea', 'ache', 'aches', 'pain', 'pains', 'headache', 'headaches',
  'breathless', 'breathlessness', 'sweating', 'sweaty', 'shaky', 'shaking', 'lightheaded',
  // Signs on or in one's own body, felt or seen ("any sore throat or rash", "a lump in my neck"): never a thing to
  // have near (a sixth clinician-minded review: "have it near you for 20 minutes: any sore throat or rash").
  'sore', 'rash', 'rashes', 'lump', 'lumps', 'cough', 'fever', 'cramp', 'cramps', 'bloating', 'symptom', 'symptoms',
  // A cut, a graze or a hangnail on one's own skin is let be when it comes, never sought: "seek it out on purpose: paper cuts
  // or hangnails" would ask for an injury (an eleventh clinician-minded review; docs/clinical.md §10).
  'cut', 'cuts', 'hangnail', 'hangnails', 'graze', 'grazes', 'wound', 'wounds', 'blister', 'blisters', 'scab', 'scabs', 'scratches',
]);
/** Breathing and heart sensations: never sought or stayed with on purpose (docs/clinical.md §9). */
const BREATH_OR_HEART = new Set([
  'breath', 'breathing', 'breathless', 'breathlessness', 'chest', 'heart', 'heartbeat', 'pulse', 'palpitations', 'racing',
  'pounding', 'choking', 'throat', 'dizzy', 'dizziness', 'faint', 'fainting', 'lightheaded',
]);
const BODY_STATES = new Set([
  'racing', 'pounding', 'tight', 'tightness', 'short', 'shortness', 'skipping', 'fluttering', 'closing', 'churning',
  'crawling', 'burning', 'sticky', 'dirty', 'greasy', 'thumping',
]);
const MEDIA = new Set([
  'news', 'tv', 'telly', 'television', 'programme', 'programmes', 'program', 'programs', 'show', 'shows', 'film', 'films',
  'movie', 'movies', 'documentary', 'documentaries', 'article', 'articles', 'story', 'stories', 'headline', 'headlines',
  'video', 'videos', 'youtube', 'tiktok', 'instagram', 'facebook', 'twitter', 'media', 'online', 'forums', 'forum', 'reddit', 'podcast', 'podcasts', 'book', 'books', 'novel', 'novels', 'song',
  'songs', 'music', 'lyrics', 'posts', 'post', 'reels', 'series', 'cartoon', 'cartoons', 'adverts', 'advert', 'ads',
  'reports', 'report', 'newspaper', 'newspapers', 'magazine', 'magazines', 'radio', 'trailer', 'trailers', 'scene', 'scenes',
  // Kinds of programme (a seventh clinician-minded review: "handle them: romcoms").
  // Not "soap", "drama" or "clip": a bar of soap, the drama at work and a hair clip are no programmes.
  'romcom', 'romcoms', 'sitcom', 'sitcoms', 'dramas', 'thrillers', 'episode', 'episodes', 'netflix', 'memes',
]);
const PEOPLE = new Set([
  'mother', 'mum', 'mom', 'mam', 'mummy', 'father', 'dad', 'daddy', 'parents', 'parent', 'sister', 'sisters', 'brother',
  'brothers', 'wife', 'husband', 'partner', 'boyfriend', 'girlfriend', 'fiance', 'fiancee', 'son', 'daughter', 'baby',
  'babies', 'nan', 'nana', 'gran', 'granny', 'grandma', 'grandad', 'grandpa', 'grandmother', 'grandfather', 'aunt',
  'auntie', 'uncle', 'cousin', 'cousins', 'niece', 'nephew', 'boss', 'manager', 'colleague', 'colleagues', 'coworker',
  'coworkers', 'friend', 'friends', 'flatmate', 'flatmates', 'housemate', 'housemates', 'roommate', 'neighbour',
  'neighbours', 'neighbor', 'neighbors', 'teacher', 'teachers', 'priest', 'imam', 'rabbi', 'pastor', 'vicar', 'people',
  'strangers', 'stranger', 'men', 'women', 'man', 'woman', 'kids', 'children', 'child', 'family', 'inlaws', 'ex',
  'customers', 'customer', 'patients', 'client', 'clients', 'guests', 'visitors', 'toddler', 'grandchildren', 'stepdad',
  'stepmum', 'stepmom', 'relatives', 'crowd', 'crowds',
  'grandkids', 'grandson', 'granddaughter', 'stepson', 'stepdaughter', 'godson', 'goddaughter', 'teenagers', 'toddlers',
  'roommates',
  // Said as people type them (issue 16, another person's act: "when my teenager uses the hob" read as a thing).
  'teenager', 'teen', 'teens', 'hubby', 'spouse', 'bf', 'gf', 'lodger',
]);
/**
 * People said in the plural, which people also type for "my nephew's" ("my nephews bike"): a person when they end the
 * phrase or what follows says what they do ("my nephews (5 and 8) coming round", a seventh clinician-minded review:
 * read as a thing, "Have it near you").
 */
const PEOPLE_PLURAL = new Set(['nephews', 'nieces', 'sons', 'daughters', 'boys', 'girls', 'twins', 'aunts', 'uncles', 'grandsons', 'granddaughters']);
const AFTER_PEOPLE = /^(?:\d+|coming|visiting|staying|playing|and|at|in|on|from|who|when|round|over|here)$/;
const PLACES = new Set([
  'bus', 'buses', 'train', 'trains', 'tube', 'tram', 'platform', 'station', 'temple', 'church', 'mosque', 'synagogue',
  'gurdwara', 'park', 'parks', 'gym', 'pool', 'supermarket', 'shop', 'shops', 'shopping', 'centre', 'center', 'mall',
  'office', 'work', 'school', 'nursery', 'hospital', 'surgery', 'clinic', 'ward', 'library', 'cafe', 'restaurant',
  'restaurants', 'pub', 'bar', 'cinema', 'theatre', 'toilets', 'toilet', 'loo', 'bathroom', 'kitchen', 'bedroom',
  'lounge', 'garden', 'street', 'streets', 'town', 'city', 'market', 'airport', 'plane', 'lift', 'elevator', 'stairs',
  'staircase', 'bridge', 'beach', 'playground', 'car', 'taxi', 'uber', 'room', 'rooms', 'house', 'home', 'flat', 'garage',
  'shed', 'attic', 'loft', 'basement', 'cellar', 'hall', 'corridor', 'laundrette', 'launderette', 'salon', 'hairdressers',
  'barbers', 'dentists', 'chemist', 'pharmacy', 'bank', 'queue', 'carpark', 'underground', 'subway', 'metro', 'museum',
  'zoo', 'farm', 'field', 'woods', 'forest', 'campus', 'classroom', 'canteen', 'changing', 'lobby', 'reception', 'gates', 'gate', 'play', 'ward', 'wards',
  'doorway', 'doorways', 'threshold', 'thresholds', 'hallway', 'hallways', 'entrance', 'entrances', 'porch', 'landing',
  'building', 'buildings', 'aisle', 'aisles', 'area', 'areas', 'store', 'stores', 'studio', 'darbar', 'confessional', 'restroom', 'restrooms', 'washroom', 'washrooms', 'stairwell',
  // Stops and roads, often said in the plural (an eighth clinician-minded review: "bus stops" read as a thing).
  'stop', 'lots', 'road', 'roundabout', 'motorway', 'junction', 'highway', 'freeway', 'intersection', 'crossroads', 'lot', 'carriageway',
]);
const MEDIA_VERBS = new Set(['watching', 'reading', 'listening', 'seeing', 'hearing', 'scrolling', 'browsing']);
const PLACE_PREPOSITIONS = new Set(['at', 'in', 'on', 'inside', 'into', 'near', 'to', 'under', 'behind', 'outside', 'beside']);
/** Things named by what they are for: "cleaning products", "the washing machine", "washing powder". */
const ING_COMPOUND_THINGS = new Set([
  'product', 'products', 'machine', 'machines', 'liquid', 'liquids', 'powder', 'powders', 'spray', 'sprays', 'fluid', 'fluids',
  'bottle', 'bottles', 'cloth', 'cloths', 'board', 'boards', 'kit', 'kits', 'line', 'basket', 'baskets', 'bag', 'bags',
]);
/**
 * Acts done to a place, never a kind of place: "climbing stairs at the office" is climbing, where "the waiting room" or
 * "changing rooms" are rooms (an eleventh clinician-minded review: "go there for 20 minutes: climbing stairs").
 */
const ACTS_ON_PLACES = new Set(['climbing', 'using', 'visiting', 'entering', 'crossing', 'going', 'walking', 'taking', 'riding', 'leaving', 'passing', 'driving']);
/** -ing words that are things or places, not activities. */
const NOT_GERUNDS = new Set([
  'thing', 'things', 'nothing', 'something', 'anything', 'everything', 'ceiling', 'evening', 'evenings', 'morning',
  'mornings', 'building', 'buildings', 'ring', 'rings', 'king', 'string', 'spring', 'wing', 'sibling', 'siblings',
  'wedding', 'weddings', 'clothing', 'bedding', 'railing', 'railings', 'meeting', 'meetings', 'painting', 'paintings',
  'pudding', 'during', 'ceilings', 'stockings', 'earrings', 'filling', 'fillings', 'icing', 'lightning', 'seasoning',
  'shopping', 'parking', 'boring', 'outing', 'outings', 'gathering', 'gatherings', 'ceiling',
]);
/** Routines named by when they happen: done, not touched ("bath time", "prayer times", "school run", "nappy changes"). */
const ROUTINE_HEADS = new Set(['time', 'times', 'run', 'routine', 'changes']);
/**
 * Times that come round once a year or so: "christmas time", "exam time" is an occasion, never a daily routine (an
 * eighth clinician-minded review).
 */
const OCCASIONS = new Set([
  'christmas', 'xmas', 'easter', 'exam', 'exams', 'holiday', 'holidays', 'birthday', 'birthdays', 'party', 'wedding',
  'diwali', 'eid', 'ramadan', 'hanukkah', 'thanksgiving', 'halloween', 'results', 'tax', 'appraisal', 'review',
]);
/** Where a head noun ends: "bath time with the baby" is bath time, "family barbecues with the kids there" barbecues. */
const HEAD_END = new Set(['with']);
/**
 * A rite a person says or does: done, never handled or "had near" ("morning nitnem", "salah times", "sukhmani sahib
 * paath"; issue 16, a clinician-minded review: "Daily for a week, leave the guilt: prayer times — have it near you").
 */
const RITES = new Set([
  'nitnem', 'paath', 'path', 'ardas', 'japji', 'simran', 'salah', 'salat', 'namaz', 'wudu', 'wuzu', 'ghusl', 'istinja', 'dua', 'duas',
  'dhikr', 'zikr', 'rosary', 'novena', 'shema', 'kaddish', 'mantra', 'mantras', 'aarti', 'arti', 'confession', 'kashering',
]);
const EVENTS = new Set([
  'day', 'days', 'night', 'nights', 'christmas', 'easter', 'birthday', 'birthdays', 'party', 'parties', 'wedding',
  'weddings', 'funeral', 'funerals', 'service', 'mass', 'meeting', 'meetings', 'exam', 'exams', 'interview', 'holiday',
  'holidays', 'lunch', 'dinner', 'breakfast', 'weekend', 'weekends', 'gathering', 'gatherings', 'appointment',
  'appointments', 'puja', 'prayers', 'visit', 'visits',
  // Gatherings named by what is eaten or done there (a seventh clinician-minded review: "family bbqs" read as a person).
  'bbq', 'bbqs', 'barbecue', 'barbecues', 'barbeque', 'barbeques', 'cookout', 'cookouts', 'picnic', 'picnics', 'reunion',
  'reunions', 'christening', 'christenings', 'baptism', 'baptisms', 'graduation', 'graduations', 'concert', 'concerts',
  'festival', 'festivals', 'sleepover', 'sleepovers', 'playdate', 'playdates',
  // Worship on a day: gone to, never "had near" (the tenth review's second reading: "Sunday worship at church: have it
  // near you on purpose today").
  'worship', 'jummah', 'jumuah', 'jumma', 'sermon', 'sermons', 'evensong', 'vespers', 'shabbat', 'sabbath', 'liturgy',
  // Times of day and of work: they come round, never "had near" (a twelfth clinician-minded reading: "quiet evenings —
  // have them near you on purpose").
  'evening', 'evenings', 'morning', 'mornings', 'afternoon', 'afternoons', 'moment', 'moments', 'shift', 'shifts', 'handover',
  'handovers',
  // A review at work comes on its date ("performance review in december").
  'review', 'reviews', 'appraisal', 'appraisals', 'audit', 'audits', 'inspection', 'inspections',
]);
const DETERMINERS = new Set(['the', 'a', 'an', 'my', 'your', 'his', 'her', 'their', 'our', 'some', 'any', 'other', 'public']);

/** The words before a clause that says when or why ("the bus after work" keeps "the bus"). */
function headWords(text: string): string[] {
  const all = words(text);
  const cut = all.findIndex((word, index) => index > 0 && ['when', 'because', 'if', 'from', 'after', 'before', 'while', 'since', 'cos', 'as'].includes(word));
  return cut > 0 ? all.slice(0, cut) : all;
}

/** Words before a person that still leave them the subject: "my best friend", "my little brother", "my ex boss". */
const PERSON_MODIFIERS = new Set([
  'best', 'old', 'older', 'oldest', 'little', 'younger', 'youngest', 'big', 'baby', 'step', 'late', 'close', 'ex', 'new',
  'great', 'grand', 'twin', 'dear', 'whole', 'own', 'friends', 'mums', 'moms', 'dads', 'partners', 'wifes', 'husbands', 'sisters', 'brothers',
]);
/** A verb saying what happened: "had", "was diagnosed", "died", "got ill", "passed away", "caught covid". */
const PAST_EVENT_VERB = /^(?:was|were|had|got|died|passed|caught|became|went|fell|broke|lost|nearly|almost|\w{2,}ed)$/;
const PAST_ADVERBS = new Set(['just', 'recently', 'once', 'also', 'suddenly', 'actually', 'then']);

/**
 * Something that happened to someone else ("my aunt had lymphoma", "my friend died in a crash", "she was
 * diagnosed"): another person as the subject, then a verb in the past. It is brought to mind, never a person to
 * spend time with or an event to go to (issue 16, natural wording: "my aunt had lymphoma — spend time with them").
 */
export function isPastEventOfOther(text: string): boolean {
  const all = words(text);
  let verbAt = -1;
  if (['he', 'she', 'they', 'someone', 'somebody'].includes(all[0] ?? '')) verbAt = 1;
  else {
    const person = all.findIndex((word, index) => index <= 4 && PEOPLE.has(word));
    const before = person > 0 ? all.slice(0, person) : [];
    if (person >= 0 && before.every((word) => DETERMINERS.has(word) || PERSON_MODIFIERS.has(word) || PEOPLE.has(word))) verbAt = person + 1;
  }
  if (verbAt < 0) return false;
  while (PAST_ADVERBS.has(all[verbAt] ?? '')) verbAt += 1;
  return PAST_EVENT_VERB.test(all[verbAt] ?? '');
}

/**
 * A fixed part of a building or the ground ("doorways", "the front door", "cracks in the pavement", "corners",
 * "floor tiles"): passed, stepped on or touched where it is, never moved, made uneven or let go (issue 16, natural
 * wording: "Leave it 'not right' for a week: doorways").
 */
const FIXTURES = new Set([
  'door', 'doors', 'doorway', 'doorways', 'doorframe', 'doorframes', 'threshold', 'thresholds', 'crack', 'cracks',
  'corner', 'corners', 'floor', 'floors', 'tile', 'tiles', 'floorboards', 'pavement', 'pavements', 'kerb', 'kerbs', 'curb',
  'curbs', 'wall', 'walls', 'window', 'windows', 'ceiling', 'ceilings', 'step', 'steps', 'stairs', 'staircase', 'lines',
  'gate', 'gates', 'drain', 'drains', 'manhole', 'manholes', 'paving', 'slabs',
]);
export function isFixture(text: string): boolean {
  // "clearing the fridge door" is something done, whatever it is done to.
  const kind = triggerKind(text);
  if (kind !== 'object' && kind !== 'place') return false;
  const all = headWords(text);
  // The head before any "in/by/of …": "cracks in the pavement" is cracks, "the shoes by the door" is shoes.
  const prep = all.findIndex((word, index) => index > 0 && (PLACE_PREPOSITIONS.has(word) || ['by', 'of', 'with', 'for'].includes(word)));
  const head = (prep > 0 ? all.slice(0, prep) : all).filter((word) => !DETERMINERS.has(word));
  return FIXTURES.has(head.at(-1) ?? '');
}

/** A word of the set, or the plural of one ("mosques", "churches", "libraries"): many places are still places. */
function hasWord(set: ReadonlySet<string>, word: string): boolean {
  if (set.has(word)) return true;
  if (word.length < 5 || !word.endsWith('s')) return false;
  return set.has(word.slice(0, -1)) || (word.endsWith('es') && set.has(word.slice(0, -2))) || (word.endsWith('ies') && set.has(`${word.slice(0, -3)}y`));
}

/** The head noun of a trigger: its last word before "at/in/on …" or "when/because …", determiners aside. */
function headNoun(text: string): string {
  const all = headWords(text);
  const prep = all.findIndex((word, index) => index > 0 && (PLACE_PREPOSITIONS.has(word) || ['by', 'of', 'with', 'for'].includes(word)));
  return (prep > 0 ? all.slice(0, prep) : all).filter((word) => !DETERMINERS.has(word)).at(-1) ?? '';
}

const IRREGULAR_PLURALS = new Set(['people', 'children', 'men', 'women', 'mice', 'teeth', 'feet', 'geese', 'kids', 'police', 'clothes', 'scissors', 'knives', 'trousers', 'jeans', 'glasses']);
/** Words ending in "s" that are one thing: "bus", "glass", "news", "lens", "virus", "series". */
const SINGULAR_S = /(?:ss|us|is|ics|news|series|lens|gas|atlas|canvas|bias|yes|species|mess|chess|physics|always|perhaps|christmas|diabetes|herpes|measles|rabies|mumps)$/;

/**
 * Whether a trigger names many of a thing ("cars", "door handles", "knives at work"): its step says "them", never "it"
 * (issue 16, natural wording: "cars — Have it near you").
 */
export function isPluralTrigger(text: string): boolean {
  const head = headNoun(text);
  if (head === '' || head.endsWith('ing')) return false;
  return IRREGULAR_PLURALS.has(head) || (head.length > 3 && head.endsWith('s') && !SINGULAR_S.test(head));
}

/** Vehicles: sat in or walked past, never handled or "had near" ("cars", "the bus", "ambulances"). */
const VEHICLES = new Set([
  'car', 'cars', 'van', 'vans', 'lorry', 'lorries', 'truck', 'trucks', 'taxi', 'taxis', 'cab', 'cabs', 'bus', 'buses', 'coach',
  'coaches', 'ambulance', 'ambulances', 'tractor', 'tractors', 'motorbike', 'motorbikes', 'motorcycle', 'motorcycles', 'lorrys',
]);
export function isVehicle(text: string): boolean {
  return VEHICLES.has(headNoun(text));
}

export function triggerKind(text: string): TriggerKind {
  // "my aunt had lymphoma": something that happened to someone, before any word in it is read as a person or a sensation.
  if (isPastEventOfOther(text)) return 'memory';
  const all = headWords(text);
  const content = all.filter((word) => !DETERMINERS.has(word));
  const first = content[0] ?? '';
  if (first === '') return 'object';
  const shape = triggerShape(text, (word) => PEOPLE.has(word) || PEOPLE_PLURAL.has(word));
  // A sight on one's own body ("noticing a lump") stays a sensation (below); a sound heard within is no sound (trigger-shape.ts).
  const onBody = all.some((word) => SENSATION_NOUNS.has(word) && word !== 'shaking');
  if (shape === 'reading' || (shape === 'happening' && !MEDIA.has(first))) return shape;
  // People seen on a screen ("couples on instagram") are watched: a programme's grammar, below.
  const onScreen = shape === 'sight' && !/ing$/.test(first) && all.some((word) => MEDIA.has(word));
  if (shape === 'sound' || (shape === 'sight' && !onBody && !onScreen)) return shape;
  // A chat or messages are opened and read; an anniversary is brought to mind (trigger-shape.ts).
  if (shape === 'message') return 'media';
  if (shape === 'anniversary') return 'memory';
  if (SENSATION_VERBS.has(first) || all.some((word) => SENSATION_NOUNS.has(word) && word !== 'shaking')) return 'sensation';
  // "my heart racing", "a tight chest", "being short of breath": a body state, whatever the word order.
  if (all.some((word) => ['heart', 'chest', 'breath', 'throat', 'stomach', 'skin'].includes(word)) && all.some((word) => BODY_STATES.has(word))) return 'sensation';
  // A rite is something done: "morning nitnem", "my rosary", "salah times".
  if (content.some((word) => RITES.has(word)) && !content.some((word) => PLACES.has(word))) return 'activity';
  // An -ing word naming a kind of place or thing is no activity: "the cleaning aisle", "the waiting room", "cleaning
  // products under the sink", "the washing machine".
  const headEnd = all.findIndex((word, index) => index > 0 && PLACE_PREPOSITIONS.has(word));
  const headContent = (headEnd > 0 ? all.slice(0, headEnd) : all).filter((word) => !DETERMINERS.has(word));
  if (headContent.length === 2 && first.endsWith('ing') && headContent[0] === first && all[all.indexOf(first) + 1] === headContent[1]) {
    if (PLACES.has(headContent[1] ?? '') && !ACTS_ON_PLACES.has(first)) return 'place';
    if (ING_COMPOUND_THINGS.has(headContent[1] ?? '')) return 'object';
  }
  const gerund = first.endsWith('ing') && first.length > 4 && !NOT_GERUNDS.has(first);
  // "watching horror films", "reading stories about abuse": media; "telling stories to friends": something done.
  if (all.some((word) => MEDIA.has(word)) && (!gerund || MEDIA_VERBS.has(first))) return 'media';
  if (gerund) return 'activity';
  // The head of the phrase, before "at/in/on/with …": "door handles at work" is handles (a thing), "the platform at
  // rush hour" is the platform (a place); the last word is the head ("toilet seats" are things, "public toilets" a
  // place, "my sisters house" a place, "family parties" an event).
  const prep = all.findIndex((word, index) => index > 0 && (PLACE_PREPOSITIONS.has(word) || HEAD_END.has(word)));
  // "school run time on the a38" is a routine, done; "christmas time" an occasion (an eighth clinician-minded review:
  // "Have it near you on purpose today: school run time").
  const routine = (prep > 0 ? all.slice(0, prep) : all).filter((word) => !DETERMINERS.has(word));
  if (routine.length >= 2 && ROUTINE_HEADS.has(routine.at(-1) ?? '')) return routine.some((word) => OCCASIONS.has(word)) ? 'event' : 'activity';
  const head = (prep > 0 ? all.slice(0, prep) : all).filter((word) => !DETERMINERS.has(word));
  if (hasWord(PLACES, head.at(-1) ?? '') || (PLACE_PREPOSITIONS.has(all[0] ?? '') && hasWord(PLACES, content.at(-1) ?? ''))) return 'place';
  if (EVENTS.has(head.at(-1) ?? '')) return 'event';
  // "my mother in law", "my boss", "people from work": a person is the head when it comes first.
  if (PEOPLE.has(first) || PEOPLE.has(head.at(-1) ?? '')) return 'person';
  if (PEOPLE_PLURAL.has(head.at(-1) ?? '') || (PEOPLE_PLURAL.has(first) && AFTER_PEOPLE.test(content[1] ?? ''))) return 'person';
  if (content.some((word) => EVENTS.has(word))) return 'event';
  return 'object';
}

/** A breathing or heart sensation (a racing heart, a tight chest): never met or stayed with on purpose (docs/clinical.md §9). */
export function isBreathOrHeartSensation(text: string): boolean {
  return triggerKind(text) === 'sensation' && words(text).some((word) => BREATH_OR_HEART.has(word));
}

const SACRAMENT_TERMS = compileTerms(SACRAMENTS);
const SACRED_TEXT_TERMS = compileTerms(SACRED_TEXTS);
const INFANT_SLEEP_TERMS = compileTerms(INFANT_SLEEP_PLACES);
const BRIEF_STAY_TERMS = compileTerms(BRIEF_STAY_PLACES);
const CHEMICAL_TERMS = compileTerms(CHEMICALS);

/** A chemical (bleach, weedkiller, cleaning products): never touched, smelled or taken in (docs/clinical.md §10). */
export function namesChemical(text: string): boolean {
  return containsAny(tokenize(text), CHEMICAL_TERMS);
}

/** A sacrament (communion, prasad): received as the faith asks, never handled (issue 16: "handle communion"). */
export function isSacrament(text: string): boolean {
  return containsAny(tokenize(text), SACRAMENT_TERMS);
}

/** A holy book (the Guru Granth Sahib, a gutka, the Quran): read from as the faith asks, never handled as a thing. */
export function isSacredText(text: string): boolean {
  return containsAny(tokenize(text), SACRED_TEXT_TERMS);
}

/** Places that are passed through, never stayed in. */
const PASSAGES = new Set(['doorway', 'doorways', 'threshold', 'thresholds', 'hallway', 'hallways', 'entrance', 'entrances', 'corridor', 'corridors']);

const SOFT_BEDDING_TERMS = compileTerms(SOFT_BEDDING);

/**
 * Soft bedding in an infant's sleep place, or an infant put down on the front or side ("the teddies in his cot",
 * "blankets around her in the crib"): against NHS and AAP safe-sleep advice, so never named by any step.
 */
export function namesUnsafeSleep(text: string): boolean {
  const tokens = tokenize(text);
  return containsAny(tokens, INFANT_SLEEP_TERMS) && containsAny(tokens, SOFT_BEDDING_TERMS);
}

/** Where a baby or toddler sleeps: never handled, arranged or made "uneven" (NHS and AAP safe-sleep advice). */
export function isInfantSleepPlace(text: string): boolean {
  return containsAny(tokenize(text), INFANT_SLEEP_TERMS);
}

/**
 * A place people pass through rather than stay in (a public toilet, a lift, a bins area), or using one: a few minutes,
 * repeated, never an hour (issue 16, a clinician-minded review: "an hour in a public toilet").
 */
export function isBriefStayPlace(text: string): boolean {
  const kind = triggerKind(text);
  if (kind !== 'place' && kind !== 'activity') return false;
  // A doorway, a threshold or a hallway is passed through in a moment (issue 16, natural wording).
  if (kind === 'place' && headWords(text).some((word) => PASSAGES.has(word))) return true;
  return containsAny(tokenize(headWords(text).join(' ')), BRIEF_STAY_TERMS);
}

/**
 * Those a person lives with, with whom an ordinary act at home may be arranged on purpose ("Ask your flatmate to move
 * three of your things"): never a stranger, a colleague or a passer-by, whose acts are only stayed with when they come
 * (issue 16, another person's act).
 */
const HOUSEHOLD = new Set([
  'partner', 'husband', 'wife', 'hubby', 'spouse', 'boyfriend', 'girlfriend', 'bf', 'gf', 'fiance', 'fiancee', 'flatmate',
  'flatmates', 'housemate', 'housemates', 'roommate', 'roommates', 'lodger', 'son', 'sons', 'daughter', 'daughters', 'kids',
  'children', 'teenager', 'teenagers', 'teen', 'teens', 'mum', 'mom', 'dad', 'parents', 'brother', 'sister', 'family',
]);
/**
 * Ordinary acts at home with things, which anyone may ask of those they live with: moving, touching, bringing in, sitting
 * on. Not leaving: "my dad leaving for his night shift" is no act to ask for (a tenth clinician-minded reading).
 */
const ARRANGEABLE_ACTS = new Set([
  'moving', 'moves', 'move', 'touching', 'touches', 'touch', 'bringing', 'brings', 'bring', 'sitting', 'sits', 'sit',
  'putting', 'puts', 'put', 'messing', 'messes', 'mess', 'using', 'uses', 'use', 'wearing', 'wears', 'borrowing', 'borrows',
  'tidying', 'tidies', 'rearranging', 'rearranges', 'handling', 'handles', 'eating', 'eats', 'walking', 'walks', 'coming',
  'comes', 'dropping', 'drops', 'stacking', 'stacks', 'hanging', 'hangs', 'lying', 'lies',
  'picking', 'picks', 'opening', 'opens', 'swapping', 'swaps', 'changing', 'changes', 'folding', 'folds',
]);
/**
 * What is never asked of anyone on purpose (docs/clinical.md §10): the body and bodily fluids, closeness, a child's
 * care, fire, sharp things, locks and security, medicine and driving. Such an act is only stayed with when it comes.
 */
const NEVER_ARRANGED = new Set([
  'me', 'myself', 'us', 'body', 'naked', 'kiss', 'kissing', 'sex', 'bath', 'bathing', 'shower', 'toilet', 'loo', 'nappy',
  'nappies', 'diaper', 'diapers', 'underwear', 'pants', 'knickers', 'sick', 'vomit', 'vomiting', 'blood', 'bleeding', 'spit',
  'cough', 'coughing', 'sneeze', 'sneezing', 'hob', 'oven', 'cooker', 'stove', 'gas', 'fire', 'candle', 'candles', 'lighter',
  'matches', 'knife', 'knives', 'blade', 'razor', 'lock', 'locks', 'locked', 'unlocked', 'unlock', 'door', 'doors', 'window',
  'windows', 'keys', 'car', 'drive', 'driving', 'pills', 'tablets', 'medicine', 'medication', 'meds', 'drink', 'drinking',
  'drunk', 'baby', 'babies', 'toddler', 'toddlers', 'ex',
]);
/** A few words that may stand between a person and their act: "my son jack bringing", "my flatmate always moving". */
const BEFORE_ACT = 3;

/** The words of another person's act after any "when" and the determiners: "when my kids mess…" → "kids mess…". */
function actWords(text: string): string[] {
  return words(text.replace(/['’]/g, '')).join(' ').replace(/^(?:when|whenever|every time|each time|any time)\s+/, '').split(' ').filter((word) => word !== '' && !DETERMINERS.has(word));
}

/**
 * Another person's act that may be arranged with them on purpose (issue 16, another person's act): someone the person
 * lives with doing an ordinary thing at home with things ("my son bringing his school bag into the kitchen", "when my
 * kids mess up the cushions"), never the body, closeness, fire, locks, medicine or a baby's care (NEVER_ARRANGED).
 */
export function isArrangeableAct(text: string): boolean {
  if (triggerKind(text) !== 'happening' || namesChemical(text)) return false;
  const all = actWords(text);
  if (!HOUSEHOLD.has(all[0] ?? '') || all.some((word) => NEVER_ARRANGED.has(word))) return false;
  const near = all.slice(1, 1 + BEFORE_ACT);
  // Leaving a thing somewhere ("leaving the cushions wonky") may be asked for; leaving for work or the house may not.
  const leavesThing = near.some((word, index) => /^leav(?:ing|es)$/.test(word) && !/^(?:for|to|home|house|work|early|late|school|without)$/.test(all[index + 2] ?? ''));
  return leavesThing || near.some((word) => ARRANGEABLE_ACTS.has(word));
}

/** Saying, telling or talking: "my colleague talking about her cancer", "when someone says they feel sick". */
const SAYING = new Set([
  'saying', 'says', 'said', 'talking', 'talks', 'telling', 'tells', 'mentioning', 'mentions', 'speaking', 'speaks',
  'complaining', 'complains', 'describing', 'describes', 'discussing', 'discusses', 'chatting', 'chats', 'asking', 'asks',
]);

/** Another person saying or talking about something: listened to, in the conversation (issue 16, another person's act). */
export function isSaidAct(text: string): boolean {
  return triggerKind(text) === 'happening' && actWords(text).slice(1, 1 + BEFORE_ACT).some((word) => SAYING.has(word));
}
