import { Suspense, useState } from 'react';
import { usePracticeRunning } from '../../auth/practice-running';
import { lazyPage } from '../../lib/lazy-page';
import { URGE_BUTTON_WIDTH } from '../../boot/AppFrame';
import { PlusIcon } from '../layout/nav-icons';
import { focusRing } from '../ui/styles';
import type * as urgeDialog from './LogUrgeDialog';

// The dialog (Radix, the form, the person's list) is not in any screen's first view
// (docs/performance.md): it is fetched when a Log an urge button is about to be used.
const LogUrgeDialog = lazyPage<typeof urgeDialog, urgeDialog.LogUrgeDialogProps>(
  () => import('./LogUrgeDialog'),
  (module) => module.LogUrgeDialog,
);
const preload = () => void LogUrgeDialog.preload().catch(() => undefined);

/**
 * "Log an urge", reachable from every signed-in screen in one tap (issue 17 item 7): in the top bar
 * on wider screens, and on phones the last cell of the tab bar, where a thumb reaches it (decision
 * 037). There it covers nothing of the page: the cell is kept for it (AppFrame), and the frame keeps
 * room under its footer for the whole bar. While an exposure's timer runs it steps aside: that
 * screen has its own "I did a compulsion", and nothing is drawn over the timer (docs/practice.md
 * 1.6, 5.1).
 */
export function LogUrgeButton() {
  const practising = usePracticeRunning();
  const [open, setOpen] = useState(false);
  // Each opening is a fresh form (the bar's button stays across screens); between openings the
  // dialog stays mounted, so it closes as a dialog does.
  const [opening, setOpening] = useState(0);
  const show = () => {
    setOpening((count) => count + 1);
    setOpen(true);
  };
  const intent = { onPointerEnter: preload, onFocus: preload, onClick: show, 'aria-haspopup': 'dialog' as const };

  return (
    <>
      <button
        type="button"
        {...intent}
        className={`hidden h-8 items-center justify-center rounded-md border border-teal-700 text-sm font-medium text-teal-800 hover:bg-teal-50 md:inline-flex ${URGE_BUTTON_WIDTH} ${focusRing}`}
      >
        Log an urge
      </button>
      {!practising && (
        // The tab bar's fifth cell (AppFrame's nav: five equal columns between the side safe areas,
        // 4rem tall above the bottom one).
        <button
          type="button"
          {...intent}
          className={`fixed right-[env(safe-area-inset-right)] bottom-[env(safe-area-inset-bottom)] z-40 flex h-16 w-[calc((100%-env(safe-area-inset-left)-env(safe-area-inset-right))/5)] flex-col items-center justify-center gap-0.5 rounded-md text-[0.6875rem] font-semibold whitespace-nowrap text-teal-800 md:hidden ${focusRing}`}
        >
          <span className="flex size-7 items-center justify-center rounded-full bg-teal-700 text-white">
            <PlusIcon />
          </span>
          Log an urge
        </button>
      )}
      {opening > 0 && (
        // A press before the dialog has arrived opens it as soon as it has.
        <Suspense fallback={null}>
          <LogUrgeDialog.Component key={opening} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
