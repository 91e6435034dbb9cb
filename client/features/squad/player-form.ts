import { z } from 'zod';
import {
  type CreatePlayerInput,
  createPlayerBody,
  type Player,
  POSITION_REQUIRED,
  type UpdatePlayerEmailsInput,
  type UpdatePlayerInput,
  updatePlayerEmailsBody,
} from '../../../shared/contracts/squad';
import { SHIRT_NUMBER_MAX, SHIRT_NUMBER_MIN } from '../../../shared/domain/squad-limits';
import { refusedField } from '../../lib/failure-words';

// ---- Add/Edit Player ----

export const SHIRT_NUMBER_TYPE = 'Enter the shirt number as a whole number';

/**
 * The contract's create schema with one change: spec 000 §5 says the shirt number is parsed as a whole
 * number but its 1-99 range is only help text on the client, so the range is left to the server (which
 * answers with a validation failure this form shows beside the field). lastName is not on the form,
 * and the position starts as '' (nothing chosen), which the list then refuses.
 */
export const playerFormSchema = createPlayerBody.omit({ lastName: true }).extend({
  // A plain string schema, not the contract's number-or-digits union: the form resolver reports a union's
  // first branch ("expected number"), not the message meant for people.
  shirtNumber: z
    .string({ error: SHIRT_NUMBER_TYPE })
    .trim()
    .regex(/^\d{1,9}$/, SHIRT_NUMBER_TYPE)
    .transform(Number),
  preferredPosition: z.string({ error: POSITION_REQUIRED }).pipe(createPlayerBody.shape.preferredPosition),
});

export type PlayerFormInput = z.input<typeof playerFormSchema>;
export type PlayerFormOutput = z.output<typeof playerFormSchema>;

export const emptyPlayerForm: PlayerFormInput = {
  shirtNumber: '',
  firstName: '',
  preferredPosition: '',
  coachingNotes: '',
  willingToKeep: false,
};

/**
 * The form's starting values: a blank form for a new player, or the player's own values. An unknown
 * position (older data) starts blank, so the coach must pick one from the list.
 */
export function playerFormValues(player: Player | null): PlayerFormInput {
  if (!player) return emptyPlayerForm;
  return {
    shirtNumber: String(player.shirtNumber),
    firstName: player.firstName,
    preferredPosition: player.preferredPosition,
    coachingNotes: player.coachingNotes ?? '',
    willingToKeep: player.willingToKeep,
  };
}

/** POST body: only these fields, with lastName always '' (spec 000 §5). */
export function createPlayerPayload(values: PlayerFormOutput): CreatePlayerInput {
  return {
    shirtNumber: values.shirtNumber,
    firstName: values.firstName,
    lastName: '',
    preferredPosition: values.preferredPosition,
    coachingNotes: values.coachingNotes ?? null,
    willingToKeep: values.willingToKeep ?? false,
  };
}

/**
 * PUT body. lastName is left out so the server keeps it: players added elsewhere (the demo squad, an
 * import) have surnames this form cannot show, and sending '' would wipe them. Coaching notes the answer
 * left out (not ours to see) stay untouched unless the coach typed some.
 */
export function updatePlayerPayload(values: PlayerFormOutput, player: Player): UpdatePlayerInput {
  const body: UpdatePlayerInput = {
    shirtNumber: values.shirtNumber,
    firstName: values.firstName,
    preferredPosition: values.preferredPosition,
    willingToKeep: values.willingToKeep ?? false,
  };
  const notes = values.coachingNotes ?? null;
  if (player.coachingNotes !== undefined || notes !== null) body.coachingNotes = notes;
  return body;
}

const playerFormFields = ['shirtNumber', 'firstName', 'preferredPosition', 'coachingNotes'] as const;
export type PlayerFormField = (typeof playerFormFields)[number];

/**
 * A server refusal that belongs beside one field of the form (refusedField: a taken shirt number, or a
 * field's validation reason), or null. The toast still says what happened; this keeps the reason next
 * to the input to fix.
 */
export function playerFieldError(error: unknown): { field: PlayerFormField; message: string } | null {
  const refused = refusedField(error);
  const field = playerFormFields.find((name) => name === refused?.field);
  return field && refused ? { field, message: refused.reason } : null;
}

// ---- Player e-mails ----

export const emailFormSchema = updatePlayerEmailsBody;
export type EmailFormInput = z.input<typeof emailFormSchema>;
export type EmailFormOutput = z.output<typeof emailFormSchema>;

export function emailFormValues(player: Player | null): Required<EmailFormInput> {
  return {
    parent1Email: player?.parent1Email ?? '',
    parent2Email: player?.parent2Email ?? '',
    playerEmail: player?.playerEmail ?? '',
  };
}

/** PATCH body: every field, null clearing an emptied one. */
export function emailPayload(values: EmailFormOutput): UpdatePlayerEmailsInput {
  return {
    parent1Email: values.parent1Email ?? null,
    parent2Email: values.parent2Email ?? null,
    playerEmail: values.playerEmail ?? null,
  };
}

type ShirtHolder = Pick<Player, 'id' | 'shirtNumber' | 'firstName' | 'lastName'>;

/**
 * The player already wearing the number typed so far, leaving out the one being edited; null when the
 * text is not a whole number or the shirt is free. A hint only: the server has the last word.
 */
export function findShirtOwner<T extends ShirtHolder>(
  squad: readonly T[],
  typed: string,
  exceptPlayerId?: number,
): T | null {
  if (!/^\s*\d+\s*$/.test(typed)) return null;
  const number = Number(typed);
  return squad.find((p) => p.shirtNumber === number && p.id !== exceptPlayerId) ?? null;
}

/** The lowest free shirt numbers (1-99), for a coach picking one for a new player. */
export function suggestShirtNumbers(
  squad: readonly ShirtHolder[],
  count: number,
  exceptPlayerId?: number,
): number[] {
  const taken = new Set(squad.filter((p) => p.id !== exceptPlayerId).map((p) => p.shirtNumber));
  const free: number[] = [];
  for (let n = SHIRT_NUMBER_MIN; n <= SHIRT_NUMBER_MAX && free.length < count; n++) {
    if (!taken.has(n)) free.push(n);
  }
  return free;
}
