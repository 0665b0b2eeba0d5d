import { eq } from 'drizzle-orm';
import { suitabilityOutcome, suitabilityRequest, type SuitabilityRequest, type SuitabilityResponse } from '@ladder/contracts';
import type { AppContext } from '../../context';
import { suitabilityAnswers } from '../../db/schema';
import { openValue, sealValue, SEALED } from '../../lib/crypto/sealed-columns';

/**
 * "Is self-help right for me now?" (docs/clinical.md §20). The answers never block
 * anything: they decide what the screen recommends, and they are the person's own record, sealed.
 */
export async function getSuitability(ctx: AppContext, userId: string): Promise<SuitabilityResponse> {
  const [row] = await ctx.db.select().from(suitabilityAnswers).where(eq(suitabilityAnswers.userId, userId));
  if (!row) return { answered_at: null, answers: null, ...suitabilityOutcome(null) };
  const answers = suitabilityRequest.parse(JSON.parse(openValue(ctx.cipher, SEALED.suitabilityAnswers.answers, row.answersEncrypted)));
  return { answered_at: row.answeredAt.toISOString(), answers, ...suitabilityOutcome(answers) };
}

export async function saveSuitability(ctx: AppContext, userId: string, answers: SuitabilityRequest): Promise<SuitabilityResponse> {
  const answeredAt = ctx.clock.now();
  const answersEncrypted = sealValue(ctx.cipher, SEALED.suitabilityAnswers.answers, JSON.stringify(answers));
  await ctx.db
    .insert(suitabilityAnswers)
    .values({ userId, answersEncrypted, answeredAt })
    .onConflictDoUpdate({ target: suitabilityAnswers.userId, set: { answersEncrypted, answeredAt } });
  return { answered_at: answeredAt.toISOString(), answers, ...suitabilityOutcome(answers) };
}
