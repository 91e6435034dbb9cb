// A live match on screen holds back the offer of a new app version (decision 070): taking it reloads
// the page, which must never happen mid-match. Kept outside React so the service worker's module, which
// loads after the page, can ask.

let holds = 0;
const listeners = new Set<() => void>();

export function isUpdateHeld(): boolean {
  return holds > 0;
}

/** Holds updates until the returned function is called (once). */
export function holdUpdates(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    for (const listener of listeners) listener();
  };
}

export function onUpdateHoldChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
