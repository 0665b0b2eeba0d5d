/**
 * The library's "them" for the one a step is about, said as "her" or "him" once the step names them ("Chop vegetables
 * with your wife nearby … do not send her out", never "send them out"; issue 16, a twelfth clinician-minded reading).
 * Only a template that says so (`pronounsFor`) is changed, and only its own words: every "they", "them", "their" and
 * "themselves" of such a template stands for that one person (library/types.ts).
 */

export type Gender = 'she' | 'he';

/** Words for one person whose sex the word itself says. "Partner", "friend", "baby" say none: those stay "them". */
const SHE = new Set(['wife', 'girlfriend', 'mum', 'mom', 'mother', 'mummy', 'mommy', 'sister', 'daughter', 'gran', 'granny', 'nan', 'nana', 'grandma', 'grandmother', 'niece', 'aunt', 'auntie', 'stepmum', 'stepmom', 'granddaughter', 'fiancee', 'fiancée', 'girl']);
const HE = new Set(['husband', 'boyfriend', 'dad', 'father', 'daddy', 'brother', 'son', 'grandad', 'grandpa', 'grandfather', 'nephew', 'uncle', 'stepdad', 'grandson', 'fiance', 'fiancé', 'boy']);

/** "your wife", "your wife Sara", "my little brother": she or he when the relation says so, else null. */
export function genderOf(named: string): Gender | null {
  const words = named.toLowerCase().replace(/[^a-zé\s]/g, ' ').split(/\s+/).filter(Boolean);
  // One person: "your sister and her kids" or "the people you live with" are no one pronoun.
  if (words.some((word) => ['and', 'or', 'people', 'kids', 'children', 'family', 'parents'].includes(word))) return null;
  const relations = words.filter((word) => SHE.has(word) || HE.has(word));
  if (relations.length !== 1) return null;
  return SHE.has(relations[0]!) ? 'she' : 'he';
}

const MODAL_OR_PAST = /^(?:would|will|can|could|should|might|may|must|did|had|was|used|\w+ed|felt|ate|fell|went|got|said|made|took|left|knew|thought)$/;
const AGREEMENT: Readonly<Record<string, string>> = { are: 'is', were: 'was', have: 'has', do: 'does', "don't": "doesn't", go: 'goes' };

/** A verb after "she"/"he" in the present: "feel" → "feels", "eat" → "eats", "finish" → "finishes", "try" → "tries". */
function thirdPerson(verb: string): string {
  if (AGREEMENT[verb]) return AGREEMENT[verb]!;
  if (MODAL_OR_PAST.test(verb)) return verb;
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** The template's own words with its "they" said for one woman or one man. */
export function withPronouns(text: string, gender: Gender): string {
  const [subject, object, possessive, reflexive] = gender === 'she' ? ['she', 'her', 'her', 'herself'] : ['he', 'him', 'his', 'himself'];
  return text
    .replace(/\bthemselves\b/g, reflexive)
    .replace(/\btheir\b/g, possessive)
    .replace(/\bthem\b/g, object)
    .replace(/\bthey're\b/g, `${subject}'s`)
    .replace(/\b([Tt])hey((?: \w+ly)?) (\w+(?:'t)?)\b/g, (_all, initial: string, adverb: string, verb: string) => {
      const said = initial === 'T' ? subject.charAt(0).toUpperCase() + subject.slice(1) : subject;
      return `${said}${adverb} ${thirdPerson(verb)}`;
    })
    .replace(/\bthey\b/g, subject);
}
