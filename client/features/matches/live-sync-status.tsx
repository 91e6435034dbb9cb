import { type Mutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { ApiError } from '../../lib/api';
import { failureWords } from '../../lib/failure-words';
import { useIsOnline } from '../../lib/use-is-online';
import { isLiveWriteOf } from './live-writes';

// The live screen's honest status line (issue 32, decision 070): online with everything sent, sending,
// or offline with the number of presses, goals and changes waiting on this phone to be sent. Counted from
// the match's queue of live writes itself (live-writes.ts), so it never says more or less than what will
// be sent. Below it, each write the server refused (another coach pressed first, the score moved
// meanwhile), in words, until the coach dismisses it: a conflict is shown, never lost in a toast.

export function liveSyncWords(isOnline: boolean, waiting: number): string {
  const changes = waiting === 1 ? '1 change' : `${waiting} changes`;
  if (!isOnline)
    return waiting === 0 ? 'Offline · nothing waiting to be sent' : `Offline · ${changes} waiting`;
  return waiting === 0 ? 'Online · everything sent' : `Sending ${changes}…`;
}

const pressWords: Record<string, string> = {
  start: 'Start',
  pause: 'Pause for the break',
  resume: 'Resume',
  end: 'End match',
};

/** What a live write was, from its kind (its key) and what it sent. */
export function liveWriteWords(kind: unknown, variables: unknown): string {
  const sent = (variables ?? {}) as {
    event?: { kind?: string };
    body?: { side?: string; period?: number };
  };
  switch (kind) {
    case 'live-press':
      return pressWords[sent.event?.kind ?? ''] ?? 'A press';
    case 'live-goal':
      return sent.body?.side === 'them' ? 'Goal against' : 'Goal for us';
    case 'live-goal-undo':
      return 'Taking back a goal';
    case 'live-change':
      return sent.body?.period ? `Change for period ${sent.body.period}` : 'A change';
    case 'live-change-undo':
      return 'Taking back a change';
    case 'live-availability':
      return 'Player late or injured';
    default:
      return 'A change';
  }
}

type Refused = { id: number; what: string; why: string };

/** A change undone that was gone already is what was asked: not a refusal. */
const isRefusal = (mutation: Mutation<unknown, Error, unknown, unknown>) =>
  !(
    mutation.options.mutationKey?.[1] === 'live-change-undo' &&
    mutation.state.error instanceof ApiError &&
    mutation.state.error.status === 404
  );

/** `isStale`: the last live read failed (the browser may think it is online): said as offline. */
export function LiveSyncStatus({ matchId, isStale = false }: { matchId: number; isStale?: boolean }) {
  const queryClient = useQueryClient();
  const isOnline = useIsOnline() && !isStale;
  const isMine = isLiveWriteOf(matchId);
  const waiting = useMutationState({
    filters: { predicate: isMine, status: 'pending' },
    select: (mutation) => mutation.mutationId,
  }).length;
  const refused = useMutationState({
    filters: { predicate: (mutation) => isMine(mutation) && isRefusal(mutation), status: 'error' },
    select: (mutation): Refused => ({
      id: mutation.mutationId,
      what: liveWriteWords(mutation.options.mutationKey?.[1], mutation.state.variables),
      why: failureWords(mutation.state.error, 'It could not be sent.').description,
    }),
  });
  const dismiss = (id: number) => {
    const cache = queryClient.getMutationCache();
    const found = cache.find({ predicate: (mutation) => mutation.mutationId === id });
    if (found) cache.remove(found);
  };
  const tone = isOnline ? (waiting === 0 ? 'text-slate-600' : 'text-slate-800') : 'text-amber-900';
  return (
    <div className="grid gap-2">
      <p role="status" className={`text-center text-sm font-medium ${tone}`}>
        {liveSyncWords(isOnline, waiting)}
      </p>
      {refused.length > 0 ? (
        <ul aria-label="Not saved" className="grid gap-2">
          {refused.map((item) => (
            <li
              key={item.id}
              className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
            >
              <p className="min-w-0 flex-1">
                <span className="font-semibold">Not saved: {item.what}.</span> {item.why}
              </p>
              <button
                type="button"
                className="-m-2 grid size-11 shrink-0 place-items-center rounded-lg text-red-900 hover:bg-red-100 focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:outline-none"
                aria-label={`Dismiss: ${item.what} not saved`}
                onClick={() => dismiss(item.id)}
              >
                <X aria-hidden className="size-5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
