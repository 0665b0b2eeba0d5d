/**
 * The first script of every document (scripts/prerender.mjs puts it in the head, as a classic, blocking
 * script): it applies the colour scheme the person chose in Settings before anything is drawn, so a page
 * never flashes in the other scheme (decision 036). The CSP allows no inline script, hence a file; it is a
 * few bytes and cached for a year. It imports nothing, so the build leaves it a file alone that runs as a
 * classic script; the key and the values are lib/appearance.ts's (entry-theme.test.ts holds them together).
 */
try {
  const choice = localStorage.getItem('ladder_appearance');
  if (choice === 'light' || choice === 'dark') document.documentElement.dataset.theme = choice;
} catch {
  // Storage blocked: the device's setting applies (index.css).
}

// A module to TypeScript (its test imports it); the build writes no export for it, so it stays a classic script.
export {};
