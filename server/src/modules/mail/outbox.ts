import type { Executor } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { FieldCipher } from '../../lib/crypto/field-encryption';
import { sealValue, SEALED } from '../../lib/crypto/sealed-columns';
import type { MailContent } from './templates';

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
  db: Executor,
  deps: { cipher: FieldCipher; clock: Clock },
  to: string,
  content: MailContent,
): Promise<void> {
  const now = deps.clock.now();
  const body: MailBody = { text: content.text, html: content.html, headers: content.headers, fromName: content.fromName };
  await db.insert(mailOutbox).values({
    recipient: to,
    subject: content.subject,
    bodyEncrypted: sealValue(deps.cipher, SEALED.mailOutbox.body, JSON.stringify(body)),
    createdAt: now,
    nextAttemptAt: now,
  });
}
