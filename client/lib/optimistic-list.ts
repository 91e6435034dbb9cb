import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { isNotFound } from './api-checks';

/**
 * The one recipe for a write drawn before the server answers (decision 021: an answer must not move the
 * screen, and a tap at the touchline should not wait on the signal): TanStack Query's "via the cache"
 * optimistic update, for the cached lists every screen reads (players, opposition teams, matches, the
 * admin's clubs and team users).
 *
 * - `change(next)` draws the list `next` gives at once, in the press's own task (so the next frame shows
 *   it), after stopping the list's reads in flight, which would otherwise put the old list back; it
 *   gives back the list as it was, for `undo`.
 * - `undo(context, error)` puts that list back when the server refuses, except on a not-found: someone
 *   else removed the row first, and the list read after shows that.
 * - `refresh()` reads the list again once the write has settled, whatever its answer.
 */
export function optimisticList<Row>(queryClient: QueryClient, key: QueryKey) {
  return {
    change(next: (rows: readonly Row[]) => Row[]): { before: Row[] | undefined } {
      void queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Row[]>(key);
      if (before) queryClient.setQueryData<Row[]>(key, next(before));
      return { before };
    },
    undo(context: { before: Row[] | undefined } | undefined, error?: unknown): void {
      if (context?.before && !isNotFound(error)) queryClient.setQueryData<Row[]>(key, context.before);
    },
    refresh: () => queryClient.invalidateQueries({ queryKey: key }),
  };
}
