import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { uniqueEmail } from '../helpers/factories';
import { linkFrom } from '../helpers/smtp-test-server';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function registerAndReadToken(email = uniqueEmail()) {
  t.clock.advance({ hours: 1 }); // keep each case in its own throttling window
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { email, password: 'quiet morning walk' },
  });
  expect(response.statusCode).toBe(201);
  await t.deliverMail();
  const link = linkFrom(await t.smtp.waitForMail(email));
  return { email, token: new URL(link).searchParams.get('token')! };
}

const verify = (token: string) => t.app.inject({ method: 'GET', url: `/api/v1/auth/verify-email/${encodeURIComponent(token)}` });

describe('GET /api/v1/auth/verify-email/{token}', () => {
  it('verifies the address once', async () => {
    const { email, token } = await registerAndReadToken();
    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Your email address has been verified. You can now sign in.' });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);

    const second = await verify(token);
    expect(second.statusCode).toBe(400);
    expect(second.json().detail).toBe(
      'This verification link has already been used. If your email address is verified, you can sign in.',
    );
  });

  it('refuses a link older than 24 hours', async () => {
    const { email, token } = await registerAndReadToken();
    t.clock.advance({ hours: 24, seconds: 1 });
    const response = await verify(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('This verification link has expired. Sign in with your email address to request a new one.');
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerifiedAt).toBeNull();
  });

  it('accepts a link just before it expires', async () => {
    const { token } = await registerAndReadToken();
    t.clock.advance({ hours: 23, minutes: 59 });
    expect((await verify(token)).statusCode).toBe(200);
  });

  it.each(['x'.repeat(43), 'short', 'A'.repeat(300)])('refuses an unknown or malformed token (%s)', async (token) => {
    const response = await verify(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(
      'This verification link is not valid. Please check that you opened the whole link from the email.',
    );
  });

  it('lets only one of two simultaneous clicks consume the link', async () => {
    const { token } = await registerAndReadToken();
    const results = await Promise.all([verify(token), verify(token), verify(token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });
});

describe('POST /api/v1/auth/resend-verification', () => {
  const resend = (email: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/resend-verification', payload: { email } });
  const expected = {
    message: 'If that address has an account that still needs verification, a new verification email is on its way.',
  };

  it('mails a new, working link to an unverified account', async () => {
    const { email } = await registerAndReadToken();
    const before = t.smtp.mailsTo(email).length;
    const response = await resend(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expected);
    await t.deliverMail();
    const mails = t.smtp.mailsTo(email);
    expect(mails).toHaveLength(before + 1);
    const token = new URL(linkFrom(mails.at(-1)!)).searchParams.get('token')!;
    expect((await verify(token)).statusCode).toBe(200);
  });

  it('answers the same for unknown and verified addresses and mails nothing', async () => {
    const { email, token } = await registerAndReadToken();
    await verify(token);
    const unknown = uniqueEmail();
    const countBefore = t.smtp.received.length;
    expect((await resend(email)).json()).toEqual(expected);
    expect((await resend(unknown)).json()).toEqual(expected);
    await t.deliverMail();
    expect(t.smtp.received.length).toBe(countBefore);
  });

  it('validates the address', async () => {
    const response = await resend('nope');
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('Enter a valid email address.');
  });
});
