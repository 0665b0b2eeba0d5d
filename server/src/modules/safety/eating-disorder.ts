import { screeningForm } from './screening/normalise';

/**
 * An eating-disorder picture in the person's own words (docs/clinical.md §21: a
 * signpost, and no ERP on eating-disorder behaviours). Restricting, counting calories, weighing and
 * body checking, purging, laxatives, bingeing and the fear of gaining weight; in English and the
 * core words of the other languages the crisis screen reads.
 * Not an eating disorder: fears about food being contaminated, or of being sick (emetophobia), which
 * are ordinary OCD and anxiety themes ERP works on.
 */
const EATING_DISORDER: RegExp[] = [
  /\b(?:count|counting|counted|track|tracking|log|logging) (?:my |every |all my |the )?(?:[ck]alori\w*|cals|kcal|macros|everything i eat)\b/,
  /\b[ck]alori\w* (?:limit|limits|count\w*|intake|restrict\w*|deficit|a day|per day|each day|target)\b|\b(?:under|below|less than|no more than|max|maximum) \d+ ?(?:[ck]alori\w*|cals?|kcal)\b|\b\d+ ?(?:kcal|cals?|[ck]alori\w*) (?:a|per|each) day\b/,
  /\b(?:restrict|restricting|restricted|restriction) (?:my |what i |how much i )?(?:food|eating|eat|calories|intake|meals|portions)\b/,
  /\b(?:skip|skipping|skipped|miss|missing) (?:my |all |most )?(?:meals|breakfast|lunch|dinner|food)\b(?! (?:because|when) (?:i am|it is) (?:busy|late))/,
  /\b(?:not eating|stop eating|stopped eating|refuse to eat|refusing to eat|do not let myself eat|not allowed to eat|avoid eating|eat nothing|eating nothing)\b(?! (?:food (?:others|other people|someone)|anything (?:others|other people|someone) (?:have|has) touched|(?:out|off) of|from|in public|with my hands|unless (?:it is|i have) (?:washed|cleaned)))/,
  /\bfast (?:for|until|all) (?:\d+|a|an|one|two|three|days?|hours?|the (?:day|whole|weekend)|day|week)\b|\b(?:fasting|fasted)\b(?! (?:for |during |in |at )?(?:ramadan|lent|yom kippur|religious|my faith|church|a blood test|blood tests|surgery|an operation|the operation))|\b(?:water|juice) fast\w*\b/,
  /\b(?:starv\w*) (?:myself|yourself)\b|\bstarving myself\b/,
  /\b(?:make|making|made|force|forcing) myself (?:be )?(?:sick|vomit|throw up|puke|bring it up)\b|\b(?:throw|throwing|threw) up (?:after|once|when) (?:eating|i eat|meals|food|dinner|lunch|every meal|i have eaten)\b|\bvomit\w* (?:after|once|when) (?:eating|i eat|meals|food)\b/,
  /\bpurg(?:e|es|ed|ing)\b|\blaxatives?\b|\bdiuretics?\b|\bdiet pills?\b|\bappetite suppressants?\b/,
  /\bbing(?:e|es|ed|eing|ing) (?:eat\w*|on food|and purg\w*)\b|\bbinge[- ]?eat\w*|\bbingeing\b|\bbinging\b/,
  /\b(?:weigh|weighing|weighed) myself\b|\b(?:step|stepping|get|getting) on the scales?\b/,
  /\b(?:afraid|scared|terrified|fear|fears|phobia) (?:of )?(?:gaining weight|weight gain|getting fat|being fat|becoming fat|putting on weight|food making me fat)\b|\b(?:i am|i feel|feel|feeling) (?:so |too |really )?fat\b/,
  /\bbody[- ]?check\w*|\b(?:pinch|pinching|measure|measuring) (?:my )?(?:fat|thighs|waist|stomach|arms)\b|\bthigh gap\b|\b(?:my )?bmi\b/,
  /\b(?:anorexi\w*|bulimi\w*|eating disorder|ednos|osfed|arfid|pro-?ana|pro-?mia|thinspo\w*)\b/,
  /\b(?:exercise|exercising|run|running|work out|working out) (?:until|to burn off|to make up for|after (?:every|each) (?:meal|bite))\b|\bburn off (?:what i ate|the calories|every calorie)\b/,
  // Spanish, Portuguese, French, German, Italian
  /\b(?:vomitar|vomito|provocarme el vomito|vomir|me faire vomir|erbrechen|kotzen|vomitare) (?:despues de comer|depois de comer|apres (?:avoir mange|les repas)|nach dem essen|dopo mangiato)\b/,
  /\b(?:laxantes|laxatifs|abfuhrmittel|lassativi)\b|\b(?:no como|deixar de comer|dejar de comer|ne plus manger|nichts essen|hungern)\b/,
];

export function describesEatingDisorder(text: string): boolean {
  const form = screeningForm(text).replace(/n't\b/g, ' not').replace(/'m\b/g, ' am');
  return EATING_DISORDER.some((pattern) => pattern.test(form));
}
