import { compileTerm, containsAny, tokenize, type CompiledTerm, type Token } from './text';

/**
 * What kind of ritual a text names, so an item holds back the compulsion its step provokes
 * (docs/clinical.md §5 "Pair each item with the compulsion it provokes, inside the sentence"). A
 * clinician's review of the offline ladders (issue 16) found touching steps that said "do not check
 * the stove" and a photo of a partner with "do not text her": the person's ritual shared the theme
 * but not the act. A ritual is read two ways: what is done (washing, checking, asking…) and what it
 * is done to (the body, the home, one's feelings…). Two texts are of a kind when neither reading
 * disagrees.
 */
const ACTS: Readonly<Record<string, readonly string[]>> = {
  washing: ['wash*', 'wudu', 'wuzu', 'ablution*', 'ghusl', 'clean*', 'wipe', 'wipes', 'wiping', 'wiped', 'scrub*', 'saniti*', 'gel', 'shower*', 'disinfect*', 'bleach*', 'soap*', 'antibac*', 'change clothes', 'changing clothes', 'glove*', 'rins*', 'hand gel'],
  checking: ['check*', 'recheck*', 'go back', 'going back', 'went back', 'look back', 'retrac*', 'test*', 'measur*', 'photo*', 'photograph*', 'feel for', 'feeling my', 'feel my', 'scan*', 'press*', 'swallow*', 'watch yourself', 'watching'],
  asking: ['ask*', 'text*', 'messag*', 'call*', 'calling', 'phoning', 'reassur*', 'confess*', 'tell*', 'apolog*', 'hint*'],
  searching: ['googl*', 'search*', 'research*', 'look up', 'looking up', 'forum*', 'quiz*', 'read about', 'reading about'],
  reviewing: ['replay*', 'review*', 'go over', 'going over', 'in my head', 'in your head', 'analys*', 'analyz*', 'rumin*', 'compar*', 'reconstruct*', 'work out', 'work it out', 'think*', 'argu*'],
  evening: ['line up', 'lining up', 'lined up', 'straighten*', 'even', 'evening up', 'arrang*', 'rearrang*', 'tap', 'taps', 'tapping', 'count*', 'redo*', 'until it feels', 'just right', 'put back', 'putting back', 'symmetr*', 'even number*', 'odd number*'],
  neutralising: ['cancel*', 'neutrali*', 'undo*', 'good image', 'phrase', 'but i would never', 'i would never', 'pray*', 'prayer*', 'wudu', 'salah', 'cross myself', 'restart*', 'repeat*', 'start over', 'starting over'],
  keeping: ['keep', 'keeping', 'kept', 'sav*', 'rescu*', 'take back', 'taking back', 'hoard*'],
  acquiring: ['buy*', 'bought', 'pick up', 'picking up', 'collect*', 'acquir*'],
  avoiding: ['avoid*', 'hide', 'hiding', 'hid', 'stay away', 'keep away', 'keep my distance', 'keep your distance', 'turn away', 'leave early', 'leaving early'],
};

// "straighteners*" by its letters: its stem is "straighten", the evening act ("straightening the cushions" named no
// appliance; an eighth clinician-minded review).
const OBJECTS: Readonly<Record<string, readonly string[]>> = {
  body: ['body', 'pulse', 'lump*', 'neck', 'throat', 'skin', 'mole', 'moles', 'heart*', 'temperature', 'balance', 'reaction*', 'arous*', 'groin', 'symptom*', 'breath*', 'smartwatch', 'glands', 'breast*', 'pale', 'blood pressure'],
  feelings: ['feeling', 'feelings', 'love', 'loves', 'attract*', 'spark', 'chemistry', 'my mind', 'your mind'],
  home: ['lock', 'locks', 'locked', 'locking', 'door*', 'stove', 'oven', 'hob', 'cooker', 'applianc*', 'plug*', 'unplug*', 'switch*', 'socket*', 'window*', 'iron', 'straighteners*', 'car', 'gas', 'lights'],
  hands: ['hand', 'hands', 'phone*', 'keys', 'clothes', 'surface*', 'seat', 'fingers'],
  papers: ['receipt*', 'bag', 'bags', 'bin', 'bins', 'letter*', 'paper*', 'envelope*', 'email*', 'card', 'cards', 'voicemail*', 'jar', 'jars', 'box', 'boxes'],
};

type Families = Map<string, CompiledTerm[]>;
const compile = (table: Readonly<Record<string, readonly string[]>>): Families =>
  new Map(Object.entries(table).map(([name, terms]) => [name, terms.map((term) => compileTerm(term))]));
const ACT_TERMS = compile(ACTS);
const OBJECT_TERMS = compile(OBJECTS);

export interface RitualKind {
  acts: Set<string>;
  objects: Set<string>;
}

function namesIn(tokens: Token[], families: Families): Set<string> {
  return new Set([...families].filter(([, terms]) => containsAny(tokens, terms)).map(([name]) => name));
}

/**
 * The act a ritual leads with: "texting her … to check she still loves me" is asking, whatever it
 * asks for. The earliest act in the words decides; a ritual naming none has no act.
 */
function leadingActs(tokens: Token[]): Set<string> {
  // "redo wudu", "repeat my washing": the act redone is what the ritual does (the tenth review's second reading).
  const redone = /^(?:redo\w*|re-do\w*|repeat\w*)$/.test(tokens[0]?.raw ?? '') ? namesIn(tokens.slice(1, 3), ACT_TERMS) : new Set<string>();
  if (redone.size) return redone;
  for (let end = 1; end <= tokens.length; end += 1) {
    const head = tokens.slice(0, end);
    const found = namesIn(head, ACT_TERMS);
    if (found.size) return found;
  }
  return new Set();
}

const kindCache = new Map<string, RitualKind>();
/** The acts and objects a text names ("checking the car is locked": checking, the home). */
export function ritualKind(text: string): RitualKind {
  let kind = kindCache.get(text);
  if (!kind) {
    const tokens = tokenize(text);
    kind = { acts: namesIn(tokens, ACT_TERMS), objects: namesIn(tokens, OBJECT_TERMS) };
    if (kindCache.size > 10_000) kindCache.clear();
    kindCache.set(text, kind);
  }
  return kind;
}

function disagree(a: Set<string>, b: Set<string>): boolean {
  return a.size > 0 && b.size > 0 && ![...a].some((name) => b.has(name));
}

/**
 * Whether the person's ritual is the kind the item holds back: no act and no object of it
 * contradicts what the item names. A ritual that names neither is left to word overlap.
 */
export function sameKind(ritual: string, item: string): boolean {
  const own = ritualKind(ritual);
  const wanted = ritualKind(item);
  const acts = leadingActs(tokenize(ritual));
  // Avoiding is what every exposure step undoes: only what is avoided can disagree.
  if (acts.has('avoiding')) return !disagree(own.objects, wanted.objects);
  return !disagree(acts, wanted.acts) && !disagree(own.objects, wanted.objects);
}

/**
 * Whether the ritual leads with keeping ("keeping every birthday card she wrote on"): the step of
 * letting go is already its exposure, and "do not keep every card she wrote on" read to a bereaved
 * person is an order, not a rule of practice (issue 16, a clinician's review).
 */
export function leadsWithKeeping(ritual: string): boolean {
  return leadingActs(tokenize(ritual)).has('keeping');
}

/**
 * Whether the ritual leads with asking someone ("asking my wife if she locked the door", "texting him to check he is ok"):
 * the reassurance is the compulsion, whatever it is about (docs/clinical.md §5).
 */
export function leadsWithAsking(ritual: string): boolean {
  return leadingActs(tokenize(ritual)).has('asking');
}

/** Whether a text names an asking act ("A week without asking friends…", "…no reassurance"). */
export function namesAsking(text: string): boolean {
  return ritualKind(text).acts.has('asking');
}

/** Whether the ritual leads with avoiding ("avoiding stairs and running for the bus"). */
export function leadsWithAvoiding(ritual: string): boolean {
  return leadingActs(tokenize(ritual)).has('avoiding');
}

/** Whether the text names a ritual of any kind the engine can read. */
export function namesKind(text: string): boolean {
  const kind = ritualKind(text);
  return kind.acts.size > 0 || kind.objects.size > 0;
}

/**
 * Things an avoidance may be about, in families: "avoiding knives" is about the scissors too, "avoiding cooking"
 * about the hob, "avoiding being near kids" about a nephew (issue 16, the seventh clinician-minded review, cause 2).
 */
const AVOIDED_FAMILIES = compile({
  ...OBJECTS,
  sharp: ['knife', 'knives', 'scissors', 'blade*', 'sharp*', 'razor*'],
  cooking: ['cook*', 'hob', 'hobs', 'stove*', 'oven*', 'cooker*', 'kitchen*'],
  children: [
    'kid', 'kids', 'child', 'children', 'nephew*', 'niece*', 'baby', 'babies', 'toddler*', 'son', 'sons', 'daughter*', 'babysit*', 'school*',
    'nursery', 'family', 'families', 'sister*', 'brother*', 'cousin*',
  ],
  crowds: ['crowd*', 'train*', 'bus', 'buses', 'public', 'stranger*', 'people', 'tube', 'tram*'],
});
/** "avoiding", "hiding", "staying away from": the lead an avoidance's object follows. */
const AVOIDING_LEAD = /^(?:i\s+)?(?:\w+ly\s+)?(?:avoid\w*|hid(?:e|es|ing)|hid|stay(?:s|ing)? away from|keep(?:s|ing)? away from|keep(?:s|ing)? (?:my|your) distance from|turn(?:s|ing)? away from)\s+/i;

/**
 * Where an avoidance's own clause ends: a second clause ("…, wait til my husband is home", "…, my wife does it"), its
 * reason ("… cos of germs", "… in case i vomit") or who does it instead ("… and make my brother do it"). What follows
 * is the person's account of the avoidance, never part of a step's instruction.
 */
const AVOIDANCE_END =
  /\s*(?:[,;(]|\s[-–]\s)|\s+(?:so|so that|in case|incase|because|cause|cos|coz|or else|otherwise|(?:and |i )?(?:make|get|let|have|ask)s? (?:my|your|the|our|someone|somebody|him|her|them)\b|(?:and )?wait\w* (?:til|till|until|for))\b/i;

/**
 * An avoidance without its reason or second clause: "avoid bathing her alone, wait til my husband is home" →
 * "avoid bathing her alone". Quoted into a step, the rest read as an instruction ("do not avoid bathing her alone,
 * wait til your husband is home"; a clinician-minded review; docs/clinical.md §5: a step says what it asks).
 */
export function avoidanceCore(ritual: string): string {
  const text = ritual.trim();
  const cut = AVOIDANCE_END.exec(text);
  return cut && cut.index > 0 ? text.slice(0, cut.index).trim() : text;
}

/** What an avoidance avoids: "hiding the scissors in a drawer" → "the scissors in a drawer". */
export function avoidedPart(ritual: string): string {
  return avoidanceCore(ritual).replace(AVOIDING_LEAD, '');
}

/**
 * Whether an avoidance is about what the step names: what it avoids shares a family of things with the step
 * ("hiding the scissors in a drawer" beside a kitchen-knife step). An avoidance fits only such a step; elsewhere
 * the theme's own response prevention stands (docs/clinical.md §5; issue 16, the seventh review, cause 2).
 */
export function avoidsWhatStepNames(ritual: string, step: string): boolean {
  const avoided = tokenize(avoidedPart(ritual));
  const named = tokenize(step);
  return [...AVOIDED_FAMILIES].some(([, terms]) => containsAny(avoided, terms) && containsAny(named, terms));
}

/**
 * The words of a ritual that say what is done, not what it is done to: every word of an act term it holds ("lining" of
 * "lining up", "head" of "in my head"). "lining up my pens" shares no thing with "uneven letters and lines" (an eighth
 * clinician-minded review: a shopping-list step forbade the desk-pens ritual through "line").
 */
export function actStems(text: string): Set<string> {
  const tokens = tokenize(text);
  const found = new Set<string>();
  // A term's words side by side ("in my head", "line up"): "work clothes" is no "work out" nor "change clothes".
  for (const term of [...ACT_TERMS.values()].flat()) {
    for (let start = 0; start + term.parts.length <= tokens.length; start += 1) {
      const span = tokens.slice(start, start + term.parts.length);
      if (span.every((token, index) => partMatches(term.parts[index], token))) for (const token of span) found.add(token.stem);
    }
  }
  return found;
}

function partMatches(part: CompiledTerm['parts'][number] | undefined, token: Token): boolean {
  return part !== undefined && (part.kind === 'stem' ? token.stem === part.value : token.raw.startsWith(part.value));
}

/**
 * Things at home and on the road, finer than OBJECTS' "home": a hob step holds back the hob ritual, never the door
 * one; a front-door step never the car-bumper one (an eighth clinician-minded review; docs/clinical.md §5: paired with
 * the compulsion that step provokes). "Appliance" stands for the kitchen and the plugs alike.
 */
const THINGS = compile({
  doors: ['door*', 'lock', 'locks', 'locked', 'locking', 'lockable', 'key', 'keys', 'latch*', 'bolt*', 'deadlock*'],
  cooking: ['hob', 'hobs', 'stove*', 'oven*', 'cooker*', 'gas', 'knob*', 'grill*', 'toaster*', 'kettle*', 'applianc*'],
  electrics: ['plug*', 'unplug*', 'socket*', 'switch*', 'iron', 'irons', 'straighteners*', 'heater*', 'candle*', 'charger*', 'applianc*'],
  windows: ['window*'],
  car: ['car', 'cars', 'bumper*', 'tyre*', 'tire', 'tires', 'wheel*', 'windscreen*', 'bonnet'],
});

/** Whether ritual and step each name a thing of these and none the same: "check the car bumper" beside the front door. */
export function thingsClash(ritual: string, step: string): boolean {
  return disagree(namesIn(tokenize(ritual), THINGS), namesIn(tokenize(step), THINGS));
}
