import { useIsMutating } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { OFFLINE_BOX } from './offline-banner';

// The offline banner's notice (offline-banner.tsx), with the number of changes made on this phone that
// wait for the signal (issue 32: "offline with N changes waiting"). Every write TanStack Query holds
// while offline counts: the live screen's, the formation editor's and any other page's (each pending
// write is paused with no signal). Loaded when the signal first goes, so no page's first JavaScript
// carries it; the service worker keeps it with the rest of the app.

export function offlineWords(waiting: number): string {
  if (waiting === 0) return "You're offline. Saving waits until the signal returns, then goes through.";
  const changes = waiting === 1 ? '1 change' : `${waiting} changes`;
  return `You're offline · ${changes} waiting on this phone, sent when the signal returns.`;
}

export function OfflineNotice() {
  return (
    <p className={OFFLINE_BOX}>
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      <span>{offlineWords(useIsMutating())}</span>
    </p>
  );
}
