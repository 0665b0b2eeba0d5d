/**
 * The person's choice of colour scheme on this device (Settings → General, decision 036). Stored in
 * localStorage, not on the account: it is a setting of the screen in front of them, not health data, and it
 * outlives a sign-out. The documents' inline THEME_SCRIPT (contracts/src/theme-script.ts) applies it before the
 * first paint; index.css reads `data-theme`.
 */
import { APPEARANCE_KEY } from '@ladder/contracts';

export { APPEARANCE_KEY };

export type Appearance = 'device' | 'light' | 'dark';

export function readAppearance(storage: Pick<Storage, 'getItem'> = localStorage): Appearance {
  try {
    const stored = storage.getItem(APPEARANCE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'device';
  } catch {
    // Storage blocked (a privacy setting): the device's own setting applies.
    return 'device';
  }
}

export function applyAppearance(choice: Appearance, root: HTMLElement = document.documentElement): void {
  if (choice === 'device') delete root.dataset.theme;
  else root.dataset.theme = choice;
}

export function saveAppearance(choice: Appearance): void {
  try {
    if (choice === 'device') localStorage.removeItem(APPEARANCE_KEY);
    else localStorage.setItem(APPEARANCE_KEY, choice);
  } catch {
    // Not kept (storage blocked); it still applies to this page.
  }
  applyAppearance(choice);
}
