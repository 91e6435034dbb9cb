import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './api';
import {
  createQueryClient,
  resendDelay,
  resendKeptWrite,
  resendWriteWithId,
  retryUnlessUnauthorized,
} from './query-client';
import { toastStore } from './toast-store';

describe('createQueryClient', () => {
  afterEach(() => vi.restoreAllMocks());

  it('uses the spec 000 §7 defaults', () => {
    const defaults = createQueryClient({ onUnauthorized: () => {} }).getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    });
  });

  it('sends a state-setting save again when its connection dropped, and nothing else', async () => {
    const client = createQueryClient({ onUnauthorized: () => {} });
    const run = (failFirst: Error) => {
      let calls = 0;
      const mutationFn = async () => {
        calls++;
        if (calls === 1) throw failFirst;
        return 'saved';
      };
      const outcome = client
        .getMutationCache()
        .build(client, { mutationFn })
        .execute(undefined)
        .catch((error: unknown) => error);
      return outcome.then((answer) => ({ answer, calls }));
    };
    // Sent again a second later (TanStack's first retry delay), and then it went through.
    await expect(run(new NetworkError('PATCH', 'Failed to fetch', false))).resolves.toEqual({
      answer: 'saved',
      calls: 2,
    });
    const post = new NetworkError('POST', 'Failed to fetch', false);
    await expect(run(post)).resolves.toEqual({ answer: post, calls: 1 });
    const refused = new ApiError(500, 'Internal Server Error');
    await expect(run(refused)).resolves.toEqual({ answer: refused, calls: 1 });
  });

  it('sends every 401 from a query or a mutation to the one handler', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    const unauthorized = () => Promise.reject(new ApiError(401, 'Unauthorized'));
    await expect(client.fetchQuery({ queryKey: ['x'], queryFn: unauthorized })).rejects.toThrow(
      '401: Unauthorized',
    );
    await expect(
      client.getMutationCache().build(client, { mutationFn: unauthorized }).execute(undefined),
    ).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('leaves other errors to the page unless meta.errorToast asks for the mapped toast', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    expect(toastStore.getState().toasts).toHaveLength(0);
    // Every toast raised, in order, by id (the store keeps only the latest on screen).
    const raised = new Map<string, string>();
    const stop = toastStore.subscribe(() => {
      for (const shown of toastStore.getState().toasts) raised.set(shown.id, shown.title);
    });
    const notFound = () => Promise.reject(new ApiError(404, 'Team not found'));
    await client.fetchQuery({ queryKey: ['quiet'], queryFn: notFound }).catch(() => {});
    await client
      .fetchQuery({ queryKey: ['loud'], queryFn: notFound, meta: { errorToast: 'team' } })
      .catch(() => {});
    // A toast for the quiet failure would come through the same lazily loaded mapper, started first, so
    // it would be raised before the loud one: once the loud one is up, the quiet one had its chance.
    await vi.waitFor(() => expect(toastStore.getState().toasts).toHaveLength(1));
    stop();
    expect([...raised.values()]).toEqual(['Team Not Found']);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(toastStore.getState().toasts[0]).toMatchObject({
      title: 'Team Not Found',
      variant: 'destructive',
    });
  });
});

describe('retryUnlessUnauthorized', () => {
  it('retries up to the count, and never a 401', () => {
    const retry = retryUnlessUnauthorized(2);
    const failure = new ApiError(500, 'Internal error');
    expect(retry(0, failure)).toBe(true);
    expect(retry(1, failure)).toBe(true);
    expect(retry(2, failure)).toBe(false);
    expect(retry(0, new ApiError(401, 'Unauthorized'))).toBe(false);
  });
});

describe('resendWriteWithId', () => {
  it('sends a write with an id again after a dropped connection or a server error, never a refusal', () => {
    const dropped = new NetworkError('POST', 'Failed to fetch', false);
    expect(resendWriteWithId(0, dropped)).toBe(true);
    expect(resendWriteWithId(2, dropped)).toBe(true);
    expect(resendWriteWithId(3, dropped)).toBe(false);
    expect(resendWriteWithId(0, new ApiError(503, 'Service Unavailable'))).toBe(true);
    expect(resendWriteWithId(0, new ApiError(409, 'Conflict'))).toBe(false);
    expect(resendWriteWithId(0, new ApiError(404, 'Not found'))).toBe(false);
  });
});

describe('resendKeptWrite', () => {
  it('sends a restored write again while no answer comes, and ends it as a screen write otherwise', () => {
    const dropped = new NetworkError('POST', 'Failed to fetch', false);
    expect(resendKeptWrite(3, dropped)).toBe(true);
    expect(resendKeptWrite(100, dropped)).toBe(true);
    expect(resendKeptWrite(2, new ApiError(503, 'Service Unavailable'))).toBe(true);
    expect(resendKeptWrite(3, new ApiError(503, 'Service Unavailable'))).toBe(false);
    expect(resendKeptWrite(0, new ApiError(409, 'Conflict'))).toBe(false);
  });
});

describe('resendDelay', () => {
  afterEach(() => vi.useRealTimers());

  it('sends a kept write again every 10 s at most, so it goes soon after a weak signal gets through', async () => {
    expect([0, 1, 2, 3, 4, 9].map(resendDelay)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
    vi.useFakeTimers();
    const client = createQueryClient({ onUnauthorized: () => {} });
    let tries = 0;
    const sent = client
      .getMutationCache()
      .build(client, {
        mutationFn: async () => {
          tries++;
          if (tries <= 6) throw new NetworkError('POST', 'Failed to fetch', false);
          return 'sent';
        },
        retry: resendKeptWrite,
      })
      .execute(undefined);
    // Six tries with no answer, 1 + 2 + 4 + 8 + 10 + 10 s apart: the seventh 35 s after the first
    // (TanStack's own backoff: 61 s).
    await vi.advanceTimersByTimeAsync(34_999);
    expect(tries).toBe(6);
    await vi.advanceTimersByTimeAsync(1);
    await expect(sent).resolves.toBe('sent');
    expect(tries).toBe(7);
  });
});
