// A mark in localStorage that changes made with no signal wait in IndexedDB (decision 070), so that a
// page can know it without loading the offline queue: after-load.ts starts the queue at once when it is
// set, and otherwise only when it is first needed (offline-changes.ts keeps it true to what is stored).

const KEY = 'touchline:changes-waiting';

export function hasWaitingChanges(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    // Storage refused (private mode): the queue then starts with the first change or after the delay.
    return false;
  }
}

export function markWaitingChanges(isWaiting: boolean): void {
  try {
    if (isWaiting) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // As above: nothing to mark where storage is refused.
  }
}
