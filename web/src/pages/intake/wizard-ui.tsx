import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';

/** True once the person has moved between steps: each new step then takes the focus. */
export const StepFocusContext = createContext(false);

/**
 * The step's heading. After a step change it takes the focus, so keyboard and screen-reader users
 * start reading the new step instead of staying on a button that is gone.
 */
export function StepHeading({ children, focus }: { children: ReactNode; focus?: boolean }) {
  const moved = useContext(StepFocusContext);
  const shouldFocus = focus ?? moved;
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (shouldFocus) ref.current?.focus();
  }, [shouldFocus]);
  return (
    <h2 ref={ref} tabIndex={-1} className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none">
      {children}
    </h2>
  );
}

/** Back on the left, the way forward on the right; stacked with the way forward on top on phones. */
export function StepActions({ back, next }: { back?: ReactNode; next: ReactNode }) {
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
      <div>{back}</div>
      <div className="flex flex-col gap-3 sm:flex-row">{next}</div>
    </div>
  );
}
