import { GRIEF, SEXUAL_THOUGHTS } from './library/cues';
import { compileTerm, containsAny, tokenize, words, type CompiledTerm, type Token } from './text';

/**
 * What the person's own words say about the one their fear is about, read from whole phrases
 * rather than single words (issue 16, a clinician's review at 5.5/10): who a harm thought is
 * about, which way an orientation or gender doubt runs, which faith's practice a scrupulous
 * ritual belongs to, and whether keeping things is grief for someone (a pet counts). Each reading
 * is a fact a template can need or avoid (a "reading cue", see `mentions` in person.ts), and some
 * fill keyword slots (keywords.ts). Nothing is guessed: with no clear reading, the neutral wording
 * of the library stays.
 */

/** A cue list a template lists in `needs` or `avoidWith`: true when the reading holds, never matched as words. */
export type ReadingCue = readonly [string];
const READING_PREFIX = '@reading:';
const cue = (fact: string): ReadingCue => [`${READING_PREFIX}${fact}`] as const;

export const HARM_TARGET_BABY = cue('harm-target-baby');
/** The person's own child past babyhood ("my son", "the kids"). */
export const HARM_TARGET_CHILD = cue('harm-target-child');
/** Any child, theirs or not, the baby included: never a knife, a platform or an adult's closeness step near them. */
export const HARM_TARGET_ANY_CHILD = cue('harm-target-any-child');
export const HARM_TARGET_ADULT = cue('harm-target-adult');
export const HARM_TARGET_PET = cue('harm-target-pet');
/** A fear of being gay, lesbian or bi (not a gender doubt): same-sex couples on screen fit it. */
export const FEARS_GAY = cue('fears-gay');
export const FEARS_STRAIGHT = cue('fears-straight');
export const FEARS_TRANS = cue('fears-trans');
export const FEARS_NOT_TRANS = cue('fears-not-trans');
/** A fear of being gay, lesbian, bi or trans: the steps among LGBTQ+ people and stories fit it. */
export const FEARS_LGBTQ = cue('fears-lgbtq');
/** An orientation or gender doubt whose feared direction is read (either way). */
export const ORIENTATION_DIRECTION_READ = cue('orientation-direction-read');
export const TRADITION_HINDU = cue('tradition-hindu');
export const TRADITION_MUSLIM = cue('tradition-muslim');
export const TRADITION_JEWISH = cue('tradition-jewish');
export const TRADITION_SIKH = cue('tradition-sikh');
export const TRADITION_CHRISTIAN = cue('tradition-christian');
export const TRADITION_BUDDHIST = cue('tradition-buddhist');
/** Any named faith tradition, read from its own words (puja, wudu, davening, confession...). */
export const TRADITION_ANY = cue('tradition-any');
/** Washing or bathing done for worship (wudu, before puja, before prayer): a purity ritual, not hygiene. */
export const RITUAL_WASHING = cue('ritual-washing');
/** Keeping someone's things as love for them, a person or a pet (docs/clinical.md §22: grief-sensitive). */
export const GRIEF_READ = cue('grief');

/** The fact a term of a cue list stands for, when it is a reading cue (it may be spread into a word list). */
export function readingFact(term: string): string | null {
  return term.startsWith(READING_PREFIX) ? term.slice(READING_PREFIX.length) : null;
}

const compile = (terms: readonly string[]): CompiledTerm[] => terms.map((term) => compileTerm(term));

// ── Who a harm thought is about ─────────────────────────────────────────────────────────────

/** Acts a harm thought fears doing to someone (docs/clinical.md §17: intrusive thoughts of harming others). */
const HARM_ACTS = compile([
  'stab*', 'knife', 'knives', 'kill*', 'murder*', 'hurt*', 'harm*', 'attack*', 'strangl*', 'chok*', 'smother*', 'suffocat*',
  'drown*', 'drop', 'dropping', 'dropped', 'throw', 'throwing', 'shake', 'shaking', 'hit', 'hitting', 'punch*', 'kick*',
  'slap*', 'push', 'pushing', 'shove*', 'poison*', 'snap', 'snapped', 'lose control', 'violen*', 'throttl*', 'scald*',
  'burn him', 'burn her', 'burn them', 'burn my', 'run over', 'squeez*',
]);
const ABOUT_ONESELF = compile(['myself', 'my self', 'my own life']);

type TargetGroup = 'baby' | 'child' | 'children' | 'adult' | 'pet';
interface TargetWord {
  term: CompiledTerm;
  group: TargetGroup;
  /** How an item names them, when the person said "my …" or "the …". */
  display: string;
}

const TARGET_WORDS: TargetWord[] = (
  [
    ['baby', 'baby', 'the baby'], ['babies', 'baby', 'the baby'], ['newborn*', 'baby', 'the baby'], ['infant*', 'baby', 'the baby'],
    ['son', 'child', 'your son'], ['daughter', 'child', 'your daughter'], ['toddler*', 'child', 'your toddler'],
    ['my kids', 'child', 'your kids'], ['my children', 'child', 'your children'], ['my child', 'child', 'your child'],
    ['our kids', 'child', 'your kids'], ['our children', 'child', 'your children'], ['the kids', 'child', 'the kids'],
    ['stepson*', 'child', 'your stepson'], ['stepdaughter*', 'child', 'your stepdaughter'],
    ['child', 'children', 'a child'], ['children', 'children', 'children'], ['kid', 'children', 'a child'], ['kids', 'children', 'children'],
    ['nephew*', 'children', 'your nephew'], ['niece*', 'children', 'your niece'],
    ['wife', 'adult', 'your wife'], ['husband', 'adult', 'your husband'], ['partner', 'adult', 'your partner'],
    ['boyfriend', 'adult', 'your boyfriend'], ['girlfriend', 'adult', 'your girlfriend'], ['fianc*', 'adult', 'your fiancé(e)'],
    ['mum', 'adult', 'your mum'], ['mom', 'adult', 'your mom'], ['mother', 'adult', 'your mother'], ['dad', 'adult', 'your dad'],
    ['father', 'adult', 'your father'], ['parents', 'adult', 'your parents'], ['family', 'adult', 'your family'], ['sister', 'adult', 'your sister'],
    ['brother', 'adult', 'your brother'], ['nan', 'adult', 'your nan'], ['gran', 'adult', 'your gran'], ['grandma', 'adult', 'your grandma'],
    ['grandad', 'adult', 'your grandad'], ['grandpa', 'adult', 'your grandpa'], ['flatmate*', 'adult', 'your flatmate'],
    ['roommate*', 'adult', 'your roommate'], ['housemate*', 'adult', 'your housemate'], ['friend', 'adult', 'a friend'],
    ['best friend', 'adult', 'your best friend'], ['colleague*', 'adult', 'a colleague'], ['coworker*', 'adult', 'a colleague'],
    ['co worker*', 'adult', 'a colleague'], ['boss', 'adult', 'your boss'], ['stranger*', 'adult', 'a stranger'],
    ['dog', 'pet', 'your dog'], ['dogs', 'pet', 'your dog'], ['puppy', 'pet', 'your puppy'], ['cat', 'pet', 'your cat'],
    ['cats', 'pet', 'your cat'], ['kitten', 'pet', 'your kitten'], ['pet', 'pet', 'your pet'], ['rabbit', 'pet', 'your rabbit'],
  ] as const
).map(([term, group, display]) => ({ term: compileTerm(term), group, display }));
const SEXUAL_TERMS = compile(SEXUAL_THOUGHTS);

export interface HarmTarget {
  group: TargetGroup;
  /** "the baby", "your son", "your wife", "a stranger": the person's own word, in the item's voice. */
  display: string;
}

/** Where in the tokens a target word stands, with the group it reads as. */
function targetsIn(tokens: Token[]): Array<{ group: TargetGroup; display: string; at: number }> {
  const found: Array<{ group: TargetGroup; display: string; at: number }> = [];
  const taken = new Set<number>();
  // Longer terms first, so "my kids" is one match rather than "kids".
  const ordered = [...TARGET_WORDS].sort((a, b) => b.term.parts.length - a.term.parts.length);
  for (const word of ordered) {
    for (let start = 0; start < tokens.length; start += 1) {
      if (taken.has(start) || !containsAny(tokens.slice(start, start + word.term.parts.length), [word.term])) continue;
      const end = start + word.term.parts.length;
      for (let index = start; index < end; index += 1) taken.add(index);
      const before = tokens[start - 1]?.raw ?? '';
      // "The baby" stays "the baby"; "my son" becomes "your son"; a bare "son" is still theirs.
      const display = word.group === 'baby' && ['my', 'our'].includes(before) ? 'your baby' : word.display;
      const group = word.group === 'children' && ['my', 'our'].includes(before) && !/nephew|niece/.test(word.display) ? 'child' : word.group;
      found.push({ group, display: group === 'child' && word.group === 'children' ? `your ${tokens[start]?.raw === 'kid' || tokens[start]?.raw === 'child' ? 'child' : 'children'}` : display, at: start });
    }
  }
  return found.sort((a, b) => a.at - b.at);
}

/**
 * Who a harm thought is about: the person named in a phrase that also names a feared act of harm
 * ("what if i drop the baby down the stairs", "thoughts of smothering my son"), obsessions first,
 * then rituals ("not being alone with him" names no one). A baby outranks an older child, a child
 * an adult, since the steps for them differ most (docs/clinical.md §10, §11). Never read beside
 * sexual wording (a child there is POCD, whose library keeps to shared places), and never for a
 * thought about harming oneself.
 */
export function readHarmTarget(obsessions: readonly string[], compulsions: readonly string[]): HarmTarget | null {
  const all = [...obsessions, ...compulsions].map((text) => tokenize(text));
  const sexual = all.some((tokens) => containsAny(tokens, SEXUAL_TERMS));
  const candidates: Array<{ group: TargetGroup; display: string }> = [];
  for (const tokens of all) {
    if (!containsAny(tokens, HARM_ACTS) || containsAny(tokens, ABOUT_ONESELF)) continue;
    candidates.push(...targetsIn(tokens));
  }
  const rank: TargetGroup[] = ['baby', 'child', 'children', 'adult', 'pet'];
  const usable = candidates.filter((candidate) => !(sexual && ['baby', 'child', 'children'].includes(candidate.group)));
  usable.sort((a, b) => rank.indexOf(a.group) - rank.indexOf(b.group));
  const first = usable[0];
  if (!first) return null;
  // "The baby" and "my son" in the same list are one child: the baby's steps, in the word used first.
  return { group: first.group, display: first.display };
}

/** The other adult at home, for "with your wife in the room" (the partner words the person used). */
const PARTNER_WORDS = compile(['wife', 'husband', 'partner', 'boyfriend', 'girlfriend', 'fianc*']);
export function readCoParent(texts: readonly string[]): string | null {
  for (const text of texts) {
    for (const word of words(text)) {
      const tokens = tokenize(word);
      if (containsAny(tokens, PARTNER_WORDS)) return word.startsWith('fianc') ? 'your fiancé(e)' : `your ${word}`;
    }
  }
  return null;
}

// ── Which way an orientation or gender doubt runs ───────────────────────────────────────────

const FEAR_LEAD = String.raw`(?:afraid|scared|terrified|worried|worry|fear|fearing|panic|what if|doubt|maybe|might|could|wonder|convinced|paranoid|obsess\w*)`;
const BE = String.raw`(?:i\s?a?m|im|i\s+might\s+be|i\s+could\s+be|i\s+may\s+be|i\s+really\s+am|im\s+really|i\s+was|ive\s+been|i\s+have\s+been|i\s+will\s+be|ill\s+be|i\s+secretly\s+am|i\s+turn(?:ed|ing)?(?:\s+out)?(?:\s+to\s+be)?|turning|becoming|am\s+i)`;
const ADV = String.raw`(?:\s+(?:actually|really|secretly|deep\s+down|truly|just|only|still|not|becoming|turning))*`;
const GAY = String.raw`(?:gay|lesbian|bi|bisexual|homosexual|queer|into\s+(?:men|guys|women|girls)\s+too|attracted\s+to\s+(?:the\s+)?same\s+sex)`;
const STRAIGHT = String.raw`(?:straight|heterosexual|hetero)`;
const TRANS = String.raw`(?:trans|transgender|non\s?binary|nonbinary|(?:born\s+)?(?:in\s+)?the\s+wrong\s+(?:gender|body)|a\s+(?:man|woman|boy|girl)\s+deep\s+down)`;

const NOT_REALLY_GAY = new RegExp(String.raw`\b(?:not|never\s+(?:really|actually)?\s*been|arent|isnt)\s+(?:really\s+|actually\s+|truly\s+)?${GAY}\b|\blying\s+to\s+myself\s+about\s+being\s+${GAY}\b|\bfak(?:e|ing)\s+being\s+${GAY}\b|\bpretend\w*\s+to\s+be\s+${GAY}\b`);
const NOT_REALLY_TRANS = new RegExp(String.raw`\b(?:not|never)\s+(?:really\s+|actually\s+|truly\s+)?(?:trans|transgender|non\s?binary|nonbinary)\b|\blying\s+to\s+myself\s+about\s+being\s+(?:trans|transgender|non\s?binary|nonbinary)\b|\bfak(?:e|ing)\s+being\s+(?:trans|transgender)\b|\bregret\w*\s+(?:my\s+)?transition\w*|\bdetransition\w*`);

function normalised(text: string): string {
  return words(text).join(' ');
}

export interface OrientationFear {
  /** The person's own word for the feared identity ("gay", "lesbian", "bi"), when they fear being it. */
  gayWord?: string;
  gay: boolean;
  straight: boolean;
  trans: boolean;
  notTrans: boolean;
}

/**
 * The feared direction of an orientation or gender-identity doubt, from the person's words:
 * "afraid im actually straight and have been lying to myself about being gay" fears being straight;
 * "what if i'm secretly gay" fears being gay; "what if im not really trans" fears not being trans.
 * Both ways at once, or neither, leaves the neutral wording (issue 16: LGBTQ+ venues for a person
 * who fears being straight).
 */
export function readOrientationFear(texts: readonly string[]): OrientationFear {
  const fear: OrientationFear = { gay: false, straight: false, trans: false, notTrans: false };
  for (const raw of texts) {
    const text = normalised(raw);
    const notGay = NOT_REALLY_GAY.test(text);
    const notTrans = NOT_REALLY_TRANS.test(text);
    if (notGay || new RegExp(String.raw`\b${FEAR_LEAD}\b.{0,30}\b${BE}${ADV}\s+${STRAIGHT}\b`).test(text)) fear.straight = true;
    else {
      const gay = new RegExp(String.raw`\b(?:${FEAR_LEAD}\b.{0,30}\b${BE}|am\s+i)${ADV}(?:\s+an?)?\s+(${GAY})\b`).exec(text);
      if (gay && !new RegExp(String.raw`\bnot\s+${GAY}\b`).test(text)) {
        fear.gay = true;
        const word = gay[1] ?? '';
        if (/^(?:gay|lesbian|bi|bisexual|queer)$/.test(word)) fear.gayWord ??= word;
      }
    }
    if (notTrans) fear.notTrans = true;
    else if (new RegExp(String.raw`\b(?:${FEAR_LEAD}\b.{0,30}\b${BE}|am\s+i)${ADV}\s+${TRANS}\b`).test(text)) fear.trans = true;
  }
  return fear;
}

// ── Which faith a scrupulous ritual belongs to ──────────────────────────────────────────────

export type Tradition = 'hindu' | 'muslim' | 'jewish' | 'sikh' | 'christian' | 'buddhist';

/** Words that belong to one tradition's practice (docs/clinical.md §9: the person's own tradition, in its words). */
const TRADITION_WORDS: ReadonlyArray<readonly [Tradition, readonly string[]]> = [
  ['hindu', ['hindu*', 'puja', 'pooja', 'poojas', 'pujas', 'mantra*', 'aarti', 'arti', 'mandir', 'bhagwan', 'krishna', 'shiva', 'ganesh*', 'ganpati', 'durga', 'lakshmi', 'hanuman', 'rama', 'vishnu', 'prasad', 'diya', 'ashuddh', 'sutak', 'gita', 'vrat', 'ganga', 'tilak', 'murti*', 'deity', 'deities']],
  ['muslim', ['muslim*', 'islam*', 'wudu', 'wuzu', 'salah', 'salat', 'namaz', 'najis', 'najas*', 'haram', 'allah', 'quran', 'koran', 'mosque', 'masjid', 'ghusl', 'imam', 'dua', 'duas', 'astaghfirullah', 'ramadan', 'prophet', 'waswas*', 'tawbah', 'istighfar', 'kufr', 'shirk', 'sheikh*']],
  ['jewish', ['jewish', 'jew', 'kashrut', 'kosher', 'treif', 'treyf', 'shabbat', 'shabbos', 'tefillin', 'daven*', 'rabbi*', 'synagogue*', 'shul', 'torah', 'mitzv*', 'halach*', 'halak*', 'mezuzah', 'netilat*', 'siddur', 'yom kippur', 'meat and milk', 'milk and meat', 'fleishig', 'milchig', 'mikveh', 'shema']],
  ['sikh', [
    'sikh*', 'gurdwara*', 'gurudwara*', 'waheguru', 'guru granth', 'granth sahib', 'nitnem', 'japji', 'amrit*', 'ardas', 'paath', 'path sahib', 'kesh',
    'keski', 'kirpan', 'gurbani', 'bani', 'simran', 'gutka*', 'hukamnama', 'granthi', 'kirtan', 'sukhmani', 'rehras', 'beadbi', 'langar', 'khalsa',
  ]],
  ['christian', ['christian*', 'catholic*', 'go to confession', 'going to confession', 'confessional', 'communion', 'rosary', 'mass', 'church', 'jesus', 'christ', 'priest', 'pastor', 'vicar', 'bible', 'holy spirit', 'hail mary', 'eucharist', 'sacrament*', 'cross myself', 'crossing myself', 'mortal sin', 'venial', 'lent', 'baptis*', 'orthodox church', 'chapel']],
  ['buddhist', ['buddha*', 'buddhis*', 'dharma', 'dhamma', 'sangha', 'precept*', 'monk*', 'nun', 'stupa', 'sutra*', 'bodhisattva', 'nirvana']],
];
/** Every tradition's own words, for templates offered to any person of faith. */
export const TRADITION_TERMS: readonly string[] = TRADITION_WORDS.flatMap(([, terms]) => terms);
const COMPILED_TRADITIONS = TRADITION_WORDS.map(([tradition, terms]) => [tradition, compile(terms)] as const);

/**
 * The tradition whose words the person uses most (ties go to the first listed); null when none
 * is named. "Temple", "shrine", "God" or "prayer" alone name no tradition.
 */
export function readTradition(texts: readonly string[]): Tradition | null {
  const tokens = texts.map((text) => tokenize(text));
  let best: Tradition | null = null;
  let bestCount = 0;
  for (const [tradition, terms] of COMPILED_TRADITIONS) {
    const count = terms.filter((term) => tokens.some((own) => containsAny(own, [term]))).length;
    if (count > bestCount) {
      best = tradition;
      bestCount = count;
    }
  }
  return best;
}

const WASH = String.raw`(?:wash\w*|bath\w*|rins\w*|clean\w*|purif\w*|shower\w*)`;
const WORSHIP = String.raw`(?:puja|pooja|prayer\w*|pray\w*|salah|salat|namaz|temple|mandir|shrine|mass|communion|daven\w*|shul|synagogue|gurdwara|mosque|church|quran|koran|torah|worship\w*|path|paath|nitnem|aarti|ardas|bani|gurbani|gutka|guru granth|granth sahib|hukamnama|kirtan|sukhmani|japji|rehras|scripture|holy book)`;
const RITUAL_WASH_WORDS = compile(['wudu', 'wuzu', 'ablution*', 'ghusl', 'netilat*', 'ritual wash*', 'mikveh', 'ishnaan', 'snan']);
const RITUAL_WASH_PHRASE = new RegExp(String.raw`\b${WASH}\b(?:\s+\w+){0,6}?\s+(?:before|for|after|to\s+do|then)\s+(?:\w+\s+){0,3}${WORSHIP}\b`);

/** Washing for worship: wudu, "washing again and again before puja", "bathing before the temple". */
export function readsRitualWashing(texts: readonly string[]): boolean {
  return texts.some((text) => containsAny(tokenize(text), RITUAL_WASH_WORDS) || RITUAL_WASH_PHRASE.test(normalised(text)));
}

/** A fear of having wronged the faith: disrespect, sin, a broken vow, punishment, sacrilege (beadbi). */
const DISRESPECT = compile([
  'disrespect*', 'dishonour*', 'dishonor*', 'insult*', 'offend*', 'sin', 'sins', 'sinned', 'sinful', 'blasphem*', 'sacrileg*',
  'beadbi', 'broke my vow*', 'broken my vow*', 'break my vow*', 'broke my amrit', 'punish*', 'forgiv*', 'haram', 'kufr', 'shirk',
]);
/** A fear of dirt or illness: contamination proper (themes.ts has its own list; these are the words that say it). */
const GERMS = compile(['germ*', 'bacteri*', 'virus*', 'infect*', 'dirt', 'dirty', 'filth*', 'disease*', 'ill', 'illness', 'sick', 'contamin*', 'disinfect*']);

/**
 * A fear of disrespect or sin within a named tradition, with no word for germs or dirt: the person's washing before
 * scripture or prayer is then scrupulosity, never contamination (docs/clinical.md §7, §9; issue 16, the seventh
 * clinician-minded review, cause 3: a Sikh intake got germ steps). Needs the tradition's own words (decision 042).
 */
export function readsFaithDisrespect(texts: readonly string[]): boolean {
  if (readTradition(texts) === null) return false;
  const tokens = texts.map((text) => tokenize(text));
  return tokens.some((own) => containsAny(own, DISRESPECT)) && !tokens.some((own) => containsAny(own, GERMS));
}

// ── Keeping things out of love ─────────────────────────────────────────────────────────────

const GRIEF_TERMS = compile(GRIEF);
/** "It means i didnt love him": letting go read as a betrayal of someone loved, a person or a pet. */
const LOVE_IN_LETTING_GO = compile([
  'didnt love', 'did not love', 'dont love', 'never loved', 'stop loving', 'stopped loving', 'forget him', 'forget her',
  'forgetting him', 'forgetting her', 'miss him', 'miss her', 'betray*', 'disrespect*',
]);
const THEIR_THINGS = compile([
  'of his', 'of hers', 'his old', 'her old', 'his things', 'her things', 'their things', 'his stuff', 'her stuff',
  'his toys', 'her toys', 'his blanket', 'her blanket', 'his lead', 'her lead', 'his collar', 'her collar', 'his bowl', 'her bowl',
  'his bed', 'her bed', 'his clothes', 'her clothes', 'my dogs', 'my cats', 'anything of',
]);

/**
 * Whether keeping things is grief: the words for a death (cues.ts GRIEF), or letting their things
 * go read as not having loved them ("if i throw away anything of my dogs it means i didnt love
 * him; keeping his old blanket"). A pet counts as a person (issue 16).
 */
export function readsGrief(texts: readonly string[]): boolean {
  const tokens = texts.map((text) => tokenize(text));
  if (tokens.some((own) => containsAny(own, GRIEF_TERMS))) return true;
  return tokens.some((own) => containsAny(own, LOVE_IN_LETTING_GO)) && tokens.some((own) => containsAny(own, THEIR_THINGS));
}

// ── All readings for a person ──────────────────────────────────────────────────────────────

export interface Readings {
  facts: Set<string>;
  harmTarget: HarmTarget | null;
  coParent: string | null;
  orientation: OrientationFear;
  tradition: Tradition | null;
}

export function readPerson(input: { obsessions: readonly string[]; compulsions: readonly string[]; triggers: readonly string[] }): Readings {
  const texts = [...input.obsessions, ...input.compulsions, ...input.triggers];
  const facts = new Set<string>();
  const add = (reading: ReadingCue) => facts.add(readingFact(reading[0]) ?? '');
  const harmTarget = readHarmTarget(input.obsessions, input.compulsions);
  if (harmTarget?.group === 'baby') add(HARM_TARGET_BABY);
  if (harmTarget?.group === 'child') add(HARM_TARGET_CHILD);
  if (harmTarget && ['baby', 'child', 'children'].includes(harmTarget.group)) add(HARM_TARGET_ANY_CHILD);
  if (harmTarget?.group === 'adult') add(HARM_TARGET_ADULT);
  if (harmTarget?.group === 'pet') add(HARM_TARGET_PET);
  const orientation = readOrientationFear([...input.obsessions, ...input.compulsions]);
  // One direction only: a person who fears both ways keeps the neutral wording.
  if (orientation.gay !== orientation.straight) add(orientation.gay ? FEARS_GAY : FEARS_STRAIGHT);
  if (orientation.trans !== orientation.notTrans) add(orientation.trans ? FEARS_TRANS : FEARS_NOT_TRANS);
  if (orientation.gay !== orientation.straight || orientation.trans !== orientation.notTrans) add(ORIENTATION_DIRECTION_READ);
  if ((orientation.gay && !orientation.straight) || (orientation.trans && !orientation.notTrans)) add(FEARS_LGBTQ);
  const tradition = readTradition(texts);
  if (tradition) {
    add(TRADITION_ANY);
    add(cue(`tradition-${tradition}`));
  }
  if (readsRitualWashing(texts)) add(RITUAL_WASHING);
  if (readsGrief(texts)) add(GRIEF_READ);
  return { facts, harmTarget, coParent: readCoParent(texts), orientation, tradition };
}
