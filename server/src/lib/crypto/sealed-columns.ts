/**
 * Every column that holds a value sealed with the field cipher (decision 005), with the context
 * string bound to it. Key rotation (`npm run admin -- rotate-key`) walks this list, so a new sealed
 * column belongs here: a test fails when a `*_encrypted` column in the schema is missing.
 * Names are SQL names: the rotation reads and writes them with plain SQL, table by table.
 */
export interface SealedColumn {
  table: string;
  column: string;
  /** The row's primary key columns. */
  key: readonly string[];
  /** Additional authenticated data: a value moved to another column fails to open. */
  context: string;
}

export const SEALED_COLUMNS: readonly SealedColumn[] = [
  // Both TOTP columns share one context: enabling moves the pending value over unchanged.
  { table: 'users', column: 'totp_secret_encrypted', key: ['id'], context: 'users.totp_secret' },
  { table: 'users', column: 'totp_pending_secret_encrypted', key: ['id'], context: 'users.totp_secret' },
  { table: 'mail_outbox', column: 'body_encrypted', key: ['id'], context: 'mail_outbox.body' },
  { table: 'intake_items', column: 'description_encrypted', key: ['id'], context: 'intake_items.description' },
  { table: 'exposures', column: 'title_encrypted', key: ['id'], context: 'exposures.title' },
  { table: 'exposures', column: 'description_encrypted', key: ['id'], context: 'exposures.description' },
  { table: 'exposure_drafts', column: 'themes_encrypted', key: ['user_id'], context: 'exposure_drafts.themes' },
  { table: 'exposure_drafts', column: 'content_encrypted', key: ['user_id'], context: 'exposure_drafts.content' },
  { table: 'exposure_sessions', column: 'notes_encrypted', key: ['id'], context: 'exposure_sessions.notes' },
  { table: 'exposure_sessions', column: 'feared_outcome_encrypted', key: ['id'], context: 'exposure_sessions.feared_outcome' },
  { table: 'journal_entries', column: 'content_encrypted', key: ['id'], context: 'journal_entries.content' },
  { table: 'urge_logs', column: 'compulsion_encrypted', key: ['id'], context: 'urge_logs.compulsion' },
  { table: 'urge_logs', column: 'note_encrypted', key: ['id'], context: 'urge_logs.note' },
  { table: 'suitability_answers', column: 'answers_encrypted', key: ['user_id'], context: 'suitability_answers.answers' },
  { table: 'safety_answers', column: 'answer_encrypted', key: ['id'], context: 'safety_answers.answer' },
  { table: 'relapse_plans', column: 'content_encrypted', key: ['user_id'], context: 'relapse_plans.content' },
];
