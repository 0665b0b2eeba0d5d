import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { RECENT_LEARNINGS_LIMIT, type RecentLearning } from '@ladder/contracts';
import type { AppContext } from '../../context';
import { exposureSessions, exposures } from '../../db/schema';
import { openValue, SEALED } from '../../lib/crypto/sealed-columns';
import { presentSession } from './sessions';

/**
 * The person's latest logged sessions that carry a written reflection, with the prediction they
 * tested (docs/clinical.md §24: what was learned is shown back on the dashboard). One query, on the
 * (user_id, ended_at) index; only the rows shown are opened.
 */
export async function listRecentLearnings(ctx: AppContext, userId: string, limit = RECENT_LEARNINGS_LIMIT): Promise<RecentLearning[]> {
  const rows = await ctx.db
    .select({ session: exposureSessions, titleEncrypted: exposures.titleEncrypted })
    .from(exposureSessions)
    .innerJoin(exposures, eq(exposures.id, exposureSessions.exposureId))
    .where(
      and(
        eq(exposureSessions.userId, userId),
        eq(exposureSessions.status, 'completed'),
        isNotNull(exposureSessions.notesEncrypted),
        isNotNull(exposureSessions.endedAt),
      ),
    )
    .orderBy(desc(exposureSessions.endedAt))
    .limit(limit);
  return rows.map(({ session, titleEncrypted }) => {
    const presented = presentSession(session, ctx);
    return {
      session_id: presented.id,
      exposure_id: presented.exposure_id,
      exposure_title: openValue(ctx.cipher, SEALED.exposures.title, titleEncrypted),
      ended_at: presented.ended_at!,
      notes: presented.notes!,
      feared_outcome: presented.feared_outcome,
      feared_outcome_likelihood: presented.feared_outcome_likelihood,
      outcome_happened: presented.outcome_happened,
      surprise: presented.surprise,
    };
  });
}
