import type { act as reactAct } from 'react';
import { expect, vi } from 'vitest';
import type { PublicPage } from '../public-site/public-pages';
import { renderDocument } from '../boot/entry-prerender';
// The template the build fills in (Vite only adds its script and style tags).
import TEMPLATE from '../../public-page.html?raw';

/** Puts a pre-rendered document's body in place, as the browser would receive it, at `address`. */
export async function serve(page: PublicPage, address = page.path): Promise<void> {
  const served = new DOMParser().parseFromString(await renderDocument(TEMPLATE, page), 'text/html');
  document.body.innerHTML = served.body.innerHTML;
  window.history.replaceState(null, '', address);
}

type Act = typeof reactAct;

let running: { act: Act; stop: () => void } | null = null;

/**
 * Runs the real script of the public pages (boot/entry-public.tsx) against the page in the document,
 * with a fresh React; returns that React's act(). `stopPublicScript` unmounts what it rendered.
 */
export async function startPublicScript(): Promise<Act> {
  vi.resetModules();
  // The fresh React's act() is used directly here, not through Testing Library, which would set this.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const { act } = await import('react');
  let stop: (() => void) | undefined;
  await act(async () => {
    const { started } = await import('../boot/entry-public');
    stop = await started;
  });
  running = { act, stop: stop ?? (() => undefined) };
  return act;
}

/** Unmounts what `startPublicScript` rendered (the page, and a signed-in visitor's session). */
export async function stopPublicScript(): Promise<void> {
  if (!running) return;
  const { act, stop } = running;
  running = null;
  await act(async () => stop());
}

/** Lets React finish what arrives later (lazy chunks, answers), inside act, until `done` holds. */
export async function settle(act: Act, done: () => boolean): Promise<void> {
  for (let round = 0; round < 100 && !done(); round += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  expect(done()).toBe(true);
}

/** Collects what React (or anything else) logs as an error. */
export function collectConsoleErrors(): unknown[][] {
  const errors: unknown[][] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
  return errors;
}
