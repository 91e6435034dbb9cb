import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useId, useMemo, useRef, useState } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { OppositionTeam } from '../../../shared/contracts/league';
import {
  type CreateMatchBody,
  type CreateMatchInput,
  cleanSheetFieldNames,
  createMatchBody,
  MATCH_LIMITS,
  type Match,
  SCORE_MAX,
  SCORE_MIN,
  type UpdateMatchBody,
  type UpdateMatchInput,
  updateMatchBody,
} from '../../../shared/contracts/matches';
import type { Player } from '../../../shared/contracts/squad';
import type { ErrorToast } from '../../../shared/domain/error-mapper';
import { MEET_CLOCK_PATTERN, meetFromClock } from '../../../shared/domain/match-meet-time';
import { compareNames } from '../../../shared/domain/name-order';
import { byShirt } from '../../../shared/domain/shirt-order';
import { Checkbox } from '../../components/ui/checkbox';
import { FormDialog } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { Textarea } from '../../components/ui/textarea';
import { ApiError, isUnauthorizedError } from '../../lib/api';
import { failureWords, refusedField } from '../../lib/failure-words';
import { formResolver } from '../../lib/form-resolver';
import { TIME_TBC } from '../../lib/match-dates';
import { resultCodeLabel } from '../../lib/match-result-labels';
import { useOnOpening } from '../../lib/use-on-opening';
import { goalsQuery } from './goals-queries';
import { isMatchChanged } from './match-cache';
import { goalCount, goalLine, goalText, ourScore, sortGoals } from './match-day-logic';
import {
  homeAwayScores,
  readScore,
  SCORE_INPUT_MESSAGE,
  scoreFieldOf,
  surplusGoals,
} from './match-form-score';
import {
  fromDateTimeInputs,
  matchDateFromInputs,
  playerLabel,
  shiftMeetTime,
  timeTbcDay,
  toDateTimeInputs,
} from './match-format';
import { useCreateMatch, useUpdateMatch } from './matches-api';

type CleanSheetField = (typeof cleanSheetFieldNames)[number];

/** What the form's inputs hold: text, as inputs give it; the contract turns it into the call's body. */
const matchFormValues = z.object({
  opponentTeamId: z.string(),
  date: z.string(),
  time: z.string(),
  isHome: z.enum(['1', '0']),
  // Ours and theirs, as the coach thinks of them; the venue makes them home and away (toBody). Checked
  // here in words for these fields, which name the teams and not home or away.
  ourScore: z.string().refine((text) => readScore(text) !== 'invalid', SCORE_INPUT_MESSAGE),
  theirScore: z.string().refine((text) => readScore(text) !== 'invalid', SCORE_INPUT_MESSAGE),
  comments: z.string(),
  // A disabled input may give no value at all: read as empty (the body then clears the meet).
  meetTime: z.string().optional().default(''),
  // Not inputs: a Time TBC match's UK day and stored instant, '' for any other (matchDateFromInputs).
  tbcDate: z.string(),
  tbcInstant: z.string(),
  ...Object.fromEntries(cleanSheetFieldNames.map((name) => [name, z.string()])),
});

/** A meet time goes with a typed kick-off only (not Date TBD, not Time TBC): else the field is off. */
const hasKickOffTime = (values: { date: string; time: string }) =>
  values.date.trim() !== '' && values.time.trim() !== '';

/**
 * The meet checked against the kick-off typed, as the server will (shared/domain/match-meet-time.ts), so
 * "before kick-off" is said at the field before a save; a malformed one is the contract's to word.
 */
const matchFormInputs = matchFormValues.superRefine((values, ctx) => {
  const meet = values.meetTime.trim();
  if (meet === '' || !MEET_CLOCK_PATTERN.test(meet) || !hasKickOffTime(values)) return;
  const kickOff = new Date(fromDateTimeInputs(values.date, values.time) ?? '');
  if (Number.isNaN(kickOff.getTime())) return;
  const checked = meetFromClock({ matchDate: kickOff, isTimeTbc: false }, meet);
  if ('problem' in checked) ctx.addIssue({ code: 'custom', path: ['meetTime'], message: checked.problem });
});
type MatchFormValues = { [K in CleanSheetField]: string } & Omit<
  z.infer<typeof matchFormValues>,
  CleanSheetField
>;

function toBody(values: MatchFormValues): CreateMatchInput & UpdateMatchInput {
  const scores = homeAwayScores(values.isHome === '1', values.ourScore.trim(), values.theirScore.trim());
  return {
    opponentTeamId: values.opponentTeamId,
    matchDate: matchDateFromInputs(
      values.date,
      values.time,
      values.tbcDate ? { date: values.tbcDate, instant: values.tbcInstant } : null,
    ),
    isHome: values.isHome === '1' ? 1 : 0,
    ...scores,
    comments: values.comments,
    meetTime: hasKickOffTime(values) ? values.meetTime : null,
    ...Object.fromEntries(cleanSheetFieldNames.map((name) => [name, values[name]])),
  };
}

// The same contracts the server validates with, after the inputs are turned into the call's body.
const createSchema = matchFormInputs
  .transform((values): CreateMatchInput => toBody(values as MatchFormValues))
  .pipe(createMatchBody);
const updateSchema = matchFormInputs
  .transform((values): UpdateMatchInput => toBody(values as MatchFormValues))
  .pipe(updateMatchBody);

const id = (value: number | null) => (value === null ? '' : String(value));
const scoreText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

function valuesFor(match: Match | null): MatchFormValues {
  const { date, time } = toDateTimeInputs(match?.matchDate ?? null);
  // Time TBC: the day Full-Time gave (the UK's, not the phone's) and no kick-off, as it is.
  const tbc = timeTbcDay(match);
  return {
    opponentTeamId: id(match?.opponentTeamId ?? null),
    date: tbc?.date ?? date,
    time: tbc ? '' : match ? time : '10:00',
    tbcDate: tbc?.date ?? '',
    tbcInstant: tbc?.instant ?? '',
    isHome: match && match.isHome === 0 ? '0' : '1',
    ourScore: scoreText(match ? ourScore(match) : null),
    theirScore: scoreText(match ? (match.isHome === 0 ? match.homeScore : match.awayScore) : null),
    comments: match?.comments ?? '',
    meetTime: match?.meetTime ?? '',
    ...(Object.fromEntries(cleanSheetFieldNames.map((name) => [name, id(match?.[name] ?? null)])) as Record<
      CleanSheetField,
      string
    >),
  };
}

const cleanSheetLabel = (name: CleanSheetField) =>
  name.replace('cleanSheetKeeper', 'Keeper ').replace('cleanSheetDefender', 'Defender ');

/** The body's fields the form shows, where a server refusal naming one is shown (refusedField). */
const shownFields = new Set<string>([
  'opponentTeamId',
  'matchDate',
  'homeScore',
  'awayScore',
  'comments',
  'meetTime',
  ...cleanSheetFieldNames,
]);

/** Errors of the body's fields shown at the inputs that made them (matchDate from date and time). */
function errorOf(errors: FieldErrors<MatchFormValues>, name: string): string | undefined {
  return (errors as Record<string, { message?: string } | undefined>)[name]?.message;
}

/**
 * Add Match / Edit Match (spec 001 §2.5, §5): opponent, date and kick-off, home or away, the score
 * (whole numbers, empty until played: ours and theirs, named with the teams), the clean sheets (None
 * allowed) and comments. `match` null adds. Edits carry the version read, so a change made meanwhile on
 * another phone is not overwritten: the dialog then says so and the match reloads. A refusal is told
 * here, at its field when it names one, never in a toast as well.
 */
export function MatchFormDialog({
  open,
  onOpenChange,
  match,
  opposition,
  players,
  teamId,
  onSaved,
  startsAtScore = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  match: Match | null;
  /** Focus starts on our score rather than the first field: the coach came to enter the result. */
  startsAtScore?: boolean;
  opposition: readonly OppositionTeam[];
  players: readonly Player[];
  teamId: string | null;
  onSaved: (match: Match) => void;
}) {
  const create = useCreateMatch(teamId);
  const update = useUpdateMatch(teamId);
  const isEdit = match !== null;
  const isPending = create.isPending || update.isPending;
  const [failure, setFailure] = useState<ErrorToast | null>(null);
  // The goals the coach chose to remove with this save, when our score goes below those recorded.
  const [toRemove, setToRemove] = useState<ReadonlySet<number>>(new Set());
  const [removalProblem, setRemovalProblem] = useState<string | null>(null);
  const removalId = useId();

  const form = useForm<MatchFormValues, unknown, CreateMatchBody | UpdateMatchBody>({
    // Both schemas give a body of the match form; which one depends on adding or editing.
    resolver: formResolver(isEdit ? updateSchema : createSchema) as never,
    defaultValues: valuesFor(match),
  });
  const { errors } = form.formState;
  // The kick-off as it was before the last keystroke: a move carries the meet time along with it.
  const kickOffBefore = useRef('');
  // The clean sheets start open when editing a played match; otherwise the coach opens them.
  const [showCleanSheets, setShowCleanSheets] = useState(false);
  useOnOpening(open, () => {
    const values = valuesFor(match);
    form.reset(values);
    kickOffBefore.current = values.time;
    setFailure(null);
    setToRemove(new Set());
    setRemovalProblem(null);
    setShowCleanSheets(match !== null && (match.homeScore !== null || match.awayScore !== null));
  });

  // The goals recorded, read while an edit is open: our score may not go below them without removing some.
  const goals = useQuery({ ...goalsQuery(match?.id ?? 0), enabled: open && match !== null });
  const playersById = useMemo(() => new Map(players.map((player) => [player.id, player])), [players]);

  // A Time TBC match keeps its day and no kick-off while the date is left as it was and no time typed.
  const [date, time, tbcDate, isHomeValue, opponentTeamId, ourScoreText] = useWatch({
    control: form.control,
    name: ['date', 'time', 'tbcDate', 'isHome', 'opponentTeamId', 'ourScore'],
  });
  const isHome = isHomeValue === '1';
  const isTimeTbcKept = tbcDate !== '' && date === tbcDate && time.trim() === '';
  const canMeet = hasKickOffTime({ date, time });
  const resultCode = match ? resultCodeLabel(match) : null;

  const squad = useMemo(() => [...players].sort(byShirt), [players]);
  const teams = useMemo(() => [...opposition].sort((a, b) => compareNames(a.name, b.name)), [opposition]);
  const opponentName = teams.find((team) => String(team.id) === opponentTeamId)?.name ?? null;

  const recorded = useMemo(() => (goals.data ? sortGoals(goals.data) : []), [goals.data]);
  const nextOurs = readScore(ourScoreText);
  const surplus = match
    ? surplusGoals({ recorded: recorded.length, previousOurs: ourScore(match), nextOurs })
    : 0;
  const chosen = recorded.filter((goal) => toRemove.has(goal.id)).map((goal) => goal.id);

  const toggleRemoval = (goalId: number, remove: boolean) => {
    setRemovalProblem(null);
    setToRemove((before) => {
      const next = new Set(before);
      if (remove) next.add(goalId);
      else next.delete(goalId);
      return next;
    });
  };

  /** A refusal in words for people, once: at the field it names when the form has it, else above Save. */
  const showFailure = (error: unknown, body: CreateMatchBody | UpdateMatchBody) => {
    // Signed out: the query client says so and goes to sign-in.
    if (isUnauthorizedError(error)) return;
    if (error instanceof ApiError && error.code === 'GOALS_ABOVE_SCORE') {
      // Goals recorded since the dialog read them: read them again, and the offer below says which.
      void goals.refetch();
      setRemovalProblem('More goals are recorded than our new score. Choose the goals to remove, then save.');
      return;
    }
    const refused = refusedField(error);
    if (refused && shownFields.has(refused.field)) {
      const sentHome = body.isHome !== 0;
      const name =
        refused.field === 'homeScore' || refused.field === 'awayScore'
          ? scoreFieldOf(sentHome, 'ours') === refused.field
            ? 'ourScore'
            : 'theirScore'
          : refused.field;
      form.setError(name as keyof MatchFormValues, { message: refused.reason }, { shouldFocus: true });
      return;
    }
    setFailure(failureWords(error, isEdit ? 'Failed to update match' : 'Failed to schedule match'));
  };

  const onSubmit = form.handleSubmit((body) => {
    setFailure(null);
    if (match && surplus > 0 && chosen.length !== surplus) {
      setRemovalProblem(
        `Choose ${goalCount(surplus)} to remove, or make our score at least ${recorded.length}.`,
      );
      return;
    }
    setRemovalProblem(null);
    const done = {
      onSuccess: (saved: Match) => {
        onSaved(saved);
        onOpenChange(false);
      },
      onError: (error: unknown) => {
        if (isMatchChanged(error)) onOpenChange(false);
        else showFailure(error, body);
      },
    };
    if (match) {
      // Only while the offer is on screen: goals are never removed without the coach choosing them.
      const removal = surplus > 0 ? { removeGoalIds: chosen } : {};
      update.mutate(
        { id: match.id, body: { ...(body as UpdateMatchBody), ...removal, version: match.version } },
        done,
      );
    } else create.mutate(body as CreateMatchBody, done);
  });

  const scoreField = (side: 'ours' | 'theirs') => {
    const name = side === 'ours' ? 'ourScore' : 'theirScore';
    const label = side === 'ours' ? 'Our score' : opponentName ? `${opponentName} score` : 'Their score';
    return (
      <FormField
        label={label}
        error={errorOf(errors, name) ?? errorOf(errors, scoreFieldOf(isHome, side))}
        // One line whatever the opponent's name (cut short on screen, whole to a screen reader): a name
        // arriving with the opposition list, or a long one, never moves the two boxes.
        className="min-w-0 [&>label]:truncate [&>label]:leading-normal"
      >
        <Input
          inputMode="numeric"
          pattern="[0-9]*"
          min={SCORE_MIN}
          max={SCORE_MAX}
          autoComplete="off"
          placeholder="–"
          aria-describedby={side === 'ours' && surplus > 0 ? removalId : undefined}
          data-autofocus={side === 'ours' && startsAtScore ? '' : undefined}
          // A new score makes the last word on which goals to remove stale.
          {...form.register(name, { onChange: () => setRemovalProblem(null) })}
        />
      </FormField>
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      isPending={isPending}
      title={isEdit ? 'Edit Match' : 'Add Match'}
      description={
        isEdit
          ? 'Change the fixture, or enter the result once it is played.'
          : 'A fixture against one of your opposition teams. The date and opponent can follow later.'
      }
      onSubmit={onSubmit}
      submitLabel={isEdit ? 'Save Changes' : 'Add Match'}
      pendingLabel="Saving..."
      width="xl"
    >
      <FormField
        label="Opponent"
        hint={teams.length === 0 ? 'Add the teams you play on the League page first.' : undefined}
        error={errorOf(errors, 'opponentTeamId')}
      >
        <NativeSelect {...form.register('opponentTeamId')}>
          <option value="">TBD (not decided yet)</option>
          {teams.map((team) => (
            <option key={team.id} value={team.id}>
              {team.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>

      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-3">
        <FormField label="Date" hint="Leave empty for Date TBD." error={errorOf(errors, 'matchDate')}>
          <Input type="date" {...form.register('date')} />
        </FormField>
        {/* The line under it is kept, so "Time TBC" going as a time is typed never moves the sheet. */}
        <FormField label="Kick-off" hint={isTimeTbcKept ? TIME_TBC : undefined} isMessageLineKept>
          <Input
            type="time"
            step={300}
            {...form.register('time', {
              // The meet stays as long before kick-off (as the server keeps it when only the kick-off moves).
              onChange: (event: { target: { value: string } }) => {
                const meet = form.getValues('meetTime') ?? '';
                const moved = shiftMeetTime(meet, kickOffBefore.current, event.target.value);
                if (moved !== meet) form.setValue('meetTime', moved);
                kickOffBefore.current = event.target.value;
              },
            })}
          />
        </FormField>
      </div>

      {/* Under the kick-off it goes with; its line kept, so the hint coming and going never moves the sheet. */}
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-3">
        <FormField
          label="Meet at (optional)"
          hint={canMeet ? undefined : 'Needs a date and kick-off.'}
          error={errorOf(errors, 'meetTime')}
          isMessageLineKept
          className="col-start-2"
        >
          <Input type="time" step={300} disabled={!canMeet} {...form.register('meetTime')} />
        </FormField>
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-900">Venue</legend>
        <div className="grid grid-cols-2 gap-2">
          {(
            [
              ['1', 'Home'],
              ['0', 'Away'],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className={clsx(
                'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 text-base font-medium',
                'has-[:checked]:border-green-700 has-[:checked]:bg-green-50 has-[:checked]:text-green-900',
                'border-slate-300 text-slate-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-green-700/40',
              )}
            >
              <input type="radio" value={value} className="sr-only" {...form.register('isHome')} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-900">Score (once played)</legend>
        {resultCode ? (
          <p className="-mt-1 text-sm text-slate-600">Full-Time's result: {resultCode}, without a score.</p>
        ) : null}
        {/* Ours first, as every result on the page reads. */}
        <div className="grid grid-cols-2 gap-3">
          {scoreField('ours')}
          {scoreField('theirs')}
        </div>
        {surplus > 0 ? (
          <fieldset
            id={removalId}
            className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          >
            <legend className="float-left mb-1 w-full">
              {goalCount(recorded.length)} {recorded.length === 1 ? 'is' : 'are'} recorded for us, more than
              our new score of {String(nextOurs)}. Choose {goalCount(surplus)} to remove with this save:
            </legend>
            <ul className="grid gap-1">
              {recorded.map((goal) => {
                const isChosen = toRemove.has(goal.id);
                const checkboxId = `${removalId}-goal-${goal.id}`;
                return (
                  <li key={goal.id} className="flex min-h-11 items-center gap-3">
                    <Checkbox
                      id={checkboxId}
                      checked={isChosen}
                      disabled={!isChosen && chosen.length >= surplus}
                      onCheckedChange={(next) => toggleRemoval(goal.id, next)}
                    />
                    <label htmlFor={checkboxId} className="min-w-0 cursor-pointer">
                      {goalText(goalLine(goal, playersById))}
                      {goal.minute === null ? ' (minute not recorded)' : null}
                    </label>
                  </li>
                );
              })}
            </ul>
            {removalProblem ? (
              <p role="alert" className="font-medium text-red-700">
                {removalProblem}
              </p>
            ) : null}
          </fieldset>
        ) : null}
      </fieldset>

      <details
        className="group rounded-xl border border-slate-200 px-3"
        open={showCleanSheets}
        onToggle={(event) => setShowCleanSheets(event.currentTarget.open)}
      >
        <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-slate-900">
          Clean sheets (optional)
        </summary>
        <div className="grid gap-3 pb-3 sm:grid-cols-2">
          {cleanSheetFieldNames.map((name) => (
            <FormField key={name} label={cleanSheetLabel(name)} error={errorOf(errors, name)}>
              <NativeSelect {...form.register(name)}>
                <option value="">None</option>
                {squad.map((player) => (
                  <option key={player.id} value={player.id}>
                    {playerLabel(player)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          ))}
        </div>
      </details>

      <FormField label="Comments (optional)" error={errorOf(errors, 'comments')}>
        <Textarea rows={3} maxLength={MATCH_LIMITS.comments} {...form.register('comments')} />
      </FormField>

      {failure ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">{failure.title}</p>
          <p>{failure.description}</p>
        </div>
      ) : removalProblem && surplus === 0 ? (
        // The goals could not be read again to offer which to remove: said here, not lost.
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {removalProblem}
        </p>
      ) : null}
    </FormDialog>
  );
}
