import { createHmac } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { CrisisQuestionAnswer, SafetyAnswerRequest, SafetyAnswerResponse } from '@ladder/contracts';
import type { AppContext } from '../../context';
import { safetyAnswers } from '../../db/schema';
import { conflict } from '../../http/errors';
import { openValue, sealValue, SEALED } from '../../lib/crypto/sealed-columns';
import { loadGenerationInput } from './generation-input';
import { screenGenerationInput } from './input-screen';
import { screeningForm } from './screening/normalise';

/** The eating-disorder signpost is answered once for the person's lists, not per item. */
const LISTS_SUBJECT = 'lists';

/** The person's answers so far: the crisis question per item, and the eating-disorder signpost. */
export interface StoredAnswers {
  crisisQuestion: ReadonlyMap<string, CrisisQuestionAnswer>;
  continuedAfterEatingDisorderSignpost: boolean;
}

/**
 * A keyed digest of an item's words as the screen reads them: the answer follows the item through
 * changes of case and spelling, and the words themselves are never stored twice. Keyed by the newest
 * data key, so key rotation recomputes it (modules/keys/rotate-sealed-values.ts).
 */
export function answerSubject(ctx: Pick<AppContext, 'cipher'>, text: string): string {
  return createHmac('sha256', ctx.cipher.deriveKey('safety-answer-subject')).update(screeningForm(text)).digest('hex');
}

export async function loadSafetyAnswers(ctx: AppContext, userId: string): Promise<StoredAnswers> {
  const rows = await ctx.db.select().from(safetyAnswers).where(eq(safetyAnswers.userId, userId));
  const crisisQuestion = new Map<string, CrisisQuestionAnswer>();
  let continued = false;
  for (const row of rows) {
    const answer = openValue(ctx.cipher, SEALED.safetyAnswers.answer, row.answerEncrypted);
    if (row.question === 'crisis_question') crisisQuestion.set(row.subject, answer as CrisisQuestionAnswer);
    else if (answer === 'continue') continued = true;
  }
  return { crisisQuestion, continuedAfterEatingDisorderSignpost: continued };
}

/**
 * Stores the person's answer to the question the generate call asked: for the crisis question, on
 * every item it was asked about; for the signpost, once. Answering again replaces the answer.
 */
export async function recordSafetyAnswer(ctx: AppContext, userId: string, request: SafetyAnswerRequest): Promise<SafetyAnswerResponse> {
  const screen = screenGenerationInput(await loadGenerationInput(ctx, userId));
  let subjects: string[];
  if (request.question === 'crisis_question') {
    if (screen.ambiguous.length === 0) throw conflict('There is no question about your list waiting for an answer.');
    subjects = [...new Set(screen.ambiguous.map((text) => answerSubject(ctx, text)))];
  } else {
    if (!screen.eatingDisorder) throw conflict('There is no signpost about your list waiting for an answer.');
    subjects = [LISTS_SUBJECT];
  }
  const answeredAt = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    for (const subject of subjects) {
      const answerEncrypted = sealValue(ctx.cipher, SEALED.safetyAnswers.answer, request.answer);
      await tx
        .insert(safetyAnswers)
        .values({ userId, question: request.question, subject, answerEncrypted, answeredAt })
        .onConflictDoUpdate({
          target: [safetyAnswers.userId, safetyAnswers.question, safetyAnswers.subject],
          set: { answerEncrypted, answeredAt },
        });
    }
  });
  return {
    question: request.question,
    answer: request.answer,
    answered_at: answeredAt.toISOString(),
    show_crisis_screen: request.answer === 'thoughts_of_ending_life',
  };
}

/** For the export: what was answered and when (the items are digests, so no words are listed). */
export async function listSafetyAnswers(ctx: AppContext, userId: string) {
  const rows = await ctx.db
    .select()
    .from(safetyAnswers)
    .where(and(eq(safetyAnswers.userId, userId)))
    .orderBy(asc(safetyAnswers.answeredAt));
  return rows.map((row) => ({
    question: row.question,
    answer: openValue(ctx.cipher, SEALED.safetyAnswers.answer, row.answerEncrypted),
    answered_at: row.answeredAt.toISOString(),
  }));
}
