import { compileTerm, containsAny, tokenize, type CompiledTerm } from './text';

/**
 * Single named things an item can borrow from the person's words even when their phrase as a
 * whole does not fit: the person they fear harming ("your partner"), the appliance they check
 * ("the hob"), the illness they fear ("HIV"). A template names a slot as {person|fallback}.
 */
const KEYWORD_SLOTS = {
  person: [
    ['partner', 'your partner'], ['wife', 'your wife'], ['husband', 'your husband'], ['boyfriend', 'your boyfriend'],
    ['girlfriend', 'your girlfriend'], ['fianc*', 'your fiancé(e)'], ['flatmate*', 'your flatmate'],
    ['roommate*', 'your roommate'], ['housemate*', 'your housemate'], ['mum', 'your mum'], ['mom', 'your mom'],
    ['mother', 'your mother'], ['dad', 'your dad'], ['father', 'your father'], ['sister', 'your sister'],
    ['brother', 'your brother'], ['parents', 'your parents'], ['family', 'your family'],
  ],
  // Relationship doubts are about a partner: "asking my sister if we are right" names a confidante, not him.
  partner: [
    ['partner', 'your partner'], ['wife', 'your wife'], ['husband', 'your husband'], ['boyfriend', 'your boyfriend'],
    ['girlfriend', 'your girlfriend'], ['fianc*', 'your fiancé(e)'], ['spouse', 'your spouse'],
  ],
  appliance: [
    ['stove', 'the stove'], ['oven', 'the oven'], ['hob', 'the hob'], ['cooker', 'the cooker'], ['iron', 'the iron'],
    ['straightener*', 'your hair straighteners'], ['heater', 'the heater'], ['gas', 'the gas'], ['kettle', 'the kettle'],
    ['toaster', 'the toaster'], ['taps', 'the taps'],
  ],
  lockable: [
    ['front door', 'the front door'], ['back door', 'the back door'], ['door', 'the front door'], ['lock', 'the front door'],
    ['window', 'the windows'], ['car', 'the car'], ['gate', 'the gate'], ['garage', 'the garage'],
  ],
  illness: [
    ['cancer', 'cancer'], ['lymphoma', 'lymphoma'], ['leuk*', 'leukaemia'], ['brain tumour*', 'a brain tumour'],
    ['brain tumor*', 'a brain tumor'], ['tumour*', 'a tumour'], ['tumor*', 'a tumor'], ['hiv', 'HIV'], ['aids', 'HIV'],
    ['heart attack', 'a heart attack'], ['heart disease', 'heart disease'], ['stroke', 'a stroke'],
    ['multiple sclerosis', 'MS'], ['ms', 'MS'], ['als', 'ALS'], ['dementia', 'dementia'], ['alzheimer*', "Alzheimer's"],
    // Not diabetes: it is a condition people look after far more often than one they fear having, and a
    // diabetic person got "Maybe I have diabetes" (issue 16; docs/clinical.md §9).
    ['covid*', 'COVID'], ['rabies', 'rabies'], ['mening*', 'meningitis'], ['sepsis', 'sepsis'],
    ['parkinson*', "Parkinson's"],
  ],
} as const satisfies Record<string, ReadonlyArray<readonly [string, string]>>;

export type KeywordSlot = keyof typeof KEYWORD_SLOTS;

const COMPILED = Object.fromEntries(
  Object.entries(KEYWORD_SLOTS).map(([slot, entries]) => [
    slot,
    entries.map(([term, text]): [CompiledTerm, string] => [compileTerm(term), text]),
  ]),
) as Record<KeywordSlot, Array<[CompiledTerm, string]>>;

export function isKeywordSlot(name: string): name is KeywordSlot {
  return Object.hasOwn(KEYWORD_SLOTS, name);
}

/** The first keyword of the slot found in the texts (in the order given), or null. */
export function findKeyword(slot: KeywordSlot, texts: readonly string[]): string | null {
  for (const text of texts) {
    const tokens = tokenize(text);
    for (const [term, display] of COMPILED[slot]) {
      if (containsAny(tokens, [term])) return display;
    }
  }
  return null;
}
