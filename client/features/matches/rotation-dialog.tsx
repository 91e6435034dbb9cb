import { useQuery } from '@tanstack/react-query';
import { Eye, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { Match } from '../../../shared/contracts/matches';
import type { RotationPlanAnswer } from '../../../shared/contracts/rotation-plan';
import type { Player } from '../../../shared/contracts/squad';
import {
  DEFAULT_TEAM_FORMAT,
  defaultShapeForFormat,
  type FormationShape,
  formatLabel,
  formatOfShape,
  isFormationShape,
  isShapeOfFormat,
  shapesForFormat,
} from '../../../shared/domain/formation-shapes';
import { periodsOf } from '../../../shared/domain/match-periods';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { FormDialog } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { NativeSelect } from '../../components/ui/native-select';
import { eventAvailabilityQuery } from '../../lib/event-availability-query';
import { failureWords } from '../../lib/failure-words';
import { teamSettingsQuery } from '../../lib/team-settings-query';
import { useOnOpening } from '../../lib/use-on-opening';
import { eventIdOfMatch } from './availability-api';
import { playerLabel } from './match-format';
import {
  answersForPlan,
  isShapePlace,
  type KeeperChange,
  keeperChangeChoices,
  type PinDraft,
  type PinWhere,
  pinPlaceChoices,
  pinPositionChoices,
  previewMinutes,
  previewPeriods,
  type RotationDraft,
  rotationBody,
} from './rotation-draft';
import { useApplyRotation, useProposeRotation } from './rotation-plan-api';

/**
 * "Plan fair rotation" (issue 30): the shape, when the keeper may change, the period to plan from, pins
 * and whether to replace periods already planned; Preview shows every period's line-up and each
 * player's minutes before anything is saved, Save plan saves them all at once. The server's refusals
 * (nobody may keep goal, too few players, pins that cannot hold) show here in its words for people,
 * through the one error path (failureWords).
 */
export function RotationDialog({
  open,
  onOpenChange,
  match,
  players,
  fromPeriod,
  shape,
  teamId,
  replacePlanned = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  match: Match;
  players: readonly Player[];
  /** The first period to plan: 1, or the card's whose "Re-plan from here" opened the dialog. */
  fromPeriod: number;
  /** The match's planned shape, or null when nothing is planned yet. */
  shape: FormationShape | null;
  teamId: string | null;
  /**
   * Whether "Replace periods already planned" starts ticked: from the live screen's "Re-plan from here",
   * where the periods left are nearly always planned already and the coach has seconds.
   */
  replacePlanned?: boolean;
}) {
  const periods = periodsOf(match);
  // The shapes offered follow the team's format (issue 30): its settings are the squad page's read,
  // asked for here only when the dialog opens. Until they come, the planned shape's format stands in.
  const settings = useQuery({ ...teamSettingsQuery(teamId), enabled: open && Boolean(teamId) });
  const format = settings.data?.format ?? (shape ? formatOfShape(shape) : DEFAULT_TEAM_FORMAT);
  const startShape = shape && isShapeOfFormat(shape, format) ? shape : defaultShapeForFormat(format);
  // The coach's own choice of shape; until he makes one, the start shape (which may still change as the
  // team's format arrives).
  const [chosenShape, setChosenShape] = useState<FormationShape | null>(null);
  // The families' answers (issue 31): who is Not sure and who arrives late, listed before the plan is
  // made. The answers card's read, asked for here only when the dialog opens.
  const answers = useQuery({ ...eventAvailabilityQuery(eventIdOfMatch(match.id)), enabled: open });
  const propose = useProposeRotation(match.id);
  const apply = useApplyRotation(match.id);
  const fresh = (): Omit<RotationDraft, 'shape'> => ({
    keeperChange: keeperChangeChoices(periods)[0]?.value ?? 'never',
    fromPeriod,
    pins: [],
    overwritePlanned: replacePlanned,
    includeNotSure: true,
  });
  const [draftState, setDraft] = useState(fresh);
  const draft: RotationDraft = { ...draftState, shape: chosenShape ?? startShape };
  const shapeChoices = shapesForFormat(format).includes(draft.shape)
    ? shapesForFormat(format)
    : [...shapesForFormat(format), draft.shape];
  const [plan, setPlan] = useState<RotationPlanAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useOnOpening(open, () => {
    setDraft(fresh());
    setChosenShape(null);
    setPlan(null);
    setProblem(null);
  });

  const change = ({ shape: nextShape, ...next }: Partial<RotationDraft>) => {
    if (nextShape) setChosenShape(nextShape);
    setDraft((current) => ({ ...current, ...next }));
    // A preview of other choices would mislead: it goes until asked for again.
    setPlan(null);
  };
  const changePin = (index: number, next: Partial<PinDraft>) =>
    change({ pins: draft.pins.map((pin, i) => (i === index ? { ...pin, ...next } : pin)) });

  const available = players.filter((p) => !match.unavailablePlayerIds.includes(p.id));
  const ids = useId();
  const said = answersForPlan(answers.data, players, match);

  const onPreview = () => {
    const result = rotationBody(draft, periods);
    if (!result.ok) {
      setProblem(result.problem);
      return;
    }
    setProblem(null);
    propose.mutate(result.body, {
      onSuccess: (answer) => setPlan(answer),
      onError: (error) => {
        setPlan(null);
        setProblem(failureWords(error, 'Could not plan the rotation. Please try again.').description);
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = rotationBody(draft, periods);
    if (!result.ok) {
      setProblem(result.problem);
      return;
    }
    setProblem(null);
    apply.mutate(
      { ...result.body, overwritePlanned: draft.overwritePlanned },
      {
        onSuccess: () => onOpenChange(false),
        onError: (error) =>
          setProblem(failureWords(error, 'Could not save the rotation. Please try again.').description),
      },
    );
  };

  const isPending = apply.isPending;
  const placeChoices = pinPlaceChoices(draft.shape);
  const positionChoices = pinPositionChoices(draft.shape);
  const planned = plan?.periods.filter((p) => !p.kept && p.planned).map((p) => p.number) ?? [];

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      isPending={isPending}
      title="Plan fair rotation"
      description="Fills every period with the shape you choose from the players available, giving the most minutes to those furthest behind this season. Nothing is saved until you save the plan."
      onSubmit={onSubmit}
      submitLabel="Save plan"
      pendingLabel="Saving..."
      width="2xl"
      extraAction={
        <Button variant="outline" onClick={onPreview} isLoading={propose.isPending} disabled={isPending}>
          <Eye aria-hidden />
          Preview
        </Button>
      }
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Shape">
          <NativeSelect
            value={draft.shape}
            onChange={(event) => {
              const value = event.target.value;
              // The lines and positions change with the shape, so pins to one start again from "Anywhere".
              if (isFormationShape(value)) {
                change({
                  shape: value,
                  pins: draft.pins.map((pin) =>
                    isShapePlace(pin.where) ? { ...pin, where: 'anywhere' } : pin,
                  ),
                });
              }
            }}
          >
            {shapeChoices.map((value) => (
              <option key={value} value={value}>
                {isShapeOfFormat(value, format) ? value : `${value} (${formatLabel(formatOfShape(value))})`}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Keeper may change">
          <NativeSelect
            value={draft.keeperChange}
            onChange={(event) => change({ keeperChange: event.target.value as KeeperChange })}
          >
            {keeperChangeChoices(periods).map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {/* Re-plan from here: when a planned player turns out unavailable, the periods before stay as planned. */}
        <FormField label="Plan from">
          <NativeSelect
            value={String(draft.fromPeriod)}
            onChange={(event) => change({ fromPeriod: Number(event.target.value) })}
          >
            {periods.map((period) => (
              <option key={period.number} value={period.number}>
                {period.number === 1
                  ? 'Period 1 (the whole match)'
                  : `Period ${period.number}: re-plan from here, keep ${period.number === 2 ? 'period 1' : `periods 1–${period.number - 1}`}`}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>

      {said.notSure.length > 0 || said.late.length > 0 || said.left.length > 0 ? (
        <section
          aria-label="Families' answers"
          className="grid gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950"
        >
          {said.notSure.length > 0 ? (
            <>
              <p>
                <span className="font-semibold">Not sure:</span> {said.notSure.join(', ')}
              </p>
              <div className="flex min-h-11 items-center gap-3">
                <Checkbox
                  id={`${ids}-not-sure`}
                  checked={draft.includeNotSure}
                  onCheckedChange={(next) => change({ includeNotSure: next })}
                />
                <label htmlFor={`${ids}-not-sure`} className="cursor-pointer font-medium">
                  Include the Not sure players in the plan
                </label>
              </div>
            </>
          ) : null}
          {said.late.length > 0 ? (
            <div>
              <p className="font-semibold">Arriving late (planned only from then):</p>
              <ul className="mt-1 grid gap-0.5">
                {said.late.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {said.left.length > 0 ? (
            <div>
              <p className="font-semibold">Injured or gone (not planned after):</p>
              <ul className="mt-1 grid gap-0.5">
                {said.left.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </section>
      ) : null}

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">Pins (optional)</legend>
        <p className="text-sm text-slate-600">
          Fix a player first: on the pitch in the periods you tick, in goal, in a line or at a position.
        </p>
        {draft.pins.length > 0 ? (
          <ul className="grid gap-3">
            {draft.pins.map((pin, index) => (
              // Pins are edited in place and have no id of their own: the row's place is its identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index} className="grid gap-2 rounded-lg border border-slate-200 p-3">
                <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
                  <FormField label={`Pin ${index + 1}: player`}>
                    <NativeSelect
                      value={String(pin.playerId)}
                      onChange={(event) => changePin(index, { playerId: Number(event.target.value) })}
                    >
                      <option value="0" disabled>
                        Choose a player
                      </option>
                      {available.map((player) => (
                        <option key={player.id} value={player.id}>
                          {playerLabel(player)}
                        </option>
                      ))}
                    </NativeSelect>
                  </FormField>
                  <FormField label="Where">
                    <NativeSelect
                      value={pin.where}
                      onChange={(event) => changePin(index, { where: event.target.value as PinWhere })}
                    >
                      {placeChoices.map((choice) => (
                        <option key={choice.value} value={choice.value}>
                          {choice.label}
                        </option>
                      ))}
                      <optgroup label="Position">
                        {positionChoices.map((choice) => (
                          <option key={choice.value} value={choice.value}>
                            {choice.label}
                          </option>
                        ))}
                      </optgroup>
                    </NativeSelect>
                  </FormField>
                  <Button
                    variant="ghost-destructive"
                    onClick={() => change({ pins: draft.pins.filter((_, i) => i !== index) })}
                    aria-label={`Remove pin ${index + 1}`}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
                <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
                  <legend className="sr-only">Pin {index + 1}: periods</legend>
                  {periods
                    .filter((period) => period.number >= draft.fromPeriod)
                    .map((period) => {
                      const id = `${ids}-pin-${index}-period-${period.number}`;
                      const checked = pin.periods.includes(period.number);
                      return (
                        <span key={period.number} className="flex min-h-11 items-center gap-2">
                          <Checkbox
                            id={id}
                            checked={checked}
                            onCheckedChange={(next) =>
                              changePin(index, {
                                periods: next
                                  ? [...pin.periods, period.number]
                                  : pin.periods.filter((n) => n !== period.number),
                              })
                            }
                          />
                          <label htmlFor={id} className="cursor-pointer text-sm text-slate-800">
                            Period {period.number}
                          </label>
                        </span>
                      );
                    })}
                </fieldset>
              </li>
            ))}
          </ul>
        ) : null}
        <div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => change({ pins: [...draft.pins, { playerId: 0, where: 'anywhere', periods: [] }] })}
          >
            <Plus aria-hidden />
            Add pin
          </Button>
        </div>
      </fieldset>

      <div className="flex min-h-11 items-center gap-3">
        <Checkbox
          id={`${ids}-overwrite`}
          checked={draft.overwritePlanned}
          onCheckedChange={(next) => setDraft((current) => ({ ...current, overwritePlanned: next }))}
        />
        <label htmlFor={`${ids}-overwrite`} className="cursor-pointer text-sm font-medium text-slate-800">
          Replace periods already planned
        </label>
      </div>

      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}

      <div aria-live="polite">
        {plan ? (
          <RotationPreview
            plan={plan}
            players={players}
            planned={planned}
            overwrite={draft.overwritePlanned}
          />
        ) : null}
      </div>
    </FormDialog>
  );
}

/**
 * The preview arrives below the choices, often below the dialog's fold: it is brought into view, the
 * coach having asked for it. A module-level function, so React calls it once per preview drawn.
 */
function bringIntoView(node: HTMLElement | null) {
  node?.scrollIntoView({ block: 'start' });
}

/** The proposal: each period's line-up (GK, lines, bench), then each player's minutes. */
function RotationPreview({
  plan,
  players,
  planned,
  overwrite,
}: {
  plan: RotationPlanAnswer;
  players: readonly Player[];
  planned: readonly number[];
  overwrite: boolean;
}) {
  return (
    <section
      ref={bringIntoView}
      aria-label="Preview"
      className="grid gap-3 rounded-xl bg-slate-50 p-3 text-sm text-slate-800"
    >
      {planned.length > 0 ? (
        <p className="font-medium text-amber-900">
          {planned.length === 1 ? `Period ${planned[0]} is` : `Periods ${planned.join(', ')} are`} already
          planned:{' '}
          {overwrite ? 'saving replaces them.' : 'tick "Replace periods already planned" to replace them.'}
        </p>
      ) : null}
      <ol className="grid gap-3 sm:grid-cols-2">
        {previewPeriods(plan, players).map((period) => (
          <li key={period.number} className="rounded-lg border border-slate-200 bg-white p-3">
            <h4 className="font-semibold text-slate-900">
              Period {period.number} <span className="font-normal text-slate-600">{period.minutes}</span>
              {period.kept ? <span className="font-normal text-slate-600"> · kept as saved</span> : null}
            </h4>
            <dl className="mt-1 grid grid-cols-[3.5rem_minmax(0,1fr)] gap-x-2 gap-y-0.5">
              {period.rows.map((row, i) => (
                // A shape may have two lines of one role (4-2-3-1): the row's place is its identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <div key={i} className="contents">
                  <dt className="font-medium text-slate-600">{row.label}</dt>
                  <dd>{row.names}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
      <div>
        <h4 className="font-semibold text-slate-900">Minutes this match</h4>
        <ul className="mt-1 grid gap-x-4 sm:grid-cols-2">
          {previewMinutes(plan, players).map((row) => (
            <li key={row.playerId} className="flex justify-between gap-2 tabular-nums">
              <span className="truncate">{row.name}</span>
              <span>{row.minutes}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
