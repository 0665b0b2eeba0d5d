import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
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

interface SuitabilityAnswers {
  /** The label of the PHQ-9 item 9 answer, e.g. "Not at all". */
  thoughts: string;
  eatingDisorder?: boolean;
  psychosis?: boolean;
  alcoholOrDrugs?: boolean;
}

/** Answers "Is self-help right for me now?" and presses Continue. */
export async function answerSuitability(user: ReturnType<typeof userEvent.setup>, answers: SuitabilityAnswers) {
  const [thoughts, eating, psychosis, alcohol] = screen.getAllByRole('group');
  await user.click(within(thoughts!).getByRole('radio', { name: answers.thoughts }));
  await user.click(within(eating!).getByRole('radio', { name: answers.eatingDisorder ? 'Yes' : 'No' }));
  await user.click(within(psychosis!).getByRole('radio', { name: answers.psychosis ? 'Yes' : 'No' }));
  await user.click(within(alcohol!).getByRole('radio', { name: answers.alcoholOrDrugs ? 'Yes' : 'No' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}
