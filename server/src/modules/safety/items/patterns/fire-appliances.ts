import type { ActCategory } from '../rules';
import { oneOf } from '../words';

/**
 * Fire and appliances left on or unattended: straighteners, hob, iron, candles while asleep
 * (docs/clinical.md §10). Checking exposures switch things off, look once and
 * leave ("Unplug the straighteners… leave without checking", "blow it out once and go to bed"), so
 * a sentence that switches the thing off is not leaving it on. A script about having left the stove
 * on is imaginal work and passes.
 */

/** Things that heat or burn: left on or unattended, they start fires. */
const APPLIANCE = oneOf(
  'straighteners?', 'hair ?straighteners?', 'ghds?', 'babyliss', '(?:hair|flat) irons?', 'heated rollers', 'hot brush(?:es)?',
  'curling (?:tongs|irons?|wands?)', 'tongs', 'irons?', 'glue guns?', 'soldering irons?', 'hobs?', 'stoves?', 'ovens?',
  'cookers?', 'gas(?: rings?| hobs?| burners?| fires?| heaters?)?', 'rings?', 'burners?', 'grills?', 'chip pans?',
  '(?:deep[- ]fat |air )?fryers?', '(?:frying |sauce)?pans?', 'oil', 'toasters?', 'kettles?', '(?:electric |fan |gas |oil |space )?heaters?',
  'electric blankets?', 'candles?', 'tea ?lights?', 'cigarettes?', 'fires?', 'bonfires?', 'barbecues?', 'bbqs?', 'fireplaces?',
  '(?:log|wood) burners?', 'hair ?dryers?', 'hairdryers?', 'microwaves?', 'incense',
);
/** Machines that are only a fire risk running with nobody home or awake (fire services' advice). */
const MACHINE = oneOf('tumble dryers?', 'dryers?', 'washing machines?', 'dishwashers?');

/** Switched on, lit, heating: right after the appliance ("the hob on low") or as its state. */
const ON = String.raw`(?:on\b(?! (?:the|a|an|your|my|top|it|them|its|to|his|her|their|each|every|one|both|purpose|its own)\b)|on the (?:lowest|highest|low|high|hottest) setting|switched on|turned on|left on|still on|lit|alight|burning|running|heating|heats?|burns?|on (?:low|high|full|max\w*)|to (?:full|max\w*|\d+)|at (?:full|\d+)|(?:face|plate)[- ]down)`;
const on = (things: string) => String.raw`\b${things} (?:[\w'-]+ ){0,2}?${ON}`;
/** "switch the heater on", "put the chip pan on", "light a candle", "a lit cigarette", "start the dryer". */
const turnOn = (things: string) =>
  String.raw`\b(?:switch|turn|put|start|set)\w* (?:[\w'-]+ ){0,3}?${things} (?:[\w'-]+ ){0,2}?on\b(?! the)|\bstart\w* (?:[\w'-]+ ){0,2}?${things}\b`;
const LIGHT = String.raw`\b(?:light|lit|lighting) (?:[\w'-]+ ){0,2}?(?:candles?|cigarettes?|fires?|tea ?lights?|incense|gas|hobs?|rings?)\b|\b(?:lit|burning) (?:candles?|cigarettes?|fires?|tea ?lights?)\b`;

/** Nobody home or awake: out, asleep, overnight, for hours. */
const OUT_OR_ASLEEP = String.raw`(?:go|goes|going|gone|went|head\w*|walk\w*|pop\w*|nip\w*) (?:[\w'-]+ ){0,2}?(?:out|to (?:the )?(?:shops?|work|bed|sleep)|next door|away|for a (?:walk|run|drive)|shopping|on holiday)|leav\w* (?:the (?:house|flat|home|building)|home|for (?:work|the day|the afternoon|the evening|the weekend|an? \w+))|while (?:you|i)(?:'re|'m| are| am)? (?:[\w'-]+ ){0,2}?(?:out|away|asleep|sleep\w*|at work|in bed)|overnight|all (?:night|day)|unattended|(?:go|get|went|goes) (?:in)?to bed|get\w* into bed|(?:fall\w*|fell) asleep|drift\w* off|doz\w*(?: off)?|nod\w* off|napp?(?:ing|s)?\b|asleep|for (?:[\w'-]+ )?hours|the afternoon|out of the house`;
/** Away from what is heating: out or asleep, or in another room, in the shower, outside. */
const AWAY = new RegExp(
  String.raw`\b(?:${OUT_OR_ASLEEP}|leav\w* the (?:room|kitchen)|while (?:you|i)(?:'re|'m| are| am)? (?:[\w'-]+ ){0,2}?(?:shower\w*|bath\w*|nap\w*|watch\w*|upstairs|downstairs|outside|in the garden)|(?:take|takes|taking|have|having) a (?:shower|bath|nap)|in (?:another|the other|the next) room|watch\w* (?:tv|television|a film)|in the lounge|upstairs|outside|in the garden|the washing|(?:an |the )?empty (?:room|house|flat))\b`,
);
const AWAY_FROM_HOME = new RegExp(String.raw`\b(?:${OUT_OR_ASLEEP})\b`);
/** Switching off, unplugging, blowing out: the opposite of leaving it on. */
const OFF = /\b(?:blow\w* (?:it|them|\w+ \w+|\w+) out|blown out|put (?:it|them) out|stub\w* (?:it|them) out|extinguish\w*|(?:switch|turn)\w* (?:it |them |\w+ |\w+ \w+ )?off|unplug\w*|(?:is|are|was|were|stays?) (?:switched |turned )?off)\b/;

export const FIRE_OR_APPLIANCES: ActCategory = {
  category: 'fire_or_appliances',
  rules: [
    {
      // "Leave the straighteners on", "leave the iron face down": leaving heat on is the danger.
      // "Leave the hair straighteners plugged in and switched on overnight": up to four words between.
      pattern: new RegExp(String.raw`\bleav(?:e|es|ing) (?:[\w'-]+ ){0,3}?${APPLIANCE} (?:[\w'-]+ ){0,4}?${ON}`),
      unless: OFF,
    },
    { pattern: new RegExp(on(APPLIANCE)), with: [AWAY], unless: OFF },
    { pattern: new RegExp(`${turnOn(APPLIANCE)}|${LIGHT}`), with: [AWAY], unless: OFF },
    { pattern: new RegExp(`${on(MACHINE)}|${turnOn(MACHINE)}`), with: [AWAY_FROM_HOME], unless: OFF },
    {
      // "Leave them switched on on the duvet", "set it to 200 and go to bed": the appliance named elsewhere in the item.
      pattern: /\b(?:leav|keep|switch|turn|light|set|put)\w* (?:it|them) (?:on|switched on|turned on|running|lit|burning|to (?:full|max\w*|\d+))\b(?! (?:the|a|an|your|my)\b)/,
      with: [AWAY],
      withInItem: [new RegExp(String.raw`\b${APPLIANCE}\b`)],
      unless: OFF,
    },
    {
      // A pan on the heat: "leave a pan of oil on the hob and go upstairs".
      pattern: /\b(?:pans?|pots?|saucepans?|oil|fat|chip pans?) (?:[\w'-]+ ){0,3}?on (?:the )?(?:hob|stove|cooker|heat|gas|ring|burner|barbecue)\b/,
      with: [AWAY],
      unless: OFF,
    },
    {
      // Not switching it off is leaving it on; not unplugging is fine.
      pattern: /\b(?:do not|don't|never|without) (?:blow\w*|put\w*|snuff\w*|stub\w*) (?:[\w'-]+ ){0,3}?out\b|\b(?:do not|don't|never|without) (?:switch\w*|turn\w*) (?:[\w'-]+ ){0,3}?off\b/,
      with: [new RegExp(String.raw`\b${APPLIANCE}\b`)],
      negation: 'ignored',
    },
    { pattern: /\bsmok\w* in bed\b/ },
    { pattern: /\bgas\b[^.]{0,40}\bwithout (?:lighting|igniting)\b|\bwithout (?:lighting|igniting) (?:it|the gas)\b/ },
    {
      pattern: new RegExp(
        String.raw`\b(?:heaters?|candles?|fires?|lamps?|cigarettes?|tea ?lights?) (?:[\w'-]+ ){0,4}?(?:next to|near|beside|by|against|under|on) (?:the |your |a )?(?:curtains?|bed|bedding|sofa|duvet|clothes|paper|papers|washing|blinds?|pillow)\b`,
      ),
    },
    {
      pattern: /\b(?:set\w* fire|start\w* (?:a )?fire|light\w* (?:a )?fire|play\w* with (?:fire|matches|lighters?)|set\w* (?:[\w'-]+ ){0,2}?(?:on fire|alight)|burn\w* (?:a |the |some )?(?:paper|papers|bin|rubbish|leaves|letter|photo|clothes))\b/,
    },
    {
      pattern: /\b(?:put|stick|insert|poke)\w* (?:[\w'-]+ ){0,3}?(?:in|into) (?:a |the )?(?:plug )?(?:socket|toaster|plug)\b|\btouch\w* (?:a |the )?(?:live|bare|exposed|frayed) (?:wires?|cables?)\b|\boverload\w* (?:the |a )?(?:socket|extension)/,
    },
  ],
};
