import { startTransition, useEffect, useState } from 'react';

/**
 * False while the server prerenders a page and in a component's first render in the browser (which, on
 * a prerendered page, must draw exactly what the server drew), true from the render after. Lets a
 * control that needs the app's code stay disabled until that code runs. The switch is a transition, not
 * the synchronous re-render useSyncExternalStore would force straight after hydration: a phone's main
 * thread stays free. (Starting out true once the app runs would be wrong: a part of the page hydrated
 * later, in its own Suspense boundary, would then differ from its HTML, and React keeps the HTML's
 * attributes, a disabled button included.)
 */
export function useHydrated(): boolean {
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => startTransition(() => setIsHydrated(true)), []);
  return isHydrated;
}
