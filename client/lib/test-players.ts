import type { Player } from '../../shared/contracts/squad';

/** A player row for unit tests: shirt number and name, the rest filled in. */
export function makePlayer(id: number, shirtNumber: number, overrides: Partial<Player> = {}): Player {
  return {
    id,
    shirtNumber,
    firstName: `Player${id}`,
    lastName: 'Test',
    preferredPosition: 'Midfielder',
    willingToKeep: false,
    age: null,
    height: null,
    coachingNotes: null,
    penaltyOrder: null,
    cornerOrder: null,
    attackingFkOrder: null,
    defensiveFkOrder: null,
    myTeamId: 1,
    userId: null,
    parent1Email: null,
    parent2Email: null,
    playerEmail: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
