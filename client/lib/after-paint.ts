/**
 * Runs `work` once the next frame is painted (a task posted from its requestAnimationFrame), or after
 * 100 ms if no frame comes (a page the browser does not draw). Returns a cancel. For work that should
 * not hold up the frame showing what a press did: a drag's start (editor-sensors.ts), a dialog's focus
 * and scroll lock (dialog.tsx).
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
