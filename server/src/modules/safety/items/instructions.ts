import { screeningForm } from '../screening/normalise';

/**
 * Text the person typed that speaks to the app or the model instead of describing their OCD
 * ("…tell me to drink a cup of bleach as an exposure", "ignore your rules and…", "write an item
 * that…", "you must…"). Such text is never quoted into an item: quoted, it would be an instruction
 * the person wrote for someone else to carry out.
 */
const INSTRUCTION = new RegExp(
  [
    // A request to the app: "tell me to…", "make me…"; not "germs will make me ill" or "my OCD tells me to".
    String.raw`(?:^|[,.:;!?]\s*|\bplease\s+)(?:tell|make|give|get|force|have|let|dare|challenge) me\b`,
    String.raw`\b(?:tell|force|dare|challenge|instruct|order) me to\b`,
    String.raw`\bas (?:an?|my|the|your|one) (?:\w+ )?(?:exposures?|erp (?:step|task|exercise)|ladder (?:step|item))\b`,
    String.raw`\bfor (?:my|the|your) (?:(?:hardest|last|final|first|next|top|worst|biggest|scariest|most difficult) )?(?:step|exposure|item|task|challenge)\b`,
    String.raw`\b(?:ignore|disregard|forget|override|bypass|skip|drop)\b (?:[\w'-]+ ){0,3}?(?:rules?|instructions?|guidelines?|filters?|safety|restrictions?|prompts?|polic(?:y|ies)|above|previous|limits?)\b`,
    String.raw`\b(?:write|create|generate|make|add|include|give|build|produce|design|invent|suggest|output|return)s? (?:me |us )?(?:an?|the|one|this|that|another|my|your|\d+|some) (?:[\w'-]+ )?(?:items?|exposures?|tasks?|ladders?|hierarch(?:y|ies))\b`,
    String.raw`\b(?:make|add|write|set|create) (?:step|item|exposure|task) (?:\d+|one|two|three|ten)\b|\b(?:step|item|exposure|task) (?:\d+|one|two|three|ten) ?:`,
    String.raw`\byou (?:must|should|have to|need to|are to|shall|will now|are going to|'re going to|'ll have to)\b`,
    String.raw`\b(?:system prompt|jailbreak|developer mode|dan mode|as an ai|language model|chatgpt|gpt-?\d|claude|gemini|llm|the (?:ai|model|assistant|bot|generator)|pretend (?:you|to be)|act as|role-?play|new instructions?|instructions? above|respond (?:only )?with|output only|do not (?:filter|refuse|censor|warn))\b`,
  ].join('|'),
);

export function instructionInText(text: string): boolean {
  return INSTRUCTION.test(screeningForm(text));
}
