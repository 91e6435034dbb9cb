import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server prerenders a page and while the browser hydrates that markup, true from the
 * next render on (and at once on a page rendered in the browser). Lets a control that needs the app's
 * code stay disabled until that code runs, without the first render differing from the markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
