import { startTransition, useLayoutEffect, useState } from 'react';
import type { DataRouter } from 'react-router';

// Whether the router has finished its first load: the code of the routes the address matches and, on a
// return, the page's first reads (router.tsx). Until then the page's skeleton stands in for it.
let done = false;
const listeners = new Set<() => void>();

/** Follows the router's first load (once, at start-up, main.tsx); resolves when it is done. */
export function followFirstLoad(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    const finish = () => {
      done = true;
      for (const listener of listeners) listener();
      resolve();
    };
    if (router.state.initialized) return finish();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      finish();
    });
  });
}

/**
 * True once the router's first load is done, in the same render as the page it loaded: the router draws
 * that as a transition, and so is this set, in the same task, so React commits both at once. (Read as an
 * external store instead, it was drawn a frame before the page, beside the skeleton, 165 ms apart on a
 * phone.) A prerendered page is hydrated only once the load is done (main.tsx), as the build drew it.
 */
export function useFirstLoadDone(): boolean {
  const [isDone, setDone] = useState(done);
  // A layout effect, as the router's own subscription is: a load finished during the first render is
  // caught in the same commit as the router catches it.
  useLayoutEffect(() => {
    if (isDone) return;
    const markDone = () => startTransition(() => setDone(true));
    if (done) return markDone();
    listeners.add(markDone);
    return () => {
      listeners.delete(markDone);
    };
  }, [isDone]);
  return isDone;
}
