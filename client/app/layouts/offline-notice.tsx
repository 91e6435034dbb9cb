import { useMutationState } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useKeptOnPhoneCount } from '../../lib/kept-on-phone';
import { OFFLINE_BOX } from './offline-banner';

// The offline banner's notice (offline-banner.tsx), with the number of changes made on this phone that
// wait for the signal (issue 32: "offline with N changes waiting"). Every write TanStack Query holds
// while offline counts, but only the live screen's and the formation editor's are written to the phone
// (IndexedDB, decision 070) and outlive a reload; any other page's waits in memory, so the notice asks
// for the app to stay open while such a change waits. Loaded when the signal first goes, so no page's
// first JavaScript carries it; the service worker keeps it with the rest of the app.

const count = (n: number) => (n === 1 ? '1 change' : `${n} changes`);

/** `kept`: written to the phone (lib/kept-on-phone.ts); `held`: waiting in this page's memory only. */
export function offlineWords(kept: number, held: number): string {
  if (kept + held === 0) return "You're offline. Saving waits until the signal returns, then goes through.";
  if (held === 0)
    return `You're offline · ${count(kept)} waiting on this phone, sent when the signal returns.`;
  const waiting =
    kept === 0 ? `${count(held)} waiting` : `${count(kept + held)} waiting, ${kept} on this phone`;
  return `You're offline · ${waiting}: leave the app open until the signal returns.`;
}

export function OfflineNotice() {
  const waitingIds = useMutationState({
    filters: { status: 'pending' },
    select: (mutation) => mutation.mutationId,
  });
  const kept = useKeptOnPhoneCount(waitingIds);
  return (
    <p className={OFFLINE_BOX}>
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      <span>{offlineWords(kept, waitingIds.length - kept)}</span>
    </p>
  );
}
