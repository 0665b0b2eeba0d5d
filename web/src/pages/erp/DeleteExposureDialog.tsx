import { errorDetail } from '../../api/client';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog, DialogCancel } from '../../components/ui/Dialog';

export interface DeleteExposureDialogProps {
  open: boolean;
  title: string;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onConfirm: () => void;
}

/**
 * docs/product.md §32: deleting a not-started exposure is confirmed first. Loaded when a person first asks to
 * delete one (lazy-dialogs.tsx): the dialog's parts were in the ERP screen's first view for every card.
 */
export function DeleteExposureDialog({ open, title, pending, error, onClose, onConfirm }: DeleteExposureDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onClose();
      }}
      title="Delete this exposure?"
      description={
        <>
          “<span className="break-words">{title}</span>” will be removed from your list. This cannot be undone.
        </>
      }
      actions={
        <>
          <DialogCancel asChild>
            <Button variant="secondary" disabled={pending} onClick={onClose}>
              Cancel
            </Button>
          </DialogCancel>
          <Button variant="danger" disabled={pending} onClick={onConfirm}>
            {pending ? 'Deleting...' : 'Delete'}
          </Button>
        </>
      }
    >
      {error !== null && error !== undefined && (
        <Alert tone="error">{errorDetail(error) ?? 'The exposure could not be deleted. Please try again.'}</Alert>
      )}
    </ConfirmDialog>
  );
}
