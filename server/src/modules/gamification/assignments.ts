import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { AssignmentResponse } from '@ladder/contracts';
import type { AppContext } from '../../context';
import { assignments, exposures, journalEntries, ybocsAssessments } from '../../db/schema';
import { notFound } from '../../http/errors';
import { isUuid } from '../exposures/exposures';
import { TITLE_CONTEXT } from '../exposures/presenters';
import { recordActivity } from './activity';

const DAY = 86_400_000;
/** CLINICAL.md: retesting too often can become checking; the Y-BOCS is suggested every two weeks at most. */
export const YBOCS_RETEST_DAYS = 14;
export const JOURNAL_PROMPT_DAYS = 7;
export const PRACTISE_BREAK_DAYS = 0.5;

type Kind = 'practise_exposure' | 'journal' | 'ybocs';
/** Practice first: it is what helps (CLINICAL.md); the rest supports it. */
const KIND_ORDER: readonly Kind[] = ['practise_exposure', 'journal', 'ybocs'];

/**
 * The exposure that fits the person's level best: one they are in the middle of, else a first step
 * around fear 4-6 (CLINICAL.md "most first steps around 4-6"), else the easiest not yet started.
 */
async function nextExposure(ctx: AppContext, userId: string): Promise<string | null> {
  const open = await ctx.db
    .select({ id: exposures.id, status: exposures.status, fear: exposures.fearLevel, latest: exposures.latestAnxiety })
    .from(exposures)
    .where(and(eq(exposures.userId, userId), inArray(exposures.status, ['not_started', 'in_progress'])))
    .orderBy(asc(exposures.createdAt));
  const inProgress = open.filter((e) => e.status === 'in_progress').sort((a, b) => (a.latest ?? a.fear) - (b.latest ?? b.fear));
  if (inProgress[0]) return inProgress[0].id;
  const notStarted = open.filter((e) => e.status === 'not_started');
  const band = notStarted.filter((e) => e.fear >= 4 && e.fear <= 6).sort((a, b) => a.fear - b.fear);
  return (band[0] ?? notStarted.sort((a, b) => a.fear - b.fear)[0])?.id ?? null;
}

async function completedRecently(ctx: AppContext, userId: string, kind: Kind, days: number) {
  const [row] = await ctx.db
    .select({ id: assignments.id })
    .from(assignments)
    .where(
      and(
        eq(assignments.userId, userId),
        eq(assignments.kind, kind),
        eq(assignments.status, 'completed'),
        gt(assignments.completedAt, new Date(ctx.clock.now().getTime() - days * DAY)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Creates the suggestions the person's state calls for; at most one pending per kind (unique index). */
async function ensureAssignments(ctx: AppContext, userId: string) {
  const now = ctx.clock.now();
  const pending = new Set(
    (await ctx.db.select({ kind: assignments.kind }).from(assignments).where(and(eq(assignments.userId, userId), eq(assignments.status, 'pending')))).map(
      (row) => row.kind,
    ),
  );
  const wanted: Array<{ kind: Kind; exposureId?: string }> = [];
  // A practice suggestion just done is not followed by another at once (it would look as if the
  // Complete button did nothing); the next one comes after a break.
  if (!pending.has('practise_exposure') && !(await completedRecently(ctx, userId, 'practise_exposure', PRACTISE_BREAK_DAYS))) {
    const exposureId = await nextExposure(ctx, userId);
    if (exposureId) wanted.push({ kind: 'practise_exposure', exposureId });
  }
  if (!pending.has('journal') && !(await completedRecently(ctx, userId, 'journal', JOURNAL_PROMPT_DAYS))) {
    const [recent] = await ctx.db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(and(eq(journalEntries.userId, userId), gt(journalEntries.createdAt, new Date(now.getTime() - JOURNAL_PROMPT_DAYS * DAY))))
      .limit(1);
    if (!recent) wanted.push({ kind: 'journal' });
  }
  if (!pending.has('ybocs') && !(await completedRecently(ctx, userId, 'ybocs', YBOCS_RETEST_DAYS))) {
    const [latest] = await ctx.db
      .select({ createdAt: ybocsAssessments.createdAt })
      .from(ybocsAssessments)
      .where(eq(ybocsAssessments.userId, userId))
      .orderBy(desc(ybocsAssessments.createdAt))
      .limit(1);
    if (latest && now.getTime() - latest.createdAt.getTime() >= YBOCS_RETEST_DAYS * DAY) wanted.push({ kind: 'ybocs' });
  }
  if (wanted.length === 0) return;
  await ctx.db
    .insert(assignments)
    .values(wanted.map((item) => ({ userId, kind: item.kind, exposureId: item.exposureId ?? null, createdAt: now })))
    .onConflictDoNothing();
}

export async function pendingAssignments(ctx: AppContext, userId: string): Promise<AssignmentResponse[]> {
  await ensureAssignments(ctx, userId);
  const rows = await ctx.db
    .select({ id: assignments.id, kind: assignments.kind, exposureTitle: exposures.titleEncrypted })
    .from(assignments)
    .leftJoin(exposures, eq(exposures.id, assignments.exposureId))
    .where(and(eq(assignments.userId, userId), eq(assignments.status, 'pending')))
    .orderBy(asc(assignments.createdAt));
  rows.sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
  return rows.map((row) => {
    switch (row.kind) {
      case 'practise_exposure':
        return {
          id: row.id,
          kind: row.kind,
          title: `Practise: ${row.exposureTitle ? ctx.cipher.decrypt(row.exposureTitle, TITLE_CONTEXT) : 'your next exposure'}`,
          description: 'Start a session on the ERP page when you are ready. Stay with it until you choose to stop, without the compulsion.',
        };
      case 'journal':
        return { id: row.id, kind: row.kind, title: 'Write a journal entry', description: 'A few lines about your week and your practice, in your own words.' };
      case 'ybocs':
        return {
          id: row.id,
          kind: row.kind,
          title: 'Retake the Y-BOCS',
          description: 'It has been two weeks or more since your last one. Your scores over time show how things are changing.',
        };
    }
  });
}

/** Marks a pending assignment done (the person says so) and awards its points. Not theirs: 404. */
export async function completeAssignment(ctx: AppContext, userId: string, assignmentId: string): Promise<void> {
  if (!isUuid(assignmentId)) throw notFound('This assignment was not found.');
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(assignments)
      .where(and(eq(assignments.id, assignmentId), eq(assignments.userId, userId)));
    if (!row) throw notFound('This assignment was not found.');
    if (row.status === 'completed') return;
    const now = ctx.clock.now();
    await tx.update(assignments).set({ status: 'completed', completedAt: now }).where(eq(assignments.id, assignmentId));
    await recordActivity(tx, userId, { kind: 'assignment', assignmentId }, now);
  });
}
