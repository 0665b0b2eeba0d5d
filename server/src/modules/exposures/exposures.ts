import { and, desc, eq, sql } from 'drizzle-orm';
import type { CreateExposureRequest, ExposureResponse } from '@ladder/contracts';
import type { AppContext } from '../../context';
import { exposures } from '../../db/schema';
import { preparedQuery } from '../../db/prepared';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { isUuid } from '../../lib/ids';
import { sealValue, SEALED } from '../../lib/crypto/sealed-columns';
import { contentWarning } from '../safety/items/filter';
import { presentExposure } from './presenters';
import { practiceSummaries } from './practice';

type CreateInput = Required<Pick<CreateExposureRequest, 'title' | 'description' | 'fear_level'>> & {
  created_by_ai: boolean;
  created_by_user: boolean;
  acknowledge_warning?: boolean;
};

/**
 * An exposure the person writes gets the same content check as generated ones, as a warning they
 * can read and override (docs/clinical.md §10 binds what Ladder suggests; the list
 * is theirs). The warning comes first; adding it anyway is the person's choice.
 */
function assertNoUnreadWarning(input: CreateInput) {
  if (input.acknowledge_warning) return;
  const warning = contentWarning({ title: input.title, description: input.description });
  if (warning) throw unprocessable(`${warning.message} You can change it, or add it anyway: it is your list.`, 'safety_warning');
}

/** The exposures list is a hot read: prepared once (src/db/prepared.ts). */
const exposuresQuery = preparedQuery((db) =>
  db
    .select()
    .from(exposures)
    .where(eq(exposures.userId, sql.placeholder('userId')))
    .orderBy(desc(exposures.createdAt))
    .prepare('exposures_list'),
);

export async function listExposures(ctx: AppContext, userId: string): Promise<ExposureResponse[]> {
  const rows = await exposuresQuery(ctx.db).execute({ userId });
  const practice = await practiceSummaries(ctx, userId, rows);
  return rows.map((row) => presentExposure(row, ctx.cipher, practice.get(row.id)));
}

export async function createExposure(ctx: AppContext, userId: string, input: CreateInput): Promise<ExposureResponse> {
  assertNoUnreadWarning(input);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(exposures)
    .values({
      userId,
      titleEncrypted: sealValue(ctx.cipher, SEALED.exposures.title, input.title),
      descriptionEncrypted: sealValue(ctx.cipher, SEALED.exposures.description, input.description),
      fearLevel: input.fear_level,
      createdByAi: input.created_by_ai,
      createdByUser: input.created_by_user,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return presentExposure(row!, ctx.cipher);
}

/**
 * Deletes an exposure the person has not started (docs/product.md §32 offers delete only then). Started ones
 * carry session history, which is never thrown away by a stray click. Not the caller's: 404.
 */
export async function deleteExposure(ctx: AppContext, userId: string, exposureId: string): Promise<void> {
  if (!isUuid(exposureId)) throw notFound('This exposure was not found.');
  const [row] = await ctx.db
    .select({ status: exposures.status })
    .from(exposures)
    .where(and(eq(exposures.id, exposureId), eq(exposures.userId, userId)));
  if (!row) throw notFound('This exposure was not found.');
  if (row.status !== 'not_started') {
    throw conflict('Only exposures you have not started can be deleted, so your practice history is kept.');
  }
  await ctx.db
    .delete(exposures)
    .where(and(eq(exposures.id, exposureId), eq(exposures.userId, userId), eq(exposures.status, 'not_started')));
}
