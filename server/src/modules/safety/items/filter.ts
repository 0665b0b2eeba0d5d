import type { CandidateExposure } from '../../generator/types';
import { REJECTION_REASONS, WARNING_MESSAGES, type ContentCategory, type ItemCategory } from './categories';
import { itemModelVerdict } from './model';
import { contentCategory } from './content';
import { structuralProblem } from './structure';

export { harmfulListItem } from './list-items';
export { instructionInText } from './instructions';
export type { ItemCategory } from './categories';

/**
 * The last gate before a person sees an exposure, from any engine (the offline library or an LLM),
 * and the check on exposures people write themselves (docs/clinical.md §10).
 * Each category lives in its own file under patterns/; text.ts says how quotations and imagined
 * scenes are read, prohibition.ts how "do not…" is.
 */
export interface SafetyVerdict {
  safe: CandidateExposure[];
  rejected: Array<{ candidate: CandidateExposure; reason: string }>;
}

/** The response prevention is usually part of the description already: read each text once. */
function partsOf(candidate: CandidateExposure): string[] {
  const { title, description, response_prevention: prevention } = candidate;
  return description.includes(prevention) ? [title, description] : [title, description, prevention];
}

/** The reason to reject an engine's item, or null when it may be shown. */
export function unsafeReason(candidate: CandidateExposure): string | null {
  const problem = structuralProblem(candidate);
  if (problem) return `${REJECTION_REASONS.structure}: ${problem}`;
  const category = checkedCategory(partsOf(candidate));
  return category ? REJECTION_REASONS[category] : null;
}

/** The phrase lists first; what they let through, the item model may still read as dangerous. */
function checkedCategory(parts: string[]): ContentCategory | null {
  return contentCategory(parts) ?? (itemModelVerdict(parts.join('. ')) ? 'likely_danger' : null);
}

/** Splits candidates into those safe to show and those rejected, with the reason for each. */
export function filterUnsafe(candidates: CandidateExposure[]): SafetyVerdict {
  const verdict: SafetyVerdict = { safe: [], rejected: [] };
  for (const candidate of candidates) {
    const reason = unsafeReason(candidate);
    if (reason) verdict.rejected.push({ candidate, reason });
    else verdict.safe.push(candidate);
  }
  return verdict;
}

/**
 * For an exposure the person writes themselves: the same content checks, as a warning they can
 * read and override (it is their list), or null.
 */
export function contentWarning(item: { title: string; description: string }): { category: ItemCategory; message: string } | null {
  const category = checkedCategory([item.title, item.description]);
  return category ? { category, message: WARNING_MESSAGES[category] } : null;
}
