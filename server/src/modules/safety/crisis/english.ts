/**
 * English crisis language (docs/clinical.md §16), read on the screening form with
 * contractions written out ("i do not want to", "i am a burden"). Each list is one way of saying it;
 * screen.ts decides what the fear frame, negation and accidents change for each.
 */

const I = String.raw`(?:i|me|myself)`;
const SELF = String.raw`(?:myself|my self|me)`;
/** "want", "wanna" (already "want to"), "would like", "wish", "hope", "pray", "long", "need". */
const WANT = String.raw`(?:want|wants|wanted|wanting|would like|would love|wish|wishing|wished|hope|hoping|pray|praying|long|longing|need|needing|just want|really want|am ready|am planning|plan|planning|intend|intending|decided|have decided|deserve|should|ought)`;
const BODY = String.raw`(?:eyes?|scalp|knuckles?|fists?|arms?|forearms?|wrists?|thighs?|legs?|skin|stomach|belly|hips?|chest|face|head|hands?|fingers?|body|neck|throat|ankles?|shoulders?|veins?|flesh)`;

/** Ending one's life in plain words: asked about in the fear frame, refused otherwise. */
export const EXPLICIT: RegExp[] = [
  /\bkill(?:s|ed|ing)? (?:myself|my self)\b(?! (?:with|from) (?:laughter|laughing|embarrassment))/,
  /\b(?:want|wish|hope|need|pray|praying|beg|begging)\b(?: \S+){0,2} (?:someone|somebody|something|god|you|them|they|he|she|it) (?:would |could |to )?(?:just )?(?:kill|shoot|take) me\b/,
  /\bcommit(?:ting)? (?:die|death|suicide|not alive|unalive|sewerslide|self delete)\b/,
  /\bthe s[- ]?word\b(?=.*\b(?:plan\w*|thinking|thought|mind|want|ready|tonight|again|constantly)\b)/,
  /\bsuicid\w*/,
  /\b(?:end|ending|ended|ends) (?:my|my own) (?:life|existence)\b/,
  /\b(?:take|taking|took|taken) my (?:own )?life\b/,
  /\b(?:end|ending) it all\b/,
  new RegExp(String.raw`\b(?:hang|hanging|hanged|hung|shoot|shooting|shot|drown|drowning|drowned|gas|gassing|suffocat\w*|smother\w*) ${SELF}\b`),
  /\bdo (?:it|something) to myself\b/,
  /\b(?:use|using) (?:it|one|them|a razor|a knife|a blade|the knife|the razor) on myself\b/,
  /\b(?:choke|choked|choking|strangl\w*) myself\b/,
  /\bsui\b(?= (?:rn|right now|again|thoughts|today|tonight|lately|af|vibes))|\b(?:de-?spawn|despawn)\b(?= irl| in real life| for real)|\bgame over for me\b|\bend my (?:playthrough|run|story|chapter)\b/,
  /\bfinish(?:ing)? what i started\b/,
  /\bsi (?:is|was|has been|thoughts|urges|again|getting|bad|every)\b/,
  /\bs-?word (?:myself|me)\b|\b(?:sudoku time|do sudoku|sudoku myself)\b(?=.*\b(?:me|serious|for real|fr|myself|tonight)\b)|\bcatch the bus\b(?=.*\b(?:for real|fr|sign|tonight|ready|note|goodbye|not joking)\b)/,
  /\b(?:take|taking|takin|took) (?:an |a )?(?:overdose|od)\b/,
  /\b(?:slit|slitting|slice|slicing|open|opening) (?:my|both) (?:wrists?|veins?|throat)\b/,
  /\bblow my (?:brains|head) (?:out|off)\b/,
  /\b(?:put|putting) a (?:bullet|gun) (?:in|to|through) my (?:head|brain|mouth)\b/,
  /\bun[- ]?aliv\w*/,
  /\b(?:go |to )?be (?:with|in) (?:the|my) (?:grave|coffin|ground)\b|\bsix feet under\b(?=.*\b(?:want|wish|ready|soon|wanna|hope)\b)/,
  /\bi (?:am going to|will|might|could|want to|wanna|would) (?:just )?(?:end it|do it)\b(?= (?:tonight|today|soon|now|finally|for good|forever|once and for all|this time))/,
  // Said to oneself ("my brain keeps telling me kys", "intrusive thought: 'stab yourself'").
  /\b(?:kill|killing|stab|stabbing|hang|hanging|shoot|shooting|drown|drowning|cut|cutting|hurt|hurting|end) yourself\b/,
  /\b(?:want to|going to|will|might|about to|ready to|plan to|planning to|wanna) rope\b|\btoaster bath\b/,
  /\bi (?:have |had |just |nearly |almost )?(?:overdosed|od'd|od-ed)\b|\bi\b[^.]{0,30}\boverdos\w*/,
  /\bi am (?:going to|gonna|about to) (?:end it|do it|end things|go through with it)\b(?! with)/,
  /\b(?:put|putting|stick|sticking|stuck) my head in (?:the|a|an) (?:gas )?oven\b/,
  /\bgive in (?:to (?:it|the (?:thought|urge|voice)s?) )?and (?:do it|act on it|go through with it)\b(?!.*\b(?:my (?:wife|husband|partner|baby|child|son|daughter|mum|mom|dad|friend)|someone|somebody|people|him|her|them)\b)/,
  /\b(?:take|taking|took|swallow|swallowing|swallowed) (?:all|every one|the whole (?:box|bottle|packet)|a handful|a (?:whole )?(?:bottle|box|packet|strip)|the lot) (?:of )?(?:my |the |her |his )?(?:pills|tablets|meds|medication|paracetamol|painkillers|sleeping pills|co-codamol|codeine|tramadol|ibuprofen|aspirin|tylenol|acetaminophen|antidepressants|sertraline|fluoxetine|citalopram|amitriptyline|diazepam|zopiclone|insulin)\b(?! (?:to (?:work|school|uni|college|the office)|with (?:me|you|us)|in (?:my|your) (?:bag|handbag|pocket|car)|everywhere|around with)\b)/,
  /\b(?:overdose|od|o\.d\.) on (?:purpose|my|all|the|sleeping|paracetamol|pills|tablets)\b/,
  /\bi (?:have |had |will |want to |am going to |might |could )?(?:take|taken|took) an overdose\b/,
  // An overdose already taken, by count ("I took 30 paracetamol an hour ago"): nobody takes fifteen of a painkiller as a dose.
  /\b(?:took|taken|swallowed|downed) (?:about |around |over |like |nearly |almost )?(?:1[5-9]|[2-9]\d|\d{3,}|fifteen|twenty|thirty|forty|fifty|sixty|a hundred)\+? (?:of )?(?:my |the |her |his )?(?:\w+ )?(?:pills|tablets|paracetamol|painkillers|co-codamol|codeine|tramadol|ibuprofen|aspirin|antidepressants|sertraline|fluoxetine|citalopram|amitriptyline|diazepam|zopiclone)\b/,
  /\b(?:take|taking|took|swallow|swallowing|swallowed) (?:everything|all the (?:pills|tablets|meds)) in (?:the|my) (?:medicine|bathroom|first aid|medication) (?:cabinet|cupboard|box|drawer)\b(?! (?:to|back|out|down|off)\b)/,
  // A whole supply injected: "take the insulin from the ward fridge and inject all of it".
  /\b(?:inject|injecting|injected) (?:all|the lot|it all|all of it|the whole (?:pen|vial|box|lot))\b(?=.*\b(?:insulin|morphine|ampoules?|vials?)\b)|\b(?:insulin|morphine|ampoules?|vials?)\b[^.]{0,80}\b(?:inject|injecting) (?:all|the lot|it all|all of it|the whole)\b/,
];

/** Self-harm described by act, body part or method. Fear frame with an accident: not a crisis. */
export const SELF_HARM_ACTS: RegExp[] = [
  // A blade kept and used on oneself ("I keep a blade in my washbag … I use it on my legs"; issue 16, blind set 15).
  // A razor on the legs is shaving: only a blade said as such, and never beside shaving.
  /^(?!.*\bshav)(?=.*\b(?:blades?|razor blades?|sharpener blades?)\b[^.]{0,80}\b(?:use|used|using|uses) (?:it|them|one) on my (?:legs?|arms?|wrists?|thighs?|skin|stomach|body|hips?|ankles?|chest)\b).*\b(?:blades?|razor blades?|sharpener blades?)\b/,
  /\bself[- ]?(?:harm\w*|injur\w*|mutilat\w*|destruct\w*|punish\w*)/,
  new RegExp(String.raw`\b(?:cut|cuts|cutting|slash\w*|slit\w*|carv\w*|burn|burns|burnt|burned|burning|scald\w*|scratch\w*|claw\w*|gouge\w*|stab|stabs|stabbing|stabbed|punch|punches|punching|punched|hit|hits|hitting|bang|bangs|banging|banged|smash\w*|bruise\w*|injure\w*|mutilat\w*|starve\w*|starving|hurt|hurts|hurting|harm|harms|harming|harmed|bite|biting|bit) (?:at )?(?:into )?${SELF}\b`),
  // Pinching is a reality check ("pinching myself to check I am awake", existential OCD) until it injures.
  new RegExp(String.raw`\bpinch\w* ${SELF} (?:until|till|til|so hard (?:that|it|i)|hard enough to|to punish|as (?:a )?punishment)\b`),
  new RegExp(String.raw`\b(?:cut|cuts|cutting|slash\w*|slit\w*|carv\w*|burn|burns|burnt|burned|burning|scald\w*|scratch\w*|claw\w*|gouge\w*|stab|stabs|stabbing|stabbed|punch|punches|punching|punched|hit|hits|hitting|bang|bangs|banging|banged|smash\w*|bruise\w*|mutilat\w*|scrap\w*|jab\w*|dig|digs|digging|dug|tear|tears|tearing|tore|rip|rips|ripping|ripped|slam\w*|whip\w*|beat|beating) (?:at |into |open )?(?:\w+ \w+ into )?(?:my|both my|both of my) (?:own )?(?:\w+ )?${BODY}\b(?! (?:on|against) (?:a|the) (?:door|cupboard|table|shelf|car))`),
  new RegExp(String.raw`\b(?:razor|razors|blade|blades|lighter|cigarette|compass|glass|scissors|knife|pin|needle)s? (?:\w+ )?(?:to|on|into|against|across|over) (?:my|both my) (?:own )?(?:\w+ )?${BODY}\b`),
  new RegExp(String.raw`\b(?:press|pressing|pressed|hold|holding|held|put|putting) my (?:own )?${BODY} (?:onto|on|against|into|under|over) (?:the|a) (?:hob|stove|iron|kettle|oven|grill|flame|fire|radiator|hot \w+|boiling \w+)\b`),
  /\bcat scratches\b.*\b(?:do not|dont|don't) (?:have|own) (?:a |any )?cats?\b/,
  /\b(?:until|till|til|so|to make) (?:it|they|my \w+|i|them) (?:bleed|bleeds|bled|start bleeding|are bleeding|is bleeding|split|splits|split open|broke|break|bruised|bruise|blistered|blister|went raw|are raw|were raw|was raw)\b/,
  new RegExp(String.raw`\b(?:hot|burning|heated|lit|red-hot) (?:\w+ )?(?:on|to|against|into|onto) (?:my|both my) (?:own )?(?:\w+ )?${BODY}\b`),
  /\b(?:punch|punching|punched|hit|hitting|smash\w*|bang\w*|kick\w*) (?:the )?(?:walls?|doors?|mirrors?|windows?) (?:until|till|so hard|with my (?:head|fists?|hands?))\b/,
  /\b(?:cut|cutting|burned|burnt|burning) (?:deeper|too deep|again|more than usual|worse than usual)\b/,
  /\b(?:will not|can not get it to|does not|is not going to) stop bleeding\b/,
  /\b(?:draw|drawing|drew) blood\b/,
  new RegExp(String.raw`\bmake ${SELF} bleed\b`),
  /\b(?:my|the|old|new|fresh) (?:self[- ]harm |cutting )?scars\b(?= .*\b(?:again|fresh|new|more|hide|hiding|relapse\w*)\b)/,
  /\brelaps\w* (?:on|into|with) (?:self[- ]harm\w*|cutting|burning|sh)\b|\bsh (?:urges|relapse|again|scars)\b|\burges to (?:sh|self[- ]harm|cut|burn)\b/,
  /\b(?:cutting|burning myself|self[- ]harming|hurting myself|scratching myself|hitting myself) (?:is the only thing that |really |always |still )?(?:helps|help|works|calms|numbs|relieves|makes (?:it|me|the)|is how i cope|gets me through)\b/,
  /\b(?:want|wants|urge|urges|urging|need|needing|craving|crave|tempted|started|starting|start|went back to|going back to|back to|relapsed|keep|kept) (?:to )?(?:cut|cutting|burn|burning|self[- ]harm\w*|scratch|scratching|carve|carving) (?:again|tonight|so (?:bad|badly|much)|deeper|more)\b/,
  /\bpunish(?:ing|ed)? myself\b(?=.*\b(?:bleed|bled|blood|pain|hurt|cut|burn|hit|bruise|nails|skin|arm|arms|wrist|scratch\w*)\b)/,
];

/** Wanting to die, in so many words or passively. Always a crisis, unless negated ("I don't want to die"). */
export const WISHES: RegExp[] = [
  new RegExp(String.raw`\b${WANT} (?:to |that i |i could |i would |i would just |i could just |i can |i )?(?:just |simply |finally |quietly |peacefully |already )?(?:die|dye(?! (?:my|your|her|his|it|the|them))|be dead|go to sleep forever|(?:take a |have a )?sleep forever|stop existing|not exist|cease to exist|be gone for good|be gone forever|disappear (?:forever|for good|permanently|and never come back|off the face of the earth)|not wake up|never wake up|fall asleep (?:and|forever)|go to sleep (?:and|forever)|sleep forever|be with (?:him|her|them|my \w+) (?:in heaven|again)|end it(?! with)|end things(?! with)|end everything|leave this world|not be (?:here|alive|around)|be unalive\w*|go away forever)\b`),
  /\b(?:wish|wishing|hope|hoping|pray|praying)(?: \S+){0,3}? (?:that )?i (?:\S+ ){0,2}?(?:would |could |will |do |did |was |were |had )?(?:never|not) (?:wake|woke|waking) up\b/,
  /\b(?:wish|wishing|hope|hoping|pray|praying|asking|ask|beg|begging)(?: \S+){0,3}? (?:that )?(?:god|the lord|jesus|allah|someone|something|death|it|he|the universe) (?:to |would |will |could |just )?(?:takes?|took|come and take|comes? for|call me home|calls me home|bring me home) ?(?:me)?\b/,
  /\bwould not (?:mind|care) if (?:the|a|my|our) (?:plane|car|bus|train|ship|boat|lift|elevator) (?:went down|crashed|fell|sank|hit me|came off)\b|\bi would (?:kind of |actually |honestly |quite |almost )?welcome (?:it|death|dying|the end)\b/,
  /\b(?:fine|okay|ok|happy|content|glad|relieved|at peace|comfortable|ready)(?: \S+){0,2}? (?:with|about|if i|if i just) (?:never|not|did not|do not) (?:waking up|wake up|woke up|being here|being alive|existing|exist|living|live|survive|surviving|make it)\b/,
  // "I'd be fine with dying in my sleep"; not the goal of an exposure ("I want to be okay with death").
  /\bi (?:would |could |will )?(?:be|am|feel) (?:\S+ )?(?:fine|okay|ok|happy|content|at peace|comfortable) with (?:dying|death|being dead|not waking up|never waking up)\b/,
  /\b(?:easier|better|simpler|fine|okay|ok|a relief|relieved|happier|best)\b[^.]{0,30}\bif i (?:just |simply )?(?:was|were|am|was just) (?:not (?:alive|here|around|born)|dead|gone)\b/,
  /\bif i (?:got|get|was|were|died|die)\b[^.]{0,60}\b(?:relieved|relief|glad|happy|would not mind|would not care|fine|okay|better|grateful|thankful)\b/,
  /\b(?:wish|wishing|hope|hoping|pray|praying) i (?:was|were|had been|would be) (?:dead|gone|never born|not born|not here|not alive)\b/,
  /\b(?:wish|wishing) i (?:had |would |just )?(?:never|not) (?:been born|existed|woken up|lived)\b/,
  /\b(?:wish|wishing|hope|hoping) i (?:just |simply )?(?:did not|was not|were not|would not|could not) (?:exist|be alive|alive|be here|here|be born|born|be around|around|wake up)\b/,
  /\b(?:hope|hoping|wish|wishing|pray|praying)\b(?: \S+){0,2} (?:something|a \w+|the \w+|a car|a bus) (?:falls on|hits|kills|crushes|runs over) me\b/,
  /\b(?:hope|hoping|wish|wishing|pray|praying)\b(?: \S+){0,2} (?:the|my|our|a) (?:plane|car|bus|train|ship|flight) (?:goes down|crashes|crashed|went down|falls|sinks)\b/,
  /(?:^|\b(?:so|just|honestly|kinda|kind of|really|and|tbh|im|i am)\s)(?:ready|want|wanting|hoping|need|time) to (?:\S+ ){0,2}?(?:become a ghost|be a ghost|die|be dead|disappear\w*|not exist|stop existing|sleep forever|end it|end things|go to sleep forever|de-?spawn|be gone)\b(?! with)/,
  /\b(?:wish|hope|pray|hoping|wishing)\b(?: \S+){0,2} my heart (?:would |will )?(?:just )?(?:stops?|stopped|gives? out|gives? up)\b/,
  /\b(?:can not wait|cannot wait|looking forward|excited) (?:to die|to be dead|until i die|for (?:it|everything|this|life) (?:all )?to (?:be over|end|stop)|to not wake up|to never wake up|to be gone|for the end)\b/,
  /\b(?:would not|will not) it be (?:nice|good|easier|lovely|better) (?:to )?(?:just )?(?:stop|die|disappear|not wake up|not be|not exist|sleep forever)\b|\bnot (?:be|being) anything (?:any ?more|at all)\b/,
  /\bif i (?:do not|did not|never|don't) wake up\b[^.]{0,60}\b(?:win|relief|good|fine|blessing|bonus|better|okay|ok|great|alright|all right|at peace|would not (?:mind|care))\b/,
  /\b(?:nobody|no one|no-one|noone|no body) (?:cares?|cared|loves?|wants?) (?:for |about )?me\b/,
  /\b(?:wish|wishing) i (?:could|would) (?:just )?(?:disappear|vanish|fade away|stop breathing|evaporate)\b/,
  /\b(?:hope|hoping|wish|pray|praying) (?:that )?(?:a|the|some) (?:car|bus|truck|lorry|train|van|plane) (?:hits|will hit|would hit|runs? over|kills) me\b/,
  /\b(?:hope|hoping|wish|pray|praying) (?:i|that i) (?:get|got|would get|catch|have) (?:hit|run over|cancer|a (?:heart attack|stroke|disease|tumou?r|fatal \w+)|killed)\b/,
  /\bwould not (?:mind|care) if i (?:died|did not wake up|never woke up|was dead|were dead|did not survive|was gone|got hit|got killed)\b/,
  /\bwould not (?:mind|care about) (?:dying|being dead|not waking up)\b/,
  /\bif i died (?:tomorrow|today|tonight)(?:,)? (?:i|nobody|no one|it) would (?:not|be) (?:care|mind|matter|notice|fine|okay|better)\b/,
  /\b(?:want|wish|need) (?:it|everything|this|the pain|life) (?:all )?to (?:end|be over|stop forever|stop for good|stop permanently)\b/,
  /\b(?:wish|want) (?:it|everything|this|life) (?:would|could) (?:all )?(?:end|be over|just end)\b/,
  /\b(?:better|happier) (?:off )?dead\b/,
  /\b(?:not sure|do not know|unsure|no longer sure)(?: if| whether)? i (?:want|wanna|even want) to (?:live|survive|be alive|go on|be here|exist|wake up|keep living|keep going)\b/,
  /\b(?:log off|logging off|check out|checking out|exit|exiting|quit|quitting|clock out|opt out|leave|leaving) (?:from |of )?(?:life|this life|this world|existence|living)\b(?! (?:insurance|coach|admin))/,
  /\brather be dead\b|\brather not (?:be alive|exist|wake up|be here)\b/,
  /\bdeserve to (?:die|be dead|not exist|suffer and die)\b/,
  /\bi (?:should|ought to) (?:just )?(?:die|be dead|not exist|not be alive|kill)\b/,
  /\bi am (?:so )?(?:ready|prepared) to (?:die|go|leave this world|be gone)\b/,
];

/** Not wanting to live: the negation is the crisis ("I don't want to be alive anymore"). */
export const NOT_WANTING_TO_LIVE: RegExp[] = [
  /\b(?:do not|no longer|never|not|do not really|do not even) (?:want|wanna|wish|feel like|care) (?:to )?(?:live|be alive|exist|wake up|go on|carry on|keep going|continue|be here|be around|stay alive|keep living|stay|survive)\b(?! (?:with|in|near|next to|at|on|alone|without (?:my|a|the)|like (?:this|that) (?:with|in)))/,
  /\b(?:do not|no longer|never|not) (?:want|wanna) to be (?:here|alive|around) any ?(?:more|longer)\b/,
  /\b(?:tired|sick|exhausted|weary) of (?:living|being alive|life|existing|it all|everything|waking up|being me|breathing)\b/,
  /\bdo not (?:deserve|want) (?:to live|life|to be alive|to exist)\b/,
  /\b(?:do not|no longer|never) (?:want|wish) to\b[^.]{0,40}\bor to (?:live|go on|be alive|carry on)\b/,
  /\b(?:no|nothing left|nothing) to live for\b/,
  /\b(?:no|not any|not a single|what is the|whats the|see no|any) (?:reason|point|motive) (?:to|in|of|for) (?:live|living|going on|go on|being alive|life|carrying on|carry on|staying alive|stay alive|keep going|keeping going|waking up|existing|me being here|trying|anything|it all|continue|continuing)\b/,
  /\bno point (?:trying|living|going on|carrying on|fighting|in anything) any ?more\b|\b(?:this is )?the end of the (?:road|line) for me\b|\bthis is goodbye\b/,
  /\b(?:life|my life|living|existing|being alive|everything) (?:is|feels|seems) (?:so )?(?:pointless|meaningless|worthless|hopeless|not worth (?:living|it))\b/,
  /\bnot worth living\b|\bnot worth being alive\b/,
];

/** Being a burden, and the world without one. */
export const BURDEN: RegExp[] = [
  /\bi am (?:just |only |such |nothing but |a huge |a massive |a big |always )*(?:a |the )?(?:burden|waste of space|waste of oxygen|waste of air|drain on everyone)\b/,
  /\bburden (?:to|on|for) (?:everyone|everybody|my family|my parents|my partner|my kids|my children|the people|people|them|him|her|my friends|all)\b/,
  new RegExp(String.raw`\b(?:everyone|everybody|they|my family|the world|people|my (?:kids|children|partner|wife|husband|parents|friends|mum|mom|dad)|he|she|it|things|everything|life) (?:would|will|would all|will all|might|could) be (?:so |much |a lot )?(?:better|happier|easier|fine|free|relieved) (?:off )?(?:without ${I}|if i (?:was|were|am|died|left|disappeared|was gone|were gone|was not here|were not here|was dead|were dead|did not exist))\b`),
  /\bbetter off without me\b/,
  /\bbetter off if i (?:died|was dead|were dead|was gone|were gone|was not here|were not here|was never born|killed myself|was not around|were not around)\b/,
  // "you would all be better off if i died": the people told, said to their face (a miss found in review, 2026-11-28).
  /\b(?:everyone|everybody|they|my family|the world|you (?:all|lot|guys)) (?:would|will|'d) (?:all )?be (?:so |much |all )?better off\b(?! (?:if (?:i|we) (?:stopped|stop|got help|moved|left the|did)|with|in|at))/,
  /\b(?:save|spare|saving|sparing) (?:everyone|everybody|them|my family|my (?:kids|parents|partner)) (?:the )?(?:hassle|trouble|pain|burden|effort|cost) of (?:me|having me|dealing with me)\b/,
  /\bif i (?:just )?(?:died|was dead|were dead|was gone|were gone)\b[^.]{0,40}\b(?:would|it would|that would) (?:save|help|be better|be easier|solve|fix|make)\b/,
  /\b(?:nobody|no one|noone|none of them) (?:would|will|is going to) (?:even |really |actually |probably |honestly |ever )?(?:miss|notice|care|mourn|grieve)(?: me| if i| about me| when i)?\b/,
  /\bwould not be missed\b|\bnobody would even notice\b/,
  // "…a problem for my family much longer" (issue 16, blind set 15: missed with the family named between).
  /\b(?:will not|would not) be (?:a |their |your |anyone's )?(?:problem|burden|bother|trouble)(?: (?:for|to) (?:my|the|your|our|them|him|her|everyone|anyone|any of you)(?: \w+)?)? (?:much|for (?:much|very)) longer\b/,
  /\b(?:will not|would not) be (?:around|here|alive) (?:much|for (?:much|very)) longer\b/,
  /\b(?:will not|would not) have to (?:deal|put up|worry) (?:with|about) me (?:much )?(?:longer|anymore|for long)\b/,
  /\b(?:soon|then) (?:they|everyone|you|my family) (?:will|would) (?:be free of me|not have to worry about me)\b/,
];

/** Hopelessness about going on. */
export const HOPELESSNESS: RegExp[] = [
  /\b(?:i am|i am so|am|so) done with (?:life|living|everything|it all|this life|existing|being alive|the world|this world)\b/,
  /\b(?:i|i have|have) (?:given|give|giving) up on (?:life|living|everything|myself|ever being)\b/,
  /\bi can not (?:go on|carry on|keep going|keep on going|keep living|cope any ?more|take (?:it|this|any of it|much more|this pain) any ?(?:more|longer)|do (?:this|it|life) any ?(?:more|longer)|live like this|face (?:another|tomorrow|another day)|survive (?:another|this))\b/,
  /\bi can not go on\b/,
  /(?:^|[,;:]\s*)done with (?:life|living|everything|it all|being alive|existing|this life)\b(?! (?:on|in|at|for|before|and then|i|that))/,
  /\b(?:only|just) one way out\b(?! of (?:the|this) (?:building|room|house|car|maze|car park))|\bthe only way out\b(?! of (?:the|this) (?:building|room|house|car|maze|car park))/,
  /\bno way out\b(?! of (?:the|this) (?:building|room|house|car|maze))/,
  /\b(?:there is|i have|i see) no (?:hope|future|light|point) (?:left|anymore|for me|at all|in anything)\b/,
  /\b(?:everything|life|my life|my future|it all) (?:is|feels|seems) (?:completely |totally |so )?hopeless\b/,
  /\bi have had enough of (?:life|living|everything|it all|this life|being alive)\b/,
  /\b(?:want|wanted) out of (?:life|this life|everything|this world)\b/,
  /\bready to give up (?:on (?:life|everything|living))?\b(?! (?:checking|washing|the|my compulsions?|rituals?|on (?:the|my) (?:compulsion|ritual)s?))/,
  /\bthis is (?:my|the) last (?:day|night|week|message|time|entry)\b/,
  /\b(?:do not|can not|no longer) see (?:a|any) (?:future|way out|point|reason to (?:live|go on|keep going))\b/,
  /\bwhy (?:should i |do i |even |bother |keep |am i |would i |do i even )*(?:trying to |try to )?(?:live|living|go on|going on|wake up|waking up|be alive|being alive|stay alive|staying alive|exist|existing|keep going|carry on)\b/,
  /\b(?:it|nothing|none of this) (?:will not|would not|is not going to) matter (?:any ?more|soon|after (?:this|tonight|today|tomorrow|this week))\b/,
  /\bi (?:just )?(?:want|need) (?:the pain|everything|it all) to (?:stop|end) (?:forever|for good|permanently|for ever)\b/,
];

/** Means, plans and goodbyes, with or without the words (docs/clinical.md §16 "means and intent without keywords"). */
export const MEANS_AND_INTENT: RegExp[] = [
  /\b(?:saving|saved|save|stockpil\w*|stash\w*|hoard\w*|collect\w*|keeping|kept|storing|stored|counting out|counted out|built up|building up|gathering|gathered|squirrel\w*) (?:up )?(?:all )?(?:of )?(?:my |some |a few |enough |loads of |lots of |a lot of |all the |the |every |each )?(?:\w+ )?(?:pills|tablets|meds|medication|medications|paracetamol|tylenol|painkillers|sleeping pills|antidepressants|insulin|prescriptions?|sertraline|fluoxetine|citalopram|boxes of \w+|packets of \w+)\b(?! (?:in|at) (?:the|my) (?:cupboard|bathroom|kitchen|box|organi[sz]er)\b(?! (?:for|until)))/,
  /\b(?:pills|tablets|meds|paracetamol|painkillers|medication)\b[^.]{0,40}\b(?:saved up|stockpiled|stashed|hidden away|enough to (?:die|do it|end it|not wake up|kill me)|for when i (?:am ready|decide|do it)|lined up|counted out)\b/,
  /\b(?:hid|hidden|hiding) (?:\d+|a stash|a load|loads|enough|a box|boxes|packets|a bottle) (?:of )?(?:\w+ )?(?:pills|tablets|meds|paracetamol|painkillers)\b/,
  /\bhow (?:many|much) (?:\w+ )?(?:pills|tablets|paracetamol|painkillers|sleeping pills|insulin|tylenol|acetaminophen|ibuprofen|aspirin|antidepressants|of (?:my|these|the) (?:pills|tablets|meds))\b[^.]{0,30}\b(?:takes?|would take|to take|is (?:fatal|lethal|enough|too much)|would be (?:fatal|lethal|enough)|to (?:die|kill|end it|not wake up|overdose))\b/,
  /\b(?:lethal|fatal|deadly|overdose) (?:dose|amount|quantity)\b/,
  /\b(?:bought|buy|buying|got|getting|have|has|ordered|found|tied|tying|made|making|prepared|hung|hanging up) (?:a|the|some|my) (?:rope|noose|length of rope|cord|ligature)\b(?! (?:for|to) (?:climbing|the (?:garden|washing|boat|tent)|washing|skipping|the dog|a swing|camping|sailing))/,
  /\b(?:rope|noose)\b[^.]{0,40}\b(?:ready|waiting|beam|garage|loft|attic|tree|shed|banister|stairs|hook|door)\b/,
  /\b(?:looked up|looking up|research\w*|googl\w*|search\w*|read about|reading about|worked out|working out) (?:how|ways|methods|the best way|the easiest way|the quickest way|the most painless way|painless ways|how high|how far|how long it takes|how much) (?:to )?(?:die|kill|end it|end my life|overdose|hang|jump|the (?:bridge|building) is|it takes to die|i would need)\b/,
  /\b(?:painless|quick|easy|best|easiest|quickest|surest) (?:way|ways|method|methods) to (?:die|go|end it|do it|kill myself)\b|\b(?:painless|least painful) (?:way|ways|method|methods)\b/,
  /\b(?:picked|chosen|chose|set|decided on|fixed) (?:a|the) (?:date|day|method|place|time)\b(?! (?:for|of) (?:the |my |our )?(?:wedding|exposure|appointment|party|holiday|trip|move|exam|interview|meeting|session|therapy|surgery|operation))/,
  /\b(?:i have |i )?made (?:my|the|up my) (?:decision|mind)\b(?! (?:to|about) (?:stop|start|try|do|face|practise|practice|leave|break|move|tell|get|see|go|quit|keep|not))/,
  /\b(?:it|this|that) (?:will|would|should) be (?:quick|painless|over quickly|over fast|over soon)\b/,
  /\bwhat time (?:it|the (?:\w+ )?train) (?:comes|passes|goes) (?:through|past)\b/,
  /\b(?:looked up|looking up|googled|googling|checked|checking|measured|worked out|working out|searched) how (?:high|tall|far down|deep|long a fall|many floors|many storeys)\b/,
  /\b(?:floors|storeys|stories|metres|meters|feet|pills|tablets|paracetamol|painkillers|units|milligrams|mg) (?:should|would|will|might) be enough\b|\benough to (?:kill me|do it|finish it|end it)\b/,
  // "I have 60 now and that's enough to not wake up": a supply counted against dying (issue 16, round 2 red team).
  /\benough (?:\w+ )?to (?:not wake up|never wake up|die|be dead|kill myself|end my life|stop my heart)\b/,
  // "I won't need to anymore because I'll be gone": a farewell said by what will no longer be needed.
  /\bi will not (?:need|be needing|have) to (?:\w+ ){0,3}?(?:any ?more|any longer)\b[^.]{0,30}\b(?:because|cause|as|since|when|once) i (?:will|am going to) be (?:gone|dead|not (?:here|alive|around))\b/,
  /\b(?:wrote|written|writing|left) (?:the|my) note\b(?! (?:to remind|on|for work|for school|about))/,
  /\b(?:where|when|so|that) (?:they|she|he|someone|somebody|my \w+|people|the police) (?:will|would|can|could) find (?:them|it|me|my body|the (?:letters?|notes?))\b/,
  /\bwhich (?:\w+ )?(?:train|trains|bridge|building|roof|cliff) (?:does not stop|is (?:the )?(?:highest|tallest|fastest)|is (?:high|tall|fast) enough|goes fastest|passes)\b/,
  /\b(?:razor )?blades?\b[^.]{0,30}\b(?:by|next to|beside|in) (?:the|my) (?:bath|bathtub|bed|sink)\b|\b(?:pills|tablets|blades|rope)\b[^.]{0,20}\b(?:laid out|lined up|ready and waiting)\b/,
  /\bwill not (?:be needing|need) (?:this app|this|anything|my (?:things|stuff|phone|room)|them|it) (?:after|past|beyond|by) (?:tonight|today|tomorrow|this week|this weekend|friday|saturday|sunday)\b/,
  /\b(?:sorted|sorting|decided|written down|planned|wrote down|worked out) (?:out )?who (?:gets|will get|should get|will have|can have|will look after|looks after|takes) my \w+/,
  /\b(?:urge|urges|need|desire|itch|pull) to (?:end it|die|kill myself|end my life|end things)\b(?! with)/,
  /\bi (?:have|have got|got|keep|kept) (?:the|enough|my \w+'s|my|a) (?:pills|tablets|gun|pistol|rifle|rope|noose)\b(?! (?:to take|for (?:my|the|a)|in case|on me|in my bag|with me|from))/,
  /\b(?:ended up|was|got|went|been) (?:in|taken to|rushed to) (?:hospital|a&e|the er|the emergency room|intensive care|icu)\b[^.]{0,40}\b(?:after|because|from) (?:taking|swallowing|an overdose|overdosing|the pills|pills|tablets)\b/,
  /\b(?:tonight|today|tomorrow|this weekend|this week|friday|saturday|sunday|monday|tuesday|wednesday|thursday)(?: is| will be| feels like| feels| seems like|'s| is going to be)? (?:the|my) (?:night|day|time|last night|last day|one)\b(?! (?:i (?:do|face|try|tackle|practise|practice) (?:my|the|an|this) (?:exposure|hierarchy|step|fear|list)))/,
  /\b(?:the|this) (?:night|day|week) i (?:finally )?(?:do it|end it|go through with it|go)\b/,
  // Intent is the person's own: "I finally do it", "finally doing it tonight". "Whether mothers who
  // have these thoughts ever actually do it" and "what if I actually do it" are the doubt of harm OCD.
  /(?:^|(?<!\b(?:what if|whether|if|that|afraid|scared|terrified|worried|worry|fear|doubt)\s)\bi (?:\S+ ){0,2}?)(?:finally|actually|really) (?:do|doing|going to do|gonna do|go through with) it\b(?! (?:and|then) (?:touch|leave|face|eat|go|walk|practise|practice))/,
  /\b(?:going to|gonna|will|about to) (?:finally )?go through with it\b/,
  /\b(?:wrote|written|writing|write|left|leaving|drafted|drafting|prepared|preparing) (?:a |my |some |the )?(?:goodbye|farewell|suicide|final|last) (?:letters?|notes?|messages?|texts?|emails?|videos?)\b/,
  /\b(?:wrote|written|writing|write|left|leaving|drafted|drafting) (?:letters?|notes?) (?:to|for) (?:my |everyone|everybody|my family|each of)\b[^.]{0,60}\b(?:goodbye|sorry|after|gone|when|find|explain\w*|forgive|love you)\b/,
  /\b(?:said|saying|say|sent|send|sending) (?:my )?(?:goodbyes|goodbye to (?:everyone|everybody|my family|them|my friends|my kids|my children|the world))\b/,
  /\b(?:gave|giving|give|given|gives) (?:away )?(?:all |most |some |a lot |half |the rest |everything )?(?:of )?my (?:things|stuff|belongings|possessions|cat|dog|pets?|guitar|clothes|books|savings|money|jewel\w*|games)\b[^.]{0,40}\b(?:will not need|not need (?:them|it|any)|need (?:them|it) any ?more|any ?more|before i|so (?:they|that)|since i|will not be)\b/,
  /\b(?:gave|giving|given) (?:away )?(?:all|everything|most) (?:of )?my (?:things|stuff|belongings|possessions)(?: away)?\b/,
  // Not when an everyday event is what the affairs are put in order for ("for the tax return", "before we
  // move house": issue 16), and nothing after it turns to an ending ("... and then I will be done" is a
  // farewell again); "before I end it", "before I go" and any other purpose still read as a farewell.
  /\b(?:sorting|sorted|putting|put|getting|got|sort|put) (?:out )?(?:my (?:affairs|will|things|life)|everything|all my (?:affairs|things)) (?:in order|sorted|out)\b(?! (?:for|before|ahead of) (?:the |my |our |a |an |we |i |starting |moving )?(?:\w+ ){0,2}?(?:tax\w*|self assessment|accountant|mortgage|move|moving|house|new job|job|wedding|baby|holiday|trip|audit|year end|retirement|pension|insurance|probate|inheritance|bills?|paperwork)\b(?![^.]*\b(?:then|done|gone|end\w*|over|after|goodbye|ready|die|dead|death|kill\w*|miss|anymore|any more|no longer|last|final\w*|forever|for good)\b))/,
  // A plan worked out for "it" ("I've worked out how I'd do it and when"): means and intent without keywords.
  /\b(?:worked|working|figured|figuring|planned|planning) out (?:exactly )?(?:how|when|where)(?: and (?:how|when|where))? i (?:would |will |am going to |could |can |should )?do it\b/,
  // A last goodbye to a person ("told my mum I love her one last time"), not a ritual's "one last check".
  /\b(?:told|tell|telling|said|say|saying|hugged|hug|hugging|kissed|kiss|kissing|saw|see|seeing|visited|visit|visiting|called|call|calling|rang|ring|texted|text|texting)\b (?:my \w+|everyone|everybody|them|her|him|my family|my friends|the kids|my kids)\b[^.]{0,30}\b(?:one|for the) last time\b(?! before (?:she|he|they|it) (?:died|passed|went|was put down))/,
  /\b(?:sorted|sorting|written|wrote|made|updated|finished) (?:out )?my will\b/,
  /\b(?:after|when|once) i am (?:gone|dead|no longer here|not here)\b/,
  /\b(?:i have|i have got|i have made|made|i made|there is) (?:a |my )?(?:plan|plans|date|method)\b[^.]{0,40}\b(?:to (?:die|end|kill|do it)|for (?:tonight|friday|the weekend|it|when)|how i would|to go through)\b/,
  // "I have a plan and the means": said plainly, both halves of intent; the model's reading of it hung on
  // one word's weight, which a retrain moved below the pruning line (docs/decisions/027, 2026-11-27).
  /\b(?:i have|i have got|i have made|i made|i have found|i have now got|i have both) (?:a |my |the )?plan and (?:the |a |my )?(?:means|method|way to do it)\b|\bi have (?:got )?(?:the )?means and (?:a |my |the )?plan\b/,
  // Pills put by for later ("I pocket a few more for when I'm ready" on a drug round) and a last sitting with all
  // of them ("in the car park with all my pills, I'm not going back in"): missed by the model and the lists until
  // 2026-11-27 (docs/decisions/027). Only add crisis verdicts.
  /\b(?:pocket\w*|stash\w*|hoard\w*|squirrel\w* away|put\w* (?:them |some |a few )?(?:aside|away|by)|set\w* (?:them |some )?aside|hid\w*|keep\w* (?:back|aside)|kept (?:back|aside)|sav\w* up|collect\w*|tak\w* (?:a few |some |more |them )?home|took (?:a few |some |more |them )?home)\b[^.]{0,60}\bfor (?:when i am (?:finally )?ready|when the time comes|the end|when i decide|when i have had enough|when i cannot take (?:it|any more|anymore))\b/,
  /\bwith (?:all (?:of )?my|my whole|a (?:bag|box|bottle|stash) of) (?:pills|tablets|meds|medication|medicines?|insulin|painkillers|paracetamol|acetaminophen|tylenol|ibuprofen|aspirin|codeine|sleeping pills)\b[^.]{0,80}\b(?:not (?:going|coming) back|will not (?:go|come) back|no going back|goodbye|for the last time|this is it|it is time|i am ready)\b/,
  // "I have a plan", said and nothing more: too short for the model (four words at least) and no list
  // matched it; as a whole entry it is intent until asked otherwise (the fear frame still asks).
  /^(?:i have|i have got|i have made|i made|i have now got|i have finally got|i have finally made) (?:a|my|the) plan(?: now| already| ready| made| sorted)?$/,
  /\bi know (?:exactly )?(?:how|where|when) i (?:would|will|am going to|will do it|would do it|am going to do it)\b(?! (?:wash|check|clean|manage|cope|face|practise|practice))/,
  /\bi (?:will not|would not) be (?:here|alive|around) (?:for|by|next|to see|on|at) (?:christmas|my birthday|the weekend|next week|tomorrow|much longer|long|the end of)\b/,
  /\b(?:everything|it all|the pain|all this) (?:will|is going to) (?:be over|end|stop) (?:soon|tonight|tomorrow|this week)\b/,
  /\b(?:tried|try|trying|attempted|attempt|attempting) (?:to )?(?:kill|hang|drown|poison|overdose|end|hurt) (?:myself|my life|it|things|everything|it all)\b/,
  /\b(?:which|what) (?:\w+ )?(?:medicines?|pills|tablets|drugs|meds|dose|overdose|combination)\b[^.]{0,30}\b(?:are|is|would be|would|will) (?:fatal|lethal|deadly|do it|kill|be enough|not hurt|doesnt hurt|does not hurt|painless)\b|\bwhich overdose\b/,
  /\b(?:said|saying|say) goodbye to (?:my )?\w+\b[^.]{0,60}\bwithout (?:her|him|them|anyone) knowing\b/,
  /\b(?:my|a|the|last|first|previous|second|third) (?:suicide )?attempt\b/,
  /\bi (?:made|had) an attempt\b/,
  // "I won't be around for the school pickup because of the hand washing" gives an everyday reason of its own: not a
  // leaving (issue 16, blind set 15, crisis-blind/15-blind.json).
  /\bi (?:will not|won't) be (?:here|around|alive) (?:next|by|on|for|after|this)\b(?![^.]{0,60}\b(?:because of|cos of|due to|thanks to) (?:the|my|all the|his|her|their|work|washing|checking)\b)/,
  /\b(?:attempted|attempt|tried) (?:before|in the past|last year|when i was|years ago|twice|three times|once|back in|in (?:19|20)\d\d|\d+ (?:years?|months?) ago|as a teen\w*|suicide|at \d+)\b/,
  /\b(?:survived|after) (?:one|an|my|a|the|two) (?:attempt|attempts|overdose)\b|\b(?:psych ward|hospital|inpatient)\b[^.]{0,30}\b(?:for trying|after trying|after (?:my|the|an) attempt)\b|\bplanning round \d\b/,
  /\b(?:i (?:have|am|keep) )?(?:thinking|thought|think) about (?:how|ways|when|where) (?:i would|i could|i will|to) (?:die|do it|end it|kill myself|end my life|take my (?:own )?life)\b/,
];

/** Passive death phrases without a wish verb: a crisis, but a fear of dying in the fear frame. */
export const PASSIVE_DEATH: RegExp[] = [
  /\b(?:go|going|went) to sleep and (?:never|not) wake up\b/,
  /\bfall(?:ing)? asleep and (?:never|not) wak(?:e|ing) up\b/,
  /\bnever wak(?:e|ing) up again\b/,
  /\bnot (?:being|be) (?:here|alive|around) any ?(?:more|longer)\b/,
  /\b(?:dream|dreaming|dreamt|dreamed|fantasi[sz]\w*|daydream\w*) (?:about|of) (?:dying|being dead|death|not being here|not waking up|my (?:own )?death|my funeral|disappearing forever|ending it)\b/,
  /\b(?:thinking|think|thought|thoughts) (?:a lot |all the time |constantly |every day )?(?:about|of) (?:being dead|not being here|not being alive|not waking up|disappearing forever|ending it(?! with)|dying(?! (?:of|from|in|on|with|during|if|before|after|young|alone|suddenly|unexpectedly|because|and)))\b/,
  /\b(?:death|dying|being dead|not living|not being (?:here|alive|around)|not existing|not waking up|ending it|it all ending|never waking up) (?:would|will|feels like|seems like|is|might) (?:be |feel like )?(?:a |such a |the )?(?:relief|release|peace|escape|freedom|blessing|welcome|easier|better|the only (?:way|option|answer))\b/,
  /\b(?:the only|my only) (?:way out|option|answer|escape|solution) (?:is|would be|left is) (?:to die|death|dying|ending it|to end it|suicide)\b/,
];

/**
 * Taking a whole supply at once ("I'm going to take them all", "I took them all an hour ago", "swallow the whole
 * packet"): a crisis said plainly, and the intrusive thought the question is for in the fear frame ("what if I just
 * took them all": docs/clinical.md §18, ask, do not refuse). "Take them all to school", "took them all out" are
 * children or errands; "all my tablets" only with an intent ("going to", "will") or "at once", as taking all of
 * one's prescribed tablets is a routine (issue 16, round 2).
 */
export const OVERDOSE_ACTS: RegExp[] = [
  /\b(?:take|takes|taking|took|taken|swallow|swallows|swallowing|swallowed|down|downing|downed|neck|necking|necked) (?:them all|all of them|the lot|the whole (?:lot|packet|pack|box|bottle|strip|tub|supply|stash|prescription)|every (?:last )?(?:one of them|pill|tablet)|everything in the (?:medicine )?(?:cabinet|cupboard|drawer|box))\b(?! (?:to|for|out|swimming|shopping|home|with|on|into|back|round|around|along|away|off|apart|down|up|inside|outside|there|here|at|in (?:the|my) (?:car|van|buggy|pram)|seriously|personally|wrong|right|correctly|properly|in order|one by one|the same)\b)/,
  /\b(?:going to|gonna|will|about to|want to|wanna|plan to|planning to|ready to) (?:just )?(?:take|swallow|down|neck) (?:all|every one) (?:of )?(?:my|the|these|those|her|his) (?:\w+ )?(?:pills|tablets|meds|medication|medicines|painkillers|paracetamol|sleeping pills|antidepressants|insulin)\b/,
  /\b(?:take|took|taking|swallow\w*) (?:all|every one) (?:of )?(?:my|the|these|those) (?:\w+ )?(?:pills|tablets|meds|medication|painkillers|paracetamol|sleeping pills|antidepressants) (?:at once|in one go)\b/,
];

/** Acts that are a plan when said plainly and an impulse phobia when feared ("what if I jump"). */
export const IMPULSE_ACTS: RegExp[] = [
  /\b(?:throw|throwing|threw|fling|hurl|yeet|yeeting|yeeted) (?:myself|my self|me) (?:off|in front of|under|from|out of|into)\b/,
  /\b(?:have|got|holding|hold|loaded|load|bought|buy|found|took|take) (?:my \w+'s |a |the |my |his |her )?(?:gun|pistol|rifle|shotgun|firearm)\b/,
  /\b(?:went|go|going|drove|drive|driving|walked|walk|walking|cycled|keep going|kept going|stood|standing|sat|sitting|been) (?:back )?(?:to|at|on|onto|up to)(?: the top of)? (?:the|that) (?:bridge|cliff|cliffs|edge|roof|rooftop|tracks|railway line|top floor|car park roof|multi-storey)\b(?! (?:to (?:work|school|the shop)|every day for work))/,
  // "Going back to the church roof", "up to the hospital car park roof": a roof or a top floor named by whose it
  // is (one or two words between; bridges and edges keep the plain form, as commutes cross them).
  /\b(?:went|go|going|drove|drive|driving|walked|walk|walking|climbed|climb|climbing|keep going|kept going|stood|standing|sat|sitting|been) (?:back )?(?:to|at|on|onto|up to|up on|up onto)(?: the top of)? (?:the|that) (?:\w+ ){1,2}?(?:roof|rooftop|top floor)\b(?! (?:to (?:work|school|the shop)|every day for work))/,
  /\b(?:stepped|step|stepping|walk|walked|walking|lie|lay|lying|lied) (?:out )?(?:in front of|under|onto|on|into) (?:a|the) (?:train|tracks|bus|lorry|truck|traffic|road|railway line|motorway)\b/,
  /\b(?:jump|jumping|jumped|leap|leaping) (?:off|from|in front of) (?:a|the|that|my) (?:\w+ ){0,2}?(?:bridge|building|roof|cliff|balcony|tower|car park|train|platform|window|top floor|multi-storey)\b/,
  // The car named any way, or as "it" ("taking my mums car in the morning and driving it off the bridge").
  /\b(?:drive|driving|drove|crash|crashing|crashed|steer|steering) (?:it |(?:my|the|his|her|our) (?:\w+ )?(?:car|van|truck|motorbike) )?(?:into|off) (?:a|the) (?:tree|wall|bridge|cliff|river|lorry|truck|oncoming traffic|motorway barrier)\b/,
  // A crash meant, or staged to look like an accident ("i'll crash the car on purpose so it looks like an accident"):
  // found by blind set 13 after the crisis model was retrained with a set of everyday steps (decision 027).
  /\b(?:crash|crashing|crashed|wreck|wrecking|wrecked|roll|rolling|rolled) (?:it|(?:my|the|his|her|our) (?:\w+ )?(?:car|van|truck|motorbike)) (?:[\w'-]+ ){0,3}?(?:on purpose|deliberately|so (?:that )?it (?:looks?|seems?) like an accident)\b/,
];

/**
 * Images and voices of one's own death ("I keep picturing myself hanging", "my brain keeps saying
 * 'just jump'"): the intrusive thought itself, so asked about, unless a wish or plan comes with them.
 */
export const IMAGERY: RegExp[] = [
  /\b(?:intrusive )?(?:thought|thoughts|urge|urges|image|images)\s*:\s*'?(?:swallow|take|jump|hang|cut|stab|drown|drive|step|throw)\b/,
  /\b(?:voice|thought|it) (?:says?|said|saying|goes|tells me) '[^']*\b(?:end it|die|kill (?:yourself|myself)|do it)\b/,
  /\b(?:pics?|pictures?|images?|visions?|flash\w*|videos?|scenes?) of (?:me|myself|my (?:own )?body)\b(?=.*\b(?:rope|hanging|dead|overdos\w*|jumping|cutting|bleeding|pills|knife|gun|shooting|drown\w*|falling|tracks|train|bridge|roof|noose)\b)/,
  /\b(?:mind|brain|head) (?:keeps? |just )?(?:show\w*|throw\w*|play\w*|giv\w*) me\b(?=.*\b(?:stepping off|jumping|hanging|dead|overdos\w*|cutting|stabbing|shooting|killing myself|drown\w*|falling)\b)/,
  /'(?:go on,? |just |you could just )?(?:do it|end it|jump|hang yourself|cut|take them|swallow (?:the lot|them all|it all|everything|all of them))\b/,
  /\b(?:slit|cut|open|slash) your (?:wrists?|throat|veins?)\b|\byou (?:want|wanna|need|should|could) (?:to )?(?:just )?die\b/,
  /\b(?:thought|idea|fear|urge|feeling) that i (?:will|might|would|could|am going to|may) (?:just )?(?:swallow|take|drink|jump|stab|cut|hang|throw|hurt|kill|overdose|drown|step)\b/,
  /'what if i (?:jump|jumped|did it|do it|just did it|go through with it|let go)\b/,
  /\b(?:lying|lay|laying|found) dead\b|\bmy (?:own )?(?:dead )?body (?:on|in|at|under)\b/,
  /'(?:just )?(?:do it|end it|jump|die|kill yourself|take them all|drink it|swallow them|swallow it all|cut|you should (?:just )?die)\b/,
  /\b(?:thought|thoughts|idea|urge|urges|image|images|flash|flashes|picture|pictures) (?:of|about|to) (?:overdos\w*|drinking (?:the )?bleach|swallowing (?:the |all )?\w+|jumping|hanging|taking them all|stabbing myself|cutting myself|killing myself|poisoning myself|drowning myself|ending it)\b/,
  /\byou (?:should|deserve to|ought to|need to) (?:just )?(?:die|be dead|kill yourself|end it)\b/,
  /\b(?:picture|picturing|pictured|imagine|imagining|imagined|see|seeing|saw|visuali[sz]\w*) (?:myself|me|my body) (?:hanging|jumping|dead|stabbing|cutting|drowning|falling|driving (?:off|into)|on the tracks|in a coffin|shooting|overdosing|bleeding)\b/,
  /\b(?:saying|says|said|tells me|telling me|told me|whispers|screams|voice) (?:to )?'?(?:just )?(?:jump|do it|end it|kill yourself|die|stab yourself|cut yourself)\b/,
];
