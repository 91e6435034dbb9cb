import { onlineManager, type QueryClient } from '@tanstack/react-query';

// What the app starts once the page has loaded (client/main.tsx, decision 070): the changes left waiting
// with no signal are restored and sent, and the built app registers its service worker. Each is fetched
// from here, so the first download names neither of them nor their files.

/**
 * The worker is registered this long after the page has loaded, when the browser is idle: its install
 * downloads the app's files (about 400 KB) and the browser compiles them, which on a slow phone and a
 * slow connection would stand in the way of the page's own reads and scripts. Measured (Lighthouse, 4x
 * CPU, slow 4G, median of 3): registered at load, the live screen's blocking time was 178 ms and the
 * formation library's 148 ms; without a worker, 53 and 46 ms. Decision 070.
 */
const WORKER_DELAY_MS = 10_000;

export function afterLoad(queryClient: QueryClient): void {
  // TanStack takes the app to be online until the browser says it went offline; a page opened with no
  // signal (from the service worker) hears no such event, so it is told here, before a press is made.
  onlineManager.setOnline(navigator.onLine);
  void import('./offline-changes').then((module) => module.keepOfflineChanges(queryClient));
  if (!import.meta.env.PROD) return;
  const register = () => void import('./service-worker').then((module) => module.registerServiceWorker());
  // Where a worker already runs (any visit after the first), registering again costs nothing: at once.
  if (navigator.serviceWorker?.controller) register();
  else setTimeout(() => requestIdleCallback(register, { timeout: WORKER_DELAY_MS }), WORKER_DELAY_MS);
}
