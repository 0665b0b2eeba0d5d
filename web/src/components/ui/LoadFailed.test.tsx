import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailed } from './LoadFailed';

// A part whose file cannot be downloaded, as the browser reports it offline (Chromium's words).
const Unreachable = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/SecurityTab.js')));

describe('LoadFailed: a part fetched when wanted that cannot be downloaded', () => {
  it.each(['inline', 'floating'] as const)('says so calmly, %s, instead of taking the screen down', async (placement) => {
    // React reports the caught error on the console; it is the expected one here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <main>
        <h1>Account settings</h1>
        <LoadFailed placement={placement}>
          <Suspense fallback={<p>Loading...</p>}>
            <Unreachable />
          </Suspense>
        </LoadFailed>
      </main>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of Ladder could not be loaded. Check your connection, then reload the page to try again.',
    );
    expect(screen.getByRole('heading', { name: 'Account settings' })).toBeVisible();
    consoleError.mockRestore();
  });
});
