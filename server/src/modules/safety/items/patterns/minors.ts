import type { PreparedText } from '../text';

/**
 * Sexual content involving minors, in any wording, imaginal scripts and quoted doubts included
 * (docs/clinical.md §11: "15 y/o", "year 9 pupil", "my niece"). Any mention of a
 * minor and any sexual word in the same item rejects it: the harm is the worst there is, and losing
 * an item to a false positive is the accepted cost. What survives is the POCD work docs/clinical.md §15
 * names: the identity "maybe" statement ("Maybe I'm a paedophile and I can't know for sure", which
 * has no sexual content) and ordinary, non-sexual time around children (a niece's birthday party,
 * a hug goodbye), including response prevention that names the checking to drop ("no checking
 * your body for arousal").
 */

const MINOR = new RegExp(
  String.raw`\b(?:child|children|childs|childhood|kids?|kiddies|minors?|under-? ?age|teen|teens|teenage\w*|pre-?teens?|tweens?|adolescen\w*|juveniles?|youths?|youngsters?|bab(?:y|ies)|toddlers?|infants?|newborns?|boys?|girls?|schoolboys?|schoolgirls?|schoolchild\w*|school-?kids?|school ?(?:uniforms?|pupils?|students?|age\w*)|pupils?|students?|tutees?|nieces?|nephews?|sons?|daughters?|step-?(?:sons?|daughters?|kids?|children)|grand(?:sons?|daughters?|kids?|child\w*)|god(?:sons?|daughters?|child\w*)|little ones?|young (?:person|people|ones?)|younger (?:cousins?|sisters?|brothers?|siblings?|relatives?)|babysit\w*|childmind\w*|jailbait|lolita|barely legal|nappy|nappies|diapers?|potty|prams?|pushchairs?|(?:primary|secondary|high|middle|junior|nursery|elementary) school\w*|sixth[- ]?form\w*|freshm[ae]n|sophomores?|playgrounds?|nursery|kindergarten|daycare|cubs|brownies|scouts|girl guides|(?:year|yr|grade) ?(?:[1-9]|1[0-3])s?|(?:[1-9]|1[0-2])(?:st|nd|rd|th) grade(?:rs?)?|under[- ](?:[1-9]|1[0-8]|sixteen|eighteen)s?(?! ?(?:minutes?|mins?|seconds?|secs?|hours?|hrs?|days?|weeks?|months?|times?|%|percent|degrees|pounds|quid|dollars|kg|kilos?|miles?|km|metres?|meters?|feet|ft|m|stone|st|lbs?)\b)|age of consent)\b`,
);
/** An age under 18: "15 years old", "15yo", "aged 14", "a fourteen-year-old". */
const AGE = /\b(\d{1,2}) ?(?:years?[- ]old|yo|y|yrs?(?:[- ]old)?)\b|\baged? (\d{1,2})\b|\b(?:she|he|they|you|i)(?:'s| is| was| were| are|'re| am|'m) (?:only |just |about |around )?(\d{1,2})\b(?! ?(?:minutes?|mins?|hours?|days?|weeks?|months?|times?|%|percent|degrees|pounds|kg|miles?|km|feet|ft|metres?|o'clock|am|pm)\b)/g;
const WRITTEN_AGE = /\b(?:aged? )?(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)[- ]?(?:years?[- ]old|yo)\b|\baged (?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)\b/;

/** Sexual words that count wherever they are. */
const SEXUAL = new RegExp(
  String.raw`\b(?:(?<!same-|same |opposite-|opposite )sex|(?<!(?:non-|non |no |nothing |without |without any |not ))a?sexual\w*|sexy|erotic\w*|porn\w*|naked|nude\w*|nudity|undress\w*|strip\w* (?:off|naked)|genital\w*|privates|private parts|penis|vagina\w*|breasts?|nipples?|masturbat\w*|orgasm\w*|horny|lust\w*|fondl\w*|grop\w*|molest\w*|intercourse|seduc\w*|intimate\w*|intimacy|fetish\w*|foreplay|fantasi[sz](?:e|es|ed|ing)|fantas(?:y|ies) (?:about|of|involving|with)|(?:a|your|my|sexual) fantas(?:y|ies)\b(?! (?:film|films|book|books|novel|novels|game|games|series|show|story|stories|world))|kiss(?:es|ed|ing)?(?! (?:[\w'-]+ ){0,3}?(?:goodnight|good night|goodbye|good-bye|hello|better|on the (?:cheek|forehead|head|top of the head)))|caress\w*|snog\w*|making out|make out|flirt\w*|romantic\w*|romance|dat(?:e|ing) (?:a|an|the)|in bed with (?:you|me)|slept with|sleep(?:s|ing)? with (?:him|her|them|someone|somebody|a|an)|swimwear|swimsuits?|bikinis?|underwear|lingerie|pants down|crush on|(?:their|her|his) bod(?:y|ies)|'s bod(?:y|ies)|ogl\w*|eye\w* (?:them|her|him) up|check\w* (?:them|her|him) out|rate (?:them|their looks)|(?:romantic|sexual|secret) feelings|fancy(?:ing)?|fancies|in love with|relationship with (?:a|an|the|your|my)|groom(?:s|ed|ing)? (?:a |the )?(?:child|kid|minor|teen|girl|boy)\w*|turn(?:s|ed|ing)? (?:you|me|them|him|her) on|turned on\b(?! (?:the|a|an|your|my))|child abuse images?|sexual abuse|csam|something (?:happens?|happening|happened|going on) between (?:us|you|you two|the two of you|them)|what (?:the two of you|you both|you two) did)\b`,
);
/**
 * Words that are sexual only when the item asks for them: they are also what POCD response
 * prevention names to drop ("no checking your body for arousal", "do not ask whether the hug
 * was inappropriate"), so they do not count after a prohibition in their sentence. "Down there" and
 * checking whether one "felt anything" are the body-checking of POCD said plainly: a person's own line
 * ("when I changed his nappy I checked if I felt anything down there", a clinician's review of issue 16)
 * quoted into a step is sexual-adjacent content about a child (docs/clinical.md §11). A child's nappy, potty
 * or pram names a child as surely as the word does.
 */
const WEAKLY_SEXUAL = /\b(?:arous\w*|attract(?:ed|ion|ive)|groin|crotch|erections?|inappropriate(?:ly)?|reactions? (?:down there|in your body)|body's (?:response|reaction)|down there|(?:felt|feel|feels|feeling) (?:anything|something)(?! (?:about|for|like|when|after|before|at|in your chest|in the room|off|wrong|bad|sad|guilty|scared|afraid|anxious|better|worse)\b))\b/g;
const PROHIBITION = /\b(?:do not|don't|never|no|not|without|avoid\w*|resist\w*|instead of|rather than)\b/;

function mentionsMinor(whole: string): boolean {
  if (MINOR.test(whole) || WRITTEN_AGE.test(whole)) return true;
  for (const match of whole.matchAll(AGE)) if (Number(match[1] ?? match[2] ?? match[3]) < 18) return true;
  return false;
}

function asksForWeaklySexual(sentence: string): boolean {
  for (const match of sentence.matchAll(WEAKLY_SEXUAL)) {
    const clause = sentence.slice(0, match.index).split(/[;:]|\b(?:and|then|but|so)\b/).pop() ?? '';
    if (!PROHIBITION.test(clause)) return true;
  }
  return false;
}

/** Touching a child in an imagined scene: "imagine touching a year 8 student". */
const IMAGINED_TOUCH =
  /\b(?:imagin\w*|pictur\w*|visuali[sz]\w*|fantasi[sz]\w*|daydream\w*|script|story|scene)\b[^.]{0,50}\b(?:touch\w*|strok\w*|cuddl\w*|caress\w*|undress\w*|getting (?:changed|undressed)|in the (?:shower|bath)|hold\w* (?:[\w'-]+ ){0,2}close)/;

export function sexualContentWithMinors(text: PreparedText): boolean {
  if (/\b(?:child porn\w*|csam|child sexual|jailbait|lolita)\b/.test(text.whole)) return true;
  if (!mentionsMinor(text.whole)) return false;
  return SEXUAL.test(text.whole) || IMAGINED_TOUCH.test(text.whole) || text.plain.some(asksForWeaklySexual);
}
