import { useSyncExternalStore } from 'react';

/**
 * The open modal dialogs, in the order they were opened: the last is on top. The browser keeps this
 * order in its top layer but does not tell it; the toasts need it, because while a modal dialog is open
 * everything outside it is inert, so their region lives inside the one on top (toaster.tsx).
 */
export function createModalStack<T>() {
  let open: readonly T[] = [];
  const listeners = new Set<() => void>();
  const set = (next: readonly T[]) => {
    open = next;
    for (const listener of listeners) listener();
  };
  return {
    /** Put `modal` on top (opened); returns what takes it off again (closed), wherever it then is. */
    push(modal: T): () => void {
      set([...open, modal]);
      return () => set(open.filter((other) => other !== modal));
    },
    top: (): T | null => open[open.length - 1] ?? null,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const modalStack = createModalStack<HTMLDialogElement>();

/** The modal dialog on top, or null when none is open. */
export function useTopModal(): HTMLDialogElement | null {
  return useSyncExternalStore(modalStack.subscribe, modalStack.top, () => null);
}
