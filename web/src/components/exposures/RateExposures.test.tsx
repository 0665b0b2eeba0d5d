import type { GeneratedExposure } from '@ladder/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GENERATED } from '../../test/intake-api';
import { RateExposures } from './RateExposures';

describe('RateExposures (the ERP page modal form)', () => {
  it('starts each slider at the generated level, shows the anchors, and hands back the ratings', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(rated: GeneratedExposure[]) => void>();
    const onCancel = vi.fn();
    render(<RateExposures exposures={GENERATED} submitLabel="Save Exposures" pending={false} onSubmit={onSubmit} onCancel={onCancel} />);

    const sliders = screen.getAllByRole('slider');
    expect(sliders.map((slider) => slider.getAttribute('aria-valuenow'))).toEqual(['4', '7']);
    expect(sliders.map((slider) => slider.getAttribute('aria-valuemin'))).toEqual(['1', '1']);
    expect(sliders.map((slider) => slider.getAttribute('aria-valuemax'))).toEqual(['10', '10']);
    expect(screen.getAllByText('Very Easy')).toHaveLength(2);
    expect(screen.getAllByText('Moderately Difficult')).toHaveLength(2);
    expect(screen.getAllByText('Extremely Challenging')).toHaveLength(2);
    expect(sliders[0]).toHaveAccessibleDescription('1 Very Easy 5 Moderately Difficult 10 Extremely Challenging');

    sliders[0]!.focus();
    await user.keyboard('{Home}');
    expect(sliders[0]).toHaveAttribute('aria-valuetext', '1 out of 10, Very Easy');
    sliders[1]!.focus();
    await user.keyboard('{ArrowUp}');
    expect(sliders[1]).toHaveAttribute('aria-valuetext', '8 out of 10');

    await user.click(screen.getByRole('button', { name: 'Save Exposures' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith([
      { ...GENERATED[0], fear_level: 1 },
      { ...GENERATED[1], fear_level: 8 },
    ]);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('has no Cancel without onCancel, and locks while saving', () => {
    render(<RateExposures exposures={GENERATED} submitLabel="Complete Onboarding" pending onSubmit={() => undefined} />);

    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getAllByRole('slider')[0]).toHaveAttribute('data-disabled');
  });
});
