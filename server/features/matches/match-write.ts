import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { claimMatch } from './match-version.js';
import type { MatchRow } from './matches.js';
import { assertTeamPlayers, type PlayerRef } from './team-refs.js';

// The one way a match (its row, its lists, its goals) is written: one transaction through
// inTransaction (retried on a deadlock, decision 037) that
//   1. claims the match (decision 020): compares and bumps its version and takes its row lock, so writes
//      to one match run one after the other, and each statement after the claim reads what the write
//      before it committed (READ COMMITTED takes a new snapshot per statement);
//   2. checks that the players the body names are the team's, reading them FOR KEY SHARE after the
//      match (the lock order of decision 037: team, match, players), so a player's removal waits for
//      this write and then cascades over what it wrote, rather than failing its foreign key halfway;
//   3. makes the change, which may refuse too (a rule on the match as claimed): any refusal rolls the
//      claim back with everything else.
// The answers therefore come in that order: 404 Match not found, 409 MATCH_CHANGED, 400 Player not
// found for the first player named that is not the team's, then the change's own refusals.
// (Decision 025's one-statement form of PUT goals and PATCH player-availability is retired: issue 28
// measured it.)

export type MatchWrite = {
  teamId: number;
  matchId: number;
  /** The version the client read (body or If-Match), or undefined: the last writer wins. */
  expectedVersion: number | undefined;
  now: Date;
  /** Every player the body names, in the order a refusal should name the first stray one. */
  players?: readonly PlayerRef[];
};

/** Runs `change` on the claimed match in one transaction (see above) and answers what it returns. */
export function writeMatch<T>(
  db: Db,
  { teamId, matchId, expectedVersion, now, players = [] }: MatchWrite,
  change: (tx: Db, match: MatchRow) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (tx) => {
    const match = await claimMatch(tx, teamId, matchId, expectedVersion, now);
    await assertTeamPlayers(tx, teamId, players);
    return change(tx, match);
  });
}
