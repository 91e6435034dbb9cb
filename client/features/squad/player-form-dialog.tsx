import { useId } from 'react';
import { type Player, SQUAD_LIMITS } from '../../../shared/contracts/squad';
import { preferredPositions } from '../../../shared/domain/positions';
import { MAX_SQUAD_SIZE, SHIRT_NUMBER_MAX, SHIRT_NUMBER_MIN } from '../../../shared/domain/squad-limits';
import { Checkbox } from '../../components/ui/checkbox';
import { FormDialog } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { Textarea } from '../../components/ui/textarea';
import { useDialogForm } from '../../lib/use-dialog-form';
import { playerName } from './player-display';
import {
  createPlayerPayload,
  findShirtOwner,
  playerFieldError,
  playerFormSchema,
  playerFormValues,
  suggestShirtNumbers,
  updatePlayerPayload,
} from './player-form';
import { useAddPlayer, useUpdatePlayer } from './squad-api';

export const PLAYER_FORM_HELP = `Shirt numbers ${SHIRT_NUMBER_MIN}-${SHIRT_NUMBER_MAX}. A squad holds up to ${MAX_SQUAD_SIZE} players.`;

/**
 * Add Player, or Edit Player when `player` is given (spec 000 §5). Open while `open`; closes itself
 * after a successful save and stays open on a refusal, with the reason beside the field when it has one.
 */
export function PlayerFormDialog({
  open,
  player,
  squad,
  teamId,
  onOpenChange,
}: {
  open: boolean;
  player: Player | null;
  /** The squad as loaded, for the shirt-number hints (the server still decides). */
  squad: readonly Player[];
  teamId: string | null;
  onOpenChange: (open: boolean) => void;
}) {
  const addPlayer = useAddPlayer(teamId);
  const updatePlayer = useUpdatePlayer(teamId);
  const isPending = addPlayer.isPending || updatePlayer.isPending;
  // Each opening starts from the player being edited, or from a blank form.
  const form = useDialogForm(playerFormSchema, { open, values: playerFormValues(player) });
  const willingId = useId();
  const { errors } = form.formState;

  const onFailure = (error: unknown) => {
    const fieldError = playerFieldError(error);
    if (!fieldError) return;
    // A number the squad shows as taken keeps the words its hint already says ("No. 9 is already Oscar
    // Hughes's shirt."): the same line in the same place, so the sheet does not change height when
    // the server's answer comes, long after the press on a slow signal.
    const owner = findShirtOwner(squad, String(form.getValues('shirtNumber') ?? ''), player?.id);
    const message = fieldError.field === 'shirtNumber' && owner ? shirtTakenBy(owner) : fieldError.message;
    form.setError(fieldError.field, { message }, { shouldFocus: true });
  };

  const onSubmit = form.handleSubmit((values) => {
    const done = { onSuccess: () => onOpenChange(false), onError: onFailure };
    if (player) updatePlayer.mutate({ playerId: player.id, body: updatePlayerPayload(values, player) }, done);
    else addPlayer.mutate(createPlayerPayload(values), done);
  });

  const typedShirt = String(form.watch('shirtNumber') ?? '');
  const shirtOwner = findShirtOwner(squad, typedShirt, player?.id);
  const shirtHint = shirtOwner ? shirtTakenBy(shirtOwner) : undefined;
  // A new player only: when editing, the player's own number is the obvious default.
  const freeShirts = player ? [] : suggestShirtNumbers(squad, 5);
  const pickShirt = (number: number) =>
    form.setValue('shirtNumber', String(number), {
      shouldDirty: true,
      shouldValidate: errors.shirtNumber !== undefined,
    });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      isPending={isPending}
      title={player ? 'Edit Player' : 'Add Player'}
      description={`${player ? `Update ${playerName(player)}'s details. ` : ''}${PLAYER_FORM_HELP}`}
      onSubmit={onSubmit}
      submitLabel={player ? 'Save Changes' : 'Add Player'}
      pendingLabel={player ? 'Saving...' : 'Adding...'}
      isBuiltClosed
    >
      <div className="grid gap-2">
        <FormField
          label="Shirt number"
          hint={shirtHint}
          error={errors.shirtNumber?.message}
          isMessageLineKept
        >
          <Input
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            placeholder={freeShirts[0] === undefined ? '7' : String(freeShirts[0])}
            className="max-w-28 text-center font-semibold tabular-nums"
            {...form.register('shirtNumber')}
          />
        </FormField>
        {freeShirts.length > 0 ? (
          <fieldset className="flex min-w-0 flex-wrap items-center gap-2">
            <legend className="sr-only">Free numbers</legend>
            <span aria-hidden="true" className="text-sm text-slate-600">
              Free:
            </span>
            {freeShirts.map((number) => (
              <button
                key={number}
                type="button"
                aria-label={`Use number ${number}`}
                aria-pressed={typedShirt.trim() === String(number)}
                onClick={() => pickShirt(number)}
                className="min-h-11 min-w-11 rounded-full border border-slate-300 bg-white px-3 text-sm font-semibold tabular-nums text-slate-800 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-green-700 focus-visible:ring-offset-2 aria-pressed:border-green-700 aria-pressed:bg-green-50 aria-pressed:text-green-800"
              >
                {number}
              </button>
            ))}
          </fieldset>
        ) : null}
      </div>
      <FormField label="First name" error={errors.firstName?.message}>
        <Input
          autoComplete="off"
          autoCapitalize="words"
          maxLength={SQUAD_LIMITS.name}
          {...form.register('firstName')}
        />
      </FormField>
      {/* The phone's own picker: nothing to mount when the dialog opens (decision 032). */}
      <FormField label="Preferred position" error={errors.preferredPosition?.message}>
        <NativeSelect {...form.register('preferredPosition')}>
          <option value="" disabled>
            Choose a position
          </option>
          {preferredPositions.map((position) => (
            <option key={position} value={position}>
              {position}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {/* The rotation planner puts in goal only goalkeepers and the players ticked here (issue 30). */}
      <div className="flex min-h-11 items-center gap-3">
        <Checkbox
          id={willingId}
          checked={form.watch('willingToKeep') ?? false}
          onCheckedChange={(next) => form.setValue('willingToKeep', next, { shouldDirty: true })}
        />
        <label htmlFor={willingId} className="cursor-pointer text-sm font-medium text-slate-800">
          Willing to keep goal
        </label>
      </div>
      <FormField label="Coaching notes (optional)" error={errors.coachingNotes?.message}>
        <Textarea
          rows={3}
          maxLength={SQUAD_LIMITS.coachingNotes}
          placeholder="Strengths, things to work on"
          {...form.register('coachingNotes')}
        />
      </FormField>
    </FormDialog>
  );
}

/** A shirt number another player of the squad wears, in words: the field's hint and its error alike. */
function shirtTakenBy(owner: Player): string {
  return `No. ${owner.shirtNumber} is already ${playerName(owner)}'s shirt.`;
}
