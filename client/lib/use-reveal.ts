import { startTransition, useEffect, useState } from 'react';

/**
 * How much of a page's content may be drawn yet, from 0 (none: show the skeleton) to `stages` (all).
 * Once `ready` turns true, each stage is drawn as a transition after the previous one has been committed
 * and painted. A query's answer otherwise redraws the whole page at once, in one task and one frame as
 * long as the page (a squad of 20 took 200 ms on a phone 4x slower than a laptop, most of it styling and
 * laying out a thousand new elements); a transition is rendered in slices of a few milliseconds, and a
 * stage at a time keeps each frame's styling and layout small, so a tap or a scroll meanwhile is answered
 * (decision 016). Content ready at the first render (from the cache) shows whole at once, and once shown
 * it stays: later updates are drawn as usual.
 */
export function useRevealInStages(ready: boolean, stages = 1): number {
  const [stage, setStage] = useState(ready ? stages : 0);
  useEffect(() => {
    if (ready && stage < stages) startTransition(() => setStage((current) => current + 1));
  }, [ready, stage, stages]);
  return stage;
}

/**
 * How much of a just-mounted part may be drawn: 1 at its first render, then one more stage per
 * transition, each after the last has been committed and painted, up to `stages`. For a large part that
 * appears on a press or a preselection (match planning's selected match): its first stage is on screen
 * in the frame after the press, and the rest is drawn in slices a tap can interrupt, not in one task.
 * `isHeld` keeps it at stage 1 until it turns false.
 */
export function useStagesAfterMount(stages: number, isHeld = false): number {
  const [stage, setStage] = useState(1);
  useEffect(() => {
    // Held (a read the first stage waits for), the stages wait too: released, they go on one at a time.
    if (!isHeld && stage < stages) startTransition(() => setStage((current) => current + 1));
  }, [stage, stages, isHeld]);
  return stage;
}
