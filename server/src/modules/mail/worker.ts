import { and, eq, inArray, isNull, lte, or, sql, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { FieldCipher } from '../../lib/crypto/field-encryption';
import { openValue, SEALED } from '../../lib/crypto/sealed-columns';
import type { MailBody } from './outbox';
import type { MailTransport } from './transport';

/** Once delivered (or given up), a mail keeps no trace of who it was for: the account may since be deleted. */
export const ERASED_RECIPIENT = '[erased]';
/** After this many failed tries (about a day with the back-off below) a mail is marked failed. */
export const MAX_ATTEMPTS = 12;
const BATCH = 10;
/** A claimed mail is left alone by other processes for this long. */
const CLAIM_SECONDS = 120;

/** MAIL_FROM's address under another display name: "Name <address>". */
export function senderNamed(from: string, name: string): string {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  return `"${name.replace(/["\\]/g, '')}" <${address}>`;
}

export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 4 * 3600);
}

export interface MailWorker {
  /** Delivers every mail that is due now; returns how many were sent. */
  runOnce(): Promise<number>;
  start(pollMs?: number): void;
  /** Asks for a delivery round soon (after a request queued a mail). */
  wake(): void;
  stop(): Promise<void>;
}

export interface MailWorkerDeps {
  db: Database;
  clock: Clock;
  cipher: FieldCipher;
  transport: MailTransport;
  from: string;
  logger: FastifyBaseLogger;
}

export function createMailWorker({ db, clock, cipher, transport, from, logger }: MailWorkerDeps): MailWorker {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = true;
  let pollInterval = 2000;

  /**
   * Claims due mails with FOR UPDATE SKIP LOCKED so that several server processes never pick the
   * same mail, then marks each one sent or schedules its retry.
   */
  async function claim() {
    const now = clock.now();
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          lte(mailOutbox.nextAttemptAt, now),
          or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({
        lockedUntil: new Date(now.getTime() + CLAIM_SECONDS * 1000),
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  async function deliverDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claim();
      if (batch.length === 0) return sent;
      for (const mail of batch) {
        try {
          if (!mail.bodyEncrypted) throw new Error('The mail has no body.');
          const { fromName, ...body } = JSON.parse(openValue(cipher, SEALED.mailOutbox.body, mail.bodyEncrypted)) as MailBody;
          await transport.send({ from: fromName ? senderNamed(from, fromName) : from, to: mail.recipient, subject: mail.subject, ...body });
          await db
            .update(mailOutbox)
            .set({ status: 'sent', sentAt: clock.now(), bodyEncrypted: null, recipient: ERASED_RECIPIENT, lockedUntil: null, lastError: null })
            .where(eq(mailOutbox.id, mail.id));
          sent += 1;
        } catch (error) {
          const message = (error as Error).message.slice(0, 500);
          const failed = mail.attempts >= MAX_ATTEMPTS;
          await db
            .update(mailOutbox)
            .set({
              status: failed ? 'failed' : 'pending',
              lockedUntil: null,
              lastError: message,
              nextAttemptAt: new Date(clock.now().getTime() + retryDelaySeconds(mail.attempts) * 1000),
              bodyEncrypted: failed ? null : mail.bodyEncrypted,
              ...(failed ? { recipient: ERASED_RECIPIENT } : {}),
            })
            .where(eq(mailOutbox.id, mail.id));
          logger.warn({ mailId: mail.id, attempt: mail.attempts, error: message }, failed ? 'mail delivery gave up' : 'mail delivery failed; will retry');
        }
      }
      if (batch.length < BATCH) return sent;
    }
  }

  function runOnce(): Promise<number> {
    running ??= deliverDue().finally(() => {
      running = null;
    });
    return running;
  }

  function schedule(delay: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      runOnce()
        .catch((error: unknown) => logger.error({ error: (error as Error).message }, 'mail worker round failed'))
        .finally(() => schedule(pollInterval));
    }, delay);
    timer.unref();
  }

  return {
    runOnce,
    start(pollMs = 2000) {
      pollInterval = pollMs;
      stopped = false;
      schedule(0);
    },
    wake() {
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => 0);
      transport.close();
    },
  };
}
