import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  type DialogSize,
  DialogTitle,
} from './dialog';
import { OnDemand } from './on-demand';
import { Bone } from './skeleton';

/** A dialog's shape in grey, opened at the press while the dialog's code is on its way. */
function DialogSkeleton({ onClose, size }: { onClose: () => void; size: DialogSize }) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent aria-describedby={undefined} aria-busy="true" size={size}>
        <DialogTitle className="sr-only">Loading...</DialogTitle>
        <div aria-hidden="true" className="grid animate-pulse gap-4 motion-reduce:animate-none">
          <div className="grid gap-1.5 pr-10">
            <Bone className="h-7 w-40 rounded-md" />
            <Bone className="h-5 w-64 max-w-full rounded-md" />
          </div>
          {[0, 1].map((field) => (
            <div key={field} className="grid gap-2">
              <Bone className="h-4 w-28 rounded-md" />
              <Bone className="h-11 w-full rounded-lg" />
            </div>
          ))}
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Bone className="h-11 w-full rounded-lg sm:w-24" />
            <Bone className="h-11 w-full rounded-lg sm:w-32" />
          </div>
        </div>
      </DialogContent>
    </Dialog>
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
      <DialogContent role="alertdialog" className="sm:max-w-md">
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
 * opens the dialog's skeleton until it has; if it cannot be downloaded (no signal), a dialog saying so
 * with Try Again. Each press (`isOpen` turning true) tries again.
 */
export function DialogsOnDemand({
  isOpen,
  onClose,
  failureTitle = 'Could not open the form',
  size = 'fit',
  children,
}: {
  /** Whether the press has opened one of the dialogs. */
  isOpen: boolean;
  /** The dialog's own size (DialogContent's), which its skeleton takes so nothing moves when it comes. */
  size?: DialogSize;
  /** Closes whatever is open (the skeleton or the failure was closed). */
  onClose: () => void;
  failureTitle?: string;
  children: ReactNode;
}) {
  return (
    <OnDemand
      resetKey={isOpen}
      fallback={isOpen ? <DialogSkeleton onClose={onClose} size={size} /> : null}
      failure={(retry) =>
        isOpen ? <DialogLoadFailed title={failureTitle} onRetry={retry} onClose={onClose} /> : null
      }
    >
      {children}
    </OnDemand>
  );
}
