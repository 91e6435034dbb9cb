import { type DehydratedState, dehydrate, type QueryClient } from '@tanstack/react-query';

// What the offline queue writes to IndexedDB (client/app/offline-changes.ts, decision 070): every write
// of the kinds it keeps that has no answer yet, as TanStack's dehydrate gives it, marked waiting and
// without its context.
// - Every one, not only those paused for the signal: a write being sent, or sent again after a dropped
//   connection, was missing from the phone until it paused again, and a page left meanwhile lost it. A
//   page opened with no signal where the browser still says online (a weak signal, a phone just off a
//   network) sends what it restored at once: each page left while the first write was on its way lost
//   it (a journey lost one a page). Each carries its id, so one sent twice is applied once.
// - Marked waiting (paused): the next page sends the restored ones with resumePausedMutations, which
//   takes only those.
// - Without context: a context is its page's memory (the board to put back if the write fails, the wait
//   for "kept on this phone"); it means nothing after a reload, and a goal made with no signal holds a
//   function there, which IndexedDB refuses to store (DataCloneError). The whole state was refused then,
//   so no change made on that page after the goal reached the phone.

export type KeptChanges = {
  /** What IndexedDB is given: cloneable (structuredClone) and JSON alike. */
  state: DehydratedState;
  /** The mutation ids of the writes in it, in this page's cache. */
  ids: number[];
};

export function keptChanges(queryClient: QueryClient, kinds: ReadonlySet<string>): KeptChanges {
  const ids: number[] = [];
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: () => false,
    shouldDehydrateMutation: (mutation) => {
      const isKept =
        mutation.state.status === 'pending' && kinds.has(String(mutation.options.mutationKey?.[1]));
      if (isKept) ids.push(mutation.mutationId);
      return isKept;
    },
  });
  const mutations = state.mutations.map((mutation) => ({
    ...mutation,
    state: { ...mutation.state, isPaused: true, context: undefined },
  }));
  return { state: { ...state, mutations }, ids };
}
