import { describe, expect, it } from 'vitest';
import type { HttpError } from '../../src/http/errors';
import { createWorkLimiter } from '../../src/lib/work-limiter';

describe('work limiter (a cap on concurrent password hashes)', () => {
  it('runs at most N jobs at once, queues a few, and refuses the rest with 503 and Retry-After', async () => {
    const limiter = createWorkLimiter(2, 3);
    let active = 0;
    let peak = 0;
    const job = () =>
      limiter.run(async () => {
        active += 1;
        peak = Math.max(peak, active);
        await new Promise((resolve) => setTimeout(resolve, 20));
        active -= 1;
        return 'done';
      });
    const results = await Promise.allSettled(Array.from({ length: 10 }, job));
    const done = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(done).toHaveLength(5);
    expect(refused).toHaveLength(5);
    expect(peak).toBe(2);
    const error = refused[0]!.reason as HttpError;
    expect(error.statusCode).toBe(503);
    expect(error.headers['retry-after']).toBe('2');
    expect(error.detail).toBe('The service is very busy right now. Please try again in a moment.');
  });

  it('says it is full, with the same 503, exactly when run would refuse', async () => {
    const limiter = createWorkLimiter(1, 1);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = limiter.run(() => held);
    expect(() => limiter.assertCapacity()).not.toThrow(); // one may still wait
    const second = limiter.run(async () => 'queued');
    let thrown: unknown;
    try {
      limiter.assertCapacity();
    } catch (error) {
      thrown = error;
    }
    expect((thrown as HttpError).statusCode).toBe(503);
    await expect(limiter.run(async () => 'third')).rejects.toMatchObject({ statusCode: 503 });
    release();
    await first;
    await expect(second).resolves.toBe('queued');
    expect(() => limiter.assertCapacity()).not.toThrow();
  });

  it('frees its place when a job fails', async () => {
    const limiter = createWorkLimiter(1, 0);
    await expect(limiter.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run(async () => 'next')).resolves.toBe('next');
  });
});
