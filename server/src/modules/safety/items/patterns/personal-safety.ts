import type { ActCategory } from '../rules';

/**
 * Personal safety: walking alone at night in isolated places, swimming alone or at night,
 * hitchhiking, meeting strangers alone, doors left open or unlocked while asleep or out
 * (docs/clinical.md §10). A normal daytime route without sharing one's location is
 * everyday risk and passes.
 */

const NIGHT = /\b(?:late-? ?night|at night|after dark|in the dark|(?:at |around |between )?0[0-4][:.]?\d\d|between (?:1|2|3|4) and (?:2|3|4|5)(?: ?am)?|(?:at |around )?midnight|(?:at |around )?(?:1|2|3|4|12) ?(?:am|a\.m)|(?:1|2|3|4)(?::\d\d)? in the morning|in the (?:small|early) hours|late at night|nightfall|unlit|night-?time)\b/;
const ALONE_OR_ISOLATED = /\b(?:alone|unaccompanied|solo|on (?:your|my) own|by (?:yourself|myself)|without (?:telling|your phone|a phone|anyone|a torch|your (?:phone )?torch)|with nobody|nobody|no one|no phone|no torch|unlit|isolated|deserted|empty|lonely|park|parks|woods?|forest|alley\w*|underpass\w*|subway|canal|towpath|wasteland|waste ground|back streets?|side streets?|footpath|trail|fields?|moors?|heath|beach|industrial estate|cemetery|graveyard|car park|estate|streets|bridleway|riverbank|canal path)\b/;

/** Half an hour or more: "an hour", "45 minutes", "all evening". */
const LONG_STRETCH = String.raw`(?:an hour|half an hour|an hour and a half|(?:one|two|three|four|\d+|a couple of|several) hours?|hours|all (?:day|evening|morning|afternoon|night)|(?:[3-9]\d|\d{3,}) ?(?:minutes|mins))\b`;

const SWIM = /\b(?:swim\w*|go (?:in|into) the (?:sea|water|lake|river|reservoir|quarry)|wild swim\w*|skinny[- ]dip\w*)\b/;

export const PERSONAL_SAFETY: ActCategory = {
  category: 'personal_safety',
  rules: [
    // Out alone at night, or at night in an isolated place.
    {
      pattern: /\b(?:walk\w*|ambulat\w*|go|goes|going|gone|went|wander\w*|jog\w*|run|runs|running|cut through|stroll\w*|hike|hikes|hiking|head(?:s|ing)? (?:out|home|off)|take the (?:[\w'-]+ ){0,3}?(?:route|path|shortcut|towpath|alley\w*|underpass|subway|footpath|trail|way home))\b/,
      with: [NIGHT, ALONE_OR_ISOLATED],
    },
    // Swimming at night or in dangerous water, or alone in open water; a lane at the public pool is everyday.
    { pattern: SWIM, with: [/\b(?:at night|after dark|in the dark|midnight|night|past the buoys|out of (?:your|my) depth|no lifeguard|lifeguards? (?:have|has) gone|without a lifeguard|unsupervised|quarry|reservoir|storm\w*|rough|red flag|rip ?currents?|strong currents?|tide (?:is )?(?:going )?out|drunk|after drinking)\b/] },
    {
      pattern: SWIM,
      with: [
        /\b(?:alone|on (?:your|my) own|by (?:yourself|myself)|no(?:body| one) (?:on|at|around|with|watching)|nobody|no one)\b/,
        /\b(?:sea|lake|river|canal|loch|pond|open water|buoys?|beach|estuary)\b/,
      ],
    },
    { pattern: /\bhitch-? ?hik\w*|\bthumb\w* a lift\b|\b(?:get|getting|got) (?:in|into) (?:the first|a random|a stranger's|any) car\b|\blift from (?:a )?strangers?\b|\bthe first car that stops\b|\bhitch\w* a (?:lift|ride)\b|\bwhoever stops\b|\b(?:car|van|lift|ride|taxi) with (?:a )?strangers?\b|\bstrangers?'s? (?:car|van)\b|\bthe first lift (?:offered|you are offered)\b|\bunlicensed (?:cab|taxi|minicab|driver)s?\b|\b(?:unmarked|random) (?:car|cab|van|minicab)s?\b|\b(?:accept|take|get|got|taking|accepting)\w* (?:a )?(?:lift|ride) (?:from|with) (?:someone|a (?:man|woman|guy|person)|somebody|people) (?:you(?:'ve| have)? (?:just |only )?met|you (?:don't|do not) know)\b/ },
    {
      pattern: /\bstrangers?\b|\bsomeone (?:you(?:'ve)? (?:only )?met |from )(?:online|an app|a dating app|the internet|a chat)/,
      with: [
        /\b(?:(?:your|my|their|his|her) (?:flat|home|house|room|place)|alone with|home with|into (?:their|a|the) car|meet\w* (?:[\w'-]+ ){0,3}?(?:alone|in private|at (?:their|your|his|her|a) (?:place|flat|house|home|hotel))|invit\w* (?:[\w'-]+ ){0,4}?(?:home|back|round|over|in|to your)|dating|without telling (?:a friend|anyone|someone|anybody)|nobody knows|no one knows|(?:do not|don't) tell (?:a friend|anyone|someone|anybody))\b/,
      ],
    },
    {
      pattern: /\b(?:hik\w*|climb\w*|go (?:up|out) (?:on|onto|into) the (?:moors?|hills?|mountains?|fells?))\b[^.]{0,60}\b(?:alone|without telling|no map|no phone|in (?:the )?fog|in (?:the )?snow)\b|\bwith no map and no phone\b|\bno map\b/,
    },
    {
      // Doors out of the home, not the bathroom door.
      unless: /\b(?:bathroom|bedroom|toilet|kitchen|office|cupboard|fridge|freezer|oven|wardrobe|shower|internal|living room) (?:doors?|windows?)\b/,
      pattern: /\b(?:leav\w*|keep\w*|prop\w*) (?:[\w'-]+ ){0,2}?(?:front |back |your |the )?(?:doors?|windows?) (?:[\w'-]+ ){0,2}?(?:unlocked|wide open|open|ajar|on the latch)\b|\b(?:doors?|windows?) (?:stays?|is left|remains?|left) (?:wide )?(?:open|unlocked|ajar)\b|\b(?:doors?|windows?) (?:wide )?(?:open|unlocked|ajar)\b[^.]{0,40}\b(?:sleep|asleep|overnight|all night|bed|out|away|all day|while)\b|\b(?:sleep|go to bed|go out|leave the house|go away)\w* (?:[\w'-]+ ){0,4}?(?:doors?|windows?) (?:wide )?(?:open|unlocked|ajar)\b/,
    },
    // Emergency care held back (docs/clinical.md §9), from any engine: "do not go to A&E", "no calling an ambulance",
    // "put off calling 999 for an hour". Whoever needs emergency care goes; no exposure counts, delays or forbids it.
    // The prohibition is the danger here, so it is read whatever comes before it.
    {
      pattern:
        /\b(?:do not|don't|never|not|no|without|avoid\w*|resist\w*|hold\w* off|delay\w*|put\w* off|postpon\w*|wait\w* (?:[\w'-]+ ){0,3}?before|skip\w*|cancel\w*|refus\w*|instead of|rather than|only (?:go|call|ring|phon)\w*)(?: [\w'-]+){0,5}? (?:a ?& ?e|a and e|the er|an er|emergency (?:room|department|services|care|line|number|doctor)|casualty|urgent care|walk-in cent(?:re|er)|999|911|112|an ambulance|the ambulance|ambulances|paramedics?)\b/,
      negation: 'ignored',
      reach: 'always',
    },
    // Bath time and water keep their usual length: an infant is never in a bath for "an hour", and no step keeps
    // anyone at a bath or pool for a long stretch (docs/clinical.md §10 personal safety; issue 16, the fifth
    // clinician-minded review: "An hour with the thought on a card: bath time").
    {
      withInItem: [/\b(?:bath|baths|bathtime|bath-time|bathing|bathe|paddling pool|pool|tub)\b/],
      pattern: new RegExp(
        String.raw`\b(?:spend\w*|stay\w*|sit\w*|remain\w*|keep\w* (?:them|him|her|the baby) in)\s+(?:[\w'-]+\s+){0,3}?${LONG_STRETCH}|${LONG_STRETCH}\s+(?:in|at|with|of|by)\s+(?:the|this|it|your|a)\b`,
      ),
    },
    { pattern: /\b(?:approach|touch|pet|stroke|feed|pick up|corner)\w* (?:a |an |the )?(?:stray|unknown|strange|wild|feral|aggressive|unfamiliar) (?:dogs?|cats?|animals?|fox(?:es)?)\b/ },
  ],
};
