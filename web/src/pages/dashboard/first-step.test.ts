import { describe, expect, it } from 'vitest';
import { exposureRecord } from '../../test/intake-api';
import { firstStepId } from '../erp/ladder-order';
import { chooseFirstStep } from './first-step';

describe('chooseFirstStep (issue 18 item 3)', () => {
  it('leads to making the ladder when there are no exposures', () => {
    expect(chooseFirstStep([])).toEqual({ kind: 'make-ladder' });
  });

  it('offers the exposure the ERP page marks "Start here": the easiest not-started one in the 4-6 band', () => {
    const exposures = [
      exposureRecord(1, { fear_level: 2 }),
      exposureRecord(2, { fear_level: 8 }),
      exposureRecord(3, { fear_level: 6 }),
      exposureRecord(4, { fear_level: 5 }),
      exposureRecord(5, { fear_level: 4, status: 'in_progress' }),
    ];
    const step = chooseFirstStep(exposures);

    expect(step).toEqual({ kind: 'exposure', exposure: exposures[3] });
    expect(firstStepId(exposures.filter((item) => item.status === 'not_started'))).toBe('exposure-4');
  });

  it('still offers a started exposure whose session is open but not yet logged', () => {
    const open = exposureRecord(1, { open_session: { id: 's1', started_at: '2026-01-01T10:00:00.000Z', anxiety_level_pre: 6 } });
    expect(chooseFirstStep([open])).toEqual({ kind: 'exposure', exposure: open });
  });

  it('shows nothing once a first session is logged', () => {
    expect(chooseFirstStep([exposureRecord(1), exposureRecord(2, { session_count: 1, status: 'in_progress' })])).toEqual({
      kind: 'none',
    });
  });
});
