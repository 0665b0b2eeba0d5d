import type { IntakeProgress } from '../../api/intake';

/**
 * docs/product.md §23 "Intake wizard": the steps in order, after "Is self-help right for me now?" (docs/clinical.md §20: asked before the intake); 'loading' comes first while the resume logic runs.
 */
export const INTAKE_STEPS = ['suitability', 'terms', 'obsessions', 'compulsions', 'triggers', 'ybocs', 'generating_exposures'] as const;
export type IntakeStep = (typeof INTAKE_STEPS)[number];
/**
 * 'welcome' (issue 18 item 3) is no step of its own: it says what is coming before the terms, so the first
 * thing after "Is self-help right for me now?" is not a wall of legal text. It has no number and no status.
 */
export type WizardStep = 'loading' | 'welcome' | IntakeStep;

export const STEP_LABELS: Record<IntakeStep, string> = {
  suitability: 'Is self-help right for me?',
  terms: 'Terms',
  obsessions: 'Obsessions',
  compulsions: 'Compulsions',
  triggers: 'Triggers',
  ybocs: 'Y-BOCS',
  generating_exposures: 'Generating exposures',
};

/** docs/product.md §28: the wizard pauses before generating, and gives up waiting for the resume data. */
export const GENERATION_PAUSE_MS = 5000;
export const RESUME_TIMEOUT_MS = 5000;

export { SAVE_ERROR } from '../../lib/messages';

/** docs/product.md §23: the sidebar's words. */
export type StepStatus = 'Completed' | 'In progress' | 'Not started';

export function stepStatus(step: IntakeStep, current: WizardStep): StepStatus {
  if (current === 'loading') return 'Not started';
  const position = INTAKE_STEPS.indexOf(step);
  // The welcome sits between the suitability question and the terms.
  const currentPosition = current === 'welcome' ? INTAKE_STEPS.indexOf('terms') - 0.5 : INTAKE_STEPS.indexOf(current);
  if (position < currentPosition) return 'Completed';
  return position === currentPosition ? 'In progress' : 'Not started';
}

/** "Step 2 of 7" and how far along the bar is; null for the welcome and while loading. */
export function stepPosition(current: WizardStep): { number: number; total: number; label: string } | null {
  if (current === 'loading' || current === 'welcome') return null;
  return { number: INTAKE_STEPS.indexOf(current) + 1, total: INTAKE_STEPS.length, label: STEP_LABELS[current] };
}

/** Where the wizard opens: a step (the welcome before the terms), or the dashboard when intake is already done. */
export type ResumeTarget = IntakeStep | 'welcome' | 'dashboard';

/**
 * docs/product.md §30 "Resume logic", in its order, once "Is self-help right for me now?" is answered (before
 * that, it comes first). `answeredNow`: answered in this visit, after the progress was loaded.
 */
export function resumeTarget(progress: IntakeProgress, answeredNow = false): ResumeTarget {
  if (progress.suitability.answered_at === null && !answeredNow) return 'suitability';
  // Whoever has not accepted the terms yet, new or back after a pause, is welcomed first.
  if (!progress.acceptedTos) return 'welcome';
  if (!progress.obsessions?.length) return 'obsessions';
  const hasYbocs = progress.latestYbocs != null;
  if (hasYbocs && (progress.exposures?.length ?? 0) > 0) return 'dashboard';
  if (hasYbocs) return 'generating_exposures';
  if (progress.triggers?.length) return 'ybocs';
  if (progress.compulsions?.length) return 'triggers';
  return 'compulsions';
}
