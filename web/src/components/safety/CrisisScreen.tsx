import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../ui/Button';
import { LogoMark } from '../ui/Logo';
import { SupportLinks } from './SupportLinks';

interface CrisisScreenProps {
  /** "I'm ready to go back": the caller returns the person to where they were. */
  onBack: () => void;
  /** What going back leads to, in a few words under the button. */
  backHint: string;
  /** The person said so themselves (the crisis question), rather than Ladder reading it in their words. */
  answered?: boolean;
}

/**
 * The calm full screen for words that speak of ending one's life or hurting oneself (docs/clinical.md §19): never an error box, never "generation failed". It covers the whole page, the
 * rest of which is inert meanwhile, and takes the focus on its heading. It names no service Ladder
 * contacts, because Ladder cannot send help.
 */
export function CrisisScreen({ onBack, backHint, answered = false }: CrisisScreenProps) {
  const layer = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const introId = useId();

  // Everything behind the screen is out of reach (keyboard, pointer, screen readers) while it shows.
  useLayoutEffect(() => {
    const others = Array.from(document.body.children).filter(
      (element): element is HTMLElement => element instanceof HTMLElement && element !== layer.current && !element.hasAttribute('inert'),
    );
    for (const element of others) element.setAttribute('inert', '');
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      for (const element of others) element.removeAttribute('inert');
      document.body.style.overflow = overflow;
    };
  }, []);

  useEffect(() => heading.current?.focus(), []);

  return createPortal(
    <div
      ref={layer}
      role="dialog"
      aria-modal="true"
      aria-labelledby={headingId}
      aria-describedby={introId}
      className="fixed inset-0 z-[60] overflow-y-auto bg-slate-50 pt-[env(safe-area-inset-top)] pr-[env(safe-area-inset-right)] pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)]"
    >
      <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-14">
        <p className="inline-flex items-center gap-2 font-semibold text-slate-700">
          <LogoMark className="size-6" />
          Ladder
        </p>
        <h2
          ref={heading}
          id={headingId}
          tabIndex={-1}
          className="mt-6 text-3xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-4xl"
        >
          You deserve support right now
        </h2>
        <div id={introId} className="mt-4 space-y-3 text-lg leading-8 text-slate-700">
          {answered ? (
            <p>
              Thank you for telling Ladder. Thoughts of ending your life matter more than any exercise, so Ladder has not
              made exposures from what you wrote.
            </p>
          ) : (
            <p>
              What you wrote sounds like you may be having thoughts of ending your life or hurting yourself. That matters
              more than any exercise, so Ladder has not made exposures from it.
            </p>
          )}
          <p>You don&apos;t have to face this alone. Talking to someone can help, and you can call or text, whichever feels easier.</p>
        </div>

        <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <SupportLinks />
        </div>

        <p className="mt-6 text-slate-700">
          Ladder cannot call anyone or send help, and it has not told anyone what you wrote. If you can, reach out
          yourself, or ask someone you trust to be with you while you call.
        </p>

        <div className="mt-8 border-t border-slate-200 pt-6">
          <Button variant="secondary" onClick={onBack} className="w-full py-2.5 text-base sm:w-auto">
            I&apos;m ready to go back
          </Button>
          <p className="mt-2 text-sm text-slate-600">{backHint}</p>
        </div>
      </div>
    </div>,
    document.body,
  );
}
