import type { Resolver, ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';
import { toastStore } from './toast-store';

type Values = { email: string };

const accepted = (values: Values): ResolverResult<Values, Values> => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads the resolver on the first validation only, and answers as it does', async () => {
    const refused: ResolverResult<Values, Values> = {
      values: {},
      errors: { email: { type: 'custom', message: 'Please enter a valid email address' } },
    };
    const check: Resolver<Values, unknown, Values> = async (values) =>
      values.email.includes('@') ? accepted(values) : refused;
    const real = vi.fn(check);
    const load = vi.fn(async () => real);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<typeof resolver>[2];
    expect(await resolver({ email: 'nope' }, undefined, options)).toEqual({
      values: {},
      errors: { email: { type: 'custom', message: 'Please enter a valid email address' } },
    });
    expect(await resolver({ email: 'sam@club.test' }, undefined, options)).toEqual({
      values: { email: 'sam@club.test' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(real).toHaveBeenCalledTimes(2);
    expect(real).toHaveBeenLastCalledWith({ email: 'sam@club.test' }, undefined, options);
  });

  it('refuses the form with a toast when it cannot load, and loads again on the next try', async () => {
    const real: Resolver<Values, unknown, Values> = async (values) => accepted(values);
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(real);
    const resolver = lazyResolver<Values, unknown, Values>(load);
    const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<typeof resolver>[2];
    const failed = await resolver({ email: 'a@b.test' }, undefined, options);
    expect(failed.values).toEqual({});
    expect(failed.errors).toEqual({ root: { type: 'load', message: 'Could not check the form' } });
    expect(toastStore.getState().toasts.at(-1)?.title).toBe('Could not check the form');
    expect(await resolver({ email: 'a@b.test' }, undefined, options)).toEqual({
      values: { email: 'a@b.test' },
      errors: {},
    });
  });

  it('preloads once, quietly: a failed preload shows nothing and the check loads again', async () => {
    const real: Resolver<Values, unknown, Values> = async (values) => accepted(values);
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(real);
    const resolver = lazyResolver<Values, unknown, Values>(load);
    const toastsBefore = toastStore.getState().toasts.length;
    resolver.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(toastStore.getState().toasts.length).toBe(toastsBefore);
    resolver.preload();
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(2);
    const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<typeof resolver>[2];
    expect(await resolver({ email: 'a@b.test' }, undefined, options)).toEqual({
      values: { email: 'a@b.test' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
