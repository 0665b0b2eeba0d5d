import type { ActCategory } from '../rules';

/**
 * Alcohol and drugs, before or during an exposure or as a step of their own (docs/clinical.md §10). A drink "to calm down" typed as a compulsion never becomes "delay the drink"
 * or "have one drink", so only a plain prohibition ("no alcohol") exempts. Alcohol gel and wipes
 * are a contamination compulsion's tools, not a drink. A blunt is smoked, rolled or passed: "we use a blunt one for
 * everything now" is a kitchen knife (issue 16, a twelfth clinician-minded reading).
 */

const ALCOHOL = String.raw`(?:alcohol(?:ic)?(?![- ](?:gel|wipes?|hand|saniti[sz]er|spray|rub|swabs?|based|free|content))|booze\w*|wine|wines|beers?|lager|cider(?! vinegar)|vodka|whisk(?:e)?y|gin|rum|tequila|prosecco|champagne|alcopops?|liquor|cocktails?|(?:glass|glasses|bottle|bottles|shots?) of (?:spirits|wine|beer|whisk(?:e)?y|vodka|gin|rum|red|white|rose|bubbly|fizz)|pints?(?! of (?:milk|water|juice))|drunk|tipsy|get(?:ting)? (?:hammered|wasted|smashed|plastered|trashed)|intoxicat\w*|hung-? ?over|hangover|binge[- ]?drink\w*|(?:a few|some|two|three|four|five|six|seven|eight|several|\d+\+?|a couple of|couple of) (?:alcoholic )?drinks|\d+\+? (?:cans|units|shots)\b|(?:two|three|four|five|six|\d+) cans (?:a|each|every|per) (?:night|day|evening)|(?:have|has|having|had) (?:a )?drinks|drink\w* (?:[\w'-]+ ){0,3}?(?:until|till|'til) (?:i |you )?(?:black out|pass out|feel (?:numb|nothing|drunk|tipsy)|am drunk|can't)|black(?:ing)? out from drink\w*|drinks? until|(?<!(?:cold|hot|soft|fizzy|warm|of water|of tea) )drink\w* (?:[\w'-]+ ){0,2}?to (?:calm|relax|cope|settle|steady|numb|forget|sleep|take the edge|get through|feel (?:better|braver|calmer|ok))|under the influence)`;

const DRUGS = String.raw`(?:(?:take|taking|took|do|doing|try|trying|use|using|on) (?:some |recreational |illegal |party )?drugs|recreational drugs?|illegal drugs?|party drugs|cannabis|marijuana|edibles|thc|hashish|ganja|(?:smoke|smoking|roll|rolling|a) (?:a )?(?:joint|spliff|bong)|(?:smok\w*|roll\w*|light\w*|pass\w*|hit\w*|puff\w*) (?:on )?(?:a |the |some )?blunts?\b|(?:a|one|another) blunt (?=(?:before|after|to|every|each|at|in the|with|first|then|when)\b)|spliffs?|weed (?:brownies?|gummies|before|first)|smok\w* (?:some )?weed|skunk|cocaine|(?:line|lines|snort\w*) of (?:coke|speed|ketamine)|crack cocaine|mdma|ecstasy|ketamine|heroin|methamphetamine|crystal meth|amphetamines?|(?:take|taking|took|on|some|dab|snort\w*|sniff\w*|use|using) speed|lsd|(?:take|taking|drop|dropping|on) acid|magic mushrooms|shrooms|molly|mandy|pingers|xtc|(?:take|taking|took|swallow\w*|try|trying|pop\w*) (?:whatever|anything|something|what(?:ever)?) (?:[\w'-]+ ){0,4}?(?:are|is|were|'re) (?:taking|using|on|doing|offer\w*|passing (?:round|around)|going (?:round|around))|(?:take|taking|took|swallow\w*|try|trying|pop\w*) (?:a |an |some |the )?(?:pills?|tablets?|capsules?|powder|sweets?) (?:[\w'-]+ ){0,4}?(?:at|from|in) (?:the |a )?(?:club|party|festival|rave|gig|stranger|dealer)|psilocybin|poppers|nitrous|laughing gas|get(?:ting)? high|got high|while high|stoned|(?:take|taking|took|pop|popping|use|using|borrow\w*) (?:[\w'-]+ ){0,4}?(?:valium|xanax|diazepam|lorazepam|alprazolam|benzo\w*|sleeping pills?|sleeping tablets?|codeine|tramadol|sedatives?|tranquill?i[sz]ers?)\b[^.]{0,40}\b(?:before|to (?:calm|cope|relax|get through|take the edge|settle)|during|first))`;

export const ALCOHOL_OR_DRUGS: ActCategory = {
  category: 'alcohol_or_drugs',
  rules: [
    { pattern: new RegExp(String.raw`\b${ALCOHOL}\b`), negation: 'plain' },
    { pattern: new RegExp(String.raw`\b${DRUGS}\b`), negation: 'plain' },
  ],
};
