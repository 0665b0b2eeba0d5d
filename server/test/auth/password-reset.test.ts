import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, securityEvents, users } from '../../src/db/schema';
import { hashToken } from '../../src/lib/crypto/tokens';
import { sealTotpSecret } from '../../src/modules/auth/totp/sealed-secret';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, createUser, loginRequest, signedInUser, uniqueEmail } from '../helpers/factories';
import { linkFrom, RESET_LINK } from '../helpers/smtp-test-server';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

const SAME_ANSWER = {
  message: 'If that address has a Ladder account, we have sent it a link to choose a new password. It works once and expires in 60 minutes.',
};
const NEW_PASSWORD = 'a new quiet harbour at dawn';

const forgot = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email }, headers });
const reset = (token: string, newPassword = NEW_PASSWORD, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, new_password: newPassword }, headers });

/** Asks for a link through the API and reads it from the mail the SMTP stand-in received. */
let requests = 0;
async function mailedToken(email: string): Promise<string> {
  requests += 1; // each request from a client of its own, clear of the per-client throttle
  expect((await forgot(email, { 'x-forwarded-for': `10.9.${Math.floor(requests / 200)}.${requests % 200}` })).statusCode).toBe(200);
  await t.deliverMail();
  await t.smtp.waitForMail(email, { subject: 'Reset your Ladder password' });
  const mail = t.smtp.mailsTo(email).filter((received) => received.subject === 'Reset your Ladder password').at(-1)!;
  const link = linkFrom(mail, RESET_LINK);
  expect(link).toMatch(/^http:\/\/ladder\.test\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
  return new URL(link).searchParams.get('token')!;
}

describe('POST /api/v1/auth/forgot-password', () => {
  it('answers the same sentence for a known address, an unknown one and an unverified one, and mails only the known ones', async () => {
    const known = await createUser(t.ctx);
    const unverified = await createUser(t.ctx, { verified: false });
    const unknown = uniqueEmail('nobody');
    const answers = await Promise.all([forgot(known.email), forgot(unknown), forgot(unverified.email)]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(SAME_ANSWER);
    }
    await t.deliverMail();
    expect((await t.smtp.waitForMail(known.email)).subject).toBe('Reset your Ladder password');
    expect((await t.smtp.waitForMail(unverified.email)).subject).toBe('Reset your Ladder password');
    expect(t.smtp.mailsTo(unknown)).toHaveLength(0);
  });

  it('takes about the same time for known and unknown addresses (a floor on every answer)', async () => {
    t.clock.advance({ hours: 1 });
    const known = await createUser(t.ctx);
    const timings: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    for (let round = 0; round < 3; round += 1) {
      for (const [kind, email] of [['known', known.email], ['unknown', uniqueEmail('nobody')]] as const) {
        const started = performance.now();
        await forgot(email, { 'x-forwarded-for': `192.0.2.${round}` });
        timings[kind].push(performance.now() - started);
      }
    }
    const median = (values: number[]) => values.toSorted((a, b) => a - b)[1]!;
    // Both paths wait for the same floor, so neither is quick; the difference is the noise of one query.
    expect(Math.min(...timings.unknown)).toBeGreaterThanOrEqual(290);
    expect(Math.min(...timings.known)).toBeGreaterThanOrEqual(290);
    expect(Math.abs(median(timings.known) - median(timings.unknown))).toBeLessThan(150);
  });

  it('throttles by client (429 with Retry-After) and, silently, by the address mailed', async () => {
    t.clock.advance({ hours: 1 });
    const person = await createUser(t.ctx);
    const client = { 'x-forwarded-for': '198.51.100.201' };
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await forgot(person.email, client)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    await t.deliverMail();
    // Three account mails an hour reach one inbox, however many clients ask.
    expect(t.smtp.mailsTo(person.email)).toHaveLength(3);
  });

  it('validates the address', async () => {
    const response = await forgot('not an address');
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('Enter a valid email address.');
  });
});

describe('POST /api/v1/auth/reset-password', () => {
  it('sets the new password once: the old password and every session end, a notice is mailed', async () => {
    const person = await signedInUser(t);
    const token = await mailedToken(person.email);
    const [stored] = await t.ctx.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, person.id));
    expect(stored?.tokenHash).toBe(hashToken(token));
    expect(stored?.tokenHash).not.toContain(token);

    const answer = await reset(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toMatch(/Your password has been changed/);

    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: person.headers })).statusCode).toBe(401);
    expect((await loginRequest(t, person.email, person.password)).statusCode).toBe(400);
    expect((await loginRequest(t, person.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(token, 'yet another long passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toMatch(/already been used/);

    await t.deliverMail();
    const notice = await t.smtp.waitForMail(person.email, { subject: 'Your password was changed' });
    expect(notice.text).not.toContain(NEW_PASSWORD);
    const events = await t.ctx.db.select().from(securityEvents).where(eq(securityEvents.userId, person.id));
    expect(events.map((event) => event.type)).toEqual(expect.arrayContaining(['password_reset_requested', 'password_reset']));
  });

  it('ends an older link when a newer one is issued', async () => {
    const person = await createUser(t.ctx);
    const older = await mailedToken(person.email);
    const newer = await mailedToken(person.email);
    expect((await reset(older)).statusCode).toBe(400);
    expect((await reset(newer)).statusCode).toBe(200);
  });

  it('ends unused links when the password is changed in settings', async () => {
    const person = await signedInUser(t);
    const token = await mailedToken(person.email);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/change-password',
      headers: person.headers,
      payload: { current_password: person.password, new_password: 'changed in the settings screen' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await reset(token)).statusCode).toBe(400);
  });

  it('refuses a link after 60 minutes, and accepts it just before', async () => {
    const first = await createUser(t.ctx);
    const late = await mailedToken(first.email);
    t.clock.advance({ minutes: 60, seconds: 1 });
    const expired = await reset(late);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().detail).toMatch(/expired/);

    const second = await createUser(t.ctx);
    const onTime = await mailedToken(second.email);
    t.clock.advance({ minutes: 59 });
    expect((await reset(onTime)).statusCode).toBe(200);
  });

  it('applies the password policy before the link is spent, so a refused password keeps the link working', async () => {
    const person = await createUser(t.ctx);
    const token = await mailedToken(person.email);
    const common = await reset(token, 'password123');
    expect(common.statusCode).toBe(422);
    expect(common.json().detail).toMatch(/common or leaked passwords/);
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(422);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('refuses made-up and malformed tokens with a clear detail', async () => {
    for (const token of ['x', 'A'.repeat(43), 'not-a-real-token-but-long-enough-to-look-like-one']) {
      const answer = await reset(token);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().detail).toMatch(/not valid/);
    }
  });

  it('lets only one of two simultaneous uses of a link win', async () => {
    const person = await createUser(t.ctx);
    const token = await mailedToken(person.email);
    const answers = await Promise.all([reset(token, 'first of two racing phrases'), reset(token, 'second of two racing phrases')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('lets the owner back in from a client that was throttled, and verifies an address never verified', async () => {
    t.clock.advance({ minutes: 15 });
    const person = await createUser(t.ctx, { verified: false });
    const client = { 'x-forwarded-for': '203.0.113.77' };
    for (let i = 0; i < 11; i += 1) await loginRequest(t, person.email, `wrong ${i}`, client);
    expect((await loginRequest(t, person.email, person.password, client)).statusCode).toBe(429);
    const token = await mailedToken(person.email);
    expect((await reset(token)).statusCode).toBe(200);
    const signedIn = await loginRequest(t, person.email, NEW_PASSWORD, client);
    expect(signedIn.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, person.id));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(signedIn.json().access_token) });
    expect(me.json().email).toBe(person.email);
  });
});

describe('a reset and the second factor', () => {
  it('leaves two-step sign-in on: after a reset the new password still needs a code', async () => {
    const person = await createUser(t.ctx);
    await t.ctx.db
      .update(users)
      .set({ totpSecretEncrypted: sealTotpSecret(t.ctx.cipher, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'), totpEnabledAt: t.clock.now() })
      .where(eq(users.id, person.id));
    const token = await mailedToken(person.email);
    expect((await reset(token)).statusCode).toBe(200);
    const signIn = await loginRequest(t, person.email, NEW_PASSWORD);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toEqual({ mfa_required: true, mfa_token: expect.any(String), expires_in: expect.any(Number) });
    expect(signIn.json().access_token).toBeUndefined();
  });
});
