import type { QueryClient } from '@tanstack/react-query';
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

/** How many of these waiting changes are written to the phone. */
export function useKeptOnPhoneCount(mutationIds: readonly number[]): number {
  return useSyncExternalStore(
    subscribe,
    () => mutationIds.filter(isKeptOnPhone).length,
    () => 0,
  );
}

/** Whether every one of these waiting changes is written to the phone (true for none). */
export function useAllKeptOnPhone(mutationIds: readonly number[]): boolean {
  return useKeptOnPhoneCount(mutationIds) === mutationIds.length;
}

/**
 * Says `tell` once IndexedDB holds the waiting change made with these variables (the very object given
 * to `mutate`, found in the mutation cache): a toast "kept on this phone" shown with the tap was shown
 * before it was true. Returns what stops the wait, for a change sent or refused before it was written.
 */
export function tellWhenKeptOnPhone(
  queryClient: QueryClient,
  variables: unknown,
  tell: () => void,
): () => void {
  const mutation = queryClient.getMutationCache().find({ predicate: (m) => m.state.variables === variables });
  if (!mutation) return () => undefined;
  const id = mutation.mutationId;
  const listener = () => {
    if (!kept.has(id)) return;
    listeners.delete(listener);
    tell();
  };
  listeners.add(listener);
  listener();
  return () => listeners.delete(listener);
}
