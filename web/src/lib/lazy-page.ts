import { lazy, type ComponentType } from 'react';

export interface LazyPage<P extends object = object> {
  Component: ComponentType<P>;
  /** Starts the download now (e.g. at start-up for the address being opened); the same one `Component` waits for. */
  preload: () => Promise<unknown>;
}

/**
 * A screen (or part of one) in its own chunk. Once downloaded it renders at once, without a
 * loading state (a screen preloaded before it is shown). A failed download is tried again the next
 * time it is needed.
 */
export function lazyPage<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyPage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  let loaded: { default: ComponentType<P> } | null = null;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = { default: pick(module) };
        return loaded;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  // React takes a thenable that has already settled as it is, and renders without suspending.
  const settled = () =>
    loaded
      ? ({ then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve(loaded!) } as unknown as Promise<{
          default: ComponentType<P>;
        }>)
      : preload();
  return { Component: lazy(settled), preload };
}
