import type { CandidateExposure } from '../../../src/modules/generator/types';

/** An engine's item around the task, its response prevention stated in the description too, as engines write it. */
export function engineItem(task: string, overrides: Partial<CandidateExposure> = {}): CandidateExposure {
  const prevention = overrides.response_prevention ?? 'Do not seek reassurance or check afterwards.';
  return {
    title: task.length > 80 ? `${task.slice(0, 77)}…` : task,
    description: `${task} ${prevention}`,
    fear_level: 5,
    kind: 'in_vivo',
    response_prevention: prevention,
    theme: 'test',
    ...overrides,
  };
}
