import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { fakeIntakeServer, type IntakeServerState } from './intake-api';
import { renderApp, storeTestSession } from './render';

type Routes = Parameters<typeof fakeIntakeServer>[1];

/** A signed-in person opening /intake against the fake intake API. */
export function openIntake(
  state: Partial<IntakeServerState> = {},
  routes: Routes = {},
  { fakeTimers = false }: { fakeTimers?: boolean } = {},
) {
  const api = fakeIntakeServer(state, routes);
  storeTestSession();
  const app = renderApp({
    at: '/intake',
    userEventOptions: fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : undefined,
  });
  return { api, app };
}

/** The step's own heading (level 2; the Y-BOCS step has level-3 "Obsessions" and "Compulsions"). */
export function findStep(name: string) {
  return screen.findByRole('heading', { level: 2, name });
}

/** A step's entry in the sidebar. */
export function sidebarStep(label: string): HTMLElement {
  const sidebar = screen.getByRole('complementary', { name: 'Your steps' });
  const entry = within(sidebar).getByText(label, { exact: true }).closest('li');
  if (!entry) throw new Error(`No sidebar entry for ${label}`);
  return entry;
}
