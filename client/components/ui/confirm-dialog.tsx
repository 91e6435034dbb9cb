import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

/**
 * Asks before something that cannot be undone (spec 000 §5: removing a player or an opposition team).
 * Controlled: the caller owns `open`. While `isPending` the buttons are disabled and the dialog stays
 * open; close it from the mutation's onSuccess. The same modal dialog as the rest (decision 042), as an
 * alert dialog: focus starts on Cancel, and a press beside it does not answer the question (Escape does).
 * Opened from another dialog, it goes on top of it and gives focus back into it when it closes.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Confirm',
  pendingLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  isDestructive = true,
  isPending = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel?: string;
  /** The confirm button's text while pending ("Removing..."). */
  pendingLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  isDestructive?: boolean;
  isPending?: boolean;
}) {
  const setOpen = (next: boolean) => {
    if (!isPending) onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent role="alertdialog" hideClose width="md" isClosedByPressOutside={false}>
        <div className="grid gap-2">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={isPending} onClick={() => setOpen(false)} data-autofocus="">
            {cancelLabel}
          </Button>
          {/* Closed by the caller once the work has succeeded, not at the press. */}
          <Button
            variant={isDestructive ? 'destructive' : 'primary'}
            isLoading={isPending}
            onClick={onConfirm}
          >
            {isPending && pendingLabel ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
