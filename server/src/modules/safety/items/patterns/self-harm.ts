import type { ActCategory } from '../rules';
import { BODY_PART, OWNER, SELF, UP_TO, oneOf } from '../words';

/**
 * Self-harm and injury to oneself (docs/clinical.md §10: a knife or blade to one's
 * own skin, burning, scratching, hitting one's head). A harmful behaviour never becomes a "delay
 * it" step, so only a plain prohibition ("Do not scratch your skin") exempts an act. Crisis words
 * count in imagined scenes too, and intent ("tonight's the night") counts even in quotation marks;
 * a quoted doubt about harming oneself is imaginal work for a fear the person has confirmed
 * (docs/clinical.md §7: after the crisis screen's question).
 */

const SHARP = oneOf(
  'kni(?:fe|f|ves|fes)', 'blades?', 'razors?', 'razor blades?', 'scissors', 'pins?', 'safety pins?', 'needles?', 'glass', 'shards?',
  'compass(?:es)?', 'box cutters?', 'stanley knife', 'scalpels?', 'craft knife', 'skewers?', 'peelers?', 'graters?', 'corkscrews?',
  'darts?', 'thorns?', 'nails', 'stanley blades?', 'utility knife', 'box cutter'
);
const HEAT = oneOf(
  'flames?', 'fire', 'lighters?', 'lit match(?:es)?', 'match(?:es)?', 'candles?', 'cigarettes?', 'hot', 'boiling', 'iron', 'hob',
  'kettle', 'steam', 'heat', 'zippo', 'lit', 'hot tap', 'hot water', 'scalding', 'blowtorch', 'soldering iron', 'glue gun',
);
const INJURE = oneOf(
  'cut', 'cuts', 'cutting', 'burn', 'burns', 'burning', 'burnt', 'scratch', 'scratches', 'scratching', 'pinch', 'pinches',
  'pinching', 'bruise', 'bruises', 'bruising', 'hit', 'hits', 'hitting', 'punch', 'punches', 'punching', 'bang', 'bangs',
  'banging', 'knock', 'knocks', 'knocking', 'slap', 'slaps', 'slapping', 'bite', 'bites', 'biting', 'stab', 'stabs', 'stabbing',
  'scald', 'scalds', 'scalding', 'pick(?! up)', 'picks(?! up)', 'picking(?! up)', 'hurt', 'hurts', 'hurting', 'harm', 'harms',
  'harming', 'injure', 'injures', 'injuring', 'dig', 'digs', 'digging', 'strangle', 'strangling', 'choke', 'choking', 'snap',
  'snaps', 'snapping', 'carve', 'carving', 'starve', 'starving', 'whip', 'whipping', 'head-?butt\\w*', 'nick', 'nicks', 'nicking',
  'slice', 'slicing', 'slash', 'slashing', 'prick', 'pricking', 'graze', 'grazing', 'gouge', 'gouging',
);
/**
 * A pinch to test what is real ("pinching myself to check I am awake", "testing if things are real by touching them
 * and pinching myself", "pinching my arm to 'check' its real") is an existential-OCD reality check, as the crisis screen reads it (crisis/english.ts), not
 * self-harm: it stays the person's ritual to work on. Pinching until it marks, hard, or to punish, and any other way
 * of hurting oneself in the same sentence, is still set aside (a fourth clinician-minded review, issue 16).
 */
const REALITY_CHECK_PINCH =
  /^(?=.*\bpinch\w* (?:myself|yourself|me|(?:my|your) (?:arm|arms|hand|hands|skin|leg|legs|wrist|finger|fingers|cheek|cheeks))\b)(?=.*\b(?:real|unreal|awake|dream\w*|reality|exist\w*|alive)\b)(?!.*\b(?:until|till|til|so hard|hard enough|harder|punish\w*|bleed\w*|bled|bruis\w*|marks?|sore|hurts?)\b)(?!.*\b(?:cut|burn|scratch|hit|punch|bang|knock|stab|bite|slap|carv|scald|dig|gouge|slash|slic)\w*)/;

/** Against one's own body: "against your wrist", "on the inside of the wrist", "into your fingertip". */
const ON_OWN_BODY = String.raw`\b(?:against|on|onto|to|into|along|across|over|under|through) (?:the (?:inside|back|side|top|skin|underside|front|base|tip|palm) of )?${OWNER}?${BODY_PART}\b`;

export const SELF_HARM: ActCategory = {
  category: 'self_harm',
  rules: [
    {
      // "Go ahead and scratch your forearms for five minutes": the harmful behaviour as the step.
      pattern: new RegExp(String.raw`\b(?:go ahead and |let yourself |allow yourself to |just )?${INJURE}\s+(?:at\s+)?(?:yourself\b|your\s+(?:own\s+)?${BODY_PART}\b)`),
      instruction: true,
      unless: REALITY_CHECK_PINCH,
      negation: 'plain',
      reach: 'imagined',
    },
    {
      // Intent and means without keywords (docs/clinical.md §16): never the material of an exposure.
      pattern: /\bfinally do it\b|\btonight(?:'s| is| feels like)? the night\b|\bend it all\b|\bnoose\b|\b(?:sav|stockpil|hoard|collect|stash)\w* (?:up )?(?:of )?(?:[\w'-]+ )?(?:pills|tablets|meds|painkillers|paracetamol|co-codamol|codeine|sleeping pills)\b|\b(?:pills|tablets|meds|painkillers|paracetamol|co-codamol|codeine) (?:[\w'-]+ ){0,6}?(?:sav(?:ed|ing) (?:up|for when)|stockpil\w*|hoard\w*|stash\w*)|\bfor when (?:i've|i have|you've|you have) had enough\b|\bbetter off (?:dead|without (?:me|you))\b|\bnever wake up\b|\b(?:goodbye|suicide) (?:letter|note)s?\b|\b(?:won't|will not) be (?:a problem|around|here) (?:much longer|longer|for long|after|by|next)\b/,
      negation: 'ignored',
      reach: 'always',
    },
    {
      // Crisis words count in imagined scenes too ("a letter about your suicide"); a quoted doubt
      // ("What if I'm secretly suicidal") is imaginal material for a fear the person has confirmed.
      pattern: new RegExp(
        String.raw`\b(?:your|my|their|own|commit\w*|attempt\w*|plan\w*) suicides?\b|\bsuicidal\w*|\bself-? ?(?:harm\w*|injur\w*|mutilat\w*)|\bkill(?:s|ing|ed)? ${SELF}|\b(?:end|ends|ending|take|takes|taking) (?:your|my|their) (?:own )?life\b|\boverdos\w*(?! (?:by accident|accidentally))|\bhang(?:s|ing)? ${SELF}`,
      ),
      negation: 'ignored',
      reach: 'imagined',
    },
    // A blade or heat against one's own body: "rest the blade on the inside of your wrist".
    { pattern: new RegExp(ON_OWN_BODY), with: [new RegExp(String.raw`\b${SHARP}\b`)], negation: 'plain' },
    {
      // The blade named in another sentence: "Press it lightly against your forearm".
      pattern: new RegExp(String.raw`\b(?:press|rest|hold|dig|push|drag|run|draw|put|place|lay)\w* (?:it|them|the (?:tip|point|edge|blade)) (?:[\w'-]+ )?(?:against|into|along|across|on|onto|over|to) ${OWNER}?${BODY_PART}\b`),
      withInItem: [new RegExp(String.raw`\b(?:${SHARP}|${HEAT})\b`)],
      negation: 'plain',
    },
    { pattern: new RegExp(ON_OWN_BODY), with: [new RegExp(String.raw`\b${HEAT}\b`)], negation: 'plain' },
    {
      // "Hold your palm over a candle flame", "put your hand in the fire".
      pattern: new RegExp(String.raw`\b${OWNER}${BODY_PART} ${UP_TO(3)}(?:over|in|into|above|under|against|on|near) (?:a |the )?(?:[\w'-]+ )?(?:flames?|fire|candle|lighter|hob|ring|iron|boiling water|steam|cigarette)\b`),
      negation: 'plain',
    },
    {
      // "Scratch your forearm", "snap a rubber band hard against your wrist"; not "knock on the door with your knuckles".
      pattern: new RegExp(String.raw`\b${INJURE} (?:(?!with |using )[\w'-]+ ){0,5}?(?:${SELF}|(?:your|my|one's)(?: own)? ${BODY_PART})\b`),
      unless: REALITY_CHECK_PINCH,
      negation: 'plain',
    },
    {
      // The sign of an injury as the goal: "until it bleeds", "until the skin goes red".
      pattern: /\buntil (?:it|they|the skin|your skin|my skin|you|i) (?:\w+ and )?(?:bleeds?|bleed|bruises?|blisters?|goes red|turns red|burns?|breaks?|hurts?|marks?|draws? blood|stings?|swells?)\b|\bdraws? (?:a drop of |some |a little )?blood\b|\bbreaks? the skin\b/,
      negation: 'plain',
    },
    {
      // Touching something hot: "touch the hot iron plate with your fingertip".
      pattern: /\b(?:touch|press|hold|grab|grip|put|rest|lay)\w* (?:[\w'-]+ ){0,3}?(?:hot|lit|burning|boiling|red-hot|heated|scalding) (?:[\w'-]+ ){0,2}?(?:iron|hob|ring|plate|pan|oven|kettle|stove|match|candle|coal|element|tray|radiator|wick|flame|water|poker|metal)\b|\buntil (?:it|the (?:flame|match|heat|candle)) (?:reaches|touches|gets to|burns|singes) (?:your|my)\b/,
      negation: 'plain',
    },
    {
      // Striking the head or body on something hard: "knock your forehead against the doorframe".
      pattern: new RegExp(String.raw`\b(?:${OWNER})?(?:${BODY_PART}|fists?) (?:[\w'-]+ ){0,3}?(?:against|into|on) (?:the |a )?(?:[\w'-]+ )?(?:wall|door\w*|floor|table|desk|window|mirror|radiator|counter|worktop|sink)\b`),
      with: [/\b(?:tap|knock|bang|hit|slam|smash|bash|punch|thump|headbutt|butt)\w*/],
      negation: 'plain',
    },
    {
      // A cord round the neck, a hand held under hot water, "for as long as you can bear it".
      pattern: /\b(?:round|around) (?:your|my|the) neck\b/,
      with: [/\b(?:cord|rope|belt|scarf|tie|string|cable|lead|ligature|loop|strap|wire|noose|lanyard)s?\b/],
      negation: 'plain',
    },
    {
      pattern: /\b(?:your|my) (?:hands?|fingers?|arms?|feet|foot|wrists?) (?:[\w'-]+ ){0,3}?(?:under|in|into) (?:the |a )?(?:[\w'-]+ )?(?:stream|tap|water|bath|kettle|shower)\b/,
      with: [/\b(?:hot|boiling|scalding|highest setting|full heat|as hot as)\b/],
      negation: 'plain',
    },
    {
      pattern: /\b(?:for )?as long as (?:you|i) can (?:bear|stand|take|manage|tolerate)(?: it)?\b/,
      with: [new RegExp(String.raw`\b(?:${SHARP}|${HEAT}|cold|ice|pinch\w*|squeez\w*|press\w*)\b`)],
      negation: 'plain',
    },
    { pattern: /\bpull\w* out (?:[\w'-]+ ){0,4}?(?:hair|hairs|eyelashes|eyebrows)\b|\bpull\w* (?:[\w'-]+ ){0,3}?(?:hair|hairs|eyelashes|eyebrows) out\b/, negation: 'plain' },
    { pattern: /\b(?:rubber|elastic|hair) bands?\b/, with: [/\b(?:snap|flick|ping|twang)\w*/], negation: 'plain' },
    {
      // An overdose, even as the person's own words in a "maybe" statement or a story of the fear
      // coming true: a method of ending one's life is no material for self-help scripts.
      pattern: /\b(?:swallow\w*|tak(?:e|es|ing)|took|down\w*|neck\w*) (?:the lot|them all|the whole (?:lot|box|packet|pack|bottle|strip)|all (?:of )?(?:them|those|these))\b|\b(?:swallow\w*|tak(?:e|es|ing)|took|down\w*) all (?:of )?(?:the|my|your|his|her|their) (?:pills|tablets|meds|medication|medicine|capsules|painkillers|paracetamol)\b/,
      withInItem: [/\b(?:pills?|tablets?|meds|medication|medicines?|capsules?|painkillers?|paracetamol|packets?|bottles?|blister)\b/],
      unless: /\bas prescribed\b/,
      negation: 'ignored',
      reach: 'always',
    },
    {
      // Suffocation: a bag over the head, a hand or pillow over mouth and nose.
      pattern: /\b(?:(?:plastic|carrier|shopping|bin|freezer) )*bags? over (?:your|my|the) (?:head|face)\b|\b(?:pillow|hand|hands|cloth|towel|tape) (?:[\w'-]+ ){0,2}?over (?:your|my) (?:mouth and nose|nose and mouth|face)\b[^.]{0,40}\b(?:until|for|as long)\b/,
      negation: 'plain',
    },
    {
      // A harmful behaviour the person listed, turned into a "cut it down" or "limit it" step (docs/clinical.md §12: never).
      pattern: /\b(?:cut\w* (?:[\w'-]+ ){0,3}?(?:down|back)|halv\w*|reduc\w*|limit\w*|per (?:session|day|night|week)|(?:down|back) to (?:once|twice|\d+|one|two|three|four|five) (?:times? )?(?:a|per|each)|only (?:once|twice|\d+ times|on (?:your|my) [\w'-]+)|(?:once|twice|\d+ times|three times) a (?:day|night|week)|\d+ (?:knocks|scratches|cuts|hits|bangs))\b/,
      withInItem: [/\b(?:scratch\w*|head-?(?:knock|bang|butt)\w*|(?:knock|bang|hit)\w* (?:your|my) head|hit\w* (?:yourself|myself)|self-? ?harm\w*|cutting (?:yourself|myself)|burn\w* (?:yourself|myself)|(?:skin|scab)[- ]picking|pick\w* (?:at )?(?:your|my) (?:skin|scabs?)|hair[- ]pulling|pull\w* (?:out )?(?:your|my) hair|punch\w* (?:walls?|yourself|myself)|throw\w* up|vomit\w*|purg\w*|making (?:yourself|myself) sick)\b/],
      negation: 'ignored',
    },
    {
      // Breath-holding to fainting and sleep deprivation; a 30-second breath-hold is interoceptive work and passes.
      pattern: /\bhold (?:your|my) breath (?:for as long as|until (?:you|i) (?:pass out|faint|black out|feel dizzy))|\bstay awake (?:all night|for (?:\d+|two|three|four) (?:days|nights))/,
      negation: 'plain',
    },
  ],
};
