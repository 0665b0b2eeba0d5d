import { getTableName } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  exposureDrafts,
  exposureSessions,
  exposures,
  intakeItems,
  journalEntries,
  mailOutbox,
  relapsePlans,
  safetyAnswers,
  suitabilityAnswers,
  urgeLogs,
  users,
} from '../../db/schema';
import type { FieldCipher } from './field-encryption';

/**
 * Every column that holds a value sealed with the field cipher (decision 005), with the context
 * string bound to it, declared once (decision 039). Services, presenters, the export and key
 * rotation all seal and open through `SEALED`, so a typo in a field name does not compile and no
 * module copies a context string. A test fails when a `*_encrypted` column in the schema is missing
 * here, and another when a context string appears outside this file.
 *
 * The SQL names come from the Drizzle schema, because rotation reads and writes the columns with
 * plain SQL, table by table. The context strings do not: they are the additional authenticated data
 * every stored value was sealed with, so they are written out and pinned by a test. Renaming a
 * column or an entry here must leave its context as it is, or existing values stop opening.
 */
export interface SealedColumn {
  /** SQL table name. */
  readonly table: string;
  /** SQL column name. */
  readonly column: string;
  /** The row's primary key columns (SQL names). */
  readonly key: readonly string[];
  /** Additional authenticated data: a value moved to another column fails to open. */
  readonly context: string;
}

function sealedColumn(column: PgColumn, key: readonly PgColumn[], context: string): SealedColumn {
  const table = getTableName(column.table);
  const stranger = key.find((part) => part.table !== column.table);
  if (stranger) throw new Error(`The key of ${table}.${column.name} names ${stranger.name} of another table.`);
  return { table, column: column.name, key: key.map((part) => part.name), context };
}

export const SEALED = {
  users: {
    // Both TOTP columns share one context: enabling moves the pending value over unchanged.
    totpSecret: sealedColumn(users.totpSecretEncrypted, [users.id], 'users.totp_secret'),
    totpPendingSecret: sealedColumn(users.totpPendingSecretEncrypted, [users.id], 'users.totp_secret'),
  },
  mailOutbox: {
    body: sealedColumn(mailOutbox.bodyEncrypted, [mailOutbox.id], 'mail_outbox.body'),
  },
  intakeItems: {
    description: sealedColumn(intakeItems.descriptionEncrypted, [intakeItems.id], 'intake_items.description'),
  },
  exposures: {
    title: sealedColumn(exposures.titleEncrypted, [exposures.id], 'exposures.title'),
    description: sealedColumn(exposures.descriptionEncrypted, [exposures.id], 'exposures.description'),
  },
  exposureDrafts: {
    themes: sealedColumn(exposureDrafts.themesEncrypted, [exposureDrafts.userId], 'exposure_drafts.themes'),
    content: sealedColumn(exposureDrafts.contentEncrypted, [exposureDrafts.userId], 'exposure_drafts.content'),
  },
  exposureSessions: {
    notes: sealedColumn(exposureSessions.notesEncrypted, [exposureSessions.id], 'exposure_sessions.notes'),
    fearedOutcome: sealedColumn(exposureSessions.fearedOutcomeEncrypted, [exposureSessions.id], 'exposure_sessions.feared_outcome'),
  },
  journalEntries: {
    content: sealedColumn(journalEntries.contentEncrypted, [journalEntries.id], 'journal_entries.content'),
  },
  urgeLogs: {
    compulsion: sealedColumn(urgeLogs.compulsionEncrypted, [urgeLogs.id], 'urge_logs.compulsion'),
    note: sealedColumn(urgeLogs.noteEncrypted, [urgeLogs.id], 'urge_logs.note'),
  },
  suitabilityAnswers: {
    answers: sealedColumn(suitabilityAnswers.answersEncrypted, [suitabilityAnswers.userId], 'suitability_answers.answers'),
  },
  safetyAnswers: {
    answer: sealedColumn(safetyAnswers.answerEncrypted, [safetyAnswers.id], 'safety_answers.answer'),
  },
  relapsePlans: {
    content: sealedColumn(relapsePlans.contentEncrypted, [relapsePlans.userId], 'relapse_plans.content'),
  },
} as const satisfies Record<string, Record<string, SealedColumn>>;

/** The same columns as a list, in declaration order: what key rotation walks. */
export const SEALED_COLUMNS: readonly SealedColumn[] = Object.values(SEALED).flatMap((table) => Object.values(table));

/** Seals `plaintext` for `column`, bound to its context. */
export function sealValue(cipher: Pick<FieldCipher, 'encrypt'>, column: SealedColumn, plaintext: string): string {
  return cipher.encrypt(plaintext, column.context);
}

/** Opens a value stored in `column`; fails if it was sealed for another column or altered. */
export function openValue(cipher: Pick<FieldCipher, 'decrypt'>, column: SealedColumn, stored: string): string {
  return cipher.decrypt(stored, column.context);
}
