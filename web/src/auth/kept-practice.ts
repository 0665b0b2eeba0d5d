/**
 * A practice in progress, kept on this device so that a sign-in that ends mid-exposure (its absolute
 * lifetime, or ended from another device) loses nothing (issue 17 "no interruption"; docs/practice.md
 * 1.7). The server already holds the open session's start; what only the page knew is kept here: the
 * check-ins, slips, the answers before the start and, once the timer is stopped, the answers after.
 *
 * Where: sessionStorage, never localStorage. It holds health text (the feared outcome, the reflections),
 * so it lives only as long as this tab, is tied to the person it belongs to (another person signing in
 * on this tab never sees it: it is dropped), and is cleared when the practice is saved and when the
 * person signs out (decision 024). Without Web Storage (private modes, quota) nothing is kept, and the
 * practice behaves as before.
 */
import type { CheckIn } from '@ladder/contracts';

export const KEPT_PRACTICE_KEY = 'practice_in_progress';
/** The server resumes an open session for a day; a kept practice is no use after that either. */
const KEPT_FOR_MS = 24 * 3600_000;

export interface KeptAfter {
  anxietyAfter: number;
  notes: string;
  outcome: 'yes' | 'no' | 'unsure' | null;
  surprise: string | null;
  peak: string | null;
  compulsion: 'yes' | 'no' | null;
}

export interface KeptPractice {
  userId: string;
  exposureId: string;
  /** When the timer started, on this device's clock (ms). */
  startedAt: number;
  anxietyBefore: number;
  before: { fearedOutcome: string; likelihood: number | null };
  checkIns: CheckIn[];
  slips: number;
  /** Set once Complete Session was pressed: the practice resumes at the questions after. */
  endedAt: number | null;
  after: KeptAfter | null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const oneOf = <T extends string>(value: unknown, options: readonly T[]): value is T | null =>
  value === null || options.includes(value as T);

function isCheckIn(value: unknown): value is CheckIn {
  const entry = value as Partial<CheckIn> | null;
  return typeof entry === 'object' && entry !== null && isNumber(entry.minute) && isNumber(entry.anxiety);
}

function isAfter(value: unknown): value is KeptAfter {
  const after = value as Partial<KeptAfter> | null;
  return (
    typeof after === 'object' &&
    after !== null &&
    isNumber(after.anxietyAfter) &&
    isString(after.notes) &&
    oneOf(after.outcome, ['yes', 'no', 'unsure']) &&
    (after.surprise === null || isString(after.surprise)) &&
    (after.peak === null || isString(after.peak)) &&
    oneOf(after.compulsion, ['yes', 'no'])
  );
}

/** Read back by hand rather than with zod: this module is loaded by the sign-in screen (docs/performance.md). */
function parse(text: string | null): KeptPractice | null {
  if (!text) return null;
  let value: Partial<KeptPractice> | null;
  try {
    value = JSON.parse(text) as Partial<KeptPractice> | null;
  } catch {
    return null;
  }
  if (
    typeof value !== 'object' ||
    value === null ||
    !isString(value.userId) ||
    !isString(value.exposureId) ||
    !isNumber(value.startedAt) ||
    !isNumber(value.anxietyBefore) ||
    typeof value.before !== 'object' ||
    value.before === null ||
    !isString(value.before.fearedOutcome) ||
    !(value.before.likelihood === null || isNumber(value.before.likelihood)) ||
    !Array.isArray(value.checkIns) ||
    !value.checkIns.every(isCheckIn) ||
    !isNumber(value.slips) ||
    !(value.endedAt === null || isNumber(value.endedAt)) ||
    !(value.after === null || isAfter(value.after))
  ) {
    return null;
  }
  return value as KeptPractice;
}

export function keepPractice(practice: KeptPractice): void {
  try {
    storage()?.setItem(KEPT_PRACTICE_KEY, JSON.stringify(practice));
  } catch {
    // Full or refused: the practice goes on, only without this safety net.
  }
}

export function clearKeptPractice(): void {
  try {
    storage()?.removeItem(KEPT_PRACTICE_KEY);
  } catch {
    // Nothing was kept.
  }
}

/** Whether this tab holds a practice for someone (the sign-in screen says so, naming nothing). */
export function hasKeptPractice(now: number = Date.now()): boolean {
  const kept = parse(storage()?.getItem(KEPT_PRACTICE_KEY) ?? null);
  return kept !== null && now - kept.startedAt < KEPT_FOR_MS;
}

/**
 * The practice kept for this person, if any. One kept for someone else, unreadable or older than
 * a day is dropped: it is never shown to another person.
 */
export function readKeptPractice(userId: string, now: number = Date.now()): KeptPractice | null {
  const kept = parse(storage()?.getItem(KEPT_PRACTICE_KEY) ?? null);
  if (kept && kept.userId === userId && now - kept.startedAt < KEPT_FOR_MS) return kept;
  if (storage()?.getItem(KEPT_PRACTICE_KEY) !== null) clearKeptPractice();
  return null;
}

/** Where the person goes after signing in: back to a kept practice, else the dashboard. */
export function pathAfterSignIn(userId: string | null, now: number = Date.now()): string {
  const kept = userId ? readKeptPractice(userId, now) : null;
  return kept ? `/erp?practise=${encodeURIComponent(kept.exposureId)}` : '/dashboard';
}
