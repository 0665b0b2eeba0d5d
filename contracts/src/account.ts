import { z } from 'zod';
import { exposureDraftResponse } from './ladder-drafts';
import { tokenResponse } from './auth';
import { subscriptionStatusResponse } from './billing';
import { exposureResponse } from './exposures';
import { exportedPushSubscription, exportedReminder } from './reminders';
import { ACHIEVEMENT_TYPES, ASSIGNMENT_KINDS } from './gamification';
import { suitabilityRequest } from './safety';
import { urgeResponse } from './urges';
import { relapsePlan } from './relapse-plan';
import { exposureSessionResponse } from './sessions';
import { ybocsAssessmentResponse } from './ybocs';

/** Every session ends; the answer carries a fresh token that keeps this device signed in. */
export const changePasswordResponse = tokenResponse.extend({ message: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;

export const signOutOthersResponse = z.object({ signed_out: z.number().int() });
export type SignOutOthersResponse = z.infer<typeof signOutOthersResponse>;

/** A session as the export lists it: under its exposure, and with abandoned ones kept. */
export const exportedSession = exposureSessionResponse
  .omit({ exposure_id: true })
  .extend({ status: z.enum(['open', 'completed', 'abandoned']) });
export type ExportedSession = z.infer<typeof exportedSession>;

export const exportedExposure = exposureResponse.omit({ open_session: true }).extend({ sessions: z.array(exportedSession) });
export type ExportedExposure = z.infer<typeof exportedExposure>;

/**
 * GET /users/me/export: everything Ladder holds about the person, decrypted (GDPR art. 20). The
 * server answers through this schema, so a field missing here is missing from the download.
 */
export const accountExport = z.object({
  exported_at: z.string(),
  account: z.object({
    email: z.string(),
    created_at: z.string(),
    email_verified_at: z.string().nullable(),
    time_zone: z.string(),
    accepted_tos_at: z.string().nullable(),
    tos_version: z.string().nullable(),
    completed_onboarding: z.boolean(),
  }),
  intake: z.object({ obsessions: z.array(z.string()), compulsions: z.array(z.string()), triggers: z.array(z.string()) }),
  ybocs: z.array(ybocsAssessmentResponse),
  exposures: z.array(exportedExposure),
  journal: z.array(z.object({ id: z.string(), created_at: z.string(), mood: z.number().int(), content: z.string() })),
  points: z.object({
    total: z.number().int(),
    events: z.array(z.object({ source: z.enum(['session', 'journal', 'ybocs', 'assignment']), points: z.number().int(), created_at: z.string() })),
  }),
  achievements: z.array(z.object({ type: z.enum(ACHIEVEMENT_TYPES), title: z.string(), earned_at: z.string() })),
  assignments: z.array(
    z.object({ kind: z.enum(ASSIGNMENT_KINDS), status: z.enum(['pending', 'completed']), created_at: z.string(), completed_at: z.string().nullable() }),
  ),
  subscription: subscriptionStatusResponse,
  /** "Is self-help right for me now?" (null until answered). */
  suitability: z.object({ answered_at: z.string(), answers: suitabilityRequest }).nullable(),
  /** Answers to the crisis question and the eating-disorder signpost. */
  safety_answers: z.array(z.object({ question: z.string(), answer: z.string(), answered_at: z.string() })),
  /** Issue 16: the themes last confirmed for a ladder (null: never confirmed), and proposals not yet saved. */
  confirmed_themes: z.array(z.string()).nullable(),
  exposure_draft: exposureDraftResponse,
  /** Issue 17: the urge and compulsion log, oldest first. */
  urges: z.array(urgeResponse),
  /** Issue 17: the relapse-prevention plan (null until made). */
  relapse_plan: relapsePlan.nullable(),
  /** Issue 17: practice reminders (one per kind) and the devices that get them by Web Push. */
  reminders: z.array(exportedReminder),
  push_subscriptions: z.array(exportedPushSubscription),
});
export type AccountExport = z.infer<typeof accountExport>;
