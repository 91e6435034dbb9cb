import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { afterPaint } from '../lib/after-paint';
import { whenIdle } from '../lib/when-idle';
import { hasWaitingChanges } from './waiting-changes';

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

  // The offline queue (its IndexedDB store and the live writes' code with the contracts' schemas, about
  // 30 KB) is needed at once only where changes wait from an earlier page or the page opened with no
  // signal; otherwise from the first change made here. On a lazy page the load event comes before the
  // page's own code, which the queue's download and compiling would delay on a slow phone (decision 070).
  let isStarted = false;
  const startQueue = () => {
    if (isStarted) return;
    isStarted = true;
    void import('./offline-changes').then(
      (module) => {
        stopWatching();
        return module.keepOfflineChanges(queryClient);
      },
      // Not downloaded (the signal went before a worker kept the app's files): tried again with the
      // next change of any write; what waits is in memory meanwhile and is kept once the queue starts.
      () => {
        isStarted = false;
      },
    );
  };
  // Once the tap's answer is painted: fetching the queue's module costs the tap's task about 8 ms on a
  // slow phone (the live screen's Start), and the change is written to the phone as soon as it comes.
  let isScheduled = false;
  const stopWatching = queryClient.getMutationCache().subscribe((event) => {
    if (isScheduled || (event.type !== 'added' && event.type !== 'updated')) return;
    isScheduled = true;
    afterPaint(() => {
      isScheduled = false;
      startQueue();
    });
  });
  if (!navigator.onLine || hasWaitingChanges()) startQueue();
  // The signal going is when a change may have to wait: the queue is made ready then, so a save pressed
  // with no signal is written to the phone at once, not after the queue's code has come, which left a
  // coach who opened another page straight after the save without it (a journey caught that, 1 in 5).
  window.addEventListener('offline', startQueue);

  const whenIdleLater = (work: () => void) =>
    setTimeout(() => whenIdle(work, WORKER_DELAY_MS), WORKER_DELAY_MS);
  whenIdleLater(startQueue);
  if (!import.meta.env.PROD) return;
  const register = () => void import('./service-worker').then((module) => module.registerServiceWorker());
  // Where a worker already runs (any visit after the first), registering again costs nothing: at once.
  if (navigator.serviceWorker?.controller) register();
  else whenIdleLater(register);
}
