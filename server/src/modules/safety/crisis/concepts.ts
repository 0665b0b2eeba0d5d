import { DYING_OF } from './framing';

/**
 * Crisis language said indirectly (docs/clinical.md §16 "means and intent without keywords"): no fixed
 * phrase, but two ideas in one sentence. Each rule pairs a concept with what makes it a crisis:
 * - one's own death or disappearance, with a wish, acceptance or a time ("dying doesn't scare me
 *   anymore, it sounds restful", "I want to go see my nan in the sky. Soon.");
 * - a means (pills, rope, a height, a train, a gun, a car's exhaust) with preparation or a time
 *   ("bought 4 packs of co-codamol from different chemists", "found a good beam, tested it");
 * - the world without oneself, with relief ("the world would be lighter without me in it");
 * - settling one's affairs, goodbyes and last times;
 * - self-injury said in the words people use for it ("did my forearm again", "new cuts on my arm").
 * screen.ts applies the fear frame, negation and idioms to these as to the phrase lists.
 */

/** The person themselves as the one who dies or disappears ("i", "me", "myself"). */
const OWN_DEATH = String.raw`(?:\bi\b|\bme\b|\bmyself\b)(?: \S+){0,6}? (?:die|dying|be dead|being dead|dead|death|be gone|being gone|was gone|were gone|am gone|gone for good|stopped existing|did not exist|was not here|were not here|was not alive|staying alive|stay alive|being alive|finished with everything|ready to go|go for good|go forever|be weg|not exist\w*|stop existing|disappear\w*|vanish\w*|fade (?:out|away)|sleep forever|sleeping forever|permanent (?:nap|sleep|rest)|rest forever|never wake\w*|not wake\w*|leave (?:this world|for good|forever|everyone)|(?:become|be|being) a ghost|in the sky|be with (?:my )?\w+ (?:again|in heaven|up there)|end it|end things|end everything|end it all|(?:finally )?go for good|not be (?:here|around|alive)|not being (?:here|around|alive)|be over)\b`;
const DEATH_NOUNS = String.raw`\b(?:dying|death|being dead|not existing|not waking up|not being here|the end|it being over|it all being over|never waking up)\b`;

/** A wish, acceptance, relief or a time: what turns a thought about death into a crisis. */
const WANTING =
  /\b(?:want|wanna|wish|wishing|hope|hoping|pray|praying|long to|longing|would love|would like|relieved|relief|(?:ok|okay|fine|at peace|content|alright|happy) with (?:that|it|dying|death|the idea)|would be (?:fine|ok|okay|glad|happy|grateful|at peace)|peaceful|restful|sounds (?:nice|good|restful|peaceful|lovely|like a relief|better)|(?:does not|do not|no longer|not) (?:scare|scares|frighten|frightens) me|not (?:scared|afraid|frightened) of (?:dying|death|it|the end)|welcome|looking forward|can not wait|ready|decided|promised myself|reckon|might just|planning|plan to|on purpose|soon|finally|easier|kinder|better for everyone|save (?:so much|them|everyone)|free soon|tired of|sick of|exhausted by|no point|what is (?:even )?the point|point of|for good|forever|permanently|for real|irl)\b/;

/** Words between a wish and a death that make it a worry instead ("I want to stop worrying I'll die"). */
const WORRY_BETWEEN = /\b(?:stop|stopping|worry\w*|scared|afraid|fear\w*|thinking|think|obsess\w*|check\w*|sure|convinced|know|knowing|not|if i (?:do not|did not|forget))\b/;


export const MEANS = String.raw`(?:belt (?:round|around) my neck|wardrobe rail|(?:car|engine) (?:running|on) in the garage|(?:car )?in the garage with the engine (?:on|running)|platform (?:is )?empty|pick a spot|hold my weight|pills?|tablets?|tabs|meds|medication|medocs|paracetamol|co-codamol|codeine|tramadol|oxy\w*|insulin|sleeping (?:pills|tablets)|painkillers|benzos|xanax|antidepressants|rope|noose|knot|beam|ligature|gun|shotgun|pistol|rifle|firearm|bullets?|bridge|roof|rooftop|top floor|multi-?storey|multistorey|cliff|ledge|railing|parapet|tracks|level crossing|express train\w*|train times|exhaust|hose|charcoal|blades?|razors?)`;
const PREPARING =
  /\b(?:bought|buying|buy|collected|collecting|saving|saved|stockpil\w*|crush\w*|loaded|loading|tested|testing|tie the knot|tied|know (?:where|how|the times|which|exactly)|been up there|found (?:a|the) (?:good|high|right|perfect|best|strong)|enough|(?:that is|thats|that's) (?:the|my) plan|the plan|(?:will not|wont|won't) be coming back|laid out|lined up|stash\w*|so they (?:would not|wouldn't|will not|won't) ask|from different (?:chemists|pharmacies|shops|places)|tonight|tomorrow night|this weekend|on purpose|wrong side|where the key is|watched (?:the |a )?(?:video|how)|practis\w*|practic\w*|measured|worked out|looked up|counted|in the car|on friday|friday|saturday|sunday|this weekend|next week|last night|just to see|to see if|a plan|my plan|have a plan|drove out|go back there|going back there|easiest way|the exact time|with the door shut|in front of me|right now|on the table|beside me|next to me|in the garage|got the|i have got the|for when)\b/;
const MEDICATION = /\b(?:pills?|tablets?|tabs|meds|medication|medocs|paracetamol|co-codamol|codeine|tramadol|oxy\w*|insulin|sleeping|painkillers|benzos|xanax|antidepressants)\b/;
/** Checking and counting one's medication is a compulsion, not a plan. */
const MEDICATION_DOUBT = /\b(?:did i|whether|if i (?:took|have taken|had)|check\w*|count\w* (?:them|my|the) (?:again|twice)|make sure|forgot|forget|missed|side effects|prescri\w*|pharmacist said|doctor)\b/;

/** One's own place in the world taken away, with relief for others. */
const WITHOUT_ME =
  /\bwithout me\b(?: in it| around| here| there)?/;
const RELIEF_FOR_OTHERS = /\b(?:better|easier|happier|lighter|fine|free|freer|a life|relieved|off|simpler|calmer|richer|peaceful)\b/;
const BURDEN_CONCEPTS: RegExp[] = [
  /\b(?:nobody|no one|they|she|he|my \w+|mum|mom|dad|everyone|my family)(?: \S+)? (?:will|would|will not|would not|wont|wouldnt)? ?(?:need to|have to|having to|ever have to) worry (?:about me )?(?:any ?more|again|soon|for long)\b(?=.*\b(?:if i|after|when i|once i|soon|gone|anymore|any more)\b)/,
  /\b(?:get|have|got|had) (?:her|his|their|a|my \w+'s|our) life back if i (?:died|was gone|was dead|were gone|were dead|disappeared)\b/,
  /\b(?:take|taking|took) myself out of (?:the )?(?:picture|equation|the world|existence)\b/,
  /\b(?:weight|millstone|burden|albatross) (?:around|round|on) (?:everyone's|everyones|their|his|her|our|my \w+'s) necks?\b/,
  /\b(?:save|saved|saving) (?:so much )?(?:money|time|trouble|effort) if i (?:was|were|am) (?:gone|dead|not here)\b|\bif i (?:was|were) gone\b[^.]{0,30}\b(?:save|better|easier|happier|free|kinder|relieved)\b/,
  /\b(?:kinder|better|easier|best) (?:for everyone |for them )?if i (?:just |simply )?(?:was not|were not|was not here|were not here|was gone|were gone|did not exist|disappeared|died)\b/,
  /\b(?:they|she|he|my \w+|everyone)(?: will| would|'ll)? be free (?:soon|of me)\b/,
  /\bdead weight\b/,
  /\b(?:removing|remove|erase|erasing|delete|deleting) myself\b(?! from (?:the |this |that |a )?(?:situation|room|group|chat|conversation|list|team|equation|photos?|picture))/,
  /\bdeserve(?:s)? (?:a|an|better|someone) (?:\w+ )?(?:who|than) (?:is not|isn't|was not) me\b/,
  /\b(?:get|got|be) over (?:it|me|my death) (?:in|within|after) (?:a|one|a few|\d+)\b/,
  /\b(?:relieved|glad|happy) at (?:my|the) funeral\b|\b(?:my|the) funeral\b[^.]{0,30}\b(?:relieved|relief|glad|better off)\b/,
  /\b(?:take|taking) up (?:space|oxygen|air|room)\b(?=.*\b(?:nothing|waste|no one|nobody|give)\b)/,
  /\b(?:drain|burden) (?:on|to) (?:people|everyone|everybody|my family|them)\b|\ball i do is (?:drain|hurt|ruin|burden)\b/,
];

const HOPELESS_CONCEPTS: RegExp[] = [
  /\b(?:finished|done) with (?:everything|it all|life|living|existing)\b/,
  /\b(?:tired|sick|exhausted) of (?:staying|being|keeping myself) alive\b/,
  /\b(?:what is|whats) (?:even )?the point (?:of|in) (?:being alive|living|staying alive|going on|existing|me)\b/,
  /\b(?:stopped|stop) wanting to (?:be alive|live|be here|exist)\b/,
  /\b(?:the )?easiest way out\b|\bthe only way out\b/,
  /\brun out of (?:reasons|reason|fight|hope|time)\b/,
  /\bno future (?:for me|left|ahead)\b/,
  /\b(?:do not|can not) (?:really |even |honestly )?see myself (?:being )?(?:alive|here|around) (?:by|at|in|next|for|past)\b/,
  /\bcan not (?:do|face|survive|take|handle|manage) (?:another|one more) (?:day|week|month|year|night)\b/,
  /\b(?:will not|won't|not going to) be (?:around|here|alive) to (?:finish|see|do|get|hear|meet)\b/,
  /\bout of fight\b|\bnothing left in me\b|\bno fight left\b/,
  /\bcan not see myself (?:making it|living|being alive|being here|getting|lasting|surviving)\b|\b(?:do not|can not) see myself (?:being )?(?:alive|here|around) (?:by|at|in|next|for)\b/,
  /\b(?:stopped|stop|not|no longer|done) fighting (?:it|them|this|the thoughts|anymore)\b(?=.*\b(?:anymore|any more|s-word|suicid\w*|die|dying|end|thoughts are back)\b)|\bnot fighting them anymore\b/,
];

const FAREWELL_CONCEPTS: RegExp[] = [
  /\b(?:letters?|notes?) (?:to|for) (?:my|each|everyone)\b[^.]{0,60}\b(?:left (?:them|it) (?:in|on|under|for)|for them to find|in the drawer|under my pillow)\b/,
  /\b(?:take care of|look after|looks after|taking care of) (?:him|her|them|my \w+) (?:after|when i am gone|once i am gone)\s*$/,
  /\b(?:after|past|beyond) (?:tonight|today|tomorrow|friday|this week|this weekend) (?:none of (?:this|it)|nothing|it) (?:will |would )?(?:not )?matters?\b/,
  /\b(?:will not|won't) be (?:a|any) (?:next week|tomorrow|next time|next session|future|next month|next year) for me\b/,
  // An everyday reason said with it is no farewell: "I won't be around for the school pickup because of the hand washing"
  // (issue 16, blind set 15, crisis-blind/15-blind.json).
  /\b(?:will not|won't) be (?:around|here|alive) for (?:the|my|your|next|our) \w+(?![^.]{0,60}\b(?:because of|cos of|due to|thanks to) (?:the|my|all the|his|her|their|work|washing|checking|cleaning)\b)/,
  /\b(?:picked|chosen|chose|found|scouted) (?:the|a|my) (?:bridge|spot|place|building|tree|location|cliff|car park|multi-?storey)\b/,
  /\b(?:goodbye|farewell) (?:video|message|letter|note|text|email|post)\b/,
  /\b(?:wrote|written|writing|sealed) (?:letters|a letter|notes?) (?:to|for) (?:my|each|everyone)\b[^.]{0,60}\b(?:sealed|goodbye|sorry|after|find|explain)\b|\b(?:letters?|notes?)\b[^.]{0,40}\bsealed (?:them|it)\b/,
  /\b(?:last|final) (?:journal )?(?:entry|message|post|session)\b(?! (?:was|went|of the|before|today was|i did))|\bthank you for (?:trying to help|trying|helping) me\b(?=.*\b(?:last|goodbye|sorry|bye|anymore|no longer|won't|will not)\b)/,
  /\b(?:will not|won't) be (?:around|here) for (?:session|the next|next|our|my)\b(?![^.]{0,60}\b(?:because of|cos of|due to|thanks to) (?:the|my|all the|his|her|their|work|washing|checking|cleaning)\b)/,
  /\bafter (?:that|this|tomorrow|tonight|friday|the weekend) (?:nothing|none of it|it will not|it won't) (?:matters?|will matter)\b|\bnothing (?:will )?matters? after (?:that|this|tomorrow|tonight|friday)\b/,
  /\b(?:deleted|deleting) (?:all )?my (?:socials|accounts|social media|profiles)\b[^.]{0,60}\b(?:gave|giving|peaceful|decided|away|goodbye)\b/,
  /\b(?:gave|giving|given) away my (?:plants|things|stuff|books|clothes|games|pets?)\b/,
  /\bpills counted\b|\bnote written\b|\b(?:pills|rope|note|letters?)\b[^.]{0,20}\b(?:counted|written|ready|sorted)\b[^.]{0,20}\b(?:friday|saturday|sunday|monday|tuesday|wednesday|thursday|tonight|tomorrow|weekend)\b/,
  /\brope(?:'s| is) in the (?:car|boot|trunk|garage|shed|loft|cupboard)\b/,
  /\b(?:hope|hopes|hoping|wish|wishes|pray|prays|praying)\b(?: \S+){0,2} (?:it is|it's|i have|i have got|i get|i got|i catch) (?:something )?(?:cancer|terminal|fatal|incurable|a tumou?r|something terminal|something fatal)\b/,
  /\b(?:so|then|and) (?:i can|i could|i will|it can|it will|it is|everything is|it all is|it is all) (?:finally |all )?(?:go|die|rest|be free|leave|be over|over)\b(?=.*\b(?:hope|hopes|hoping|wish|pray|praying|want)\b)/,
  /\bif i (?:did not|never|do not) (?:wake up|make it|survive|come back|come home)\b[^.]{0,40}\b(?:relieved|relief|fine|okay|ok|glad|better|grateful)\b/,
  /\b(?:would be|i would be) (?:fine|okay|ok|relieved|glad|happy) if (?:the|a|my) (?:plane|car|bus|train|ship|lift) (?:went down|crashed|fell|sank|came off)\b/,
  /\b(?:log off|logging off|check out|checking out|exit|clock out|sign off|signing off) (?:permanently|for good|forever|for ever)\b/,
  /\b(?:finally|just) (?:sleep forever|be gone|rest forever|be free of (?:it|everything|this life))\b/,
  /\bstomach pumped\b|\b(?:tried|try|trying|attempted) to (?:od|o\.d\.|overdose)\b/,
  /\b(?:said|saying|say) (?:bye|goodbye|my goodbyes) to (?:everyone|everybody|them|my \w+)(?: \S+){0,3} (?:properly|for real|for the last time|today)\b/,
  /\bif (?:anyone|someone|you|anybody) (?:reads|finds|is reading|ever reads) this\b/,
  /\bfor whoever finds (?:me|this|it)\b/,
  /\b(?:thank you|thanks) for (?:trying|everything)\b(?=.*\b(?:sorry|love you|goodbye|bye|forgive)\b)/,
  /\b(?:my|the) last (?:weekend|week|day|night|birthday|christmas|summer|month|morning|sunset)\b(?! (?:of|at|in|before|was|at work|at school|off|working))/,
  /\bone last (?:one|time|look|birthday|christmas|visit|walk)\b(?=.*\b(?:done|then|after|before i|and that is it|promised)\b)/,
  /\bafter (?:my|the) (?:birthday|wedding|exams?|christmas|holiday|finals)\b[^.]{0,20}\bi am done\b/,
  /^(?=.*\b(?:after|friday|saturday|sunday|monday|tuesday|wednesday|thursday|tonight|leaves|asleep|gone)\b).*\b(?:that is|thats|that's) when\b/,
  /\b(?:made|wrote|written|writing|sorted|updated|did) (?:a|my) will\b(?=.*\b(?:at \d+|just in case|soon|before|this week|already)\b)/,
  /\blife insurance\b(?=.*\b(?:pays? out|suicide|two years|after|cover|clause)\b)/,
  /\bpasswords? (?:doc|document|list|file)\b(?=.*\b(?:for my|just in case|when i|after)\b)/,
  /\b(?:will not|won't|wont) need (?:them|it|this|these|any of (?:it|this|them)|my \w+) (?:where i am going|where i'm going|anymore after|after (?:tonight|today|friday|this week))\b/,
  /\b(?:gave|giving|given|posted|sent) (?:away )?(?:my|all my|my whole) (?:dog|cat|pets?|games|wardrobe|clothes|things|stuff|books|guitar|jewel\w*)\b[^.]{0,60}\b(?:little notes|notes|won't need|will not need|where i am going|keep them|to remember me|peaceful)\b/,
];

const SELF_INJURY_CONCEPTS: RegExp[] = [
  /\b(?:hurt|hurting|harm|harming|harmed|injure\w*|cut|cutting|burn\w*) myself (?:on purpose|deliberately|again|last night|every night|most nights|when)\b/,
  /\b(?:stub|stubbing|stubbed|put|putting) (?:out )?(?:cigarettes?|a cigarette|a lighter|the lighter) (?:out )?(?:on|into|against) (?:my|both my)\b/,
  /\b(?:reopen\w*|re-open\w*|pick\w* at|picking open) (?:the |my )?(?:cuts|wounds|scabs|scars)\b(?= on my| again)|\breopen\w* the cuts\b/,
  /\b(?:blade|razor|razors|blades)\b[^.]{0,40}\b(?:on|into|across|over) my (?:hips?|arms?|thighs?|legs?|wrists?|stomach|skin|ankles?)\b/,
  /\b(?:slic\w*|slash\w*|carv\w*|scor\w*) (?:my|into my) (?:\w+ )?(?:arms?|wrists?|thighs?|legs?|skin|stomach|hips?)\b/,
  /\burge to (?:cut|burn|hurt myself|self[- ]harm|sh)\b[^.]{0,40}\b(?:gave in|gave into|did it|acted on|relapsed|couldn't stop|could not stop)\b/,
  /\b(?:did|done|doing|do) (?:my|both my) (?:forearms?|arms?|thighs?|legs?|wrists?|hips?|stomach|ankles?)\b(?! (?:workout|exercises?|stretches|physio|routine|day))/,
  /\b(?:barcode|barcoded)\b(?=.*\b(?:arm|arms|wrist|thigh|thighs|leg|legs|again|scars?)\b)/,
  /\b(?:hit|hitting|reached|went to|got to) (?:styro|styrofoam|beans|fat|the fat layer|dermis)\b/,
  /\b(?:new|fresh|more|deeper|another) (?:\S+ )?(?:cuts|cut|scratches|burns|marks|scars|wounds|slashes|lines)\b (?:on|across|up|along|over|down) (?:my|both my)\b/,
  /\b(?:on purpose|to punish myself|deliberately|as punishment|to feel something|to feel anything)\b(?=.*\b(?:hand|hands|arm|arms|skin|scalp|burn\w*|boiling|kettle|steam|hot|blade|blood|bruis\w*|nails|raw|hit|cut|scratch\w*|bit|bite|scald\w*|wrist|thigh|head|wall|iron|lighter|cigarette)\b)/,
  /\b(?:hand|arm|skin|wrist|fingers?|thigh)\b[^.]{0,40}\b(?:on purpose|to punish myself|deliberately)\b/,
  /\b(?:until|till|til) (?:it|they|there is|there's|i see|theres) (?:blood|goes black|go black|goes purple|bruise|bruises|blister\w*|marks|welts)\b/,
  /\b(?:took|take|taking|got) (?:the )?blades? out of\b|\b(?:used|using) (?:a|the|my) blade (?:on|again)\b|\bblade (?:again|on my)\b/,
];

/** Someone else as the one hurt ("a flash of dropping him on purpose"): harm OCD, not self-injury. */
const OTHER_PERSON =
  /\b(?:him|her|baby|newborn|child|children|kids?|son|daughter|partner|wife|husband|boyfriend|girlfriend|mum|mom|dad|mother|father|brother|sister|friend|someone|somebody|people)\b/;

/**
 * Time words that make an "end it" a plan ("I'll just end it after the footy finals"). "I'll do it 20 times" is a
 * ritual's count, not a plan (issue 16, sets/crisis/18-long-entries.json).
 */
const PLAN = /\b(?:i will|i am going to|gonna|reckon i will|i might just|might just|i will just|planning to|plan to|going to|free to|able to finally)\b(?: \S+){0,2} (?:end it|end things|do it(?! (?:\d+|twice|once|over and over|right|properly|a few|several|every|\w+ times)\b)|go through with it|climb over and let go|let go|put (?:the |my |a )?\w+ (?:into|in) (?:a|the))\b(?! with)/;

export type ConceptHit = 'own_death' | 'means' | 'burden' | 'hopelessness' | 'farewell' | 'self_injury' | 'plan';

/** The first concept this sentence speaks of as a crisis, or null. `fear` is the OCD fear frame. */
export function conceptHit(sentence: string, negated: (index: number) => boolean): ConceptHit | null {
  for (const match of sentence.matchAll(new RegExp(OWN_DEATH, 'g'))) {
    const start = Math.max(0, match.index - 60);
    const window = sentence.slice(start, match.index + match[0].length + 60);
    const wanting = WANTING.exec(window);
    if (!wanting || negated(match.index + match[0].length - 1)) continue;
    // The words between the wish and the death: "want to stop worrying that I'll die" is a worry.
    const at = match.index - start;
    const wish = wanting.index;
    const between = wish < at ? window.slice(wish + wanting[0].length, at) : wish > at + match[0].length ? window.slice(at + match[0].length, wish) : '';
    if (WORRY_BETWEEN.test(between) || DYING_OF.test(sentence)) continue;
    if (/\b(?:not|never|no|zero)\b(?: \S+){0,2}$/.test(sentence.slice(Math.max(0, match.index - 30), match.index)) && !/\bnot (?:wake|be here|exist)/.test(match[0])) continue;
    return 'own_death';
  }
  if (new RegExp(DEATH_NOUNS).test(sentence) && /\b(?:sounds|seems|feels|would be) (?:restful|peaceful|nice|good|lovely|like (?:a )?(?:relief|rest|peace|escape))\b|\b(?:does not|do not|no longer) (?:scare|scares|frighten|frightens) me\b/.test(sentence) && !DYING_OF.test(sentence)) {
    return 'own_death';
  }
  const means = new RegExp(`\\b${MEANS}\\b`).exec(sentence);
  const medication = means && MEDICATION.test(means[0]);
  if (means && PREPARING.test(sentence) && !(medication && MEDICATION_DOUBT.test(sentence)) && !negated(means.index)) return 'means';
  const without = WITHOUT_ME.exec(sentence);
  if (without && RELIEF_FOR_OTHERS.test(sentence) && !negated(without.index)) return 'burden';
  if (BURDEN_CONCEPTS.some((pattern) => pattern.test(sentence))) return 'burden';
  if (HOPELESS_CONCEPTS.some((pattern) => pattern.test(sentence))) return 'hopelessness';
  if (FAREWELL_CONCEPTS.some((pattern) => pattern.test(sentence))) return 'farewell';
  if (SELF_INJURY_CONCEPTS.some((pattern) => pattern.test(sentence)) && !OTHER_PERSON.test(sentence)) return 'self_injury';
  const plan = PLAN.exec(sentence);
  if (plan && !negated(plan.index)) return 'plan';
  return null;
}
