import { useEffect, useId, useRef, useState, type ComponentProps, type MouseEvent } from 'react';
import { Button } from '../ui/Button';

/** docs/product.md §53: the 'Subscription required' tooltip shows for 2 seconds. */
export const SUBSCRIPTION_TOOLTIP_MS = 2000;
export const SUBSCRIPTION_REQUIRED = 'Subscription required';

interface GatedButtonProps extends ComponentProps<typeof Button> {
  /** docs/product.md §53: may the person do this? undefined while the subscription status is loading. */
  allowed: boolean | undefined;
  /** Where the tooltip lines up with the button; 'end' near the right edge of a card. */
  tooltipAlign?: 'center' | 'end';
}

/**
 * A button that needs a subscription (docs/product.md §53). Without one it looks disabled but stays
 * focusable (aria-disabled, as a disabled button fires no clicks): activating it shows
 * 'Subscription required' for 2 seconds, announced politely and linked as its description.
 * While the status is still loading it is simply disabled.
 */
export function GatedButton({ allowed, tooltipAlign = 'center', onClick, disabled, className = '', ...props }: GatedButtonProps) {
  const [shown, setShown] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const tooltipId = useId();

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  if (allowed !== false) {
    return <Button {...props} className={className} disabled={disabled || allowed === undefined} onClick={onClick} />;
  }

  function explain(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    setShown(true);
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setShown(false), SUBSCRIPTION_TOOLTIP_MS);
  }

  const position = tooltipAlign === 'end' ? 'right-0' : 'left-1/2 -translate-x-1/2';
  return (
    <span className="relative inline-flex">
      <Button
        {...props}
        type="button"
        className={className}
        aria-disabled="true"
        aria-describedby={shown ? tooltipId : undefined}
        onClick={explain}
      />
      <span aria-live="polite">
        {shown && (
          <span
            role="tooltip"
            id={tooltipId}
            className={`absolute top-full z-20 mt-2 rounded-md bg-slate-900 px-3 py-1.5 text-sm whitespace-nowrap text-white shadow-lg ${position}`}
          >
            {SUBSCRIPTION_REQUIRED}
          </span>
        )}
      </span>
    </span>
  );
}
