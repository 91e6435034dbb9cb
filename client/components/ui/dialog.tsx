import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, FormEventHandler, HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { PageBehindOverlay } from '../../lib/page-behind-overlay';
import { useIsOnline } from '../../lib/use-is-online';
import { Button } from './button';

export const Dialog = DialogPrimitive.Root;

// No backdrop blur: blurring the whole screen behind a dialog is one of the costliest things to paint on a
// phone without a fast GPU (80 ms of the first opening of a player's dialog at 4x CPU, decision 016).
export const overlayClasses = 'overlay-fade fixed inset-0 z-50 bg-slate-950/50';

/** A press on a toast (close, swipe) is not a press outside the dialog: the dialog stays open. */
function isInToast(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[data-toast-viewport]') !== null;
}

/**
 * A centred dialog; on a phone it rises from the bottom edge, where a thumb can reach its buttons.
 * Always give it a DialogTitle (and a DialogDescription, or aria-describedby={undefined}).
 */
export function DialogContent({
  className,
  children,
  hideClose = false,
  onInteractOutside,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { hideClose?: boolean }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <PageBehindOverlay />
      <DialogPrimitive.Content
        className={cn(
          'dialog-pop fixed inset-x-0 bottom-0 z-50 grid max-h-[92dvh] w-full gap-4 overflow-y-auto rounded-t-2xl border border-slate-200 bg-white p-5 shadow-2xl',
          'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6',
          '[padding-bottom:max(1.25rem,env(safe-area-inset-bottom))] focus:outline-none',
          className,
        )}
        onInteractOutside={(event) => {
          if (isInToast(event.target)) event.preventDefault();
          onInteractOutside?.(event);
        }}
        {...props}
      >
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close
            aria-label="Close"
            className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-green-700"
          >
            <X className="size-5" aria-hidden />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('grid gap-1.5 pr-10', className)} {...props} />;
}

/**
 * A form dialog's Cancel and submit buttons, with `extraAction` (a second way to save, say) between them.
 * While the form is saving, Cancel and the submit button are disabled (the dialog stays until the server
 * answers); the submit button shows a spinner and its pending label while its own save runs
 * (`isSubmitting`, else `isPending`), or "Waiting for signal..." while the save is held back for want of a
 * connection.
 */
function FormDialogFooter({
  isPending,
  isSubmitting,
  submitDisabled,
  submitLabel,
  pendingLabel,
  extraAction,
}: {
  isPending: boolean;
  isSubmitting: boolean;
  submitDisabled: boolean;
  submitLabel: string;
  pendingLabel: string;
  extraAction: ReactNode;
}) {
  const isOnline = useIsOnline();
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <DialogPrimitive.Close asChild>
        <Button variant="outline" disabled={isPending}>
          Cancel
        </Button>
      </DialogPrimitive.Close>
      {extraAction}
      <Button type="submit" isLoading={isSubmitting} disabled={isPending || submitDisabled}>
        {isSubmitting ? (isOnline ? pendingLabel : 'Waiting for signal...') : submitLabel}
      </Button>
    </div>
  );
}

/**
 * The skeleton every form dialog shares: title, description, the fields, then Cancel and submit. While
 * `isPending` the dialog cannot be closed (Escape, a press outside, Cancel or the close button): the
 * save is under way and its answer decides, closing on success and staying open on a refusal.
 * `isSubmitting` (default `isPending`) is the submit button's own save, when something else (an
 * `extraAction`) can also keep the dialog busy.
 */
export function FormDialog({
  open,
  onOpenChange,
  isPending,
  isSubmitting = isPending,
  submitDisabled = false,
  title,
  description,
  onSubmit,
  submitLabel,
  pendingLabel,
  extraAction = null,
  contentClassName,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isPending: boolean;
  isSubmitting?: boolean;
  submitDisabled?: boolean;
  title: string;
  description: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  pendingLabel: string;
  extraAction?: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}) {
  const setOpen = (next: boolean) => {
    if (isPending) return;
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className={contentClassName}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          {children}
          <FormDialogFooter
            isPending={isPending}
            isSubmitting={isSubmitting}
            submitDisabled={submitDisabled}
            submitLabel={submitLabel}
            pendingLabel={pendingLabel}
            extraAction={extraAction}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn('text-lg font-semibold text-slate-900', className)} {...props} />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-slate-600', className)} {...props} />;
}
