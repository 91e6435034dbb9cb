import { RefreshCw, Save, Trash2 } from 'lucide-react';
import { type FormEvent, memo, useCallback, useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Goal, Match } from '../../../shared/contracts/matches';
import type { Player } from '../../../shared/contracts/squad';
import { GOAL_MINUTE } from '../../../shared/domain/figures';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { ErrorState } from '../../components/ui/error-state';
import { FieldError, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { useLoadWhenIdle } from '../../components/ui/on-demand';
import { toast } from '../../lib/toast-store';
import { useGoals } from './goals-queries';
import { useGoalsBeingSaved, useSaveGoals } from './match-day-api';
import {
  chooseAssist,
  chooseScorer,
  type GoalField,
  type GoalRow,
  type GoalRowErrors,
  goalErrorsFromIssues,
  goalRowsFrom,
  goalsAllowed,
  goalsOverScoreText,
  goalsToSave,
  OWN_GOAL,
  playerLabel,
  scorerValue,
  sortByShirt,
} from './match-day-logic';
import { GoalsOverScoreNotice, MatchDayCardHeader, type MatchDayCardProps } from './match-day-parts';

// The contract (zod) checks the rows before they are sent; it loads when the browser is idle, not with
// the page (decision 048), and a Save before then waits for it.
const loadGoalContract = () => import('../../../shared/contracts/matches');
const contractSteps = [loadGoalContract];

type PlayerOptions = { available: Player[]; unavailable: Player[] };

/** The players, those available for the match first; the others apart (a late change may need them). */
function PlayerOptionList({ options, except }: { options: PlayerOptions; except?: string }) {
  const render = (players: Player[]) =>
    players
      .filter((player) => String(player.id) !== except)
      .map((player) => (
        <option key={player.id} value={player.id}>
          {playerLabel(player)}
        </option>
      ));
  return (
    <>
      {render(options.available)}
      {options.unavailable.length > 0 ? (
        <optgroup label="Unavailable for this match">{render(options.unavailable)}</optgroup>
      ) : null}
    </>
  );
}

type RowChange = (index: number, change: (row: GoalRow) => GoalRow, field: GoalField) => void;

/** One goal: minute, scorer (or own goal) and assist. Memoised: typing redraws only its own row. */
const GoalRowFields = memo(function GoalRowFields({
  index,
  row,
  errors,
  options,
  onChange,
  onRemove,
}: {
  index: number;
  row: GoalRow;
  errors: GoalRowErrors | undefined;
  options: PlayerOptions;
  onChange: RowChange;
  /** Only while there are more rows than our score: takes this row out of the list to save. */
  onRemove: ((index: number) => void) | null;
}) {
  const minuteId = useId();
  return (
    <fieldset className="grid min-w-0 grid-cols-[5rem_minmax(0,1fr)] items-start gap-3 rounded-xl border border-slate-200 px-3 pt-1 pb-3 @xl:grid-cols-[6rem_minmax(0,1fr)_minmax(0,1fr)]">
      <legend className="px-1 text-sm font-semibold text-slate-900">{`Goal ${index + 1}`}</legend>
      {/* Its error takes the row's width below (a 5 rem column would wrap it to four lines). */}
      <div className="grid gap-2">
        <Label htmlFor={minuteId}>Minute</Label>
        <Input
          id={minuteId}
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          placeholder={`${GOAL_MINUTE.min}-${GOAL_MINUTE.max}`}
          aria-invalid={errors?.minute ? true : undefined}
          aria-describedby={errors?.minute ? `${minuteId}-error` : undefined}
          value={row.minute}
          onChange={(event) => {
            const minute = event.target.value;
            onChange(index, (current) => ({ ...current, minute }), 'minute');
          }}
        />
      </div>
      <FormField label="Scorer" error={errors?.scorer}>
        <NativeSelect
          value={scorerValue(row)}
          onChange={(event) => {
            const value = event.target.value;
            onChange(index, (current) => chooseScorer(current, value), 'scorer');
          }}
        >
          <option value="">Choose scorer</option>
          <PlayerOptionList options={options} />
          <option value={OWN_GOAL}>Own goal</option>
        </NativeSelect>
      </FormField>
      <FormField
        label="Assist"
        error={errors?.assist}
        className="order-2 col-span-2 @xl:order-none @xl:col-span-1"
      >
        <NativeSelect
          value={row.assistId}
          disabled={row.isOwnGoal}
          onChange={(event) => {
            const value = event.target.value;
            onChange(index, (current) => chooseAssist(current, value), 'assist');
          }}
        >
          <option value="">None</option>
          {row.isOwnGoal ? null : <PlayerOptionList options={options} except={row.scorerId} />}
        </NativeSelect>
      </FormField>
      {errors?.minute ? (
        <div className="order-1 col-span-2 -mt-1 @xl:order-none @xl:col-span-3">
          <FieldError id={`${minuteId}-error`} error={errors.minute} />
        </div>
      ) : null}
      {onRemove ? (
        <div className="order-3 col-span-2 flex justify-end @xl:order-none @xl:col-span-3">
          <Button
            variant="ghost-destructive"
            size="sm"
            data-remove-goal={index}
            onClick={() => onRemove(index)}
          >
            <Trash2 aria-hidden />
            Remove<span className="sr-only">{` goal ${index + 1}`}</span>
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
});

/**
 * The rows, prefilled from the recorded goals (`goals`, null while they load: the same rows, empty and
 * disabled, so nothing moves when they arrive). Save checks them with the contract, shows what is wrong
 * at the fields, and sends them all at once.
 */
function GoalForm({
  match,
  teamId,
  score,
  goals,
  players,
}: {
  match: Match;
  teamId: string | null;
  /** The goals the match can hold (goalsAllowed). */
  score: number;
  goals: Goal[] | null;
  players: readonly Player[];
}) {
  const matchId = match.id;
  const unavailableIds = match.unavailablePlayerIds;
  const [rows, setRows] = useState(() => goalRowsFrom(goals ?? [], score));
  const [errors, setErrors] = useState<Record<number, GoalRowErrors>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveGoals(teamId, matchId);
  useLoadWhenIdle(contractSteps);
  const options = useMemo<PlayerOptions>(() => {
    const out = new Set(unavailableIds);
    const sorted = sortByShirt(players);
    return {
      available: sorted.filter((player) => !out.has(player.id)),
      unavailable: sorted.filter((player) => out.has(player.id)),
    };
  }, [players, unavailableIds]);

  const onChange = useCallback<RowChange>((index, change, field) => {
    setRows((current) => current.map((row, at) => (at === index ? change(row) : row)));
    setErrors((current) => {
      const rowErrors = current[index];
      if (!rowErrors) return current;
      // A scorer choice answers the row's own-goal and assist complaints too.
      const cleared = field === 'scorer' ? {} : { ...rowErrors, [field]: undefined };
      return { ...current, [index]: cleared };
    });
    setFormError(null);
  }, []);

  // More rows than the score allows come only from goals recorded before the score went down: each row
  // can then be removed, until they fit. Focus stays on a Remove button, or goes to Save once done.
  const onRemove = (index: number) => {
    let left = 0;
    flushSync(() => {
      setRows((current) => {
        const next = current.filter((_, at) => at !== index);
        left = next.length;
        return next;
      });
      setErrors({});
      setFormError(null);
    });
    const form = formRef.current;
    const buttons = form?.querySelectorAll<HTMLElement>('[data-remove-goal]');
    const target =
      buttons?.[Math.min(index, left - 1)] ?? form?.querySelector<HTMLElement>('[type="submit"]');
    target?.focus();
  };
  const hasExtraRows = rows.length > score;
  // While the save is on its way the notice counts the goals sent, as if stored (useGoalsBeingSaved, as
  // the goals list does): it goes under the press of Save, not when a weak signal brings the answer and
  // the card shrinks by itself (a layout shift of 0.11 on a phone with writes answered after 700 ms).
  // Back if the save fails.
  const recorded = (useGoalsBeingSaved(matchId) ?? goals ?? []).length;
  const overScore = goalsOverScoreText(match, recorded, rows.length - score);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    let replaceGoalsBody: Awaited<ReturnType<typeof loadGoalContract>>['replaceGoalsBody'];
    try {
      ({ replaceGoalsBody } = await loadGoalContract());
    } catch {
      toast({
        title: 'Could not check the goals',
        description: 'Check your connection, then try again.',
        variant: 'destructive',
      });
      return;
    }
    const { rowIndexes, goals: inputs } = goalsToSave(rows);
    const result = replaceGoalsBody.safeParse({ goals: inputs });
    if (!result.success) {
      const found = goalErrorsFromIssues(result.error.issues, rowIndexes);
      flushSync(() => {
        setErrors(found.rows);
        setFormError(found.form);
      });
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setErrors({});
    save.mutate(result.data.goals);
  };

  const isLoading = goals === null;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={isLoading || undefined}>
      {overScore ? (
        <div className="mb-3">
          <GoalsOverScoreNotice text={overScore} />
        </div>
      ) : null}
      <fieldset disabled={isLoading} className="grid min-w-0 gap-3">
        <legend className="sr-only">
          {isLoading ? 'Loading goals...' : score === 1 ? 'Our 1 goal' : `Our ${score} goals`}
        </legend>
        {rows.map((row, index) => (
          <GoalRowFields
            key={row.key}
            index={index}
            row={row}
            errors={errors[index]}
            options={options}
            onChange={onChange}
            onRemove={hasExtraRows ? onRemove : null}
          />
        ))}
      </fieldset>
      {formError ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {formError}
        </p>
      ) : null}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        {isLoading ? (
          <p role="status" className="text-sm text-slate-600">
            Loading goals...
          </p>
        ) : null}
        <Button type="submit" disabled={isLoading} isLoading={save.isPending}>
          {save.isPending ? null : <Save aria-hidden />}
          {save.isPending ? 'Saving...' : 'Save Goals'}
        </Button>
      </div>
    </form>
  );
}

function GoalScorersBody({ match, players, teamId }: Omit<MatchDayCardProps, 'canEdit'>) {
  const goals = useGoals(match.id);
  const score = goalsAllowed(match);
  // Goals recorded beyond what the match now holds are shown for removal, whatever the score says.
  const isOverScore = score !== null && goals.data !== undefined && goals.data.length > score;
  if (score === null) {
    return (
      <p className="rounded-lg bg-slate-50 px-3 py-3 text-sm text-slate-700">
        Enter the score first (Edit match)
      </p>
    );
  }
  if (score === 0 && !isOverScore) {
    return (
      <p className="rounded-lg bg-slate-50 px-3 py-3 text-sm text-slate-700">
        {match.resultCode !== null
          ? 'No goals to record: Full-Time gives this match without a score.'
          : 'No goals to record: we did not score.'}
      </p>
    );
  }
  if (goals.isError) {
    return (
      <ErrorState
        headingLevel="h3"
        title="Failed to fetch goals"
        description="Check your connection, then try again."
        isCompact
        action={
          <Button variant="outline" onClick={() => goals.refetch()} isLoading={goals.isRefetching}>
            <RefreshCw aria-hidden />
            Try Again
          </Button>
        }
      />
    );
  }
  return (
    <GoalForm
      // A new answer (the saved goals, or another coach's after a reload) starts the rows again from it.
      key={`${match.id}-${score}-${goals.dataUpdatedAt}`}
      match={match}
      teamId={teamId}
      score={score}
      goals={goals.data ?? null}
      players={players}
    />
  );
}

/**
 * The goals editor (spec 001 §4.7, 000 §4), coaches and admins only: one row per goal our side scored
 * (the home score at home, else the away score). Own Goal clears scorer and assist; a scorer clears own
 * goal. Save replaces the match's goals with the rows that have a scorer or are own goals.
 */
export const GoalScorersCard = memo(function GoalScorersCard({
  match,
  players,
  canEdit,
  teamId,
}: MatchDayCardProps) {
  if (!canEdit) return null;
  return (
    <Card>
      <MatchDayCardHeader
        id={`goal-scorers-heading-${match.id}`}
        title="Goal Scorers"
        description="One row per goal we scored: the minute, who scored and who set it up."
      />
      <CardContent className="@container">
        <GoalScorersBody match={match} players={players} teamId={teamId} />
      </CardContent>
    </Card>
  );
});
