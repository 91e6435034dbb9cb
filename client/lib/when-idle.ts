// The one way the app waits for the browser to be idle: requestIdleCallback where there is one, a timer
// where there is none (Safari has none), so work put off until then still runs there.

/** Runs `work` when the browser is next idle (at the latest after `timeoutMs`); returns its cancel. */
export function whenIdle(work: () => void, timeoutMs = 1500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, timeoutMs);
  return () => window.clearTimeout(timer);
}
