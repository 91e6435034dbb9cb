import { useEffect } from 'react';

// The live screen keeps the phone's screen on while a match is being played (issue 32): the Screen Wake
// Lock API, where the browser has it. The browser lets the lock go whenever the page is hidden (a lock
// of the phone, another app), so it is asked for again each time the page is shown. Where the API is
// missing or refuses (battery saver, an old browser), the screen simply sleeps as usual: nothing else
// depends on it, as the clock is worked out from the stored presses.

type WakeLockSentinelLike = { release: () => Promise<void>; released?: boolean };
type WakeLockLike = { request: (type: 'screen') => Promise<WakeLockSentinelLike> };

function wakeLockApi(): WakeLockLike | null {
  if (typeof navigator === 'undefined') return null;
  const api = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
  return api && typeof api.request === 'function' ? api : null;
}

/** Holds the screen awake while `active` and the page is visible; lets it go otherwise. */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    const api = wakeLockApi();
    if (!active || api === null) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let isDone = false;
    const take = () => {
      if (document.visibilityState !== 'visible' || (sentinel !== null && !sentinel.released)) return;
      api.request('screen').then(
        (taken) => {
          if (isDone) void taken.release().catch(() => undefined);
          else sentinel = taken;
        },
        // Refused (battery saver, a hidden page meanwhile): the screen sleeps as usual.
        () => undefined,
      );
    };
    take();
    document.addEventListener('visibilitychange', take);
    return () => {
      isDone = true;
      document.removeEventListener('visibilitychange', take);
      void sentinel?.release().catch(() => undefined);
    };
  }, [active]);
}
