import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { type FormEvent, useState } from 'react';
import type { Match } from '../../../shared/contracts/matches';
import { periodsOf } from '../../../shared/domain/match-periods';
import { SUBSTITUTIONS_MAX, SUBSTITUTIONS_MIN } from '../../../shared/domain/match-settings';
import { MATCH_LENGTH_MAX, MATCH_LENGTH_MIN } from '../../../shared/domain/match-timing';
import {
  PERIOD_TEMPLATES,
  type PeriodTemplate,
  suggestedTemplate,
  templateLabel,
} from '../../../shared/domain/period-templates';
import { FormDialog } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { fieldControlClasses } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { NumberStepper } from '../../components/ui/number-stepper';
import { teamSettingsQuery } from '../../lib/team-settings-query';
import { useOnOpening } from '../../lib/use-on-opening';
import { useUpdateMatchTiming } from './matches-api';
import {
  draftFromMatch,
  draftLength,
  readTimingDraft,
  type TimingDraft,
  templateHint,
  templateOfDraft,
  withLength,
  withStart,
  withSubstitutions,
  withTemplate,
} from './timing-draft';

/** A template as the choice offers it, suggested or not: its own words only, so it reads the same in both. */
function TemplateOption({ template }: { template: PeriodTemplate }) {
  return <option value={template.id}>{templateLabel(template)}</option>;
}

/**
 * The substitution timing dialog (spec 001 §4.5, §5): the match length, the number of substitutions
 * (changing it spreads the periods evenly again) and each period's start minute, with the periods they
 * make shown as they will be saved. Checked with the server's rule before any call.
 */
export function TimingDialog({
  open,
  onOpenChange,
  match,
  teamId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  match: Match;
  teamId: string | null;
}) {
  const save = useUpdateMatchTiming(teamId);
  const [draft, setDraft] = useState<TimingDraft>(() => draftFromMatch(match));
  const [problem, setProblem] = useState<string | null>(null);
  useOnOpening(open, () => {
    setDraft(draftFromMatch(match));
    setProblem(null);
  });

  const result = readTimingDraft(draft);
  const preview = result.ok ? periodsOf(result.timing) : null;
  const length = draftLength(draft);
  const template = templateOfDraft(draft);
  // The team's format and age group pick the template to suggest: the squad page's read of its settings
  // (one cache key), asked for here only when the dialog opens.
  const settings = useQuery({ ...teamSettingsQuery(teamId), enabled: open && Boolean(teamId) });
  const suggestion = settings.data ? suggestedTemplate(settings.data) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!result.ok) {
      setProblem(result.problem.message);
      return;
    }
    setProblem(null);
    // Closed at once: the periods change on the page now, and are put back if the server refuses.
    save.mutate({ id: match.id, body: { ...result.timing, version: match.version } });
    onOpenChange(false);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      isPending={false}
      title="Substitution Timing"
      description="How long the match lasts and when players change. Each period gets its own formation."
      onSubmit={onSubmit}
      submitLabel="Save Timing"
      pendingLabel="Saving..."
    >
      <FormField label="Age group template" hint={templateHint(template, suggestion)}>
        <NativeSelect
          value={template?.id ?? ''}
          onChange={(event) => {
            const chosen = PERIOD_TEMPLATES.find((t) => t.id === event.target.value);
            if (chosen) setDraft(withTemplate(chosen));
          }}
        >
          {/* Not a choice once a template is in use: the fields below are where a timing is made by hand. */}
          <option value="" disabled={template !== null}>
            Your own timing
          </option>
          {/* The team's template first, under its reason; each option keeps its own words. */}
          {suggestion ? (
            <>
              <optgroup label={`Suggested for ${suggestion.forWhom}`}>
                <TemplateOption template={suggestion.template} />
              </optgroup>
              <optgroup label="Other age groups">
                {PERIOD_TEMPLATES.filter((t) => t !== suggestion.template).map((t) => (
                  <TemplateOption key={t.id} template={t} />
                ))}
              </optgroup>
            </>
          ) : (
            PERIOD_TEMPLATES.map((t) => <TemplateOption key={t.id} template={t} />)
          )}
        </NativeSelect>
      </FormField>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Match length (minutes)" hint={`${MATCH_LENGTH_MIN} to ${MATCH_LENGTH_MAX}`}>
          <NumberStepper
            value={draft.length}
            onValueChange={(value) => setDraft((current) => withLength(current, value))}
            min={MATCH_LENGTH_MIN}
            max={MATCH_LENGTH_MAX}
            step={5}
            fallback={90}
            label="match length"
            unit="min"
          />
        </FormField>
        <FormField
          label="Substitutions"
          hint={`${SUBSTITUTIONS_MIN} to ${SUBSTITUTIONS_MAX} changes; periods are one more`}
        >
          <NumberStepper
            value={draft.substitutions}
            onValueChange={(value) => setDraft((current) => withSubstitutions(current, value))}
            min={SUBSTITUTIONS_MIN}
            max={SUBSTITUTIONS_MAX}
            fallback={3}
            label="substitutions"
          />
        </FormField>
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">Period start times (minute)</legend>
        <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {draft.starts.map((start, index) => (
            // Starts are edited in place; their number is the period's, so the index is the identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="grid gap-1">
              <label htmlFor={`period-start-${index}`} className="text-sm text-slate-700">
                Period {index + 1}
              </label>
              <input
                id={`period-start-${index}`}
                type="number"
                inputMode="numeric"
                min={index === 0 ? 0 : 1}
                max={length}
                value={index === 0 ? '0' : start}
                readOnly={index === 0}
                aria-describedby={index === 0 ? 'kick-off-note' : undefined}
                onChange={(event) => setDraft((current) => withStart(current, index, event.target.value))}
                className={clsx(fieldControlClasses, 'h-11 tabular-nums read-only:bg-slate-50')}
              />
            </li>
          ))}
        </ol>
        <p id="kick-off-note" className="text-sm text-slate-600">
          Period 1 starts at kick-off. Later periods start between minute 1 and {length - 1}.
        </p>
      </fieldset>

      <div aria-live="polite" className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
        {preview ? (
          <p>
            <span className="font-semibold text-slate-900">
              {preview.length === 1 ? '1 period' : `${preview.length} periods`}:
            </span>{' '}
            {preview.map((period) => `${period.from}–${period.to}'`).join(', ')}
          </p>
        ) : (
          <p className="font-medium text-red-800">{result.ok ? null : result.problem.message}</p>
        )}
      </div>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </FormDialog>
  );
}
