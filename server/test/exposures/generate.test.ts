import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { ALL_ANSWERS, refreshLogin, signedInUser } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { GENERATION_DAILY_LIMIT: '3' } });
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof signedInUser>>;
const post = (person: Person, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: person.headers, ...(payload ? { payload } : {}) });
const generate = (app: TestApp, person: Person) =>
  app.app.inject({ method: 'POST', url: '/api/v1/erp-exposures/exposures/generate', headers: person.headers });

async function personWithIntake(app: TestApp = t) {
  const person = await signedInUser(app);
  const send = (url: string, payload: object) =>
    app.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: person.headers, payload });
  await send('/obsessions', { obsessions: [{ description: 'Fear of germs on public door handles making me ill' }], compulsions: [] });
  await send('/compulsions', { compulsions: ['Washing my hands for minutes', 'Using hand sanitiser'] });
  await send('/triggers', { triggers: ['Public door handles', 'Shaking hands'] });
  await send('/assessments/ybocs', { responses: ALL_ANSWERS('2'), is_onboarding: true });
  return person;
}

describe('POST /api/v1/erp-exposures/exposures/generate', () => {
  it('proposes a personal hierarchy from the person’s words without saving it', async () => {
    const person = await personWithIntake();
    const response = await generate(t, person);
    expect(response.statusCode).toBe(200);
    const items = response.json() as Array<{ title: string; description: string; fear_level: number; created_by_ai: boolean; created_by_user: boolean }>;
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items.length).toBeLessThanOrEqual(12);
    for (const item of items) {
      expect(item.created_by_ai).toBe(true);
      expect(item.created_by_user).toBe(false);
      expect(Number.isInteger(item.fear_level) && item.fear_level >= 1 && item.fear_level <= 10).toBe(true);
    }
    const text = items.map((item) => `${item.title} ${item.description}`).join(' ').toLowerCase();
    expect(text).toContain('door handle');
    const saved = await t.app.inject({ method: 'GET', url: '/api/v1/erp-exposures/exposures', headers: person.headers });
    expect(saved.json()).toEqual([]);
  });

  it('answers 422 with a clear detail when there are no obsessions, without using the daily allowance', async () => {
    const person = await signedInUser(t);
    for (let i = 0; i < 4; i += 1) {
      const response = await generate(t, person);
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toMatch(/Add at least one obsession before generating exposures/);
    }
  });

  it('answers 429 with "Daily limit" past GENERATION_DAILY_LIMIT, until the next UTC day', async () => {
    t.clock.set('2026-11-21T20:00:00Z');
    let person = await personWithIntake();
    for (let i = 0; i < 3; i += 1) expect((await generate(t, person)).statusCode).toBe(200);
    const limited = await generate(t, person);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toContain('Daily limit');
    expect(Number(limited.headers['retry-after'])).toBe(4 * 3600);
    t.clock.set('2026-11-22T00:00:01Z');
    person = await refreshLogin(t, person);
    expect((await generate(t, person)).statusCode).toBe(200);
  });

  it('crisis language gets no exposures but a 422 with crisis resources', async () => {
    const person = await signedInUser(t);
    await post(person, '/obsessions', { obsessions: [{ description: 'I want to kill myself, I have no reason to live' }], compulsions: [] });
    const response = await generate(t, person);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain('988');
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/erp-exposures/exposures/generate' });
    expect(response.statusCode).toBe(401);
  });
});

describe('daily limit under concurrency', () => {
  it('N parallel calls at limit 1 give exactly one success, also across two app instances', async () => {
    const local = await createTestApp({ env: { GENERATION_DAILY_LIMIT: '1' } });
    const second = await createTestApp({
      env: { GENERATION_DAILY_LIMIT: '1' },
      clock: local.clock,
      keys: local.keys,
      database: { ...local.database, handle: await local.database.openAnother() },
    });
    try {
      const person = await personWithIntake(local);
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) => generate(i % 2 === 0 ? local : second, person)),
      );
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    } finally {
      await second.close();
      await local.close();
    }
  });
});
