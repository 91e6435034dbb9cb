/**
 * Runs `callback` in a task of its own, after the browser has had its turn (to paint, to answer input).
 * A message rather than `setTimeout(callback, 0)`: a timer waits up to a second in a tab opened in the
 * background, and stands still under a test's paused clock.
 */
export function inNextTask(callback: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}

/** Resolves in a task of its own (see inNextTask). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => inNextTask(resolve));
}
