import { lazyComponent, OnDemand, useLoadWhenIdle } from '../../components/ui/on-demand';
import { useIsOnline } from '../../lib/use-is-online';

/** The banner's box, along the bottom of the screen (offline-notice.tsx draws the notice in it). */
export const OFFLINE_BOX =
  'fixed inset-x-0 bottom-0 z-40 flex items-center justify-center gap-2 border-t border-amber-200 bg-amber-100 px-4 py-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] text-center text-sm font-medium text-amber-950 print:hidden';

// The notice and its count of the changes waiting are fetched when the browser is first idle after a
// page has drawn (a few hundred bytes), so they are here when the signal goes; opened with no signal,
// the service worker has them. Where neither holds (the signal went in the first moments of a first
// visit), it says only that much.
const OfflineNotice = lazyComponent(() => import('./offline-notice').then((module) => module.OfflineNotice));
const LOADS = [OfflineNotice.preload];

/**
 * Says so, along the bottom of the screen, when the phone has lost its signal: over the page rather
 * than in its flow, so the page never moves when the signal goes or comes back (a page opened with no
 * signal learns it only once loaded, decision 070). TanStack Query pauses reads and saves while offline and
 * sends them once the signal returns, so a save made now is not lost; the notice counts the changes
 * waiting. Form dialogs, which cover this banner, say "Waiting for signal..." on their save button
 * instead (FormDialog).
 */
export function OfflineBanner() {
  const online = useIsOnline();
  useLoadWhenIdle(LOADS);
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <OnDemand failure={() => <p className={OFFLINE_BOX}>You're offline.</p>}>
          <OfflineNotice />
        </OnDemand>
      )}
    </div>
  );
}
