import { describe, expect, it } from 'vitest';
import { emptyListText, practiceFacts, practisedWhen, progressPercent } from './exposure-display';

describe('exposure display helpers', () => {
  it('writes the empty state with the status in words', () => {
    expect(emptyListText('not_started')).toBe('No not started exposures.');
    expect(emptyListText('in_progress')).toBe('No in progress exposures.');
    expect(emptyListText('completed')).toBe('No completed exposures.');
  });

  it('computes progress by the docs/product.md §34 formula in whole percent, from the initial fear before any rating', () => {
    expect(progressPercent({ initial_fear: 7, latest_anxiety: 3 })).toBe(67);
    expect(progressPercent({ initial_fear: 7, latest_anxiety: 1 })).toBe(100);
    expect(progressPercent({ initial_fear: 5, latest_anxiety: 9 })).toBe(0);
    expect(progressPercent({ initial_fear: 1, latest_anxiety: 1 })).toBe(100);
    expect(progressPercent({ initial_fear: 6, latest_anxiety: null })).toBe(0);
  });

  it('says when an exposure was last practised, by calendar day', () => {
    const now = new Date(2025, 0, 10, 9, 0);
    expect(practisedWhen(new Date(2025, 0, 10, 8, 0), now)).toBe('today');
    expect(practisedWhen(new Date(2025, 0, 9, 23, 0), now)).toBe('yesterday');
    expect(practisedWhen(new Date(2025, 0, 4, 12, 0), now)).toBe('6 days ago');
    expect(practisedWhen(new Date(2025, 0, 3, 12, 0), now)).toBe('on Jan 3');
    expect(practisedWhen(new Date(2024, 11, 3, 12, 0), now)).toBe('on Dec 3, 2024');
  });

  it("reads as Intl's en relative-time and date words for every day of the past two years", () => {
    const now = new Date(2026, 2, 29, 9, 0);
    const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    for (let days = 0; days < 730; days++) {
      const practisedAt = new Date(now.getFullYear(), now.getMonth(), now.getDate() - days, 18, 30);
      const sameYear = practisedAt.getFullYear() === now.getFullYear();
      const expected =
        days < 7
          ? relative.format(-days, 'day')
          : `on ${new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) }).format(practisedAt)}`;
      expect(practisedWhen(practisedAt, now)).toBe(expected);
    }
  });

  it('counts sessions in words', () => {
    const now = new Date(2025, 0, 10, 9, 0);
    expect(practiceFacts({ session_count: 0, last_practised_at: null }, now)).toBe('Not practised yet');
    expect(practiceFacts({ session_count: 1, last_practised_at: new Date(2025, 0, 8).toISOString() }, now)).toBe(
      '1 session · last practised 2 days ago',
    );
    expect(practiceFacts({ session_count: 4, last_practised_at: null }, now)).toBe('4 sessions');
  });
});
