import { describe, expect, it } from 'vitest';
import { createFieldCipher } from '../../src/lib/crypto/field-encryption';
import { openValue, SEALED, SEALED_COLUMNS, sealValue } from '../../src/lib/crypto/sealed-columns';

/**
 * The context strings are the additional authenticated data every stored value was sealed with
 * (decision 005): changing one makes that column's existing values fail to open. They are written
 * out here, apart from the registry, so renaming an entry or a schema column cannot move one unseen
 * (decision 039). This list changes only when a sealed column is added.
 */
const PINNED = [
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

describe('the sealed-column registry', () => {
  it('keeps every SQL name, key and context string as the stored values were sealed with', () => {
    expect(SEALED_COLUMNS).toEqual(PINNED);
  });

  it('lists each column of SEALED once, so rotation walks every one', () => {
    const fromSealed = Object.values(SEALED).flatMap((table) => Object.values(table));
    expect(SEALED_COLUMNS).toEqual(fromSealed);
    expect(new Set(SEALED_COLUMNS.map(({ table, column }) => `${table}.${column}`)).size).toBe(SEALED_COLUMNS.length);
  });

  it('opens a value sealed with the pinned context string, and refuses it in another column', () => {
    const cipher = createFieldCipher([Buffer.alloc(32, 7)]);
    const stored = cipher.encrypt('I checked the stove four times', 'journal_entries.content');
    expect(openValue(cipher, SEALED.journalEntries.content, stored)).toBe('I checked the stove four times');
    expect(() => openValue(cipher, SEALED.urgeLogs.note, stored)).toThrow();
    expect(cipher.decrypt(sealValue(cipher, SEALED.exposures.title, 'Touch the door handle'), 'exposures.title')).toBe('Touch the door handle');
  });

  it('does not compile a misspelt field (typecheck)', () => {
    // @ts-expect-error: no such sealed field; a typo is a type error, not a new context string.
    expect(SEALED.journalEntries.contents).toBeUndefined();
  });
});
