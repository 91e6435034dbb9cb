import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Runs `start` each time `open` turns true (a dialog opening), with the values of that render, so an
 * opening never shows what an earlier one left behind; re-renders while open leave the coach's edits be.
 */
export function useOnOpening(open: boolean, start: () => void): void {
  const wasOpen = useRef(false);
  const onOpening = useEffectEvent(start);
  useEffect(() => {
    if (open && !wasOpen.current) onOpening();
    wasOpen.current = open;
  }, [open]);
}
