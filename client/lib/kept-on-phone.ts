import { useSyncExternalStore } from 'react';

// Which of the changes waiting for a signal are written to this phone (IndexedDB, by the offline queue in
// client/app/offline-changes.ts, decision 070), by their TanStack mutation ids. A screen says a change is
// "saved on this phone" only once it is: IndexedDB writes are asynchronous, and a page reloaded or
// closed before the write is done loses the change (a journey caught the words shown first, then a
// reload, under load). Features read it; the queue, which features may not import, writes it.

let kept: ReadonlySet<number> = new Set();
const listeners = new Set<() => void>();

/** The waiting changes IndexedDB holds now: these ids, and no others. */
export function markKeptOnPhone(mutationIds: Iterable<number>): void {
  const next = new Set(mutationIds);
  if (next.size === kept.size && [...next].every((id) => kept.has(id))) return;
  kept = next;
  for (const listener of listeners) listener();
}

export function isKeptOnPhone(mutationId: number): boolean {
  return kept.has(mutationId);
}

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};

/** Whether every one of these waiting changes is written to the phone (true for none). */
export function useAllKeptOnPhone(mutationIds: readonly number[]): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mutationIds.every(isKeptOnPhone),
    () => false,
  );
}
