import type { ExposureResponse } from '@ladder/contracts';
import { describe, expect, it } from 'vitest';
import { firstStepId, orderExposures } from './ladder-order';

let counter = 0;
function exposure(fear: number, extra: Partial<ExposureResponse> = {}): ExposureResponse {
  counter += 1;
  return {
    id: `e${counter}`,
    title: `Fear ${fear}`,
    description: 'x',
    fear_level: fear,
    status: 'not_started',
    latest_anxiety: null,
    created_by_ai: true,
    created_by_user: false,
    created_at: `2026-01-0${Math.min(9, counter)}T10:00:00.000Z`,
    session_count: 0,
    last_practised_at: null,
    initial_fear: fear,
    open_session: null,
    ...extra,
  };
}

describe('orderExposures', () => {
  it('lists not-started exposures easiest first, keeping the order they were added for equal fear', () => {
    const [nine, three, fiveOld, fiveNew, seven] = [exposure(9), exposure(3), exposure(5), exposure(5), exposure(7)];
    expect(orderExposures([nine, fiveNew, three, seven, fiveOld], 'not_started').map((item) => item.id)).toEqual(
      [three, fiveOld, fiveNew, seven, nine].map((item) => item.id),
    );
  });

  it('lists in-progress exposures by last practice, most recent first', () => {
    const old = exposure(5, { status: 'in_progress', last_practised_at: '2026-02-01T10:00:00.000Z' });
    const recent = exposure(8, { status: 'in_progress', last_practised_at: '2026-02-03T10:00:00.000Z' });
    const middle = exposure(2, { status: 'in_progress', last_practised_at: '2026-02-02T10:00:00.000Z' });
    expect(orderExposures([old, recent, middle], 'in_progress').map((item) => item.id)).toEqual([recent.id, middle.id, old.id]);
  });
});

describe('firstStepId ("Start here")', () => {
  it('is the easiest exposure in the 4–6 band, not the easiest overall and never the hardest', () => {
    const items = [exposure(9), exposure(2), exposure(6), exposure(4), exposure(3)];
    expect(firstStepId(items)).toBe(items[3]!.id);
  });

  it('falls back to the easiest above the band, then to the hardest below it, and to nothing for an empty list', () => {
    const above = [exposure(2), exposure(8), exposure(10)];
    expect(firstStepId(above)).toBe(above[1]!.id);
    const below = [exposure(1), exposure(3), exposure(2)];
    expect(firstStepId(below)).toBe(below[1]!.id);
    expect(firstStepId([])).toBeNull();
  });
});
