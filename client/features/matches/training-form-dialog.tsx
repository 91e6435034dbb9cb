import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  type CreateTrainingBody,
  type CreateTrainingInput,
  createTrainingBody,
  type TrainingEvent,
  type TrainingScope,
  type TrainingSession,
  type UpdateTrainingBody,
} from '../../../shared/contracts/training';
import type { ErrorToast } from '../../../shared/domain/error-mapper';
import {
  TRAINING_NOTES_MAX,
  TRAINING_PLACE_MAX,
  TRAINING_SERIES_MAX,
} from '../../../shared/domain/training-sessions';
import { FormDialog } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { isUnauthorizedError } from '../../lib/api';
import { failureWords, refusedField } from '../../lib/failure-words';
import { formResolver } from '../../lib/form-resolver';
import { useOnOpening } from '../../lib/use-on-opening';
import { isTrainingChanged, useCreateTraining, useUpdateTraining } from './training-api';
import { type TrainingFormValues, trainingChanges } from './training-form-values';
import { TrainingScopeChoice } from './training-scope';

/**
 * What the inputs hold: text. An empty date or time is said in the form's words here; the rest (a real
 * date, the end after the start, the place, the notes' length, at most 52 weeks) is the contract's, the
 * server's own check, whose messages are written for people.
 */
const formValues = z.object({
  date: z.string().min(1, 'Choose the date of the session'),
  startTime: z.string().min(1, 'Choose the time it starts'),
  endTime: z.string().min(1, 'Choose the time it ends'),
  meetTime: z.string(),
  place: z.string(),
  notes: z.string(),
  repeatWeeklyUntil: z.string(),
});

const toBody = (values: TrainingFormValues): CreateTrainingInput => ({
  date: values.date,
  startTime: values.startTime,
  endTime: values.endTime,
  meetTime: values.meetTime || null,
  place: values.place,
  notes: values.notes,
  repeatWeeklyUntil: values.repeatWeeklyUntil || null,
});

// The same contract the server validates a new session with; an edit is checked by it too (the end
// after the start needs both times), and then sends only what changed (trainingChanges).
const schema = formValues.transform(toBody).pipe(createTrainingBody);

const fieldNames = new Set<string>([
  'date',
  'startTime',
  'endTime',
  'meetTime',
  'place',
  'notes',
  'repeatWeeklyUntil',
]);

function valuesFor(session: TrainingEvent | null): TrainingFormValues {
  return {
    date: session?.date ?? '',
    startTime: session?.startTime ?? '18:00',
    endTime: session?.endTime ?? '19:00',
    meetTime: session?.meetTime ?? '',
    place: session?.place ?? '',
    notes: session?.notes ?? '',
    repeatWeeklyUntil: '',
  };
}

const errorOf = (errors: FieldErrors<TrainingFormValues>, name: keyof TrainingFormValues) =>
  errors[name]?.message;

/**
 * Add Training / Edit Training (issue 31): date, start and end (UK time, as typed), an optional meet
 * time, place, notes for the coaches, and for a new one "Repeat weekly until", which makes one session a
 * week up to that date (at most 52). An edit of a session with later sessions in its series first asks
 * "Only this session" (chosen) or "This and the following sessions" (decision 060). An edit carries the
 * version read: a change made meanwhile on another phone closes the dialog, says so and reads the list
 * again. A refusal is told here, at its field when it names one.
 */
export function TrainingFormDialog({
  open,
  onOpenChange,
  session,
  teamId,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Null adds. */
  session: TrainingEvent | null;
  teamId: string;
  /** The session saved (the first of a new weekly series). */
  onSaved: (session: TrainingSession) => void;
}) {
  const create = useCreateTraining(teamId);
  const update = useUpdateTraining(teamId);
  const isEdit = session !== null;
  const isPending = create.isPending || update.isPending;
  const [failure, setFailure] = useState<ErrorToast | null>(null);
  const [scope, setScope] = useState<TrainingScope>('this');
  const following = session?.followingInSeries ?? 0;
  const form = useForm<TrainingFormValues, unknown, CreateTrainingBody>({
    resolver: formResolver(schema),
    defaultValues: valuesFor(session),
  });
  const { errors } = form.formState;
  useOnOpening(open, () => {
    form.reset(valuesFor(session));
    setFailure(null);
    setScope('this');
  });

  const showFailure = (error: unknown) => {
    if (isUnauthorizedError(error)) return;
    const refused = refusedField(error);
    if (refused && fieldNames.has(refused.field)) {
      form.setError(
        refused.field as keyof TrainingFormValues,
        { message: refused.reason },
        { shouldFocus: true },
      );
      return;
    }
    setFailure(
      failureWords(error, isEdit ? 'Failed to update the training session' : 'Failed to add training'),
    );
  };

  const onSubmit = form.handleSubmit((body) => {
    setFailure(null);
    const done = {
      onSuccess: (saved: TrainingSession) => {
        onSaved(saved);
        onOpenChange(false);
      },
      onError: (error: unknown) => {
        if (isTrainingChanged(error)) onOpenChange(false);
        else showFailure(error);
      },
    };
    if (session) {
      const changes = trainingChanges(session, body);
      // Nothing changed: nothing to send (a write would still raise the version under other phones).
      if (Object.keys(changes).length === 0) {
        onOpenChange(false);
        return;
      }
      const write: UpdateTrainingBody = {
        ...changes,
        version: session.version,
        ...(following > 0 && scope === 'following' ? { scope } : {}),
      };
      update.mutate({ id: session.id, body: write }, done);
    } else {
      create.mutate(body, {
        onSuccess: ({ sessions }) => {
          const first = sessions[0];
          if (first) onSaved(first);
          onOpenChange(false);
        },
        onError: showFailure,
      });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      isPending={isPending}
      title={isEdit ? 'Edit Training' : 'Add Training'}
      description={
        isEdit
          ? following > 0
            ? 'A new date or time asks families to answer again.'
            : 'Changes this session only. A new date or time asks families to answer again.'
          : 'One session, or the same time every week until a date. Families can say whether their player comes.'
      }
      onSubmit={onSubmit}
      submitLabel={isEdit ? 'Save Changes' : 'Add Training'}
      pendingLabel="Saving..."
    >
      {following > 0 ? (
        <TrainingScopeChoice
          value={scope}
          onChange={setScope}
          followingInSeries={following}
          legend="Change which sessions?"
          hint="A new time, meet time or place is set on each. A new date moves each following session by the same number of days."
        />
      ) : null}
      <FormField label="Date" error={errorOf(errors, 'date')}>
        <Input type="date" {...form.register('date')} />
      </FormField>
      {/* Two time inputs side by side on a phone (Input shrinks to its column). */}
      <div className="grid grid-cols-2 gap-3">
        <FormField label="Starts" error={errorOf(errors, 'startTime')}>
          <Input type="time" step={300} {...form.register('startTime')} />
        </FormField>
        <FormField label="Ends" error={errorOf(errors, 'endTime')}>
          <Input type="time" step={300} {...form.register('endTime')} />
        </FormField>
      </div>
      <FormField
        label="Meet at (optional)"
        hint="When families should arrive, if before the start."
        error={errorOf(errors, 'meetTime')}
      >
        <Input type="time" step={300} {...form.register('meetTime')} />
      </FormField>
      <FormField
        label="Place"
        hint="Where families should bring their player."
        error={errorOf(errors, 'place')}
      >
        <Input
          autoComplete="off"
          maxLength={TRAINING_PLACE_MAX}
          placeholder="e.g. Riverside Park, pitch 2"
          {...form.register('place')}
        />
      </FormField>
      <FormField
        label="Notes (optional)"
        hint="Only coaches and admins see these."
        error={errorOf(errors, 'notes')}
      >
        <Textarea rows={3} maxLength={TRAINING_NOTES_MAX} {...form.register('notes')} />
      </FormField>
      {isEdit ? null : (
        <FormField
          label="Repeat weekly until (optional)"
          hint={`Leave empty for one session. At most ${TRAINING_SERIES_MAX} weeks.`}
          error={errorOf(errors, 'repeatWeeklyUntil')}
        >
          <Input type="date" {...form.register('repeatWeeklyUntil')} />
        </FormField>
      )}
      {failure ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">{failure.title}</p>
          <p>{failure.description}</p>
        </div>
      ) : null}
    </FormDialog>
  );
}
