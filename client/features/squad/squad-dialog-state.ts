import type { Player } from '../../../shared/contracts/squad';

/**
 * A dialog's open state, keeping its player while it animates closed so its text does not change.
 * `used` once it has been opened: a dialog is built on its first opening, not with the page.
 */
export type DialogState = { open: boolean; player: Player | null; used: boolean };

export type SquadDialogsState = { form: DialogState; emails: DialogState; removal: DialogState };
export type SquadDialogName = keyof SquadDialogsState;

const closed: DialogState = { open: false, player: null, used: false };
export const noDialogsOpen: SquadDialogsState = { form: closed, emails: closed, removal: closed };

/** The state with `name` opened on `player` (null: Add Player). */
export function openDialog(
  state: SquadDialogsState,
  name: SquadDialogName,
  player: Player | null,
): SquadDialogsState {
  return { ...state, [name]: { open: true, player, used: true } };
}

/** The state with `name` closed, its player kept for the closing animation. */
export function closeDialog(state: SquadDialogsState, name: SquadDialogName): SquadDialogsState {
  return { ...state, [name]: { ...state[name], open: false } };
}

/** Every dialog closed (the one whose code was loading, or could not load, was closed). */
export function closeAllDialogs(state: SquadDialogsState): SquadDialogsState {
  return closeDialog(closeDialog(closeDialog(state, 'form'), 'emails'), 'removal');
}
