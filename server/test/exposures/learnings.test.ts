import { RECENT_LEARNINGS_LIMIT } from '@ladder/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { refreshLogin, signedInUser } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof signedInUser>>;
const base = '/api/v1/erp-exposures';
const inject = (person: Person, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `${base}${url}`, headers: person.headers, ...(payload ? { payload } : {}) });

async function newExposure(person: Person, title: string) {
  const response = await inject(person, 'POST', '/exposures', {
    title,
    description: 'Turn the stove off once and leave for 30 minutes. Do not go back or ask anyone to check.',
    fear_level: 6,
  });
  return response.json().id as string;
}

async function practise(person: Person, exposureId: string, log: object) {
  await inject(person, 'POST', `/exposures/${exposureId}/start`, { anxiety_level: 6, feared_outcome: 'The house burns down', feared_outcome_likelihood: 70 });
  t.clock.advance({ minutes: 20 });
  const logged = await inject(person, 'POST', `/exposures/${exposureId}/progress`, { anxiety_level_pre: 6, anxiety_level_post: 4, duration_minutes: 20, ...log });
  expect(logged.statusCode).toBe(201);
  t.clock.advance({ minutes: 5 });
}

describe('recent learnings (issue 17: "what I learned" on the dashboard)', () => {
  it('answers the latest written reflections, newest first, with the prediction each one tested', async () => {
    let person = await signedInUser(t);
    const stove = await newExposure(person, 'Leave without checking the stove');
    const door = await newExposure(person, 'Lock the door once');
    await practise(person, stove, { notes: 'First: the urge peaked and then I just got on with things.', outcome_happened: false, surprise: 7 });
    await practise(person, door, {});
    person = await refreshLogin(t, person);
    await practise(person, door, { notes: 'Second: I can carry doubt about the door.' });
    for (let i = 0; i < RECENT_LEARNINGS_LIMIT; i += 1) {
      person = await refreshLogin(t, person);
      await practise(person, stove, { notes: `Later reflection ${i + 1}` });
    }

    const response = await inject(person, 'GET', '/learnings');
    expect(response.statusCode).toBe(200);
    const learnings = response.json() as Array<Record<string, unknown>>;
    expect(learnings.map((item) => item.notes)).toEqual(
      Array.from({ length: RECENT_LEARNINGS_LIMIT }, (_, i) => `Later reflection ${RECENT_LEARNINGS_LIMIT - i}`),
    );
    expect(learnings[0]).toEqual({
      session_id: expect.any(String),
      exposure_id: stove,
      exposure_title: 'Leave without checking the stove',
      ended_at: expect.any(String),
      notes: `Later reflection ${RECENT_LEARNINGS_LIMIT}`,
      feared_outcome: 'The house burns down',
      feared_outcome_likelihood: 70,
      outcome_happened: null,
      surprise: null,
    });
  });

  it('leaves out sessions without words, open sessions, and everyone else’s', async () => {
    const person = await signedInUser(t);
    const other = await signedInUser(t);
    const mine = await newExposure(person, 'Touch the bin lid');
    const theirs = await newExposure(other, 'Touch the door handle');
    await practise(other, theirs, { notes: 'Someone else’s reflection' });
    await practise(person, mine, {});
    await inject(person, 'POST', `/exposures/${mine}/start`, { anxiety_level: 5 });

    const response = await inject(person, 'GET', '/learnings');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    const theirsNow = (await inject(other, 'GET', '/learnings')).json() as Array<{ notes: string }>;
    expect(theirsNow.map((item) => item.notes)).toEqual(['Someone else’s reflection']);
  });

  it('needs a sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${base}/learnings` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: expect.any(String), code: 'unauthorized' });
  });
});
