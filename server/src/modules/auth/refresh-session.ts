import type { AppContext } from '../../context';
import { unauthorized } from '../../http/errors';
import { createSession, revokeSession, type IssuedSession } from './sessions';

/**
 * Extends a session by exchanging its token for a new one (spec §4 "Extending the session").
 * The old token is revoked in the same transaction; a second refresh with it fails.
 */
export async function refreshSession(ctx: AppContext, auth: { sessionId: string; userId: string }): Promise<IssuedSession> {
  return ctx.db.transaction(async (tx) => {
    if (!(await revokeSession(tx, ctx.clock, auth.sessionId))) throw unauthorized();
    return createSession(tx, ctx.clock, auth.userId, ctx.config.sessionMinutes);
  });
}
