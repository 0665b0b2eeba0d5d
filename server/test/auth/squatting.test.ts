import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { purgeUnverifiedAccounts } from '../../src/modules/auth/purge-unverified';
import { runMaintenance } from '../../src/maintenance';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, loginRequest, uniqueEmail } from '../helpers/factories';
import { linkFrom, RESET_LINK } from '../helpers/smtp-test-server';

/**
 * Issue 15, "no squatting": whoever registers an address first must not decide its password. The
 * link mailed applies the password of the registration it was sent for; registering again replaces
 * a pending registration; a verified address is never changed; unverified accounts go after 72 hours.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

let clients = 0;
const register = (email: string, password: string) => {
  clients += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { email, password },
    headers: { 'x-forwarded-for': `10.20.${Math.floor(clients / 200)}.${clients % 200}` },
  });
};
const verify = (token: string) => t.app.inject({ method: 'GET', url: `/api/v1/auth/verify-email/${encodeURIComponent(token)}` });

async function latestLink(email: string, pattern?: RegExp): Promise<string> {
  await t.deliverMail();
  await t.smtp.waitForMail(email);
  return linkFrom(t.smtp.mailsTo(email).at(-1)!, pattern);
}
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('registering an address someone else registered first', () => {
  it("applies the owner's password when the owner opens the link sent for the owner's registration", async () => {
    const email = uniqueEmail('owner');
    expect((await register(email, 'squatter chose this phrase')).statusCode).toBe(201);
    const squattersLink = await latestLink(email);
    expect((await register(email, 'the real owner phrase')).statusCode).toBe(201);
    const ownersLink = await latestLink(email);
    expect(ownersLink).not.toBe(squattersLink);

    // The pending registration was replaced: the earlier link no longer verifies anything.
    expect((await verify(tokenOf(squattersLink))).statusCode).toBe(400);
    expect((await verify(tokenOf(ownersLink))).statusCode).toBe(200);

    expect((await loginRequest(t, email, 'the real owner phrase')).statusCode).toBe(200);
    expect((await loginRequest(t, email, 'squatter chose this phrase')).statusCode).toBe(400);
  });

  it('a link applies the password of its own registration, whichever registration came last', async () => {
    const email = uniqueEmail('order');
    await register(email, 'first registration phrase');
    const link = await latestLink(email);
    const [pending] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    // Verifying applies the password carried by the link, even if the account row were changed since.
    await t.ctx.db.update(users).set({ passwordHash: 'not-a-hash' }).where(eq(users.id, pending!.id));
    expect((await verify(tokenOf(link))).statusCode).toBe(200);
    expect((await loginRequest(t, email, 'first registration phrase')).statusCode).toBe(200);
  });

  it('never changes a verified account: its owner is mailed a notice with a working reset link, the answer is the same', async () => {
    const owner = await createUser(t.ctx);
    const answer = await register(owner.email, 'an attacker phrase here');
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ message: 'Account created. Please check your email for verification instructions.' });
    const resetLink = await latestLink(owner.email, RESET_LINK);
    expect((await loginRequest(t, owner.email, owner.password)).statusCode).toBe(200);
    expect((await loginRequest(t, owner.email, 'an attacker phrase here')).statusCode).toBe(400);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token: tokenOf(resetLink), new_password: 'owner picked a new phrase' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await loginRequest(t, owner.email, 'owner picked a new phrase')).statusCode).toBe(200);
  });

  it('resending verification keeps the pending registration’s password', async () => {
    const email = uniqueEmail('resend');
    await register(email, 'pending registration phrase');
    await latestLink(email);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/resend-verification', payload: { email } });
    const resent = await latestLink(email);
    expect((await verify(tokenOf(resent))).statusCode).toBe(200);
    expect((await loginRequest(t, email, 'pending registration phrase')).statusCode).toBe(200);
  });
});

describe('purging unverified accounts', () => {
  it('deletes accounts never verified 72 hours after their last registration, and nothing else', async () => {
    const stale = await createUser(t.ctx, { verified: false });
    const verified = await createUser(t.ctx);
    t.clock.advance({ hours: 71 });
    const renewedEmail = uniqueEmail('renewed');
    await register(renewedEmail, 'registered again later');
    t.clock.advance({ hours: 1, seconds: 1 });
    const purged = await purgeUnverifiedAccounts(t.ctx);
    expect(purged).toBeGreaterThanOrEqual(1);
    const remaining = async (id: string) => (await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length;
    expect(await remaining(stale.id)).toBe(0);
    expect(await remaining(verified.id)).toBe(1);
    const [renewed] = await t.ctx.db.select().from(users).where(eq(users.email, renewedEmail));
    expect(renewed).toBeDefined();

    // The hourly maintenance runs the same purge.
    t.clock.advance({ hours: 72 });
    await runMaintenance(t.ctx);
    expect(await t.ctx.db.select().from(users).where(eq(users.email, renewedEmail))).toHaveLength(0);
  });
});
