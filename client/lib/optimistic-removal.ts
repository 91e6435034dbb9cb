import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { isNotFound } from './api-checks';

/**
 * A row that leaves a cached list at the press (decision 021): on a slow signal the answer comes seconds
 * later, and the rows below would then jump up under the thumb. The pieces of a removal's mutation: take
 * the row out (reads in flight stopped first, so they cannot put it back), put the list back if the
 * server refuses (not on a not-found: someone else removed it first), and read the list again after.
 */
export function optimisticRemoval<Row extends { id: number }>(queryClient: QueryClient, key: QueryKey) {
  return {
    onMutate: async (id: number) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Row[]>(key);
      queryClient.setQueryData<Row[]>(key, (rows) => rows?.filter((row) => row.id !== id));
      return { before };
    },
    restore: (error: unknown, context: { before: Row[] | undefined } | undefined) => {
      if (context?.before && !isNotFound(error)) queryClient.setQueryData(key, context.before);
    },
    refresh: () => queryClient.invalidateQueries({ queryKey: key }),
  };
}
