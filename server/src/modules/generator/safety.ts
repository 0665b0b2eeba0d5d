import { EXPOSURE_DESCRIPTION_MAX, EXPOSURE_TITLE_MAX } from '@ladder/contracts';
import type { CandidateExposure } from './types';

/**
 * The last gate before a person sees an exposure, applied to every engine's output (the LLM
 * engines' above all). It encodes CLINICAL.md "Safety: never generate" as patterns over the
 * item's text and rejects an item on any hit, with the reason.
 *
 * How it avoids rejecting ordinary ERP text:
 * - Instructions to act (hit, steal, lean over…) only count in the imperative: at the start of a
 *   sentence or clause, or after "then"/"and". "Write 'I might have left the stove on'", "a story
 *   in which you push someone" and "Do not hit anyone" are not instructions to do it. Text in
 *   quotation marks (the person's words, "maybe" statements) is left out of these checks.
 * - Everyday risk is allowed: "chop vegetables with a kitchen knife" or "stand behind the line on a
 *   platform" pass; a knife pointed at someone or leaning over a railing do not.
 * - Reassurance and relaxation are allowed where the sentence forbids them ("Do not ask anyone
 *   whether you are safe", "do not use breathing exercises"): the negation must come before the
 *   phrase in the same sentence with an asking/using verb after it and no "and"/"then" between.
 * It is deliberately strict where the harm is worst (sexual content involving minors: any
 * co-occurrence in the item rejects it) and accepts losing an item to a false positive there.
 */
export interface SafetyVerdict {
  safe: CandidateExposure[];
  rejected: Array<{ candidate: CandidateExposure; reason: string }>;
}

interface ItemText {
  /** Title, description and response prevention, lowercased, quotes kept. */
  all: string;
  /** Sentences of `all` with quoted passages removed. */
  unquotedSentences: string[];
  /** Sentences of `all`, quotes kept. */
  sentences: string[];
}

const REASONS = {
  structure: 'The item is incomplete or malformed',
  minors: 'Sexual content involving minors',
  selfHarm: 'Self-harm',
  harmToOthers: 'Harm or deception toward someone',
  danger: 'Real danger beyond everyday risk',
  illegal: 'An illegal act',
  driving: 'Risky driving',
  heights: 'Heights without safety',
  chemicals: 'Eating or touching chemicals or spoiled food',
  medication: 'Stopping or changing medication',
  hygiene: 'Skipping hygiene that matters for health',
  reassurance: 'Reassurance (promises safety or an outcome)',
  relaxation: 'Relaxation or breathing used during the exposure',
} as const;

/** Start of an instruction: sentence or clause start, or a joining word before the verb. */
const IMPERATIVE = String.raw`(?:^|[.;:!?,(—–]\s*|\b(?:then|and|or|now|also|just|go and|try and|try to)\s+)`;
const imperative = (verbs: string, rest = '') => new RegExp(`${IMPERATIVE}(?:${verbs})\\b${rest}`);

const PEOPLE = String.raw`(?:someone|somebody|anyone|anybody|a person|people|a stranger|strangers|a passer-?by|passers-?by|a child|children|a kid|kids|a baby|the baby|an animal|a pet|a dog|a cat|him|her|them|(?:your|their|his|her|a|the) (?:own )?(?:partner|wife|husband|boyfriend|girlfriend|child|children|kids?|baby|son|daughter|mum|mom|dad|mother|father|parents?|friend|friends|colleague|colleagues|neighbou?r|boss|flatmate|roommate|pet|dog|cat|family|sister|brother))`;

// Words for minors and for sexual content; an item containing both is rejected (CLINICAL.md).
const MINORS =
  /\b(?:child|children|childs|kid|kids|kiddie|kiddies|minors|underage|under-age|teen|teens|teenage|teenager|teenagers|pre-?teens?|tweens?|adolescen\w*|juveniles?|youths?|youngsters?|baby|babies|toddlers?|infants?|newborns?|boys?|girls?|schoolboys?|schoolgirls?|school-?age\w*|schoolchild\w*|schools?|pupils?|nursery|kindergarten|playgrounds?|daycare|babysit\w*|sons?|daughters?|stepsons?|stepdaughters?|nieces?|nephews?|grandchild\w*|grandsons?|granddaughters?|little ones?)\b|\bminor\b(?=\s*(?:[.,;:!?)]|$|\s+(?:and|or|who|in|at|on)\b))/;
const UNDER_EIGHTEEN = /\b(\d{1,2})[- ]?(?:years?|yrs?)[- ]?old\b/g;
const SEXUAL =
  /\b(?:sex|sexual\w*|sexy|arous\w*|erotic\w*|porn\w*|naked|nude|nudity|undress\w*|genital\w*|groin|crotch|penis|vagina\w*|breasts?|nipples?|masturbat\w*|orgasm\w*|erections?|horny|lust\w*|fondl\w*|grop\w*|molest\w*|intercourse|seduc\w*|intimate|intimacy|fetish\w*|foreplay|turned on|turns? (?:me|you|them|him|her) on|attract(?:ed|ion|ive)|abus\w*|inappropriate(?:ly)? (?:touch\w*|thoughts?|contact)|kiss\w* (?:on the lips|passionately))\b/;
const MINOR_SEXUAL_TERMS = /\b(?:p(?:a)?edophil\w*|p(?:a)?edos?|pocd|csam|lolita|jailbait|child porn\w*|groom(?:ing|ed)? (?:a |the )?(?:child|kid|minor|teen)\w*)\b/;

function mentionsMinors(text: string): boolean {
  if (MINORS.test(text)) return true;
  for (const match of text.matchAll(UNDER_EIGHTEEN)) if (Number(match[1]) < 18) return true;
  return false;
}

const SELF_HARM = [
  /\b(?:cut|cutting|burn|burning|hurt|hurting|harm|harming|injure|injuring|scratch|scratching|hit|hitting|punch|punching|starve|starving|choke|choking|strangle|strangling|bruise|bruising)\s+(?:yourself|myself|your (?:own )?(?:skin|arms?|wrists?|body|legs?|face|head|hands?))\b/,
  /\bself[- ]?(?:harm\w*|injur\w*|mutilat\w*)/,
  /\bsuicid\w*/,
  /\bkill (?:yourself|myself)\b/,
  /\b(?:end|take) (?:your|my) (?:own )?life\b/,
  /\b(?:go without|skip|stop) (?:eating|meals|food|water|drinking water|sleep|sleeping)\b/,
  /\bstay awake (?:all night|for \d+|for (?:a|two|three) (?:day|night)s?)/,
  /\bhold your breath\b/,
  /\boverdose\b/,
];

const HARM_VERBS =
  'hit|punch|kick|slap|push|shove|trip|stab|cut|hurt|injure|attack|strangle|choke|poison|threaten|frighten|scare|bully|insult|humiliate|mock|bite|spit on|yell at|shout at';
/** Acts against a person: only with a person as the object ("follow the recipe" is fine). */
const DECEPTION_OF =
  'lie to|deceive|trick|mislead|manipulate|gaslight|cheat on|spy on|stalk|follow|prank|steal from|con';
const DECEPTION =
  'pretend to be|pretend that you(?:\'re| are)|impersonate|tell (?:a|an|some) (?:white )?(?:lie|lies|untruth)|fake (?:an? |your )(?:illness|injury|signature|document|id|note|symptom)\\w*';
const HARM_TO_OTHERS = [
  imperative(HARM_VERBS, String.raw`\s+${PEOPLE}`),
  imperative(DECEPTION_OF, String.raw`\s+${PEOPLE}`),
  imperative(DECEPTION),
  /\b(?:knife|knives|blade|scissors|razor)\b[^.]{0,30}\b(?:at|to|against|towards?)\s+(?:\w+\s+){0,2}(?:throat|neck|chest|face|back|head|partner|wife|husband|child|baby|someone|somebody|person|people|him|her|them)\b/,
  imperative('point|wave|swing|brandish', String.raw`\s+(?:a|the|your)?\s*(?:kitchen\s+)?(?:knife|knives|blade|scissors|gun)`),
];

const DANGER = [
  imperative('set fire|start a fire|light a fire|play with (?:fire|matches|lighters?)|set (?:something|it|things) (?:on fire|alight)'),
  imperative('leave|keep', String.raw`\s+(?:the |a |your )?(?:stove|oven|hob|gas|cooker|iron|heater|candles?|hair straighteners?|fire|burners?|grill|barbecue|tap|taps|bath)\s+(?:on|lit|burning|running|unattended)`),
  imperative('leave|keep', String.raw`\s+(?:the |your )?(?:front |back )?(?:door|doors|windows?)\s+(?:unlocked|open)\s+(?:overnight|all night|while you(?:'re| are)? (?:out|away|asleep)|when you (?:leave|go out|go to (?:bed|sleep)))`),
  /\btouch\w*\s+(?:a |the )?(?:hot|live|exposed|bare)\s+(?:stove|hob|iron|plate|pan|wires?|sockets?|cables?)\b/,
  /\b(?:put|stick|insert)\w*\s+(?:your |a )?(?:\w+\s+)?(?:in|into)\s+(?:a |the )?(?:socket|plug socket|toaster)\b/,
  imperative('walk|stand|step|lie|sit|play|wait', String.raw`\s+(?:on|onto|across|along|between)\s+(?:the\s+)?(?:railway|train|tram)\s+(?:tracks?|lines?)`),
  /\b(?:stand|wait|walk|lean)\w*\s+(?:at|on|over|near|by)\s+the\s+(?:very\s+)?edge\s+of\s+(?:the\s+)?platform\b|\bplatform edge\b/,
  /\bcross\w*\s+(?:the|a)\s+(?:road|street)\s+without\s+looking\b/,
  imperative('run|step|walk', String.raw`\s+(?:out\s+)?(?:across|into)\s+(?:the\s+|a\s+)?(?:road|street|traffic)`),
  /\bclose your eyes\s+(?:while|when)\s+(?:crossing|walking|cycling|driving|riding)\b/,
  imperative('swim', String.raw`\s+(?:alone|on your own|out of your depth)`),
  /\b(?:approach|touch|pet|stroke)\w*\s+(?:a|an)\s+(?:stray|unknown|strange|wild|aggressive)\s+(?:dog|cat|animal)\b/,
  /\b(?:touch|handle|pick up|hold|stroke)\w*\s+(?:a\s+|an\s+|the\s+)?(?:dead\s+(?:animal|bird|mouse|rat|pigeon|fox)|(?:used\s+)?(?:needles?|syringes?|sharps))\b/,
  /\b(?:touch|handle|pick up|clean up|wipe up|hold|rub)\w*\b[^.]{0,40}\b(?:blood|vomit|faeces|feces|poo|poop|excrement|urine|pee|bodily fluids?|diarrh\w*)\b/,
  imperative('take|use|try|smoke|snort|inject', String.raw`\s+(?:some\s+|recreational\s+|illegal\s+)?(?:drugs|cannabis|weed|cocaine|ecstasy|mdma|ketamine|heroin)`),
  imperative('get drunk|binge drink|drink until'),
];

const ILLEGAL = [
  imperative('steal|shoplift|pickpocket|trespass|break into|vandali[sz]e|graffiti|burgle|rob'),
  imperative('take', String.raw`\s+(?:\w+\s+){0,3}(?:from a shop\s+)?without paying`),
  /\b(?:drive|ride)\w*\s+(?:\w+\s+){0,3}(?:without (?:a |your )?(?:licen[cs]e|insurance)|uninsured|drunk|under the influence)\b/,
  imperative('carry', String.raw`\s+(?:a |the |your )?(?:kitchen\s+)?(?:knife|knives|blade|weapon)\s+(?:in public|outside|out|to work|to school|around|in your (?:pocket|bag))`),
  /\b(?:run|jump)\w*\s+(?:a\s+)?red light\b|\bjump (?:the )?(?:barrier|turnstile)\b|\bfare[- ]?dodg\w*/,
];

const DRIVING = [
  /\b(?:drive|driving|cycle|cycling|ride|riding)\b[^.]{0,60}\b(?:with your eyes (?:closed|shut)|eyes closed|without (?:looking|a seat ?belt|your seat ?belt|lights|headlights|a helmet|checking (?:your |the )?mirrors?|using (?:your |the )?mirrors?)|(?:over|above) the (?:speed )?limit|faster than (?:the|is)|at high speed|recklessly|through (?:a )?red|while (?:tired|drowsy|drunk|texting|on your phone|using your phone|reading)|after drinking|one[- ]handed|no hands|hands off the wheel)/,
  /\b(?:text|texting|read|reading|look at your phone|looking at your phone)\b[^.]{0,20}\bwhile (?:driving|cycling|riding)\b/,
  /\b(?:speed|speeding)\b[^.]{0,30}\b(?:car|drive|driving|road)\b/,
  /\b(?:do not|don't|never|without)\s+(?:check|checking|look|looking|use|using)\s+(?:in\s+|at\s+)?(?:your |the )?(?:rear[- ]?view |wing |side )?mirrors?\b/,
];

const HEIGHTS = [
  /\b(?:lean|hang|climb|stand|sit|walk|balance|dangle|perch)\w*\s+(?:\w+\s+){0,3}?(?:over|on|onto|along|up|out of|out over|on top of|at)\s+(?:the\s+|a\s+)?(?:edge|ledge|railing|parapet|balcony rail(?:ing)?|roof|rooftop|cliff(?: edge)?|window ?sill|window ledge|scaffold\w*)\b/,
  /\bwithout\s+(?:a\s+)?(?:railing|harness|rope|safety (?:line|rail|barrier|net))\b/,
  /\b(?:at|near|to) the (?:very )?edge of (?:a|the) (?:cliff|roof|balcony|bridge|building|tower|quarry)\b/,
  /\b(?:climb|go|get)\w*\s+(?:up\s+)?(?:onto|on to|up on(?:to)?)\s+(?:the |a )?roof\b/,
  /\blook\w*\s+(?:down\s+)?over\s+(?:the\s+)?(?:edge|railing|parapet)\s+of\s+(?:a|the)\s+(?:roof|cliff|bridge|building)\b/,
];

const CHEMICAL = String.raw`(?:bleach|chemicals?|detergents?|disinfectants?|cleaning (?:products?|sprays?|fluids?|liquids?)|pesticides?|insecticides?|weed ?killer|rat poison|poisons?|antifreeze|ammonia|drain cleaner|oven cleaner|paint thinner|white spirit|turpentine|petrol|gasoline|kerosene|lighter fluid|battery acid|acid|lye|caustic soda)`;
/** Harmless on the hands, harmful to swallow. */
const NOT_FOR_EATING = String.raw`(?:${CHEMICAL}|hand (?:gel|saniti[sz]er)|saniti[sz]er|washing[- ]up liquid|soap)`;
const SPOILED = String.raw`(?:spoiled|spoilt|rotten|rotting|mou?ldy|expired|out[- ]of[- ]date|past (?:its|the) use[- ]by(?: date)?|gone[- ]off|off (?:milk|meat|food|chicken|fish)|sour milk|raw (?:chicken|meat|pork|mince|burgers?|sausages?|eggs?|fish|poultry|flour|dough)|undercooked|uncooked (?:chicken|meat|pork|eggs?)|food (?:from|out of) (?:the |a )?(?:bin|trash|garbage|toilet)|(?:dropped|fallen) (?:in|into) (?:the |a )?(?:toilet|bin))`;
const INGEST = 'eat|eating|drink|drinking|taste|tasting|lick|licking|swallow|swallowing|sip|sipping|sniff|sniffing|inhale|inhaling|huff|huffing|gargle|gargling|chew|chewing';
const CHEMICALS = [
  new RegExp(String.raw`\b(?:${INGEST})\s+(?:\w+\s+){0,4}?${NOT_FOR_EATING}\b`),
  new RegExp(String.raw`\bmix\w*\s+(?:\w+\s+){0,3}?${CHEMICAL}\s+(?:and|with)\s+(?:\w+\s+){0,2}?${CHEMICAL}\b`),
  new RegExp(String.raw`\b(?:put|pour|rub|spray|apply|splash|dab)\w*\s+(?:\w+\s+){0,3}?${CHEMICAL}\s+(?:on|onto|over|into|in)\s+(?:your\s+)?(?:hands?|skin|face|body|food|drink|mouth|eyes|tongue|lips)\b`),
  new RegExp(String.raw`\b(?:touch|handle|dip (?:your )?(?:hands?|fingers?) in(?:to)?)\w*\s+(?:\w+\s+){0,2}?${CHEMICAL}\b(?!\s+(?:bottles?|containers?|cans?|tubs?|packets?|box(?:es)?|caps?|lids?|spray bottles?|dispensers?|pumps?))`),
  new RegExp(String.raw`\b(?:${INGEST})\b[^.]{0,50}?${SPOILED}`),
  /\b(?:eat|eating|drink|drinking)\s+(?:\w+\s+){0,3}?(?:from|out of|off)\s+(?:the |a )?(?:bin|trash|garbage|toilet|(?:public\s+)?(?:toilet|bathroom|restroom) floor)\b/,
  /\blick\w*\s+(?:a |the |your )?(?:\w+\s+)?(?:door ?handles?|handles?|floors?|toilets?|seats?|rails?|shoes?|bins?|hands?|fingers?|coins?|money|poles?|buttons?|keyboards?|phones?)\b/,
];

const MEDICATION_WORDS = String.raw`(?:medication|medications|medicine|medicines|meds|pills?|tablets?|doses?|antidepressants?|ssris?|insulin|inhalers?|prescriptions?|treatment)`;
const MEDICATION = [
  new RegExp(String.raw`\b(?:stop|stopping|skip|skipping|quit|quitting|halt|halve|reduce|reducing|cut down|cutting down|come off|coming off|wean (?:yourself )?off|taper|miss|missing|throw away|flush|forget)\s+(?:taking\s+|using\s+)?(?:your\s+|the\s+|any\s+|a\s+|all\s+)?(?:\w+\s+)?${MEDICATION_WORDS}\b`),
  new RegExp(String.raw`\b(?:do not|don't|never)\s+take\s+(?:your\s+|the\s+|any\s+)?(?:\w+\s+)?${MEDICATION_WORDS}\b`),
  new RegExp(String.raw`\bwithout\s+(?:your\s+|the\s+)?${MEDICATION_WORDS}\b`),
  new RegExp(String.raw`\b(?:change|changing|adjust|adjusting|double|doubling)\s+(?:your\s+|the\s+)?(?:\w+\s+)?(?:dose|dosage|medication)\b`),
];

const NEGATED_WASH = /\b(?:without|don't|do not|no|skip|skipping|not|never)\b[^.]{0,30}\bwash\w*/;
const HYGIENE_EXCEPTION = /\b(?:apart from|except|other than|beyond|besides|as usual|normal|still|keep)\b/;
const HYGIENE_CONTEXTS = [
  /\braw (?:meat|chicken|poultry|pork|beef|mince|fish|burgers?|sausages?|eggs?)\b|\buncooked (?:meat|chicken|poultry|pork)\b/,
  /\b(?:change|changing|changed)\s+(?:a |the |your )?(?:\w+\s+)?(?:nappy|nappies|diaper|diapers)\b/,
];
/** Sentence-level: hygiene after using the toilet or before eating a meal after it. */
const TOILET_USE = /\b(?:use|using|used|go to|going to|after|visit(?:ing)?)\s+(?:the\s+|a\s+)?(?:public\s+)?(?:toilet|loo|bathroom|restroom|lavatory|wc)\b/;
const WOUND_CARE = /\b(?:do not|don't|never|without)\s+(?:clean|cleaning|cover|covering|treat|treating)\s+(?:a |the |your )?(?:cut|wound|graze|burn|bite)\b/;

const REASSURANCE = [
  /\byou(?:'re| are| will be|'ll be| are going to be) (?:completely |perfectly |totally |quite |absolutely |definitely |really )?safe\b/,
  /\b(?:i'm|i am|i will be|i'll be|we're|we are|everyone is|everybody is|they are|they're) (?:completely |perfectly |totally |absolutely |definitely )?safe\b/,
  /\byou(?:'ll| will| are going to) be (?:completely |perfectly |totally |absolutely |just )?(?:fine|ok|okay|alright|all right)\b/,
  /\b(?:this|that|it|nothing bad|nothing|the (?:feared|bad|worst) (?:thing|outcome)|what you fear|your fear) (?:won't|will not|is not going to|isn't going to|cannot|can't|could never|will never) (?:happen|come true)\b/,
  /\bnothing bad (?:will|is going to|can|could) happen\b/,
  /\b(?:everything|it|things|all) (?:will|is going to|'ll)(?: all)? be (?:fine|ok|okay|alright|all right)\b/,
  /\b(?:you're|you are) (?:not|never) (?:a |an )?(?:bad|evil|dangerous|terrible|awful|horrible|sinful) (?:person|people|man|woman|parent|mother|father)\b/,
  /\b(?:you're|you are) (?:a |an )?(?:good|kind|decent|loving|safe|moral) (?:person|man|woman|parent|mother|father)\b/,
  /\b(?:you're|you are) not (?:dangerous|a danger|a monster|a murderer|a sinner|going to hell|going crazy|losing control|losing your mind|ill|sick|dying|gay|straight|bisexual|a lesbian)\b/,
  /\b(?:you're|you are|i'm|i am) (?:definitely|certainly|really) (?:gay|straight|bisexual|a lesbian|healthy|not ill)\b/,
  /\byou (?:would|will|could) never (?:do|act|hurt|harm|kill|actually|really)\b/,
  /\byou (?:don't|do not) (?:really |actually )?want to (?:hurt|harm|kill|do)\b/,
  /\b(?:people|you|they) (?:with ocd )?(?:never|don't|do not|won't|will not) act on (?:these|their|your|such|intrusive) thoughts\b/,
  /\b(?:the |your |these |such )?thoughts? (?:are|is) (?:just|only|merely) (?:a |an )?(?:thoughts?|ocd|anxiety|noise)\b|\bit(?:'s| is) (?:just|only) (?:ocd|anxiety|a thought)\b/,
  /\b(?:these|your|the|such) thoughts? (?:mean|means) nothing\b|\bthoughts? (?:don't|do not|doesn't|does not) mean anything\b|\bthoughts? (?:are|is) (?:meaningless|harmless)\b|\bthoughts? (?:can't|cannot) (?:hurt|harm)\b/,
  /\b(?:the )?(?:risk|chance|chances|odds|likelihood|probability) (?:is|are) (?:tiny|very (?:low|small)|negligible|minimal|zero|almost zero|practically zero|extremely (?:low|small)|one in a million)\b/,
  /\b(?:germs|bacteria|it|they) (?:can't|cannot|won't|will not) (?:hurt|harm|make) you\b/,
  /\byou(?:'ve| have) (?:definitely|certainly) (?:locked|turned off|switched off|checked)\b|\b(?:is|are) (?:definitely|certainly) (?:off|locked|clean|safe)\b/,
  /\b(?:god|he|she) (?:forgives|has forgiven|loves) you\b|\byou (?:have not|haven't|did not|didn't) (?:sin|sinned|do anything wrong|offend\w*)\b/,
  /\byou (?:definitely|really|truly|surely) (?:love|loves)\b|\byou(?:'re| are) (?:definitely|certainly) (?:in love|with the right person)\b/,
  /\byou (?:don't|do not|definitely don't) have (?:cancer|hiv|a tumou?r|\w+ disease|an illness)\b|\byou(?:'re| are) (?:healthy|perfectly healthy|not (?:ill|sick|dying))\b/,
  /\b(?:you|i) (?:am|are|will be) (?:protected|fine now)\b/,
];

const RELAXATION = [
  /\b(?:deep|slow|slower|calming|calm|relaxing|belly|diaphragmatic|box|square|paced|4-7-8)\s+breath(?:s|ing)?\b/,
  /\bbreath(?:e|ing)\s+(?:slowly|deeply|calmly|in for|out for|through (?:the )?(?:anxiety|fear|discomfort)|into your belly)\b/,
  /\bbreathing (?:exercises?|techniques?|practice)\b/,
  /\b(?:take|taking) (?:a|some|a few) (?:deep |slow |long )?breaths?\b/,
  /\b(?:relaxation|relax (?:your|yourself|the)|relaxing (?:music|exercises?|techniques?|routine)|progressive muscle|muscle relaxation|calm (?:yourself|your body|your mind|down)|soothe yourself|self-soothe|meditat\w*|mindfulness (?:exercises?|meditation)|visuali[sz]e (?:a|your) (?:safe|calm|peaceful|happy) place|safe place|grounding (?:exercises?|techniques?)|5-4-3-2-1)\b/,
];

/**
 * A prohibition of the phrase: a negation earlier in the sentence, an asking/using verb after it,
 * and no "and"/"then"/"but"/"so"/"instead" that would start a new instruction.
 */
const FORBIDDING =
  /\b(?:do not|don't|never|without|no|avoid|resist|instead of|rather than|not)\b(?:(?!\b(?:and|then|but|so|instead)\b)[^.;])*?\b(?:tell|telling|say|saying|ask|asking|seek|seeking|repeat|repeating|remind|reminding|reassur\w*|check|checking|google|googling|search|searching|look\w* (?:it |anything |this )?up|confirm\w*|convince|convincing|argue|arguing|prove|proving|add|adding|use|using|do|doing|try|trying|practi[cs]e|practi[cs]ing|whisper|write|writing)\b/;

function isForbidden(sentence: string, matchIndex: number): boolean {
  return FORBIDDING.test(sentence.slice(0, matchIndex));
}

/** Distinct sentences: the response prevention is in the description too, one check is enough. */
function sentencesOf(text: string): string[] {
  const sentences = text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
  return [...new Set(sentences)];
}

function itemText(candidate: CandidateExposure): ItemText {
  const all = [candidate.title, candidate.description, candidate.response_prevention]
    .join('. ')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/\s+/g, ' ');
  const unquoted = all.replace(/“[^”]*”|"[^"]*"|«[^»]*»/g, ' ');
  return { all, sentences: sentencesOf(all), unquotedSentences: sentencesOf(unquoted) };
}

const anyIn = (patterns: RegExp[], sentences: string[]) => sentences.some((sentence) => patterns.some((pattern) => pattern.test(sentence)));

/** "Do not …, … or hit anyone": the act is named only to forbid it. */
const NEGATED_BEFORE = /\b(?:do not|don't|never|without|no|not|nor|avoid|rather than|instead of)\b(?:(?!\b(?:and|then|but|so|instead)\b)[^.;])*$/;

const globalVersions = new WeakMap<RegExp, RegExp>();

/** Every match of the pattern in the sentence (most sentences match nothing: test first, it is cheap). */
function matchesOf(pattern: RegExp, sentence: string): RegExpMatchArray[] {
  if (!pattern.test(sentence)) return [];
  let global = globalVersions.get(pattern);
  if (!global) {
    global = new RegExp(pattern.source, 'g');
    globalVersions.set(pattern, global);
  }
  return [...sentence.matchAll(global)];
}

/** An instruction to do it: a hit that is not preceded by a negation in its sentence. */
function instructed(patterns: RegExp[], sentences: string[]): boolean {
  return sentences.some((sentence) =>
    patterns.some((pattern) => matchesOf(pattern, sentence).some((match) => !NEGATED_BEFORE.test(sentence.slice(0, match.index)))),
  );
}

/** A pattern hit that is not forbidden in its sentence ("Do not tell yourself you are safe" passes). */
function unforbiddenHit(patterns: RegExp[], sentences: string[]): boolean {
  return sentences.some((sentence) =>
    patterns.some((pattern) => matchesOf(pattern, sentence).some((match) => !isForbidden(sentence, match.index ?? 0))),
  );
}

const PREVENTION_CUE = /\b(?:do not|don't|never|without|no|not|refrain|resist|hold off|hold back|leave|skip|avoid|stop yourself)\b/i;

function structuralProblem(candidate: CandidateExposure): string | null {
  const { title, description, fear_level: fear, kind, response_prevention: prevention, theme } = candidate as Partial<CandidateExposure>;
  if (typeof title !== 'string' || title.trim() === '') return 'the title is empty';
  if (title.length > EXPOSURE_TITLE_MAX) return `the title is longer than ${EXPOSURE_TITLE_MAX} characters`;
  if (typeof description !== 'string' || description.trim() === '') return 'the description is empty';
  if (description.length > EXPOSURE_DESCRIPTION_MAX) return `the description is longer than ${EXPOSURE_DESCRIPTION_MAX} characters`;
  if (typeof fear !== 'number' || !Number.isInteger(fear) || fear < 1 || fear > 10) return 'the fear level is not a whole number from 1 to 10';
  if (kind !== 'in_vivo' && kind !== 'imaginal' && kind !== 'interoceptive') return 'the kind is not in_vivo, imaginal or interoceptive';
  if (typeof theme !== 'string') return 'the theme is missing';
  if (typeof prevention !== 'string' || !PREVENTION_CUE.test(prevention)) return 'the response prevention is missing';
  // The person sees only the title and description, so the prevention must be stated there too.
  if (!PREVENTION_CUE.test(description)) return 'the description does not state the response prevention';
  return null;
}

/** The reason to reject the item, or null when it may be shown. */
export function unsafeReason(candidate: CandidateExposure): string | null {
  const problem = structuralProblem(candidate);
  if (problem) return `${REASONS.structure}: ${problem}`;
  const text = itemText(candidate);
  if (MINOR_SEXUAL_TERMS.test(text.all) || (mentionsMinors(text.all) && SEXUAL.test(text.all))) return REASONS.minors;
  if (anyIn(SELF_HARM, text.sentences)) return REASONS.selfHarm;
  if (instructed(HARM_TO_OTHERS, text.unquotedSentences)) return REASONS.harmToOthers;
  if (instructed(DANGER, text.unquotedSentences)) return REASONS.danger;
  if (instructed(ILLEGAL, text.unquotedSentences)) return REASONS.illegal;
  if (instructed(DRIVING, text.unquotedSentences)) return REASONS.driving;
  if (instructed(HEIGHTS, text.unquotedSentences)) return REASONS.heights;
  if (instructed(CHEMICALS, text.unquotedSentences)) return REASONS.chemicals;
  if (instructed(MEDICATION, text.unquotedSentences)) return REASONS.medication;
  if (skipsHealthHygiene(text)) return REASONS.hygiene;
  if (unforbiddenHit(REASSURANCE, text.sentences)) return REASONS.reassurance;
  if (unforbiddenHit(RELAXATION, text.sentences)) return REASONS.relaxation;
  return null;
}

function skipsHealthHygiene(text: ItemText): boolean {
  const negatedWashing = text.unquotedSentences.some((sentence) => NEGATED_WASH.test(sentence));
  if (negatedWashing && HYGIENE_CONTEXTS.some((pattern) => pattern.test(text.all))) return true;
  return text.unquotedSentences.some(
    (sentence) =>
      (TOILET_USE.test(sentence) && NEGATED_WASH.test(sentence) && !HYGIENE_EXCEPTION.test(sentence)) || WOUND_CARE.test(sentence),
  );
}

/** Splits candidates into those safe to show and those rejected, with the reason for each. */
export function filterUnsafe(candidates: CandidateExposure[]): SafetyVerdict {
  const verdict: SafetyVerdict = { safe: [], rejected: [] };
  for (const candidate of candidates) {
    const reason = unsafeReason(candidate);
    if (reason) verdict.rejected.push({ candidate, reason });
    else verdict.safe.push(candidate);
  }
  return verdict;
}
