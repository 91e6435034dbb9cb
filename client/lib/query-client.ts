import { type Mutation, MutationCache, notifyManager, QueryCache, QueryClient } from '@tanstack/react-query';
import type { ErrorContext } from '../../shared/domain/error-mapper';
import { ApiError, isResendable, isUnauthorizedError, NetworkError } from './api';
import { toast } from './toast-store';

/**
 * Optional `meta` on a query or mutation: `errorToast` raises the error mapper's toast for that context
 * on failure ('general' for no context), so a feature need not write its own onError for the common case.
 */
export type ErrorToastMeta = { errorToast?: ErrorContext | 'general' };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorToastMeta;
    mutationMeta: ErrorToastMeta;
  }
}

function toastFor(meta: ErrorToastMeta | undefined, error: unknown): void {
  const context = meta?.errorToast;
  if (!context) return;
  // Loaded on first use: no page needs the mapper before something has failed.
  void import('./failure-words').then(({ failureWordsFor }) => toast(failureWordsFor(error, context)));
}

/**
 * The rule of a write that carries its own id (the live screen's presses, goals and changes, formation
 * saves): the server applies an id once, so it is sent again after a dropped connection or a server
 * error, never after a refusal (4xx), up to three more times. Other saves follow the default
 * (isResendable, in createQueryClient): decision 078.
 */
export const resendWriteWithId = (failures: number, error: unknown) =>
  failures < 3 && !(error instanceof ApiError && error.status < 500);

/**
 * The same rule for a write kept on the phone until it is sent (the live screen's writes and formation
 * saves, made there or restored by client/app/offline-changes.ts): one that gave up was dropped from the
 * queue and lost. So while no answer comes (the phone says it has signal, but nothing gets through), it
 * is sent again without end, at most 10 s apart (resendDelay); a server error or a refusal ends
 * it as above, and is told.
 */
export const resendKeptWrite = (failures: number, error: unknown) =>
  error instanceof NetworkError || resendWriteWithId(failures, error);

/**
 * A try of a kept write with no answer after NO_ANSWER_MS counts as one that found no signal (a
 * NetworkError, sent again: resendKeptWrite). On a weak signal (the phone connected, nothing getting
 * through) a request can hang for minutes, and the screen would wait with the write all that time. A
 * small write answers within a second or two on one bar of signal; one that arrived all the same is
 * answered from its id when sent again. The request's `signal`.
 */
const NO_ANSWER_MS = 8_000;
export const noAnswerAfter = (): AbortSignal => AbortSignal.timeout(NO_ANSWER_MS);

/**
 * A kept write being sent again after a try that got no answer (nothing gets through): it waits for the
 * signal as one made offline, and its screen says so (decision 070).
 */
export const isResentForNoAnswer = (mutation: Mutation<unknown, Error, unknown, unknown>): boolean =>
  mutation.state.failureCount > 0 && mutation.state.failureReason instanceof NetworkError;

/**
 * How long a failed write waits before it is sent again: 1, 2, 4 and 8 s, then every 10 s. TanStack's own
 * backoff goes on to 30 s: a write kept on the phone on a weak signal (the phone saying online all along)
 * is told nothing when the signal gets through again, and waited up to 30 s more to be sent, the coach
 * reading "Weak signal · sending…" meanwhile. A write of a few hundred bytes every 10 s costs nothing.
 */
export const resendDelay = (failures: number): number => Math.min(1000 * 2 ** failures, 10_000);

/** Retries a read up to `times` times, but never a 401: that one is handled at once. */
export function retryUnlessUnauthorized(times: number) {
  return (failureCount: number, error: unknown) => !isUnauthorizedError(error) && failureCount < times;
}

/**
 * The app's query client with spec 000 §7's defaults: data never goes stale by itself, no refetch on
 * focus, no polling, no retries (queries that need them say so). Every 401 from any query or mutation
 * goes to `onUnauthorized`, the one place that handles it; it runs before a mutation's own onError.
 */
export function createQueryClient(options: { onUnauthorized: (client: QueryClient) => void }): QueryClient {
  let client: QueryClient;
  // Components hear of a cache change at the end of the current task rather than in a timer of their own
  // (TanStack's default): an optimistic update made by a tap is then drawn in the frame that follows the
  // tap, not one frame later, and a page's reads are drawn as they land (decision 016). Changes made in
  // one task are still drawn together.
  notifyManager.setScheduler(queueMicrotask);
  const onError = (error: unknown, meta: ErrorToastMeta | undefined) => {
    if (isUnauthorizedError(error)) {
      options.onUnauthorized(client);
      return;
    }
    toastFor(meta, error);
  };
  client = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        // Offline, a read is still asked once: the service worker answers it with what it kept when the
        // page was opened online (decision 070). Only when that fails too does the read wait for the
        // signal, as it did before.
        networkMode: 'offlineFirst',
      },
      // A save whose connection dropped with no answer is sent again when it sets a state (PUT, PATCH:
      // arriving twice changes nothing), up to three more times, 1, 2 and 4 s apart; while there is no
      // signal the retry waits for it (the save shows as waiting again). A phone hears "online" when its
      // radio connects, and the first request can still fail before the network carries it. Writes that
      // carry their own ids (live events, formation saves) say when they are sent again themselves.
      mutations: { retry: (failures, error) => failures < 3 && isResendable(error), retryDelay: resendDelay },
    },
  });
  return client;
}
