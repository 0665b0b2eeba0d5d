/**
 * An answer the app needs to open offline (decision 035): each successful answer is kept on the
 * device (offline/device-store.ts, IndexedDB), and when there is no network at all (ApiError status 0)
 * the kept one stands in. Any answer from the server, an error included, is taken as it is.
 */
import type { UserResponse } from '@ladder/contracts';
import { ApiError } from '../api/client';
import { keepRecord, keepUser, readRecord, type RecordName } from './device-store';

export async function withOfflineCopy<T>(name: RecordName, fetcher: () => Promise<T>): Promise<T> {
  let value: T;
  try {
    value = await fetcher();
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) {
      const kept = await readRecord<T>(name);
      if (kept !== undefined) return kept;
    }
    throw error;
  }
  // The record first: a different person's kept data is cleared before theirs is written.
  if (name === 'me') await keepUser(value as UserResponse);
  else void keepRecord(name, value);
  return value;
}
