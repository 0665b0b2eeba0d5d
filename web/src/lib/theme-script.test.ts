import { THEME_SCRIPT } from '@ladder/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { APPEARANCE_KEY, readAppearance, saveAppearance } from './appearance';

/** The documents' inline script, run as the browser runs it: a classic script in the page's global scope. */
function runEntry() {
  new Function(THEME_SCRIPT)();
}

describe('the appearance chosen on this device', () => {
  afterEach(() => {
    delete document.documentElement.dataset.theme;
  });

  it('is applied by the early script from what Settings saved', async () => {
    saveAppearance('dark');
    expect(localStorage.getItem(APPEARANCE_KEY)).toBe('dark');
    delete document.documentElement.dataset.theme;

    runEntry();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(readAppearance()).toBe('dark');
  });

  it('follows the device when the choice is "Match my device"', async () => {
    saveAppearance('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    saveAppearance('device');
    expect(localStorage.getItem(APPEARANCE_KEY)).toBeNull();
    expect(document.documentElement.dataset.theme).toBeUndefined();

    runEntry();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(readAppearance()).toBe('device');
  });

  it('ignores a stored value it does not know', async () => {
    localStorage.setItem(APPEARANCE_KEY, 'sepia');
    runEntry();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(readAppearance()).toBe('device');
  });
});
