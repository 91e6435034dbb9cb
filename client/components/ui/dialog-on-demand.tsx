import { LoaderCircle, RefreshCw } from 'lucide-react';
import { type ReactNode, useDeferredValue } from 'react';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog';
import { OnDemand } from './on-demand';

/**
 * Said while a press waits for its dialog's code (a phone with a slow signal): a note at the foot of the
 * screen, over the page, so nothing on the page moves for it.
 */
function OpeningNote() {
  return (
    <p
      role="status"
      className="fixed inset-x-0 bottom-4 z-50 mx-auto flex w-fit items-center gap-2 rounded-full bg-slate-900 px-4 py-2 text-sm font-medium text-white shadow-lg"
    >
      <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
      Opening...
    </p>
  );
}

/** In the dialog's place when its code could not be downloaded: the app's words for it, and a retry. */
function DialogLoadFailed({
  title,
  onRetry,
  onClose,
}: {
  title: string;
  onRetry: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent role="alertdialog" width="md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Check your connection, then try again.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onRetry} data-autofocus="">
            <RefreshCw aria-hidden />
            Try Again
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Dialogs whose code loads on demand (on-demand.tsx), drawn here. While none is open nothing shows, and
 * a failed download in the background is left for the next press. A press before the code has arrived
 * leaves the page as it is, with "Opening..." at the foot of the screen, and the dialog comes whole, at
 * its own size, once its code is here: a grey dialog in its place grew into the real one a moment later,
 * which a busy phone counted as a layout shift (issue 29). If the code cannot be downloaded (no signal), a
 * dialog says so, with Try Again. Each press (`isOpen` turning true) tries again.
 */
export function DialogsOnDemand({
  isOpen,
  isCodeHere = false,
  onClose,
  failureTitle = 'Could not open the form',
  children,
}: {
  /** Whether the press has opened one of the dialogs. */
  isOpen: boolean;
  /**
   * Whether the dialogs' code has arrived (useLoadWhenIdle): then `children` are drawn at once, closed
   * (built ahead) or open. Otherwise they are drawn only while open, in a render React may hold back,
   * which waits for the code with the page left as it was (useDeferredValue: a render that is waiting
   * for code keeps what is on screen rather than showing a fallback).
   */
  isCodeHere?: boolean;
  /** Closes whatever is open (the failure was closed). */
  onClose: () => void;
  failureTitle?: string;
  children: ReactNode;
}) {
  const isOpenWhenReady = useDeferredValue(isOpen, false);
  const isWaiting = isOpen && !isOpenWhenReady && !isCodeHere;
  return (
    <>
      <OnDemand
        resetKey={isOpen}
        fallback={isOpen ? <OpeningNote /> : null}
        failure={(retry) =>
          isOpen ? <DialogLoadFailed title={failureTitle} onRetry={retry} onClose={onClose} /> : null
        }
      >
        {isCodeHere || isOpenWhenReady ? children : null}
      </OnDemand>
      {isWaiting ? <OpeningNote /> : null}
    </>
  );
}
