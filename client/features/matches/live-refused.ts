import type { Mutation, QueryClient } from '@tanstack/react-query';
import { ApiError, isUnauthorizedError } from '../../lib/api';
import { failureWords } from '../../lib/failure-words';
import { openScreens } from '../../lib/open-screens';
import { toastRefusedAway } from '../../lib/refused-away-toast';
import { forgetLiveSnapshot } from './live-snapshot';
import { isLiveWriteOf } from './live-writes';
import { liveModePath } from './match-live-logic';
import { matchKeys } from './matches-queries';

// The live writes the server refused on their way (issue 32, decision 070), kept on the phone until the
// coach dismisses them: a refusal is shown, never lost, a reload included (the refused mutation itself
// lives only in the page's memory). localStorage, as the live snapshot (live-snapshot.ts): a few hundred
// bytes per match, read before the first draw without waiting, where IndexedDB is asynchronous and
// would make the list appear after the screen. Written from the mutation cache (keepRefusedLiveWrites),
// so a write refused while the live screen is not open is kept too.

export type RefusedWrite = { key: string; what: string; why: string };

/** At most this many per match, the newest: a coach dismisses them; a phone is never filled by them. */
export const MAX_REFUSED = 20;

const keyOf = (matchId: number) => `touchline.live-refused.${matchId}`;

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

type AnyMutation = Mutation<unknown, Error, unknown, unknown>;

/** A change undone that was gone already is what was asked: not a refusal. */
export const isRefusal = (mutation: AnyMutation) =>
  !(
    mutation.options.mutationKey?.[1] === 'live-change-undo' &&
    mutation.state.error instanceof ApiError &&
    mutation.state.error.status === 404
  );

/**
 * The same for a write wherever it is read (the page's mutation or one restored after a reload): its
 * kind and the id the phone made for it; a late arrival, which has none, by when it was sent.
 */
export function refusedKey(mutation: AnyMutation): string {
  const sent = (mutation.state.variables ?? {}) as { event?: { id?: string }; body?: { id?: string } };
  const id = sent.event?.id ?? sent.body?.id ?? `at-${mutation.state.submittedAt}`;
  return `${String(mutation.options.mutationKey?.[1])}:${id}`;
}

export function refusedWrite(mutation: AnyMutation): RefusedWrite {
  return {
    key: refusedKey(mutation),
    what: liveWriteWords(mutation.options.mutationKey?.[1], mutation.state.variables),
    why: failureWords(mutation.state.error, 'It could not be sent.').description,
  };
}

function isRefusedWrite(value: unknown): value is RefusedWrite {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.key === 'string' && typeof v.what === 'string' && typeof v.why === 'string';
}

export function readRefused(matchId: number): RefusedWrite[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(keyOf(matchId)) ?? '[]');
    return Array.isArray(saved) ? saved.filter(isRefusedWrite).slice(-MAX_REFUSED) : [];
  } catch {
    return [];
  }
}

function write(matchId: number, list: RefusedWrite[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(keyOf(matchId));
    else localStorage.setItem(keyOf(matchId), JSON.stringify(list));
  } catch {
    // Storage full or refused (private mode): the list is the open screen's only, as before.
  }
}

/** Adds what is not kept yet (the oldest dropped past MAX_REFUSED); answers the list as kept. */
export function rememberRefused(matchId: number, added: RefusedWrite[]): RefusedWrite[] {
  const kept = readRefused(matchId);
  const fresh = added.filter((item) => !kept.some((old) => old.key === item.key));
  if (fresh.length === 0) return kept;
  const list = [...kept, ...fresh].slice(-MAX_REFUSED);
  write(matchId, list);
  return list;
}

/** Dismissed: gone from the phone. Answers the list as kept. */
export function forgetRefused(matchId: number, key: string): RefusedWrite[] {
  const list = readRefused(matchId).filter((item) => item.key !== key);
  write(matchId, list);
  return list;
}

/** The match a live write belongs to, from its key (['matches', kind, matchId]). */
const matchOf = (mutation: AnyMutation): number | null => {
  const id = mutation.options.mutationKey?.[2];
  return typeof id === 'number' && isLiveWriteOf(id)(mutation) ? id : null;
};

/**
 * A match that is gone, deleted on this phone or found missing by the server (deleted from another
 * phone): what this phone kept of its live screen (the snapshot and the refused writes) goes with it.
 */
export function forgetLiveMatch(matchId: number): void {
  forgetLiveSnapshot(matchId);
  write(matchId, []);
}

// The live screens open now, by match: a refusal there is listed at its foot; elsewhere a lasting toast
// says it and leads there.
const openLiveScreens = openScreens<number>();

/** Marks the live screen of `matchId` open until the returned function is called. */
export const holdLiveScreenOpen = (matchId: number): (() => void) => openLiveScreens.hold(matchId);

/**
 * The live screen of a match, under the team whose list of matches this page has read with it; else the
 * address without a team, where the server takes the caller's only team (or asks which).
 */
export function liveScreenPath(queryClient: QueryClient, matchId: number): string {
  const unscoped = matchKeys.list(null)[2];
  const [key] =
    queryClient
      .getQueriesData<Array<{ id: number }>>({ queryKey: ['matches', 'list'] })
      .find(([key, matches]) => key[2] !== unscoped && matches?.some((match) => match.id === matchId)) ?? [];
  const team = key?.[2];
  return liveModePath(typeof team === 'string' ? team : null, matchId);
}

/**
 * Keeps each live write the server refuses, as it is refused, whichever page is open. With the match's
 * live screen closed (the coach moved on before the signal came back), a toast that stays until
 * dismissed says what was not saved and why, and opens the live screen, where it is listed.
 */
export function keepRefusedLiveWrites(queryClient: QueryClient): () => void {
  const keep = (mutation: AnyMutation, isNow: boolean) => {
    const matchId = matchOf(mutation);
    if (matchId === null || !isRefusal(mutation) || isUnauthorizedError(mutation.state.error)) return;
    const refused = refusedWrite(mutation);
    rememberRefused(matchId, [refused]);
    if (!isNow || openLiveScreens.has(matchId)) return;
    toastRefusedAway(
      { title: `Not saved: ${refused.what}`, description: refused.why },
      { altText: 'Open the live screen of the match', path: () => liveScreenPath(queryClient, matchId) },
    );
  };
  // The queue starts with a page's first write (client/app/after-load.ts), and its refusal may come back
  // before this module has: the ones already refused are kept now (each once, by its key).
  for (const mutation of queryClient.getMutationCache().getAll()) {
    if (mutation.state.status === 'error') keep(mutation, false);
  }
  return queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') keep(event.mutation, true);
  });
}
