import { useMutationState } from '@tanstack/react-query';
import { useIsOnline } from '../../lib/use-is-online';
import { isLiveWriteOf } from './live-writes';

// The live screen's honest status line (issue 32, decision 070): online with everything sent, sending,
// or offline with the number of presses, goals and undos waiting on this phone to be sent. Counted from the match's
// queue of live writes itself (live-writes.ts), so it never says more or less than what will be sent.

export function liveSyncWords(isOnline: boolean, waiting: number): string {
  const changes = waiting === 1 ? '1 change' : `${waiting} changes`;
  if (!isOnline)
    return waiting === 0 ? 'Offline · nothing waiting to be sent' : `Offline · ${changes} waiting`;
  return waiting === 0 ? 'Online · everything sent' : `Sending ${changes}…`;
}

export function LiveSyncStatus({ matchId }: { matchId: number }) {
  const isOnline = useIsOnline();
  const waiting = useMutationState({
    filters: { predicate: isLiveWriteOf(matchId), status: 'pending' },
    select: (mutation) => mutation.mutationId,
  }).length;
  const tone = isOnline ? (waiting === 0 ? 'text-slate-600' : 'text-slate-800') : 'text-amber-900';
  return (
    <p role="status" className={`text-center text-sm font-medium ${tone}`}>
      {liveSyncWords(isOnline, waiting)}
    </p>
  );
}
