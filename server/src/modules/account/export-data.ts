import { asc, desc, eq } from 'drizzle-orm';
import type { AccountExport } from '@ladder/contracts';
import type { AppContext } from '../../context';
import {
  achievements,
  assignments,
  exposureSessions,
  exposures,
  journalEntries,
  pointEvents,
  urgeLogs,
  users,
  ybocsAssessments,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { subscriptionStatus } from '../billing/access';
import { presentExposure } from '../exposures/presenters';
import { presentSession } from '../exposures/sessions';
import { milestoneByCode } from '../gamification/milestones';
import { listIntakeItems } from '../intake/items';
import { presentJournalEntry } from '../journal/journal';
import { presentAssessment } from '../assessments/ybocs';
import { listSafetyAnswers } from '../safety/answers';
import { getSuitability } from '../safety/suitability';
import { getDraft } from '../exposures/drafts/draft';
import { storedThemeChoice } from '../exposures/drafts/themes';
import { presentUrge } from '../urges/urges';
import { listPushSubscriptions } from '../push/subscriptions';
import { listReminders } from '../reminders/settings';
import { findRelapsePlan } from '../relapse-plan/plan';

/**
 * Everything Ladder holds about a person, decrypted, as one machine-readable document (GDPR art. 20,
 * data portability). Built with the same presenters as the API, so it reads like the API does.
 */
export async function exportPersonData(ctx: AppContext, userId: string): Promise<AccountExport> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('This account was not found.');
  const [obsessions, compulsions, triggers, assessments, exposureRows, sessionRows, entries, points, held, suggestions, subscription, suitability, safetyAnswered] =
    await Promise.all([
      listIntakeItems(ctx, userId, 'obsession'),
      listIntakeItems(ctx, userId, 'compulsion'),
      listIntakeItems(ctx, userId, 'trigger'),
      ctx.db.select().from(ybocsAssessments).where(eq(ybocsAssessments.userId, userId)).orderBy(asc(ybocsAssessments.createdAt)),
      ctx.db.select().from(exposures).where(eq(exposures.userId, userId)).orderBy(asc(exposures.createdAt)),
      ctx.db.select().from(exposureSessions).where(eq(exposureSessions.userId, userId)).orderBy(asc(exposureSessions.createdAt)),
      ctx.db.select().from(journalEntries).where(eq(journalEntries.userId, userId)).orderBy(desc(journalEntries.createdAt)),
      ctx.db.select().from(pointEvents).where(eq(pointEvents.userId, userId)).orderBy(asc(pointEvents.createdAt)),
      ctx.db.select().from(achievements).where(eq(achievements.userId, userId)).orderBy(asc(achievements.earnedAt)),
      ctx.db.select().from(assignments).where(eq(assignments.userId, userId)).orderBy(asc(assignments.createdAt)),
      subscriptionStatus(ctx, userId),
      getSuitability(ctx, userId),
      listSafetyAnswers(ctx, userId),
    ]);
  const [draft, confirmedThemes, urgeRows, reminderRows, pushRows, relapsePlan] = await Promise.all([
    getDraft(ctx, userId),
    storedThemeChoice(ctx, userId),
    ctx.db.select().from(urgeLogs).where(eq(urgeLogs.userId, userId)).orderBy(asc(urgeLogs.occurredAt), asc(urgeLogs.createdAt)),
    listReminders(ctx, userId),
    listPushSubscriptions(ctx, userId),
    findRelapsePlan(ctx, userId),
  ]);
  const sessionsByExposure = new Map<string, typeof sessionRows>();
  for (const session of sessionRows) {
    sessionsByExposure.set(session.exposureId, [...(sessionsByExposure.get(session.exposureId) ?? []), session]);
  }
  return {
    exported_at: ctx.clock.now().toISOString(),
    account: {
      email: user.email,
      created_at: user.createdAt.toISOString(),
      email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
      time_zone: user.timeZone,
      accepted_tos_at: user.acceptedTosAt?.toISOString() ?? null,
      tos_version: user.tosVersion,
      completed_onboarding: user.completedOnboarding,
    },
    intake: {
      obsessions: obsessions.map((item) => item.description),
      compulsions: compulsions.map((item) => item.description),
      triggers: triggers.map((item) => item.description),
    },
    ybocs: assessments.map(presentAssessment),
    exposures: exposureRows.map((row) => {
      const { open_session: _open, ...exposure } = presentExposure(row, ctx.cipher);
      return {
        ...exposure,
        sessions: (sessionsByExposure.get(row.id) ?? []).map((session) => {
          const { exposure_id: _exposureId, ...rest } = presentSession(session, ctx);
          return { ...rest, status: session.status };
        }),
      };
    }),
    journal: entries.map((row) => presentJournalEntry(row, ctx)),
    points: {
      total: points.reduce((sum, row) => sum + row.points, 0),
      events: points.map((row) => ({ source: row.source, points: row.points, created_at: row.createdAt.toISOString() })),
    },
    achievements: held.map((row) => ({
      type: row.type,
      title: milestoneByCode(row.code)?.title ?? row.code,
      earned_at: row.earnedAt.toISOString(),
    })),
    assignments: suggestions.map((row) => ({
      kind: row.kind,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      completed_at: row.completedAt?.toISOString() ?? null,
    })),
    subscription,
    suitability: suitability.answered_at && suitability.answers ? { answered_at: suitability.answered_at, answers: suitability.answers } : null,
    safety_answers: safetyAnswered,
    confirmed_themes: confirmedThemes,
    exposure_draft: draft,
    urges: urgeRows.map((row) => presentUrge(row, ctx)),
    relapse_plan: relapsePlan,
    reminders: reminderRows.map((row) => ({
      kind: row.kind,
      enabled: row.enabled,
      weekday: row.weekday,
      time: row.localTime,
      time_zone: row.timeZone,
      last_sent_on: row.lastSentOn,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    })),
    push_subscriptions: pushRows.map((row) => ({
      endpoint: row.endpoint,
      keys: { p256dh: row.p256dh, auth: row.auth },
      created_at: row.createdAt.toISOString(),
    })),
  };
}
