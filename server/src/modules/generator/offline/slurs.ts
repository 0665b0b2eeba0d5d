import { compileTerm, containsAny, type Token } from './text';

/**
 * Slurs a person may type about themselves or others ("what if I'm a …"). An item never repeats
 * one: the person's phrase that holds it is not quoted or slotted anywhere, and the item keeps its
 * library wording (issue 16: nothing hurtful from the person's text is quoted back). Common
 * spellings; the tokenizer already folds case and punctuation.
 */
const SLURS = [
  'fag', 'fags', 'faggot*', 'fagot*', 'dyke*', 'poof', 'poofs', 'poofter*', 'tranny', 'trannie*', 'shemale*',
  'retard', 'retards', 'retarded', 'tard', 'tards', 'spaz', 'spazz*', 'spastic*', 'mong', 'mongs', 'mongoloid*',
  'nigger*', 'nigga*', 'negro*', 'chink*', 'paki', 'pakis', 'kike*', 'spic', 'spics', 'wetback*', 'gook*', 'coon',
  'coons', 'raghead*', 'towelhead*', 'gyppo*', 'pikey*', 'slut*', 'whore*', 'skank*',
].map((term) => compileTerm(term));

export function holdsSlur(tokens: Token[]): boolean {
  return containsAny(tokens, SLURS);
}
