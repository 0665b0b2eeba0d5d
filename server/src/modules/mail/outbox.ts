import { mailOutbox } from '../../db/schema';
import { sealValue, SEALED } from '../../lib/crypto/sealed-columns';
import type { MailContent } from './templates';
import type { ServiceContext } from '../../context';

export interface MailBody {
  text: string;
  html: string;
  headers?: Record<string, string>;
  fromName?: string;
}

/**
 * Writes a mail to the outbox inside the caller's transaction: the mail exists exactly when the
 * change that caused it was committed, and it survives an SMTP outage or a process restart.
 */
export async function enqueueMail(
  ctx: Pick<ServiceContext, 'db' | 'cipher' | 'clock'>,
  to: string,
  content: MailContent,
): Promise<void> {
  const now = ctx.clock.now();
  const body: MailBody = { text: content.text, html: content.html, headers: content.headers, fromName: content.fromName };
  await ctx.db.insert(mailOutbox).values({
    recipient: to,
    subject: content.subject,
    bodyEncrypted: sealValue(ctx.cipher, SEALED.mailOutbox.body, JSON.stringify(body)),
    createdAt: now,
    nextAttemptAt: now,
  });
}
