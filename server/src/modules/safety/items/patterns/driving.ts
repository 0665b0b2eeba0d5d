import type { ActCategory } from '../rules';

/**
 * Driving impaired, blindfolded, with eyes closed, speeding, without a seat belt, on the phone
 * (docs/clinical.md §10). An item names the car once and the impairment in another
 * sentence ("Drive one slow lap. Keep the blindfold on."), so driving is looked for in the whole
 * item and the impairment per sentence. Ordinary driving with the usual mirror checks is the work
 * for hit-and-run fears and passes, as does a mirror check forbidden only as a compulsion ("no
 * mirror-checking for people you might have hit").
 */

const DRIVING = /\b(?:driv(?:e|es|ing|en|er)|drove|overtak\w*|seat ?belts?|mph|kph|km\/h|bypass|roundabout|junction|lanes?|speed limit|the limit|behind the wheel|at the wheel|driveway|revers(?:e|es|ing) (?:out|into|off|down|up|back|the car|your car|round|around)|rear-?view mirror|(?:\d+|speed) (?:zone|limit)|red lights?|traffic lights|steer\w*|motorway|dual carriageway|interstate|highway|freeway|autobahn|expressway|speedo(?:meter)?|ring road|car park|in the car|your car|the car|motorbike|moped|scooter|cycl(?:e|es) (?:to|home|along|down|through|past|on|around|across)|cycling|cyclists?|bike|bicycle|rid(?:e|es|ing) (?:your|a|the|my) (?:bike|bicycle|motorbike|scooter|moped|horse))\b/;

const NOT_A_CHECK_FOR_VICTIMS = String.raw`(?! (?:to check )?for (?:people|anyone|someone|anybody|pedestrians|cyclists|bodies|dents|marks|damage|a body)| you might)`;

/** Impaired or reckless at the wheel, in a sentence of an item that names driving somewhere. */
const IMPAIRED = [
  // unable to see
  String.raw`blind[- ]?fold\w*|(?:sleep|eye) ?mask|mask over (?:your|my) eyes|(?:eyes?|one eye) (?:closed|shut|covered)\b|(?:clos|shut)\w* (?:your|my|both) eyes\b(?! (?:and|to) (?:imagine|picture|visuali\w*|think|listen|remember))`,
  String.raw`without looking\b(?! (?:back|at|for|again|up|it up|online))|without (?:checking|looking) (?:in |at )?(?:your |the )?(?:mirrors?|blind ?spot)\b${NOT_A_CHECK_FOR_VICTIMS}|without (?:checking|looking) for (?:cars|traffic|oncoming)`,
  String.raw`without (?:your |the )?(?:head)?lights\b|without (?:brakes|working brakes)\b`,
  String.raw`(?:looking|look|eyes|keep\w* (?:your|my) eyes) only (?:at|on) (?:the |your )?(?:dash(?:board)?|radio|sat ?nav|phone|passenger seat|floor|speedometer|steering wheel)\b|(?:go|drive|pull|carry on)\w* (?:straight )?through (?:it |them |the (?:red )?lights? |the junction )?without (?:looking|stopping|checking)\b`,
  String.raw`(?:look\w*|glanc\w*|star\w*|keep\w* (?:your|my) eyes) (?:[\w'-]+ ){0,4}?(?:instead of|rather than|away from) (?:at )?the road\b|eyes off the road\b|(?:not|without|never|don't|do not) (?:look\w*|watch\w*) (?:at )?the road\b`,
  // unprotected
  String.raw`without (?:a |your )?seat ?belts?|no seat ?belts?|seat ?belts? (?:off|undone|unbuckled|unfastened)|unbuckl\w*|unfastened|take off (?:your |the )?seat ?belts?|without (?:buckling|belting) up|belt-?free|beltless|no belt on`,
  String.raw`(?:not|don't|do not|never) (?:wear|wearing|use|using|put on|putting on|fasten\w*|do up|doing up|buckle) (?:your |a |the )?seat ?belts?|without (?:a |your )?helmet\b`,
  // speed: 70 is the limit on a UK motorway and many US interstates, so a bare figure counts from 80
  String.raw`(?:over|above|past|break\w*|exceed\w*) the (?:speed )?limit\b|\d+ ?(?:mph|km/?h|kph) over\b|speeding\b|at (?:[89]\d|1\d\d) ?(?:mph|miles an hour|km/?h|kph)?\b|\b(?:[89]\d|1\d\d) ?(?:mph|miles an hour)\b|\b(?:1[3-9]\d|2\d\d) ?(?:km/?h|kph)\b|without (?:glancing|looking) at the speedometer`,
  String.raw`(?:do|doing|did|go|going|hit|hitting|driv\w*|sit\w* at) (?:[\w'-]+ )?\d{2,3} (?:mph |km/?h |kph )?in (?:a|the) \d{2} (?:zone|limit|area|road)\b`,
  String.raw`(?:hit|hitting|do|doing|reach|reaching|top|topping|go|going|push|pushing)\w* (?:[89]\d|1\d\d)\b(?! (?:minutes?|mins?|seconds?|metres?|meters?|yards?|feet|%|percent|times?|steps?|people)\b)`,
  String.raw`eyes off the (?:road|speedometer|speedo|mirrors?)\b`,
  String.raw`at (?:high|top|full) speed\b|keep the speed up\b|as fast as (?:you|i) can\b|faster than\b`,
  // drink, drugs, no sleep
  String.raw`(?:drunk|tipsy|under the influence|after (?:drinking|(?:a |one |two |three |four |a few |\d+ )?(?:pints?|drinks?|glasses|beers?|wines?))|while high|stoned|on drugs)\b`,
  String.raw`after (?:the|a) (?:pub|bar|party|night out|session|club)\b|(?:tired|drowsy|sleepy|groggy|woozy|dizzy|exhausted|half asleep|sleepless|without sleep|without sleeping|no sleep|(?:very )?little sleep)\b|after an all-?nighter\b`,
  // a sedative: "once your zopiclone has kicked in"
  String.raw`(?:zopiclone|zolpidem|sleeping (?:pills?|tablets?)|diazepam|valium|lorazepam|clonazepam|xanax|benzo\w*|sedatives?|tranquill?i[sz]ers?|antihistamines?|codeine|tramadol|pregabalin|gabapentin|medication|meds|tablets?|pills?) (?:has |have |had )?(?:kicked in|taken effect|started working|begun to work)|after (?:taking )?(?:your |a |the |an? )?(?:zopiclone|zolpidem|sleeping (?:pills?|tablets?)|diazepam|valium|lorazepam|clonazepam|xanax|benzo\w*|sedatives?|tranquill?i[sz]ers?|codeine|tramadol)\b`,
  // the phone, the hands
  String.raw`(?:read\w*|writ\w*|text\w*|typ\w*|watch\w*|scroll\w*|film\w*|answer\w*|call\w*|phon\w*|video|facetim\w*|messag\w*|look\w* at (?:your|the) phone)\b[^.]{0,40}\bwhile (?:you(?:'re| are)? )?(?:driv|cycl|rid)\w*`,
  String.raw`(?:while|as) you (?:drive|are driving|cycle)\b[^.]{0,40}\b(?:text\w*|typ\w*|messag\w*|read\w*|phon\w*|call\w*|scroll\w*)|(?:text\w*|typ\w*|messag\w*|(?:write|send)\w* (?:a |the )?(?:full )?(?:message|text|email)) (?:[\w'-]+ ){0,4}?at \d+ ?mph\b`,
  String.raw`phone (?:in|on) (?:your|one|my) (?:hand|lap)\b|scroll\w* (?:[\w'-]+ ){0,2}?at (?:the )?(?:red )?(?:lights|junctions?|traffic lights)\b|phone (?:[\w'-]+ ){0,3}?(?:out of|not in) (?:the|its|your) (?:holder|cradle|mount)\b`,
  String.raw`hands? off the (?:steering )?(?:wheel|handlebars)\b|let\w* go of the (?:steering )?(?:wheel|handlebars)\b|no hands\b|one[- ]handed\b`,
  // the rules of the road
  String.raw`(?:through|run|running|jump|jumping|ignore|ignoring) (?:a |the )?red(?: lights?)?\b|run the lights\b|jump the lights\b|tailgat\w*|the wrong way\b|wrong side of the road\b`,
  String.raw`overtak\w* (?:on|at|around|before) (?:a |the )?(?:blind|bend|corner|brow|hill)|without (?:a |your )?(?:licen[cs]e|insurance|mot)\b|uninsured\b`,
];

export const RISKY_DRIVING: ActCategory = {
  category: 'risky_driving',
  rules: [
    { pattern: new RegExp(String.raw`\b(?:${IMPAIRED.join('|')})`), withInItem: [DRIVING] },
    {
      // "Don't put it in the holder": the phone stays in the hand while driving.
      pattern: /\b(?:do not|don't|never|without) (?:put\w*|us\w*|plac\w*|mount\w*) (?:it|the phone|your phone|them) (?:in|on|into) (?:the|its|a) (?:holder|cradle|mount|dashboard mount)\b/,
      withInItem: [DRIVING],
      negation: 'ignored',
    },
    {
      // Mirror checks are part of careful driving; dropping them is a danger, not a prohibition.
      pattern: new RegExp(
        String.raw`\b(?:do not|don't|never|no|without) (?:check\w*|look\w*|us\w*|glanc\w*)(?: in| at| into)? (?:your |the |any )?(?:(?:rear[- ]?view |wing |side )?mirrors?|blind ?spots?)\b${NOT_A_CHECK_FOR_VICTIMS}|\b(?:no|without) mirror[- ]check(?:s|ing)?\b${NOT_A_CHECK_FOR_VICTIMS}`,
      ),
      withInItem: [DRIVING],
      negation: 'ignored',
    },
  ],
};
