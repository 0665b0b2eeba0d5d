import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { XMarkIcon } from './icons';
import { focusRing } from './styles';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** 'wide' for lists of exposures; 'normal' for forms. */
  size?: 'normal' | 'wide';
  /**
   * A click on the backdrop does not close it: for forms whose words would be lost by a stray
   * tap. Escape and the Close button still do.
   */
  keepOnOutsideClick?: boolean;
}

const widths = { normal: 'sm:max-w-lg', wide: 'sm:max-w-2xl' };

/**
 * A Radix dialog with the app's look: focus moves in and is trapped, Escape closes it, focus
 * returns to the button that opened it. Tall content scrolls inside; on phones it is a sheet along
 * the bottom, the full width.
 */
export function Modal({ open, onOpenChange, title, description, children, size = 'normal', keepOnOutsideClick }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 dark:bg-black/60" />
        <Dialog.Content
          // Without a description, say so, rather than pointing at an element that is not there.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onPointerDownOutside={keepOnOutsideClick ? (event) => event.preventDefault() : undefined}
          // Phones: a sheet along the bottom edge, so the buttons at the end of a form (Start Session,
          // Submit, Save) are where the thumb is (decision 037); wider screens: centred.
          className={`fixed inset-x-0 bottom-0 z-50 flex max-h-[calc(100dvh-2rem)] flex-col rounded-t-xl bg-white pr-[env(safe-area-inset-right)] pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)] shadow-xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-1.5rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:p-0 ${widths[size]}`}
        >
          <div className="border-b border-slate-200 py-4 pr-14 pl-5 sm:pl-6">
            <Dialog.Title className="text-lg font-semibold break-words text-slate-900">{title}</Dialog.Title>
            {description && <Dialog.Description className="mt-1 text-sm text-slate-700">{description}</Dialog.Description>}
          </div>
          <div className="overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
          {/* Last in the tab order, so opening the dialog focuses its content rather than Close. */}
          <Dialog.Close
            aria-label="Close"
            className={`absolute top-3 right-3 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 ${focusRing}`}
          >
            <XMarkIcon />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
