import { clsx } from 'clsx';
import { X } from 'lucide-react';
import {
  createContext,
  type FormEventHandler,
  type HTMLAttributes,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  type RefObject,
  useContext,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import { afterPaint } from '../../lib/after-paint';
import { PageBehindOverlay } from '../../lib/page-behind-overlay';
import { useIsOnline } from '../../lib/use-is-online';
import { Button } from './button';
import { Bone } from './skeleton';

// Our own modal dialog rather than Radix Dialog (decision 032): opening a player's dialog on the squad
// page spent about half of its 450 ms (4x CPU) mounting Radix's layers (portal, focus scope, dismissable
// layer, scroll lock, presence measuring the exit animation) before the form itself. What a modal needs
// is a handful of listeners, kept here: focus moves in and is held there (Tab wraps; focus reaching the
// page behind is sent back), Escape and a press on the overlay close it, the page behind does not scroll,
// and focus returns to what opened it. aria-modal tells assistive technology the rest is out of reach.

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

// No backdrop blur: blurring the whole screen behind a dialog is one of the costliest things to paint on a
// phone without a fast GPU (80 ms of the first opening of a player's dialog at 4x CPU, decision 016).
export const overlayClasses = 'overlay-fade fixed inset-0 z-50 bg-slate-950/50';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab stops at inside `container`, in order (those not drawn are left out). */
function tabbablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
}

function focusInside(element: HTMLElement) {
  element.focus({ preventScroll: true });
  // As Radix did: a field focused on opening has its text selected, ready to be typed over.
  if (element instanceof HTMLInputElement && element.type !== 'checkbox' && element.type !== 'radio') {
    element.select();
  }
}

// The open modal layers, innermost last: only the innermost answers Escape.
const openLayers: Array<RefObject<HTMLDivElement | null>> = [];
let lockedOverflow: string | null = null;

/**
 * The page behind stops scrolling. <html> keeps its scrollbar's room (`scrollbar-gutter: stable` in
 * styles.css), so hiding the scrollbar moves nothing sideways, and nothing is measured here: a
 * measurement just after the dialog's first render forced its whole layout early (50 ms at 4x CPU).
 * Locked and unlocked a frame after the dialog comes or goes (see useModalLayer).
 */
function lockScroll() {
  if (lockedOverflow !== null) return;
  lockedOverflow = document.documentElement.style.overflow;
  document.documentElement.style.overflow = 'hidden';
}

function unlockScroll() {
  if (lockedOverflow === null || openLayers.length > 0) return;
  document.documentElement.style.overflow = lockedOverflow;
  lockedOverflow = null;
}

/** The first control, or the panel itself when it has none. */
function firstControlIn(content: HTMLElement): HTMLElement {
  return content.querySelector<HTMLElement>('[data-autofocus]') ?? tabbablesIn(content)[0] ?? content;
}

/**
 * Escape, the scroll lock and focus held inside while the layer is mounted, and focus back out when it
 * goes. Focus moves in once `isContentReady`, after that frame is painted: focusing at once made the
 * tap's own frame wait for the dialog's style and layout (decision 032). Until then the overlay takes
 * every press.
 */
function useModalLayer(
  contentRef: RefObject<HTMLDivElement | null>,
  close: () => void,
  onEscapeKeyDown: ((event: KeyboardEvent) => void) | undefined,
  isContentReady: boolean,
) {
  const closeRef = useRef(close);
  const escapeRef = useRef(onEscapeKeyDown);
  closeRef.current = close;
  escapeRef.current = onEscapeKeyDown;

  useEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openLayers.push(contentRef);
    // The scroll lock waits for the dialog's first frame: taking the page's scrollbar away has the whole
    // page painted again, 25-30 ms of that frame at 4x CPU. The overlay already covers the page.
    const cancelLock = afterPaint(lockScroll);

    const isInnermost = () => openLayers[openLayers.length - 1] === contentRef;
    const onKeyDown = (event: KeyboardEvent) => {
      // A layer opened above this one (a select's list, a confirmation) has already taken its Escape.
      if (event.key !== 'Escape' || event.defaultPrevented || !isInnermost()) return;
      escapeRef.current?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      closeRef.current();
    };
    // Focus reaching the page behind (a script, a screen reader's cursor) comes back to the dialog.
    // Layers portalled beside it (toasts, a confirmation, a select's list) are left alone.
    const onFocusIn = (event: FocusEvent) => {
      const root = document.getElementById('root');
      if (!isInnermost() || !(event.target instanceof Node) || !root?.contains(event.target)) return;
      firstControlIn(content).focus({ preventScroll: true });
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      cancelLock();
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      openLayers.splice(openLayers.indexOf(contentRef), 1);
      // After the frame that takes the dialog away, for the same reason as the lock.
      afterPaint(unlockScroll);
      // Back to what opened it, unless focus has already been given somewhere on purpose.
      const active = document.activeElement;
      const isFocusLost = active === null || active === document.body || content.contains(active);
      if (isFocusLost && opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [contentRef]);

  const hasFocusedRef = useRef(false);
  useEffect(() => {
    if (!isContentReady || hasFocusedRef.current) return;
    return afterPaint(() => {
      const content = contentRef.current;
      if (!content || hasFocusedRef.current) return;
      hasFocusedRef.current = true;
      // A press inside meanwhile has already put focus where the user wants it.
      if (!content.contains(document.activeElement)) focusInside(firstControlIn(content));
    });
  }, [contentRef, isContentReady]);
}

/** Tab and Shift+Tab go round the dialog's own controls. */
function wrapTab(event: ReactKeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const tabbables = tabbablesIn(event.currentTarget);
  const first = tabbables[0];
  const last = tabbables[tabbables.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

type DialogContentProps = Omit<HTMLAttributes<HTMLDivElement>, 'role'> & {
  /** `alertdialog` for a question that needs an answer (ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  hideClose?: boolean;
  /** A press on the overlay; `preventDefault()` keeps the dialog open. */
  onInteractOutside?: (event: ReactMouseEvent<HTMLDivElement>) => void;
  /** Escape; `preventDefault()` keeps the dialog open. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  /** False while the dialog's controls are still to come: focus moves in when they are there. */
  isContentReady?: boolean;
};

/**
 * A centred dialog; on a phone it rises from the bottom edge, where a thumb can reach its buttons.
 * Always give it a DialogTitle (and a DialogDescription, or aria-describedby={undefined}).
 */
export function DialogContent(props: DialogContentProps) {
  const { open } = useDialogContext();
  if (!open) return null;
  return createPortal(<ModalLayer {...props} />, document.body);
}

function ModalLayer({
  className,
  children,
  hideClose = false,
  onInteractOutside,
  onEscapeKeyDown,
  isContentReady = true,
  role = 'dialog',
  ...props
}: DialogContentProps) {
  const { setOpen, titleId, descriptionId } = useDialogContext();
  const contentRef = useRef<HTMLDivElement>(null);
  const close = () => setOpen(false);
  useModalLayer(contentRef, close, onEscapeKeyDown, isContentReady);
  const describedBy = 'aria-describedby' in props ? props['aria-describedby'] : descriptionId;
  return (
    <>
      {/* A click, not a pointerdown: the press ends on the overlay, so nothing behind it is pressed. */}
      <div
        className={overlayClasses}
        data-state="open"
        aria-hidden
        onClick={(event) => {
          onInteractOutside?.(event);
          if (!event.defaultPrevented) close();
        }}
      />
      <PageBehindOverlay />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the role is dialog or alertdialog, set from a prop */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: both roles take aria-modal */}
      <div
        ref={contentRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-state="open"
        className={clsx(
          'dialog-pop fixed inset-x-0 bottom-0 z-50 grid max-h-[92dvh] w-full gap-4 overflow-y-auto rounded-t-2xl border border-slate-200 bg-white p-5 shadow-2xl',
          'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6',
          '[padding-bottom:max(1.25rem,env(safe-area-inset-bottom))] focus:outline-none',
          className,
        )}
        onKeyDown={wrapTab}
        {...props}
        aria-describedby={describedBy}
      >
        {children}
        {hideClose ? null : (
          <button
            type="button"
            aria-label="Close"
            onClick={close}
            className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-green-700"
          >
            <X className="size-5" aria-hidden />
          </button>
        )}
      </div>
    </>
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
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
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

/** Two fields' worth of grey, for the moment before a form dialog's fields are drawn. */
function FormBodySkeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={clsx('grid content-start gap-4', className)}>
      {[0, 1].map((field) => (
        <div key={field} className="grid gap-2">
          <Bone className="h-4 w-28 rounded-md" />
          <Bone className="h-11 w-full rounded-lg" />
        </div>
      ))}
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
  skeletonClassName,
  isBodyDeferred = true,
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
  /**
   * The fields' room while they are on their way (a min-height about what they take on a phone): a
   * sheet that grew when they came moved its top edge up by the difference, a layout shift when the
   * fields came late on a busy phone.
   */
  skeletonClassName?: string;
  /**
   * false: the fields come in the same render as the dialog. For a dialog that opens only once a read
   * has answered (Team Settings): the tap is already behind it, so fields drawn a render later make the
   * sheet grow well after the tap, a layout shift, for no gain in answering the tap sooner.
   */
  isBodyDeferred?: boolean;
  children: ReactNode;
}) {
  const setOpen = (next: boolean) => {
    if (isPending) return;
    onOpenChange(next);
  };
  // The tap's frame draws the dialog (title, description, buttons) and the fields follow in a render of
  // their own, which React splits so the screen keeps answering (decision 032): on a slow phone the
  // dialog is there within the frame, not after the whole form has been built.
  const deferredOpen = useDeferredValue(open, false);
  const isBodyShown = isBodyDeferred ? deferredOpen : open;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className={contentClassName} isContentReady={isBodyShown}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          {isBodyShown ? children : <FormBodySkeleton className={skeletonClassName} />}
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
