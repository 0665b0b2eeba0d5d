/**
 * Renders the app's PNG icons from our own SVGs (public/icons/icon.svg, icon-maskable.svg) with the
 * system's headless Chromium (decision 035). Run by hand when the art changes, and the PNGs
 * committed: nothing is drawn or downloaded at install or at run time.
 *
 *   CHROMIUM_PATH=/usr/bin/chromium node web/scripts/render-icons.mjs
 *
 * The maskable icon keeps the ladder inside the central safe zone (a circle of 80% of the width),
 * so a launcher's mask never cuts it; the Apple touch icon is full-bleed, as iOS rounds it itself.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const iconsDir = fileURLToPath(new URL('../public/icons', import.meta.url));
const OUTPUTS = [
  { source: 'icon.svg', file: 'icon-192.png', size: 192 },
  { source: 'icon.svg', file: 'icon-512.png', size: 512 },
  { source: 'icon-maskable.svg', file: 'icon-maskable-512.png', size: 512 },
  { source: 'icon-maskable.svg', file: 'apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const { source, file, size } of OUTPUTS) {
    const svg = await readFile(path.join(iconsDir, source), 'utf8');
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    // Transparent around the rounded square of the "any" icon; the SVG alone, at the icon's size.
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.screenshot({ path: path.join(iconsDir, file), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    console.log(`${source} -> public/icons/${file} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
