import { clsx } from 'clsx';
import { X } from 'lucide-react';
import {
  createContext,
  type FormEventHandler,
  type HTMLAttributes,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import { afterPaint } from '../../lib/after-paint';
import { useIsOnline } from '../../lib/use-is-online';
import { Button } from './button';
import { modalStack } from './modal-stack';

// Dialogs, sheets and confirmations are the browser's own modal <dialog>, opened with showModal()
// (decision 042). The browser keeps the stack: each one opened goes on top of the top layer, everything
// else (the page and any dialog below) is inert and out of the accessibility tree, Escape reaches only
// the top one (its `cancel` event), and closing gives focus back to what had it. The page behind stops
// scrolling by CSS (`html:has(dialog:modal)` in styles.css). What is left here: the open state comes from
// React, a press on the dim area closes, focus moves in once the dialog's first frame is painted, and a
// dialog that is saving cannot be closed.

type DialogContextValue = {
  open: boolean;
  setOpen: (open: boolean) => void;
  titleId: string;
  descriptionId: string;
};

const DialogContext = createContext<DialogContextValue | null>(null);

function useDialogContext(): DialogContextValue {
  const context = useContext(DialogContext);
  if (!context) throw new Error('A dialog part must be inside <Dialog>');
  return context;
}

/** A modal dialog's state: open while `open`; `onOpenChange(false)` when the user asks to close it. */
export function Dialog({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const id = useId();
  const value = useMemo(
    () => ({ open, setOpen: onOpenChange, titleId: `${id}title`, descriptionId: `${id}description` }),
    [open, onOpenChange, id],
  );
  return <DialogContext.Provider value={value}>{children}</DialogContext.Provider>;
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The control to start on: one marked `data-autofocus`, else the first one Tab stops at (and is drawn). */
function firstControlIn(panel: HTMLElement): HTMLElement | null {
  const marked = panel.querySelector<HTMLElement>('[data-autofocus]');
  if (marked) return marked;
  const first = [...panel.querySelectorAll<HTMLElement>(TABBABLE)].find(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
  return first ?? null;
}

function focusInside(element: HTMLElement) {
  element.focus({ preventScroll: true });
  // A field focused on opening has its text selected, ready to be typed over.
  if (element instanceof HTMLInputElement && element.type !== 'checkbox' && element.type !== 'radio') {
    element.select();
  }
}

/**
 * Shown as a modal while mounted and `open`, on top of the stack. showModal() puts focus on the first
 * control there is; the first control of the dialog gets it after the dialog's first frame is painted:
 * focusing a field at once made the tap's own frame wait for the dialog's style and layout (decision
 * 032). `isShownRef` is true from showModal() until this closes it: a `close` event after that was ours.
 */
function useModal(
  dialogRef: RefObject<HTMLDialogElement | null>,
  panelRef: RefObject<HTMLDivElement | null>,
  open: boolean,
): RefObject<boolean> {
  const isShownRef = useRef(false);
  // Where showModal() put focus: anywhere else, the user has moved it since, and it stays there.
  const initialFocusRef = useRef<Element | null>(null);
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const panel = panelRef.current;
    dialog.showModal();
    isShownRef.current = true;
    initialFocusRef.current = document.activeElement;
    const takeOff = modalStack.push(dialog);
    return () => {
      takeOff();
      isShownRef.current = false;
      // A dialog built closed opens again at its top: the browser keeps a hidden box's scroll, and can
      // only set it while the box is shown.
      if (panel) panel.scrollTop = 0;
      // Closed before React takes it out of the document (or hides it), so the browser gives focus back.
      dialog.close();
    };
  }, [dialogRef, panelRef, open]);

  useEffect(() => {
    if (!open) return;
    // Once per opening: the first control, unless the user has put focus somewhere else meanwhile.
    return afterPaint(() => {
      const panel = panelRef.current;
      if (!panel) return;
      const control = firstControlIn(panel);
      if (control && document.activeElement === initialFocusRef.current) focusInside(control);
    });
  }, [panelRef, open]);
  return isShownRef;
}

type DialogContentProps = Omit<HTMLAttributes<HTMLDivElement>, 'role'> & {
  /** `alertdialog` for a question that needs an answer (ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  hideClose?: boolean;
  /** The close button's name. */
  closeLabel?: string;
  /** False: a press on the dim area beside the dialog does not close it (Escape still does). */
  isClosedByPressOutside?: boolean;
  /** `sheet`: a panel from the right edge, full height (the phone's menu). */
  variant?: 'dialog' | 'sheet';
  /**
   * `tall`: as tall as a dialog may be from the start, wider on a big screen, its rows at the top, for
   * content that arrives after it opens (a sheet growing to hold it moved all it held: a layout shift).
   */
  size?: DialogSize;
  /** How wide it may grow on a big screen (a phone's is the screen's width): `lg` unless `tall`. */
  width?: DialogWidth;
  /**
   * Kept in the document while closed (the browser hides a closed <dialog>), built once: an opening then
   * only fills it and shows it (decision 042, amended). For a form opened again and again whose parts
   * keep no state of their own (it would last from one opening to the next): a player's details.
   */
  isBuiltClosed?: boolean;
};

export type DialogSize = 'fit' | 'tall';
export type DialogWidth = 'md' | 'lg' | 'xl' | '2xl';

const sizeClasses: Record<DialogSize, string> = {
  fit: '',
  tall: 'h-[92dvh] content-start',
};

// The width is a prop, not a class from the caller: a caller's `sm:max-w-2xl` beside the dialog's own
// `sm:max-w-lg` lost to it (Tailwind writes lg later), and the planner stayed narrow.
const widthClasses: Record<DialogWidth, string> = {
  md: 'sm:max-w-md',
  lg: 'sm:max-w-lg',
  xl: 'sm:max-w-xl',
  '2xl': 'sm:max-w-2xl',
};

const dialogClasses = clsx(
  'dialog-pop fixed inset-x-0 bottom-0 grid max-h-[92dvh] w-full gap-4 overflow-y-auto rounded-t-2xl border border-slate-200 bg-white p-5 shadow-2xl',
  'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6',
  // The bottom padding is a variable: a form dialog's footer (FormDialogFooter) sits over it.
  '[--dialog-pb:max(1.25rem,env(safe-area-inset-bottom))] pb-(--dialog-pb) sm:[--dialog-pb:--spacing(6)]',
);

const sheetClasses =
  'sheet-slide fixed inset-y-0 right-0 flex h-dvh w-[min(20rem,88vw)] flex-col border-l border-slate-200 bg-white shadow-2xl';

/**
 * A centred dialog; on a phone it rises from the bottom edge, where a thumb can reach its buttons.
 * Always give it a DialogTitle (and a DialogDescription, or aria-describedby={undefined}).
 */
export function DialogContent({ isBuiltClosed = false, ...props }: DialogContentProps) {
  const { open } = useDialogContext();
  if (!open && !isBuiltClosed) return null;
  // In <body>, not where the caller sits: the dialog's text and layout inherit nothing from the page.
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({
  className,
  children,
  hideClose = false,
  closeLabel = 'Close',
  isClosedByPressOutside = true,
  role = 'dialog',
  variant = 'dialog',
  size = 'fit',
  width = size === 'tall' ? '2xl' : 'lg',
  ...props
}: DialogContentProps) {
  const { open, setOpen, titleId, descriptionId } = useDialogContext();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wasPressedOutsideRef = useRef(false);
  const close = () => setOpen(false);
  const isShownRef = useModal(dialogRef, panelRef, open);
  const { 'aria-describedby': givenDescribedBy, ...panelProps } = props;
  const describedBy = 'aria-describedby' in props ? givenDescribedBy : descriptionId;
  return (
    // The <dialog> covers the screen, transparent, its ::backdrop dimming the page; the panel inside is
    // what is seen. A press that starts and ends on the <dialog> itself is a press beside the panel.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the keyboard's way to close, through `cancel`
    <dialog
      ref={dialogRef}
      role={role === 'alertdialog' ? role : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      tabIndex={-1}
      className="modal m-0 size-full max-h-none max-w-none border-0 bg-transparent p-0 text-inherit backdrop:bg-slate-950/50 focus:outline-none"
      onCancel={(event) => {
        // React decides: the dialog closes by being unmounted (or stays, when it is saving).
        event.preventDefault();
        close();
      }}
      onClose={(event) => {
        // Closed by the browser all the same (Chrome does not let a page refuse Escape twice in a row
        // without a press between): ask to close, and show it again if that was refused (a save under way).
        const dialog = event.currentTarget;
        // Closed by this component (it was closed or unmounted): nothing to ask.
        if (!isShownRef.current) return;
        close();
        afterPaint(() => {
          if (isShownRef.current && !dialog.open) dialog.showModal();
        });
      }}
      onPointerDown={(event) => {
        wasPressedOutsideRef.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        const isOutside = wasPressedOutsideRef.current && event.target === event.currentTarget;
        wasPressedOutsideRef.current = false;
        if (isOutside && isClosedByPressOutside) close();
      }}
    >
      <div
        ref={panelRef}
        className={clsx(
          variant === 'sheet' ? sheetClasses : [dialogClasses, sizeClasses[size], widthClasses[width]],
          className,
        )}
        {...panelProps}
      >
        {children}
        {hideClose ? null : (
          <button
            type="button"
            aria-label={closeLabel}
            onClick={close}
            className={clsx(
              'absolute inline-flex',
              variant === 'sheet' ? 'top-2.5 right-2.5' : 'top-2 right-2',
              'size-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-green-700',
            )}
          >
            <X className="size-5" aria-hidden />
          </button>
        )}
      </div>
    </dialog>
  );
}

export function DialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={clsx('grid gap-1.5 pr-10', className)} {...props} />;
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
  const { setOpen } = useDialogContext();
  // Kept in view at the foot of a dialog taller than the screen: the buttons are always in reach, and
  // content arriving above them (a preview, a refusal) no longer pushes them away from under the thumb
  // (a layout shift when the answer comes more than half a second after the tap). A sticky box stops at
  // its scroller's padding, so it reaches down over the dialog's own bottom padding.
  return (
    <div className="sticky -bottom-(--dialog-pb) -mb-(--dialog-pb) flex flex-col-reverse gap-2 bg-white pt-2 pb-(--dialog-pb) sm:flex-row sm:justify-end">
      <Button variant="outline" disabled={isPending} onClick={() => setOpen(false)}>
        Cancel
      </Button>
      {extraAction}
      <Button type="submit" isLoading={isSubmitting} disabled={isPending || submitDisabled}>
        {isSubmitting ? (isOnline ? pendingLabel : 'Waiting for signal...') : submitLabel}
      </Button>
    </div>
  );
}

/**
 * The shape every form dialog shares: title, description, the fields, then Cancel and submit. While
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
  width,
  isBuiltClosed,
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
  width?: DialogWidth;
  /** Kept built while closed (DialogContent's `isBuiltClosed`). */
  isBuiltClosed?: boolean;
  children: ReactNode;
}) {
  const setOpen = (next: boolean) => {
    if (isPending) return;
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent width={width} isBuiltClosed={isBuiltClosed}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          {/* The fields come with the dialog, in its first frame: a dialog drawn first and filled a render
              later grew after the tap, which on a busy phone was a layout shift (decision 032, amended). */}
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

export function DialogTitle({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  const { titleId } = useDialogContext();
  return <h2 id={titleId} className={clsx('text-lg font-semibold text-slate-900', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  const { descriptionId } = useDialogContext();
  return <p id={descriptionId} className={clsx('text-sm text-slate-600', className)} {...props} />;
}
