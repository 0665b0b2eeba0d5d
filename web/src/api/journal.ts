import {
  JOURNAL_PAGE_DEFAULT,
  createdJournalEntryResponse,
  journalEntryResponse,
  type CreateJournalEntryRequest,
  type CreatedJournalEntryResponse,
  type JournalEntryResponse,
} from '@ladder/contracts';
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiRequest } from './client';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { pendingAssignmentsQueryKey, statsQueryKey, useLogFailure } from './progress';
import { meQueryKey } from './users';

export const journalEntriesQueryKey = [...meQueryKey, 'journal-entries'] as const;

export interface JournalPage {
  /** Newest first. */
  entries: JournalEntryResponse[];
  /** The `before` value for the next (older) page; null when none remain. */
  nextCursor: string | null;
}

type JournalData = InfiniteData<JournalPage, string | undefined>;

export async function fetchJournalPage(before?: string, limit = JOURNAL_PAGE_DEFAULT): Promise<JournalPage> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (before) query.set('before', before);
  let nextCursor: string | null = null;
  const entries = await apiRequest(`/journal/entries?${query.toString()}`, {
    schema: journalEntryResponse.array(),
    onResponse: (response) => {
      nextCursor = response.headers.get('X-Next-Cursor') || null;
    },
  });
  return { entries, nextCursor };
}

/** The person's entries, newest first, a page at a time (older pages on request). */
export function useJournalEntries() {
  const query = useInfiniteQuery({
    queryKey: journalEntriesQueryKey,
    queryFn: ({ pageParam }) => fetchJournalPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  useLogFailure('the journal entries', query.error);
  return query;
}

/**
 * The Idempotency-Key lets the server recognise a retry of the same save (one entry, not two). The
 * answer says whether to offer crisis resources beside the saved entry.
 */
export function createJournalEntry(request: CreateJournalEntryRequest, idempotencyKey: string): Promise<CreatedJournalEntryResponse> {
  return apiRequest('/journal/entries', {
    method: 'POST',
    json: request,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: createdJournalEntryResponse,
  });
}

/** The new entry on top of the first page; a replayed save (same id) is not listed twice. */
function withNewEntry(data: JournalData, entry: JournalEntryResponse): JournalData {
  const pages = data.pages.map((page) => ({ ...page, entries: page.entries.filter((item) => item.id !== entry.id) }));
  const [first, ...rest] = pages;
  return { ...data, pages: first ? [{ ...first, entries: [entry, ...first.entries] }, ...rest] : pages };
}

/**
 * Saves an entry with an Idempotency-Key, so a save whose answer was lost can be retried without
 * writing it twice. The key belongs to one attempt: the same words and mood after a failure reuse
 * it; changed words are a new attempt with a new key (the server refuses a key reused for a
 * different entry).
 */
export function useCreateJournalEntry() {
  const queryClient = useQueryClient();
  const attempt = useRef<{ key: string; content: string; mood: number } | null>(null);

  return useMutation({
    mutationFn: ({ content, mood }: CreateJournalEntryRequest) => {
      const trimmed = content.trim();
      const current = attempt.current;
      const key = current && current.content === trimmed && current.mood === mood ? current.key : newIdempotencyKey();
      attempt.current = { key, content: trimmed, mood };
      return createJournalEntry({ content: trimmed, mood }, key);
    },
    onSuccess: ({ crisis_resources: _offer, ...entry }) => {
      attempt.current = null;
      if (queryClient.getQueryData<JournalData>(journalEntriesQueryKey)) {
        queryClient.setQueryData<JournalData>(journalEntriesQueryKey, (data) => data && withNewEntry(data, entry));
      } else {
        void queryClient.invalidateQueries({ queryKey: journalEntriesQueryKey });
      }
      // An entry can finish the "Write a journal entry" assignment and earn points.
      void queryClient.invalidateQueries({ queryKey: pendingAssignmentsQueryKey });
      void queryClient.invalidateQueries({ queryKey: statsQueryKey });
    },
  });
}
