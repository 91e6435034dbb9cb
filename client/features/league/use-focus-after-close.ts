import { useEffect, useRef } from 'react';

/**
 * Where keyboard focus goes when the removal confirmation closes: Radix would return it to the Remove
 * button, which left with the team, leaving focus on <body>. Arm it on success; once the dialog has
 * closed, focus moves to `ref` (a heading with tabIndex -1).
 *
 * The same as client/features/admin/use-focus-after-close.ts: features do not import each other.
 */
export function useFocusAfterClose<T extends HTMLElement>(open: boolean) {
  const ref = useRef<T>(null);
  const armed = useRef(false);
  useEffect(() => {
    if (open || !armed.current) return;
    armed.current = false;
    // Radix restores focus in a timeout of its own when the dialog unmounts; this one runs after it.
    const timer = setTimeout(() => ref.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [open]);
  return {
    ref,
    arm: () => {
      armed.current = true;
    },
  };
}
