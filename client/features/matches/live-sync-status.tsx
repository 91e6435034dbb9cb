import { useMutationState, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useAllKeptOnPhone } from '../../lib/kept-on-phone';
import { useIsOnline } from '../../lib/use-is-online';
import {
  forgetRefused,
  isRefusal,
  type RefusedWrite,
  readRefused,
  refusedKey,
  refusedWrite,
} from './live-refused';
import { isLiveWriteOf } from './live-writes';

// The live screen's honest status line (issue 32, decision 070): online with everything sent, sending,
// or offline with the number of presses, goals and changes waiting on this phone to be sent. Counted from
// the match's queue of live writes itself (live-writes.ts), so it never says more or less than what will
// be sent. At the foot of the screen, each write the server refused (another coach pressed first, the
// score moved meanwhile), in words, until the coach dismisses it: a conflict is shown, never lost in a
// toast, nor in a reload (kept on the phone, live-refused.ts).

/**
 * `signal`: the browser's (offline pauses the writes, which wait on the phone) or, where the browser
 * says online but the last live read failed or a write got no answer, `weak`: the writes are then
 * being sent again until an answer comes. `isKept`: the waiting changes are written to the phone (IndexedDB, lib/kept-on-phone.ts); until
 * then (a few milliseconds, longer on a busy phone) a reload would lose them, so they are not yet said
 * to wait.
 */
export function liveSyncWords(
  signal: 'online' | 'weak' | 'offline',
  waiting: number,
  isKept: boolean,
): string {
  const changes = waiting === 1 ? '1 change' : `${waiting} changes`;
  if (waiting === 0)
    return signal === 'online' ? 'Online · everything sent' : 'Offline · nothing waiting to be sent';
  if (signal === 'offline') {
    return isKept ? `Offline · ${changes} waiting` : `Offline · keeping ${changes} on this phone…`;
  }
  return signal === 'weak' ? `Weak signal · sending ${changes}…` : `Sending ${changes}…`;
}

/**
 * `isStale`: the last live read failed (the browser may think it is online); `isWaiting`: the match's
 * writes wait for the signal (useLiveWritesWaiting).
 */
export function LiveSyncStatus({
  matchId,
  isStale = false,
  isWaiting,
}: {
  matchId: number;
  isStale?: boolean;
  isWaiting: boolean;
}) {
  const isBrowserOnline = useIsOnline();
  const signal = !isBrowserOnline ? 'offline' : isStale || isWaiting ? 'weak' : 'online';
  const waitingIds = useMutationState({
    filters: { predicate: isLiveWriteOf(matchId), status: 'pending' },
    select: (mutation) => mutation.mutationId,
  });
  const waiting = waitingIds.length;
  const isKept = useAllKeptOnPhone(waitingIds);
  const tone = signal === 'online' ? (waiting === 0 ? 'text-slate-600' : 'text-slate-800') : 'text-amber-900';
  return (
    <p role="status" className={`text-center text-sm font-medium ${tone}`}>
      {liveSyncWords(signal, waiting, isKept)}
    </p>
  );
}

/**
 * Each write the server refused on its way, until dismissed. At the foot of the live screen: a refusal
 * comes back when the signal does, without a tap, and a list that grew under the status line moved the
 * clock and the buttons under the coach's thumb (a write made on this screen is also told at once by
 * its toast; one refused while the screen is closed by a lasting toast, live-refused.ts).
 */
export function LiveNotSaved({ matchId }: { matchId: number }) {
  const queryClient = useQueryClient();
  const isMine = isLiveWriteOf(matchId);
  const refusedNow = useMutationState({
    filters: { predicate: (mutation) => isMine(mutation) && isRefusal(mutation), status: 'error' },
    select: refusedWrite,
  });
  // What was kept on the phone (refused before a reload), then what this page saw refused and the
  // mutation cache's subscriber (keepRefusedLiveWrites) has not written yet.
  const [kept, setKept] = useState(() => readRefused(matchId));
  const refused: RefusedWrite[] = [
    ...kept,
    ...refusedNow.filter((item) => !kept.some((old) => old.key === item.key)),
  ];
  const dismiss = (key: string) => {
    setKept(forgetRefused(matchId, key));
    const cache = queryClient.getMutationCache();
    for (const found of cache.findAll({
      predicate: (mutation) => isMine(mutation) && refusedKey(mutation) === key,
    }))
      cache.remove(found);
  };
  if (refused.length === 0) return null;
  return (
    <ul aria-label="Not saved" className="grid gap-2">
      {refused.map((item) => (
        <li
          key={item.key}
          className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          <p className="min-w-0 flex-1">
            <span className="font-semibold">Not saved: {item.what}.</span> {item.why}
          </p>
          <button
            type="button"
            className="-m-2 grid size-11 shrink-0 place-items-center rounded-lg text-red-900 hover:bg-red-100 focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:outline-none"
            aria-label={`Dismiss: ${item.what} not saved`}
            onClick={() => dismiss(item.key)}
          >
            <X aria-hidden className="size-5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
