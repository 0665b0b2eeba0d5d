import type { SafetyNoteReason } from '@ladder/contracts';

/**
 * Why an exposure or a list item is kept from the person (docs/clinical.md §10):
 * the reasons of the person's own list items (SafetyNoteReason, shared with the client), plus
 * sexual content involving minors, the three kinds of text that undermine the exposure, and malformed
 * engine output.
 */
export type ItemCategory = SafetyNoteReason | 'minors' | 'reassurance' | 'relaxation' | 'ritual_allowed' | 'likely_danger' | 'structure';

/** What the content checks find in an exposure's text (an instruction to the app is a list item's matter). */
export type ContentCategory = Exclude<ItemCategory, 'structure' | 'instruction'>;

/** The reason an engine's item was dropped, for logs and tests (never shown to the person). */
export const REJECTION_REASONS: Record<ContentCategory | 'structure', string> = {
  structure: 'The item is incomplete or malformed',
  minors: 'Sexual content involving minors',
  self_harm: 'Self-harm or injury to oneself',
  eating_disorder: 'Eating-disorder behaviour',
  alcohol_or_drugs: 'Alcohol or drugs',
  risky_driving: 'Risky driving',
  medication: 'Stopping, skipping or changing medication',
  fire_or_appliances: 'Fire, or appliances left on or unattended',
  heights_or_traffic: 'Heights or traffic without safety',
  real_contamination: 'Real contamination: something that can make a person ill',
  personal_safety: 'A risk to personal safety',
  illegal_or_harm_to_others: 'An illegal act, or harm or deception toward someone',
  reassurance: 'Reassurance (promises safety or an outcome)',
  likely_danger: 'Reads like a step with real danger (the item model)',
  relaxation: 'Relaxation or a calming aid used during the exposure',
  ritual_allowed: 'A ritual, distraction or safety behaviour left open during the exposure',
};

/**
 * What a person who wrote the step themselves reads before choosing to keep it: calm and plain,
 * saying why the step may not be safe to practise alone (or, for reassurance and relaxation, why
 * it undermines the exposure), never alarming and never reassuring (docs/clinical.md §13; Kobori &
 * Salkovskis 2013 on reassurance).
 */
export const WARNING_MESSAGES: Record<ContentCategory, string> = {
  likely_danger:
    'This step reads like one that could carry more than everyday risk. Exposures work with ordinary situations; a professional can help you plan anything riskier.',
  minors:
    'This step pairs children with sexual content, which is never part of an exposure. Ladders for these fears use "maybe" statements about the fear and ordinary time around children.',
  self_harm:
    'This step could injure you, so it is not one to practise on your own. A professional can help you work on this fear safely.',
  eating_disorder:
    'This step involves eating less, purging or weighing, which exposure work on your own should not include. Someone who treats eating difficulties can help with this part.',
  alcohol_or_drugs:
    'Alcohol or drugs add real risk and change what the exposure can teach you. This part is one to plan with a professional.',
  risky_driving:
    'Driving like this puts you and other people at real risk, more than an exposure should carry. Exposures for driving fears use ordinary, careful driving.',
  medication:
    'Stopping, skipping or changing a medicine is a decision to make with the person who prescribes it. An exposure can work with taking it as prescribed.',
  fire_or_appliances:
    'Leaving heat or flames on or unattended is a real fire risk, more than an exposure should carry. Checking exposures work with things switched off and left after one look.',
  heights_or_traffic:
    'This step puts you close to a real fall or to traffic, more than the everyday risk an exposure should carry.',
  real_contamination:
    'This could make you ill: it goes beyond the everyday contamination exposures use, such as door handles or bin lids.',
  personal_safety: 'This step carries a real risk to your safety, more than the everyday risk an exposure should carry.',
  illegal_or_harm_to_others: 'This step could harm or deceive someone, or break the law, so it is not one to practise.',
  reassurance:
    'This step includes reassurance, which eases the worry for a moment and keeps the cycle going. The exposure works better when the doubt is left open.',
  relaxation:
    'Calming yourself during the exposure (breathing, music, grounding and the like) acts as a safety behaviour and takes away what the exposure can teach. The step works better without it.',
  ritual_allowed:
    'This step leaves room for the ritual, a distraction or someone to reassure you, "just once" or "if it gets too much". The exposure teaches most when the urge is allowed to pass without them.',
};
