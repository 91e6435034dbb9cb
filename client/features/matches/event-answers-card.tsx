import { clsx } from 'clsx';
import { RefreshCw, Save } from 'lucide-react';
import { memo, type ReactNode, useEffect, useId, useState } from 'react';
import type { AvailabilityPlayer, EventAvailability } from '../../../shared/contracts/availability';
import type { Match } from '../../../shared/contracts/matches';
import type { Player } from '../../../shared/contracts/squad';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { ErrorState } from '../../components/ui/error-state';
import { FoldedSection } from '../../components/ui/folded-section';
import { Input } from '../../components/ui/input';
import { Bone, SkeletonRegion } from '../../components/ui/skeleton';
import { ANSWER_LABELS, ANSWERS, NOTE_MAX } from '../../lib/answer-labels';
import { arrivalTimeValue, arrivalToSend, arrivalWords } from '../../lib/arrival-words';
import { useEventAnswers, useSetAnswer } from './availability-api';
import {
  type Answer,
  answerParts,
  coachLockWords,
  copyUnavailableLabel,
  countsWords,
  lockWords,
  notAnsweredNames,
  noteToSend,
  previousWords,
  rowsToShow,
  savedWords,
  unavailableToCopy,
} from './availability-words';
import { useMarkUnavailable } from './match-day-api';
import { sortByShirt } from './match-day-logic';
import { MatchDayCardHeader } from './match-day-parts';
import { playerLabel } from './match-format';

/** The pressed look of each answer: green for yes, amber for maybe, red for no, white words on each. */
const pressedClasses: Record<Answer, string> = {
  available: 'bg-green-700 text-white shadow-sm',
  maybe: 'bg-amber-700 text-white shadow-sm',
  unavailable: 'bg-red-700 text-white shadow-sm',
};

function nameOf(byId: ReadonlyMap<number, Player>, playerId: number): string {
  const player = byId.get(playerId);
  return player ? playerLabel(player) : 'Player';
}

/**
 * One player's answer: three buttons (pressed = the saved answer), saved as pressed with the note
 * typed; the note alone is saved with "Save note". The line under them says what is stored in words.
 */
const AnswerRow = memo(function AnswerRow({
  eventId,
  name,
  row,
}: {
  eventId: string;
  name: string;
  row: AvailabilityPlayer;
}) {
  const setAnswer = useSetAnswer(eventId);
  const [note, setNote] = useState(row.note ?? '');
  const [isLate, setLate] = useState(row.arrivesAt !== null);
  const [time, setTime] = useState(arrivalTimeValue(row.arrivesAt));
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  // The stored note and arrival replace the drafts when they change (a save, or someone else's answer
  // read again).
  useEffect(() => setNote(row.note ?? ''), [row.note]);
  useEffect(() => {
    setLate(row.arrivesAt !== null);
    setTime(arrivalTimeValue(row.arrivesAt));
  }, [row.arrivesAt]);

  // The buttons stay enabled while a press is saved (disabled, they would drop the keyboard's focus):
  // a press meanwhile is let go.
  const save = (answer: Answer) => {
    if (setAnswer.isPending) return;
    const arrival = arrivalToSend(answer, isLate, time);
    if (!arrival.ok) {
      setProblem(arrival.problem);
      return;
    }
    setProblem(null);
    setAnswer.mutate({
      playerId: row.playerId,
      answer,
      note: noteToSend(note),
      arrivesAt: arrival.arrivesAt,
    });
  };
  const saving = setAnswer.isPending ? setAnswer.variables.answer : null;
  // A late arrival is for a player who comes: with Unavailable the box stays, unticked and disabled, so
  // the row keeps its height (the loading shape's) whatever the answer.
  const mayArriveLate = (saving ?? row.answer) !== 'unavailable';
  const storedTime = arrivalTimeValue(row.arrivesAt);
  const isChanged =
    noteToSend(note) !== row.note ||
    (mayArriveLate && (isLate !== (row.arrivesAt !== null) || (isLate && time !== storedTime)));
  const arrival = arrivalWords(row.arrivesAt);
  const saved = savedWords(row.answer, row.answeredAt);
  const status = saving
    ? `Saving: ${ANSWER_LABELS[saving]}...`
    : saved
      ? `${saved}${arrival ? ` · ${arrival}` : ''}`
      : 'Not answered yet';
  const before = previousWords(row.answer, row.previous);

  return (
    <li className="grid gap-3 py-3 first:pt-0 last:pb-0">
      {/* A group named by the player: "Available" is then read as this player's answer. */}
      <fieldset className="min-w-0">
        {/* The legend stands outside the fieldset's box: its space below is its own margin. */}
        <legend className="mb-3 text-sm font-semibold text-slate-900">{name}</legend>
        <div className="grid gap-3">
          {before ? (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
              {before}. The date or time changed: please answer again.
            </p>
          ) : null}
          {/* Toggle buttons as the set-piece picker's: three across on a phone, with little padding
              so "Unavailable" fits a third of a 375 px screen. */}
          <div className="grid grid-cols-3 gap-2">
            {ANSWERS.map((answer) => {
              const isPressed = (saving ?? row.answer) === answer;
              return (
                <button
                  key={answer}
                  type="button"
                  aria-pressed={isPressed}
                  onClick={() => save(answer)}
                  className={clsx(
                    'flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-1 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700',
                    isPressed
                      ? pressedClasses[answer]
                      : 'bg-slate-100 text-slate-700 hover:bg-slate-200 hover:text-slate-900',
                  )}
                >
                  {ANSWER_LABELS[answer]}
                </button>
              );
            })}
          </div>
        </div>
      </fieldset>
      <div className="grid gap-2">
        <div className="flex min-h-11 items-center gap-3">
          <Checkbox
            id={`${id}-late`}
            checked={isLate && mayArriveLate}
            disabled={!mayArriveLate}
            onCheckedChange={setLate}
          />
          <label
            htmlFor={`${id}-late`}
            className={clsx(
              'text-sm font-medium',
              mayArriveLate ? 'cursor-pointer text-slate-900' : 'text-slate-500',
            )}
          >
            Arrives late<span className="sr-only"> ({name})</span>
          </label>
        </div>
        {isLate && mayArriveLate ? (
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-time`} className="text-sm font-medium text-slate-900">
              Arrives at (UK time)<span className="sr-only"> for {name}</span>
            </label>
            <div className="w-40">
              <Input
                id={`${id}-time`}
                type="time"
                value={time}
                onChange={(event) => setTime(event.target.value)}
              />
            </div>
          </div>
        ) : null}
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-note`} className="text-sm font-medium text-slate-900">
          Note for the coach (optional)<span className="sr-only"> about {name}</span>
        </label>
        <div className="flex gap-2">
          <Input
            id={`${id}-note`}
            className="min-w-0"
            value={note}
            maxLength={NOTE_MAX}
            placeholder="e.g. arrives at half-time"
            onChange={(event) => setNote(event.target.value)}
          />
          <Button
            variant="outline"
            // Saved with the answer: before any answer there is nothing to attach them to.
            disabled={!row.answer || !isChanged || setAnswer.isPending}
            onClick={() => row.answer && save(row.answer)}
          >
            <Save aria-hidden />
            Save changes<span className="sr-only"> for {name}</span>
          </Button>
        </div>
      </div>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      <p role="status" className="text-sm text-slate-700">
        {status}
      </p>
    </li>
  );
});

/** A family's answer once answers are closed: what was said, read only. */
function ClosedAnswerRow({ name, row }: { name: string; row: AvailabilityPlayer }) {
  const before = previousWords(row.answer, row.previous);
  return (
    <li className="grid gap-1 py-3 text-sm first:pt-0 last:pb-0">
      <div className="font-semibold text-slate-900">{name}</div>
      <p className="text-slate-700">Answer: {row.answer ? ANSWER_LABELS[row.answer] : 'No answer'}</p>
      {row.arrivesAt ? <p className="text-slate-700">{arrivalWords(row.arrivesAt)}</p> : null}
      {row.note ? <p className="text-slate-700">Note: {row.note}</p> : null}
      {before ? <p className="text-slate-600">{before}</p> : null}
    </li>
  );
}

function CountsLines({ view }: { view: EventAvailability }) {
  if (!view.counts) return null;
  const words = countsWords(view.counts, view.silenceMeans);
  return (
    <div className="grid gap-1">
      <p className="text-sm font-semibold text-slate-900 tabular-nums">{words.line}</p>
      {words.silence ? <p className="text-sm text-slate-600">{words.silence}</p> : null}
    </div>
  );
}

/** Who has not answered and the notes: the coach's reading of any event's answers. */
function SilentAndNotes({
  view,
  roster,
  byId,
}: {
  view: EventAvailability;
  roster: readonly Player[];
  byId: ReadonlyMap<number, Player>;
}) {
  const silent = notAnsweredNames(view.players, roster, playerLabel);
  const notes = view.players.filter((row) => row.note);
  const late = roster.flatMap((player) => {
    const row = view.players.find((r) => r.playerId === player.id);
    return row?.arrivesAt ? [{ row, name: playerLabel(player) }] : [];
  });
  return (
    <>
      {late.length > 0 ? (
        <div>
          <h3 className="font-semibold text-slate-900">Arriving late</h3>
          <ul className="mt-1 grid gap-1 text-slate-700">
            {late.map(({ row, name }) => (
              <li key={row.playerId}>
                {name}: {arrivalWords(row.arrivesAt)}
                {row.answer === 'maybe' ? ` (${ANSWER_LABELS.maybe})` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div>
        <h3 className="font-semibold text-slate-900">Not answered</h3>
        <p className="mt-1 text-slate-700">
          {silent.length > 0 ? silent.join(', ') : 'Everyone has answered.'}
        </p>
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">Notes</h3>
        {notes.length > 0 ? (
          <ul className="mt-1 grid gap-1 text-slate-700">
            {notes.map((row) => (
              <li key={row.playerId}>
                {nameOf(byId, row.playerId)}: {row.note}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-slate-700">No notes.</p>
        )}
      </div>
    </>
  );
}

/**
 * The coach's part for a match: who has not answered, the notes, and the one button that copies the
 * Unavailable answers into the match's own list. The list stays the coach's: nothing is copied without
 * the press.
 */
function MatchCoachSummary({
  view,
  match,
  roster,
  byId,
  teamId,
}: {
  view: EventAvailability;
  match: Match;
  roster: readonly Player[];
  byId: ReadonlyMap<number, Player>;
  teamId: string | null;
}) {
  const mark = useMarkUnavailable(teamId, match.id);
  const toCopy = unavailableToCopy(view.players, match.unavailablePlayerIds);
  const anyUnavailable = view.players.some((row) => row.answer === 'unavailable');
  return (
    <div className="grid gap-3 text-sm">
      <SilentAndNotes view={view} roster={roster} byId={byId} />
      {/* The button and the sentence that replaces it are one height, so pressing it moves nothing. */}
      <div className="flex min-h-11 items-center">
        {toCopy.length > 0 ? (
          <Button variant="outline" className="w-full sm:w-auto" onClick={() => mark.write(toCopy)}>
            <span className="min-w-0 whitespace-normal text-left leading-tight">
              {copyUnavailableLabel(toCopy.length)}
            </span>
          </Button>
        ) : (
          <p className="text-slate-600">
            {anyUnavailable
              ? "Every player who answered Unavailable is in the match's unavailable list."
              : 'Nobody has answered Unavailable.'}
          </p>
        )}
      </div>
    </div>
  );
}

/** The loading shape: a family's one row, or the coach's counts, names, notes and button. */
function AnswersSkeleton({ isCoach }: { isCoach: boolean }) {
  return (
    <SkeletonRegion label="Loading answers...">
      {isCoach ? (
        <div className="grid gap-3">
          <Bone className="h-5 w-full max-w-96 rounded-md" />
          <Bone className="h-10 w-full rounded-md" />
          <Bone className="h-10 w-full rounded-md" />
          <Bone className="h-11 w-full rounded-lg sm:w-96" />
          <Bone className="h-14 w-full rounded-2xl" />
        </div>
      ) : (
        <div className="grid gap-3">
          <Bone className="h-5 w-40 rounded-md" />
          <Bone className="h-11 w-full rounded-lg" />
          {/* "Arrives late", there with every answer (disabled with Unavailable). */}
          <Bone className="h-11 w-36 rounded-lg" />
          <div className="grid gap-1.5">
            <Bone className="h-5 w-52 rounded-md" />
            <Bone className="h-11 w-full rounded-lg" />
          </div>
          <Bone className="h-5 w-48 rounded-md" />
        </div>
      )}
    </SkeletonRegion>
  );
}

/**
 * Issue 31's answers for one event: a match, or a training session (decision 060: the same routes with
 * a `training-<id>` event id). A family answers for its own players (Available, Not sure, Unavailable,
 * with a note) until the team's lock time; a coach reads the counts, who has not answered and the notes,
 * for a match copies the Unavailable answers into Player Availability when he chooses, and can answer
 * for a player himself (a parent who phoned), folded away as the rarer task.
 */
export const EventAnswersCard = memo(function EventAnswersCard({
  eventId,
  match = null,
  players,
  canEdit,
  teamId,
  isPlayed = false,
}: {
  /** `match-12` or `training-7`. */
  eventId: string;
  /** The match the answers are for, whose Player Availability the coach may copy them into; null for training. */
  match?: Match | null;
  players: readonly Player[];
  canEdit: boolean;
  teamId: string | null;
  /** Kicked off: a family reads back what it said (its answers closed before kick-off). */
  isPlayed?: boolean;
}) {
  // A coach's card reads the answers again while it is open (every minute, and on coming back to the tab).
  const query = useEventAnswers(eventId, canEdit);
  const roster = sortByShirt(players);
  const byId = new Map(players.map((player) => [player.id, player]));
  const headingId = `answers-heading-${eventId}`;
  const noun = match ? 'match' : 'session';
  const view = query.data;

  let body: ReactNode;
  if (query.isPending) {
    body = <AnswersSkeleton isCoach={canEdit} />;
  } else if (query.isError || !view) {
    body = (
      <ErrorState
        isCompact
        headingLevel="h3"
        title="Could not load the answers"
        description="Check your connection, then try again."
        action={
          <Button onClick={() => query.refetch()} isLoading={query.isRefetching}>
            <RefreshCw aria-hidden />
            Try Again
          </Button>
        }
      />
    );
  } else {
    const parts = answerParts(view);
    const lock = view.scope === 'family' ? lockWords(view) : coachLockWords(view.lockAt);
    const rows = rowsToShow(view, roster);
    const rowList =
      parts.answerRows === 'read-only' ? (
        <ul className="divide-y divide-slate-100">
          {rows.map((row) => (
            <ClosedAnswerRow key={row.playerId} name={nameOf(byId, row.playerId)} row={row} />
          ))}
        </ul>
      ) : (
        <ul className="divide-y divide-slate-100">
          {rows.map((row) => (
            <AnswerRow key={row.playerId} eventId={eventId} name={nameOf(byId, row.playerId)} row={row} />
          ))}
        </ul>
      );
    body = (
      <div className="grid gap-4">
        {lock ? <p className="text-sm font-medium text-slate-900">{lock}</p> : null}
        {parts.counts ? <CountsLines view={view} /> : null}
        {parts.coachSummary ? (
          <>
            {match ? (
              <MatchCoachSummary view={view} match={match} roster={roster} byId={byId} teamId={teamId} />
            ) : (
              <div className="grid gap-3 text-sm">
                <SilentAndNotes view={view} roster={roster} byId={byId} />
              </div>
            )}
            {rows.length > 0 ? <FoldedSection label="Answer for a player">{rowList}</FoldedSection> : null}
          </>
        ) : rows.length > 0 ? (
          rowList
        ) : (
          <p className="rounded-lg bg-slate-50 px-3 py-3 text-sm text-slate-600">
            None of your family's players is in this squad.
          </p>
        )}
      </div>
    );
  }

  return (
    <Card>
      <MatchDayCardHeader
        id={headingId}
        title="Answers"
        description={
          canEdit
            ? match
              ? 'What families said about this match. Player Availability stays your decision.'
              : 'What families said about this training session.'
            : isPlayed
              ? `What you told the coach about this ${noun}.`
              : match
                ? 'Tell the coach whether your player can play in this match.'
                : 'Tell the coach whether your player can come to this training session.'
        }
      />
      <CardContent>{body}</CardContent>
    </Card>
  );
});
