import type { Player } from '../../../shared/contracts/squad';
import { byShirt } from '../../../shared/domain/shirt-order';

// How a player is shown, apart from the forms: the squad page draws with these before any form code (and
// its zod schemas) has loaded (decision 016).

export function playerName(player: Pick<Player, 'firstName' | 'lastName'>): string {
  return `${player.firstName} ${player.lastName ?? ''}`.trim();
}

export function isGoalkeeper(player: Pick<Player, 'preferredPosition'>): boolean {
  return player.preferredPosition === 'Goalkeeper';
}

export function sortByShirt<T extends Pick<Player, 'id' | 'shirtNumber'>>(players: readonly T[]): T[] {
  return [...players].sort(byShirt);
}
