import { createHmac } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ExposureSessionResponse, LogProgressInput, StartExposureInput } from '@ladder/contracts';
import { type AppContext, type ServiceContext, withTx } from '../../context';
import { exposureSessions, exposures } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { recordActivity } from '../gamification/activity';
import { isUuid } from '../../lib/ids';
import { openValue, sealValue, SEALED, type SealedColumn } from '../../lib/crypto/sealed-columns';
import { recordExposurePractice } from './practice';

type SessionRow = typeof exposureSessions.$inferSelect;

/** An open session older than this is not resumed: it is kept as abandoned and a new one starts. */
const RESUME_WINDOW_MS = 24 * 3600_000;

export function presentSession(row: SessionRow, ctx: AppContext): ExposureSessionResponse {
  const open = (value: string | null, column: SealedColumn) => (value === null ? null : openValue(ctx.cipher, column, value));
  return {
    id: row.id,
    exposure_id: row.exposureId,
    status: row.status === 'open' ? 'open' : 'completed',
    started_at: row.startedAt?.toISOString() ?? null,
    ended_at: row.endedAt?.toISOString() ?? null,
    anxiety_level_pre: row.anxietyPre,
    anxiety_level_post: row.anxietyPost,
    duration_minutes: row.durationMinutes,
    notes: open(row.notesEncrypted, SEALED.exposureSessions.notes),
    feared_outcome: open(row.fearedOutcomeEncrypted, SEALED.exposureSessions.fearedOutcome),
    feared_outcome_likelihood: row.fearedOutcomeLikelihood,
    outcome_happened: row.outcomeHappened,
    surprise: row.surprise,
    peak_anxiety: row.peakAnxiety,
    did_compulsion: row.didCompulsion,
    check_ins: row.checkIns ?? null,
    slips: row.slips,
  };
}

/**
 * The session's peak (docs/clinical.md §24: record the peak): the person's own answer, else the
 * highest of their ratings and check-ins when they gave any check-ins, else unknown.
 */
function peakOf(input: LogProgressInput): number | null {
  if (input.peak_anxiety !== null) return input.peak_anxiety;
  if (!input.check_ins) return null;
  return Math.max(1, input.anxiety_level_pre, input.anxiety_level_post, ...input.check_ins.map((entry) => entry.anxiety));
}

async function ownExposure(ctx: Pick<ServiceContext, 'db'>, userId: string, exposureId: string, lock = false) {
  if (!isUuid(exposureId)) throw notFound('This exposure was not found.');
  const query = ctx.db.select().from(exposures).where(and(eq(exposures.id, exposureId), eq(exposures.userId, userId)));
  // Two sends of one queued session (two tabs coming back online) wait for each other here, so the
  // second finds the first one's row by its key instead of closing or writing another (decision 035).
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('This exposure was not found.');
  return row;
}

/**
 * What a logging request asked for, keyed (HMAC) so the digest says nothing about the words in it
 * (health text is never stored in the clear, decision 005). Same exposure and same answers: same digest.
 */
function requestDigest(ctx: AppContext, exposureId: string, input: LogProgressInput): string {
  // An end time left out is left out of the digest, so keys stored before devices sent one still match.
  const entries = Object.entries(input).filter(([name, value]) => !(name === 'ended_at' && value === null));
  const canonical = JSON.stringify([exposureId, entries.sort(([a], [b]) => a.localeCompare(b))]);
  return createHmac('sha256', ctx.cipher.deriveKey('exposure-session-request')).update(canonical).digest('hex');
}

async function openSessionOf(ctx: Pick<ServiceContext, 'db'>, exposureId: string) {
  const [row] = await ctx.db
    .select()
    .from(exposureSessions)
    .where(and(eq(exposureSessions.exposureId, exposureId), eq(exposureSessions.status, 'open')));
  return row ?? null;
}

/**
 * Start Session (docs/product.md §37): opens a session and moves not_started → in_progress. If a session is
 * already open (the tab was closed mid-timer), it is resumed as it was: same start time, so the
 * timer shows the real elapsed time. The timer never resets (docs/clinical.md §23).
 */
export async function startExposure(ctx: AppContext, userId: string, exposureId: string, input: StartExposureInput) {
  return ctx.db.transaction(async (tx) => {
    const exposure = await ownExposure(withTx(ctx, tx), userId, exposureId);
    const now = ctx.clock.now();
    const open = await openSessionOf(withTx(ctx, tx), exposureId);
    if (open && open.startedAt && now.getTime() - open.startedAt.getTime() < RESUME_WINDOW_MS) {
      return { session: presentSession(open, ctx), resumed: true };
    }
    if (open) await tx.update(exposureSessions).set({ status: 'abandoned' }).where(eq(exposureSessions.id, open.id));
    const [created] = await tx
      .insert(exposureSessions)
      .values({
        userId,
        exposureId,
        status: 'open',
        startedAt: now,
        anxietyPre: input.anxiety_level,
        fearedOutcomeEncrypted: input.feared_outcome ? sealValue(ctx.cipher, SEALED.exposureSessions.fearedOutcome, input.feared_outcome) : null,
        fearedOutcomeLikelihood: input.feared_outcome_likelihood,
        createdAt: now,
      })
      .returning();
    if (exposure.status === 'not_started') {
      await tx.update(exposures).set({ status: 'in_progress', updatedAt: now }).where(eq(exposures.id, exposureId));
    }
    return { session: presentSession(created!, ctx), resumed: false };
  });
}

/**
 * Submit (docs/product.md §37): closes the open session with the ratings, or records one without a start when
 * the start call was lost. latest_anxiety becomes the post rating; the exposure is completed when
 * this session began at anxiety 1 (the ERP tips box, docs/product.md §32). A completed exposure stays completed.
 */
/**
 * When the session ended: the device's time when it sent one (a session kept offline arrives later,
 * decision 035), held between the earliest moment it can have ended (its recorded start, or the
 * exposure's creation) and the server's clock. A device clock that is wrong, ahead or far behind, so
 * files the session at the nearest possible moment instead of refusing it: nothing practised is lost.
 */
export function sessionEnd(sent: Date | null, bounds: { now: Date; earliest: Date | null }): Date {
  if (!sent) return bounds.now;
  const earliest = bounds.earliest && bounds.earliest.getTime() <= bounds.now.getTime() ? bounds.earliest.getTime() : bounds.now.getTime();
  return new Date(Math.min(bounds.now.getTime(), Math.max(earliest, sent.getTime())));
}

export async function logProgress(ctx: AppContext, userId: string, exposureId: string, input: LogProgressInput, idempotencyKey?: string) {
  return ctx.db.transaction(async (tx) => {
    const exposure = await ownExposure(withTx(ctx, tx), userId, exposureId, idempotencyKey !== undefined);
    const digest = idempotencyKey === undefined ? null : requestDigest(ctx, exposureId, input);
    if (idempotencyKey !== undefined) {
      // A replay (the answer was lost, or the offline queue sent it again): the same session, nothing new.
      const [earlier] = await tx
        .select()
        .from(exposureSessions)
        .where(and(eq(exposureSessions.userId, userId), eq(exposureSessions.idempotencyKey, idempotencyKey)));
      if (earlier) {
        if (earlier.requestDigest !== digest) throw conflict('This Idempotency-Key was already used for a different session.');
        return presentSession(earlier, ctx);
      }
    }
    const now = ctx.clock.now();
    const open = await openSessionOf(withTx(ctx, tx), exposureId);
    const endedAt = sessionEnd(input.ended_at, { now, earliest: open?.startedAt ?? exposure.createdAt });
    const values = {
      status: 'completed' as const,
      endedAt,
      anxietyPre: input.anxiety_level_pre,
      anxietyPost: input.anxiety_level_post,
      durationMinutes: input.duration_minutes,
      notesEncrypted: input.notes ? sealValue(ctx.cipher, SEALED.exposureSessions.notes, input.notes) : null,
      outcomeHappened: input.outcome_happened,
      surprise: input.surprise,
      peakAnxiety: peakOf(input),
      // A slip recorded during the timer is a compulsion done, unless the person said otherwise.
      didCompulsion: input.did_compulsion ?? (input.slips ? true : null),
      checkIns: input.check_ins ? [...input.check_ins].sort((a, b) => a.minute - b.minute) : null,
      slips: input.slips,
      idempotencyKey: idempotencyKey ?? null,
      requestDigest: digest,
    };
    const feared = input.feared_outcome ? sealValue(ctx.cipher, SEALED.exposureSessions.fearedOutcome, input.feared_outcome) : undefined;
    const [session] = open
      ? await tx
          .update(exposureSessions)
          .set({
            ...values,
            ...(feared ? { fearedOutcomeEncrypted: feared } : {}),
            ...(input.feared_outcome_likelihood !== null ? { fearedOutcomeLikelihood: input.feared_outcome_likelihood } : {}),
          })
          .where(eq(exposureSessions.id, open.id))
          .returning()
      : await tx
          .insert(exposureSessions)
          .values({
            ...values,
            userId,
            exposureId,
            startedAt: null,
            fearedOutcomeEncrypted: feared ?? null,
            fearedOutcomeLikelihood: input.feared_outcome_likelihood,
            createdAt: now,
          })
          .returning();
    const status = exposure.status === 'completed' || input.anxiety_level_pre <= 1 ? 'completed' : 'in_progress';
    await tx
      .update(exposures)
      .set({ latestAnxiety: input.anxiety_level_post, status, updatedAt: now })
      .where(eq(exposures.id, exposureId));
    await recordExposurePractice(withTx(ctx, tx), exposureId, { endedAt, anxietyPre: input.anxiety_level_pre });
    // Points, the practice day and the streak go by when it was practised (the daily cap of that day).
    await recordActivity(withTx(ctx, tx), userId, { kind: 'session', sessionId: session!.id, durationMinutes: input.duration_minutes, exposureId }, endedAt);
    return presentSession(session!, ctx);
  });
}

export async function listSessions(ctx: AppContext, userId: string, exposureId: string): Promise<ExposureSessionResponse[]> {
  await ownExposure(ctx, userId, exposureId);
  const rows = await ctx.db
    .select()
    .from(exposureSessions)
    .where(and(eq(exposureSessions.exposureId, exposureId), inArray(exposureSessions.status, ['open', 'completed'])))
    .orderBy(desc(exposureSessions.createdAt));
  return rows.map((row) => presentSession(row, ctx));
}
