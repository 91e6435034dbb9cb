import { startTransition, useEffect, useState } from 'react';

/**
 * Whether a page may draw its content yet: true once `ready` has turned true and React has drawn the
 * content as a transition. A query's answer otherwise redraws the page at once, in one task as long as
 * the whole page (a squad of 20 took 200 ms on a phone 4x slower than a laptop); a transition is drawn in
 * slices of a few milliseconds with the main thread free between them, so a tap or a scroll meanwhile is
 * answered (decision 016). Until then the page shows its skeleton. Content ready at the first render
 * (from the cache) shows at once, and once shown it stays: later updates are drawn as usual.
 */
export function useRevealInTransition(ready: boolean): boolean {
  const [revealed, setRevealed] = useState(ready);
  useEffect(() => {
    if (ready && !revealed) startTransition(() => setRevealed(true));
  }, [ready, revealed]);
  return revealed;
}
