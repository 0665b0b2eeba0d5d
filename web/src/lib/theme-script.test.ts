import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPEARANCE_KEY, readAppearance, saveAppearance } from '../lib/appearance';

async function runEntry() {
  vi.resetModules();
  await import('./entry-theme');
}

describe('the appearance chosen on this device', () => {
  afterEach(() => {
    delete document.documentElement.dataset.theme;
  });

  it('is applied by the early script from what Settings saved', async () => {
    saveAppearance('dark');
    expect(localStorage.getItem(APPEARANCE_KEY)).toBe('dark');
    delete document.documentElement.dataset.theme;

    await runEntry();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(readAppearance()).toBe('dark');
  });

  it('follows the device when the choice is "Match my device"', async () => {
    saveAppearance('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    saveAppearance('device');
    expect(localStorage.getItem(APPEARANCE_KEY)).toBeNull();
    expect(document.documentElement.dataset.theme).toBeUndefined();

    await runEntry();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(readAppearance()).toBe('device');
  });

  it('ignores a stored value it does not know', async () => {
    localStorage.setItem(APPEARANCE_KEY, 'sepia');
    await runEntry();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(readAppearance()).toBe('device');
  });
});
