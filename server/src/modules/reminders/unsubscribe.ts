import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { reminders } from '../../db/schema';
import { notFound } from '../../http/errors';

/**
 * One-click unsubscribe links (RFC 8058). The token is the reminder's id and an HMAC of it under a
 * key derived from the data key, so nothing is stored and nobody can make one for another reminder
 * (256 bits of MAC). It turns that reminder off and nothing else, so it needs no sign-in. After a
 * data-key rotation, older links answer 404; the next reminder carries a new one (decision 022).
 */
const PURPOSE = 'reminder-unsubscribe';
const ID_BYTES = 16;
const MAC_BYTES = 32;

function mac(ctx: Pick<AppContext, 'cipher'>, id: Buffer): Buffer {
  return createHmac('sha256', ctx.cipher.deriveKey(PURPOSE)).update('unsubscribe:v1:').update(id).digest();
}

export function unsubscribeToken(ctx: Pick<AppContext, 'cipher'>, reminderId: string): string {
  const id = Buffer.from(reminderId.replace(/-/g, ''), 'hex');
  return Buffer.concat([id, mac(ctx, id)]).toString('base64url');
}

/** The reminder a token names, or null when it is not one of ours. */
export function reminderIdFromToken(ctx: Pick<AppContext, 'cipher'>, token: string): string | null {
  if (!/^[A-Za-z0-9_-]{64}$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== ID_BYTES + MAC_BYTES) return null;
  const id = bytes.subarray(0, ID_BYTES);
  if (!timingSafeEqual(bytes.subarray(ID_BYTES), mac(ctx, id))) return null;
  const hex = id.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The address in the mail and in List-Unsubscribe: the page (GET) and the one-click POST share it. */
export function unsubscribeUrl(appUrl: string, token: string): string {
  return `${appUrl}/unsubscribe/${token}`;
}

export const UNSUBSCRIBED_MESSAGE = 'Reminders are off. You can turn them on again in Settings.';

/** Turns the token's reminder off. Already off is fine; a token that names nothing is a 404. */
export async function unsubscribeReminder(ctx: AppContext, token: string): Promise<void> {
  const reminderId = reminderIdFromToken(ctx, token);
  const notOurs = notFound('This link is not valid. You can turn reminders off in Settings.');
  if (!reminderId) throw notOurs;
  const updated = await ctx.db
    .update(reminders)
    .set({ enabled: false, nextDueAt: null, updatedAt: ctx.clock.now() })
    .where(eq(reminders.id, reminderId))
    .returning({ id: reminders.id });
  if (updated.length === 0) throw notOurs;
}
