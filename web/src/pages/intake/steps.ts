import type { IntakeProgress } from '../../api/intake';

/**
 * docs/product.md §23 "Intake wizard": the steps in order, after "Is self-help right for me now?" (docs/clinical.md §20: asked before the intake); 'loading' comes first while the resume logic runs.
 */
export const INTAKE_STEPS = ['suitability', 'terms', 'obsessions', 'compulsions', 'triggers', 'ybocs', 'generating_exposures'] as const;
export type IntakeStep = (typeof INTAKE_STEPS)[number];
export type WizardStep = 'loading' | IntakeStep;

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
  const currentPosition = INTAKE_STEPS.indexOf(current);
  if (position < currentPosition) return 'Completed';
  return position === currentPosition ? 'In progress' : 'Not started';
}

/** Where the wizard opens: a step, or the dashboard when intake is already done. */
export type ResumeTarget = IntakeStep | 'dashboard';

/**
 * docs/product.md §30 "Resume logic", in its order, once "Is self-help right for me now?" is answered (before
 * that, it comes first). `answeredNow`: answered in this visit, after the progress was loaded.
 */
export function resumeTarget(progress: IntakeProgress, answeredNow = false): ResumeTarget {
  if (progress.suitability.answered_at === null && !answeredNow) return 'suitability';
  if (!progress.acceptedTos) return 'terms';
  if (!progress.obsessions?.length) return 'obsessions';
  const hasYbocs = progress.latestYbocs != null;
  if (hasYbocs && (progress.exposures?.length ?? 0) > 0) return 'dashboard';
  if (hasYbocs) return 'generating_exposures';
  if (progress.triggers?.length) return 'ybocs';
  if (progress.compulsions?.length) return 'triggers';
  return 'compulsions';
}
