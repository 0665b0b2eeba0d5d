import { desc, eq } from 'drizzle-orm';
import { scoreYbocs, type GeneratedExposure, type YbocsResponses } from '@ladder/contracts';
import type { AppContext } from '../../context';
import { ybocsAssessments } from '../../db/schema';
import { unprocessable } from '../../http/errors';
import { CrisisInputError } from '../generator/generate';
import { listIntakeItems } from '../intake/items';
import { claimGeneration } from './generation-limit';
import { presentGenerated } from './presenters';

/**
 * Builds a personal hierarchy from the person's own obsessions, compulsions, triggers and latest
 * Y-BOCS. Nothing is saved here: the person rates the proposals and keeps what they choose.
 */
export async function generateExposures(ctx: AppContext, userId: string): Promise<GeneratedExposure[]> {
  const obsessions = await listIntakeItems(ctx, userId, 'obsession');
  if (obsessions.length === 0) {
    throw unprocessable('Add at least one obsession before generating exposures, so they can be built from your own words.');
  }
  await claimGeneration(ctx, userId);
  const [compulsions, triggers, [latest]] = await Promise.all([
    listIntakeItems(ctx, userId, 'compulsion'),
    listIntakeItems(ctx, userId, 'trigger'),
    ctx.db
      .select()
      .from(ybocsAssessments)
      .where(eq(ybocsAssessments.userId, userId))
      .orderBy(desc(ybocsAssessments.createdAt))
      .limit(1),
  ]);
  try {
    const candidates = await ctx.generator.generate({
      obsessions: obsessions.map((item) => item.description),
      compulsions: compulsions.map((item) => item.description),
      triggers: triggers.map((item) => item.description),
      ybocs: latest ? scoreYbocs(latest.responses as YbocsResponses) : null,
    });
    return candidates.map(presentGenerated);
  } catch (error) {
    if (error instanceof CrisisInputError) throw unprocessable(error.detail);
    throw error;
  }
}
