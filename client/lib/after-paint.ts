/**
 * Runs `work` once the next frame is painted (a task posted from its requestAnimationFrame), or after
 * 100 ms if no frame comes (a page the browser does not draw). Returns a cancel. For work that should
 * not hold up the frame showing what a press did: a dialog's focus and scroll lock (dialog.tsx), the
 * formation editor's draft written to storage.
 */
export function afterPaint(work: () => void): () => void {
  let isDone = false;
  let timer = 0;
  const run = () => {
    cancel();
    work();
  };
  const frame = requestAnimationFrame(() => {
    if (!isDone) timer = window.setTimeout(run, 0);
  });
  const fallback = window.setTimeout(run, 100);
  function cancel() {
    isDone = true;
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
    window.clearTimeout(fallback);
  }
  return cancel;
}

/**
 * Resolves once the next frame is painted (afterPaint). An optimistic write awaits it before its request:
 * starting a fetch costs a slow phone's main thread about 10 ms, which the frame showing the change should
 * not wait for; the request leaves a frame later.
 */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    afterPaint(resolve);
  });
}
