import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  /** Extra content under the description, e.g. an error alert. */
  children?: ReactNode;
  /** Buttons, wrapped by the caller in `DialogCancel` / plain buttons. */
  actions: ReactNode;
  /** Called with false on Escape; without it Escape leaves the dialog open. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * A Radix alert dialog whose open state belongs to the caller: it closes only
 * when the caller's state changes, never by itself.
 */
export function ConfirmDialog({ open, title, description, children, actions, onOpenChange }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 dark:bg-black/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">{description}</AlertDialog.Description>
          {children && <div className="mt-4">{children}</div>}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{actions}</div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** The safe choice; Radix focuses it when the dialog opens. */
export const DialogCancel = AlertDialog.Cancel;
