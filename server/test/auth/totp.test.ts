import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpRecoveryCodes, users } from '../../src/db/schema';
import { bearer, DEFAULT_PASSWORD, loginRequest, signedInUser } from '../helpers/factories';
import { FakeClock } from '../helpers/fake-clock';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The second factor through the HTTP API (issue 15, item 4), on a real database. Codes are computed
 * here from the secret the API hands out, with an RFC 6238 implementation of the test's own, as an
 * authenticator app would.
 */
let t: TestApp;
beforeAll(async () => {
  // 10 s into a 30-second step, so "now" and the steps either side are unambiguous.
  t = await createTestApp({ clock: new FakeClock('2026-03-02T10:00:10Z') });
});
afterAll(() => t.close());

function base32ToBytes(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** RFC 6238 with SHA-1, 6 digits, 30-second steps from T0 = 0; `steps` moves the phone's clock. */
function codeFor(secret: string, steps = 0): string {
  const counter = Math.floor(t.clock.now().getTime() / 30_000) + steps;
  const message = Buffer.alloc(8);
  message.writeUInt32BE(Math.floor(counter / 2 ** 32), 0);
  message.writeUInt32BE(counter % 2 ** 32, 4);
  const mac = createHmac('sha1', base32ToBytes(secret)).update(message).digest();
  const offset = mac[19]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

type Person = Awaited<ReturnType<typeof signedInUser>>;

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
const setup = (person: Person, payload?: object) => post('/users/me/totp/setup', payload, person.headers);
const enable = (person: Person, code: string) => post('/users/me/totp/enable', { code }, person.headers);
const disable = (person: Person, password: string) => post('/users/me/totp/disable', { password }, person.headers);
const status = (person: Person) => t.app.inject({ method: 'GET', url: '/api/v1/users/me/totp', headers: person.headers });
const secondStep = (mfaToken: string, code: string) => post('/auth/login/mfa', { mfa_token: mfaToken, code });

async function mfaToken(person: { email: string }): Promise<string> {
  const response = await loginRequest(t, person.email, DEFAULT_PASSWORD);
  expect(response.statusCode).toBe(200);
  return response.json().mfa_token;
}

/** A signed-in person with the second factor on: their secret and recovery codes. */
async function personWithTotp() {
  const person = await signedInUser(t);
  const { secret } = (await setup(person)).json();
  const response = await enable(person, codeFor(secret));
  expect(response.statusCode).toBe(200);
  return { ...person, secret: secret as string, recoveryCodes: response.json().recovery_codes as string[] };
}

const activity = async (person: Person) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/users/me/security/activity', headers: person.headers })).json();

describe('setting up the second factor', () => {
  it('answers a 160-bit base32 secret and its otpauth URL; nothing changes until a code confirms it', async () => {
    const person = await signedInUser(t);
    const response = await setup(person);
    expect(response.statusCode).toBe(200);
    const { secret, otpauth_url } = response.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32ToBytes(secret)).toHaveLength(20);
    expect(otpauth_url).toBe(
      `otpauth://totp/Ladder:${encodeURIComponent(person.email)}?secret=${secret}&issuer=Ladder&algorithm=SHA1&digits=6&period=30`,
    );

    expect((await status(person)).json()).toEqual({ enabled: false, recovery_codes_left: 0 });
    expect((await loginRequest(t, person.email, DEFAULT_PASSWORD)).json()).toHaveProperty('access_token');
  });

  it('keeps the secret sealed at rest', async () => {
    const person = await signedInUser(t);
    const { secret } = (await setup(person)).json();
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, person.id));
    expect(row!.totpPendingSecretEncrypted).toMatch(/^enc:v1:/);
    expect(row!.totpPendingSecretEncrypted).not.toContain(secret);
  });

  it('a new set-up replaces the pending one: only the newest secret can be confirmed', async () => {
    const person = await signedInUser(t);
    const first = (await setup(person)).json().secret;
    const second = (await setup(person)).json().secret;
    expect(second).not.toBe(first);
    expect((await enable(person, codeFor(first))).statusCode).toBe(400);
    expect((await enable(person, codeFor(second))).statusCode).toBe(200);
  });

  it('turns on with a code, answers ten different recovery codes once, stored only as hashes, and tells the address', async () => {
    const person = await signedInUser(t);
    const { secret } = (await setup(person)).json();
    const response = await enable(person, codeFor(secret));
    expect(response.statusCode).toBe(200);
    const codes: string[] = response.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);

    const stored = await t.ctx.db.select().from(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, person.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) for (const code of codes) expect(row.codeHash).not.toContain(code.replace('-', ''));
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, person.id));
    expect(row!.totpSecretEncrypted).toMatch(/^enc:v1:/);
    expect(row!.totpPendingSecretEncrypted).toBeNull();

    expect((await status(person)).json()).toEqual({ enabled: true, recovery_codes_left: 10 });
    const events = await activity(person);
    expect(events.second_factor).toBe(true);
    expect(events.events.map((event: { type: string }) => event.type)).toContain('second_factor_enabled');
    await t.deliverMail();
    const mail = await t.smtp.waitForMail(person.email, { subject: 'Two-step sign-in is on' });
    expect(mail.text).not.toContain(secret);
  });

  it('refuses a wrong code (400), an enable without a set-up (409), and a set-up or enable when it is on (409)', async () => {
    const person = await signedInUser(t);
    const withoutSetup = await enable(person, '123456');
    expect(withoutSetup.statusCode).toBe(409);
    expect(typeof withoutSetup.json().detail).toBe('string');

    const { secret } = (await setup(person)).json();
    const wrong = await enable(person, codeFor(secret, 3));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toMatch(/did not match/);
    expect((await enable(person, 'not a code')).statusCode).toBe(400);
    expect((await status(person)).json().enabled).toBe(false);

    expect((await enable(person, codeFor(secret))).statusCode).toBe(200);
    const again = await setup(person);
    expect(again.statusCode).toBe(409);
    expect(typeof again.json().detail).toBe('string');
    expect((await enable(person, codeFor(secret, 1))).statusCode).toBe(409);
  });

  it('needs the password when the sign-in is more than 10 minutes old, and checks it when given', async () => {
    const person = await signedInUser(t);
    t.clock.advance({ minutes: 11 });
    const withoutPassword = await setup(person);
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json()).toEqual({ detail: 'Please enter your password to set up two-step sign-in.', code: 'bad_request' });
    const wrong = await setup(person, { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: 'Your password is incorrect.', code: 'bad_request' });
    const right = await setup(person, { password: person.password });
    expect(right.statusCode).toBe(200);
    expect(right.json().secret).toMatch(/^[A-Z2-7]{32}$/);
    expect((await setup(person, { passwd: person.password })).statusCode).toBe(422);
  });

  it('takes no body, an empty JSON body, or {password}', async () => {
    const person = await signedInUser(t);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/totp/setup',
      headers: { ...person.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(200);
    expect((await setup(person, {})).statusCode).toBe(200);
    expect((await setup(person, { password: person.password })).statusCode).toBe(200);
  });

  it('ends the session after repeated wrong passwords, like every password re-check', async () => {
    const person = await signedInUser(t);
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await setup(person, { password: `wrong password ${i}` })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 401]);
    expect((await status(person)).statusCode).toBe(401);
  });

  it('needs a session for every call under /users/me/totp', async () => {
    for (const [method, url, payload] of [
      ['GET', '/users/me/totp', undefined],
      ['POST', '/users/me/totp/setup', undefined],
      ['POST', '/users/me/totp/enable', { code: '123456' }],
      ['POST', '/users/me/totp/disable', { password: DEFAULT_PASSWORD }],
    ] as const) {
      const response = await t.app.inject({ method, url: `/api/v1${url}`, ...(payload ? { payload } : {}) });
      expect(response.statusCode, url).toBe(401);
    }
  });
});

describe('signing in with the second factor on', () => {
  it('answers mfa_required and no token after the password, then a session for a current code', async () => {
    const person = await personWithTotp();
    const first = await loginRequest(t, person.email, DEFAULT_PASSWORD);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ mfa_required: true, mfa_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expires_in: 300 });

    const response = await secondStep(first.json().mfa_token, codeFor(person.secret));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), token_type: 'bearer', expires_in: 3600 });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(body.access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(person.email);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, person.id));
    expect(row!.totpLastStep).toBe(Math.floor(t.clock.now().getTime() / 30_000));
  });

  it('accepts the code that confirmed the set-up for the first sign-in, then refuses any replay of a step', async () => {
    const person = await personWithTotp();
    const code = codeFor(person.secret);
    expect((await secondStep(await mfaToken(person), code)).statusCode).toBe(200);

    const replay = await secondStep(await mfaToken(person), code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().detail).toMatch(/already been used/);

    const next = await secondStep(await mfaToken(person), codeFor(person.secret, 1));
    expect(next.statusCode).toBe(200);
    // Each step once, whatever the order: the current one stays spent after the next one was used.
    expect((await secondStep(await mfaToken(person), codeFor(person.secret))).json().detail).toMatch(/already been used/);
    expect((await secondStep(await mfaToken(person), codeFor(person.secret, 1))).json().detail).toMatch(/already been used/);
  });

  it('lets only one of two parallel sign-ins use the same code', async () => {
    const person = await personWithTotp();
    const [first, second] = await Promise.all([mfaToken(person), mfaToken(person)]);
    const code = codeFor(person.secret);
    const statuses = (await Promise.all([secondStep(first, code), secondStep(second, code)])).map((response) => response.statusCode);
    expect(statuses.sort()).toEqual([200, 400]);
  });

  it('accepts a phone clock one step behind or ahead, and not two', async () => {
    const person = await personWithTotp();
    for (const steps of [-2, 2]) {
      const refused = await secondStep(await mfaToken(person), codeFor(person.secret, steps));
      expect(refused.statusCode, `${steps} steps`).toBe(400);
      expect(refused.json().detail).toMatch(/not right/);
    }
    // Ahead first, then behind: a phone's code one step behind still works if it was never used.
    expect((await secondStep(await mfaToken(person), codeFor(person.secret, 1))).statusCode).toBe(200);
    expect((await secondStep(await mfaToken(person), codeFor(person.secret, -1))).statusCode).toBe(200);
    expect((await secondStep(await mfaToken(person), codeFor(person.secret, -1))).statusCode).toBe(400);
  });

  it('takes a recovery code once, however it is typed, and tells the address how many are left', async () => {
    const person = await personWithTotp();
    const [code] = person.recoveryCodes;
    const typed = ` ${code!.replace('-', '').toUpperCase()} `;
    const response = await secondStep(await mfaToken(person), typed);
    expect(response.statusCode).toBe(200);
    expect(response.json().token_type).toBe('bearer');

    const again = await secondStep(await mfaToken(person), code!);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toMatch(/not right/);
    expect((await status(person)).json()).toEqual({ enabled: true, recovery_codes_left: 9 });
    expect((await activity(person)).events.map((event: { type: string }) => event.type)).toContain('recovery_code_used');
    await t.deliverMail();
    const mail = await t.smtp.waitForMail(person.email, { subject: 'A recovery code was used to sign in' });
    expect(mail.text).toContain('You have 9 recovery codes left.');
    expect(mail.text).not.toContain(code!);

    expect((await secondStep(await mfaToken(person), person.recoveryCodes[1]!)).statusCode).toBe(200);
  });

  it('answers 400 (not 401) for an unknown, used or expired token, asking to sign in again', async () => {
    const person = await personWithTotp();
    const unknown = await secondStep('x'.repeat(43), codeFor(person.secret));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ detail: 'This sign-in step has expired or was already used. Please sign in again with your password.', code: 'bad_request' });

    const token = await mfaToken(person);
    expect((await secondStep(token, codeFor(person.secret))).statusCode).toBe(200);
    const used = await secondStep(token, codeFor(person.secret, 1));
    expect(used.statusCode).toBe(400);
    expect(used.json().detail).toMatch(/sign in again/);

    const late = await mfaToken(person);
    t.clock.advance({ minutes: 5, seconds: 1 });
    const expired = await secondStep(late, codeFor(person.secret));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().detail).toMatch(/sign in again/);
    expect((await secondStep(await mfaToken(person), codeFor(person.secret))).statusCode).toBe(200);
  });

  it('takes at most 5 codes on one sign-in, in parallel too; the right one after that needs a new sign-in', async () => {
    const person = await personWithTotp();
    const token = await mfaToken(person);
    const responses = await Promise.all(Array.from({ length: 12 }, () => secondStep(token, '000000')));
    const details = responses.map((response) => response.json().detail as string);
    expect(details.filter((detail) => /not right/.test(detail))).toHaveLength(5);
    expect(details.filter((detail) => /last try/.test(detail))).toHaveLength(1);
    for (const response of responses) expect(response.statusCode).toBe(400);
    expect((await secondStep(token, codeFor(person.secret))).json().detail).toMatch(/expired or was already used/);
    expect((await secondStep(await mfaToken(person), codeFor(person.secret))).statusCode).toBe(200);
  });

  it('refuses every code on the account with 429 and Retry-After after 10 wrong ones, until the window passes', async () => {
    const person = await personWithTotp();
    for (let challenge = 0; challenge < 2; challenge += 1) {
      const token = await mfaToken(person);
      for (let i = 0; i < 5; i += 1) expect((await secondStep(token, '000000')).statusCode).toBe(400);
    }
    const throttled = await secondStep(await mfaToken(person), codeFor(person.secret));
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(throttled.json().detail).toMatch(/Too many wrong codes/);
    const types = (await activity(person)).events.map((event: { type: string }) => event.type);
    expect(types.filter((type: string) => type === 'second_factor_failed')).toHaveLength(10);

    t.clock.advance({ minutes: 15 });
    expect((await secondStep(await mfaToken(person), codeFor(person.secret))).statusCode).toBe(200);
  });

  it('validates the body: 422 for a missing code', async () => {
    const response = await post('/auth/login/mfa', { mfa_token: 'abc' });
    expect(response.statusCode).toBe(422);
    expect(typeof response.json().detail).toBe('string');
  });
});

describe('turning the second factor off', () => {
  it('needs the right password (400 otherwise, still on)', async () => {
    const person = await personWithTotp();
    const wrong = await disable(person, 'not my password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: 'Your password is incorrect.', code: 'bad_request' });
    expect((await status(person)).json().enabled).toBe(true);
    expect((await loginRequest(t, person.email, DEFAULT_PASSWORD)).json().mfa_required).toBe(true);
  });

  it('removes the secret and the recovery codes, ends open sign-in steps, and sign-in needs only the password again', async () => {
    const person = await personWithTotp();
    const open = await mfaToken(person);
    const response = await disable(person, person.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.stringMatching(/off/) });

    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, person.id));
    expect(row).toMatchObject({ totpSecretEncrypted: null, totpPendingSecretEncrypted: null, totpEnabledAt: null, totpLastStep: null });
    expect(await t.ctx.db.select().from(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, person.id))).toEqual([]);
    expect((await secondStep(open, codeFor(person.secret))).statusCode).toBe(400);
    expect((await secondStep(open, person.recoveryCodes[0]!)).statusCode).toBe(400);

    const plain = await loginRequest(t, person.email, DEFAULT_PASSWORD);
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toHaveProperty('access_token');
    expect(plain.json()).not.toHaveProperty('mfa_required');
    expect((await status(person)).json()).toEqual({ enabled: false, recovery_codes_left: 0 });
    const events = await activity(person);
    expect(events.second_factor).toBe(false);
    expect(events.events.map((event: { type: string }) => event.type)).toContain('second_factor_disabled');
    await t.deliverMail();
    await t.smtp.waitForMail(person.email, { subject: 'Two-step sign-in is off' });

    expect((await disable(person, person.password)).statusCode).toBe(409);
  });

  it('can be set up again afterwards, with a new secret and new recovery codes', async () => {
    const person = await personWithTotp();
    expect((await disable(person, person.password)).statusCode).toBe(200);
    const { secret } = (await setup(person)).json();
    expect(secret).not.toBe(person.secret);
    const codes = (await enable(person, codeFor(secret))).json().recovery_codes;
    expect(codes.some((code: string) => person.recoveryCodes.includes(code))).toBe(false);
    expect((await secondStep(await mfaToken(person), person.recoveryCodes[0]!)).statusCode).toBe(400);
    expect((await secondStep(await mfaToken(person), codes[0])).statusCode).toBe(200);
  });
});
