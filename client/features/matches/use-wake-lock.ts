import { useEffect } from 'react';
import { afterPaint } from '../../lib/after-paint';

// The live screen keeps the phone's screen on while a match is being played (issue 32): the Screen Wake
// Lock API, where the browser has it. The browser lets the lock go whenever the page is hidden (a lock
// of the phone, another app), so it is asked for again each time the page is shown. Where the API is
// missing or refuses (battery saver, an old browser), the screen simply sleeps as usual: nothing else
// depends on it, as the clock is worked out from the stored presses.

export type WakeLockSentinelLike = { release: () => Promise<void>; released?: boolean };
export type WakeLockLike = { request: (type: 'screen') => Promise<WakeLockSentinelLike> };
/** The part of `document` this needs: whether the page is shown, and word when that changes. */
export type VisibilitySource = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

function wakeLockApi(): WakeLockLike | null {
  if (typeof navigator === 'undefined') return null;
  const api = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
  return api && typeof api.request === 'function' ? api : null;
}

/**
 * Takes the screen lock now if the page is shown, and again each time it is shown after being hidden
 * (the browser released it meanwhile). Answers the function that stops: it lets the lock go.
 */
export function keepScreenAwake(api: WakeLockLike, page: VisibilitySource): () => void {
  let sentinel: WakeLockSentinelLike | null = null;
  let isAsking = false;
  let isDone = false;
  const take = () => {
    if (isDone || isAsking || page.visibilityState !== 'visible') return;
    if (sentinel !== null && !sentinel.released) return;
    isAsking = true;
    api.request('screen').then(
      (taken) => {
        isAsking = false;
        if (isDone) void taken.release().catch(() => undefined);
        else sentinel = taken;
      },
      // Refused (battery saver, a page hidden meanwhile): the screen sleeps as usual.
      () => {
        isAsking = false;
      },
    );
  };
  take();
  page.addEventListener('visibilitychange', take);
  return () => {
    isDone = true;
    page.removeEventListener('visibilitychange', take);
    void sentinel?.release().catch(() => undefined);
  };
}

/**
 * Holds the screen awake while `active` and the page is visible; lets it go otherwise. Asked for once
 * the frame that answers the press is painted: the request is a synchronous call into the browser
 * (17 ms of the Start tap at 4x CPU in a profile) that the clock on screen need not wait for.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    const api = wakeLockApi();
    if (!active || api === null) return;
    let stop: (() => void) | null = null;
    const cancel = afterPaint(() => {
      stop = keepScreenAwake(api, document);
    });
    return () => {
      cancel();
      stop?.();
    };
  }, [active]);
}
