import type { IntakeListKind } from '../../api/intake';

export interface ListStepCopy {
  title: string;
  /** What belongs on the list, in calm words. */
  prompt: string;
  examples: readonly string[];
  /** Label of the add field. */
  fieldLabel: string;
  /** Accessible name of the list. */
  listLabel: string;
  empty: string;
  /** A short normalising note under the prompt (issue 18 item 3); never reassurance (docs/clinical.md). */
  note?: string;
}

export const LIST_STEP_COPY: Record<IntakeListKind, ListStepCopy> = {
  obsessions: {
    title: 'Obsessions',
    prompt: 'Unwanted thoughts, images or urges that keep coming back, even though you wish they would not.',
    examples: [
      'What if I left the stove on and the house burns down?',
      'Germs on door handles could make me or my family ill',
      'A sudden image of harming someone I love',
      'Things have to feel "just right" or something bad will happen',
    ],
    fieldLabel: 'Add an obsession',
    listLabel: 'Your obsessions',
    empty: 'Nothing listed yet. Add your first obsession above.',
    // Normalising, not reassuring: it says nothing about whether the thought will come true or be acted on.
    note: 'Many people with OCD have thoughts like these. Writing them down is part of the work.',
  },
  compulsions: {
    title: 'Compulsions',
    prompt:
      'Things you do, out loud or in your head, to ease the anxiety or to make things feel right. Avoiding places or things counts too.',
    examples: [
      'Checking the stove several times before I leave',
      'Washing my hands until they feel clean enough',
      'Asking others if everything is OK',
      'Repeating a phrase in my head until it feels right',
    ],
    fieldLabel: 'Add a compulsion',
    listLabel: 'Your compulsions',
    empty: 'Nothing listed yet. Add your first compulsion above.',
  },
  triggers: {
    title: 'Triggers',
    prompt: 'Places, objects, situations or moments that set off the thoughts or the urge to do a compulsion.',
    examples: [
      'Leaving the house for work',
      'Public toilets and door handles',
      'Holding a kitchen knife',
      'News stories about illness',
    ],
    fieldLabel: 'Add a trigger',
    listLabel: 'Your triggers',
    empty: 'Nothing listed yet. Add your first trigger above.',
  },
};
