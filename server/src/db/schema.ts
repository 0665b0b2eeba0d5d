import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  /** Stored lower-cased and trimmed; unique. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  completedOnboarding: boolean('completed_onboarding').notNull().default(false),
  acceptedTosAt: timestamp('accepted_tos_at', { withTimezone: true }),
  tosVersion: text('tos_version'),
  /** IANA zone from the browser: streaks and daily caps count the person's own calendar days. */
  timeZone: text('time_zone').notNull().default('UTC'),
  /**
   * The second factor (TOTP, RFC 6238). The secret is sealed with the field cipher; a secret being
   * set up waits in `totpPendingSecretEncrypted` until a code from it is confirmed. `totpLastStep`
   * is the last 30-second step accepted, so one code cannot be replayed.
   */
  totpSecretEncrypted: text('totp_secret_encrypted'),
  totpPendingSecretEncrypted: text('totp_pending_secret_encrypted'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  totpLastStep: integer('totp_last_step'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Bearer sessions: only the SHA-256 of the token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * A sign-in and every token that extends it share one family: the list of active sessions shows
     * one line per sign-in, and the absolute lifetime counts from `signedInAt` (docs/security.md).
     */
    familyId: uuid('family_id'),
    signedInAt: timestamp('signed_in_at', { withTimezone: true }),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }),
    /** "Firefox on Android": a label, not the whole user-agent string. */
    clientLabel: text('client_label'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId), index('sessions_family_id_idx').on(table.familyId)],
);

export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * The password of the registration this link was sent for: verifying applies it, so whoever
     * registered an address first cannot decide the password of its owner (no squatting).
     */
    passwordHash: text('password_hash'),
  },
  (table) => [index('email_verification_tokens_user_id_idx').on(table.userId)],
);

/** Password reset links: 256-bit, only the SHA-256 kept, single use, valid 60 minutes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_tokens_user_id_idx').on(table.userId)],
);

/** One-time recovery codes for the second factor; only a hash of each is kept. */
export const totpRecoveryCodes = pgTable(
  'totp_recovery_codes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('totp_recovery_codes_user_id_idx').on(table.userId)],
);

/**
 * The step between a correct password and a second-factor code: a short-lived token (hash kept)
 * that allows a few code attempts and no more.
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('mfa_challenges_user_id_idx').on(table.userId)],
);

/**
 * Security activity (sign-ins, throttling, password and second-factor changes, exports,
 * deletions, webhook signature failures). Never health text and never an address in clear:
 * `clientHash` is a keyed hash of the client's network address. `userId` is null when the event
 * belongs to no account (a failed sign-in for an unknown address, a bad webhook signature).
 * Pruned after SECURITY_EVENT_RETENTION_DAYS (docs/security.md).
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id'),
    type: text('type').notNull(),
    clientHash: text('client_hash'),
    clientLabel: text('client_label'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('security_events_user_created_idx').on(table.userId, table.createdAt),
    index('security_events_created_idx').on(table.createdAt),
  ],
);

/**
 * Transactional outbox: a mail is written in the same transaction as the change that causes it,
 * and a worker delivers it with retries. The body is sealed with the field cipher (it holds
 * single-use links) and erased once delivered.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    bodyEncrypted: text('body_encrypted'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt)],
);

/** Fixed-window counters for throttling, shared by every server process. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/** Solved bot-check challenges, recorded so a solution cannot be replayed before it expires. */
export const botCheckRedemptions = pgTable('bot_check_redemptions', {
  challengeId: text('challenge_id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A person's obsessions, compulsions and triggers in one table (same shape, one rule set). The
 * text is health data: sealed with the field cipher. `digest` is a keyed hash of the normalised
 * text, so a replace keeps the ids of unchanged items without the database seeing the words.
 */
export const intakeItems = pgTable(
  'intake_items',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['obsession', 'compulsion', 'trigger'] }).notNull(),
    descriptionEncrypted: text('description_encrypted').notNull(),
    digest: text('digest').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('intake_items_user_kind_digest_idx').on(table.userId, table.kind, table.digest)],
);

export const ybocsAssessments = pgTable(
  'ybocs_assessments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    responses: jsonb('responses').$type<Record<string, string>>().notNull(),
    totalScore: integer('total_score').notNull(),
    obsessionScore: integer('obsession_score').notNull(),
    compulsionScore: integer('compulsion_score').notNull(),
    severity: text('severity').notNull(),
    isOnboarding: boolean('is_onboarding').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('ybocs_assessments_user_created_idx').on(table.userId, table.createdAt)],
);

export const exposures = pgTable(
  'exposures',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Exposure texts name the person's own triggers: sealed like every other health text. */
    titleEncrypted: text('title_encrypted').notNull(),
    descriptionEncrypted: text('description_encrypted').notNull(),
    fearLevel: integer('fear_level').notNull(),
    status: text('status', { enum: ['not_started', 'in_progress', 'completed'] }).notNull().default('not_started'),
    latestAnxiety: integer('latest_anxiety'),
    createdByAi: boolean('created_by_ai').notNull().default(false),
    createdByUser: boolean('created_by_user').notNull().default(true),
    /**
     * Practice summary, kept in the transaction that logs a session (issue 19, decision 031), so the
     * exposures list reads it here instead of aggregating every session the person ever logged:
     * completed sessions, the earliest and latest ends, and the earliest-ended session's pre-anxiety.
     */
    sessionCount: integer('session_count').notNull().default(0),
    firstPractisedAt: timestamp('first_practised_at', { withTimezone: true }),
    lastPractisedAt: timestamp('last_practised_at', { withTimezone: true }),
    firstAnxietyPre: integer('first_anxiety_pre'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('exposures_user_created_idx').on(table.userId, table.createdAt)],
);

/** Generate calls per person per UTC day, counted atomically before any work is done. */
export const generationUsage = pgTable(
  'generation_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/**
 * The person's ladder in the making (issue 16): the themes they confirmed and the generated
 * proposals with the ratings given so far, kept until they save them, so a reload or a new
 * sign-in shows the same list and never spends another generation. One row per person; both
 * parts are sealed like other health text (a theme such as "pocd" is health data too).
 */
export const exposureDrafts = pgTable('exposure_drafts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Sealed JSON: { themes: string[], listsKey: string } (the lists they were confirmed for). */
  themesEncrypted: text('themes_encrypted'),
  /** Sealed JSON: { themes: string[], items: [...], ratings: (number | null)[] }; null when no proposals wait. */
  contentEncrypted: text('content_encrypted'),
  generatedAt: timestamp('generated_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One practice of an exposure. A session is opened by "Start Session" and closed by the progress
 * log; a tab closed mid-timer leaves it open, and Continue resumes it from the server's start time.
 * At most one open session per exposure (partial unique index).
 */
export const exposureSessions = pgTable(
  'exposure_sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exposureId: uuid('exposure_id')
      .notNull()
      .references(() => exposures.id, { onDelete: 'cascade' }),
    /** open: timer running or tab closed; completed: logged; abandoned: left open over a day, kept for the record. */
    status: text('status', { enum: ['open', 'completed', 'abandoned'] }).notNull().default('open'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    anxietyPre: integer('anxiety_pre').notNull(),
    anxietyPost: integer('anxiety_post'),
    peakAnxiety: integer('peak_anxiety'),
    durationMinutes: integer('duration_minutes'),
    notesEncrypted: text('notes_encrypted'),
    fearedOutcomeEncrypted: text('feared_outcome_encrypted'),
    fearedOutcomeLikelihood: integer('feared_outcome_likelihood'),
    outcomeHappened: boolean('outcome_happened'),
    surprise: integer('surprise'),
    didCompulsion: boolean('did_compulsion'),
    /** Issue 17: optional one-tap anxiety check-ins during the timer, [{ minute, anxiety }] in order. */
    checkIns: jsonb('check_ins').$type<Array<{ minute: number; anxiety: number }>>(),
    /** Compulsions done during the session ("I did a compulsion"): recorded, and the timer went on. */
    slips: integer('slips'),
    /**
     * The client's Idempotency-Key of the logging request (decision 035): a session sent again from the
     * device's offline queue answers with this row instead of a second one. Scoped to the person.
     */
    idempotencyKey: text('idempotency_key'),
    /** HMAC of what that request asked for, so a different request under the same key is refused (409). */
    requestDigest: text('request_digest'),
    createdAt: createdAt(),
  },
  (table) => [
    index('exposure_sessions_exposure_idx').on(table.exposureId, table.createdAt),
    uniqueIndex('exposure_sessions_idempotency_idx').on(table.userId, table.idempotencyKey).where(sql`idempotency_key IS NOT NULL`),
    index('exposure_sessions_user_idx').on(table.userId, table.endedAt),
    uniqueIndex('exposure_sessions_one_open_idx').on(table.exposureId).where(sql`status = 'open'`),
    // The exposures list reads a person's open sessions; without this it walks their whole history.
    index('exposure_sessions_user_open_idx').on(table.userId).where(sql`status = 'open'`),
  ],
);

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentEncrypted: text('content_encrypted').notNull(),
    mood: integer('mood').notNull(),
    /** Idempotency-Key of the request that created it, with a digest of that request's body. */
    idempotencyKey: text('idempotency_key'),
    requestDigest: text('request_digest'),
    createdAt: createdAt(),
  },
  (table) => [
    index('journal_entries_user_created_idx').on(table.userId, table.createdAt, table.id),
    uniqueIndex('journal_entries_idempotency_idx').on(table.userId, table.idempotencyKey),
  ],
);

/**
 * The urge and compulsion log (issue 17 item 7): a compulsion done, resisted or delayed, noted between
 * sessions. The compulsion and the note are health text, sealed like the journal. Nothing here feeds
 * points or streaks (docs/practice.md "5. The urge and compulsion log").
 */
export const urgeLogs = pgTable(
  'urge_logs',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    compulsionEncrypted: text('compulsion_encrypted').notNull(),
    outcome: text('outcome', { enum: ['done', 'resisted', 'delayed'] }).notNull(),
    noteEncrypted: text('note_encrypted'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('urge_logs_user_occurred_idx').on(table.userId, table.occurredAt)],
);

/**
 * The relapse-prevention plan (issue 17 item 8; docs/practice.md "8. Relapse prevention"): one per
 * person. Its four parts (warning signs, what to do, booster practice, who to tell) are the
 * person's own words, sealed together as JSON like other health text (decision 005). The weekly
 * booster reminder it can turn on is a `reminders` row of kind `weekly_booster`.
 */
export const relapsePlans = pgTable('relapse_plans', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentEncrypted: text('content_encrypted').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The points ledger: one row per rewarded action, unique per source so nothing is counted twice. */
export const pointEvents = pgTable(
  'point_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['session', 'journal', 'ybocs', 'assignment'] }).notNull(),
    sourceKey: text('source_key').notNull(),
    points: integer('points').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('point_events_source_idx').on(table.userId, table.source, table.sourceKey)],
);

/**
 * What the progress figures are computed from, one row per person (issue 19, decision 031): kept in
 * the transaction of every write that changes them (a session, any points), so the stats route
 * reads one row however long the history. `timeZone` is the zone the practice days were counted in;
 * a change of the person's zone recounts them. The current streak is not stored: it depends on
 * today, and is the run ending on `lastPracticeDay` when that is today or yesterday.
 */
export const practiceTotals = pgTable('practice_totals', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  sessions: integer('sessions').notNull().default(0),
  points: integer('points').notNull().default(0),
  longestStreak: integer('longest_streak').notNull().default(0),
  lastPracticeDay: date('last_practice_day', { mode: 'string' }),
  /** Length of the run of practice days ending on lastPracticeDay. */
  lastRun: integer('last_run').notNull().default(0),
});

/** Awarded milestones; the unique code per person makes a second award impossible, even in a race. */
export const achievements = pgTable(
  'achievements',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    type: text('type', { enum: ['streak', 'exposures', 'points'] }).notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('achievements_user_code_idx').on(table.userId, table.code)],
);

/**
 * Suggestions the server makes from the person's state. At most one pending per kind (partial
 * unique index), so they are never duplicated. Titles are rendered when read (an exposure's title is
 * sealed health text and is not copied here).
 */
export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['practise_exposure', 'journal', 'ybocs'] }).notNull(),
    exposureId: uuid('exposure_id').references(() => exposures.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'completed'] }).notNull().default('pending'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('assignments_user_status_idx').on(table.userId, table.status),
    uniqueIndex('assignments_one_pending_idx').on(table.userId, table.kind).where(sql`status = 'pending'`),
  ],
);

/**
 * One billing record per person (hosted product). Stripe's view of the subscription is copied here
 * from webhooks; `lastEventAt` (the event's own creation time) keeps late, out-of-order events from
 * moving it backwards. `lifetime` is an operator's grant.
 */
export const billingAccounts = pgTable('billing_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').unique(),
  stripeSubscriptionId: text('stripe_subscription_id'),
  stripeStatus: text('stripe_status'),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  trialEnd: timestamp('trial_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  lifetime: boolean('lifetime').notNull().default(false),
  lastEventAt: timestamp('last_event_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Stripe event ids already applied: a redelivered event changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/**
 * "Is self-help right for me now?" (docs/clinical.md §20): one row per person, the
 * answers sealed as JSON (they are health data). Part of export and delete.
 */
export const suitabilityAnswers = pgTable('suitability_answers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  answersEncrypted: text('answers_encrypted').notNull(),
  answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
});

/**
 * The person's answers to the safety questions the generate call asks: the crisis question, per
 * item it was asked about (`subject` is a keyed digest of that item's words, never the words), and
 * the eating-disorder signpost (subject "lists"). The answer is sealed: it may say "thoughts of
 * ending my life".
 */
export const safetyAnswers = pgTable(
  'safety_answers',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question', { enum: ['crisis_question', 'eating_disorder_signpost'] }).notNull(),
    subject: text('subject').notNull(),
    answerEncrypted: text('answer_encrypted').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('safety_answers_user_question_subject_idx').on(table.userId, table.question, table.subject)],
);

/**
 * What we know of each Stripe subscription, by its customer and id, whoever it belongs to
 * (decision 013): the status and creation time of the last event applied to it, so that late events
 * never move it backwards and a subscription Stripe has ended (canceled, incomplete_expired are
 * final) is never revived; and when its current run of failed payments began, from which the
 * past_due grace counts. No foreign key to a person: Stripe can report on a subscription after its
 * account is gone.
 */
export const stripeSubscriptions = pgTable(
  'stripe_subscriptions',
  {
    /** A subscription never changes customer; '' when an event named none. */
    customerId: text('customer_id').notNull(),
    id: text('id').notNull(),
    /** Null while only an invoice event has named the subscription. */
    status: text('status'),
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    paymentFailedAt: timestamp('payment_failed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.id] })],
);

/**
 * Clean-up owed to Stripe for a person who is gone: cancel a subscription, delete a customer.
 * Written in the transaction that deletes the account (or applies the webhook that found nobody),
 * tried at once, then retried with back-off while Stripe is unreachable, like the mail outbox. Only
 * Stripe ids; a finished row also tells later webhooks that the customer belonged to a deleted
 * account. At most one pending job per action and target.
 */
export const stripeCleanupJobs = pgTable(
  'stripe_cleanup_jobs',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    action: text('action', { enum: ['cancel_subscription', 'delete_customer'] }).notNull(),
    stripeId: text('stripe_id').notNull(),
    status: text('status', { enum: ['pending', 'done', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('stripe_cleanup_jobs_one_pending_idx').on(table.action, table.stripeId).where(sql`status = 'pending'`),
    index('stripe_cleanup_jobs_target_idx').on(table.action, table.stripeId),
    index('stripe_cleanup_jobs_due_idx').on(table.status, table.nextAttemptAt),
  ],
);

/**
 * Reminders the person turned on (issue 17, decision 022): one row per person and kind, so a new
 * kind (a weekly booster from a relapse-prevention plan) is a new `kind` value on the same
 * mechanism. `next_due_at` is the next occurrence of the local time in the zone, worked out in the
 * app (daylight saving included) and stored so that finding due reminders is one indexed read.
 * `last_sent_on` is the person's local day of the last one sent: the claim that sends a reminder
 * moves both in one conditional update, so several processes send it at most once a local day.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['daily_practice', 'weekly_booster'] }).notNull(),
    enabled: boolean('enabled').notNull().default(false),
    /** "HH:MM", 24-hour, in `time_zone`. */
    localTime: text('local_time').notNull(),
    /** IANA name. */
    timeZone: text('time_zone').notNull(),
    /** ISO weekday (1 = Monday) for a weekly kind; null: every day. */
    weekday: integer('weekday'),
    /** Null while the reminder is off. */
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    lastSentOn: date('last_sent_on'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reminders_user_kind_idx').on(table.userId, table.kind),
    index('reminders_due_idx').on(table.nextDueAt).where(sql`enabled`),
  ],
);

/**
 * The browsers a person turned Web Push on in. An endpoint is one browser profile, so it belongs to
 * whoever turned it on there last. The keys encrypt the payload for that browser (RFC 8291); a push
 * service answering 404 or 410 for the endpoint removes the row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);
