import type { AchievementType } from '@ladder/contracts';

/**
 * Milestone ladders. Exposures count completed practice sessions (the work that helps), streaks count
 * the longest run of practice days, points the total. Each rung is awarded once.
 */
export interface Milestone {
  code: string;
  type: AchievementType;
  target: number;
  title: string;
  description: string;
}

const rung = (type: AchievementType, target: number, title: string, description: string): Milestone => ({
  code: `${type}-${target}`,
  type,
  target,
  title,
  description,
});

export const MILESTONES: readonly Milestone[] = [
  rung('exposures', 1, 'First step', 'Complete your first exposure session.'),
  rung('exposures', 5, 'Finding your feet', 'Complete 5 exposure sessions.'),
  rung('exposures', 10, 'Building the habit', 'Complete 10 exposure sessions.'),
  rung('exposures', 25, 'Steady practice', 'Complete 25 exposure sessions.'),
  rung('exposures', 50, 'Committed', 'Complete 50 exposure sessions.'),
  rung('exposures', 100, 'One hundred steps', 'Complete 100 exposure sessions.'),
  rung('streak', 3, 'Three days running', 'Practise on 3 days in a row.'),
  rung('streak', 7, 'A full week', 'Practise on 7 days in a row.'),
  rung('streak', 14, 'Two weeks strong', 'Practise on 14 days in a row.'),
  rung('streak', 30, 'A month of practice', 'Practise on 30 days in a row.'),
  rung('streak', 60, 'Two months', 'Practise on 60 days in a row.'),
  rung('points', 50, '50 points', 'Earn 50 points.'),
  rung('points', 150, '150 points', 'Earn 150 points.'),
  rung('points', 400, '400 points', 'Earn 400 points.'),
  rung('points', 1000, '1,000 points', 'Earn 1,000 points.'),
  rung('points', 2500, '2,500 points', 'Earn 2,500 points.'),
];

export interface Metrics {
  sessions: number;
  longestStreak: number;
  points: number;
}

export function metricFor(type: AchievementType, metrics: Metrics): number {
  if (type === 'exposures') return metrics.sessions;
  if (type === 'streak') return metrics.longestStreak;
  return metrics.points;
}

export function reachedMilestones(metrics: Metrics): Milestone[] {
  return MILESTONES.filter((milestone) => metricFor(milestone.type, metrics) >= milestone.target);
}

/** The nearest unachieved milestone: of each ladder's next rung, the one closest to done. */
export function nextMilestone(metrics: Metrics, earned: ReadonlySet<string>) {
  const candidates = (['exposures', 'streak', 'points'] as const)
    .map((type) => MILESTONES.find((milestone) => milestone.type === type && !earned.has(milestone.code)))
    .filter((milestone): milestone is Milestone => milestone !== undefined)
    .map((milestone) => {
      const current = Math.min(metricFor(milestone.type, metrics), milestone.target);
      return { milestone, current, percent: Math.round((current / milestone.target) * 100) };
    })
    .sort((a, b) => b.percent - a.percent || a.milestone.target - b.milestone.target);
  const [best] = candidates;
  if (!best) return undefined;
  return {
    title: best.milestone.title,
    current: best.current,
    target: best.milestone.target,
    progress_percent: best.percent,
    description: best.milestone.description,
  };
}

export function milestoneByCode(code: string): Milestone | undefined {
  return MILESTONES.find((milestone) => milestone.code === code);
}
