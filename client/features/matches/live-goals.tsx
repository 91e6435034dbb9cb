import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Undo2, Users } from 'lucide-react';
import { Activity, useEffect, useId, useRef, useState } from 'react';
import type { MatchLiveAnswer } from '../../../shared/contracts/match-live';
import type { LiveGoalAnswer, Match } from '../../../shared/contracts/matches';
import type { Player } from '../../../shared/contracts/squad';
import { formatClock, type LiveClock, liveGoalMinute } from '../../../shared/domain/match-live';
import { Button } from '../../components/ui/button';
import { FormDialog } from '../../components/ui/dialog';
import { ApiError } from '../../lib/api';
import { failureWords } from '../../lib/failure-words';
import { toastFailure, toastSuccess } from '../../lib/mutation-toasts';
import { resendKeptWrite } from '../../lib/query-client';
import { ChoiceList } from './choice-list';
import {
  isLastLiveWrite,
  LIVE_WRITE_GC_TIME,
  type LiveGoalUndoVariables,
  type LiveGoalVariables,
  liveGoalKey,
  liveGoalUndoKey,
  liveScope,
  readAgainAfterLiveWrite,
  sendLiveGoal,
  sendLiveGoalUndo,
  useSheetWriteKept,
} from './live-writes';
import { playerLabel } from './match-format';
import {
  goalSheetPlayers,
  type LastLiveGoal,
  lastGoalQuestion,
  ordinal,
  withLiveWrite,
} from './match-live-logic';
import { matchLiveKey } from './match-live-queries';

// Goals as they happen on the live screen (issue 32, decision 067): "Goal for us" opens a quick sheet
// (the scorer by shirt number or the opponent's own goal, the assist if any) and saves with the minute
// of the clock when it was tapped; "Goal against" records the opponent's goal with the minute of the
// clock at the tap, and raises their score. The board moves at once
// and is put back on a refusal; the server writes the goal and the score together, so match planning's
// result and the statistics follow. The last goal made on this screen can be taken back, after a confirm:
// the board moves at once for that too.

type LiveData = MatchLiveAnswer & { offsetMs: number };

export function LiveGoals({
  match,
  state,
  players,
  onPitch,
  opponent,
  isWaiting,
}: {
  match: Match;
  state: LiveClock;
  players: readonly Player[];
  /** Who is on the pitch now (null: no line-up known): the goal sheet lists them first. */
  onPitch: readonly Player[] | null;
  opponent: string;
  /** The match's writes wait for the signal (useLiveWritesWaiting, worked out once by the screen). */
  isWaiting: boolean;
}) {
  const queryClient = useQueryClient();
  const key = matchLiveKey(match.id);
  const isHome = match.isHome === 1;
  // `id` counts the sheets closed: each opening finds a new sheet, empty, already built (below), and
  // gives it the minute of its tap.
  const [sheet, setSheet] = useState({ id: 0, open: false, minute: 1, seconds: 0 });
  const closeSheet = () => setSheet((old) => (old.open ? { ...old, id: old.id + 1, open: false } : old));
  const [last, setLast] = useState<LastLiveGoal | null>(null);
  const [isConfirmingUndo, setConfirmingUndo] = useState(false);
  const confirmId = useId();
  const confirmRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (isConfirmingUndo) confirmRef.current?.focus();
  }, [isConfirmingUndo]);

  // The board takes the server's score only from the last write of the queue: an earlier one's answer
  // lacks the goals still on their way (live-writes.ts).
  const showScore = (answer: LiveGoalAnswer) =>
    isLastLiveWrite(queryClient, match.id) &&
    queryClient.setQueryData<LiveData>(key, (old) =>
      old ? { ...old, homeScore: answer.homeScore, awayScore: answer.awayScore } : old,
    );
  const readAgain = () => readAgainAfterLiveWrite(queryClient, match.id, 'live-goal');

  const add = useMutation({
    mutationKey: liveGoalKey(match.id),
    // In the match's queue with its presses (live-writes.ts): with no signal it waits on the phone, and
    // its id lets it be sent again without counting twice (decision 070).
    scope: liveScope(match.id),
    mutationFn: sendLiveGoal,
    retry: resendKeptWrite,
    gcTime: LIVE_WRITE_GC_TIME,
    onMutate: async ({ body }: LiveGoalVariables) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<LiveData>(key);
      queryClient.setQueryData<LiveData>(key, (old) =>
        old ? withLiveWrite(old, { kind: 'live-goal', id: body.id, side: body.side }, match) : old,
      );
      return { before };
    },
    onError: (error, _body, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toastFailure(error, failureWords(error, 'The goal was not recorded. Try again.'));
    },
    onSuccess: (answer, { body }) => {
      showScore(answer);
      const goal = answer.goal;
      const recorded: LastLiveGoal =
        body.side === 'us' && goal
          ? {
              side: 'us',
              goalId: goal.id,
              minute: goal.minute,
              scorer: players.find((p) => p.id === goal.scorerId) ?? null,
            }
          : {
              side: 'them',
              score: (isHome ? answer.awayScore : answer.homeScore) ?? 0,
              opponent,
              minute: answer.goalAgainst?.minute ?? null,
            };
      setLast(recorded);
      setConfirmingUndo(false);
      closeSheet();
      toastSuccess(recorded.side === 'us' ? 'Goal recorded.' : `Goal to ${opponent} recorded.`);
    },
    onSettled: readAgain,
  });

  const undo = useMutation({
    mutationKey: liveGoalUndoKey(match.id),
    scope: liveScope(match.id),
    mutationFn: sendLiveGoalUndo,
    retry: resendKeptWrite,
    gcTime: LIVE_WRITE_GC_TIME,
    // Taken back on the board at the tap, as a goal is added: on a weak signal the coach sees the score
    // as it will be, and is not offered the same goal to take back again while the first undo waits.
    onMutate: async ({ body }: LiveGoalUndoVariables) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<LiveData>(key);
      queryClient.setQueryData<LiveData>(key, (old) =>
        old ? withLiveWrite(old, { kind: 'live-goal-undo', id: body.id, side: body.side }, match) : old,
      );
      const taken = last;
      setLast(null);
      setConfirmingUndo(false);
      return { before, taken };
    },
    onSuccess: (answer) => {
      showScore(answer);
      toastSuccess('Goal taken back.');
    },
    onError: (error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      // Gone or changed meanwhile (another coach, match planning): nothing of it is left to take back.
      // Any other refusal leaves it as it was, to be taken back again.
      const isGone = error instanceof ApiError && (error.status === 404 || error.status === 409);
      if (!isGone && context?.taken) setLast(context.taken);
      toastFailure(
        error,
        failureWords(error, 'The goal was not taken back: it may have been changed meanwhile.'),
      );
    },
    onSettled: readAgain,
  });

  // A write waiting for the signal holds nothing: the next one waits behind it in the queue. Nor does
  // the goal's sheet wait with it: the goal is on the board.
  const isBusy = (add.isPending || undo.isPending) && !isWaiting;
  useSheetWriteKept(add, isWaiting, closeSheet, () =>
    toastSuccess('Goal kept on this phone: it is sent when the signal returns.'),
  );
  useSheetWriteKept(
    undo,
    isWaiting,
    () => setConfirmingUndo(false),
    () => toastSuccess('Goal taken back on this phone: it is sent when the signal returns.'),
  );
  const addGoal = (body: LiveGoalVariables['body']) => add.mutate({ matchId: match.id, body });
  const openSheet = () =>
    setSheet((old) => ({
      id: old.id,
      open: true,
      minute: liveGoalMinute(state.elapsedSeconds),
      seconds: state.elapsedSeconds,
    }));

  return (
    <section aria-label="Goals" className="grid gap-3">
      {/* Side by side from 400 px, one above the other on a narrower phone, so neither label is cut. */}
      <div className="grid gap-3 min-[400px]:grid-cols-2">
        <Button size="xl" onClick={openSheet} disabled={isBusy}>
          Goal for us
        </Button>
        <Button
          variant="secondary"
          size="xl"
          onClick={() =>
            addGoal({
              id: crypto.randomUUID(),
              side: 'them',
              // The minute of the clock at the tap, as "Goal for us" takes it when its sheet opens.
              minute: liveGoalMinute(state.elapsedSeconds),
            })
          }
          disabled={isBusy}
        >
          Goal against
        </Button>
      </div>
      {last && isConfirmingUndo ? (
        <section
          aria-labelledby={confirmId}
          className="grid gap-3 rounded-2xl border border-red-200 bg-red-50 p-4"
        >
          <p id={confirmId} ref={confirmRef} tabIndex={-1} className="text-lg font-semibold text-red-900">
            {lastGoalQuestion(last)}
          </p>
          <Button
            variant="destructive"
            size="xl"
            onClick={() =>
              undo.mutate({
                matchId: match.id,
                body:
                  last.side === 'us'
                    ? { id: crypto.randomUUID(), side: 'us', goalId: last.goalId }
                    : { id: crypto.randomUUID(), side: 'them', score: last.score },
              })
            }
            disabled={isBusy}
          >
            Yes, remove it
          </Button>
          <Button
            variant="outline"
            size="xl"
            onClick={() => setConfirmingUndo(false)}
            disabled={undo.isPending}
          >
            Keep it
          </Button>
        </section>
      ) : last ? (
        <Button variant="outline" onClick={() => setConfirmingUndo(true)} disabled={isBusy}>
          <Undo2 aria-hidden />
          Remove last goal
        </Button>
      ) : null}
      {/* Built before the tap, at React's lowest priority once the screen is drawn (Activity, hidden):
          the tap only shows it. Built at the tap, its two lists of the squad took most of the 300-450 ms
          from the tap to the sheet at 4x CPU (bench/live-ui.bench.ts); built with the screen, they
          would be in the way of Start's answer, which draws this part. Hidden, its effects are not
          run (the dialog is not shown) and it waits behind any redraw the clock asks for. */}
      <Activity mode={sheet.open ? 'visible' : 'hidden'}>
        <GoalSheet
          key={sheet.id}
          onClose={closeSheet}
          minute={sheet.minute}
          seconds={sheet.seconds}
          players={players}
          onPitch={onPitch}
          isPending={add.isPending && !isWaiting}
          onSave={(goal) =>
            addGoal({ id: crypto.randomUUID(), side: 'us', goal: { ...goal, minute: sheet.minute } })
          }
        />
      </Activity>
    </section>
  );
}

const OWN_GOAL = 'own';

/**
 * The quick sheet of "Goal for us": who scored (or the opponent's own goal) and who assisted, if anyone.
 * Both lists show the players on the pitch; the rest of the squad comes with one tap (goalSheetPlayers),
 * and focus goes to the first of them, so a keyboard carries on where the new rows are.
 */
function GoalSheet({
  onClose,
  minute,
  seconds,
  players,
  onPitch,
  isPending,
  onSave,
}: {
  /** The sheet is shown while its Activity is visible: closing it is the only change it asks for. */
  onClose: () => void;
  minute: number;
  seconds: number;
  players: readonly Player[];
  onPitch: readonly Player[] | null;
  isPending: boolean;
  onSave: (goal: { scorerId: number | null; assistId: number | null; isOwnGoal: 0 | 1 }) => void;
}) {
  const [scorer, setScorer] = useState<number | typeof OWN_GOAL | null>(null);
  const [assist, setAssist] = useState<number | null>(null);
  const [isWholeSquad, setWholeSquad] = useState(false);
  const { shown, rest } = goalSheetPlayers(players, onPitch, isWholeSquad, [
    scorer === OWN_GOAL ? null : scorer,
    assist,
  ]);
  const firstOfRest = useRef<number | null>(null);
  const listsRef = useRef<HTMLDivElement>(null);
  const name = useId();
  useEffect(() => {
    if (!isWholeSquad || firstOfRest.current === null) return;
    listsRef.current
      ?.querySelector<HTMLInputElement>(`input[name="${name}scorer"][value="${firstOfRest.current}"]`)
      ?.focus();
  }, [isWholeSquad, name]);
  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isPending={isPending}
      title="Goal for us"
      description={`In the ${ordinal(minute)} minute (the clock showed ${formatClock(seconds)}).`}
      submitLabel="Save goal"
      pendingLabel="Saving..."
      submitDisabled={scorer === null}
      onSubmit={(event) => {
        event.preventDefault();
        if (scorer === null) return;
        onSave(
          scorer === OWN_GOAL
            ? { scorerId: null, assistId: null, isOwnGoal: 1 }
            : { scorerId: scorer, assistId: assist, isOwnGoal: 0 },
        );
      }}
    >
      <div ref={listsRef} className="grid gap-4">
        <ChoiceList<number | typeof OWN_GOAL>
          legend="Scorer"
          type="radio"
          name={`${name}scorer`}
          choices={[
            ...shown.map((player) => ({ value: player.id, label: playerLabel(player) })),
            { value: OWN_GOAL, label: 'Own goal by the opponent' },
          ]}
          isChecked={(value) => scorer === value}
          onChoose={(value) => {
            setScorer(value);
            if (value === OWN_GOAL || assist === value) setAssist(null);
          }}
        />
        {rest.length > 0 ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              firstOfRest.current = rest[0]?.id ?? null;
              setWholeSquad(true);
            }}
          >
            <Users aria-hidden />
            Show the rest of the squad ({rest.length})
          </Button>
        ) : null}
        {scorer !== OWN_GOAL ? (
          <ChoiceList<number | null>
            legend="Assist (optional)"
            type="radio"
            name={`${name}assist`}
            choices={[
              { value: null, label: 'No assist' },
              ...shown
                .filter((player) => player.id !== scorer)
                .map((player) => ({ value: player.id, label: playerLabel(player) })),
            ]}
            isChecked={(value) => assist === value}
            onChoose={setAssist}
          />
        ) : null}
      </div>
    </FormDialog>
  );
}
