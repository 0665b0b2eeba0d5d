import { useCallback, useEffect, useRef, useState } from 'react';

type ActionState<T> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

/**
 * One request a screen makes on demand (a form's submit), with its idle, busy, done and failed
 * states: what a query-cache mutation gives, for a screen that loads without the cache (the sign-in
 * screen, docs/performance.md). Only the latest run counts, and nothing happens after unmounting.
 */
export function useAction<A, T>(action: (argument: A) => Promise<T>) {
  const [state, setState] = useState<ActionState<T>>({ status: 'idle' });
  const latest = useRef(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    (argument: A, onSuccess?: (data: T) => void) => {
      latest.current += 1;
      const id = latest.current;
      setState({ status: 'pending' });
      action(argument).then(
        (data) => {
          if (!mounted.current || id !== latest.current) return;
          setState({ status: 'success', data });
          onSuccess?.(data);
        },
        (error: unknown) => {
          if (!mounted.current || id !== latest.current) return;
          setState({ status: 'error', error });
        },
      );
    },
    [action],
  );

  const reset = useCallback(() => {
    latest.current += 1;
    setState({ status: 'idle' });
  }, []);

  return {
    run,
    reset,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    error: state.status === 'error' ? state.error : null,
  };
}
