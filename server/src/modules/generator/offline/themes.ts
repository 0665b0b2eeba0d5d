import type { GenerationInput } from '../types';
import { CHILDREN, KNIFE_WORDS, SEXUAL_THOUGHTS } from './library/cues';
import { readHarmFrame } from './harm-frame';
import { THEME_LEXICON } from './lexicon';
import { SELF_HARM_THEME, THEME_IDS, type ThemeId } from './theme-ids';
import { compileTerm, compileTerms, containsAny, findTerms, tokenize, words, type CompiledTerm } from './text';

export { THEME_IDS, THEME_LABELS, type ThemeId } from './theme-ids';

export interface ThemeMatch {
  theme: ThemeId;
  score: number;
  /** The lexicon terms that matched, for explaining the choice. */
  terms: string[];
}

/** Obsessions say what the fear is about; compulsions and triggers confirm it. */
const FIELD_WEIGHTS = { obsessions: 1.5, compulsions: 1, triggers: 1 } as const;
/** A theme needs at least one clear word or two hints to count. */
const MIN_SCORE = 3;
/** A lexicon weight that says the theme on its own (lexicon.ts: 3, or 2.5 for a word nearly as plain). */
const NAMING_WEIGHT = 2.5;
/** Themes much weaker than the strongest are incidental words, not a second focus. */
const MIN_SHARE_OF_TOP = 0.3;
/** More than three focuses would leave too few items per theme to build a ladder. */
export const MAX_THEMES = 3;

const COMPILED: ReadonlyArray<[ThemeId, CompiledTerm[]]> = THEME_IDS.map((theme) => [theme, compileTerms(THEME_LEXICON[theme])]);

type TextScores = Map<ThemeId, { score: number; terms: string[] }>;

const CHILD_TERMS = CHILDREN.map((term) => compileTerm(term));
const SEXUAL_TERMS = SEXUAL_THOUGHTS.map((term) => compileTerm(term));
/** What sets a child-and-sexual thought apart as POCD rather than a taboo thought in general. */
const POCD_COMBINATION_BONUS = 3;
/** The term a child-and-sexual phrase counts by (never one of POCD_WEAK's). */
const CHILD_AND_SEXUAL_TERM = 'a child and sexual wording in one phrase';

/**
 * Sexual-orientation doubts are named by identity words. "Attracted", "aroused" or "groin" alone are
 * as common in POCD, relationship and taboo-thought lists, and read as this theme they built
 * LGBTQ+-venue steps for people who never doubted their orientation (issue 16).
 */
const ORIENTATION_ANCHORS = new Set([
  'gay', 'lesbian*', 'bisexu*', 'homosexu*', 'heterosexu*', 'straight', 'queer', 'sexuality*', 'orientation*', 'same sex',
  'same gender', 'come out', 'coming out', 'came out', 'closet*', 'lgbt*', 'men', 'women',
  'hocd', 'tocd', 'trans', 'transgender*', 'non binary', 'nonbinary', 'gender identity', 'wrong gender', 'dysphori*',
]);

/**
 * Reviewing in one's head serves whatever fear it answers: replaying a night out is real-event OCD,
 * going over a question is existential. Perfectionism counts as a theme of its own only with one of
 * its own words (mistakes, emails, "good enough") or when nothing else is there.
 */
const REVIEWING_ONLY = new Set([
  'replay*', 'mental review*', 'mentally review*', 'go over', 'went over', 'going over', 'in my head', 'ruminat*',
  'overthink*', 'analys*', 'analyz*', 'remember*', 'memor*', 'forgot*', 'forget*', 'certain', 'redo', 'over and over', 'said',
  'judg*', 'review', 'messag*', 'text', 'texts',
  // An email is a thing any doubt goes back over ("the venue emails" of a wedding a relationship doubt turns on): alone,
  // with replaying "in my head", it made a perfectionism theme of an engaged woman's doubts (a tenth clinician-minded reading).
  'email', 'emails',
]);

/** The term a day gone over at night is read by (DAY_GONE_OVER, below). */
const DAY_GONE_OVER_TERM = 'day gone over';

/**
 * Checking serves whatever fear it answers, like reviewing: checking receipts after a shop is a
 * real-event doubt, checking the recycling is saving. Harm-and-responsibility checking counts as a
 * theme of its own beside another only with one of its own words (the stove, a lock, a fire,
 * "my fault"); the clinician's review found checking steps filling ladders of people who never
 * feared a fire or a break-in (issue 16).
 */
const CHECKING_ONLY = new Set([
  'check', 'recheck*', 'double check', 'go back', 'went back', 'door', 'window', 'taps', 'switch', 'make sure', 'by mistake',
  'envelope*', 'photo', 'photos', 'news', 'fault', 'my fault', 'blame', 'hit', 'did not notice', 'didnt notice', 'without noticing', 'harm',
  // "Mixed meat and milk by accident": an act done without meaning to is the doubt of whatever theme
  // it serves; a kashrut ladder got stove-checking steps (issue 16).
  'by accident', 'accidental*',
  // Harm "because of me" is the stakes of any fear, and a day gone over at night the reviewing of any (DAY_GONE_OVER):
  // a checker's own beside a medicine given wrong, a POCD father's beside his (an eleventh blind review).
  'because of me', DAY_GONE_OVER_TERM,
]);
/**
 * Counting, touching with both hands or repeating serve whatever fear they neutralise: "holding the
 * rail with both hands and counting the steps" while carrying a baby is a harm-thought safety
 * behaviour. Beside another clear theme, symmetry needs a word of its own (even, just right, lined
 * up, crooked); a postpartum harm ladder got shoelace and messy-desk steps (issue 16).
 */
const SYMMETRY_WEAK = new Set([
  'count', 'counting', 'number', 'both hands', 'tap', 'tapping', 'touch', 'pictures', 'repeat', 'same', 'perfect', 'redo',
  'exact*', 'order', 'pattern', 'desk', 'shelf', 'in place', 'done a number of times',
]);

/**
 * Relationship doubts are about a partner. "Love him", "doubt" or "kiss" alone are as likely about a
 * parent who died (a saving or grief picture) and built "spend an evening with your dad" steps for
 * a bereaved person (issue 16).
 */
const RELATIONSHIP_ANCHORS = new Set([
  'relationship', 'partner', 'boyfriend', 'girlfriend', 'husband', 'wife', 'spous*', 'fianc*', 'right person', 'the one',
  'soulmate*', 'marry', 'married', 'marriage', 'wedding', 'engaged', 'date', 'dating', 'ex', 'couple*', 'romant*', 'in love',
  'chemistry', 'spark', 'break up', 'feelings for', 'attracted to', 'settle', 'settling',
]);
/**
 * Naming a partner, or a kiss or a date, says who is in the picture, not that the person doubts the
 * relationship: "my boyfriend would leave me if he knew" beside a doubted kiss at a party years ago
 * is the stakes of a real-event fear. Beside another clear theme, relationship OCD needs a doubt of
 * its own (love, the right person, comparing, a spark); the clinician's review found "wrong person"
 * steps in a real-event ladder (issue 16).
 */
const RELATIONSHIP_NAMING_ONLY = new Set([
  'partner', 'boyfriend', 'girlfriend', 'husband', 'wife', 'spous*', 'fianc*', 'kiss', 'cheat', 'ex', 'date', 'dating',
]);
const PARTNER_NAMED = new Set([
  'relationship', 'partner', 'boyfriend', 'girlfriend', 'husband', 'wife', 'spous*', 'fianc*', 'right person', 'the one',
  'soulmate*', 'marry', 'married', 'marriage', 'wedding', 'engaged', 'settle', 'settling', 'break up',
]);
/** "I love her so much" in a thought about one's daughter is love for a child, not a relationship doubt. */
const LOVE_FOR_SOMEONE = new Set(['love her', 'love him', 'love them']);
/** Death alone is an existential or grief word as often as a health one: health needs an illness, a symptom or a body check. */
const HEALTH_WEAK = new Set(['die', 'dying', 'death', 'body', 'pain', 'ill', 'sick', 'google', 'googling', 'medical', 'heart', 'brain', 'hospital', 'infect*', 'virus', 'numb*', 'scan']);
/**
 * Touching, bins and floors are as often about someone who died ("anything mum touched", "bin day")
 * or a ritual of evening-up: beside another clear theme, contamination needs a word of its own
 * (germs, dirt, washing). The clinician's review found door-handle steps in a grief-saving ladder.
 */
const CONTAMINATION_WEAK = new Set(['touch', 'bin', 'bins', 'rubbish', 'trash', 'garbage', 'floor', 'shoes', 'money', 'coins', 'catch', 'public', 'sick', 'ill', 'hospital', 'dog', 'sticky', 'bathroom', 'clean']);
/** Hands washed or scrubbed (lexicon.ts): contamination's own ritual, which a fear of being sick or a rite shares. */
const HAND_WASH_TERMS = ['wash hand', 'washin* hand', 'rewash* hand', 'scrub hand', 'scrubbin* hand'];
/**
 * Illness caught from other people (a fear of contamination by illness that people spread, docs/clinical.md §7):
 * their coughs, sneezes or spit, people who are ill, or "catching something off someone". Cues of contamination even
 * without the word "germs": the intake "i might catch something from people who are ill … someone coughing near me"
 * read as no theme. One's own cough ("my cough means lung cancer") is health; "catching a bug and throwing up" is the
 * fear of being sick (SHARED_WITH_VOMITING).
 */
const PERSON = String.raw`(?:someone|somebody|some one|any ?one|anybody|every ?one|everybody|people|peoples|ppl|person|persons|others|strangers?|passengers?|commuters?|customers?|patients?|colleagues?|coworkers?|kids|children|a (?:man|woman|guy|lady|kid|child)|the (?:man|woman|guy|lady|kid|child|person)(?: next to me| beside me| behind me| opposite)?)`;
/** Whom an illness is caught from: anyone, named or not ("off my colleague", "from other people", "from the kids"). */
const SOURCE = String.raw`(?:(?:other|my|our|the|his|her|their|some|random|these|those|sick|ill) )?(?:${PERSON}|people|ppl|others|colleagues?|friends?|family|partner|husband|wife|boyfriend|girlfriend|flatmates?|housemates?|mum|mom|dad|kid|kids|child|children|son|daughter|baby|students?|pupils?|class|school)`;
const CAUGHT = String.raw`(?:catch\w*|caught|get\w*|got|pick\w* up|picked up)`;
const ILLNESS_CAUGHT = String.raw`(?:s[ou]me?thin\w*|anythin\w*|whatever (?:they|he|she|people) (?:have|has|got)|(?:a |the )?(?:\w+ )?(?:bug|bugs|virus|viruses|infection|infections|illness|illnesses|disease|diseases|cold|colds|flu|lurgy|lurgi)|germs)`;
/** An illness found early ("if i dont catch it early", "catch the disease in time") is a health fear's detection, not a catching. */
const NOT_DETECTED = String.raw`(?! (?:early|earlier|in time|quick\w*|soon|sooner|before|at the start|straight away))`;
const ILLNESS_FROM_PEOPLE = new RegExp(
  String.raw`\b(?:${PERSON}(?: \w+){0,6}? (?:cough\w*|sneez\w*|sniffl\w*|spit\w*|spat|splutter\w*)` +
    String.raw`|(?:cough\w*|sneez\w*|spit\w*|spat) (?:on|at|over|near|around|in front of|into) (?:me|my|us|our|the)` +
    String.raw`|(?:coughed|sneezed|spat|spit) on` +
    String.raw`|coughs? (?:and|or|n) sneez\w*|sneez\w* (?:and|or|n) cough\w*` +
    String.raw`|${PERSON} (?:who|that|whos|thats|wh) (?:is|are|was|were|might be|may be|could be|look|looks|seem|seems|have been|has been) (?:ill|sick|unwell|poorly|contagious|infectious)` +
    String.raw`|(?:ill|sick|unwell|poorly|contagious|infectious) (?:people|ppl|person|persons|strangers?|passengers?|patients?|colleagues?|coworkers?|customers?|someone|somebody|anyone|anybody)` +
    String.raw`|${CAUGHT} (?:${ILLNESS_CAUGHT}|it)(?: \w+){0,2}? (?:off|from|of) ${SOURCE}` +
    String.raw`|(?:get\w*|got|becom\w*|fall\w*|fell) (?:ill|sick|unwell|poorly)(?: \w+){0,2}? (?:off|from) ${SOURCE}` +
    String.raw`|catch\w* ${ILLNESS_CAUGHT}${NOT_DETECTED}` +
    String.raw`)\b`,
);
const ILLNESS_FROM_PEOPLE_TERM = 'illness caught from people';
/** Health words that name no illness of one's own ("diseases", "a virus"): beside people's coughs they are what is caught. */
const ILLNESS_UNNAMED = new Set([...HEALTH_WEAK, 'disease*', 'virus']);
const ILLNESS_FROM_PEOPLE_SCORE = 3;

/**
 * Religious impurity is scrupulosity (docs/clinical.md §7, §9): "if i touch something after the toilet
 * before puja", "washing again and again before prayer" fear a rite made invalid, not germs. Beside
 * a scrupulosity theme that names worship or purity, contamination counts only with a word for
 * germs, illness or dirt of its own; a Hindu person's purity ritual got germ and kitchen-bin steps
 * (issue 16, a clinician's review).
 */
const GERM_EVIDENCE: ReadonlySet<string> = new Set([
  'contamin*', 'germ', 'bacteri*', 'virus*', 'infect*', 'spread*', 'dirt', 'dirty', 'filth*', 'grime*', 'disgust*', 'saniti*',
  'hand gel', 'disinfect*', 'bleach', 'chemical*', 'pesticid*', 'asbestos', 'poison*', 'mould', 'mold', 'sick', 'bodily fluid*',
  'toxic', 'toxin*', 'fumes', 'residue*', 'weedkiller*', 'weed killer*', 'detergent*', 'substance that poisons',
  'vomit', 'raw meat', 'raw chicken', 'kill germs', ILLNESS_FROM_PEOPLE_TERM,
]);
const WORSHIP_OR_PURITY = new Set([
  'pray', 'prayer', 'church', 'mosque', 'temple', 'synagogue*', 'religi*', 'pure', 'impur*', 'holy', 'god', 'allah',
  'puja', 'pooja', 'mantra*', 'aarti', 'mandir', 'shrine', 'hindu*', 'ashuddh', 'sutak', 'wudu', 'wuzu', 'salah', 'salat', 'namaz',
  'najis', 'najas*', 'haram', 'ghusl', 'waswas*', 'kashrut', 'kosher', 'treif', 'shabbat', 'shabbos', 'tefillin', 'daven*',
  'halach*', 'netilat*', 'gurdwara', 'nitnem', 'communion', 'rosary', 'ritual wash*', 'ablution*', 'guru granth*', 'gurbani',
  'bani', 'paath', 'ardas', 'japji*', 'sukhmani', 'amrit*', 'beadbi',
]);
/**
 * Beside scrupulosity, "bad thoughts during the mantra" or "intrusive images in prayer" are that
 * fear's own (a thought that spoils the rite): a taboo-thought theme beside it needs a harm,
 * sexual or blasphemous word of its own.
 */
const SCRUPULOSITY_SHARED = new Set(['intrusive', 'unwanted thought*', 'thoughts', 'bad thoughts', 'images', 'disturb*', 'horrif*', 'cancel', 'neutrali*']);

/**
 * Beside a POCD fear, these words are that fear's own ("what if I act on it", "a danger to kids",
 * "these thoughts"): a taboo-thought ladder beside it needs a harm or other taboo word of its own,
 * or knife and "everyday care" steps mix into a ladder about children (issue 16 review).
 */
const POCD_SHARED = new Set([
  'intrusive', 'unwanted thought*', 'thoughts', 'bad thoughts', 'images', 'act on', 'dangerous', 'monster', 'pervert*',
  'inappropriat*', 'disturb*', 'horrif*', 'lose control', 'lost control', 'losing control', 'psychopath*', 'sexual', 'sex',
  'arous*', 'groin', 'taboo', 'pure o',
]);
/**
 * Theft, cheating and confessing are moral scrupulosity's own doubts as often as one past event's: "what if i underpaid
 * at the servo and im technically a thief", "i worry i miscounted at monopoly and cheated the kids", "confessing small
 * things to my wife" are ongoing everyday doubts about being dishonest. Beside a clear scrupulosity theme, real-event
 * OCD needs a word of its own for a past event (a memory, years ago, that night, a past event reviewed); alone, "i might
 * not have scanned something at the self checkout and basically stolen it" stays one (an eleventh blind review).
 */
const REAL_EVENT_SHARED_WITH_MORALS = new Set(['thief', 'stolen', 'cheated', 'shoplift*', 'self checkout', 'security guard*', 'confess*']);
/** Confessing to a partner or friend is reassurance seeking: scrupulosity beside another clear theme needs a moral or religious word. */
const SCRUPULOSITY_WEAK = new Set(['confess*', 'wrong', 'guilt*', 'bad person']);
/**
 * "Comparing him to guys on instagram", "good looking men at work": men or women named without
 * attraction in the same phrase are comparison or context, not an orientation doubt ("What if I am
 * attracted to men" still is).
 */
const GENDER_ONLY = new Set(['men', 'women', 'guys', 'girls', 'man', 'woman', 'guy', 'girl']);
const ATTRACTION = [/\battract/, /\bfanc(?:y|ied)\b/, /\bcrush\b/, /\barous/, /\bturn(?:s|ed)? me on\b/, /\bsexual/, /\bkiss/, /\bdate\b|\bdating\b/];

/**
 * Attraction to others read as a sign of the wrong partner ("i find other women attractive sometimes so maybe i'm meant
 * to be with someone else"): a relationship doubt, not an orientation one, when no word of orientation is there (a
 * twelfth clinician-minded reading: a fiancé's doubt got "Maybe my orientation is not what I thought").
 */
const SOMEONE_ELSE_FOR_ME = /\b(?:someone else|somebody else|meant to be with|wrong person|settling|settle for)\b/;

/** Taboo-thought words that, beside a self-harm fear, belong to that fear rather than to harming others (cues.ts). */
const KNIFE_TERMS = new Set(KNIFE_WORDS);

const POISON_OTHERS = new Set([
  'poison someone', 'poisoning someone', 'poison my', 'poison his', 'poison her', 'poison their', 'poison them', 'in their dinner',
  'in their food', 'in their drink', 'in his food', 'in her food',
]);
/** Children named without sexual wording or an identity word are a parent's or a teacher's everyday life, not POCD. */
const POCD_WEAK = new Set(['child*', 'kid', 'kids', 'toddler*', 'niece*', 'nephew*', 'minor*', 'school run', 'playground*', 'babysit*']);

/** A harm thought said plainly ("i might hurt my son"): as clear as one word that names the theme (MIN_SCORE). */
const HARM_FRAME_SCORE = 3;
/** Harm words that, aimed at one's own back or knee, are an accident to oneself, not a harm thought. */
const HARM_HINTS = new Set(['hurt', 'harm', 'push', 'shove', 'snap', 'attack']);

/** Contamination words that, in a feared act of poisoning, are its means. */
const POISON_MEANS_ONLY = new Set(['poison*', 'chemical*', 'bleach', 'clean', 'wipe', 'wipes']);

/**
 * A past event the person keeps going over, named by when it was ("the night of the party in 2019", "last
 * year", "back at uni", "that summer"), beside a doubt about their own act in it ("did I", "whether I",
 * "what I said"), or with reviewing words: real-event OCD even without the words "real event" or "memory"
 * (docs/clinical.md §7; issue 16, a clinician-minded review: "going over the night of the party" was read as
 * perfectionism). The reviewing then serves that doubt, as the worship rule below reads it.
 */
const PAST_TIME = /\b(?:(?:19|20)\d\d|last (?:year|summer|winter|spring|autumn|fall|month|christmas|new year|term|week|weekend)|(?:years|months|weeks) ago|when i was (?:\d+|a |an |younger|little|small|at|in|drunk)|back (?:in|at|then|when)|(?:that|the) (?:night|day|evening|summer|weekend|party|trip|holiday|time) (?:of|when|at|in|we|i|he|she|they)|that (?:night|summer|weekend|party|trip|holiday)|at (?:uni|university|school|college|sixth form) (?:i|we|when)|as a (?:kid|child|teen|teenager|student))\b/;
const OWN_ACT_DOUBT = /\b(?:did i|have i|had i|whether i|if i (?:did|said|had|was|have|hurt|touched|lied|cheated|stole|kissed|upset|made|took|ran|hit|let|gave)|what i (?:did|said|wrote|told|was)|something i (?:did|said)|i (?:might|may|could) have)\b/;
/**
 * An act of one's own told in the past tense ("when i was 15 i said something cruel to a boy", "at uni i told a
 * lie about a friend", "i was a bully"): beside a past time, the event under review even when the doubt is about
 * its consequence ("what if it ruined his life") rather than whether it happened (docs/clinical.md §7; issue 16:
 * an adult remembering school read as no theme).
 */
const OWN_PAST_ACT = /\bi (?:said|did|told|wrote|sent|posted|shouted|called|laughed|hurt|hit|pushed|kicked|punched|slapped|bullied|teased|mocked|lied|cheated|stole|took|broke|kissed|touched|upset|humiliated|ignored|excluded|left|made|gave|let|was (?:a|an|cruel|mean|nasty|horrible|awful|rude|unkind|vile|abusive))\b/;
/** A memory gone over ("going over the memory again and again", "replaying the memories"): the reviewing of real-event OCD. */
const MEMORY_REVIEWED = /\b(?:memory|memories)\b/;
const REVIEWING = /\b(?:go(?:es|ing)? (?:over|back over)|went (?:back )?over|replay\w*|reliv\w*|keep thinking about|cant stop thinking about|can not stop thinking about|cannot stop thinking about|think(?:ing)? back|ruminat\w*|analys\w*|analyz\w*)\b/;
/** How clear a reviewed past event is: a word that names the theme on its own (MIN_SCORE) and a little more, so the reviewing words it takes from perfectionism go with it. */
const PAST_EVENT_SCORE = 4;

/**
 * Things done a set number of times or until they feel right ("tapping things in fours", "touching the
 * frame four times", "until it feels right") are the just-right form of symmetry OCD (docs/clinical.md §7;
 * issue 16: a teenager-like intake whose only ritual was tapping in fours matched nothing). A count in a
 * phrase another theme says clearly, or beside another clear theme, is that theme's ritual ("washing 30
 * times"): see SYMMETRY_WEAK.
 */
const COUNTED_REPEAT = /\b(?:in (?:twos|threes|fours|fives|sixes|sevens|eights|nines|tens)|(?:in )?(?:sets|groups) of (?:two|three|four|five|six|seven|eight|nine|ten|\d+)|count(?:ing)? to (?:two|three|four|five|six|seven|eight|nine|ten|twelve|\d+)|(?:two|three|four|five|six|seven|eight|nine|ten|twelve|\d+) times|(?:an )?(?:even|odd|right|set|certain) number of times|(?:until|till|til|untill) (?:it|they|everything|things) (?:feels?|looks?|sounds?) (?:right|just right|even|ok|okay|correct))\b/;
export const COUNTED_TERM = 'done a number of times';
const COUNTED_SCORE = 3;
/**
 * A count of times said of any ritual is how often it is done, not evenness by itself: "washing my hands like 30-40
 * times a day", "reading every prescription 4-5 times" (an eleventh blind review: a nurse and a pharmacist read as
 * symmetry from their counts). A bare "N times" reads as symmetry only when the act is one of evening-up (tapping,
 * touching, counting, flicking: JUST_RIGHT_RITUAL) or when it is a set count of a ritual no other theme names
 * ("knocking 3 times"); never when it is a rate ("10 times a day") or a rough figure ("4 or 5 times", "like 30 times").
 * A set count in its own words ("in fours", "an even number of times", "until it feels right") still reads.
 */
const NUMBER = String.raw`(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|\d+)`;
const BARE_TIMES = new RegExp(String.raw`\b${NUMBER} times\b`, 'g');
const TIMES_AS_RATE = new RegExp(String.raw`\b${NUMBER} times (?:a|an|per|each|every) (?:day|night|hour|week|month|year|morning|evening|shift|minute|lesson|visit)\b`);
const TIMES_ROUGHLY = new RegExp(String.raw`\b(?:like|about|around|maybe|probably|roughly|approx\w*|over|up to|at least|nearly|almost|some|or|to|${NUMBER}) ${NUMBER} times\b`);

/**
 * A ritual done a number of times, or until it feels right, so that someone close does not die or come to harm
 * ("if i dont tap the desk four times my mom could die", "count to 8 or something bad happens to dad") is the
 * just-right form of symmetry with a magical feared outcome (docs/clinical.md §7): its ladder leaves things "not
 * right" and writes out the feared outcome (symmetry.script). "Perfectly", the switch flicked, "die" and "hurt" in
 * that phrase are the ritual and its stakes, not perfectionism, checking, health or a harm thought (issue 16, a
 * seventh clinician-minded review: a teenager's "4 times or mum dies" got make-a-mistake-on-purpose steps).
 */
const FEARED_FOR_SOMEONE = /\b(?:die|dies|died|dying|dead|(?:get|gets|be) (?:hurt|ill|sick|killed|injured)|crash\w*|(?:have|has) an accident|something (?:bad|terrible|awful|horrible) (?:will |would |could |might |is going to |is gonna |gonna )?happens?|bad (?:things|luck) (?:will |would |could |might )?happens?)\b/;
const UNLESS_THE_RITUAL = /\b(?:if i (?:dont|do not|didnt|did not|cant|can not|cannot|stop|miss|forget)|or (?:else )?(?:my|mum|mom|dad|someone|somebody|they|he|she|something|bad)|otherwise|unless i|til|till|until)\b/;
const JUST_RIGHT_RITUAL = /\b(?:count\w*|tap\w*|touch\w*|flick\w*|switch\w*(?: \w+){0,3} (?:off|on)|(?:feels?|looks?|is|its|it s) (?:just )?right|not right|in (?:sets|groups) of|sets of)\b/;
const MAGICAL_TERM = 'ritual against a feared outcome';
const MAGICAL_SCORE = 4;
/** What the themes a magical ritual's phrase also touches bring: the ritual's manner, its object, its stakes. */
const MAGICAL_INCIDENTAL: Partial<Record<ThemeId, ReadonlySet<string>>> = {
  perfectionism: new Set([...REVIEWING_ONLY, 'perfect*', 'mistake*', 'error*', 'redo']),
  checking: new Set([...CHECKING_ONLY, 'switch off', 'turn off', 'check', 'plug']),
  health: HEALTH_WEAK,
  taboo_thoughts: HARM_HINTS,
  real_event: new Set(['happened']),
  contamination: CONTAMINATION_WEAK,
};

/**
 * A bin, the rubbish or the recycling as where the person's things go, or are taken back from ("ends up in
 * the rubbish", "taking things back out of the trash", "going through the kitchen bin"), is saving, not
 * contamination, which needs a word for dirt, germs, illness or disgust (docs/clinical.md §7; issue 16: a
 * discarding intake got germ steps).
 */
const BIN_WORDS = new Set(['bin', 'bins', 'rubbish', 'trash', 'garbage']);
const BIN_AS_DESTINATION = /\b(?:(?:in|into|out of|through|from) (?:the |a |my |our )?(?:\w+ )?(?:bin|bins|rubbish|trash|garbage|recycling)|(?:bin|binn\w*|throw\w*|threw|chuck\w*|toss\w*) (?:it|them|things|stuff|something|anything)|(?:keep|keeping|kept|throw\w*|threw|get(?:ting)? rid|let\w* go|discard\w*|sav(?:e|ing))\b)/;
const BIN_AS_SAVING = 'things binned';
const BIN_SAVING_SCORE = 3;
/** What contamination needs beside a clear saving theme: dirt, germs, illness, disgust, or washing them away. */
const DIRT_EVIDENCE = new Set([
  ...GERM_EVIDENCE,
  'unclean', 'wash', 'handwash*', 'hand wash', ...HAND_WASH_TERMS, 'scrub', 'soap', 'toilet', 'urine', 'poo', 'faec*', 'fece*', 'spit', 'saliva',
  // A badness that clings to things ("tainted", "his badness rubs off on me"): throwing out what it clings to is that
  // contamination's ritual, not saving's (a twelfth clinician-minded reading).
  'tainted', 'rubs off', 'rub off', 'spreads by contact',
]);

/**
 * A substance that poisons by itself ("bleach residue on the plates will poison my kids", "traces of weedkiller on
 * the veg could poison my husband") is a contamination fear of chemicals, not a harm thought: no one in it means to
 * poison anyone. A harm thought has the person as the one who acts ("i might poison my family", "what if i put
 * bleach in their dinner"), which keeps its reading (docs/clinical.md §7, §10; decision 026).
 */
const SUBSTANCE_POISONS = /\b(?:residue\w*|traces?|fumes|bleach|chemicals?|sprays?|products?|cleaners?|pesticides?|weedkillers?|weed killers?|detergents?|dust|asbestos|lead|mould|mold|toxins?)\b(?: \w+){0,5}? (?:(?:will|could|might|may|would|can|is|are|going to|be) )?(?:poison\w*|harm\w*|hurt\w*|make (?:\w+ ){1,2}(?:ill|sick))\b/;
const OWN_AGENCY = /\b(?:i|im|i m|me)(?: \w+){0,2}? (?:poison\w*|put\w*|add\w*|slip\w*|spike\w*|pour\w*|mix\w*|lac(?:e|ing)|harm\w*|hurt\w*)\b/;
const SUBSTANCE_POISONS_TERM = 'substance that poisons';
/** The taboo-thought words a substance that poisons brings, none of them an act of one's own. */
const POISON_WORDS = new Set([...POISON_OTHERS, 'poison*', 'harm thought', 'harm', 'hurt']);

/** Contamination words that, said of an illness ("cancer spreading"), are its course. */
const ILLNESS_COURSE = new Set(['spread*', 'infect*', 'virus*']);

/**
 * A fear of being sick (emetophobia) is a theme of its own (docs/clinical.md §7): "sick" in an idiom or of any illness
 * ("sick of checking", "worried sick", "sick people", "sick leave", American "get sick") is set aside before its words
 * are read, so "sick of it" is never "be sick". Someone poisoned ("… into my daughters food and poisoning her", a seventh
 * clinician-minded review) is a harm fear, never "food poisoning" read across the "and".
 */
const SICK_IDIOM = /\bsick (?:of|and tired|with worry|to death|to the back teeth|(?:people|persons?|child|children|kids|relatives?|patients?|note|notes|days?|leave|pay))\b|\bworr\w* (?:\w+ )?sick\b|\b(?:call|calls|called|calling|phone\w*|ring\w*|rang) in sick\b|\b(?:home|love) ?sick\b|\b(?:get|gets|getting|got|gotten) sick\b|\bmakes? me sick\b|\b(?:and|or) poison\w* (?:her|him|them|someone|somebody|people|anyone|everyone|my|the|our|their|his)\b/g;
const VOMITING_TERMS = compileTerms(THEME_LEXICON.vomiting);
/**
 * Contamination words that, in a phrase that plainly fears being sick ("washing my hands after anything a sick person
 * touched in case i catch a stomach bug"), serve that fear: the bug feared is vomiting, not dirt spreading. A germ,
 * dirt or contamination named keeps the contamination theme beside it (a person can have both).
 */
// Door handles wiped "in case" serve a fear of being sick as much as one of germs (a tenth clinician-minded reading: an
// emetophobe's Dettol wipes brought bin-lid steps).
const SHARED_WITH_VOMITING = new Set([
  'vomit', 'sick', 'ill', 'catch', 'spread*', 'infect*', 'virus*', 'public', 'touch', 'hospital', 'clean', 'wash', 'handwash*',
  'hand wash', 'hand gel', 'gel', 'saniti*', 'disinfect*', 'soap', 'scrub', 'wipe', 'wipes', 'bleach', 'toilet', 'bathroom',
  'glove*', 'shower', 'raw meat', 'raw chicken', 'kill germs', 'door handle', 'doorknob*', ...HAND_WASH_TERMS, ILLNESS_FROM_PEOPLE_TERM,
]);
/** Vomiting words that name the substance, a reaction or a hint, not the fear of being sick: "germs from vomit", "dirt makes me feel sick". */
const VOMIT_AS_HINT = new Set(['vomit', 'of vomit*', 'feel sick', 'feeling sick', 'felt sick', 'feels sick', 'is sick', 'stomach', 'tummy', 'heaving', 'spew*', 'mints', 'use by', 'best before', 'sell by', 'expiry date*', 'expiration date*', 'out of date', 'undercooked', 'eating out', 'eat out', 'check* date*', 'pale']);
/** "Sick" said of oneself is any illness as often as vomiting ("being sick with cancer"): beside a named illness it is that illness. */
const SICK_AS_ILLNESS = new Set([...VOMIT_AS_HINT, 'be sick', 'being sick', 'been sick', 'was sick']);
/** Health words that, beside a plain fear of being sick ("googling stomach flu symptoms"), serve that fear: no illness is named. */
const HEALTH_SHARED_WITH_VOMITING = new Set([...HEALTH_WEAK, 'symptom*', 'fever', 'doctor', 'doctors', 'gp', 'health*', 'diagnos*']);

/**
 * A thing of the person's checked again and again ("checking my school bag over and over", "rechecking the figures
 * ten times", "re-marking every test"): the checking compulsion, whatever the fear behind it (forgetting, failing,
 * being unfair), which the perfectionism or scrupulosity words name beside it. The OCI-R and DOCS count checking
 * by the act, not the object (docs/clinical.md §7; issue 16: an exam-bag checker read only as perfectionism). A
 * body, hands or messages checked are health, contamination or reassurance: their own theme's words say so,
 * and the rule stands back when another theme is clear in the phrase. Work checked again (tests re-marked,
 * figures rechecked) for fear of wronging someone is responsibility checking too, with the checking library's
 * work steps (family WORK_CUES in library/checking.ts), not the home's (issue 16: a teacher re-marking tests).
 */
const CHECKED_THING = /\b(?:check\w*|recheck\w*|double check\w*|re (?:check|mark|count|calculat|add)\w*)\b(?: \w+){0,4}? (?:bag|bags|backpack|rucksack|handbag|schoolbag|suitcase|pocket|pockets|wallet|purse|keys|passport|ticket|tickets|pencil case|calculator|phone charger|lunchbox|kit|pe kit|gym bag|laptop bag|test|tests|exam papers?|essays?|marking|marks|grades|figures|payroll|invoices?|accounts|spreadsheets?|calculations|paperwork|forms|payments?|payment (?:run|batch)|sort codes?|account numbers?|bank details|transfers?|orders?|bookings?)\b/;
/** Re-marking or re-counting one's work, or checking it a set number of times or over and over, is checking too. */
const CHECKED_AGAIN = /\b(?:recheck\w*|double check\w*|re (?:check|mark|count|calculat|add)\w*)\b|\bcheck\w*\b.*\b(?:over and over|again and again|and again|repeatedly|(?:two|three|four|five|six|ten|\d+) times)\b/;
const CHECKED_THING_TERM = 'thing checked again';
const CHECKED_THING_SCORE = 3;
/** Words another theme shares with a checked thing ("over and over", "order", "forgot") that must not stop the rule. */
const SHARED_WITH_CHECKING = new Set([...REVIEWING_ONLY, ...SYMMETRY_WEAK, ...CHECKING_ONLY, 'check', 'recheck*', 'double check', 'mistake*', 'error*']);

/**
 * Checking one's own mood, feelings or body ("checking my mood all day", "checking how i feel", "checking my pulse",
 * "checking my body for signs") is the ritual of the fear it answers (a harm or self-harm thought, health, an
 * orientation or relationship doubt), not the doubt of a checker about a door or an appliance: with only a word for
 * checking in the phrase, checking is not read from it (docs/clinical.md §7; a person with thoughts of harming
 * themselves who was "checking my mood" got front-door steps). "Checking in my head that i locked the door" keeps
 * its lock.
 */
const CHECKED_WITHIN = /\b(?:check\w*|recheck\w*|double check\w*|monitor\w*)\b(?: \w+){0,2}? (?:my|my own|myself for) (?:mood|moods|feelings?|emotions?|body|pulse|heart|heartbeat|heart rate|temperature|temp|breathing|breath|skin|moles?|lumps?|glands?|throat|blood pressure|reactions?|urges?|arousal|groin|stomach|symptoms?|vitals|oxygen|sats|reflection|face|motives?|intentions?|thoughts|gut)\b|\b(?:check\w*|recheck\w*|monitor\w*) (?:\w+ )?(?:how|if|whether|that) (?:i|im|i m) (?:feel|felt|am|still|really|actually|want|mean)\b|\bcheck\w* (?:in )?(?:with |on )?myself\b/;
/** Checking words that, in a phrase about one's own mood or body, say only the act of checking. */
const CHECK_ACT = new Set(['check', 'recheck*', 'double check', 'make sure']);
/** Checking words that, in a phrase about knives locked away, are the lock and its checking ("the knife drawer is locked"). */
const LOCK_ACT = new Set([...CHECK_ACT, 'lock', 'unlock*', 'door', 'go back', 'went back']);

/**
 * Keeping a door locked or knives locked away, said by a person whose fear is of harming themselves or others, is a
 * safety behaviour of that fear: the door kept shut against acting on a thought, not a doubt whether it was locked
 * (docs/clinical.md §7, §10). Read as checking, it gave such a person front-door steps. A checker's doubt is in the
 * phrase ("checking the door is locked 10 times", "going back to check the lock", "pulling the handle") or the fear
 * is of someone getting in (a burglar, a break-in), and checking stays. Knives, blades or razors locked away are a
 * harm fear's own, whoever says it.
 */
const KEPT_LOCKED = /\b(?:(?:keep\w*|kept|leav\w*|left|stay\w*|hav\w*) (?:\w+ ){0,4}?locked|lock\w* (?:\w+ ){0,4}?away|locked (?:away|in (?:a|the|my))|in (?:a|the) locked)\b/;
const MEANS_OF_HARM_LOCKED = /\b(?:knife|knives|blades?|razors?|scissors|sharps?|sharp things|sharp objects)\b(?: \w+){0,5}? (?:locked|lock\w*)\b|\block\w* (?:\w+ ){0,3}?(?:knife|knives|blades?|razors?|scissors|sharps?)\b|\b(?:locked|lock\w*) (?:\w+ ){0,4}?(?:knife|knives|blades?|razors?|scissors)\b/;
const LOCK_DOUBT = /\b(?:check\w*|recheck\w*|double check\w*|go(?:es|ing)? back|went back|make sure|making sure|sure|again|twice|times|over and over|handle|handles|tug\w*|pull\w*|push\w* (?:the|on)|tr(?:y|ies|ied|ying) (?:the|it)|properly|whether|did i|if i|is locked|are locked|was locked|unlocked|photo\w*|picture\w*|video\w*)\b/;
/** A fear of someone getting in, which makes a door kept locked a checker's. */
const SECURITY_FEAR = new Set(['burglar*', 'break in', 'intrud*']);
/** The harm themes whose safety behaviour a lock can be. */
const HARM_THEMES: readonly ThemeId[] = ['taboo_thoughts', SELF_HARM_THEME];

/**
 * "Straight" says an orientation only about the self or attraction ("im not really straight", "straight or gay",
 * "straight men"); about books, pictures, a tie or a line it is evenness (issue 16: "the books are not straight"
 * built LGBTQ+ steps).
 */
const STRAIGHT_ABOUT_SELF = /\b(?:(?:i am|im|i m|am i|i was|was i|i have (?:always )?been|ive (?:always )?been|(?:i|me)(?: \w+){0,2} (?:be|being)|i (?:seem|look|come across|act|feel)|if i|if im|that i|that im|me)(?: (?:not|really|actually|still|truly|fully|always|completely|just|100|percent|secretly))* straight|straight (?:or|and) (?:gay|bi\w*|lesbian|queer)|(?:gay|bi\w*|lesbian|queer) (?:or|and) straight|straight (?:man|men|woman|women|guy|guys|girl|girls|person|people|couple\w*|friend\w*|identity|orientation))\b/;

/**
 * "Even" and "straight" as adverbs say nothing of evenness: "even hearing his name", "even the car seat gets wiped",
 * "putting them straight in a 90 degree wash", "cuddling her straight after i get home", "correcting it straight away"
 * (an eleventh blind review: a nurse, a woman afraid of a former boss's bad luck and a scrupulous man read as
 * symmetry). The adverb comes before a verb in -ing, a determiner, a pronoun or a word of degree or time ("even"), or
 * before a word of direction or time ("straight"); the evenness stays where a thing is, looks or is made even or
 * straight ("it has to feel even the whole time", "the pictures are straight in the frame", "even things out").
 */
const EVENNESS_FRAME = String.raw`(?<!\b(?:is|are|was|were|be|been|being|isnt|arent|wasnt|not|feel|feels|felt|feeling|look|looks|looked|looking|seem|seems|sound|sounds|make|makes|made|making|keep|keeps|kept|keeping|get|gets|perfectly|completely|exactly|totally|equally|dead|both|sit|sits|sat|hang|hangs|hung|stand|stands|lie|lies) )`;
const NOUN_IN_ING = String.raw`(?:spacing|padding|shading|stitching|lighting|lining|edging|tiling|flooring|string|strings|ring|rings|thing|things|king|wing|wings|ceiling|building|painting|drawing|stocking|stockings|setting|settings|heading|headings|margin)`;
const ADVERB_EVEN = new RegExp(
  String.raw`${EVENNESS_FRAME}\beven (?!\w+(?: \w+)? (?:out|up)\b)(?!${NOUN_IN_ING}\b)(?=(?:\w+ing|the|a|an|my|his|her|their|our|your|its|this|that|these|those|me|him|them|us|i|im|he|she|they|we|you|it|someone|somebody|anyone|anybody|anything|something|everything|everyone|people|just|more|less|worse|better|so|then|now|still|once|one|slightly|slight|small|smaller|smallest|tiny|little|minor|close|near|if|though|when|after|before|while|as|without|for|by|from|hear|see|saw|look|think|thought|say|said|touch|go|went|get|got|try|tried|want|know|knew|talk|mention|read|watch|imagine|remember|walk|use|used|open|hold|a few|twice)\b)`,
  'g',
);
const ADVERB_STRAIGHT = new RegExp(
  String.raw`${EVENNESS_FRAME}\bstraight (?=(?:away|after|afterwards|off|home|back|into|onto|to|through|from|out|in|there|over|round|around|for)\b)`,
  'g',
);
/** "Touch wood", "knock on wood": a saying against bad luck, never a thing touched to even up. */
const TOUCH_WOOD = /\b(?:touch\w* wood|knock\w* on wood)\b/g;
/** The person's words with the adverbs and the saying above set aside, for reading evenness and the just-right acts. */
function withoutAdverbs(plain: string): string {
  return plain.replace(ADVERB_EVEN, ' ').replace(ADVERB_STRAIGHT, ' ').replace(TOUCH_WOOD, ' ').replace(/ {2,}/g, ' ').trim();
}
const SYMMETRY_TERMS = compileTerms(THEME_LEXICON.symmetry);

/** The symmetry theme's words read with the adverbs of "even" and "straight" set aside (ADVERB_EVEN, ADVERB_STRAIGHT). */
function readSymmetry(plain: string, evenness: string, scores: TextScores): void {
  if (!scores.has('symmetry') || evenness === plain) return;
  const found = findTerms(tokenize(evenness), SYMMETRY_TERMS);
  if (found.length === 0) scores.delete('symmetry');
  else scores.set('symmetry', { score: found.reduce((sum, term) => sum + term.weight, 0), terms: found.map((term) => term.source) });
}

/** Whether a count of times in a phrase says a just-right ritual (BARE_TIMES, TIMES_AS_RATE, TIMES_ROUGHLY). */
function countedRitual(plain: string, evenness: string, scores: TextScores): boolean {
  if (!COUNTED_REPEAT.test(plain)) return false;
  if (JUST_RIGHT_RITUAL.test(evenness) || COUNTED_REPEAT.test(plain.replace(BARE_TIMES, ' '))) return true;
  if (TIMES_AS_RATE.test(plain) || TIMES_ROUGHLY.test(plain)) return false;
  return ![...scores].some(([theme]) => theme !== 'symmetry');
}

/**
 * Illness words said of the people a person looks after at work ("the patient dies because of me", "prescriptions for
 * elderly patients, especially insulin", "the doctor's handwriting … 5 mg") are the stakes of a fear of harming them
 * through a mistake, not a fear of an illness of one's own (health): the phrase names who is cared for, or the
 * prescription, and nothing of the person's own body or illness (an eleventh blind review: a pharmacist read as
 * health). "What if I caught HIV from a patient's blood" keeps its health reading.
 */
const CARED_FOR = /\b(?:patients?|customers?|clients?|residents?|service users?|prescriptions?|prescribing|dispens\w*|pharmac\w*|handwriting|mg|ml|mcg|medication rounds?|meds rounds?|med rounds?|mar charts?)\b/;
const OWN_BODY = /\b(?:i|im|ive)(?: \w+){0,2}? (?:have|has|had|got|get|getting|catch\w*|caught|contract\w*|picked up|am|feel|felt|ill|sick|dying|die)\b|\bmy (?:own )?(?:body|health|heart|head|chest|skin|blood|symptoms?|stomach|brain|lungs?|breasts?|lumps?|moles?|pulse|temperature|glands?|throat|bowels?)\b|\bmyself\b/;

/**
 * A day gone over at night ("going over each customer of the day in my head", "every interaction with him that day")
 * is a mental check of ordinary days, not a past event (real-event OCD): "that day" and "the day" here are the day just
 * lived (an eleventh blind review: a new father and a pharmacist got "go back to a place from that time" steps). It
 * counts a little towards checking; a past day named by its event or its year ("that day in 2015", "the day of the
 * crash") keeps its reading.
 */
const DAY_GONE_OVER = /\b(?:(?:each|every|all)\b(?: \w+){0,5}? (?:that|the) day|of the day|(?:each|every) (?:day|night|evening|shift)|(?:end of|after) (?:the|each|every|my) (?:day|shift)|today|tonight)\b(?! (?:of|when|we|i|he|she|they|at|before|after)\b)/g;
const GONE_OVER = /\b(?:go(?:es|ing)? (?:over|back over|through)|went (?:back )?(?:over|through)|replay\w*|review\w*|think(?:ing)? (?:back )?(?:over|about)|in my head)\b/;
const DAY_GONE_OVER_SCORE = 1.5;

/**
 * A bad thing carried by touch from a person or a place that spreads on and has to come off ("anything he touched
 * carries it", "it gets on me and i need to get it off", "the bad luck spreads from my handbag to the whole house"):
 * magical or mental contamination, contamination's own fear whatever is feared to spread (docs/clinical.md §7; an
 * eleventh blind review: a woman afraid of a former boss's bad luck read as symmetry only). An illness named
 * ("cancer spreading to my bones") is health's course.
 */
const SPREADS_BY_CONTACT = /\b(?:(?:get|gets|got|getting|rub|rubs|rubbed|rubbing|spread\w*|transfer\w*) (?:off )?(?:on|onto|into|all over) (?:me|my(?! nerves)|myself|us|our|everything|things|the house|the whole|the flat|anything)|get (?:it|them|that|this) off (?:me|myself|my (?:skin|hands|body|clothes|hair))|spread\w* (?:from|to|onto|into|through|around|round|all over)(?: \w+){0,4}? (?:house|home|flat|things|everything|stuff|bag|handbag|car|room|bed|sofa|clothes|me|family|kids)|(?:touched|touches|used|wore|worn|sat on|handled|gave|given)(?: \w+){0,6}? (?:carr(?:y|ies|ied|ying) it|is tainted|are tainted|tainted))\b/;
const SPREADS_BY_CONTACT_TERM = 'spreads by contact';

/**
 * A bug or food poisoning named as what others get ("the kids bring norovirus home and my son gets ill", "everyone gets
 * food poisoning", "a sick bug going round my class"), with no fear of being sick itself (throwing up, being sick,
 * seeing sick) anywhere in the person's words, is illness spreading to others: contamination, not a fear of vomiting
 * (docs/clinical.md §7; an eleventh blind review: a mother's germs from school read as emetophobia above her germs).
 */
const BUG_NAMES = new Set([
  'stomach bug*', 'tummy bug*', 'sick bug*', 'sickness bug*', 'stomach flu', 'stomach virus*', 'norovirus*', 'noro', 'winter vomiting',
  'gastroenteritis', 'gastro', 'food poisoning',
]);
const BUG_TERM = 'a bug that spreads';
const BUG_SCORE = 3;

/** Raise a theme to at least `score`, naming the rule that read it. */
function atLeast(scores: TextScores, theme: ThemeId, score: number, term: string): void {
  const current = scores.get(theme) ?? { score: 0, terms: [] };
  scores.set(theme, { score: Math.max(current.score, score), terms: current.terms.includes(term) ? current.terms : [...current.terms, term] });
}

/** The vomiting theme's words found in a text, with the idioms of "sick" set aside (SICK_IDIOM). */
function vomitingTerms(text: string): CompiledTerm[] {
  return findTerms(tokenize(text.toLowerCase().replace(SICK_IDIOM, ' ')), VOMITING_TERMS);
}

/** Whether a text fears being sick itself: a vomiting word that is neither a bug's name nor a hint (BUG_NAMES, VOMIT_AS_HINT). */
export function fearsBeingSick(text: string): boolean {
  return vomitingTerms(text).some((term) => !BUG_NAMES.has(term.source) && !VOMIT_AS_HINT.has(term.source));
}

/** The vomiting theme's words read with the idioms of "sick" set aside; with `bugsSpread`, a bug's name is contamination (BUG_NAMES). */
function readVomiting(text: string, scores: TextScores, bugsSpread: boolean): void {
  if (!scores.has('vomiting')) return;
  let found = vomitingTerms(text);
  if (bugsSpread && found.some((term) => BUG_NAMES.has(term.source))) {
    found = found.filter((term) => !BUG_NAMES.has(term.source) && !VOMIT_AS_HINT.has(term.source));
    atLeast(scores, 'contamination', BUG_SCORE, BUG_TERM);
  }
  if (found.length === 0) scores.delete('vomiting');
  else scores.set('vomiting', { score: found.reduce((sum, term) => sum + term.weight, 0), terms: found.map((term) => term.source) });
}

/**
 * Score of every theme for one piece of text (one obsession, compulsion or trigger). `bugsSpread`: no phrase of the
 * person's fears being sick itself, so a bug's name is an illness that spreads (BUG_NAMES).
 */
export function scoreText(text: string, options: { bugsSpread?: boolean } = {}): TextScores {
  const tokens = tokenize(text);
  const scores: TextScores = new Map();
  for (const [theme, terms] of COMPILED) {
    const found = findTerms(tokens, terms);
    if (found.length === 0) continue;
    scores.set(theme, { score: found.reduce((sum, term) => sum + term.weight, 0), terms: found.map((term) => term.source) });
  }
  // "Sick of checking", "worried sick", "sick people": not a fear of being sick (SICK_IDIOM).
  readVomiting(text, scores, options.bugsSpread === true);
  // "i might hurt my son without meaning to", "scared ill push someone": a harm obsession in a fear frame
  // is the taboo-thought theme even with no word that names it alone; about oneself it is the self-harm
  // fear (gated in scorePhrases by the crisis question); one's own back or knee is no harm thought
  // (harm-frame.ts; docs/clinical.md §7, §17, §18).
  const frame = readHarmFrame(text);
  if (frame === 'others') atLeast(scores, 'taboo_thoughts', HARM_FRAME_SCORE, 'harm thought');
  if (frame === 'self') atLeast(scores, SELF_HARM_THEME, HARM_FRAME_SCORE, 'harm myself');
  const plain = words(text).join(' ');
  // "Even hearing his name", "straight after i get home", "touch wood": adverbs and a saying, not evenness.
  const evenness = withoutAdverbs(plain);
  readSymmetry(plain, evenness, scores);
  // "The patient dies because of me", "insulin for elderly patients": illness words about those cared for at work.
  if (CARED_FOR.test(plain) && !OWN_BODY.test(plain)) scores.delete('health');
  // "Anything he touched carries it", "it gets on me and i need to get it off": a badness that spreads by contact.
  if (SPREADS_BY_CONTACT.test(plain) && !scores.get('health')?.terms.some((term) => !HEALTH_WEAK.has(term))) atLeast(scores, 'contamination', MIN_SCORE, SPREADS_BY_CONTACT_TERM);
  // "Someone coughing near me", "people who are ill", "catching something off people": illness that people spread is
  // contamination; an illness of one's own named in the phrase ("coughing up blood, what if its lung cancer") is health.
  if (ILLNESS_FROM_PEOPLE.test(plain) && !scores.get('health')?.terms.some((term) => !ILLNESS_UNNAMED.has(term))) {
    atLeast(scores, 'contamination', ILLNESS_FROM_PEOPLE_SCORE, ILLNESS_FROM_PEOPLE_TERM);
    scores.delete('health');
  }
  // "Skin cancer spreading without me knowing": an illness that spreads is its course, not contamination.
  if (scores.get('health')?.terms.some((term) => !HEALTH_WEAK.has(term)) && scores.get('contamination')?.terms.every((term) => ILLNESS_COURSE.has(term))) scores.delete('contamination');
  // "Terrified of throwing up if i catch a bug": the fear is being sick, not dirt spreading; "germs from vomit on the
  // pavement" or "dirt makes me feel sick" is contamination (docs/clinical.md §7).
  const vomiting = scores.get('vomiting');
  if (vomiting?.terms.some((term) => !VOMIT_AS_HINT.has(term)) && scores.get('contamination')?.terms.every((term) => SHARED_WITH_VOMITING.has(term))) scores.delete('contamination');
  else if (vomiting?.terms.every((term) => VOMIT_AS_HINT.has(term)) && scores.get('contamination')?.terms.some((term) => !SHARED_WITH_VOMITING.has(term))) scores.delete('vomiting');
  // "Being sick with cancer": an illness named makes "sick" that illness.
  if (scores.get('health')?.terms.some((term) => !HEALTH_WEAK.has(term)) && scores.get('vomiting')?.terms.every((term) => SICK_AS_ILLNESS.has(term))) scores.delete('vomiting');
  // "Googling stomach flu symptoms": the illness searched is the bug feared, not a health fear of its own.
  else if (scores.get('vomiting')?.terms.some((term) => !SICK_AS_ILLNESS.has(term)) && scores.get('health')?.terms.every((term) => HEALTH_SHARED_WITH_VOMITING.has(term))) scores.delete('health');
  // "I keep going over the night of the party in 2019, did I do something to her": a reviewed past event.
  // Not a check about now ("did I lock the door", a checking word of its own).
  // "Going over each customer of the day in my head": the day just lived, a mental check, never a past event.
  const pastPlain = GONE_OVER.test(plain) ? plain.replace(DAY_GONE_OVER, ' ') : plain;
  const dayGoneOver = pastPlain !== plain;
  if (dayGoneOver) {
    if (scores.get('real_event')?.terms.every((term) => term === 'that day')) scores.delete('real_event');
    atLeast(scores, 'checking', DAY_GONE_OVER_SCORE, DAY_GONE_OVER_TERM);
  }
  const pastEvent = PAST_TIME.test(pastPlain) && (OWN_ACT_DOUBT.test(pastPlain) || OWN_PAST_ACT.test(pastPlain) || REVIEWING.test(pastPlain));
  // "Going over the memory again and again": a memory reviewed is the past event's own ritual, wherever it was told.
  const memoryReviewed = REVIEWING.test(plain) && MEMORY_REVIEWED.test(plain);
  if ((pastEvent || memoryReviewed) && !scores.get('checking')?.terms.some((term) => !CHECKING_ONLY.has(term))) {
    atLeast(scores, 'real_event', PAST_EVENT_SCORE, 'past event reviewed');
    if (scores.get('perfectionism')?.terms.every((term) => REVIEWING_ONLY.has(term))) scores.delete('perfectionism');
  }
  // "Checking my school bag over and over": a thing checked again is checking, unless another theme's own words are clear.
  if (CHECKED_THING.test(plain) && CHECKED_AGAIN.test(plain)) {
    const otherClear = [...scores].some(([theme, { score, terms }]) => theme !== 'checking' && score >= MIN_SCORE && terms.some((term) => !SHARED_WITH_CHECKING.has(term)));
    if (!otherClear) {
      atLeast(scores, 'checking', CHECKED_THING_SCORE, CHECKED_THING_TERM);
      if (scores.get('perfectionism')?.terms.every((term) => REVIEWING_ONLY.has(term))) scores.delete('perfectionism');
    }
  }
  // "Checking my mood all day": the ritual of another fear, not a checker's doubt.
  if (CHECKED_WITHIN.test(plain) && scores.get('checking')?.terms.every((term) => CHECK_ACT.has(term))) scores.delete('checking');
  // "Keeping knives locked away": a harm fear's safety behaviour, not a doubt about a lock.
  if (MEANS_OF_HARM_LOCKED.test(plain) && scores.get('checking')?.terms.every((term) => LOCK_ACT.has(term))) scores.delete('checking');
  // "The books are not straight": evenness, not an orientation, unless said of the self or attraction.
  // "Straight after i get home", "straight away": an adverb, neither an orientation nor evenness.
  const straight = scores.get('sexual_orientation');
  const evenStraight = /\bstraight\b/.test(evenness);
  if (straight?.terms.includes('straight') && !STRAIGHT_ABOUT_SELF.test(plain) && (!evenStraight || !ATTRACTION.some((pattern) => pattern.test(plain)))) {
    const kept = straight.terms.filter((term) => term !== 'straight');
    const weight = THEME_LEXICON.sexual_orientation.straight ?? 0;
    if (kept.length === 0) scores.delete('sexual_orientation');
    else scores.set('sexual_orientation', { score: straight.score - weight, terms: kept });
    if (evenStraight) {
      const symmetry = scores.get('symmetry') ?? { score: 0, terms: [] };
      scores.set('symmetry', { score: symmetry.score + weight, terms: [...symmetry.terms, 'straight'] });
    }
  }
  // "4 times or mum dies": a just-right ritual against a feared outcome, unless another theme says the phrase clearly
  // with words of its own ("washing my hands 20 times or the kids get sick").
  if (FEARED_FOR_SOMEONE.test(plain) && UNLESS_THE_RITUAL.test(plain) && (COUNTED_REPEAT.test(plain) || JUST_RIGHT_RITUAL.test(evenness))) {
    const incidental = (theme: ThemeId, terms: readonly string[]) => terms.every((term) => MAGICAL_INCIDENTAL[theme]?.has(term));
    const ownClear = [...scores].some(([theme, { score, terms }]) => theme !== 'symmetry' && score >= MIN_SCORE && !incidental(theme, terms));
    if (!ownClear) {
      for (const [theme, { terms }] of [...scores]) if (theme !== 'symmetry' && incidental(theme, terms)) scores.delete(theme);
      atLeast(scores, 'symmetry', MAGICAL_SCORE, MAGICAL_TERM);
    }
  }
  // A count in a phrase another theme says clearly ("rereading every paragraph ten times") is that ritual's, and a
  // rate or a rough count of any ritual is how often it is done ("like 30-40 times a day": countedRitual).
  if (countedRitual(plain, evenness, scores) && ![...scores].some(([theme, { score }]) => theme !== 'symmetry' && score >= MIN_SCORE)) atLeast(scores, 'symmetry', COUNTED_SCORE, COUNTED_TERM);
  // "Taking things back out of the trash": the bin is where their things go, unless dirt or germs are named.
  const binned = scores.get('contamination');
  if (binned?.terms.some((term) => BIN_WORDS.has(term)) && binned.terms.every((term) => CONTAMINATION_WEAK.has(term) && !DIRT_EVIDENCE.has(term)) && BIN_AS_DESTINATION.test(plain)) {
    scores.delete('contamination');
    atLeast(scores, 'saving', BIN_SAVING_SCORE, BIN_AS_SAVING);
  }
  // "i could poison myself with the cleaning stuff": a feared act of poisoning, not a fear of germs.
  if ((frame === 'others' || frame === 'self') && scores.get('contamination')?.terms.every((term) => POISON_MEANS_ONLY.has(term))) scores.delete('contamination');
  if (frame === 'own-body' && scores.get('taboo_thoughts')?.terms.every((term) => HARM_HINTS.has(term))) scores.delete('taboo_thoughts');
  // "Putting bleach in their dinner", "poison my family": someone else poisoned is a harm thought,
  // not contamination (decision 026; issue 16, a clinician-minded review).
  if (scores.get('taboo_thoughts')?.terms.some((term) => POISON_OTHERS.has(term))) scores.delete('contamination');
  // "Bleach residue on the plates will poison my kids": the substance acts, not the person.
  if (SUBSTANCE_POISONS.test(plain) && !OWN_AGENCY.test(plain) && (scores.get('taboo_thoughts')?.terms.every((term) => POISON_WORDS.has(term)) ?? true)) {
    scores.delete('taboo_thoughts');
    atLeast(scores, 'contamination', MIN_SCORE, SUBSTANCE_POISONS_TERM);
  }
  // A ritual done for worship belongs to the worship ("mentally reviewing every word of the mantra",
  // "repeating the prayer until it feels right", "washing again before puja"): in a phrase that
  // names worship or religious purity, reviewing is not perfectionism, evening-up is not symmetry,
  // and washing is not contamination unless germs are named (issue 16: a Hindu person's restarted
  // mantra read as perfectionism, her purity as germs).
  const scrupulosity = scores.get('scrupulosity');
  if (scrupulosity?.terms.some((term) => WORSHIP_OR_PURITY.has(term))) {
    scores.delete('perfectionism');
    if (scores.get('symmetry')?.terms.every((term) => SYMMETRY_WEAK.has(term) || term === 'feel right' || term === 'feels right' || term === 'not right')) scores.delete('symmetry');
    if (!scores.get('contamination')?.terms.some((term) => GERM_EVIDENCE.has(term))) scores.delete('contamination');
  }
  const orientation = scores.get('sexual_orientation');
  if (orientation && orientation.terms.every((term) => GENDER_ONLY.has(term) || term === 'attract*') && orientation.terms.some((term) => GENDER_ONLY.has(term))) {
    if (!ATTRACTION.some((pattern) => pattern.test(text.toLowerCase())) || SOMEONE_ELSE_FOR_ME.test(plain)) scores.delete('sexual_orientation');
  }
  // "Since my daughter was born … I love her so much … my husband is at work": love for a child and a
  // partner named in passing are a new parent's harm thought, not a doubt about the relationship;
  // a postpartum harm ladder carried "wrong person" stories (issue 16 review).
  const relationship = scores.get('relationship');
  if (relationship && containsAny(tokens, CHILD_TERMS) && relationship.terms.some((term) => LOVE_FOR_SOMEONE.has(term))) {
    const kept = relationship.terms.filter((term) => !LOVE_FOR_SOMEONE.has(term));
    const weights = new Map(COMPILED.find(([theme]) => theme === 'relationship')?.[1].map((term) => [term.source, term.weight]) ?? []);
    if (kept.length === 0) scores.delete('relationship');
    else scores.set('relationship', { score: kept.reduce((sum, term) => sum + (weights.get(term) ?? 0), 0), terms: kept });
  }
  // Children and sexual wording in one thought is POCD (docs/clinical.md §7): its
  // library holds identity "maybe" statements and non-sexual everyday steps, never a taboo-thought
  // or orientation step with sexual wording.
  if (containsAny(tokens, CHILD_TERMS) && containsAny(tokens, SEXUAL_TERMS)) {
    const pocd = scores.get('pocd') ?? { score: 0, terms: [] };
    const taboo = scores.get('taboo_thoughts');
    // The phrase itself says it clearly, whatever the child is called ("touched my son the wrong way").
    scores.set('pocd', { score: pocd.score + (taboo?.score ?? 0) + POCD_COMBINATION_BONUS, terms: [...pocd.terms, ...(taboo?.terms ?? []), CHILD_AND_SEXUAL_TERM] });
    scores.delete('taboo_thoughts');
    scores.delete('sexual_orientation');
  }
  return scores;
}

/**
 * A prayer said at an unwanted thought ("praying for the thought to go away", "asking god to forgive me for the
 * thought", "dua to get rid of the bad thoughts") is a neutralising ritual of the fear it answers, held back like any
 * other; usual worship is kept and only the extra, neutralising prayer is dropped (docs/clinical.md §9). Said as a
 * compulsion it is no evidence of a religious fear: a mother with POCD images who prays to cancel them was read as
 * scrupulous and told to "keep praying when an unwanted thought comes" (issue 16, a seventh clinician-minded review).
 * A prayer started again because a thought spoiled it is the scrupulous ritual of a rite made invalid, and stays.
 */
const WORSHIP_ACTS = new Set([
  'pray', 'prayer', 'god', 'lord', 'jesus', 'christ', 'allah', 'dua', 'mantra*', 'rosary', 'cross myself', 'forgiv*', 'holy', 'waheguru',
]);
const AT_A_THOUGHT = /\b(?:thought|thoughts|image|images|picture|pictures|urge|urges|cancel\w*|undo\w*|neutrali[sz]\w*|(?:go|goes|going|went) away|get rid of|takes? (?:it|them) away|(?:make|makes) (?:it|them) stop)\b/;
/**
 * Worship named only as a ritual ("praying a lot", "going to church more so god takes it away"), with no religious or
 * moral word in what the person fears or what sets it off: beside another clear theme it is that fear's neutralising
 * ritual, not a second focus (docs/clinical.md §9). A fear of sin, God or hell in an obsession, or a church as a
 * trigger, still reads as scrupulosity.
 */
const WORSHIP_AS_RITUAL = new Set([...WORSHIP_ACTS, 'church', 'mosque', 'temple', 'synagogue*', 'mandir', 'gurdwara', 'shrine', 'faith', 'bible', 'quran', 'koran', 'torah', 'priest', 'imam', 'rabbi', 'pastor', 'cross myself', 'dua', 'salah', 'salat', 'namaz', 'puja', 'pooja', 'aarti']);
const WORSHIP_REDONE = /\b(?:again|restart\w*|start\w* over|from the (?:start|beginning)|redo\w*|re do\w*|repeat\w*)\b/;

/** Whether a compulsion is a prayer said at an unwanted thought (WORSHIP_ACTS). */
function neutralisingPrayer(text: string, scores: TextScores): boolean {
  const terms = scores.get('scrupulosity')?.terms;
  if (!terms?.length || !terms.every((term) => WORSHIP_ACTS.has(term))) return false;
  const plain = words(text).join(' ');
  return AT_A_THOUGHT.test(plain) && !WORSHIP_REDONE.test(plain);
}

export interface PhraseScores {
  field: keyof typeof FIELD_WEIGHTS;
  text: string;
  scores: TextScores;
}

/**
 * Every obsession, compulsion and trigger with its theme scores. The self-harm theme counts only
 * after the crisis screen's question was answered "a fear" (docs/clinical.md §18).
 */
export function scorePhrases(input: GenerationInput): PhraseScores[] {
  const fields = ['obsessions', 'compulsions', 'triggers'] as const;
  // A bug's name with no fear of being sick anywhere in the person's words is an illness that spreads (BUG_NAMES).
  const bugsSpread = !fields.some((field) => input[field].some(fearsBeingSick));
  const raw = fields.flatMap((field) => input[field].map((text) => ({ field, text, scores: scoreText(text, { bugsSpread }) })));
  const lockAsSafety = harmFearBesideNoSecurityFear(raw);
  return raw.map(({ field, text, scores }) => {
    // "Keeping the door locked" beside a fear of harm: that fear's safety behaviour, not a checker's doubt (KEPT_LOCKED).
    const plain = words(text).join(' ');
    if (lockAsSafety && KEPT_LOCKED.test(plain) && !LOCK_DOUBT.test(plain)) scores.delete('checking');
    if (input.selfHarmFear !== true) scores.delete(SELF_HARM_THEME);
    // A thought about harming oneself, answered "a fear", is that theme, never a harm-to-others one
    // whose steps put knives in hand (docs/clinical.md §10).
    else if (scores.has(SELF_HARM_THEME) || scores.get('taboo_thoughts')?.terms.every((term) => KNIFE_TERMS.has(term))) scores.delete('taboo_thoughts');
    if (field === 'compulsions' && neutralisingPrayer(text, scores)) scores.delete('scrupulosity');
    return { field, text, scores };
  });
}

/**
 * Whether an obsession says a fear of harming oneself or others clearly (read before the crisis question's gate: a
 * fear of harming oneself is that fear, whatever the answer) and no phrase fears someone getting in (KEPT_LOCKED).
 */
function harmFearBesideNoSecurityFear(phrases: readonly PhraseScores[]): boolean {
  const harmFear = phrases.some(({ field, scores }) => field === 'obsessions' && HARM_THEMES.some((theme) => (scores.get(theme)?.score ?? 0) * FIELD_WEIGHTS[field] >= MIN_SCORE));
  return harmFear && !phrases.some(({ scores }) => scores.get('checking')?.terms.some((term) => SECURITY_FEAR.has(term)));
}

/**
 * The themes the person's own words point to, strongest first (at most MAX_THEMES). Empty when
 * nothing matches clearly: the engine then builds a generic hierarchy around their words.
 */
export function detectThemes(input: GenerationInput): ThemeMatch[] {
  return rankThemes(scorePhrases(input));
}

/**
 * Words that say a theme only as the object of the fear, and in passing say nothing of it ("washing until they feel
 * perfect", "i must not make a mistake with her", "saying a little prayer", "keeping the flat clean"). A theme whose
 * every word is one of these, all in one phrase, is incidental beside a clearly evidenced theme: one stray word must
 * not add a second focus that then fills the ladder (docs/clinical.md §7; issue 16, a seventh clinician-minded review:
 * a POCD mother's "mistake" and "pray" gave 7 of 12 steps to perfectionism and scrupulosity).
 */
const IN_PASSING: Partial<Record<ThemeId, ReadonlySet<string>>> = {
  perfectionism: new Set([...REVIEWING_ONLY, 'perfect*', 'mistake*', 'error*', 'redo', 'fail', 'failure', 'over and over', 'embarrass*']),
  scrupulosity: new Set([...SCRUPULOSITY_WEAK, ...WORSHIP_ACTS, 'sin', 'sins', 'sinned', 'evil', 'pure', 'punish*', 'fair', 'lie', 'lied', 'lying']),
  contamination: new Set([...CONTAMINATION_WEAK, 'clean', 'wipe', 'wipes', 'shower', 'disgust*', 'spread*', 'catch']),
  symmetry: new Set([...SYMMETRY_WEAK, 'not right', 'feel right', 'feels right', 'even', 'neat', 'tidy', 'balanc*', 'straight']),
  checking: new Set([...CHECKING_ONLY, 'make sure']),
  health: HEALTH_WEAK,
  relationship: new Set([...RELATIONSHIP_NAMING_ONLY, 'love', 'doubt', 'compare', 'comparing']),
  real_event: new Set(['happened', 'memory', 'memories', 'the past', 'drunk', 'replay*', 'confess*', 'that day']),
};

/** Whether one of the person's obsessions says the theme clearly (MIN_SCORE, not in passing) and more than any other theme. */
function ownObsession(theme: ThemeId, phrases: readonly PhraseScores[]): boolean {
  return phrases.some(({ field, scores }) => {
    const own = scores.get(theme);
    if (field !== 'obsessions' || !own || own.score < MIN_SCORE || own.terms.every((term) => IN_PASSING[theme]?.has(term))) return false;
    return [...scores].every(([other, { score }]) => other === theme || score < own.score);
  });
}

/** Whether scrupulosity's only evidence is worship in the person's compulsions (WORSHIP_AS_RITUAL). */
function worshipOnlyAsRitual(phrases: readonly PhraseScores[]): boolean {
  const evidence = phrases.filter(({ scores }) => scores.has('scrupulosity'));
  return evidence.length > 0 && evidence.every(({ field, scores }) => field === 'compulsions' && (scores.get('scrupulosity')?.terms.every((term) => WORSHIP_AS_RITUAL.has(term)) ?? false));
}

/** Whether a theme's only evidence is words in passing (IN_PASSING), all in one of the person's phrases. */
function inPassing(theme: ThemeId, phrases: readonly PhraseScores[]): boolean {
  const passing = IN_PASSING[theme];
  if (!passing) return false;
  const evidence = phrases.filter(({ scores }) => scores.has(theme));
  return evidence.length === 1 && (evidence[0]?.scores.get(theme)?.terms.every((term) => passing.has(term)) ?? false);
}

/** detectThemes for phrases already scored; with `all`, every theme with any score, unfiltered. */
export function rankThemes(phrases: readonly PhraseScores[], options: { all?: boolean } = {}): ThemeMatch[] {
  const totals = new Map<ThemeId, { score: number; terms: Set<string> }>();
  for (const { field, scores } of phrases) {
    for (const [theme, { score, terms }] of scores) {
      const total = totals.get(theme) ?? { score: 0, terms: new Set<string>() };
      total.score += score * FIELD_WEIGHTS[field];
      for (const term of terms) total.terms.add(term);
      totals.set(theme, total);
    }
  }
  const ranked = [...totals]
    .map(([theme, { score, terms }]) => ({ theme, score: Math.round(score * 100) / 100, terms: [...terms] }))
    .sort((a, b) => b.score - a.score || THEME_IDS.indexOf(a.theme) - THEME_IDS.indexOf(b.theme));
  if (options.all) return ranked;
  // A theme needs one phrase of the person's that says it clearly (MIN_SCORE, obsessions weighted as above)
  // or a word that names it on its own (NAMING_WEIGHT): hints scattered over several phrases ("repeating a
  // phrase in my head" in one, "rude customers" in another) are the nearest theme, not theirs. Then nothing
  // is read, the person is told so and the ladder is built around their own words (docs/clinical.md §8: a
  // theme the library lacks is said, not guessed; issue 16).
  const clearInAPhrase = new Set(
    phrases.flatMap(({ field, scores }) =>
      [...scores]
        .filter(([theme, { score, terms }]) => score * FIELD_WEIGHTS[field] >= MIN_SCORE || terms.some((term) => (THEME_LEXICON[theme][term] ?? MIN_SCORE) >= NAMING_WEIGHT))
        .map(([theme]) => theme),
    ),
  );
  const clearTheme = (theme: ThemeId) => ranked.some((match) => match.theme === theme && match.score >= MIN_SCORE);
  const othersClear = (theme: ThemeId) => ranked.some((match) => match.theme !== theme && match.score >= MIN_SCORE);
  const religiousPurity = ranked.some((match) => match.theme === 'scrupulosity' && match.score >= MIN_SCORE && match.terms.some((term) => WORSHIP_OR_PURITY.has(term)));
  const anchored = ranked.filter((match) => {
    if (match.theme === 'sexual_orientation') return match.terms.some((term) => ORIENTATION_ANCHORS.has(term));
    if (match.theme === 'taboo_thoughts' && clearTheme('pocd')) return match.terms.some((term) => !POCD_SHARED.has(term));
    if (match.theme === 'taboo_thoughts' && clearTheme('scrupulosity')) return match.terms.some((term) => !SCRUPULOSITY_SHARED.has(term));
    if (match.theme === 'scrupulosity' && othersClear('scrupulosity') && worshipOnlyAsRitual(phrases)) return false;
    if (match.theme === 'scrupulosity') return !othersClear('scrupulosity') || match.terms.some((term) => !SCRUPULOSITY_WEAK.has(term));
    if (match.theme === 'perfectionism') return !othersClear('perfectionism') || match.terms.some((term) => !REVIEWING_ONLY.has(term));
    if (match.theme === 'checking') return !othersClear('checking') || match.terms.some((term) => !CHECKING_ONLY.has(term));
    if (match.theme === 'symmetry') return !othersClear('symmetry') || match.terms.some((term) => !SYMMETRY_WEAK.has(term));
    if (match.theme === 'pocd') return match.terms.some((term) => !POCD_WEAK.has(term));
    // Beside an orientation doubt, romance, dating and "doubt" are that doubt's own ("doubting my
    // sexuality", "romantic films"): relationship doubts need a partner or the relationship named
    // (issue 16: one stray word must not add a theme).
    if (match.theme === 'relationship' && clearTheme('sexual_orientation') && !match.terms.some((term) => PARTNER_NAMED.has(term))) return false;
    if (match.theme === 'relationship') {
      return match.terms.some((term) => RELATIONSHIP_ANCHORS.has(term)) && (!othersClear('relationship') || match.terms.some((term) => !RELATIONSHIP_NAMING_ONLY.has(term)));
    }
    if (match.theme === 'health') return !othersClear('health') || match.terms.some((term) => !HEALTH_WEAK.has(term));
    if (match.theme === 'real_event' && clearTheme('scrupulosity')) return match.terms.some((term) => !REAL_EVENT_SHARED_WITH_MORALS.has(term));
    if (match.theme === 'contamination' && religiousPurity) return match.terms.some((term) => GERM_EVIDENCE.has(term));
    // Beside a clear saving theme, "bin day" and "the rubbish" are where things go (BIN_AS_DESTINATION).
    if (match.theme === 'contamination' && clearTheme('saving')) return match.terms.some((term) => DIRT_EVIDENCE.has(term));
    // Beside a clear fear of being sick, washing, gel and "vomit" serve that fear: contamination needs germs or dirt named.
    if (match.theme === 'contamination' && clearTheme('vomiting')) return match.terms.some((term) => !CONTAMINATION_WEAK.has(term) && !SHARED_WITH_VOMITING.has(term));
    if (match.theme === 'contamination') return !othersClear('contamination') || match.terms.some((term) => !CONTAMINATION_WEAK.has(term));
    return true;
  });
  // Beside a clearly evidenced theme, one whose only evidence is a word in passing is not a second focus (IN_PASSING).
  const evidenced = anchored.filter((match) => clearInAPhrase.has(match.theme) && match.score >= MIN_SCORE && !inPassing(match.theme, phrases));
  const focused = evidenced.length ? anchored.filter((match) => !inPassing(match.theme, phrases) || !evidenced.some((other) => other.theme !== match.theme)) : anchored;
  const top = focused.find((match) => clearInAPhrase.has(match.theme))?.score ?? 0;
  // An obsession that says a theme clearly and above all others is what the person fears, however many words the
  // first theme has elsewhere: "thoughts of hurting my baby" beside a fear that the thoughts are a sin is two themes.
  return focused
    .filter((match) => clearInAPhrase.has(match.theme) && match.score >= MIN_SCORE && (match.score >= top * MIN_SHARE_OF_TOP || ownObsession(match.theme, phrases)))
    .slice(0, MAX_THEMES);
}
