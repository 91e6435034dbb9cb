import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
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
import { compareNames } from '../../../shared/domain/name-order';
import { FormDialog } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { Textarea } from '../../components/ui/textarea';
import { cn } from '../../lib/cn';
import { TIME_TBC } from '../../lib/match-dates';
import { resultCodeLabel } from '../../lib/match-result-labels';
import { failureMessage } from '../../lib/mutation-toasts';
import { isMatchChanged } from './match-cache';
import { matchDateFromInputs, playerLabel, timeTbcDay, toDateTimeInputs } from './match-format';
import { useCreateMatch, useUpdateMatch } from './matches-api';

type CleanSheetField = (typeof cleanSheetFieldNames)[number];

/** What the form's inputs hold: text, as inputs give it; the contract turns it into the call's body. */
const matchFormValues = z.object({
  opponentTeamId: z.string(),
  date: z.string(),
  time: z.string(),
  isHome: z.enum(['1', '0']),
  homeScore: z.string(),
  awayScore: z.string(),
  comments: z.string(),
  // Not inputs: a Time TBC match's UK day and stored instant, '' for any other (matchDateFromInputs).
  tbcDate: z.string(),
  tbcInstant: z.string(),
  ...Object.fromEntries(cleanSheetFieldNames.map((name) => [name, z.string()])),
});
type MatchFormValues = { [K in CleanSheetField]: string } & Omit<
  z.infer<typeof matchFormValues>,
  CleanSheetField
>;

function toBody(values: MatchFormValues): CreateMatchInput & UpdateMatchInput {
  return {
    opponentTeamId: values.opponentTeamId,
    matchDate: matchDateFromInputs(
      values.date,
      values.time,
      values.tbcDate ? { date: values.tbcDate, instant: values.tbcInstant } : null,
    ),
    isHome: values.isHome === '1' ? 1 : 0,
    homeScore: values.homeScore.trim(),
    awayScore: values.awayScore.trim(),
    comments: values.comments,
    ...Object.fromEntries(cleanSheetFieldNames.map((name) => [name, values[name]])),
  };
}

// The same contracts the server validates with, after the inputs are turned into the call's body.
const createSchema = matchFormValues
  .transform((values): CreateMatchInput => toBody(values as MatchFormValues))
  .pipe(createMatchBody);
const updateSchema = matchFormValues
  .transform((values): UpdateMatchInput => toBody(values as MatchFormValues))
  .pipe(updateMatchBody);

const id = (value: number | null) => (value === null ? '' : String(value));

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
    homeScore: match?.homeScore === null || !match ? '' : String(match.homeScore),
    awayScore: match?.awayScore === null || !match ? '' : String(match.awayScore),
    comments: match?.comments ?? '',
    ...(Object.fromEntries(cleanSheetFieldNames.map((name) => [name, id(match?.[name] ?? null)])) as Record<
      CleanSheetField,
      string
    >),
  };
}

const cleanSheetLabel = (name: CleanSheetField) =>
  name.replace('cleanSheetKeeper', 'Keeper ').replace('cleanSheetDefender', 'Defender ');

/** Errors of the body's fields shown at the inputs that made them (matchDate from date and time). */
function errorOf(errors: FieldErrors<MatchFormValues>, name: string): string | undefined {
  return (errors as Record<string, { message?: string } | undefined>)[name]?.message;
}

/**
 * Add Match / Edit Match (spec 001 §2.5, §5): opponent, date and kick-off, home or away, the score
 * (whole numbers, empty until played), the clean sheets (None allowed) and comments. `match` null adds.
 * Edits carry the version read, so a change made meanwhile on another phone is not overwritten: the
 * dialog then says so and the match reloads.
 */
export function MatchFormDialog({
  open,
  onOpenChange,
  match,
  opposition,
  players,
  teamId,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  match: Match | null;
  opposition: readonly OppositionTeam[];
  players: readonly Player[];
  teamId: string | null;
  onSaved: (match: Match) => void;
}) {
  const create = useCreateMatch(teamId);
  const update = useUpdateMatch(teamId);
  const isEdit = match !== null;
  const isPending = create.isPending || update.isPending;
  const [failure, setFailure] = useState<string | null>(null);

  const form = useForm<MatchFormValues, unknown, CreateMatchBody | UpdateMatchBody>({
    resolver: zodResolver(isEdit ? updateSchema : createSchema) as never,
    defaultValues: valuesFor(match),
  });
  const { errors } = form.formState;
  // The clean sheets start open when editing a played match; otherwise the coach opens them.
  const [showCleanSheets, setShowCleanSheets] = useState(false);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) {
      form.reset(valuesFor(match));
      setFailure(null);
      setShowCleanSheets(match !== null && (match.homeScore !== null || match.awayScore !== null));
    }
    wasOpen.current = open;
  }, [open, match, form]);

  // A Time TBC match keeps its day and no kick-off while the date is left as it was and no time typed.
  const [date, time, tbcDate] = useWatch({ control: form.control, name: ['date', 'time', 'tbcDate'] });
  const isTimeTbcKept = tbcDate !== '' && date === tbcDate && time.trim() === '';
  const resultCode = match ? resultCodeLabel(match) : null;

  const squad = useMemo(() => [...players].sort((a, b) => a.shirtNumber - b.shirtNumber), [players]);
  const teams = useMemo(() => [...opposition].sort((a, b) => compareNames(a.name, b.name)), [opposition]);

  const onSubmit = form.handleSubmit((body) => {
    setFailure(null);
    const done = {
      onSuccess: (saved: Match) => {
        onSaved(saved);
        onOpenChange(false);
      },
      onError: (error: unknown) => {
        if (isMatchChanged(error)) onOpenChange(false);
        else setFailure(failureMessage(error));
      },
    };
    if (match)
      update.mutate({ id: match.id, body: { ...(body as UpdateMatchBody), version: match.version } }, done);
    else create.mutate(body as CreateMatchBody, done);
  });

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
      contentClassName="sm:max-w-xl"
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
        {/* The line under it is kept, so "Time TBC" going as a time is typed never moves the sheet; an
            empty time input ("--:-- --") is wider than its column on a 375 px phone unless let shrink. */}
        <FormField label="Kick-off" hint={isTimeTbcKept ? TIME_TBC : undefined} isMessageLineKept>
          <Input type="time" step={300} className="min-w-0" {...form.register('time')} />
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
              className={cn(
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
        <div className="grid grid-cols-2 gap-3">
          <FormField label="Home score" error={errorOf(errors, 'homeScore')}>
            <Input
              inputMode="numeric"
              pattern="[0-9]*"
              min={SCORE_MIN}
              max={SCORE_MAX}
              autoComplete="off"
              placeholder="–"
              {...form.register('homeScore')}
            />
          </FormField>
          <FormField label="Away score" error={errorOf(errors, 'awayScore')}>
            <Input
              inputMode="numeric"
              pattern="[0-9]*"
              min={SCORE_MIN}
              max={SCORE_MAX}
              autoComplete="off"
              placeholder="–"
              {...form.register('awayScore')}
            />
          </FormField>
        </div>
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
          <p className="font-semibold">{isEdit ? 'Failed to update match' : 'Failed to schedule match'}</p>
          <p>{failure}</p>
        </div>
      ) : null}
    </FormDialog>
  );
}
