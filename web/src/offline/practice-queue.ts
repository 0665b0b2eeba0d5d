/**
 * Practice logged while offline (issue 18 item 4, decision 035): kept on this device in IndexedDB
 * (offline/device-store.ts) and sent when the network returns, exactly once. Each session carries the
 * Idempotency-Key it was first sent with, so a send whose answer was lost, or two tabs sending at the
 * same time, still make one session on the server (server/src/modules/exposures/sessions.ts).
 *
 * It holds health text (the reflections, the feared outcome): on this device only, and cleared with
 * everything else the device keeps at sign-out (`clearDeviceData`, docs/security.md).
 */
import type { LogProgressRequest } from '@ladder/contracts';
import { ApiError } from '../api/client';
import { deviceRequest, PRACTICE_QUEUE } from './device-store';

export interface QueuedPractice {
  /** The Idempotency-Key, also this entry's key in the store. */
  key: string;
  userId: string;
  exposureId: string;
  request: LogProgressRequest;
  /** When it was logged on this device (ms since epoch), to send in that order. */
  queuedAt: number;
}

/** Sent on the window when a practice has been kept, so the status line can count it. */
export const PRACTICE_QUEUED_EVENT = 'ladder:practice-queued';

export type SendPractice = (practice: QueuedPractice) => Promise<unknown>;

export interface FlushResult {
  sent: number;
  /** Refused for good by the server (the exposure was deleted, a conflicting key): not kept. */
  dropped: number;
  /** Still on the device: the network or the server was not there, or the sign-in has ended. */
  kept: number;
}

/** Keeps a practice to send later. False when the device cannot keep it (no IndexedDB, full). */
export async function enqueuePractice(practice: QueuedPractice): Promise<boolean> {
  try {
    const written = await deviceRequest(PRACTICE_QUEUE, 'readwrite', (queue) => queue.put(practice));
    if (written === undefined) return false;
    if (typeof window !== 'undefined') window.dispatchEvent(new Event(PRACTICE_QUEUED_EVENT));
    return true;
  } catch (error) {
    console.error('Could not keep the practice on this device', error);
    return false;
  }
}

/** The person's practices waiting to be sent, oldest first. */
export async function queuedPractices(userId?: string): Promise<QueuedPractice[]> {
  try {
    const all = ((await deviceRequest<unknown[]>(PRACTICE_QUEUE, 'readonly', (queue) => queue.getAll())) ?? []) as QueuedPractice[];
    return all.filter((item) => userId === undefined || item.userId === userId).sort((a, b) => a.queuedAt - b.queuedAt);
  } catch {
    return [];
  }
}

async function removePractice(key: string): Promise<void> {
  await deviceRequest(PRACTICE_QUEUE, 'readwrite', (queue) => queue.delete(key));
}

/** 404: the exposure is gone; 409: the key was used for something else; 422: the server will never take it. */
const REFUSED_FOR_GOOD = new Set([404, 409, 422]);

async function flushNow(userId: string, send: SendPractice): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, dropped: 0, kept: 0 };
  const waiting = await queuedPractices(userId);
  for (const [index, practice] of waiting.entries()) {
    try {
      await send(practice);
      await removePractice(practice.key);
      result.sent += 1;
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (REFUSED_FOR_GOOD.has(status)) {
        // The status only: the practice itself is health data and is never logged (decision 035).
        console.error(`A practice kept on this device was refused (${status}) and is not sent again`);
        await removePractice(practice.key);
        result.dropped += 1;
        continue;
      }
      // No network, a server error, the sign-in over: everything from here on waits for the next try.
      result.kept += waiting.length - index;
      break;
    }
  }
  return result;
}

let running: Promise<FlushResult> | null = null;

/**
 * Sends the person's queued practices, oldest first, each removed only once the server has it.
 * One flush at a time in this tab, and across tabs where the browser has Web Locks; the server's
 * idempotency covers any browser without them.
 */
export function flushPracticeQueue(userId: string, send: SendPractice): Promise<FlushResult> {
  if (running) return running;
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const flush: Promise<FlushResult> = locks
    ? // Resolves with the callback's result; the DOM typings keep the callback's Promise in the type.
      (locks.request('ladder-practice-queue', async () => await flushNow(userId, send)) as unknown as Promise<FlushResult>)
    : flushNow(userId, send);
  const current = flush.finally(() => {
    running = null;
  });
  running = current;
  return current;
}
