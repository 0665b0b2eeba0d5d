import { useEffect, useId, useRef, type ElementType } from 'react';
import { XMarkIcon } from '../ui/icons';
import { focusRing } from '../ui/styles';
import { SupportLinks } from './SupportLinks';

interface CrisisResourcesBoxProps {
  /** What was saved, e.g. "Your entry was saved as usual." */
  saved: string;
  /** Hides the box; without it the box cannot be closed (its container closes instead). */
  onDismiss?: () => void;
  headingAs?: ElementType;
  /** Takes the focus on its heading when it appears (e.g. when the screen around it changed). */
  focus?: boolean;
  /**
   * Offline, nothing has read the words yet (decision 035): the box is offered to whoever wrote
   * something, and its last line says so instead of "Ladder looks for words like these".
   */
  unread?: boolean;
}

/**
 * The gentle box beside written words that read as a crisis (a journal entry, a session's notes):
 * the words are saved as usual; this only offers where to turn, and says that nothing was sent.
 */
export function CrisisResourcesBox({ saved, onDismiss, headingAs: Heading = 'h2', focus = false, unread = false }: CrisisResourcesBoxProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-teal-200 bg-teal-50/60 p-5 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <Heading ref={heading} id={headingId} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
          Support, if you need it
        </Heading>
        {onDismiss && (
          <button
            type="button"
            onClick={onDismiss}
            aria-label="Close the support resources"
            className={`-mt-1 -mr-2 shrink-0 rounded-lg p-2 text-slate-600 hover:bg-teal-100 hover:text-slate-900 ${focusRing}`}
          >
            <XMarkIcon />
          </button>
        )}
      </div>
      <p className="mt-2 text-slate-700">
        If you are having thoughts of ending your life, you don&apos;t have to face them alone. You can talk to someone
        right now.
      </p>
      <div className="mt-4">
        <SupportLinks />
      </div>
      <p className="mt-5 border-t border-teal-200 pt-4 text-sm text-slate-700">
        {unread
          ? `${saved} It goes only to your own account, and nobody is told. These are here in case they help while you're offline.`
          : `${saved} Nothing was sent anywhere and nobody was told. Ladder looks for words like these only to offer you these resources.`}
      </p>
    </section>
  );
}
