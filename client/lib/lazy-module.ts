import { startTransition, useCallback, useEffect, useState } from 'react';
import { nextTask } from './next-task';

// Code a page needs only after a press (a dialog and its form) loads apart from the page, so it is not
// fetched and run before the page can show anything. Unlike React.lazy, a module that has arrived is
// rendered in the same task as the press that asks for it: no Suspense round, no empty frame between
// the tap and the dialog (decision 016).

type Loader<M> = () => Promise<M>;
type Entry = { promise: Promise<unknown>; module?: unknown };

const entries = new Map<Loader<unknown>, Entry>();

/**
 * A loader in steps, each import run in a task of its own (next-task.ts), resolving to the last one's
 * module: a module whose file is already in otherwise runs in the same task as the import before it,
 * and zod's schemas, a feature's contracts and its dialogs together held a slow phone for 119 ms.
 */
export async function importInSteps<M>(
  steps: Array<() => Promise<unknown>>,
  last: () => Promise<M>,
): Promise<M> {
  for (const step of steps) {
    await step();
    await nextTask();
  }
  return last();
}

/** Loads the module once and resolves to it. A failed load is forgotten, so the next call tries again. */
export function loadModule<M>(load: Loader<M>): Promise<M> {
  const known = entries.get(load);
  if (known) return known.promise as Promise<M>;
  const entry: Entry = {
    promise: load().then(
      (module) => {
        entry.module = module;
        return module;
      },
      (error: unknown) => {
        entries.delete(load);
        throw error;
      },
    ),
  };
  entries.set(load, entry);
  return entry.promise as Promise<M>;
}

/** The module if it has already arrived, else null. */
export function loadedModule<M>(load: Loader<M>): M | null {
  return (entries.get(load)?.module as M | undefined) ?? null;
}

/**
 * The module once it has arrived (null until then), asked for when the browser is next idle after the
 * page has drawn (unless `enabled` is false: nothing on the screen can need it); `ensure` asks at once
 * (on a press that needs it) and resolves when it is there.
 */
export function useIdleModule<M>(
  load: Loader<M>,
  { enabled = true }: { enabled?: boolean } = {},
): {
  module: M | null;
  ensure: () => Promise<M>;
  /** Runs `show` at once when the module is here, else once it has arrived; `onFail` if it cannot. */
  whenLoaded: (show: () => void, onFail: () => void) => void;
} {
  const [module, setModule] = useState<M | null>(() => loadedModule(load));
  const ensure = useCallback(
    () =>
      loadModule(load).then((loaded) => {
        setModule(() => loaded);
        return loaded;
      }),
    [load],
  );
  useEffect(() => {
    if (module || !enabled) return;
    // Not yet on a slow phone's first render: when the main thread has nothing else to do.
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1500));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => {
      // What the module draws up front (a closed form, built ahead of the first tap) is drawn as a
      // transition, which React does in slices that leave the main thread free between them. A press
      // meanwhile is not kept waiting: its render reads the module below and draws it at once.
      // A failure here is retried by the press that needs the module, which says when it fails.
      loadModule(load).then(
        (loaded) => startTransition(() => setModule(() => loaded)),
        () => undefined,
      );
    });
    return () => cancel(handle);
  }, [module, enabled, load]);
  const whenLoaded = useCallback(
    (show: () => void, onFail: () => void) => {
      if (loadedModule(load)) show();
      else ensure().then(show, onFail);
    },
    [load, ensure],
  );
  return { module: module ?? loadedModule(load), ensure, whenLoaded };
}
