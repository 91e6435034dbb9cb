import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../components/ui/toast-store';
import { ApiError } from './api';
import { createQueryClient, retryUnlessUnauthorized } from './query-client';

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
    expect(defaults.mutations).toMatchObject({ retry: false });
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
    const notFound = () => Promise.reject(new ApiError(404, 'Team not found'));
    await client.fetchQuery({ queryKey: ['quiet'], queryFn: notFound }).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toastStore.getState().toasts).toHaveLength(0);
    await client
      .fetchQuery({ queryKey: ['loud'], queryFn: notFound, meta: { errorToast: 'team' } })
      .catch(() => {});
    await vi.waitFor(() => expect(toastStore.getState().toasts).toHaveLength(1));
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
