import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { toast } from './toast-store';

const formLoadFailed = {
  title: 'Could not check the form',
  description: 'Check your connection, then try again.',
  variant: 'destructive',
} as const;

/**
 * A react-hook-form resolver whose code (the endpoint's zod contract, and zod) loads when the form is
 * first validated, not with the page: building a contract module's schemas is tens of milliseconds on
 * a slow phone, a long task in the middle of the page's first screen for a form nobody has used yet.
 * `load` resolves to the real resolver; its promise is kept, so it runs once (a form's resolver is a
 * module-level value). When it cannot load (no signal), the form is not sent: a toast says so, and the
 * kept promise is dropped, so the next try loads again.
 * `preload` asks for it early, e.g. on the form's first keystroke, so a press on Send does not wait for
 * the network; a failure there is left for the check itself to report.
 */
export function lazyResolver<Input extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Input, Context, Output>>,
): Resolver<Input, Context, Output> & { preload: () => void } {
  let loading: Promise<Resolver<Input, Context, Output>> | null = null;
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<Input, Context, Output> = async (values, context, options) => {
    let resolve: Resolver<Input, Context, Output>;
    try {
      resolve = await loadOnce();
    } catch {
      toast(formLoadFailed);
      const errors = { root: { type: 'load', message: formLoadFailed.title } } as FieldErrors<Input>;
      return { values: {}, errors };
    }
    return resolve(values, context, options);
  };
  const preload = () => {
    loadOnce().catch(() => {});
  };
  return Object.assign(resolver, { preload });
}
