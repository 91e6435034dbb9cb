import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Shuffle, UserRoundPlus } from 'lucide-react';
import { useId, useState } from 'react';
import type { EventAvailability, LiveAvailabilityInput } from '../../../shared/contracts/availability';
import type { Formation } from '../../../shared/contracts/formations';
import type { Match } from '../../../shared/contracts/matches';
import type { Player } from '../../../shared/contracts/squad';
import { formationForPeriod } from '../../../shared/domain/formation-for-period';
import { type FormationShape, isFormationShape } from '../../../shared/domain/formation-shapes';
import { liveArrivalMinute, liveLeftMinute } from '../../../shared/domain/late-arrival';
import { formatClock, type LiveClock } from '../../../shared/domain/match-live';
import { periodsOf } from '../../../shared/domain/match-periods';
import { byShirt } from '../../../shared/domain/shirt-order';
import { Button } from '../../components/ui/button';
import { FormDialog } from '../../components/ui/dialog';
import { DialogsOnDemand } from '../../components/ui/dialog-on-demand';
import { lazyComponent } from '../../components/ui/on-demand';
import { eventAvailabilityKey, eventAvailabilityQuery } from '../../lib/event-availability-query';
import { failureWords } from '../../lib/failure-words';
import { toastFailure, toastSuccess } from '../../lib/mutation-toasts';
import { resendKeptWrite } from '../../lib/query-client';
import { useTeamContext } from '../../lib/team-context';
import { eventIdOfMatch } from './availability-api';
import { ChoiceList } from './choice-list';
import {
  type LiveRecord,
  liveRecords,
  liveRecordWords,
  replanFromPeriod,
  withWaitingRecords,
} from './live-availability-logic';
import {
  LIVE_WRITE_GC_TIME,
  liveAvailabilityKey,
  liveScope,
  readAgainAfterLiveWrite,
  sendLiveAvailability,
  useSheetWriteKept,
  useWaitingLiveRecords,
} from './live-writes';
import { playerLabel } from './match-format';

// "Player late or injured" and "Re-plan from here" on the live screen (issue 32, decision 067), for
// coaches and admins. The first records, at the minute of the clock when it was tapped, that a player
// arrived or went off injured (or left), on his answer for the match through its one write
// (POST /api/matches/:id/live/availability); the second opens the rotation planner with the periods
// already started kept as saved and the rest planned from who is there now, counting the kept minutes.

const RotationDialog = lazyComponent(() =>
  import('./rotation-dialog').then((module) => module.RotationDialog),
);

type Kind = LiveAvailabilityInput['kind'];

/** The shape the re-plan starts from: the one the period under way shows, else the match's last planned. */
function shownShape(
  formations: readonly Formation[],
  matchId: number,
  period: number,
): FormationShape | null {
  const shown =
    formationForPeriod(formations, matchId, period) ??
    formations
      .filter((f) => f.matchId === matchId && f.plannedAt !== null)
      .sort((a, b) => a.quarter - b.quarter)
      .at(-1);
  return shown && isFormationShape(shown.formation) ? shown.formation : null;
}

/**
 * The squad's late arrivals and leavings for this match, with the coach's records not answered yet drawn
 * on them (withWaitingRecords): what the screen lists, and marks where it names who is on and who comes
 * on. Read while the clock runs or waits in a break (`isRead`): before kick-off nobody is late yet.
 */
export function useLiveRecords(match: Match, players: readonly Player[], isRead: boolean): LiveRecord[] {
  // This read first starts in the frame that answers Start: it leaves once that frame is painted.
  const answers = useQuery({
    ...eventAvailabilityQuery(eventIdOfMatch(match.id), { leavesAfterPaint: true }),
    enabled: isRead,
  });
  const waiting = useWaitingLiveRecords(match.id);
  return isRead
    ? withWaitingRecords(liveRecords(answers.data, players, match.matchDate), waiting, players)
    : [];
}

/** While the clock runs or waits in a break (before kick-off nobody is late yet; after full time, nothing is left to plan). */
export function LiveAvailability(props: {
  match: Match;
  state: LiveClock;
  players: readonly Player[];
  formations: readonly Formation[];
  /**
   * The match's writes wait for the signal (useLiveWritesWaiting, worked out once by the screen): a write
   * then holds no button, and its sheet closes as kept.
   */
  isWaiting: boolean;
  /** The squad's records for this match (useLiveRecords, read once by the screen). */
  records: readonly LiveRecord[];
}) {
  const { state } = props.state;
  return state === 'running' || state === 'paused' ? <LiveAvailabilityActions {...props} /> : null;
}

function LiveAvailabilityActions({
  match,
  state,
  players,
  formations,
  isWaiting,
  records,
}: {
  match: Match;
  state: LiveClock;
  players: readonly Player[];
  formations: readonly Formation[];
  isWaiting: boolean;
  records: readonly LiveRecord[];
}) {
  const queryClient = useQueryClient();
  const eventId = eventIdOfMatch(match.id);
  // `id` counts the sheets opened: each one is new, with the clock of its tap.
  const [sheet, setSheet] = useState({ id: 0, open: false, seconds: 0 });
  // The period to plan from is fixed when "Re-plan from here" is tapped, as the goal's minute is.
  const [replan, setReplan] = useState<{ open: boolean; fromPeriod: number } | null>(null);

  const record = useMutation({
    mutationKey: liveAvailabilityKey(match.id),
    // In the match's queue with its presses, goals and changes (live-writes.ts): with no signal it waits
    // on the phone, kept over a reload, and is sent in its turn (decision 070).
    scope: liveScope(match.id),
    mutationFn: sendLiveAvailability,
    gcTime: LIVE_WRITE_GC_TIME,
    // Setting a minute twice stores the same, but a retry after another coach's change could undo his:
    // sent again when no answer came (a dropped connection, no signal) or the server failed, never
    // after a refusal.
    retry: resendKeptWrite,
    // Drawn on the list from the tap until answered (useWaitingLiveRecords below), not by this page's
    // cache: a record restored after a reload is drawn the same way.
    onMutate: () => queryClient.cancelQueries({ queryKey: eventAvailabilityKey(eventId) }),
    onSuccess: (answer: EventAvailability, { body }) => {
      queryClient.setQueryData(eventAvailabilityKey(eventId), answer);
      setSheet((old) => ({ ...old, open: false }));
      const player = players.find((p) => p.id === body.playerId);
      const name = player ? playerLabel(player) : 'The player';
      toastSuccess(
        body.minute === null
          ? `${name}: taken back.`
          : body.kind === 'arrived'
            ? `${name}: arrived, plays from minute ${body.minute}.`
            : `${name}: left at minute ${body.minute}. Re-plan from here to share his minutes out.`,
      );
    },
    onError: (error) => {
      toastFailure(error, failureWords(error, 'It was not recorded. Try again.'));
    },
    onSettled: () => readAgainAfterLiveWrite(queryClient, match.id, 'live-availability'),
  });

  const periods = periodsOf(match);
  const fromPeriod = replanFromPeriod(periods, state.elapsedSeconds);
  // A record waiting for the signal holds nothing: the next one waits behind it in the queue. Nor does
  // the sheet wait with it.
  const isBusy = record.isPending && !isWaiting;
  useSheetWriteKept(
    record,
    isWaiting,
    () => setSheet((old) => ({ ...old, open: false })),
    () => toastSuccess('Kept on this phone: it is sent when the signal returns.'),
  );

  return (
    <section aria-label="Players late or injured" className="grid gap-3">
      {/* Side by side where both fit at their own width, else one above the other, each the full
          width: in two columns of the narrow page a desktop shows, "Player late or injured" ran out of
          its button. */}
      <div className="flex flex-wrap gap-3 *:grow">
        <Button
          variant="outline"
          size="xl"
          disabled={isBusy}
          onClick={() => setSheet((old) => ({ id: old.id + 1, open: true, seconds: state.elapsedSeconds }))}
        >
          <UserRoundPlus aria-hidden />
          Player late or injured
        </Button>
        <Button
          variant="outline"
          size="xl"
          disabled={fromPeriod === null}
          onClick={() => fromPeriod !== null && setReplan({ open: true, fromPeriod })}
        >
          <Shuffle aria-hidden />
          Re-plan from here
        </Button>
      </div>
      {fromPeriod === null ? (
        <p className="text-sm text-slate-600">Every period has started: nothing is left to re-plan.</p>
      ) : null}
      {records.length > 0 ? (
        <ul className="grid gap-1 text-base text-slate-900" aria-label="Late and injured">
          {records.map((item) => (
            <li key={item.player.id} className="flex min-h-11 flex-wrap items-center justify-between gap-2">
              <span>
                {playerLabel(item.player)}: {liveRecordWords(item)}
              </span>
              <Button
                variant="ghost"
                size="sm"
                disabled={isBusy}
                aria-label={`Take back: ${playerLabel(item.player)} ${item.leftAt !== null ? 'left' : 'arrived'}`}
                onClick={() =>
                  record.mutate({
                    matchId: match.id,
                    body: {
                      playerId: item.player.id,
                      kind: item.leftAt !== null ? 'left' : 'arrived',
                      minute: null,
                    },
                  })
                }
              >
                Take back
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {/* Drawn from the first tap on: the screen redraws every second of play, and a closed sheet is work for nothing. */}
      {sheet.id > 0 ? (
        <LateOrInjuredSheet
          key={sheet.id}
          open={sheet.open}
          onOpenChange={(open) => setSheet((old) => ({ ...old, open }))}
          seconds={sheet.seconds}
          players={players}
          unavailable={match.unavailablePlayerIds}
          isPending={isBusy}
          onSave={(playerId, kind) =>
            record.mutate({
              matchId: match.id,
              body: {
                playerId,
                kind,
                minute: kind === 'arrived' ? liveArrivalMinute(sheet.seconds) : liveLeftMinute(sheet.seconds),
              },
            })
          }
        />
      ) : null}
      {replan ? (
        <DialogsOnDemand isOpen={replan.open} onClose={() => setReplan({ ...replan, open: false })}>
          <ReplanDialog
            open={replan.open}
            onOpenChange={(open) => setReplan({ ...replan, open })}
            match={match}
            players={players}
            fromPeriod={replan.fromPeriod}
            shape={shownShape(formations, match.id, Math.max(1, replan.fromPeriod - 1))}
          />
        </DialogsOnDemand>
      ) : null}
    </section>
  );
}

/** The rotation planner from the live screen; the team (for its format's shapes) read only once opened. */
function ReplanDialog(props: Omit<Parameters<typeof RotationDialog>[0], 'teamId' | 'replacePlanned'>) {
  const { teamId } = useTeamContext();
  return <RotationDialog {...props} teamId={teamId} replacePlanned />;
}

/** The quick sheet: what happened (arrived now, or injured / left now) and to whom. */
export function LateOrInjuredSheet({
  open,
  onOpenChange,
  seconds,
  players,
  unavailable,
  isPending,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  seconds: number;
  players: readonly Player[];
  /** The match's unavailable list: the planner leaves them out whatever is recorded here. */
  unavailable: readonly number[];
  isPending: boolean;
  onSave: (playerId: number, kind: Kind) => void;
}) {
  const [kind, setKind] = useState<Kind>('left');
  const [playerId, setPlayerId] = useState<number | null>(null);
  const squad = [...players].sort(byShirt);
  const name = useId();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      isPending={isPending}
      title="Player late or injured"
      description={`At ${formatClock(seconds)} of play: injured or left counts minute ${liveLeftMinute(seconds)} as his last; arrived, he plays from minute ${liveArrivalMinute(seconds)}.`}
      submitLabel="Record"
      pendingLabel="Saving..."
      submitDisabled={playerId === null}
      onSubmit={(event) => {
        event.preventDefault();
        if (playerId !== null) onSave(playerId, kind);
      }}
    >
      <ChoiceList<Kind>
        legend="What happened"
        type="radio"
        name={`${name}-kind`}
        choices={[
          { value: 'left', label: 'Injured or left now' },
          { value: 'arrived', label: 'Arrived now' },
        ]}
        isChecked={(value) => kind === value}
        onChoose={setKind}
      />
      <ChoiceList
        legend="Player"
        type="radio"
        name={`${name}-player`}
        choices={squad.map((player) => ({
          value: player.id,
          label: (
            <span>
              {playerLabel(player)}
              {unavailable.includes(player.id) ? (
                <span className="block text-sm text-slate-600">
                  Marked unavailable in Match Planning: the plan leaves him out until he is taken off that
                  list.
                </span>
              ) : null}
            </span>
          ),
        }))}
        isChecked={(id) => playerId === id}
        onChoose={setPlayerId}
      />
    </FormDialog>
  );
}
