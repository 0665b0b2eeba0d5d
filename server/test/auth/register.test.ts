import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, loginRequest, uniqueEmail } from '../helpers/factories';
import { isContextPassword } from '../../src/modules/auth/passwords';
import { linkFrom, RESET_LINK } from '../helpers/smtp-test-server';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body as object, headers });

describe('POST /api/v1/auth/register', () => {
  it('creates an unverified account and mails a verification link built from APP_URL', async () => {
    const email = uniqueEmail();
    const response = await register({ email: `  ${email.toUpperCase()} `, password: 'quiet morning walk', recaptcha_token: null }, {
      host: 'evil.example.com',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Account created. Please check your email for verification instructions.' });

    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerifiedAt).toBeNull();
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);

    expect(await t.deliverMail()).toBe(1);
    const mail = await t.smtp.waitForMail(email, { subject: 'Confirm your email address' });
    expect(linkFrom(mail)).toMatch(/^http:\/\/ladder\.test\/verify-email\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain('http://ladder.test/verify-email?token=');
    expect(mail.text).not.toContain('evil.example.com');
  });

  it('answers the same for an address that already has an account, and mails its owner a notice with a reset link', async () => {
    const owner = await createUser(t.ctx);
    const response = await register({ email: owner.email, password: 'another long phrase', recaptcha_token: null });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Account created. Please check your email for verification instructions.' });

    await t.deliverMail();
    const mail = await t.smtp.waitForMail(owner.email);
    expect(mail.subject).toBe('You already have a Ladder account');
    expect(mail.text).toContain('http://ladder.test/login');
    expect(mail.text).not.toContain('verify-email');
    expect(linkFrom(mail, RESET_LINK)).toMatch(/^http:\/\/ladder\.test\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    const rows = await t.ctx.db.select().from(users).where(eq(users.email, owner.email));
    expect(rows).toHaveLength(1);
    // The owner's password is untouched.
    expect((await loginRequest(t, owner.email, owner.password)).statusCode).toBe(200);
    expect((await loginRequest(t, owner.email, 'another long phrase')).statusCode).toBe(400);
  });

  it('gives an unverified address registered again a fresh verification link that replaces the pending one', async () => {
    const owner = await createUser(t.ctx, { verified: false });
    await register({ email: owner.email, password: 'another long phrase', recaptcha_token: null });
    await t.deliverMail();
    const mail = await t.smtp.waitForMail(owner.email);
    expect(mail.subject).toBe('Confirm your email address');
    expect(linkFrom(mail)).toContain('http://ladder.test/verify-email?token=');
  });

  it('refuses common and leaked passwords and says why', async () => {
    const response = await register({ email: uniqueEmail(), password: 'password123', recaptcha_token: null });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(/common or leaked passwords/);
  });

  it('refuses a password that is the e-mail address', async () => {
    const email = uniqueEmail();
    const response = await register({ email, password: email, recaptcha_token: null });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('Your password must not be your email address. Please choose a different one.');
  });

  it.each([
    [{ email: 'not-an-address', password: 'quiet morning walk' }, 'Enter a valid email address.', ['body', 'email']],
    [{ email: 'someone@example.org', password: 'short' }, 'Password must be at least 8 characters.', ['body', 'password']],
    [{ email: 'someone@example.org', password: 'x'.repeat(129) }, 'Password must be at most 128 characters.', ['body', 'password']],
    [{ password: 'quiet morning walk' }, 'Email is required.', ['body', 'email']],
  ])('answers 422 with a clear detail for %o', async (body, detail, loc) => {
    const response = await register(body);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(detail);
    expect(response.json().errors[0].loc).toEqual(loc);
  });

  it('accepts a long passphrase up to 128 characters with no composition rules', async () => {
    const response = await register({ email: uniqueEmail(), password: 'a'.repeat(60) + ' ' + 'b'.repeat(67), recaptcha_token: null });
    expect(response.statusCode).toBe(201);
  });

  it('queues nothing when the request fails validation', async () => {
    const email = uniqueEmail();
    await register({ email, password: 'short' });
    const queued = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    expect(queued).toHaveLength(0);
  });

  it('caps the mails one inbox can receive through sign-ups', async () => {
    t.clock.advance({ hours: 1 }); // a fresh throttling window for this address
    const owner = await createUser(t.ctx);
    for (let i = 0; i < 5; i += 1) {
      const response = await register({ email: owner.email, password: 'another long phrase' });
      expect(response.statusCode).toBe(201);
    }
    const queued = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, owner.email));
    expect(queued).toHaveLength(3);
  });
});

describe('registration throttling', () => {
  it('answers 429 with Retry-After after too many sign-ups from one address', async () => {
    const local = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const response = await local.app.inject({
          method: 'POST',
          url: '/api/v1/auth/register',
          payload: { email: uniqueEmail(), password: 'quiet morning walk' },
        });
        statuses.push(response.statusCode);
        if (i === 10) {
          expect(response.json().detail).toMatch(/^Too many sign-ups from this network\. Please try again in \d+ minutes?\.$/);
          expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
      expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
      expect(statuses[10]).toBe(429);
      local.clock.advance({ hours: 1 });
      const later = await local.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: { email: uniqueEmail(), password: 'quiet morning walk' },
      });
      expect(later.statusCode).toBe(201);
    } finally {
      await local.close();
    }
  });
});

describe('context-specific words (ASVS 5.0 V6.2.11)', () => {
  it.each(['Ladder2026!', 'ocdocdocd', 'ERP-ERP-ERP-1', 'exposures!!', '#ybocs2026#'])('refuses "%s"', (password) => {
    expect(isContextPassword(password)).toBe(true);
  });
  it.each(['my ladder to the attic', 'calm blue river stones', '12345678901', 'ocd is not my name'])('accepts "%s"', (password) => {
    expect(isContextPassword(password)).toBe(false);
  });
  it('says why through the API', async () => {
    const response = await register({ email: uniqueEmail(), password: 'Ladder2026!', recaptcha_token: null });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(/a word from this app/);
  });
});
