import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  formationPlaces,
  formations,
  goals,
  matchCleanSheets,
  matches,
  matchSetPieceTakers,
  matchUnavailablePlayers,
  oppositionTeams,
  players,
  teamMemberships,
  teams,
  users,
} from '../db/schema.js';
import { generateSecureId } from '../identity/tokens.js';

// Small builders for API tests that need a team of their own (hand-worked fixtures, a clean squad).

export async function insertTeam(db: Db, name: string): Promise<{ id: number; secureId: string }> {
  const [team] = await db.insert(teams).values({ secureId: generateSecureId(), name }).returning();
  if (!team) throw new Error('team insert failed');
  return { id: team.id, secureId: team.secureId };
}

/** Gives the address (created if new) a role on the team. */
export async function addTeamMember(
  db: Db,
  teamId: number,
  email: string,
  role: 'coach' | 'player_parent',
): Promise<number> {
  await db.insert(users).values({ email }).onConflictDoNothing();
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (!user) throw new Error(`no user ${email}`);
  await db
    .insert(teamMemberships)
    .values({ userId: user.id, myTeamId: teamId, role })
    .onConflictDoUpdate({ target: [teamMemberships.userId, teamMemberships.myTeamId], set: { role } });
  return user.id;
}

export async function insertPlayers(
  db: Db,
  teamId: number,
  shirts: number[],
): Promise<Array<typeof players.$inferSelect>> {
  if (shirts.length === 0) return [];
  return db
    .insert(players)
    .values(
      shirts.map((shirtNumber) => ({
        myTeamId: teamId,
        shirtNumber,
        firstName: `Player${shirtNumber}`,
        preferredPosition: 'Midfielder',
      })),
    )
    .returning();
}

export async function insertOpponent(db: Db, teamId: number, name: string): Promise<number> {
  const [row] = await db.insert(oppositionTeams).values({ myTeamId: teamId, name }).returning();
  if (!row) throw new Error('opponent insert failed');
  return row.id;
}

const cleanSheetSlots = {
  cleanSheetKeeper1: ['keeper', 1],
  cleanSheetKeeper2: ['keeper', 2],
  cleanSheetDefender1: ['defender', 1],
  cleanSheetDefender2: ['defender', 2],
  cleanSheetDefender3: ['defender', 3],
  cleanSheetDefender4: ['defender', 4],
  cleanSheetDefender5: ['defender', 5],
  cleanSheetDefender6: ['defender', 6],
  cleanSheetDefender7: ['defender', 7],
  cleanSheetDefender8: ['defender', 8],
} as const;
const setPieceLists = {
  matchPenaltyOrder: 'penalty',
  matchCornerOrder: 'corner',
  matchAttackingFkOrder: 'attackingFk',
  matchDefensiveFkOrder: 'defensiveFk',
} as const;

/** A match as the API shows it: its row plus the lists and slots that live in their own tables. */
export type MatchFixture = Partial<typeof matches.$inferInsert> &
  Partial<Record<keyof typeof cleanSheetSlots, number | null>> &
  Partial<Record<keyof typeof setPieceLists | 'unavailablePlayerIds', number[]>>;

export async function insertMatch(db: Db, teamId: number, fields: MatchFixture): Promise<number> {
  const row: Partial<typeof matches.$inferInsert> = {};
  const cleanSheets: Array<typeof matchCleanSheets.$inferInsert> = [];
  const takers: Array<typeof matchSetPieceTakers.$inferInsert> = [];
  let unavailable: number[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (key in cleanSheetSlots) {
      const [kind, slot] = cleanSheetSlots[key as keyof typeof cleanSheetSlots];
      if (typeof value === 'number') cleanSheets.push({ matchId: 0, kind, slot, playerId: value });
    } else if (key in setPieceLists) {
      const roleType = setPieceLists[key as keyof typeof setPieceLists];
      (value as number[]).forEach((playerId, i) => {
        takers.push({ matchId: 0, roleType, playerId, priority: i + 1 });
      });
    } else if (key === 'unavailablePlayerIds') {
      unavailable = value as number[];
    } else {
      (row as Record<string, unknown>)[key] = value;
    }
  }
  const [match] = await db
    .insert(matches)
    .values({ myTeamId: teamId, ...row })
    .returning();
  if (!match) throw new Error('match insert failed');
  const withMatch = <T extends { matchId: number }>(rows: T[]) =>
    rows.map((r) => ({ ...r, matchId: match.id }));
  if (cleanSheets.length) await db.insert(matchCleanSheets).values(withMatch(cleanSheets));
  if (takers.length) await db.insert(matchSetPieceTakers).values(withMatch(takers));
  if (unavailable.length) {
    await db
      .insert(matchUnavailablePlayers)
      .values(unavailable.map((playerId) => ({ matchId: match.id, playerId })));
  }
  return match.id;
}

/** A formation with its places given as the spec's lists (pitch positions, bench, unavailable). */
export async function insertFormation(
  db: Db,
  fields: Partial<typeof formations.$inferInsert> & {
    myTeamId: number;
    playerPositions?: Array<{ playerId: number; x: number; y: number }>;
    benchPlayers?: number[];
    unavailablePlayers?: number[];
  },
): Promise<number> {
  const { playerPositions = [], benchPlayers = [], unavailablePlayers = [], ...row } = fields;
  const [formation] = await db.insert(formations).values(row).returning();
  if (!formation) throw new Error('formation insert failed');
  const places = [
    ...playerPositions.map((p, i) => ({ ...p, place: 'pitch' as const, ordinal: i })),
    ...benchPlayers.map((playerId, i) => ({ playerId, place: 'bench' as const, ordinal: i })),
    ...unavailablePlayers.map((playerId, i) => ({ playerId, place: 'unavailable' as const, ordinal: i })),
  ];
  if (places.length) {
    await db.insert(formationPlaces).values(places.map((p) => ({ ...p, formationId: formation.id })));
  }
  return formation.id;
}

/** A formation's places read back as the spec's lists. */
export async function readFormationPlaces(db: Db, formationId: number) {
  const rows = await db
    .select()
    .from(formationPlaces)
    .where(sql`${formationPlaces.formationId} = ${formationId}`)
    .orderBy(formationPlaces.ordinal);
  return {
    playerPositions: rows
      .filter((r) => r.place === 'pitch')
      .map((r) => ({ playerId: r.playerId, x: r.x, y: r.y })),
    benchPlayers: rows.filter((r) => r.place === 'bench').map((r) => r.playerId),
    unavailablePlayers: rows.filter((r) => r.place === 'unavailable').map((r) => r.playerId),
  };
}

export async function insertGoals(db: Db, rows: Array<typeof goals.$inferInsert>): Promise<void> {
  if (rows.length) await db.insert(goals).values(rows);
}

export async function countRows(db: Db, table: 'players' | 'opposition_teams' | 'matches', teamId: number) {
  const result = (await db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} where my_team_id = ${teamId}`,
  )) as unknown as { rows: Array<{ n: number }> };
  return Number(result.rows[0]?.n ?? 0);
}
