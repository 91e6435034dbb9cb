import { WifiOff } from 'lucide-react';
import { useIsOnline } from '../../lib/use-is-online';

/**
 * Says so, along the bottom of the screen, when the phone has lost its signal: over the page rather
 * than in its flow, so the page never moves when the signal goes or comes back (a page opened with no
 * signal learns it only once loaded, decision 070). TanStack Query pauses reads and saves while offline and
 * sends them once the signal returns, so a save made now is not lost. Form dialogs, which cover this
 * banner, say "Waiting for signal..." on their save button instead (FormDialog).
 */
export function OfflineBanner() {
  const online = useIsOnline();
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p className="fixed inset-x-0 bottom-0 z-40 flex items-center justify-center gap-2 border-t border-amber-200 bg-amber-100 px-4 py-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] text-center text-sm font-medium text-amber-950 print:hidden">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          <span>You're offline. Saving waits until the signal returns, then goes through.</span>
        </p>
      )}
    </div>
  );
}
