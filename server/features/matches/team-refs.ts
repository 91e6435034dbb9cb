import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { oppositionTeams, players } from '../../db/schema.js';
import { AppError } from '../../errors.js';

// Ids a match write names in its body must be the team's own: a player of another team (or none) is
// bad input, 400, with the phrase the client's error mapper reads ("Player not found").

export type PlayerRef = { field: string; id: number };

/**
 * Refuses the first reference that is not a player of the team. Inside a write's transaction the players
 * found stay held FOR KEY SHARE, taken in id order (decision 037): a player's removal waits for the
 * write, then cascades over the rows it wrote naming him.
 */
export async function assertTeamPlayers(tx: Db, teamId: number, refs: readonly PlayerRef[]): Promise<void> {
  if (refs.length === 0) return;
  const ids = [...new Set(refs.map((ref) => ref.id))];
  const found = await tx
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.myTeamId, teamId), inArray(players.id, ids)))
    .orderBy(players.id)
    .for('key share');
  const known = new Set(found.map((row) => row.id));
  const stray = refs.find((ref) => !known.has(ref.id));
  if (stray) {
    throw new AppError(
      'bad_request',
      `Player not found: ${stray.field} must be a player of this team`,
      'PLAYER_NOT_FOUND',
    );
  }
}

/** Refuses an opponent that is not one of the team's opposition teams. */
export async function assertTeamOpponent(tx: Db, teamId: number, opponentId: number | null): Promise<void> {
  if (opponentId === null) return;
  const [row] = await tx
    .select({ id: oppositionTeams.id })
    .from(oppositionTeams)
    .where(and(eq(oppositionTeams.id, opponentId), eq(oppositionTeams.myTeamId, teamId)));
  if (!row) {
    throw new AppError(
      'bad_request',
      "Opposition team not found: opponentTeamId must be one of this team's opposition teams",
      'OPPOSITION_TEAM_NOT_FOUND',
    );
  }
}
