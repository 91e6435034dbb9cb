import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeftRight, SlidersHorizontal, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { Formation } from '../../../shared/contracts/formations';
import type { LiveChangeAnswer, MatchLiveAnswer } from '../../../shared/contracts/match-live';
import type { Match } from '../../../shared/contracts/matches';
import type { Player } from '../../../shared/contracts/squad';
import { changeMadeWords } from '../../../shared/domain/live-changes';
import type { LiveClock } from '../../../shared/domain/match-live';
import { byShirt } from '../../../shared/domain/shirt-order';
import { Button } from '../../components/ui/button';
import { FormDialog } from '../../components/ui/dialog';
import { ApiError } from '../../lib/api';
import { failureWords } from '../../lib/failure-words';
import { toastFailure, toastSuccess } from '../../lib/mutation-toasts';
import { resendKeptWrite } from '../../lib/query-client';
import { ChoiceList } from './choice-list';
import { changePeriodOf, plannedMoves } from './live-change-logic';
import {
  LIVE_WRITE_GC_TIME,
  type LiveChangeVariables,
  liveChangeKey,
  liveChangeUndoKey,
  liveScope,
  readAgainAfterLiveWrite,
  sendLiveChange,
  sendLiveChangeUndo,
  useSheetWriteKept,
} from './live-writes';
import { playerLabel } from './match-format';
import { matchLiveKey } from './match-live-queries';

// Changes as made on the live screen (issue 32, decision 067's third slice): on the change card, "Make
// change" makes the change the plan has for the period due or next in one tap, and "Adjust..." opens a
// sheet where the coach ticks who actually went off and who came on (preticked with the plan). After it
// the card says "Change made at 23'" with Undo. Each change carries an id made on the phone, so a
// retry of the same change (a dropped answer, a queued replay) is answered with the stored one.

type LiveData = MatchLiveAnswer & { offsetMs: number };

export function LiveChange({
  match,
  live,
  state,
  formations,
  players,
  onPitch,
  clock,
  isWaiting,
  absent,
}: {
  match: Match;
  live: LiveData;
  state: LiveClock;
  formations: readonly Formation[];
  players: readonly Player[];
  /** Who is actually on now (actualOnPitch); null when period 1 has no line-up. */
  onPitch: readonly Player[] | null;
  clock: () => number;
  /**
   * The match's writes wait for the signal (useLiveWritesWaiting, worked out once by the screen): a write
   * then holds no button, and its sheet closes as kept.
   */
  isWaiting: boolean;
  /** The players not there now, with why (absentAt): named so in "Adjust…", and not ticked to come on. */
  absent: ReadonlyMap<number, string>;
}) {
  const queryClient = useQueryClient();
  const key = matchLiveKey(match.id);
  const [sheet, setSheet] = useState({ id: 0, open: false });
  const readAgain = () => readAgainAfterLiveWrite(queryClient, match.id, 'live-change');

  const make = useMutation({
    mutationKey: liveChangeKey(match.id),
    // In the match's queue with its presses and goals (live-writes.ts): with no signal it waits on the
    // phone, kept over a reload; its id lets it be sent again and applied once (200, the stored change).
    scope: liveScope(match.id),
    mutationFn: sendLiveChange,
    retry: resendKeptWrite,
    gcTime: LIVE_WRITE_GC_TIME,
    onMutate: async (variables: LiveChangeVariables) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<LiveData>(key);
      const drawn: LiveChangeAnswer = { ...variables.body, seconds: state.elapsedSeconds };
      queryClient.setQueryData<LiveData>(key, (old) =>
        old ? { ...old, changes: [...old.changes, drawn] } : old,
      );
      return { before };
    },
    onError: (error, _body, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toastFailure(error, failureWords(error, 'The change was not recorded. Try again.'));
    },
    onSuccess: () => {
      setSheet((old) => ({ ...old, open: false }));
      toastSuccess('Change made.');
    },
    onSettled: readAgain,
  });

  const undo = useMutation({
    mutationKey: liveChangeUndoKey(match.id),
    scope: liveScope(match.id),
    mutationFn: sendLiveChangeUndo,
    retry: resendKeptWrite,
    gcTime: LIVE_WRITE_GC_TIME,
    onMutate: async ({ body: { id } }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<LiveData>(key);
      queryClient.setQueryData<LiveData>(key, (old) =>
        old ? { ...old, changes: old.changes.filter((change) => change.id !== id) } : old,
      );
      return { before };
    },
    onError: (error, _id, context) => {
      // Gone already (a retry whose first answer was lost, another coach): what was asked is done.
      if (error instanceof ApiError && error.status === 404) return;
      if (context?.before) queryClient.setQueryData(key, context.before);
      toastFailure(error, failureWords(error, 'The change was not taken back. Try again.'));
    },
    onSuccess: () => toastSuccess('Change taken back.'),
    onSettled: readAgain,
  });

  // A write waiting for the signal holds nothing: the next one waits behind it in the queue. Nor does
  // the sheet wait with it: the change is drawn.
  useSheetWriteKept(
    make,
    isWaiting,
    () => setSheet((old) => ({ ...old, open: false })),
    () => toastSuccess('Change kept on this phone: it is sent when the signal returns.'),
  );

  if (state.state !== 'running' && state.state !== 'paused') return null;
  const onNow = onPitch ?? [];
  const movesFor = (period: number) => plannedMoves(formations, match.id, period, onNow, players);
  const hasMoves = (period: number) => {
    const moves = movesFor(period);
    return moves !== null && moves.on.length + moves.off.length > 0;
  };
  const period = onPitch === null ? null : changePeriodOf(state, live.changes, hasMoves);
  const moves = period === null ? null : movesFor(period);
  const last = live.changes.at(-1) ?? null;
  const isBusy = (make.isPending || undo.isPending) && !isWaiting;

  const send = (on: readonly number[], off: readonly number[]) => {
    if (period === null) return;
    make.mutate({
      matchId: match.id,
      body: {
        id: crypto.randomUUID(),
        period,
        // Dated in the server's time as the phone knows it; the server works out the seconds of play.
        at: new Date(clock() + live.offsetMs).toISOString(),
        on: [...on],
        off: [...off],
      },
    });
  };

  return (
    <div className="grid gap-3 border-t border-slate-200 px-4 pt-4 sm:px-6">
      {last ? (
        <div className="flex flex-wrap items-center justify-between gap-3" role="status">
          <p className="text-base font-semibold text-slate-900">{changeMadeWords(last.seconds)}</p>
          <Button
            variant="outline"
            onClick={() => undo.mutate({ matchId: match.id, body: { id: last.id } })}
            disabled={isBusy}
          >
            <Undo2 aria-hidden />
            Undo
          </Button>
        </div>
      ) : null}
      {onPitch === null ? (
        <p className="text-sm text-slate-600">Period 1 has no line-up, so changes cannot be recorded live.</p>
      ) : period === null ? null : (
        // Side by side where both fit at their own width, else one above the other, each the full
        // width: a grid of two columns from a 400 px screen ran Adjust… out of the card on a desktop,
        // whose narrow page is no wider than a phone.
        <div className="grid gap-3">
          <p className="text-sm text-slate-600">The change for period {period}:</p>
          <div className="flex flex-wrap gap-3">
            <Button
              size="xl"
              className="grow-[2]"
              onClick={() =>
                moves &&
                send(
                  moves.on.map((p) => p.id),
                  moves.off.map((p) => p.id),
                )
              }
              disabled={isBusy || moves === null || moves.on.length + moves.off.length === 0}
            >
              <ArrowLeftRight aria-hidden />
              Make change
            </Button>
            <Button
              variant="outline"
              size="xl"
              className="grow"
              onClick={() => setSheet((old) => ({ id: old.id + 1, open: true }))}
              disabled={isBusy}
            >
              <SlidersHorizontal aria-hidden />
              Adjust…
            </Button>
          </div>
        </div>
      )}
      {period !== null ? (
        <ChangeSheet
          key={sheet.id}
          open={sheet.open}
          onOpenChange={(open) => setSheet((old) => ({ ...old, open }))}
          period={period}
          onNow={onNow}
          players={players}
          planned={moves}
          absent={absent}
          isPending={make.isPending && !isWaiting}
          onSave={send}
        />
      ) : null}
    </div>
  );
}

/**
 * "Adjust...": who actually went off and who came on, preticked with the plan, less what the plan did
 * not know: a player gone (injured, left) is ticked to go off, and one not there is not ticked to come on.
 */
function ChangeSheet({
  open,
  onOpenChange,
  period,
  onNow,
  players,
  planned,
  absent,
  isPending,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  period: number;
  onNow: readonly Player[];
  players: readonly Player[];
  planned: { on: Player[]; off: Player[] } | null;
  absent: ReadonlyMap<number, string>;
  isPending: boolean;
  onSave: (on: readonly number[], off: readonly number[]) => void;
}) {
  const [off, setOff] = useState(
    () =>
      new Set([
        ...(planned?.off.map((p) => p.id) ?? []),
        ...onNow.filter((p) => absent.has(p.id)).map((p) => p.id),
      ]),
  );
  const [on, setOn] = useState(
    () => new Set(planned?.on.filter((p) => !absent.has(p.id)).map((p) => p.id) ?? []),
  );
  const labelOf = (player: Player) => {
    const why = absent.get(player.id);
    return why === undefined ? playerLabel(player) : `${playerLabel(player)}: ${why}`;
  };
  const onIds = new Set(onNow.map((player) => player.id));
  const bench = [...players].filter((player) => !onIds.has(player.id)).sort(byShirt);
  const name = useId();
  const toggle = (set: Set<number>, id: number, update: (next: Set<number>) => void) => {
    const next = new Set(set);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    update(next);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      isPending={isPending}
      title={`Change for period ${period}`}
      description="Tick who actually went off and who came on. Nobody on is fine: an injured player may go off alone."
      submitLabel="Make change"
      pendingLabel="Saving..."
      submitDisabled={on.size + off.size === 0}
      onSubmit={(event) => {
        event.preventDefault();
        onSave([...on], [...off]);
      }}
    >
      <ChoiceList
        legend="Going off"
        type="checkbox"
        name={`${name}off`}
        choices={onNow.map((player) => ({ value: player.id, label: labelOf(player) }))}
        isChecked={(id) => off.has(id)}
        onChoose={(id) => toggle(off, id, setOff)}
      />
      <ChoiceList
        legend="Coming on"
        type="checkbox"
        name={`${name}on`}
        choices={bench.map((player) => ({ value: player.id, label: labelOf(player) }))}
        isChecked={(id) => on.has(id)}
        onChoose={(id) => toggle(on, id, setOn)}
        empty={<p className="text-sm text-slate-600">Everyone in the squad is on the pitch.</p>}
      />
    </FormDialog>
  );
}
