import { useEffect, useRef } from 'react';

/**
 * Where keyboard focus goes when a confirmation closes after its action removed the button that opened
 * it: the browser gives focus back to that button, which is gone, leaving focus on <body>. Arm it on
 * success; once the dialog is closed, focus moves to `ref` (a heading with tabIndex -1, say) instead.
 */
export function useFocusAfterClose<T extends HTMLElement>(open: boolean) {
  const ref = useRef<T>(null);
  const armed = useRef(false);
  useEffect(() => {
    if (open || !armed.current) return;
    armed.current = false;
    // After the commit that took the dialog away, whose close() has already tried the gone button.
    ref.current?.focus();
  }, [open]);
  return {
    ref,
    arm: () => {
      armed.current = true;
    },
  };
}
