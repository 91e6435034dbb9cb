import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following it as the window changes. For markup that is not
 * worth building at all where CSS would only hide it (decision 016); what merely looks different
 * stays in CSS.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
