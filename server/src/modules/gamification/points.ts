/**
 * Points reward practice most (docs/gamification.md): an exposure session is worth the most, the
 * other actions support it. Caps stop repeated trivial actions from earning: journal points once a
 * day, session points for three sessions a day, Y-BOCS points at most once per two weeks (retesting
 * too often can turn into checking).
 */
export const POINTS = {
  session: 10,
  journal: 3,
  ybocs: 5,
  assignment: 5,
} as const;

export const SESSION_POINTS_PER_DAY = 3;
/** A session shorter than this earns no points: a tap through the timer is not practice. */
export const SESSION_MIN_MINUTES_FOR_POINTS = 1;
export const YBOCS_POINTS_EVERY_DAYS = 14;
