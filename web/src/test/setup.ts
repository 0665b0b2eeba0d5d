import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { forgetEarlyResponses } from '../boot/early-responses';
import { forgetAppQueryClient } from '../api/query-client';
import { forgetPublicConfig } from '../public-site/public-config';

// jsdom has no layout and no ResizeObserver; Radix measures its slider thumbs with one.
class NoLayoutResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoLayoutResizeObserver;

// Screens load on demand (React.lazy), as in the browser: the first test of a file waits for their
// modules too, which on a busy 2-core machine can take longer than Testing Library's default 1 s.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  forgetAppQueryClient();
  if (typeof window !== 'undefined') forgetEarlyResponses();
  forgetPublicConfig();
  // Tests in the Node environment (pre-rendering) have no Web Storage.
  if (typeof window !== 'undefined') localStorage.clear();
  // A practice kept on the device (auth/kept-practice.ts) belongs to one test only.
  if (typeof window !== 'undefined') sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
