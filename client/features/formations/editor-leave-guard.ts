import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

// Leaving the editor with changes not saved asks first: another page of the app through the router's
// blocker (the editor's Leave dialog answers it), a reload or a closed tab through the browser's own
// question.

export function useLeaveGuard({
  isDirty,
  dirtyRef,
  forgetDraft,
}: {
  isDirty: boolean;
  /** Whether there are changes not saved, read as the coach leaves. */
  dirtyRef: RefObject<boolean>;
  /** Leaving without saving drops this device's draft too. */
  forgetDraft: () => void;
}) {
  /** Set when the editor itself moves on (a new formation saved gets its own address). */
  const allowLeaving = useRef(false);
  const blocker = useBlocker(
    useCallback(
      ({
        currentLocation,
        nextLocation,
      }: {
        currentLocation: { pathname: string; search: string };
        nextLocation: { pathname: string; search: string };
      }) =>
        dirtyRef.current &&
        !allowLeaving.current &&
        (currentLocation.pathname !== nextLocation.pathname ||
          currentLocation.search !== nextLocation.search),
      [dirtyRef],
    ),
  );
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  // The Leave dialog's answers keep their identity, so a drop or a keystroke does not redraw it.
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  const onStay = useCallback(() => blockerRef.current.reset?.(), []);
  const onLeave = useCallback(() => {
    forgetDraft();
    blockerRef.current.proceed?.();
  }, [forgetDraft]);

  return { blocker, allowLeaving, onStay, onLeave };
}
