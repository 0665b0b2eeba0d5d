import { desc, eq } from 'drizzle-orm';
import { scoreYbocs, type YbocsResponses } from '@ladder/contracts';
import type { AppContext } from '../../context';
import { ybocsAssessments } from '../../db/schema';
import type { GenerationInput } from '../generator/types';
import { listIntakeItems } from '../intake/items';

/** Everything generation reads about the person: their three lists and their latest Y-BOCS. */
export async function loadGenerationInput(ctx: AppContext, userId: string): Promise<GenerationInput> {
  const [obsessions, compulsions, triggers, [latest]] = await Promise.all([
    listIntakeItems(ctx, userId, 'obsession'),
    listIntakeItems(ctx, userId, 'compulsion'),
    listIntakeItems(ctx, userId, 'trigger'),
    ctx.db.select().from(ybocsAssessments).where(eq(ybocsAssessments.userId, userId)).orderBy(desc(ybocsAssessments.createdAt)).limit(1),
  ]);
  return {
    obsessions: obsessions.map((item) => item.description),
    compulsions: compulsions.map((item) => item.description),
    triggers: triggers.map((item) => item.description),
    ybocs: latest ? scoreYbocs(latest.responses as YbocsResponses) : null,
  };
}
