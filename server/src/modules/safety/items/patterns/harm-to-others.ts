import type { ActCategory } from '../rules';
import { OTHERS, oneOf } from '../words';

/**
 * Illegal acts, and harm or deception toward anyone (docs/clinical.md §10). Harm
 * OCD is exposed imaginally ("Write a story in which you push someone", "I might kill my wife"),
 * and those are the work, so acts against people count only as instructions (at a sentence or
 * clause start, or after "then", "and"), outside imagined scenes and quoted doubts.
 */

const HURT = oneOf(
  'hit', 'punch', 'kick', 'slap', 'push', 'shove', 'trip', 'stab', 'cut', 'hurt', 'injure', 'attack', 'strangle', 'choke',
  'poison', 'threaten', 'frighten', 'scare', 'startle', 'bully', 'insult', 'humiliate', 'embarrass', 'mock', 'tease', 'upset',
  'provoke', 'bite', 'spit on', 'yell at', 'shout at', 'swear at', 'jump out at', 'creep up on', 'sneak up on', 'spike',
);
const DECEIVE = oneOf(
  'lie to', 'fib to', 'deceive', 'trick', 'mislead', 'manipulate', 'gaslight', 'cheat on', 'spy on', 'stalk', 'follow', 'prank',
  'steal from', 'con', 'blackmail', 'ghost', 'rob', 'mug', 'scam',
);
/** Harms done with words or fear, where "them" can only be people ("kick them off" may be shoes). */
const UPSET = oneOf(
  'frighten', 'scare', 'startle', 'upset', 'humiliate', 'embarrass', 'insult', 'mock', 'tease', 'threaten', 'bully', 'lie to',
  'deceive', 'trick', 'mislead', 'gaslight', 'manipulate', 'provoke', 'yell at', 'shout at', 'swear at', 'jump out at',
);
const LIE = oneOf(
  'pretend to be', "pretend (?:that )?you(?:'re| are| were)", 'impersonate', 'tell (?:a|an|some) (?:white )?(?:lie|lies|untruths?)',
  'lie about', 'fake (?:an? |your )?(?:illness|injury|signature|document|id|note|sick note|symptoms?|review)',
  'spread (?:a |the )?(?:\\w+ )?rumou?rs?', 'start (?:a )?rumou?rs?',
);
const STEAL = oneOf(
  'steal', 'shoplift', 'pickpocket', 'trespass', 'break into', 'vandali[sz]e', 'graffiti', 'burgle', 'rob',
  'pocket (?:it|them|a|an|the|some|something)', 'nick', 'swipe',
);
const CRUEL = String.raw`(?:cruel|nasty|hurtful|mean|abusive|threatening|insulting|rude|spiteful|hateful)`;

export const ILLEGAL_OR_HARM_TO_OTHERS: ActCategory = {
  category: 'illegal_or_harm_to_others',
  rules: [
    // Hurting, frightening or deceiving someone.
    { pattern: new RegExp(String.raw`\b${HURT}\s+${OTHERS}`), instruction: true },
    { pattern: new RegExp(String.raw`\b${DECEIVE}\s+${OTHERS}`), instruction: true },
    // Animals are someone too; emergency services are for emergencies; a doctor must hear the truth.
    { pattern: /\b(?:smack|hit|kick|slap|punch|hurt|smacks|hitting|kicking|slapping|punching|hurting|shove|throw|poke|pinch|step on|tread on|shout at|scare|frighten)\w* (?:the |your |a |my )?(?:dog|cat|puppy|kitten|pet|animal|horse|rabbit|hamster|bird|fish)\b|\bgive (?:the |your |a )?(?:dog|cat|puppy|kitten|pet|animal) a (?:smack|kick|slap|whack|thump)\b/, instruction: true },
    { pattern: /\bprank (?:call\w*|ring\w*|the (?:emergency|police|ambulance|fire))|\b(?:call|ring|dial)\w* (?:911|999|112|000|the emergency (?:line|number|services)|the police|an ambulance)\b[^.]{0,40}\b(?:hang up|for no reason|as a (?:joke|test|prank)|without (?:an emergency|explaining|a reason))\b|\bfalse (?:alarm|report|call)\b/ },
    { pattern: /\b(?:lie|lies|lying|fib\w*) (?:to|at) (?:your |the |a )?(?:gp|doctor|doc|nurse|therapist|psychiatrist|pharmacist|dentist|consultant|specialist|surgeon|care team|clinician)\b/ },
    {
      // Telling a clinician or someone close what did not happen: "tell your therapist you did them all, even if you didn't".
      pattern: /\b(?:tell|say to|assure|promise|report to|reply to|text|message|email)\w* (?:your |the |a )?(?:therapist|doctor|gp|psychiatrist|clinician|counsell?or|nurse|care team|partner|wife|husband|boyfriend|girlfriend|boss|manager|teacher|parents?|mum|dad|friends?|family)\b[^.]{0,80}?\b(?:even (?:if|though)|although|when in fact|when) (?:you|it|they|that) (?:didn't|did not|haven't|have not|hadn't|wasn't|was not|weren't|were not|isn't|is not|aren't|are not|never)\b/,
    },
    {
      // Scanning one thing as another at a self-checkout is theft.
      pattern: /\b(?:scan|ring|weigh|key|enter|put)\w* (?:[\w'-]+ ){1,4}?(?:through )?as (?:a |an |the |some |cheaper |loose )?[\w'-]+\b|\b(?:do not|don't|without|skip\w*|never) scan\w* (?:[\w'-]+ ){0,3}?(?:items?|things?|everything|all|one|it|them|the)\b/,
      withInItem: [/\b(?:self-? ?checkouts?|self-? ?service (?:till|checkout)s?|checkouts?|tills?|scanner|supermarket|shop)\b/],
      negation: 'ignored',
    },
    { pattern: new RegExp(String.raw`\b${UPSET} them\b`), instruction: true },
    { pattern: new RegExp(String.raw`\bgive\w* ${OTHERS} (?:a|an) (?:[\w'-]+ )?(?:push|shove|slap|kick|punch|nudge|thump|fright|scare|shock|dig)\b`) },
    {
      // Leaving a young child alone where they can come to harm.
      pattern: /\b(?:leav\w*|left) (?:your |the |a |my )?(?:[\w'-]+ )?(?:toddler|baby|child|children|kids?|son|daughter|infant|newborn|little one)s? (?:[\w'-]+ ){0,3}?(?:alone|unattended|unsupervised|on (?:their|his|her) own|by (?:themselves|himself|herself))\b|\b(?:toddler|baby|child|infant|newborn|kids?)s? (?:[\w'-]+ ){0,3}?(?:alone|unattended|unsupervised) (?:in|near) (?:the |a )?(?:bath|car|pool|water|kitchen|road)\b/,
    },
    { pattern: new RegExp(String.raw`\b${LIE}`), instruction: true },
    {
      pattern: /\b(?:something|anything|things?|a story|stories) (?:[\w'-]+ )?(?:untrue|false|made[- ]up)\b|\bmade[- ]up (?:rumou?rs?|stor(?:y|ies)|excuses?)\b|\bfalse (?:rumou?rs?|accusations?|reviews?|claims?|reports?|alarms?)\b|\b(?:tell|say|claim|pretend)\w* (?:[\w'-]+ ){0,4}?(?:you've|you have|you're|you are|that you(?:'ve| have| are|'re)) (?:been diagnosed|dying|terminally ill|pregnant|got cancer|been (?:attacked|robbed|sacked|fired))\b|\b(?:tell|say|claim|pretend|insist)\w* (?:[\w'-]+ ){0,10}?when (?:you|i|they|he|she) (?:were not|are not|did not|have not|was not|weren't|aren't|didn't|haven't|wasn't)\b/,
    },
    {
      pattern: /\b(?:hide|hiding|take|taking|break|breaking|damage|damaging|throw\w* away|delete|deleting|read|reading|go through|snoop\w*)\w* (?:your |their |his |her |a |the )?(?:partner|wife|husband|boyfriend|girlfriend|flatmate|housemate|friend|colleague|coworker|mum|dad|mother|father|sister|brother|boss|neighbou?r|child|son|daughter)'s (?:phone|keys|wallet|purse|things|stuff|belongings|diary|messages|bag|car|medication|passport)\b|\bwatch (?:them|him|her|your \w+) (?:get )?(?:upset|cry|panic|search|worry|struggle|suffer|look for)\w*/,
    },
    { pattern: new RegExp(String.raw`\b${CRUEL} (?:message|text|email|comment|note|post|letter|voicemail|remark|review)s?\b`), with: [/\b(?:send|sent|post|say|tell|leave|deliver)\w*/] },
    { pattern: new RegExp(String.raw`\b(?:send|say|tell|write|post)\w* (?:[\w'-]+ ){0,3}?(?:something|things|a word|a|an) ${CRUEL}\b`) },
    // Stealing and not paying.
    { pattern: new RegExp(String.raw`\b${STEAL}\b`), instruction: true },
    {
      pattern: /\bshoplift\w*|\bwithout (?:paying|a ticket|buying a ticket|a valid ticket)\b|\b(?:do not|don't|never) (?:go back to )?pay\b|\bfare[- ]?dodg\w*|\bjump\w* the (?:barrier|turnstile|ticket gates?)\b/,
      negation: 'ignored',
    },
    {
      // "Take a pen from a colleague's desk without asking"; not "without asking anyone whether…".
      pattern: /\b(?:take|took|taking|borrow\w*|keep|use|using|eat|read|open|wear)\w* (?:[\w'-]+ ){0,6}?without (?:asking|permission|their (?:permission|consent|knowledge)|them knowing)\b(?! (?:[\w'-]+ )?(?:whether|if|for|to|what|how|about))/,
    },
    { pattern: /\b(?:do not|don't|never) (?:return|give back|hand back) (?:it|them)\b/, negation: 'ignored' },
    { pattern: /\bforg(?:e|es|ed|ing) (?:a |an |the |your |someone's |somebody's )?(?:[\w'-]+ ){0,2}?(?:notes?|signatures?|documents?|prescriptions?|cheques?|checks|ids?|letters?|certificates?|passports?|tickets?)\b/ },
    // Damage, false alarms, forged money, things thrown at people or put in their drink.
    {
      pattern: /\b(?:fake|forged|counterfeit) (?:notes?|money|cash|tickets?|ids?|documents?|signatures?|passports?|doctor's notes?|sick notes?)\b|\breviews? (?:for|of) (?:a |an |the )?(?:[\w'-]+ ){0,3}?(?:you|i) (?:never|didn't|did not|haven't)\b|\bset\w* off (?:the |a )?(?:fire )?alarm\b|\bfalse alarm\b|\bpull\w* the fire alarm\b/,
    },
    {
      pattern: /\b(?:key|scratch|damage|dent)\w* (?:a |someone's |somebody's |a stranger's |your neighbou?r's |the )?(?:[\w'-]+ )?car\b(?! (?:park|door handle))|\bthrow\w* (?:[\w'-]+ ){0,3}?(?:at|towards) (?:a |an |the |passing |someone's )?(?:[\w'-]+ )?(?:cars?|bus|buses|windows?|houses?|people|person|someone|passers?-?by|strangers?|dogs?|cats?|birds?|animals?)\b|\b(?:put|add|slip|sprinkl|drop|pour|mix|stir|tip|spike)\w* (?:[\w'-]+ ){0,4}?(?:in|into|to|on) (?:a stranger's|someone's|somebody's|their|his|her|a friend's|a colleague's|your (?:[\w'-]+ )?(?:partner|friend|colleague|coworker|flatmate|housemate|boss|mum|dad|mother|father|sister|brother|wife|husband|neighbou?r|child|son|daughter)'s) (?:[\w'-]+ )?(?:drink|food|meal|coffee|tea|lunch|dinner|sandwich|water|glass|cup|mug|plate|bottle)\b/,
    },
    // A weapon pointed at someone or held to their body; handing a partner the knife is the work.
    {
      pattern: /\b(?:knife|knives|blade|scissors|razor|gun|weapon)s?\b[^.]{0,30}\b(?:(?:at|against|towards?|into)\s+(?:[\w'-]+\s+){0,2}?(?:throat|neck|chest|face|back|head|partner|wife|husband|child|baby|someone|somebody|person|people|him|her|them|stranger|friend|mum|dad|sister|brother)|to\s+(?:[\w'-]+\s+){0,2}?(?:throat|neck|chest|face|back|head))\b/,
    },
    {
      pattern: /\b(?:point|wave|swing|brandish|carry)\w*\s+(?:a |the |your )?(?:kitchen |sharp )?(?:knife|knives|blade|scissors|gun|weapon)s?\s+(?:at|towards?|in public|outside|to work|to school|around|in your (?:pocket|bag)|into (?:town|work|school))/,
      instruction: true,
    },
    // Driving at people, or away from a collision (docs/clinical.md §17: hit-and-run fears are exposed by driving on, not by leaving a real scene).
    {
      pattern: /\bdriv\w* (?:straight )?(?:at|towards) (?:a |the )?(?:cyclists?|pedestrians?|person|people|someone|child|children|dog)\b|\b(?:drive|driving|drove|leave|leaving|left|go|going|went)\w* (?:away|off) (?:[\w'-]+ ){0,4}?after (?:a |the |any )?(?:[\w'-]+ )?(?:bump|collision|accident|crash|knock|scrape|prang)\b|\bwithout (?:leaving )?(?:a note|your details|your (?:name|number|insurance details))\b|\bleave (?:the scene|without stopping)\b/,
    },
  ],
};
