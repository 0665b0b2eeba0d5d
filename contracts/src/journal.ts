import { z } from 'zod';
import { formatCount } from './limits';
import { crisisResourcesFlag } from './safety';

export const JOURNAL_CONTENT_MAX = 20_000;
export const JOURNAL_PAGE_DEFAULT = 50;
export const JOURNAL_PAGE_MAX = 100;

export const createJournalEntryRequest = z.object({
  content: z
    .string({ message: 'Content must be text.' })
    .max(JOURNAL_CONTENT_MAX, `An entry can be at most ${formatCount(JOURNAL_CONTENT_MAX)} characters.`)
    .refine((value) => value.trim() !== '', 'Write something before saving: the entry is empty.')
    .transform((value) => value.trim()),
  mood: z
    .number({ message: 'Mood must be a number from 1 to 10.' })
    .int('Mood must be a whole number from 1 to 10.')
    .min(1, 'Mood must be from 1 to 10.')
    .max(10, 'Mood must be from 1 to 10.'),
});
export type CreateJournalEntryRequest = z.input<typeof createJournalEntryRequest>;

export const journalEntryResponse = z.object({
  id: z.string(),
  content: z.string(),
  mood: z.number().int(),
  created_at: z.string(),
});
export type JournalEntryResponse = z.infer<typeof journalEntryResponse>;

/** The saved entry, and whether to offer crisis resources beside it (never stored, never sent on). */
export const createdJournalEntryResponse = journalEntryResponse.extend(crisisResourcesFlag.shape);
export type CreatedJournalEntryResponse = z.infer<typeof createdJournalEntryResponse>;

/** Newest first; `before` is the created_at/id cursor of the last entry already shown. */
export const journalListQuery = z.object({
  limit: z.coerce
    .number({ message: 'Limit must be a number.' })
    .int('Limit must be a whole number.')
    .min(1, 'Limit must be at least 1.')
    .max(JOURNAL_PAGE_MAX, `Limit can be at most ${JOURNAL_PAGE_MAX}.`)
    .default(JOURNAL_PAGE_DEFAULT),
  before: z.string().max(200).optional(),
});

/** docs/product.md §49 mood labels: 8+ Great, 6-7 Good, 4-5 Okay, 2-3 Not so good, below 2 Struggling. */
export function moodLabel(mood: number): { label: string; emoji: string } {
  if (mood >= 8) return { label: 'Great', emoji: '😄' };
  if (mood >= 6) return { label: 'Good', emoji: '🙂' };
  if (mood >= 4) return { label: 'Okay', emoji: '😐' };
  if (mood >= 2) return { label: 'Not so good', emoji: '😕' };
  return { label: 'Struggling', emoji: '😢' };
}


