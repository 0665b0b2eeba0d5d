import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportPersonData } from '../../src/modules/account/export-data';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { ALL_ANSWERS, bearer, login, loginRequest, signedInUser } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SUPPORT_EMAIL: 'help@ladder.test' } });
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof signedInUser>>;
const api = (person: Person, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: person.headers, ...(payload ? { payload } : {}) });

/** A person who has used every part of the app. */
async function activePerson() {
  const person = await signedInUser(t);
  await api(person, 'POST', '/users/me/accept-tos');
  await api(person, 'POST', '/obsessions', { obsessions: [{ description: 'Secret obsession words' }], compulsions: [] });
  await api(person, 'POST', '/compulsions', { compulsions: ['Secret compulsion words'] });
  await api(person, 'POST', '/triggers', { triggers: ['Secret trigger words'] });
  await api(person, 'POST', '/assessments/ybocs', { responses: ALL_ANSWERS('3'), is_onboarding: true });
  const exposure = (await api(person, 'POST', '/erp-exposures/exposures', { title: 'Secret exposure title', description: 'Secret exposure description', fear_level: 5 })).json();
  await api(person, 'POST', `/erp-exposures/exposures/${exposure.id}/start`, { anxiety_level: 5, feared_outcome: 'Secret fear' });
  await api(person, 'POST', `/erp-exposures/exposures/${exposure.id}/progress`, { anxiety_level_pre: 5, anxiety_level_post: 3, duration_minutes: 12, notes: 'Secret session notes' });
  await api(person, 'POST', '/journal/entries', { content: 'Secret journal words', mood: 7 });
  await api(person, 'POST', '/urges', { compulsion: 'Secret urge compulsion', outcome: 'done', note: 'Secret urge note' });
  await api(person, 'PUT', '/relapse-plan', { warning_signs: 'Secret warning signs', who_to_tell: 'Secret person' });
  await api(person, 'PUT', '/relapse-plan/booster-reminder', { enabled: true, weekday: 2, time: '08:00', time_zone: 'UTC' });
  await api(person, 'GET', '/assignments/pending');
  await api(person, 'GET', '/gamification/stats');
  return person;
}

describe('GET /api/v1/users/me/export', () => {
  it('is a complete, decrypted JSON download of everything held about the person', async () => {
    const person = await activePerson();
    const response = await api(person, 'GET', '/users/me/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="ladder-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = response.json();
    expect(data.account.email).toBe(person.email);
    expect(data.intake).toEqual({ obsessions: ['Secret obsession words'], compulsions: ['Secret compulsion words'], triggers: ['Secret trigger words'] });
    expect(data.ybocs[0]).toMatchObject({ total_score: 30, severity: 'Severe' });
    expect(data.exposures[0]).toMatchObject({ title: 'Secret exposure title', description: 'Secret exposure description' });
    expect(data.exposures[0].sessions[0]).toMatchObject({ notes: 'Secret session notes', feared_outcome: 'Secret fear', anxiety_level_pre: 5, anxiety_level_post: 3 });
    expect(data.journal[0]).toMatchObject({ content: 'Secret journal words', mood: 7 });
    expect(data.urges).toEqual([expect.objectContaining({ compulsion: 'Secret urge compulsion', outcome: 'done', note: 'Secret urge note' })]);
    expect(data.relapse_plan).toMatchObject({ warning_signs: 'Secret warning signs', who_to_tell: 'Secret person', if_signs_appear: '' });
    expect(data.reminders).toEqual([expect.objectContaining({ kind: 'weekly_booster', weekday: 2 })]);
    expect(data.points.total).toBeGreaterThan(0);
    expect(data.achievements.map((a: { title: string }) => a.title)).toContain('First step');
    expect(data.assignments.length).toBeGreaterThan(0);
    expect(data.subscription.status).toBe('lifetime');
    expect(JSON.stringify(data)).not.toMatch(/password|enc:v1:/);
  });

  it('holds every field the export builds: the response schema leaves nothing out', async () => {
    const person = await activePerson();
    const response = await api(person, 'GET', '/users/me/export');
    // The answer goes through contracts' accountExport, which drops keys it does not list.
    expect(response.json()).toEqual({ ...(await exportPersonData(t.ctx, person.id)), exported_at: response.json().exported_at });
  });

  it('needs a session and shows only the caller’s data', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/me/export' })).statusCode).toBe(401);
    await activePerson();
    const other = await signedInUser(t);
    const data = (await api(other, 'GET', '/users/me/export')).json();
    expect(data.journal).toEqual([]);
    expect(data.exposures).toEqual([]);
  });
});

describe('POST /api/v1/users/me/sign-out-others', () => {
  it('ends every other session and keeps this one', async () => {
    const person = await signedInUser(t);
    const phone = await login(t, person.email);
    const tablet = await login(t, person.email);
    const response = await api(person, 'POST', '/users/me/sign-out-others');
    expect(response.json()).toEqual({ signed_out: 2 });
    const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(tablet)).statusCode).toBe(401);
    expect((await me(person.token)).statusCode).toBe(200);
    expect((await api(person, 'POST', '/users/me/sign-out-others')).json()).toEqual({ signed_out: 0 });
  });
});

describe('DELETE /api/v1/users/me', () => {
  it('refuses a wrong password and keeps everything', async () => {
    const person = await activePerson();
    const response = await api(person, 'DELETE', '/users/me', { password: 'not my password' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Your password is incorrect.', code: 'bad_request' });
    expect((await api(person, 'GET', '/journal/entries')).json()).toHaveLength(1);
  });

  it('deletes every row of the person, ends their sessions, mails a confirmation, and leaves no trace', async () => {
    const person = await activePerson();
    const response = await api(person, 'DELETE', '/users/me', { password: person.password });
    expect(response.statusCode).toBe(204);
    expect((await api(person, 'GET', '/users/me')).statusCode).toBe(401);
    expect((await loginRequest(t, person.email, person.password)).statusCode).toBe(400);

    await t.deliverMail();
    const mail = await t.smtp.waitForMail(person.email, { subject: 'Your Ladder account has been deleted' });
    expect(mail.text).toContain('cannot be undone');

    // Search every table of the database for the person's id, address and words.
    const tables = (await t.ctx.db.execute(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    )).rows as Array<{ table_name: string }>;
    expect(tables.length).toBeGreaterThan(10);
    for (const { table_name } of tables) {
      const rows = (await t.ctx.db.execute(sql.raw(`SELECT row_to_json(t)::text AS row FROM "${table_name}" t`))).rows as Array<{ row: string }>;
      for (const { row } of rows) {
        expect(row, `${table_name} still mentions the person`).not.toContain(person.id);
        expect(row, `${table_name} still holds the address`).not.toContain(person.email);
        expect(row).not.toContain('Secret');
      }
    }
  });
});

describe('GET /api/v1/public/config', () => {
  it('tells public pages the support address without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/public/config' });
    expect(response.json()).toEqual({ support_email: 'help@ladder.test' });
  });
});
