import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { PageBehindOverlay } from '../../lib/page-behind-overlay';
import { Button } from './button';
import { overlayClasses } from './dialog';

/**
 * Asks before something that cannot be undone (spec 000 §5: removing a player or an opposition team).
 * Controlled: the caller owns `open`. While `isPending` the buttons are disabled and the dialog stays
 * open; close it from the mutation's onSuccess.
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
  trigger,
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
  trigger?: ReactNode;
}) {
  return (
    <AlertDialogPrimitive.Root
      open={open}
      onOpenChange={(next) => (isPending ? undefined : onOpenChange(next))}
    >
      {trigger ? <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger> : null}
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className={overlayClasses} />
        <PageBehindOverlay />
        <AlertDialogPrimitive.Content className="dialog-pop fixed inset-x-0 bottom-0 z-50 grid w-full gap-4 rounded-t-2xl border border-slate-200 bg-white p-5 shadow-2xl [padding-bottom:max(1.25rem,env(safe-area-inset-bottom))] focus:outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6">
          <div className="grid gap-2">
            <AlertDialogPrimitive.Title className="text-lg font-semibold text-slate-900">
              {title}
            </AlertDialogPrimitive.Title>
            <AlertDialogPrimitive.Description className="text-sm text-slate-600">
              {description}
            </AlertDialogPrimitive.Description>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="outline" disabled={isPending}>
                {cancelLabel}
              </Button>
            </AlertDialogPrimitive.Cancel>
            {/* Not AlertDialog.Action: that closes at once, before the work has succeeded. */}
            <Button
              variant={isDestructive ? 'destructive' : 'primary'}
              isLoading={isPending}
              onClick={onConfirm}
            >
              {isPending && pendingLabel ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
