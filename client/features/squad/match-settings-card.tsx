import { clsx } from 'clsx';
import { Save } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { TeamDefaults } from '../../../shared/contracts/squad';
import { formatLabel, isTeamFormat, teamFormats } from '../../../shared/domain/formation-shapes';
import {
  DEFAULT_MATCH_LENGTH,
  FAIR_SHARE_TARGET_MAX,
  FAIR_SHARE_TARGET_MIN,
  MATCH_LENGTH_MAX,
  MATCH_LENGTH_MIN,
  MATCH_LENGTH_STEP,
  SUBSTITUTIONS_MAX,
  SUBSTITUTIONS_MIN,
  TIMING_INPUT_MAX,
  TIMING_INPUT_MIN,
} from '../../../shared/domain/match-settings';
import { DEFAULT_FAIR_SHARE_TARGET } from '../../../shared/domain/playing-time';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { FormField } from '../../components/ui/form-field';
import { fieldControlClasses } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { NumberStepper } from '../../components/ui/number-stepper';
import { toast } from '../../lib/toast-store';
import {
  draftFromTeam,
  LOCK_HOURS_DEFAULT,
  LOCK_HOURS_MAX,
  LOCK_HOURS_MIN,
  type MatchSettingsDraft,
  REMINDER_HOURS_DEFAULT,
  REMINDER_HOURS_MAX,
  REMINDER_HOURS_MIN,
  readDraft,
  withSubstitutions,
} from './match-settings-form';
import { useSaveMatchSettings } from './squad-api';

/**
 * The team's match defaults (spec 000 §2, §4, §5), for admins and coaches. Checked on save with the
 * spec's toasts before any call; the saved values come back sorted and replace the draft.
 */
export function MatchSettingsCard({ teamId, team }: { teamId: string; team: TeamDefaults }) {
  const save = useSaveMatchSettings(teamId);
  const [draft, setDraft] = useState<MatchSettingsDraft>(() => draftFromTeam(team));
  const timingsHintId = useId();
  const showAllId = useId();
  const silenceId = useId();
  const countsId = useId();

  useEffect(() => {
    setDraft(draftFromTeam(team));
  }, [team]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = readDraft(draft);
    if (!result.ok) {
      toast({ title: result.problem.title, description: result.problem.message, variant: 'destructive' });
      return;
    }
    const {
      matchLength,
      substitutionTimings,
      defaultSubstitutions,
      fairShareTarget,
      format,
      showSquadMinutesToFamily,
      availabilitySilence,
      availabilityLockHours,
      showAvailabilityCountsToFamily,
      availabilityReminderHours,
    } = result.settings;
    save.mutate({
      matchLength,
      substitutionTimings: [...substitutionTimings],
      defaultSubstitutions,
      fairShareTarget,
      format,
      showSquadMinutesToFamily,
      availabilitySilence,
      availabilityLockHours,
      showAvailabilityCountsToFamily,
      availabilityReminderHours,
    });
  };

  const setTiming = (index: number, value: string) =>
    setDraft((current) => ({
      ...current,
      timings: current.timings.map((timing, i) => (i === index ? value : timing)),
    }));

  return (
    <Card>
      <CardHeader>
        <CardTitle id="match-settings-heading" tabIndex={-1}>
          Match Settings
        </CardTitle>
        <CardDescription>
          Defaults for new matches: how many a side, how long they last and when to rotate; and the playing
          time every player should get.
        </CardDescription>
      </CardHeader>
      <CardContent className="@container">
        <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-labelledby="match-settings-heading">
          <div className="grid gap-5 @lg:grid-cols-2">
            <FormField
              label="Format"
              hint="Players on the pitch, goalkeeper included. The formation editor offers this format's shapes."
            >
              <NativeSelect
                value={String(draft.format)}
                onChange={(event) => {
                  const format = Number(event.target.value);
                  if (isTeamFormat(format)) setDraft((current) => ({ ...current, format }));
                }}
              >
                {teamFormats.map((format) => (
                  <option key={format} value={format}>
                    {formatLabel(format)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>

          <div className="grid gap-5 @lg:grid-cols-2">
            <FormField
              label="Match length (minutes)"
              hint={`${MATCH_LENGTH_MIN} to ${MATCH_LENGTH_MAX}, in steps of ${MATCH_LENGTH_STEP}.`}
            >
              <NumberStepper
                label="match length"
                unit="min"
                value={draft.matchLength}
                onValueChange={(matchLength) => setDraft((current) => ({ ...current, matchLength }))}
                min={MATCH_LENGTH_MIN}
                max={MATCH_LENGTH_MAX}
                step={MATCH_LENGTH_STEP}
                fallback={DEFAULT_MATCH_LENGTH}
              />
            </FormField>
            <FormField
              label="Number of substitutions"
              hint={`${SUBSTITUTIONS_MIN} to ${SUBSTITUTIONS_MAX} changes; periods are one more. Changing it spreads the timings evenly.`}
            >
              <NumberStepper
                label="number of substitutions"
                value={draft.defaultSubstitutions}
                onValueChange={(text) => setDraft((current) => withSubstitutions(current, text))}
                min={SUBSTITUTIONS_MIN}
                max={SUBSTITUTIONS_MAX}
                fallback={SUBSTITUTIONS_MIN}
              />
            </FormField>
          </div>

          <fieldset aria-describedby={timingsHintId} className="min-w-0">
            <legend className="text-sm leading-none font-medium text-slate-900">Substitution timings</legend>
            <p id={timingsHintId} className="mt-2 text-sm text-slate-600">
              When each period starts: kick-off (0), then the minute of each change. Each must be before the
              final whistle.
            </p>
            <ol className="mt-3 grid grid-cols-3 gap-2 @lg:grid-cols-6">
              {draft.timings.map((timing, index) => {
                const id = `${timingsHintId}-${index}`;
                return (
                  // Timings are positions, not items: the index is their identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                  <li key={index} className="grid gap-1">
                    <label htmlFor={id} className="text-xs font-medium text-slate-600">
                      {`Timing ${index + 1}`}
                    </label>
                    <div className="relative">
                      <input
                        id={id}
                        type="number"
                        inputMode="numeric"
                        min={TIMING_INPUT_MIN}
                        max={TIMING_INPUT_MAX}
                        value={timing}
                        onChange={(event) => setTiming(index, event.target.value)}
                        className={clsx(
                          fieldControlClasses,
                          'h-11 pr-8 text-center font-semibold tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
                        )}
                      />
                      <span
                        className="pointer-events-none absolute inset-y-0 right-2.5 flex items-center text-xs text-slate-600"
                        aria-hidden
                      >
                        min
                      </span>
                    </div>
                  </li>
                );
              })}
            </ol>
          </fieldset>

          <div className="grid gap-5 @lg:grid-cols-2">
            <FormField
              label="Fair share target (%)"
              hint={`${FAIR_SHARE_TARGET_MIN} to ${FAIR_SHARE_TARGET_MAX}. Players given less than this share of the minutes they were available for are flagged in the statistics; 0 turns the flag off.`}
            >
              <NumberStepper
                label="fair share target"
                unit="%"
                value={draft.fairShareTarget}
                onValueChange={(fairShareTarget) => setDraft((current) => ({ ...current, fairShareTarget }))}
                min={FAIR_SHARE_TARGET_MIN}
                max={FAIR_SHARE_TARGET_MAX}
                step={5}
                fallback={DEFAULT_FAIR_SHARE_TARGET}
              />
            </FormField>
            <div className="grid gap-2">
              <div className="flex items-start gap-3">
                <Checkbox
                  id={showAllId}
                  aria-describedby={`${showAllId}-hint`}
                  checked={draft.showSquadMinutesToFamily}
                  onCheckedChange={(showSquadMinutesToFamily) =>
                    setDraft((current) => ({ ...current, showSquadMinutesToFamily }))
                  }
                />
                <label
                  htmlFor={showAllId}
                  className="cursor-pointer text-sm leading-6 font-medium text-slate-900"
                >
                  Show every player's minutes to parents and players
                </label>
              </div>
              <p id={`${showAllId}-hint`} className="text-sm text-slate-600">
                Off, a parent or player sees only his own family's minutes.
              </p>
            </div>
          </div>

          {/* Issue 31: how the families' answers to a match are counted, closed and shown. */}
          <fieldset className="min-w-0">
            <legend className="text-sm leading-none font-medium text-slate-900">Answers</legend>
            <p className="mt-2 text-sm text-slate-600">
              Families say for each match whether their player can play.
            </p>
            <div className="mt-3 grid gap-5 @lg:grid-cols-2">
              <div className="grid gap-2">
                <div className="flex items-start gap-3">
                  <Checkbox
                    id={silenceId}
                    aria-describedby={`${silenceId}-hint`}
                    checked={draft.countSilenceAsAvailable}
                    onCheckedChange={(countSilenceAsAvailable) =>
                      setDraft((current) => ({ ...current, countSilenceAsAvailable }))
                    }
                  />
                  <label
                    htmlFor={silenceId}
                    className="cursor-pointer text-sm leading-6 font-medium text-slate-900"
                  >
                    Count no answer as available
                  </label>
                </div>
                <p id={`${silenceId}-hint`} className="text-sm text-slate-600">
                  On, a player is available unless his family says otherwise.
                </p>
              </div>
              <div className="grid gap-2">
                <div className="flex items-start gap-3">
                  <Checkbox
                    id={countsId}
                    aria-describedby={`${countsId}-hint`}
                    checked={draft.showAnswerCountsToFamily}
                    onCheckedChange={(showAnswerCountsToFamily) =>
                      setDraft((current) => ({ ...current, showAnswerCountsToFamily }))
                    }
                  />
                  <label
                    htmlFor={countsId}
                    className="cursor-pointer text-sm leading-6 font-medium text-slate-900"
                  >
                    Show families the counts
                  </label>
                </div>
                <p id={`${countsId}-hint`} className="text-sm text-slate-600">
                  How many are available, not sure or unavailable; never who, nor their notes.
                </p>
              </div>
              <FormField
                label="Close answers before kick-off"
                hint="After that, only a coach can change an answer."
              >
                <NativeSelect
                  value={draft.closeAnswers}
                  onChange={(event) => {
                    const closeAnswers = event.target.value === 'hours' ? 'hours' : 'none';
                    setDraft((current) => ({ ...current, closeAnswers }));
                  }}
                >
                  <option value="none">Never (open until kick-off)</option>
                  <option value="hours">Some hours before kick-off</option>
                </NativeSelect>
              </FormField>
              {draft.closeAnswers === 'hours' ? (
                <FormField
                  label="Hours before kick-off"
                  hint={`${LOCK_HOURS_MIN} to ${LOCK_HOURS_MAX} (a week).`}
                >
                  <NumberStepper
                    label="hours before kick-off"
                    unit="h"
                    value={draft.lockHours}
                    onValueChange={(lockHours) => setDraft((current) => ({ ...current, lockHours }))}
                    min={LOCK_HOURS_MIN}
                    max={LOCK_HOURS_MAX}
                    fallback={LOCK_HOURS_DEFAULT}
                  />
                </FormField>
              ) : null}
              <FormField
                label="Remind families who have not answered"
                hint="One e-mail per match, with a button for each answer."
              >
                <NativeSelect
                  value={draft.remindFamilies}
                  onChange={(event) => {
                    const remindFamilies = event.target.value === 'hours' ? 'hours' : 'none';
                    setDraft((current) => ({ ...current, remindFamilies }));
                  }}
                >
                  <option value="none">Never</option>
                  <option value="hours">Some hours before kick-off</option>
                </NativeSelect>
              </FormField>
              {draft.remindFamilies === 'hours' ? (
                <FormField
                  label="Remind hours before kick-off"
                  hint={`${REMINDER_HOURS_MIN} to ${REMINDER_HOURS_MAX} (a week). Families who answered get none.`}
                >
                  <NumberStepper
                    label="hours before kick-off to remind"
                    unit="h"
                    value={draft.reminderHours}
                    onValueChange={(reminderHours) => setDraft((current) => ({ ...current, reminderHours }))}
                    min={REMINDER_HOURS_MIN}
                    max={REMINDER_HOURS_MAX}
                    fallback={REMINDER_HOURS_DEFAULT}
                  />
                </FormField>
              ) : null}
            </div>
          </fieldset>

          <div>
            <Button type="submit" isLoading={save.isPending} className="w-full sm:w-auto">
              {save.isPending ? null : <Save aria-hidden />}
              {save.isPending ? 'Saving...' : 'Save Match Settings'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
