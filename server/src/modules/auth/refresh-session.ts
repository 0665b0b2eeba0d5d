import { type AppContext, withTx } from '../../context';
import { unauthorized } from '../../http/errors';
import type { ClientInfo } from '../security/client';
import { createSession, findSessionFamily, revokeSession, type IssuedSession } from './sessions';

/** Less than this left of the absolute lifetime and a refresh is refused: the person signs in again. */
const LEAST_USEFUL_EXTENSION_MS = 60_000;

export const SIGN_IN_AGAIN = 'For your security, please sign in again: a sign-in lasts at most a few hours, however often it is extended.';

/**
 * Extends a session by exchanging its token for a new one (docs/product.md §15 "Extending the session").
 * The old token is revoked in the same transaction; a second refresh with it fails. The new token
 * belongs to the same sign-in and never outlives its absolute lifetime (SESSION_ABSOLUTE_HOURS,
 * docs/security.md "Session lifetime").
 */
export async function refreshSession(
  ctx: AppContext,
  auth: { sessionId: string; userId: string; client?: ClientInfo | null },
): Promise<IssuedSession> {
  return ctx.db.transaction(async (tx) => {
    const family = await findSessionFamily(withTx(ctx, tx), auth.sessionId, ctx.config.sessionAbsoluteHours);
    if (!family) throw unauthorized();
    if (family.absoluteExpiresAt.getTime() - ctx.clock.now().getTime() < LEAST_USEFUL_EXTENSION_MS) throw unauthorized(SIGN_IN_AGAIN);
    if (!(await revokeSession(withTx(ctx, tx), auth.sessionId))) throw unauthorized();
    return createSession(withTx(ctx, tx), auth.userId, ctx.config.sessionMinutes, { continues: family, client: auth.client ?? null });
  });
}
