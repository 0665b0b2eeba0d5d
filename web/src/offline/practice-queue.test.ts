import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { clearDeviceData, keepUser, readRecord } from './device-store';
import { withOfflineCopy } from './offline-copy';
import { enqueuePractice, flushPracticeQueue, PRACTICE_QUEUED_EVENT, queuedPractices, type QueuedPractice } from './practice-queue';

const SAM = 'c0ffee00-0000-4000-8000-000000000001';
const ALEX = 'c0ffee00-0000-4000-8000-000000000002';

function practice(key: string, queuedAt: number, userId = SAM): QueuedPractice {
  return {
    key,
    userId,
    exposureId: 'e0000000-0000-4000-8000-000000000001',
    request: { anxiety_level_pre: 7, anxiety_level_post: 4, duration_minutes: 12, notes: 'Stayed with it.' },
    queuedAt,
  };
}

afterEach(async () => {
  await clearDeviceData();
});

describe('the practice queue on this device (decision 035)', () => {
  it('keeps a practice, announces it, and lists it for its person only, oldest first', async () => {
    const announced = vi.fn();
    window.addEventListener(PRACTICE_QUEUED_EVENT, announced);
    expect(await enqueuePractice(practice('key-b', 2000))).toBe(true);
    expect(await enqueuePractice(practice('key-a', 1000))).toBe(true);
    expect(await enqueuePractice(practice('key-c', 3000, ALEX))).toBe(true);
    window.removeEventListener(PRACTICE_QUEUED_EVENT, announced);

    expect(announced).toHaveBeenCalledTimes(3);
    expect((await queuedPractices(SAM)).map((item) => item.key)).toEqual(['key-a', 'key-b']);
    expect((await queuedPractices(SAM))[0]!.request.notes).toBe('Stayed with it.');
  });

  it('sends each practice once, with its own key, and removes it once sent', async () => {
    await enqueuePractice(practice('key-a', 1000));
    await enqueuePractice(practice('key-b', 2000));
    const send = vi.fn(async (_item: QueuedPractice) => ({ ok: true }));

    // Two flushes at once (the page starting and `online` firing together) send each practice once.
    const [first, second] = await Promise.all([flushPracticeQueue(SAM, send), flushPracticeQueue(SAM, send)]);
    expect(first).toEqual({ sent: 2, dropped: 0, kept: 0 });
    expect(second).toBe(first);
    expect(send.mock.calls.map(([item]) => item.key)).toEqual(['key-a', 'key-b']);

    expect(await queuedPractices(SAM)).toEqual([]);
    expect(await flushPracticeQueue(SAM, send)).toEqual({ sent: 0, dropped: 0, kept: 0 });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps a practice whose send failed, and sends it on the next try with the same key', async () => {
    await enqueuePractice(practice('key-a', 1000));
    await enqueuePractice(practice('key-b', 2000));
    const offline = vi.fn(async () => {
      throw new ApiError(0, null);
    });
    expect(await flushPracticeQueue(SAM, offline)).toEqual({ sent: 0, dropped: 0, kept: 2 });
    // Offline, the first failure stops the round: the rest is not tried in vain.
    expect(offline).toHaveBeenCalledTimes(1);

    const serverError = vi.fn(async () => {
      throw new ApiError(503, 'Try again later.');
    });
    expect(await flushPracticeQueue(SAM, serverError)).toEqual({ sent: 0, dropped: 0, kept: 2 });
    expect((await queuedPractices(SAM)).map((item) => item.key)).toEqual(['key-a', 'key-b']);

    const back = vi.fn(async (_item: QueuedPractice) => ({ ok: true }));
    expect(await flushPracticeQueue(SAM, back)).toEqual({ sent: 2, dropped: 0, kept: 0 });
    expect(back.mock.calls.map(([item]) => item.key)).toEqual(['key-a', 'key-b']);
  });

  it('drops a practice the server refuses for good (the exposure was deleted), and goes on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await enqueuePractice(practice('key-a', 1000));
    await enqueuePractice(practice('key-b', 2000));
    const send = vi.fn(async (item: QueuedPractice) => {
      if (item.key === 'key-a') throw new ApiError(404, 'This exposure was not found.');
      return { ok: true };
    });
    expect(await flushPracticeQueue(SAM, send)).toEqual({ sent: 1, dropped: 1, kept: 0 });
    expect(await queuedPractices(SAM)).toEqual([]);
    // Only the status is logged, never the practice's words.
    expect(JSON.stringify(vi.mocked(console.error).mock.calls)).not.toContain('Stayed with it');
  });

  it("only sends the signed-in person's practice", async () => {
    await enqueuePractice(practice('sam-key', 1000));
    await enqueuePractice(practice('alex-key', 2000, ALEX));
    const send = vi.fn(async (_item: QueuedPractice) => ({ ok: true }));
    await flushPracticeQueue(ALEX, send);
    expect(send.mock.calls.map(([item]) => item.key)).toEqual(['alex-key']);
    expect((await queuedPractices()).map((item) => item.key)).toEqual(['sam-key']);
  });
});

describe('answers kept for an offline start (decision 035)', () => {
  const user = { id: SAM, email: 'sam@example.com', completed_onboarding: true, accepted_tos: true, created_at: '2025-01-05T15:04:00.000Z' };

  it('keeps the last answer and gives it back only when there is no network at all', async () => {
    expect(await withOfflineCopy('exposures', async () => [{ id: 'one' }])).toEqual([{ id: 'one' }]);
    await vi.waitFor(async () => expect(await readRecord('exposures')).toEqual([{ id: 'one' }]));

    const offline = async (): Promise<unknown> => {
      throw new ApiError(0, null);
    };
    expect(await withOfflineCopy('exposures', offline)).toEqual([{ id: 'one' }]);

    // A real answer from the server is never covered up by the copy.
    const refused = withOfflineCopy('exposures', async () => {
      throw new ApiError(401, 'Your session has expired. Please log in again.');
    });
    await expect(refused).rejects.toMatchObject({ status: 401 });
  });

  it("another person's sign-in clears everything kept for the last one first", async () => {
    await keepUser(user);
    await withOfflineCopy('exposures', async () => [{ id: 'sams' }]);
    await enqueuePractice(practice('sam-key', 1000));
    await vi.waitFor(async () => expect(await readRecord('exposures')).toEqual([{ id: 'sams' }]));

    await keepUser({ ...user, id: ALEX, email: 'alex@example.com' });
    expect(await readRecord('exposures')).toBeUndefined();
    expect(await queuedPractices()).toEqual([]);
    expect(await readRecord('me')).toMatchObject({ id: ALEX });
  });
});
