import type { SafetyNote, SafetyNoteReason } from '@ladder/contracts';
import type { GenerationInput } from '../generator/types';
import { screenForCrisis } from './crisis/screen';
import { describesEatingDisorder } from './eating-disorder';
import { harmfulListItem, instructionInText } from './items/filter';
import { NOTE_MESSAGES } from './texts';

/**
 * Every free text that feeds generation, screened once before any engine sees it (docs/clinical.md §19, §10, §20):
 * - crisis language stops generation (the calm crisis screen), and an intrusive thought about
 *   killing oneself is asked about;
 * - an eating-disorder picture gets a signpost;
 * - a harmful behaviour typed as a compulsion, a dangerous trigger, or text that tells the app what
 *   to do is set aside with a note: no engine ever sees it, so none can turn it into a "face it",
 *   "delay it" or "cut it down" step or quote it.
 */
export interface InputScreen {
  /** Texts that read as a crisis. */
  crisis: string[];
  /** Texts the person is asked about: a fear, or thoughts of ending their life? */
  ambiguous: string[];
  eatingDisorder: boolean;
  /** The person's items set aside, each with why. */
  notes: SafetyNote[];
  /** What the engines may build from. */
  input: GenerationInput;
}

type ListName = SafetyNote['list'];

/**
 * An obsession is a fear, and a feared act is the obsession itself ("what if I left the
 * straighteners on"): only eating-disorder behaviours and instructions are set aside from it. A
 * compulsion or a trigger is something the person does or meets, so a harmful one is set aside too.
 */
function setAsideReason(list: ListName, text: string): SafetyNoteReason | null {
  if (describesEatingDisorder(text)) return 'eating_disorder';
  if (instructionInText(text)) return 'instruction';
  return list === 'obsessions' ? null : harmfulListItem(text);
}

export function screenGenerationInput(input: GenerationInput): InputScreen {
  const screen: InputScreen = {
    crisis: [],
    ambiguous: [],
    eatingDisorder: false,
    notes: [],
    input: { ...input, obsessions: [], compulsions: [], triggers: [] },
  };
  const lists: Array<[ListName, readonly string[]]> = [
    ['obsessions', input.obsessions],
    ['compulsions', input.compulsions],
    ['triggers', input.triggers],
  ];
  for (const [list, texts] of lists) {
    for (const text of texts) {
      const { verdict } = screenForCrisis(text);
      if (verdict === 'crisis') {
        screen.crisis.push(text);
        continue;
      }
      if (verdict === 'ambiguous') screen.ambiguous.push(text);
      const reason = setAsideReason(list, text);
      if (reason === 'eating_disorder') screen.eatingDisorder = true;
      if (reason) screen.notes.push({ list, text, reason, message: NOTE_MESSAGES[reason] });
      else screen.input[list].push(text);
    }
  }
  return screen;
}
