import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCREEN_HEADINGS } from './AppFrame';

/** Where each screen of SCREEN_HEADINGS is drawn, by the route table (routes/AppRoutes.tsx). */
const PAGES: Record<string, string> = {
  '/dashboard': '../pages/dashboard/DashboardPage.tsx',
  '/erp': '../pages/erp/ErpPage.tsx',
  '/journal': '../pages/journal/JournalPage.tsx',
  '/urges': '../pages/urges/UrgesPage.tsx',
  '/settings': '../pages/settings/SettingsPage.tsx',
};

const H1_CLASSES = 'text-3xl font-bold tracking-tight text-slate-900';

describe('the title drawn with the frame while a screen loads (ScreenPlaceholder)', () => {
  it('is the screen’s own h1, in its style and its column, so nothing jumps when the screen arrives', () => {
    expect(Object.keys(SCREEN_HEADINGS).sort()).toEqual(Object.keys(PAGES).sort());
    for (const [path, { title, column }] of Object.entries(SCREEN_HEADINGS)) {
      const source = fs.readFileSync(new URL(PAGES[path]!, import.meta.url), 'utf8');
      expect(source, `${path}: its h1`).toContain(`<h1 className="${H1_CLASSES}">${title}</h1>`);
      // The narrower reading column (max-w-page), or the frame's full width.
      const inPageColumn = /<(div|section) className="mx-auto max-w-page">/.test(source);
      expect(inPageColumn ? 'page' : 'frame', `${path}: its column`).toBe(column);
    }
  });
});
