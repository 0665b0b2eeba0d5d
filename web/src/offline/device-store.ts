/**
 * What the signed-in person's device keeps so the app opens and a practice can be run without a
 * network (issue 18 item 4, decision 035): their user record, their ladder, their subscription status
 * and the practices logged while offline (offline/practice-queue.ts).
 *
 * Where: IndexedDB on this device, in one database for one person. Never Cache Storage: the service
 * worker (public/sw.js) caches only the app's own files and public pages, never an /api/ answer.
 * Cleared by every sign-out, by account deletion and when a sign-in ends (auth/AuthProvider.tsx
 * `endSession`), and when another person signs in on this device (`keepUser`). docs/security.md
 * "Health data on the device".
 *
 * Without IndexedDB (jsdom, private modes that refuse it) every call here quietly does nothing: the
 * app then behaves as it did online-only.
 */
import type { UserResponse } from '@ladder/contracts';

const DB_NAME = 'ladder-device';
const DB_VERSION = 1;
export const RECORDS = 'records';
export const PRACTICE_QUEUE = 'practice-queue';

/** The answers kept for an offline start; each is replaced by the next successful answer. */
export type RecordName = 'me' | 'exposures' | 'subscription-status';

let opening: Promise<IDBDatabase | null> | null = null;

function available(): boolean {
  try {
    return typeof indexedDB !== 'undefined' && indexedDB !== null;
  } catch {
    return false;
  }
}

/** The database, opened once per page; null where IndexedDB is missing or refused. */
export function openDeviceStore(): Promise<IDBDatabase | null> {
  if (!available()) return Promise.resolve(null);
  opening ??= new Promise<IDBDatabase | null>((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(DB_NAME, DB_VERSION);
    } catch {
      resolve(null);
      return;
    }
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(RECORDS)) db.createObjectStore(RECORDS);
      if (!db.objectStoreNames.contains(PRACTICE_QUEUE)) db.createObjectStore(PRACTICE_QUEUE, { keyPath: 'key' });
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab upgrading later closes this one rather than waiting on it.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
  return opening;
}

/** One request in its own transaction, as a promise; undefined when there is no store. */
export async function deviceRequest<T>(
  store: string,
  mode: IDBTransactionMode,
  run: (objects: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  const db = await openDeviceStore();
  if (!db) return undefined;
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(store, mode);
    const request = run(transaction.objectStore(store));
    // Resolved once written for good, not when the request alone succeeds.
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? request.error ?? new Error('IndexedDB request failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

export async function readRecord<T>(name: RecordName): Promise<T | undefined> {
  try {
    return (await deviceRequest<unknown>(RECORDS, 'readonly', (records) => records.get(name))) as T | undefined;
  } catch {
    return undefined;
  }
}

export async function keepRecord(name: RecordName, value: unknown): Promise<void> {
  try {
    await deviceRequest(RECORDS, 'readwrite', (records) => records.put(value, name));
  } catch {
    // Full or refused: the app works online as before, only without its offline copy.
  }
}

/**
 * Keeps the signed-in person's record. Another person's data is never left beside it: when the
 * record belongs to someone else, everything kept here (their ladder, their queued practice) goes first.
 */
export async function keepUser(user: UserResponse): Promise<void> {
  const kept = await readRecord<UserResponse>('me');
  if (kept && kept.id !== user.id) await clearDeviceData();
  await keepRecord('me', user);
}

/**
 * Everything this device keeps for the person (decision 035): sign-out, deletion, a sign-in that ended.
 * `keepPractice`: a sign-in that ran out or was ended elsewhere keeps the practice still waiting to be
 * sent, as it keeps a practice in progress (decision 024): it is the person's logged work, sent when
 * they sign in again. The copies of their record and ladder go; another person signing in here
 * clears the queue too (keepUser).
 */
export async function clearDeviceData(options: { keepPractice?: boolean } = {}): Promise<void> {
  try {
    const db = await openDeviceStore();
    if (!db) return;
    await new Promise<void>((resolve, reject) => {
      const transaction = db.transaction([RECORDS, PRACTICE_QUEUE], 'readwrite');
      transaction.objectStore(RECORDS).clear();
      if (!options.keepPractice) transaction.objectStore(PRACTICE_QUEUE).clear();
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB clear failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB clear aborted'));
    });
  } catch (error) {
    console.error('Could not clear the data kept on this device', error);
  }
}

/** Tests: the next call opens the database afresh. */
export function forgetDeviceStoreConnection(): void {
  opening = null;
}
