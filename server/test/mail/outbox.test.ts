import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema';
import { enqueueMail } from '../../src/modules/mail/outbox';
import { verificationMail } from '../../src/modules/mail/templates';
import { createSmtpTransport } from '../../src/modules/mail/transport';
import { createMailWorker, ERASED_RECIPIENT, MAX_ATTEMPTS, retryDelaySeconds } from '../../src/modules/mail/worker';
import { createTestApp, silentLogger, type TestApp } from '../helpers/test-app';
import { uniqueEmail } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsFor = (email: string) => t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
const rowById = (id: string) => t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));

describe('mail outbox', () => {
  it('keeps the body sealed at rest and erases it once delivered', async () => {
    const email = uniqueEmail();
    await enqueueMail(t.ctx, email, verificationMail('http://ladder.test/verify-email?token=secret-link', 24));
    const [queued] = await rowsFor(email);
    expect(queued?.status).toBe('pending');
    expect(queued?.bodyEncrypted).toMatch(/^enc:v1:/);
    expect(queued?.bodyEncrypted).not.toContain('secret-link');

    await t.deliverMail();
    const [sent] = await rowById(queued!.id);
    expect(sent?.status).toBe('sent');
    expect(sent?.bodyEncrypted).toBeNull();
    expect(sent?.recipient).toBe(ERASED_RECIPIENT);
    expect((await t.smtp.waitForMail(email)).text).toContain('secret-link');
  });

  it('keeps mails while SMTP is down, retries with back-off, and delivers each once when it returns', async () => {
    const email = uniqueEmail();
    await enqueueMail(t.ctx, email, verificationMail('http://ladder.test/verify-email?token=later', 24));
    await t.smtp.stop();

    expect(await t.deliverMail()).toBe(0);
    const [failed] = await rowsFor(email);
    expect(failed?.status).toBe('pending');
    expect(failed?.attempts).toBe(1);
    expect(failed?.lastError).toBeTruthy();
    expect(failed!.nextAttemptAt.getTime() - t.clock.now().getTime()).toBe(retryDelaySeconds(1) * 1000);

    await t.smtp.start();
    expect(await t.deliverMail()).toBe(0); // not due yet
    t.clock.advance({ seconds: retryDelaySeconds(1) });
    expect(await t.deliverMail()).toBe(1);
    expect(await t.deliverMail()).toBe(0);
    expect(t.smtp.mailsTo(email)).toHaveLength(1);
    const [sent] = await rowById(failed!.id);
    expect(sent?.status).toBe('sent');
    expect(sent?.attempts).toBe(2);
  });

  it('gives up after MAX_ATTEMPTS and drops the body', async () => {
    const email = uniqueEmail();
    await enqueueMail(t.ctx, email, verificationMail('http://ladder.test/x', 24));
    await t.ctx.db.update(mailOutbox).set({ attempts: MAX_ATTEMPTS - 1 }).where(eq(mailOutbox.recipient, email));
    await t.smtp.stop();
    await t.deliverMail();
    await t.smtp.start();
    const [row] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'failed'));
    expect(row?.status).toBe('failed');
    expect(row?.bodyEncrypted).toBeNull();
    expect(row?.recipient).toBe(ERASED_RECIPIENT);
    expect(await rowsFor(email)).toEqual([]);
  });

  it('two workers running at once deliver every mail exactly once', async () => {
    const second = createMailWorker({
      db: (await t.database.openAnother()).db,
      clock: t.clock,
      cipher: t.ctx.cipher,
      transport: createSmtpTransport(t.smtp.url),
      from: 'test@localhost',
      logger: silentLogger,
    });
    const emails = Array.from({ length: 25 }, () => uniqueEmail('many'));
    for (const email of emails) await enqueueMail(t.ctx, email, verificationMail('http://ladder.test/y', 24));
    const [a, b] = await Promise.all([t.deliverMail(), second.runOnce()]);
    expect(a + b).toBe(25);
    for (const email of emails) expect(t.smtp.mailsTo(email)).toHaveLength(1);
  });

  it('uses the configured sender', async () => {
    const email = uniqueEmail();
    await enqueueMail(t.ctx, email, verificationMail('http://ladder.test/z', 24));
    await t.deliverMail();
    expect((await t.smtp.waitForMail(email)).from).toBe('no-reply@localhost');
  });
});

describe('retry back-off', () => {
  it('doubles from 30 s and caps at 4 h', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(20)).toBe(4 * 3600);
  });
});
