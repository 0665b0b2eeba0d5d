/**
 * What turns crisis words into something else, in English (docs/clinical.md §17): the OCD fear frame, negation, accidents and idioms. Patterns read the screening form
 * with contractions written out (prepareEnglish), so "don't" is "do not" and "I'm" is "i am".
 */


/**
 * Idioms that use death words for something else ("I'd rather die than touch a toilet seat", "this
 * is killing me", "scared to death"). They are blanked out before matching, so the rest of the
 * sentence is still read ("I'd rather die than touch it, honestly I want to die" is still a crisis).
 */
const IDIOMS: RegExp[] = [
  /\bcross my heart(?:,)? (?:and )?hope to die\b/g,
  /\b(?:would|i) (?:much )?rather (?:die|be dead|drop dead|kill myself) than\b/g,
  /\b(?:career|social|political|commercial|brand|electoral|financial|professional) suicide\b/g,
  /\b(?:killing|kill) (?:myself|yourself|herself|himself) with (?:worry|work|stress|laughter|guilt)\b/g,
  /\b(?:so )?done with (?:this|the) (?:week|day|month|year|job|exam|exams|shift|term|semester)\b/g,
  /\b(?:nearly |almost |literally )?(?:killed|kill|killing) myself (?:laughing|with laughter)\b/g,
  /\brather (?:die|be dead) than\b/g,
  /\bdying (?:to|for) (?:know|see|try|get|have|go|hear|meet|eat|tell|find)\b/g,
  /\b(?:scared|bored|sick|worried|tired|frightened|terrified|stressed|annoyed|loved|worked|teased|freezing|beaten|done|talked) (?:me |myself |him |her )?to death\b/g,
  /\b(?:is|are|was|were|it is|this is|that is|am|be) (?:literally |absolutely |slowly |just )?killing me\b/g,
  /\b(?:it|this|that|ocd|checking|washing|work|my \w+) (?:literally |absolutely )?kills me\b/g,
  /\b(?:ugh|just|honestly|lol|omg)?,? ?(?:kill|shoot) me now\b/g,
  /\b(?:has|had|have) me on the floor\b|\b(?:i am|i was|im) (?:literally |actually |so |fully |deadass )?(?:dead|deceased|gone|dying|crying)\b(?= (?:lol|lmao|haha|rofl|omg)\b| ?$)/g,
  /\b(?:kill|shoot) me if (?:i|you|he|she|they|we) (?:ever |do |say |touch |text )/g,
  /\b(?:she|he|they|mum|mom|dad|my \w+|you|it|that|this)(?: will| would| is going to|'ll)? (?:literally |actually )?kill(?:s|ed)? me\b/g,
  /\bkill(?:ing)? (?:some )?time\b/g,
  /\bcould kill for\b/g,
  /\b(?:die|died|dying|dead) (?:of|from|with) (?:embarrassment|shame|laughter|laughing|boredom|cringe|curiosity|jealousy|envy)\b/g,
  /\b(?:i am|i was|i nearly|i almost|i literally|i could|i would) (?:just )?(?:die|died|dead) (?:laughing|of embarrassment)\b/g,
  /\bi could (?:just |literally )?die\b(?! (?:tonight|today|now|soon))/g,
  /\bdead (?:tired|serious|set|end|ends|easy|certain|wrong|right|heat|bored|beat|broke)\b/g,
  /\bdrop[- ]dead\b/g,
  /\bover my dead body\b/g,
  /\b(?:will|would|is going to|gonna) be the death of me\b/g,
  /\b(?:life|matter) (?:or|and) death\b/g,
  /\b(?:like|feel like i am|feels like) (?:i am )?(?:banging|hitting) my head (?:against|on) a (?:brick )?wall\b/g,
  /\bkill(?:ed|ing)? (?:it|the mood|the lights|the engine|the vibe|the spider|the bug|the germs|germs|bacteria)\b/g,
];

export function withoutIdioms(text: string): string {
  return IDIOMS.reduce((current, idiom) => current.replace(idiom, ' … '), text);
}

/**
 * The OCD frame: the thought is feared and unwanted ("what if I…", "I'm terrified I might…",
 * "intrusive thoughts of…", "even though I don't want to"). Explicit words in this frame are asked
 * about, never refused; fears of dying, of accidents and impulse phobias in it are not a crisis.
 */
export const FEAR_FRAME =
  /\b(?:what if|what happens if|afraid|scared|scare|terrif\w*|frighten\w*|fear|fears|feared|fearing|phobia|worried|worry|worries|worrying|anxious|anxiety about|panic|panicking|paranoid|(?:a |the )?(?:picture|image|vision|flash) of|analys\w*|analyz\w*|whether i (?:really |actually |secretly )?want|my mind goes there|that i (?:do not|really do not) want|i do not want (?:them|these|it|this|that)|push (?:it|them|the thoughts?) away|(?:comes|pops|come|pop) up|(?:feel|feeling|makes me feel) like a monster|makes me feel (?:ill|awful|disgusting|horrible)|i feel ill|my (?:mind|brain|head) (?:keeps? )?(?:show\w*|throw\w*|play\w*)|does (?:this|that|it) mean|am i (?:\w+ )?(?:suicidal|going to|gonna|secretly)|could i (?:be|become|actually)|is it possible|(?:h|p|r)ocd|like \w*ocd|ocd (?:about|around|theme|spike)|(?:does not|do not|doesn't) feel like (?:me|mine|my own)|not who i am|intrusive|unwanted|horrible|horrifying|horrific|horrified|disturbing|disturbed|upsetting|obsess\w*|(?:suicidal|harm|self-harm|impulse) ocd|doubt|doubts|dread|dreading|repuls\w*|disgust\w*|even though i (?:do not|would never|never|really do not)|i do not want to (?:do it|act on it|hurt|lose control)|against my will|lose control|losing control|snap and|suddenly|without meaning to|spike|spikes|haunt\w*|can not stop thinking|pops? (?:into|in) my (?:head|mind)|popped (?:into|in) my (?:head|mind)|flash(?:es)? of|images? of|i (?:keep )?(?:picture|imagine|see myself)|i hate (?:it|them|these thoughts|this thought|the thought|that i think|that i can|that my)|(?:the|that|this) '[^']{2,40}' (?:thought|voice|image)|(?:wtf|stupid|weird|dumb) brain|freak\w* (?:me )?out|sick to my stomach|secretly|deep down|alien|ego-?dystonic|scares|scary|frighten\w*|freaks? (?:me )?out|(?:me|it) or (?:the|my) ocd|can ocd|is (?:it|this) (?:the |my )?ocd|horrifi\w*|makes me (?:feel )?sick|panic for|i panic)\b/;

/**
 * Whether the sentence is in the fear frame. A fear that is denied is not the frame: "it doesn't
 * scare me anymore" and "it's not a fear" say the opposite.
 */
const DENIED_FEAR =
  /\b(?:(?:nobody|no one|they|she|he|everyone|my \w+) (?:will|would|will not|would not) (?:need to|have to|ever have to|ever need to)?|does not|do not|did not|no longer|not|never|nothing|is not|it is not|not even) ?(?:even |really |at all |a |an |that |need to |have to )?(?:scare|scares|scared|scary|frighten\w*|afraid|fear|fears|worry|worries|worried|intrusive|unwanted)(?: me)?(?: any ?more)?\b/g;

/**
 * Reassurance seeking about one's own state ("asking my husband if I seem suicidal", "googling
 * whether I would ever really do it"): the compulsion of an OCD doubt, asked about like the doubt
 * itself (docs/clinical.md §18: ask, do not refuse). Only the person's state or what they would
 * ever do: "googling whether I would die from 20 pills" is research into means, not this.
 */
const REASSURANCE_SEEKING =
  /\b(?:ask|asks|asked|asking|check|checks|checked|checking|google|googles|googled|googling|search|searched|searching|looking up|look up|looked up|test|tested|testing|quiz\w*)\b(?: \S+){0,4}? (?:if|whether) i (?:seem|look|sound|come across|act|appear|would ever|will ever|could ever|might ever|would really|would actually|am really|am actually|am secretly|am suicidal|am capable)\b/;

export function inFearFrame(sentence: string): boolean {
  return FEAR_FRAME.test(sentence.replace(DENIED_FEAR, ' ')) || REASSURANCE_SEEKING.test(sentence);
}

/**
 * What the person wants, plans or has decided: it outweighs the fear frame ("I'm scared I'll kill
 * myself tonight" is a crisis).
 */
export const INTENT =
  /\b(?:tonight|this weekend|tomorrow|soon|finally|decided|made up my mind|my plan|a plan|planning|planned|plan to|ready to|do it tonight|do it today|goodbye|goodbyes|letters? to|note for|(?:i|part of me) (?:really |actually |just )?(?:want|wants|wish|wishes|need|needs) to (?:die|end it|end my life|take my (?:own )?life|kill myself|be dead|do it|go through with it|not be here)|when i am gone|after i am gone)\b/;

/** The words say it would happen by accident ("cut myself on a kitchen knife"). */
export const ACCIDENT =
  /\b(?:by accident|accident|accidental\w*|by mistake|on (?:a|the|an|my|some) (?:\w+ )?(?:iron|stove|hob|oven|cooker|kettle|knife|knives|glass|pan|grill|toaster|straighteners?|curling|tongs|heater|fire|candle|broken|sharp|edge|corner|tin|can|paper|stairs|ice|cupboard)|with (?:a|the|my) (?:\w+ )?(?:bread knife|mandoline|grater|peeler|saw|drill|tool|tools|lawnmower|hedge trimmer|tin opener|can opener)|(?:finger|fingers|thumb|toe|toes) off|while (?:cooking|shaving|chopping|cutting|ironing|cleaning|driving|walking|washing|gardening|opening|slicing)|(?:slip|slipping|slipped|trip|tripping|tripped|fall|falling|fell) (?:over|down|on|onto|in|into|and|off (?:a|the) (?:ladder|chair|stool|stairs))|electrocut\w*|get hurt|getting hurt|hurt myself on|clumsy)\b/;

/** A negation within three words before a phrase: "I don't want to die", "I would never kill myself". */
const NEGATION_BEFORE = /\b(?:not|never|no|nor|none|without|neither|nobody|nothing|zero|pas|nao|nicht|kein|keine|nunca|jamais|niemals|jamas)\b(?:\s+\S+){0,4}\s*$/;

export function negatedBefore(sentence: string, index: number): boolean {
  const before = sentence.slice(Math.max(0, index - 60), index);
  // A new clause starts the negation's scope afresh ("I'm not scared but I want to die").
  const clause = before.split(/\b(?:but|however|although|though|yet|except|so|because|cause|when|if|then|and then|since)\b|[,;:]/).at(-1) ?? before;
  return NEGATION_BEFORE.test(clause);
}

/** Someone else's death or suicide ("my uncle died by suicide", "a news story about a suicide"). */
export const SOMEONE_ELSE =
  /\b(?:se suicido|se suicidou|suicidou-se|s'?est suicide|hat sich (?:das leben genommen|umgebracht)|nahm sich das leben|si e suicidato|si e tolto la vita|tio|tia|mi (?:padre|madre|hermano|hermana|amigo|amiga|abuelo|abuela)|meu (?:pai|irmao|tio|amigo|avo)|minha (?:mae|irma|tia|amiga|avo)|mon (?:pere|frere|oncle|ami)|ma (?:mere|soeur|tante|amie)|mein (?:vater|bruder|onkel|freund)|meine (?:mutter|schwester|tante|freundin)|someone|somebody|a friend|my (?:friend|brother|sister|mother|father|mum|mom|dad|uncle|aunt|cousin|son|daughter|partner|wife|husband|grandfather|grandmother|grandpa|grandma|classmate|colleague|neighbou?r|patient|client)|news|article|film|movie|show|book|song|celebrity|bomber|bombers|bombing|squad|prevention|awareness|hotline|helpline|rates?|statistics|research)\b/;

/** Illness, accidents and magical thinking: the fear of dying, not the wish (docs/clinical.md §17 look-alikes). */
export const DYING_OF = /\b(?:of|from|with|because of|by) (?:a |an |the )?(?:cancer|heart|stroke|tumou?r|disease|illness|infection|virus|covid|hiv|aids|rabies|sepsis|poison\w*|germs?|bacteria|allerg\w*|chok\w*|aneurysm|melanoma|leuk\w*|lymphoma|ms|als|diabetes|accident|crash|fire|fall|overdose of caffeine)\b|\b(?:if|unless) i (?:do not|did not|forget|fail|stop|miss)\b|\bor (?:else )?i (?:will|would|might) (?:die|be dead)\b|\b(?:in my sleep|young|before (?:my|the) (?:kids|children|wedding|baby))\b|\b(?:if|when|in case|after|once) i (?:die|died|were to die|was to die)\b|\bwithout confessing\b|\bin a state of sin\b|\b(?:sin|sins|sinned|hell|damn\w*|confess\w*|forgiv\w*|unforgivable|eternal|burn forever)\b|\b(?:death|dead|die) (?:on|upon|to) (?!me\b|myself\b)\w+/;

/** A death wish or crisis word under a negation ("I would never take my own life"). */
const NEGATED_CRISIS = /\b(?:not|never|no|zero|nothing)\b(?: \S+){0,4} (?:suicid\w*|kill myself|killing myself|take my (?:own )?life|end my life|ending my life|die|dying|dead|hopeless|self[- ]?harm\w*|hurt myself|hurting myself|harm myself)\b/;
/** The same in the other languages ("ich will nicht sterben", "no quiero morir", "je ne veux pas mourir"). */
const NEGATED_DEATH_ELSEWHERE =
  /\b(?:nicht|kein|no|nao|pas|non|niet|nie|nunca|jamais|mai)\b(?: \S+){0,2} (?:sterben|tot sein|morir|morirme|morrer|mourir|morire|dood|umrzec|matarme|me matar|me tuer|umbringen|suicid\w*|suizid\w*)\b/;

/** Saying one wants to live, or has reasons to. */
export const WANTS_TO_LIVE = /\b(?:do not|never|no|zero) (?:\w+ )?(?:want|wish|desire) to die\b|\b(?:want|wanting|get) my life back\b|\b(?:want|wanting) to live\b|\blove (?:my|being) (?:life|alive)\b|\bi want to be here\b|\b(?:too much|so much|lots) to live for\b/;
/** Someone else's death, attempt or suicide: grief and news, not the person's own crisis. */
const SOMEONE_ELSES_DEATH =
  /\b(?:my|a|his|her|their|our) (?:\w+ )?(?:friend|cousin|brother|sister|mother|father|mum|mom|dad|uncle|aunt|grand\w+|nan|nana|son|daughter|colleague|classmate|neighbou?r|partner|husband|wife|boyfriend|girlfriend|kid|child|student|patient|client|pet|dog|cat)\b[^.]{0,40}\b(?:died|dies|passed|attempted|suicid\w*|killed (?:himself|herself|themselves)|took (?:his|her|their) (?:own )?life|overdosed)\b/;

/**
 * What the crisis model may not overrule: an OCD look-alike the rules recognise (the fear frame,
 * illness, magical thinking, scrupulosity), a denial, a wish to live, someone else's death. The
 * model only adds to what the phrase lists find; it never turns the obsession itself into a crisis.
 */
export function lookAlikeFrame(form: string): boolean {
  return (
    inFearFrame(form) ||
    DYING_OF.test(form) ||
    NEGATED_CRISIS.test(form) ||
    NEGATED_DEATH_ELSEWHERE.test(form) ||
    WANTS_TO_LIVE.test(form) ||
    SOMEONE_ELSES_DEATH.test(form) ||
    RITUAL.test(form) ||
    ordinaryContext(form) ||
    (PLACEMENT_RITUAL.test(form) && !PLACED_WITH_CRISIS.test(form) && !MEANS.test(form) && !WISH_OR_PLAN.test(form)) ||
    MAYBE_IDENTITY.test(form) ||
    REALITY_CHECK.test(form) ||
    ((ILLNESS.test(form) || EXISTENTIAL.test(form)) && !WISH_OR_PLAN.test(form)) ||
    (ACCIDENT.test(form) && !INTENT.test(form) && !ON_PURPOSE.test(form)) ||
    (CLUTTER.test(form) && !WISH_OR_PLAN.test(form) && !MEANS.test(form))
  );
}

/*
 * OCD frames the model may not overrule (docs/decisions/027-crisis-screen-list-entries.md). An
 * intake lists obsessions and rituals in few words, and the model, which learned that "Sunday",
 * "goodbye" or "not wake up" often come with a plan, read them as one. Each frame below was checked
 * against every labelled crisis text the phrase lists leave to the model: none of those is excused.
 */

/** "Saying goodbye again until it sounds right", "in a set order": a just-right ritual. */
export const RITUAL =
  /\buntil (?:it|they|that|everything|i) (?:feels?|sounds?|looks?|seems?|is|are|gets?) (?:\w+ )?(?:right|perfect|finished|complete|even|okay|ok|symmetrical|straight|clean|done properly)\b|\bin (?:a|the) (?:set|certain|right|same|exact|particular|specific) (?:order|way|number)\b|\b(?:over and over|again and again)\b/;
/**
 * "Putting dad's coat back on the hook the exact way", "the cushions exactly how she left them": a
 * placement ritual. The model learned "the exact way" from plans ("I know the exact way I would do
 * it"), so the frame needs a thing being put, hung, lined up or folded, and excuses nothing that
 * names the person, a means, or a wish or plan (PLACED_WITH_CRISIS below).
 */
const PLACEMENT_RITUAL =
  /\b(?:put|puts|putting|hang|hangs|hanging|hung|place|places|placing|line|lines|lining|arrange|arranges|arranging|fold|folds|folding|set|sets|setting|lay|lays|laying|straighten\w*|leave|leaves|leaving|turn|turns|turning)\b[^.]{0,50}\b(?:(?:the|in the|that) (?:exact|same|right|correct|precise) (?:way|spot|place|angle|position)|exactly (?:how|where|as) (?:he|she|they|it|i|we|you) (?:left|had|put|likes?|liked|wants?|wanted|was|were|did)\b|just so)\b/;
const PLACED_WITH_CRISIS = /\b(?:myself|me|my (?:life|neck|body)|noose)\b/;
/** "Maybe I am a monster and should not be a mum": the feared identity, the imaginal "maybe" statement of ERP. */
const MAYBE_IDENTITY =
  /\bmaybe i am (?:\w+ ){0,2}(?:monster|paedophile|pedophile|pedo|bad|evil|terrible|awful|dangerous|danger|psychopath|sociopath|murderer|killer|abuser|predator|gay|straight|lesbian|bi|trans|liar|fraud|sinner|racist|cheat|creep|pervert|narcissist)\b/;
/** "Pinching myself to check I am awake", "touching walls to make sure they are solid": existential checking. */
const REALITY_CHECK = /\bto (?:check|make sure|prove|see if|test if|test whether|check whether|check if)\b(?: \S+){0,3} (?:awake|real|solid|there|here|dreaming|exist|exists|existing)\b/;
/** An illness or a body that fails in the night: health anxiety (docs/clinical.md §17), unless a wish or plan comes with it. */
const ILLNESS =
  /\b(?:blood sugar|sugars?|glucose|hypo\w*|seizures?|fits?|epilep\w*|sudep|asthma|inhaler|anaphyla\w*|allerg\w*|sids|apno?ea|arrhythmia|heart (?:stop\w*|fail\w*|attack|condition|problem|rhythm|beat\w*)|clot|embolism|aneurysm|stroke|tumou?r|cancer|anaesthe\w*|anesthe\w*)\b/;
/** Infinity, the universe, reality, free will: existential OCD, unless a wish or plan comes with it. */
const EXISTENTIAL = /\b(?:infinity|infinite|the universe|outer space|space and|eternity|consciousness|free will|the meaning of life|simulation|solipsism|reality)\b/;
/**
 * "My spare room is full to the ceiling and I cannot use it": saving and hoarding (docs/clinical.md §22), read by the retrained model as a crisis. Never when a
 * wish, a plan or a means comes with it ("my drawer is full of pills I have saved").
 */
const CLUTTER =
  /\b(?:room|rooms|house|flat|home|kitchen|bedroom|garage|loft|attic|hallway|sofa|table|bed|cupboards?|wardrobes?|shed|drawers?|desk)\b[^.]{0,40}\b(?:full|cluttered|piled|covered|stacked|packed|crammed|overflowing|(?:can ?not|can't|cannot) (?:use|get into|open|sit on|sleep in|cook in))\b|\b(?:full|piled|stacked|packed) (?:up )?to the (?:ceiling|roof|top)\b|\bclutter\w*|\bhoard\w*/;
const MEANS = /\b(?:pills?|tablets?|rope|knife|knives|blades?|razors?|guns?|poison\w*|medications?|meds|paracetamol|bridge|ledge|roof)\b/;
/** "Held my palm on the hot kettle on purpose": no accident, whatever the kettle. */
const ON_PURPOSE = /\b(?:on purpose|deliberately|intentionally|to punish|as (?:a )?punishment|to feel (?:something|anything|the pain))\b/;
/** What keeps an illness or existential frame from excusing the words ("skip my insulin so I go hypo"). */
const WISH_OR_PLAN = /\b(?:want|wants|wanted|wanting|wish|wishes|hope|hoping|pray|praying|on purpose|deliberately|skip\w*|stop\w* (?:taking|my)|plan\w*|ready|decided|tonight|goodbye)\b/;

/*
 * Ordinary contexts the model may not overrule (issue 16, a clinician's review of false alarms in intake
 * lists; docs/decisions/027, "2026-11-27: ordinary contexts, and a blind set"). The model learned "took …
 * paracetamol", "a plan", "end it", "bridge" and "thinking about it" from crisis texts, and read a dose taken
 * as directed, a plan made with a therapist, a relationship ended, a bridge on a commute and rumination
 * about an OCD doubt as a crisis. Each frame needs the ordinary context said in the words, and excuses
 * nothing that also carries a crisis cue (CRISIS_CUE and the guards below). Like the other frames, they only
 * keep the model from overruling: every phrase list still reads these texts first, so "I took 40
 * paracetamol" and "putting my affairs in order before I end it" are a crisis whatever the context.
 * Checked against every labelled crisis text the lists leave to the model (sets 1-11 and the blind set 12):
 * none of them is excused.
 */

/** What keeps an ordinary context from excusing the words: death, intent, a time, a method, a last act. */
const CRISIS_CUE =
  /\b(?:die|dying|dead|death|kill\w*|suicid\w*|unaliv\w*|end (?:it all|my life|everything)|ending (?:it all|my life|everything)|over the edge|jump\w*|goodbye\w*|gone|not (?:be )?here|not wake|anymore|any more|no point|better off|burden|overdos\w*|all of (?:them|it)|the rest|whole|every one|stockpil\w*|stash\w*|sav(?:e|es|ed|ing)\b|keep\w* (?:some|one|them|a few|the rest) (?:back|aside)|put\w* (?:some|one|them|a few) (?:aside|away|by)|pocket\w*|hid(?:e|es|ing|den)\b|hoard\w*|enough|ready|decided|tonight|do it|go through|how i (?:would|will|am going to|could)|keep me safe|safety plan|safe from myself|rope|noose|blades?|razors?|(?:hurt\w*|harm\w*|cut\w*|burn\w*|hang\w*|drown\w*|starv\w*|poison\w*|punish\w*) myself|last time|one last|never again|for good|forever)\b|\b(?:(?:much |any )?longer|for later|the others|other one|other plan|(?:does|do|did) not know|without (?:her|him|them|anyone|anybody) knowing|secret\w*|matter\w*|nothing does|no reason|the point|pointless|hopeless|give up|giving up|swerv\w*|steer\w*|crash\w*|falls?|fell|in front of|come back|coming back|carry on|go on|(?:no|a|any|my) future|final\w*|tired of|sick of|(?:can not|cannot) (?:do|take|cope|go on|face)|escape|disappear\w*|away from (?:it|everything|everyone)|at peace|peace|(?:my )?own plan|other plans?|how easy|easy (?:it|that) would be|(?:be|am) done|done with|and then i)\b/;
const WISH = /\b(?:want|wants|wanted|wanting|wish|wishes|hope|hoping|pray|praying|on purpose|deliberately|skip\w*|stop\w* (?:taking|my))\b/;

/**
 * A medicine taken as directed: one or two of it, or "my" medicine, with what it is for or the routine it
 * keeps ("I took 2 paracetamol for my headache", "took my antibiotics at the same time every day"). A count
 * of three or more, "all", "the whole packet", or any crisis cue is not this (docs/clinical.md §16: saving
 * up tablets is means).
 */
const DOSE_TAKEN =
  /\b(?:took|take|taking|takes|taken|had|have|having|swallowed|gave|give|giving)\b (?:a |an |one |two |1 |2 |a couple of |couple of |half an? |half of (?:a |an |my )?|one of (?:my |the |her |his )|my |her |his |their |the |our )(?:usual |normal |daily |morning |evening |night |prescribed |right )?(?:\w+ ){0,2}?(?:pills?|tablets?|meds|medicines?|medication|paracetamol|acetaminophen|ibuprofen|aspirin|tylenol|advil|nurofen|calpol|co-codamol|codeine|antibiotics?|inhaler|antihistamines?|sertraline|fluoxetine|citalopram|escitalopram|diazepam|propranolol|vitamins?|dose|doses|capsules?)\b/;
const DOSE_PURPOSE =
  /\bfor (?:my|a|the|his|her|their|this|that) (?:\w+ )?(?:headache|migraine|migrane|pain|period|back|cold|flu|fever|temperature|tooth|toothache|ache|cough|hay ?fever|allerg\w*|infection|chest|asthma|sleep|flight|knee|neck|joints?|cramps?)\b|\bas (?:prescribed|directed|instructed|usual|normal|always)\b|\blike (?:normal|usual|always|(?:the|my) (?:doctor|gp|pharmacist|nurse|consultant|psychiatrist) (?:said|told me|says))\b|\b(?:the|my|her|his) (?:doctor|gp|pharmacist|nurse|psychiatrist) (?:said|told|prescribed|gave|upped|changed)\b|\b(?:every|each) (?:morning|night|evening|day)\b|\bat the (?:exact )?same time\b|\bwith (?:breakfast|dinner|lunch|tea|food|water|a meal)\b|\bbefore (?:bed|breakfast|the flight|work|school)\b/;
/** A dose's purpose or routine, for the overdose list in screen.ts too ("before I take them all every morning"). */
export const DOSE_ROUTINE = DOSE_PURPOSE;
/** "I took 2 paracetamol for my headache" ("took 40 paracetamol" is read by the overdose list first). */
const ORDINARY_DOSE = (form: string) => DOSE_TAKEN.test(form) && DOSE_PURPOSE.test(form) && !/\b(?:[3-9]|\d\d+|three|four|five|six|seven|eight|nine|ten|dozens?|handful|lot|lots|loads|packets?|boxes|bottles?|strips?)\b(?! (?:times|minutes|hours|days|weeks|months|years|am|pm|mg|ml|o'?clock))/.test(form.replace(DOSE_PURPOSE, ' '));

/** A plan made with a clinician, or a plan whose content is the exposure work itself. */
const THERAPY_PLAN =
  /\bplan\w*\b(?:[^.]{0,60})\b(?:therap\w*|counsell?or|psycholog\w*|psychiatrist|cbt|erp|gp|doctor|care team|key ?worker|exposures?|hierarch\w*|ladder|compulsions?|rituals?|reassurance|without (?:checking|gloves|washing|asking|cleaning|praying|confessing|googling)|no (?:checking|washing|reassurance|googling)|cut(?:ting)? down)\b|\b(?:therap\w*|counsell?or|psycholog\w*|psychiatrist|cbt|erp|gp|doctor)\b(?:[^.]{0,60})\bplan\w*\b/;

/**
 * Ending it with a partner: relationship doubts (docs/clinical.md §7), not ending one's life. Only the ending
 * said of the relationship ("end it with her", "break up", "end our marriage"): "my boyfriend left me and I
 * want to end it" names no relationship being ended, and stays with the lists and the model.
 */
const RELATIONSHIP_ENDING =
  /\b(?:end|ends|ending|ended|finish|finishing|finished) (?:it|things) with (?:him|her|them|my (?:bf|gf|boyfriend|girlfriend|partner|fianc\w*|husband|wife|ex|other half))\b|\b(?:break|breaks|breaking|broke|split|splitting) up with (?:him|her|them|my \w+)\b|\b(?:end|ending|ended|leave|leaving|left) (?:the|my|our) (?:relationship|marriage|engagement)\b|\bcall\w* (?:off )?(?:the|our|my) (?:wedding|engagement)(?: off)?\b/;

/** A bridge, a road or a car park on the way somewhere: a commute that the OCD fear rides along. */
const PLACE = /\b(?:bridges?|overpass|flyover|footbridge|viaduct|motorway|highway|freeway|car ?park|multi[- ]?stor(?:e)?y|roads?|railway|level crossing|platforms?|tower|balcony|river|canal)\b/;
const ON_THE_WAY =
  /\b(?:on (?:the|my|our) way (?:to|home|back|in)|to get to|(?:on )?the school run|commut\w*|(?:driv|walk|cross|cycl)\w* (?:over|across|under|past|along|on)|on (?:the|my) (?:drive|walk|commute|route) (?:to|home|in)|to (?:work|school|uni|college|nursery|the shops))\b/;
const AT_THE_EDGE =
  /\b(?:look\w* (?:down|over)|edge|railings?|ledge|stand\w* on|climb\w*|lean\w* over|sat on|sit\w* on|wall|drop|fall|height|how high|stop\w* (?:the car|on|at)|pull\w* over|wait\w* (?:for|on)|going to|gonna|i will|i would|plan\w*)\b/;

/**
 * Rumination about "it" with the doubt said ("been thinking about it for weeks, did i lock the car",
 * "thinking about it all night" beside what "it" is). "It" alone often means suicide in crisis language
 * (docs/decisions/027), so only an OCD doubt in the same text excuses it, never "it" on its own.
 */
const RUMINATING_ON_IT =
  /\b(?:thinking|think|thought|obsessing|ruminating|going over|replaying|replay|dwelling on|stuck on|worrying|worried|lie awake)\b(?: about| on| over)? (?:it|this|that)\b/;
const OCD_DOUBT =
  /\b(?:did i|have i|what if|whether|if i (?:did|said|locked|left|touched|hit|offended|upset|turned|looked|sent|cheated)|lock\w*|locked|the (?:door|hob|oven|stove|iron|car|tap|email)|sent|said|offended|upset|touched|hit (?:someone|a)|germs?|contaminat\w*|washed|clean\w*|check\w*|the thought|intrusive|ocd|sin\w*|confess\w*|cheat\w*|the one|right for me)\b/;

/**
 * "Thinking about it all night" and nothing else: rumination, or "it" meaning suicide. The model's
 * reading of it is asked about, not refused (docs/clinical.md §18: ask, do not refuse), so an OCD
 * rumination gets its ladder and a person in crisis still reaches the crisis screen by their answer.
 */
export const BARE_RUMINATION =
  /^(?:and |also |i |i have been |i been |been |i am |i keep |keep |i can not stop |can not stop |i cannot stop |cannot stop |constantly |always )?(?:thinking|think|thought|obsessing|ruminating|going over|replaying|dwelling on|worrying|lying awake thinking|lie awake thinking) (?:about |on |over )?(?:it|this|that)(?: (?:all (?:night|day|week|weekend|the time|morning|evening|night long|day long)|every (?:night|day|morning|evening)|for (?:hours|days|weeks|ages|months)|constantly|non ?stop|again|at night|in bed|at work|before bed|a lot|(?:till|until) (?:\d+ ?(?:am|pm)?|morning|late)|over and over))*$/;

/*
 * Round 2 (issue 16 intake, docs/decisions/027 "round 2"): three more ordinary OCD texts the model read as a crisis,
 * each for a word it learned from crisis texts: "skin" (self-harm to the skin), "into my mind" (plans held in
 * the mind) and "do it again" (a second attempt, self-harm again). Each frame needs the OCD context said in the
 * words, and excuses nothing with a crisis cue or a harm to the skin beside it.
 */

/**
 * "I can feel the dirt on my skin after the bus", "my skin feels contaminated": a contamination sensation
 * (docs/clinical.md §7 contamination; interoceptive items match the feared sensation). Not when the skin is
 * harmed or means are near: "scrub my skin raw", "cut it out with a razor", "until it bleeds".
 */
const SKIN_SENSATION =
  /\b(?:feel\w*|sens\w*|crawl\w*|itch\w*|tingl\w*|prickl\w*|covered|coated|sticky|dirty|greasy|grimy|grubby|contaminated|unclean|filthy|gross|germs?|dirt|grime|residue|dust|bacteria)\b[^.]{0,40}\bskin\b|\bskin\b[^.]{0,30}\b(?:feel\w*|crawl\w*|itch\w*|tingl\w*|prickl\w*|sticky|dirty|greasy|grimy|contaminated|unclean|filthy|gross)\b/;
const SKIN_CONTAMINANT = /\b(?:dirt\w*|germs?|grime|grimy|grease|greasy|sticky|residue|dust\w*|bacteria|contaminat\w*|unclean|filth\w*|gross|chemicals?|sweat\w*|bus|train|tube|toilets?|bins?|door ?handles?|handrails?|public|touch\w*|someone|strangers?|crawl\w*|itch\w*|tingl\w*)\b/;
const HARM_TO_SKIN =
  /\b(?:cut\w*|slic\w*|carv\w*|scratch\w*|scrap\w*|scrub\w*|rub\w* (?:\w+ )?raw|raw|peel\w*|pick\w*|dig\w*|dug|gouge\w*|tear\w*|tore|rip\w*|burn\w*|scald\w*|bleed\w*|bled|blood|razor\w*|blades?|knife|knives|nails|lighter|bleach\w*|acid|punish\w*|hurt\w*|harm\w*|pain\w*|deserve\w*|wound\w*|scars?)\b/;

/**
 * "Bad words come into my mind during puja", "images keep coming into my head at mass": an intrusion, the way
 * people say an obsession arrives (like "pops into my head" in FEAR_FRAME). Only for the model: the phrase lists
 * still read what comes into the mind ("thoughts of killing myself come into my head" is read by them).
 */
const INTRUSION = /\b(?:come|comes|came|coming|keep coming|keeps coming|get|gets|got|creep\w*|enter\w*|slip\w*|flood\w*|rush\w*|jump\w*|force\w*|push\w*) (?:\w+ )?(?:in|into|through) my (?:head|mind|brain|thoughts)\b/;

/**
 * "Going back to the temple to do it again", "I have to redo my wudu", "start the prayer again": a ritual
 * repeated (docs/clinical.md §7 religious scrupulosity, checking, washing). The model learned "do it again" from
 * second attempts and self-harm relapses, so the frame needs a place or act of worship or a checking, washing or
 * counting ritual named, and excuses nothing with a crisis cue once the repeat itself is set aside, nothing that
 * says it was done before ("did it before"), "this time", and no means or place of a crisis (REDO_GUARD).
 */
const REDO =
  /\b(?:do|doing|did|redo|redoing|redid|say|saying|said|repeat|repeating|start|starting|started|pray|praying|wash|washing|check|checking|count|counting|recite|reciting) (?:it|them|that|this|everything|the whole thing|the (?:\w+ )?(?:prayers?|ritual|wudu|wuzu|puja|pooja|aarti|mantra|rosary|blessing|routine|sequence|count|check|wash))? ?(?:all )?(?:over )?(?:again|from the (?:start|beginning|top))\b|\bredo(?:ing)? (?:it|them|that|this|my \w+|the \w+)\b/g;
const RITUAL_CONTEXT =
  /\b(?:temples?|mandir|church\w*|mass|chapel|cathedral|mosques?|masjid|gurdwara|synagogue|shul|shrine|altar|puja|pooja|aarti|arti|prayers?|praying|pray|namaz|salah|salat|wudu|wuzu|ablutions?|rosary|mantras?|confession|communion|kirtan|havan|sabbath|shabbat|kiddush|tefillin|davening|bless\w*|holy|god|allah|prayer mat|rituals?|compulsions?|routine|doors?|locks?|hob|oven|stove|taps?|switch\w*|plugs?|windows?|hands|wash\w*|check\w*|count\w*|tap\w*|touch\w*|right|properly|perfect\w*|just right|even)\b/;
const REDO_GUARD =
  /\b(?:did it (?:before|once)|done it before|tried|attempt\w*|this time|next time|again soon|cut\w*|burn\w*|pills?|tablets?|meds|overdos\w*|od|bridges?|roofs?|cliffs?|trains?|tracks|rail\w*|platform|ledge|rope|knife|knives|blades?|razors?|car|bleed\w*|blood|hurt\w*|harm\w*|bottle|drink\w*|hospital|a&e|stopped me|found me|saved me|woke up)\b/;
const WISH_BUT_PRAYER = /\b(?:want|wants|wanted|wanting|wish|wishes|hope|hoping|on purpose|deliberately)\b/;

/**
 * "Should I end it? We've been together 6 years and I keep comparing him to my ex": ending a relationship asked
 * as a doubt (docs/clinical.md §7 relationship doubts), with the relationship said to be going on. Not when it has
 * ended ("she left me. should I just end it" is the crisis the lists read), not "I want to end it" (said plainly,
 * it stays with the lists), and nothing with a crisis cue ("end it all", "no point", "better off").
 */
const ASKED_END_IT =
  /\b(?:should i|do i|shall i|whether (?:to|i should|i)|if i should|(?:thinking|think|thought) (?:of|about)|wondering (?:if|whether) i should|not sure (?:if|whether) (?:to|i should)|can not decide (?:if|whether) (?:to|i should)|cannot decide (?:if|whether) (?:to|i should)) (?:just )?end(?:ing)? (?:it|things)\b(?! all)|\bend (?:it|things) or (?:not|stay|keep going|try)\b/;
const ONGOING_RELATIONSHIP =
  /\b(?:we (?:have |are |had )?(?:been )?(?:together|dating|engaged|married|living together|going out)|been together|(?:comparing|compare|compared|compares) (?:him|her|them|my \w+) (?:to|with)|my (?:boyfriend|girlfriend|bf|gf|partner|husband|wife|fianc\w*|other half)|(?:the|our|my|this) relationship|(?:is|if|whether) (?:he|she|they) (?:is |are )?the one|(?:do )?i (?:really |even |still )?love (?:him|her|them)|(?:attracted|attraction) to (?:him|her|them|my \w+))\b/;
const RELATIONSHIP_ENDED =
  /\b(?:left me|leaving me|dumped me|broke up with me|ended it with me|cheated on me|walked out|divorc\w* me|(?:he|she|they) (?:is|are|has|have) (?:gone|left)|(?:since|after|when) (?:he|she|they|my \w+) (?:left|went|died|passed)|without (?:him|her|them)|lost (?:him|her|them)|(?:he|she|they) (?:died|passed)|took the kids|we (?:broke|split) up|over between us|ex (?:left|dumped))\b/;

export function relationshipDoubtEndIt(form: string): boolean {
  return ASKED_END_IT.test(form) && ONGOING_RELATIONSHIP.test(form) && !RELATIONSHIP_ENDED.test(form) && !CRISIS_CUE.test(form) && !WISH_BUT_PRAYER.test(form);
}

function redoneRitual(form: string): boolean {
  if (!REDO.test(form)) return false;
  REDO.lastIndex = 0;
  const rest = form.replace(REDO, ' … ');
  return RITUAL_CONTEXT.test(rest) && !CRISIS_CUE.test(rest) && !REDO_GUARD.test(form) && !WISH_BUT_PRAYER.test(form);
}

/**
 * "Arguing with myself in my head", "debating with myself all day": mental reviewing and rumination, a compulsion
 * (docs/clinical.md §7 perfectionism and mental reviewing). The model learned "myself" and "in my head" from
 * crisis texts, and a second clinician-minded review found a whole existential ladder lost to this phrase (issue
 * 16). Never with a crisis cue, nor with what the argument is about when that is living, dying or ending it,
 * whether anyone would notice or miss them, or words the idiom reader took out (marked …).
 */
const ARGUING_WITH_MYSELF = /\b(?:argu\w*|debat\w*|bicker\w*|negotiat\w*|reason\w*|talk\w* back and forth|going back and forth|back and forth) with myself\b/;
const ARGUING_GUARD = /\b(?:end\w* (?:it|things|my)|liv(?:e|ing)|worth|alive|stay\w*|(?:kill|hurt|harm|cut) myself|whether to (?:do|go)|should i (?:do|go)|(?:any|some|no) ?(?:one|body) would|notice\w*|miss\w*|without me|gone|better off|here|around|burden)\b|…/;

/**
 * "Off" in its everyday senses: someone cold towards one ("when someone seems a bit off with me", a seventh
 * clinician-minded review: a trigger that got an intake the crisis screen), food gone off, feeling off, a day off,
 * off work. Never "off" a place ("off the bridge"): a place, a means or a plan beside it is not excused.
 */
const OFF_IDIOM =
  /\b(?:a bit|bit|really|quite|so|very|kind of|kinda|seems?|seemed|being|is|was|are|were|gets?|got) off with (?:me|him|her|us|them|you)\b|\b(?:seems?|seemed|looks?|looked|smells?|smelt|smelled|tastes?|tasted|feels?|felt|feeling|is|was|gone|going|went) (?:a bit |bit |slightly |really |quite |kind of |kinda )?off\b(?! (?:the|a|an|my|that|this|it|of|from|into|onto)\b)|\b(?:day|days|time|week|weeks|morning|afternoon|evening|night) off\b|\boff (?:work|school|college|uni|sick)\b/;
const OFF_PLACE = /\boff (?:the|a|an|my|that|this|it|of|from|into|onto)\b/;

export function ordinaryContext(form: string): boolean {
  if (redoneRitual(form)) return true;
  if (CRISIS_CUE.test(form)) return false;
  if (relationshipDoubtEndIt(form)) return true;
  // Neither excuses a means or a plan beside it ("the pills in the drawer come into my mind every night").
  const meansOrPlan = MEANS.test(form) || /\b(?:plan\w*|method\w*|how to|the (?:car|garage|train|tracks|station|station platform|river|sea|cliff|window|balcony|rope|gun))\b/.test(form);
  if (SKIN_SENSATION.test(form) && SKIN_CONTAMINANT.test(form) && !HARM_TO_SKIN.test(form) && !WISH.test(form) && !meansOrPlan) return true;
  if (INTRUSION.test(form) && !WISH.test(form) && !HARM_TO_SKIN.test(form) && !meansOrPlan) return true;
  if (ORDINARY_DOSE(form) && !WISH.test(form)) return true;
  if (OFF_IDIOM.test(form) && !OFF_PLACE.test(form) && !WISH.test(form) && !meansOrPlan) return true;
  if (THERAPY_PLAN.test(form) && !WISH.test(form)) return true;
  if (RELATIONSHIP_ENDING.test(form)) return true;
  if (PLACE.test(form) && ON_THE_WAY.test(form) && !AT_THE_EDGE.test(form) && !WISH.test(form)) return true;
  if (RUMINATING_ON_IT.test(form) && OCD_DOUBT.test(form) && !WISH.test(form)) return true;
  if (ARGUING_WITH_MYSELF.test(form) && !ARGUING_GUARD.test(form) && !WISH.test(form)) return true;
  return false;
}
