import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AssignmentResponse } from '@ladder/contracts';
import { type AppContext, withTx } from '../../context';
import { preparedQuery } from '../../db/prepared';
import { assignments, exposures, journalEntries, users, ybocsAssessments } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { assertPracticeAllowed } from '../billing/access';
import { isUuid } from '../../lib/ids';
import { openValue, SEALED } from '../../lib/crypto/sealed-columns';
import { lockPerson, recordActivity } from './activity';

const DAY = 86_400_000;
/** docs/clinical.md §27: retesting too often can become checking; the Y-BOCS is suggested every two weeks at most. */
export const YBOCS_RETEST_DAYS = 14;
export const JOURNAL_PROMPT_DAYS = 7;
export const PRACTISE_BREAK_DAYS = 0.5;

type Kind = 'practise_exposure' | 'journal' | 'ybocs';
/** Practice first: it is what helps (docs/clinical.md); the rest supports it. */
const KIND_ORDER: readonly Kind[] = ['practise_exposure', 'journal', 'ybocs'];

/**
 * The exposure that fits the person's level best: one they are in the middle of, else a first step
 * around fear 4-6 (docs/clinical.md §4 "most first steps around 4-6"), else the easiest not yet started.
 */
async function nextExposure(ctx: AppContext, userId: string): Promise<{ id: string; status: string } | null> {
  const open = await ctx.db
    .select({ id: exposures.id, status: exposures.status, fear: exposures.fearLevel, latest: exposures.latestAnxiety })
    .from(exposures)
    .where(and(eq(exposures.userId, userId), inArray(exposures.status, ['not_started', 'in_progress'])))
    .orderBy(asc(exposures.createdAt));
  const inProgress = open.filter((e) => e.status === 'in_progress').sort((a, b) => (a.latest ?? a.fear) - (b.latest ?? b.fear));
  if (inProgress[0]) return inProgress[0];
  const notStarted = open.filter((e) => e.status === 'not_started');
  const band = notStarted.filter((e) => e.fear >= 4 && e.fear <= 6).sort((a, b) => a.fear - b.fear);
  return band[0] ?? notStarted.sort((a, b) => a.fear - b.fear)[0] ?? null;
}

/**
 * Everything the suggestions depend on, in one prepared query (src/db/prepared.ts): this runs on
 * every dashboard load, and six small queries in a row cost six round trips.
 */
const assignmentFactsQuery = preparedQuery((db) => {
  // The placeholder, not users.id: Drizzle leaves the table name off columns of a one-table select,
  // and a bare "id" inside the subqueries would be their own id.
  const userId = sql.placeholder('userId');
  const completedSince = (kind: Kind, since: string) =>
    sql<boolean>`exists (select 1 from ${assignments} where ${assignments.userId} = ${userId} and ${assignments.kind} = ${kind}
      and ${assignments.status} = 'completed' and ${assignments.completedAt} > ${sql.placeholder(since)}::timestamptz)`;
  return db
    .select({
      pending: sql<Kind[]>`array(select ${assignments.kind} from ${assignments} where ${assignments.userId} = ${userId} and ${assignments.status} = 'pending')`,
      practisedRecently: completedSince('practise_exposure', 'practiseSince'),
      journalAssignmentRecently: completedSince('journal', 'journalSince'),
      ybocsAssignmentRecently: completedSince('ybocs', 'ybocsSince'),
      wroteRecently: sql<boolean>`exists (select 1 from ${journalEntries} where ${journalEntries.userId} = ${userId}
        and ${journalEntries.createdAt} > ${sql.placeholder('journalSince')}::timestamptz)`,
      latestYbocsAt: sql<string | null>`(select max(${ybocsAssessments.createdAt}) from ${ybocsAssessments} where ${ybocsAssessments.userId} = ${userId})`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .prepare('assignment_facts');
});

/**
 * A practice suggestion issued while the ladder is still being built (its step not yet practised)
 * moves to the step that now fits best, so someone who adds their hardest step first is not left
 * with it as their suggestion (docs/clinical.md §4, first steps around 4-6). Once the person is
 * practising a step, the suggestion stays where it is (issue 17: a session on another step leaves it).
 */
async function followTheLadder(ctx: AppContext, userId: string) {
  const [current] = await ctx.db
    .select({ id: assignments.id, exposureId: assignments.exposureId, status: exposures.status })
    .from(assignments)
    .leftJoin(exposures, eq(exposures.id, assignments.exposureId))
    .where(and(eq(assignments.userId, userId), eq(assignments.kind, 'practise_exposure'), eq(assignments.status, 'pending')));
  if (!current || current.status !== 'not_started') return;
  const best = await nextExposure(ctx, userId);
  if (!best || best.id === current.exposureId || best.status !== 'not_started') return;
  await ctx.db.update(assignments).set({ exposureId: best.id }).where(eq(assignments.id, current.id));
}

/** Instants go in as ISO text with an explicit cast: raw SQL gets no column encoder for a Date. */
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY).toISOString();

/**
 * Creates the suggestions the person's state calls for; at most one pending per kind (unique index).
 * Issue 19: a GET never writes, so this runs where the person's state changes: after each of their
 * successful writes (suggestions-after-writes.ts) and when they sign in (auth/login.ts). Sessions
 * last at most SESSION_ABSOLUTE_HOURS (12 h by default), so a suggestion that comes due with time
 * (a journal after 7 days, a retake after 14, the next practice after a break) is issued at the
 * next sign-in or refresh at the latest.
 */
export async function issueSuggestions(ctx: AppContext, userId: string) {
  const now = ctx.clock.now();
  const [facts] = await assignmentFactsQuery(ctx.db).execute({
    userId,
    practiseSince: daysBefore(now, PRACTISE_BREAK_DAYS),
    journalSince: daysBefore(now, JOURNAL_PROMPT_DAYS),
    ybocsSince: daysBefore(now, YBOCS_RETEST_DAYS),
  });
  if (!facts) return;
  const pending = new Set(facts.pending);
  if (pending.has('practise_exposure')) await followTheLadder(ctx, userId);
  const wanted: Array<{ kind: Kind; exposureId?: string }> = [];
  // A practice suggestion just done is not followed by another at once (it would look as if the
  // Complete button did nothing); the next one comes after a break.
  if (!pending.has('practise_exposure') && !facts.practisedRecently) {
    const next = await nextExposure(ctx, userId);
    if (next) wanted.push({ kind: 'practise_exposure', exposureId: next.id });
  }
  if (!pending.has('journal') && !facts.journalAssignmentRecently && !facts.wroteRecently) wanted.push({ kind: 'journal' });
  if (!pending.has('ybocs') && !facts.ybocsAssignmentRecently && facts.latestYbocsAt) {
    const latest = new Date(facts.latestYbocsAt);
    if (now.getTime() - latest.getTime() >= YBOCS_RETEST_DAYS * DAY) wanted.push({ kind: 'ybocs' });
  }
  if (wanted.length === 0) return;
  await ctx.db
    .insert(assignments)
    .values(wanted.map((item) => ({ userId, kind: item.kind, exposureId: item.exposureId ?? null, createdAt: now })))
    .onConflictDoNothing();
}

const pendingQuery = preparedQuery((db) =>
  db
    .select({ id: assignments.id, kind: assignments.kind, exposureId: assignments.exposureId, exposureTitle: exposures.titleEncrypted })
    .from(assignments)
    .leftJoin(exposures, eq(exposures.id, assignments.exposureId))
    .where(and(eq(assignments.userId, sql.placeholder('userId')), eq(assignments.status, 'pending')))
    .orderBy(asc(assignments.createdAt))
    .prepare('assignments_pending'),
);

/** The suggestions issued and not yet done; reads only (issue 19). */
export async function pendingAssignments(ctx: AppContext, userId: string): Promise<AssignmentResponse[]> {
  const rows = await pendingQuery(ctx.db).execute({ userId });
  rows.sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
  return rows.map((row) => {
    switch (row.kind) {
      case 'practise_exposure':
        return {
          id: row.id,
          kind: row.kind,
          title: `Practise: ${row.exposureTitle ? openValue(ctx.cipher, SEALED.exposures.title, row.exposureTitle) : 'your next exposure'}`,
          description: 'Start a session when you are ready, and stay with it until you choose to stop, without the compulsion. Logging the session completes this.',
          exposure_id: row.exposureId,
        };
      case 'journal':
        return { id: row.id, kind: row.kind, title: 'Write a journal entry', description: 'A few lines about your week and your practice, in your own words.' };
      case 'ybocs':
        return {
          id: row.id,
          kind: row.kind,
          title: 'Retake the Y-BOCS',
          description: 'It has been two weeks or more since your last one. Your scores over time show how things are changing. Saving your answers completes this.',
        };
    }
  });
}

/** Marks a pending assignment done (the person says so) and awards its points. Not theirs: 404. */
export async function completeAssignment(ctx: AppContext, userId: string, assignmentId: string): Promise<void> {
  if (!isUuid(assignmentId)) throw notFound('This assignment was not found.');
  const [target] = await ctx.db
    .select({ kind: assignments.kind })
    .from(assignments)
    .where(and(eq(assignments.id, assignmentId), eq(assignments.userId, userId)));
  if (!target) throw notFound('This assignment was not found.');
  // Completing a practice suggestion records practice, which needs a subscription like starting one (docs/product.md §53).
  if (target.kind === 'practise_exposure') await assertPracticeAllowed(ctx, userId);
  // Issue 17: what an assignment asks for is what completes it, never a tick by hand. A practice
  // suggestion completes when a session on its exposure is logged, a retake when the Y-BOCS is saved.
  if (target.kind === 'practise_exposure') {
    throw conflict('This one completes when you log a session on its exposure: open it with "Practise now".');
  }
  if (target.kind === 'ybocs') throw conflict('This one completes when you save a new Y-BOCS: open it with "Retake now".');
  await ctx.db.transaction(async (tx) => {
    await lockPerson(withTx(ctx, tx), userId); // before the assignment row: the order recordActivity uses
    const [row] = await tx
      .select()
      .from(assignments)
      .where(and(eq(assignments.id, assignmentId), eq(assignments.userId, userId)));
    if (!row) throw notFound('This assignment was not found.');
    if (row.status === 'completed') return;
    const now = ctx.clock.now();
    await tx.update(assignments).set({ status: 'completed', completedAt: now }).where(eq(assignments.id, assignmentId));
    await recordActivity(withTx(ctx, tx), userId, { kind: 'assignment', assignmentId }, now);
  });
}
