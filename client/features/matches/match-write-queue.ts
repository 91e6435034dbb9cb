import type { QueryClient } from '@tanstack/react-query';
import type { Match } from '../../../shared/contracts/matches';
import { cachedMatch, changeMatchOptimistically, putMatch } from './match-cache';
import { matchKeys } from './matches-queries';

// The bookkeeping of the writes in flight to one match, apart from React and fetch so it has tests
// (match-write-queue.test.ts). The writes themselves run one after another in a mutation scope per
// match (match-day-api.ts); this keeps what the screen shows right while they do:
// - a write shows at once (its change laid on the cached match, in the press's own task);
// - each answer becomes the match, with the changes still waiting laid on top again, so a slow answer
//   never undoes a later tap on screen;
// - a failure puts back the server's last word, and the writes queued behind it are dropped (they were
//   made on top of the one that failed); the caller then reads the match again.

type Tracker = {
  /** The server's last word on the match, from before the first write still waiting. */
  confirmed: Match | null;
  /** The changes waiting for their answers, by write number, in order. */
  pending: Map<number, (match: Match) => Match>;
  /** Writes numbered below this were queued before a failure: they are not sent. */
  dropBelow: number;
};

const trackers = new WeakMap<QueryClient, Map<number, Tracker>>();
let nextWrite = 1;

function trackerFor(queryClient: QueryClient, matchId: number): Tracker {
  let byMatch = trackers.get(queryClient);
  if (!byMatch) {
    byMatch = new Map();
    trackers.set(queryClient, byMatch);
  }
  let tracker = byMatch.get(matchId);
  if (!tracker) {
    tracker = { confirmed: null, pending: new Map(), dropBelow: 0 };
    byMatch.set(matchId, tracker);
  }
  return tracker;
}

const unchanged = (match: Match) => match;

/**
 * A write is asked for: its change (none for a write whose result cannot be guessed) is shown at once.
 * Gives the write's number, for the calls below.
 */
export function beginMatchWrite(
  queryClient: QueryClient,
  teamId: string | null,
  matchId: number,
  change?: (match: Match) => Match,
): number {
  const tracker = trackerFor(queryClient, matchId);
  const write = nextWrite++;
  // A read in flight would land on top of the change: cancelled first (it is asked again after), also
  // for a write whose change cannot be guessed (changeMatchOptimistically stops them otherwise).
  void queryClient.cancelQueries({ queryKey: matchKeys.list(teamId) });
  if (tracker.pending.size === 0) tracker.confirmed = cachedMatch(queryClient, teamId, matchId);
  tracker.pending.set(write, change ?? unchanged);
  if (change) changeMatchOptimistically(queryClient, teamId, matchId, change);
  return write;
}

/** True when the write was queued behind one that failed since: it must not be sent. */
export function isDroppedWrite(queryClient: QueryClient, matchId: number, write: number): boolean {
  return write < trackerFor(queryClient, matchId).dropBelow;
}

/** The version to send as the write leaves: the match as the last answer (or read) left it. */
export function versionToSend(queryClient: QueryClient, teamId: string | null, matchId: number) {
  return cachedMatch(queryClient, teamId, matchId)?.version;
}

/** The server's answer: it becomes the match, under the changes still waiting. Tells whether it was the last. */
export function settleMatchWrite(
  queryClient: QueryClient,
  teamId: string | null,
  matchId: number,
  write: number,
  answer: Match,
): { isLast: boolean } {
  const tracker = trackerFor(queryClient, matchId);
  tracker.pending.delete(write);
  tracker.confirmed = answer;
  putMatch(
    queryClient,
    teamId,
    [...tracker.pending.values()].reduce((match, change) => change(match), answer),
  );
  return { isLast: tracker.pending.size === 0 };
}

/**
 * A write failed: the server's last word is shown again and every write queued so far is dropped.
 * False for a write that was itself dropped (nothing to report: the failure before it has spoken).
 */
export function failMatchWrite(
  queryClient: QueryClient,
  teamId: string | null,
  matchId: number,
  write: number,
): boolean {
  const tracker = trackerFor(queryClient, matchId);
  tracker.pending.delete(write);
  if (write < tracker.dropBelow) return false;
  tracker.dropBelow = nextWrite;
  if (tracker.confirmed) putMatch(queryClient, teamId, tracker.confirmed);
  return true;
}

/** A write outside this queue (the goals) moved the version on: screen and last word follow. */
export function noteMatchVersion(
  queryClient: QueryClient,
  teamId: string | null,
  matchId: number,
  version: number,
): void {
  const bump = (match: Match) => ({ ...match, version: Math.max(match.version, version) });
  changeMatchOptimistically(queryClient, teamId, matchId, bump);
  const tracker = trackerFor(queryClient, matchId);
  if (tracker.confirmed) tracker.confirmed = bump(tracker.confirmed);
}
