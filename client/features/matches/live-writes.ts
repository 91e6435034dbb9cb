import { type Mutation, type QueryClient, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useEffectEvent, useLayoutEffect, useRef } from 'react';
import type { LiveAvailabilityInput } from '../../../shared/contracts/availability';
import { recordLiveAvailability } from '../../../shared/contracts/availability-write-routes';
import type {
  CreateLiveChangeBody,
  LiveChangeAnswer,
  LiveEventAnswer,
  MatchLiveAnswer,
  UndoLiveChangeBody,
} from '../../../shared/contracts/match-live';
import type { LiveGoalInput, Match, UndoLiveGoalInput } from '../../../shared/contracts/matches';
import {
  createLiveChange,
  createLiveEvent,
  createLiveGoal,
  undoLiveChange,
  undoLiveGoal,
} from '../../../shared/contracts/matches-write-routes';
import type { MatchTiming } from '../../../shared/domain/match-periods';
import { nextPaint } from '../../lib/after-paint';
import { callApi } from '../../lib/api';
import { eventAvailabilityKey } from '../../lib/event-availability-query';
import { matchPlayingTimeKey } from '../../lib/formation-keys';
import { tellWhenKeptOnPhone } from '../../lib/kept-on-phone';
import { isResentForNoAnswer, noAnswerAfter, resendKeptWrite } from '../../lib/query-client';
import { useIsOnline } from '../../lib/use-is-online';
import { eventIdOfMatch } from './availability-api';
import type { LiveRecordWrite } from './live-availability-logic';
import { type DrawnLiveWrite, drawnChange, withLiveWrite } from './match-live-logic';
import { matchLiveKey } from './match-live-queries';
import { matchKeys } from './matches-queries';

// The live screen's writes (presses, goals, changes of players, late arrivals and injuries, and undos) as TanStack mutations
// that outlive the signal and the page (issue 32, decision 070). Without signal a write waits (TanStack pauses a mutation while
// offline); the writes of one match wait in one queue (a scope: sent one after the other, in the order
// made); and the waiting ones are kept in IndexedDB (client/app/offline-changes.ts) and sent when the app
// next has signal, after a reload too. Each carries an id the phone made, so one sent twice is applied
// once (decisions 067 and 070).

export type LivePressVariables = { matchId: number; event: LiveEventAnswer };
export type LiveGoalVariables = { matchId: number; body: LiveGoalInput };
export type LiveGoalUndoVariables = { matchId: number; body: UndoLiveGoalInput };
export type LiveChangeVariables = { matchId: number; body: CreateLiveChangeBody };
export type LiveChangeUndoVariables = { matchId: number; body: UndoLiveChangeBody };
export type LiveAvailabilityVariables = { matchId: number; body: LiveAvailabilityInput };

/** The kinds of live write, as the second part of their mutation keys. */
export const liveWriteKinds = [
  'live-press',
  'live-goal',
  'live-goal-undo',
  'live-change',
  'live-change-undo',
  'live-availability',
] as const;
type LiveWriteKind = (typeof liveWriteKinds)[number];

const keyOf = (kind: LiveWriteKind) => (matchId: number) => ['matches', kind, matchId] as const;
export const livePressKey = keyOf('live-press');
export const liveGoalKey = keyOf('live-goal');
export const liveGoalUndoKey = keyOf('live-goal-undo');
export const liveChangeKey = keyOf('live-change');
export const liveChangeUndoKey = keyOf('live-change-undo');
export const liveAvailabilityKey = keyOf('live-availability');

/**
 * Kept in the mutation cache until the screen is left or the coach dismisses it (TanStack's default drops
 * a finished mutation five minutes after its screen stops watching it): a refused write stays listed
 * (live-sync-status.tsx).
 */
export const LIVE_WRITE_GC_TIME = Number.POSITIVE_INFINITY;

/** One queue per match: its writes are sent in the order they were made. */
export const liveScope = (matchId: number) => ({ id: `live-${matchId}` });

/** Whether a mutation is one of the match's live writes (the poll waits for them; the status counts them). */
export const isLiveWriteOf =
  (matchId: number) =>
  (mutation: Mutation<unknown, Error, unknown, unknown>): boolean =>
    mutation.options.scope?.id === liveScope(matchId).id;

// Each write leaves a frame after the tap: the board is drawn from the press itself (onMutate), and
// starting a request (about 10 ms of a slow phone's main thread) would hold up the frame that shows it
// (as the squad's optimistic writes, lib/after-paint.ts). Each try waits for its answer no longer than
// noAnswerAfter gives: unanswered, the buttons are free again and the write waits for the signal.

export async function sendLivePress({ matchId, event }: LivePressVariables) {
  await nextPaint();
  return callApi(createLiveEvent, { params: { id: matchId }, body: event, signal: noAnswerAfter() });
}

export async function sendLiveGoal({ matchId, body }: LiveGoalVariables) {
  await nextPaint();
  return callApi(createLiveGoal, { params: { id: matchId }, body, signal: noAnswerAfter() });
}

export async function sendLiveGoalUndo({ matchId, body }: LiveGoalUndoVariables) {
  await nextPaint();
  return callApi(undoLiveGoal, { params: { id: matchId }, body, signal: noAnswerAfter() });
}

export async function sendLiveChange({ matchId, body }: LiveChangeVariables) {
  await nextPaint();
  return callApi(createLiveChange, { params: { id: matchId }, body, signal: noAnswerAfter() });
}

export async function sendLiveChangeUndo({ matchId, body }: LiveChangeUndoVariables) {
  await nextPaint();
  return callApi(undoLiveChange, { params: { id: matchId }, body, signal: noAnswerAfter() });
}

/** A late arrival or an injury: setting the same minute twice stores it once, so it needs no id. */
export async function sendLiveAvailability({ matchId, body }: LiveAvailabilityVariables) {
  await nextPaint();
  return callApi(recordLiveAvailability, { params: { id: matchId }, body, signal: noAnswerAfter() });
}

/**
 * Whether the match's live writes wait for the signal: the browser says it is offline (TanStack pauses
 * them), or a write of the queue has had a try go without an answer (a weak signal: the browser says
 * online, nothing gets through; the write is sent again until an answer comes). A write made meanwhile
 * waits behind it, kept on the phone in its turn (decision 070).
 */
export function useLiveWritesWaiting(matchId: number): boolean {
  const isOnline = useIsOnline();
  const isMine = isLiveWriteOf(matchId);
  const resent = useMutationState({
    filters: {
      predicate: (mutation) => isMine(mutation) && isResentForNoAnswer(mutation),
      status: 'pending',
    },
    select: (mutation) => mutation.mutationId,
  });
  return !isOnline || resent.length > 0;
}

/** A write the board draws (a press, a goal or a change), as the mutation cache holds it. */
type UndrawnWrite =
  | { kind: 'live-press'; variables: LivePressVariables }
  | { kind: 'live-goal'; variables: LiveGoalVariables }
  | { kind: 'live-goal-undo'; variables: LiveGoalUndoVariables }
  | { kind: 'live-change'; variables: LiveChangeVariables };

const drawnKinds: ReadonlySet<string> = new Set(['live-press', 'live-goal', 'live-goal-undo', 'live-change']);

/** A goal or its undo as the board draws it: its side's score, once by the write's id. */
const drawnGoal = (
  kind: 'live-goal' | 'live-goal-undo',
  { body }: LiveGoalVariables | LiveGoalUndoVariables,
): DrawnLiveWrite => ({ kind, id: body.id, side: body.side });

/**
 * The match's presses, goals, goal undos and changes waiting to be sent that no tap of this page drew on
 * the board (the screen's own draw them at the tap, in their onMutate): restored from the phone by this
 * page, after a reload or a phone that dropped the page while locked. With no signal the board comes
 * from the state saved on the phone, which has them; on a weak signal the server's answer does, which
 * has not (the board showed 0 – 0 and "Playing" with a goal and a break waiting). `drawUndrawn` draws
 * them on it. One the server already took, its answer lost on the way, is on that board by its id (the
 * board's goalWriteIds for a goal or undo), and is not drawn again.
 */
export function useUndrawnLiveWrites(matchId: number): UndrawnWrite[] {
  const isMine = isLiveWriteOf(matchId);
  return useMutationState({
    filters: {
      predicate: (mutation) =>
        isMine(mutation) &&
        mutation.options.onMutate === undefined &&
        drawnKinds.has(String(mutation.options.mutationKey?.[1])),
      status: 'pending',
    },
    select: (mutation) =>
      ({ kind: mutation.options.mutationKey?.[1], variables: mutation.state.variables }) as UndrawnWrite,
  });
}

/** The board with the writes no tap of this page drew, in the order made (useUndrawnLiveWrites). */
export function drawUndrawn<T extends MatchLiveAnswer>(
  live: T,
  writes: readonly UndrawnWrite[],
  match: Pick<Match, 'isHome'> & MatchTiming,
): T {
  return writes.reduce((board, write) => {
    const drawn: DrawnLiveWrite =
      write.kind === 'live-press'
        ? { kind: 'live-press', event: write.variables.event }
        : write.kind === 'live-change'
          ? { kind: 'live-change', change: drawnChange(write.variables.body, board.events, match) }
          : drawnGoal(write.kind, write.variables);
    return withLiveWrite(board, drawn, match);
  }, live);
}

/**
 * The match's late-or-injured records not answered yet, made on this page or restored from the phone,
 * in the order made: the list draws them (withWaitingRecords) until each is answered.
 */
export function useWaitingLiveRecords(matchId: number): LiveRecordWrite[] {
  const isMine = isLiveWriteOf(matchId);
  return useMutationState({
    filters: {
      predicate: (mutation) => isMine(mutation) && mutation.options.mutationKey?.[1] === 'live-availability',
      status: 'pending',
    },
    select: (mutation) => {
      const { body } = mutation.state.variables as LiveAvailabilityVariables;
      return {
        playerId: Number(body.playerId),
        kind: body.kind,
        minute: body.minute === null ? null : Number(body.minute),
      };
    },
  });
}

/**
 * A sheet's write (its useMutation) while the match's writes wait for the signal
 * (useLiveWritesWaiting): it waits on the phone as one made offline, and no longer needs the coach. The
 * sheet closes, as on success, and `tell` says the write is kept once the phone holds it
 * (tellWhenKeptOnPhone); once for each write, however often the signal comes and goes while it waits.
 * The screens' buttons are held only while a write is sent with an answer awaited
 * (`isPending && !isWaiting`: a first try on a weak signal, up to NO_ANSWER_MS).
 */
export function useSheetWriteKept(
  write: { isPending: boolean; variables: unknown },
  isWaiting: boolean,
  close: () => void,
  tell: () => void,
): void {
  const queryClient = useQueryClient();
  const isKept = write.isPending && isWaiting;
  const told = useRef<unknown>(undefined);
  const onClose = useEffectEvent(close);
  const onTell = useEffectEvent(tell);
  // Before the frame is painted: a sheet still open with "Waiting for signal..." for a frame would flash.
  useLayoutEffect(() => {
    if (!isKept || told.current === write.variables) return;
    told.current = write.variables;
    onClose();
    return tellWhenKeptOnPhone(queryClient, write.variables, onTell);
  }, [isKept, queryClient, write.variables]);
}

/**
 * Whether the write settling now is the last of its match's queue (called from its onSettled, while it
 * still counts as under way).
 */
export function isLastLiveWrite(queryClient: QueryClient, matchId: number): boolean {
  return queryClient.isMutating({ predicate: isLiveWriteOf(matchId) }) <= 1;
}

/**
 * The kinds of write settled in each match's queue since it was last empty: their reads wait for the
 * queue's last write.
 */
const settledKinds = new Map<number, Set<LiveWriteKind>>();

/** What the screens read again once a live write has settled. */
export function readAgainAfterLiveWrite(queryClient: QueryClient, matchId: number, kind: LiveWriteKind) {
  // Everything once the match's queue is empty. Read after each write of a queue being sent (the signal
  // back after a break played offline), the screen would draw every step on the way before the last:
  // the board and the clock going back and forth, the goals under the score coming in out of their order
  // (a goal against read before our goal of the same minute, which then moves in before it). The screen
  // already shows the writes as made.
  const kinds = settledKinds.get(matchId) ?? new Set<LiveWriteKind>();
  kinds.add(kind);
  if (!isLastLiveWrite(queryClient, matchId)) {
    settledKinds.set(matchId, kinds);
    return Promise.resolve([]);
  }
  settledKinds.delete(matchId);
  const reads = [queryClient.invalidateQueries({ queryKey: matchLiveKey(matchId) })];
  if (kinds.has('live-availability')) {
    reads.push(queryClient.invalidateQueries({ queryKey: eventAvailabilityKey(eventIdOfMatch(matchId)) }));
  }
  if (kinds.has('live-change') || kinds.has('live-change-undo')) {
    reads.push(queryClient.invalidateQueries({ queryKey: matchPlayingTimeKey(matchId) }));
  }
  if (kinds.has('live-goal') || kinds.has('live-goal-undo')) {
    reads.push(
      queryClient.invalidateQueries({ queryKey: matchKeys.goals(matchId) }),
      queryClient.invalidateQueries({ queryKey: ['matches', 'list'] }),
    );
  }
  return Promise.all(reads);
}

/** The match as the team's lists hold it (the live screen reads them), or null. */
function cachedMatch(queryClient: QueryClient, matchId: number): Match | null {
  for (const [, matches] of queryClient.getQueriesData<Match[]>({ queryKey: ['matches', 'list'] })) {
    const match = matches?.find((m) => m.id === matchId);
    if (match) return match;
  }
  return null;
}

/**
 * What a write restored from IndexedDB needs to be sent (its screen's useMutation is gone after a
 * reload): how to send it, how to resend it and what to read again after. The screens' own mutations
 * pass the same functions.
 */
export function registerLiveWrites(queryClient: QueryClient): void {
  const register = <V extends { matchId: number }, A>(
    kind: LiveWriteKind,
    send: (variables: V) => Promise<A>,
    answered?: (variables: V, answer: A) => void,
  ) =>
    queryClient.setMutationDefaults(['matches', kind], {
      mutationFn: (variables: V) => send(variables),
      retry: resendKeptWrite,
      gcTime: LIVE_WRITE_GC_TIME,
      // Answered, a restored write leaves what the screen draws over the server's answer
      // (useUndrawnLiveWrites, useWaitingLiveRecords): its answer takes its place until the queue's last
      // write reads again.
      onSuccess: (answer: A, variables: V) => answered?.(variables, answer),
      onSettled: (_data, _error, variables: V) =>
        readAgainAfterLiveWrite(queryClient, variables.matchId, kind),
      // A refusal is told by keepRefusedLiveWrites (live-refused.ts): listed at the foot of the match's
      // live screen, and in a lasting toast while that screen is closed.
    });
  /** The write drawn on the board from its answer (a press or change it has by its id is not drawn twice). */
  const drawOnBoard =
    <V extends { matchId: number }, A>(drawn: (variables: V, answer: A) => DrawnLiveWrite) =>
    (variables: V, answer: A) => {
      const match = cachedMatch(queryClient, variables.matchId);
      if (!match) return;
      queryClient.setQueryData<MatchLiveAnswer>(matchLiveKey(variables.matchId), (old) =>
        old ? withLiveWrite(old, drawn(variables, answer), match) : old,
      );
    };
  register(
    'live-press',
    sendLivePress,
    drawOnBoard((_variables, answer: LiveEventAnswer) => ({ kind: 'live-press', event: answer })),
  );
  register(
    'live-goal',
    sendLiveGoal,
    drawOnBoard((variables: LiveGoalVariables) => drawnGoal('live-goal', variables)),
  );
  register(
    'live-goal-undo',
    sendLiveGoalUndo,
    drawOnBoard((variables: LiveGoalUndoVariables) => drawnGoal('live-goal-undo', variables)),
  );
  register(
    'live-change',
    sendLiveChange,
    drawOnBoard((_variables, answer: LiveChangeAnswer) => ({ kind: 'live-change', change: answer })),
  );
  register('live-change-undo', sendLiveChangeUndo);
  // Its answer is the match's availability as it now stands, this record in it.
  register('live-availability', sendLiveAvailability, (variables: LiveAvailabilityVariables, answer) =>
    queryClient.setQueryData(eventAvailabilityKey(eventIdOfMatch(variables.matchId)), answer),
  );
}
