import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { players } from '../db/schema.js';
import { addTeamMember, insertFormation, insertTeam } from './team-fixtures.js';
import { startTestApp, type TestApp } from './test-app.js';

// The setting the squad's playing-time tests share (season minutes, a player's sheet, the family's view,
// the statistics): an app at a fixed "now", the team and a rival team with their people signed in,
// kick-offs by day, periods planned with players in known lines, and when each player joined the squad.

export type TestTeam = { id: number; secureId: string };

export type TeamAndRivals = {
  t: TestApp;
  team: TestTeam;
  rivals: TestTeam;
  /** Gives `email` a role on a team and signs in: the user's id and session cookie. */
  member: (
    teamId: number,
    email: string,
    role: 'coach' | 'player_parent',
  ) => Promise<{ userId: number; cookie: string }>;
};

/** A test app whose clock reads `now`, with the team and its rivals (another team) named as given. */
export async function startTeamAndRivals(
  now: string,
  names: { team: string; rivals: string },
): Promise<TeamAndRivals> {
  const t = await startTestApp();
  t.clock.set(now);
  const team = await insertTeam(t.db, names.team);
  const rivals = await insertTeam(t.db, names.rivals);
  const member: TeamAndRivals['member'] = async (teamId, email, role) => {
    const userId = await addTeamMember(t.db, teamId, email, role);
    return { userId, cookie: await t.signIn(email) };
  };
  return { t, team, rivals, member };
}

/** Kick-off at 10:00 UTC on `day` (YYYY-MM-DD): the same London day whatever the season. */
export const kickOff = (day: string) => new Date(`${day}T10:00:00.000Z`);

/** A pitch spot in each line (the spot decides the line a period counts in). */
export const spot = {
  GK: { x: 5, y: 50 },
  CB: { x: 25, y: 50 },
  CM: { x: 50, y: 50 },
  ST: { x: 80, y: 50 },
} as const;

/** No periods in any line. */
export const zeroLines = { GK: 0, DEF: 0, MID: 0, FWD: 0 };

/** Period `period` of a match planned (before any match of the tests) with these players on the pitch and bench. */
export function planPeriod(
  db: Db,
  teamId: number,
  matchId: number,
  period: number,
  fields: { playerPositions: Array<{ playerId: number; x: number; y: number }>; benchPlayers?: number[] },
): Promise<number> {
  return insertFormation(db, {
    myTeamId: teamId,
    matchId,
    quarter: period,
    plannedAt: new Date('2025-01-01T00:00:00Z'),
    ...fields,
  });
}

/** When these players joined the squad: the matches they count as in the squad for start then. */
export async function setJoined(db: Db, playerIds: readonly number[], when: string): Promise<void> {
  await db
    .update(players)
    .set({ createdAt: new Date(when) })
    .where(inArray(players.id, [...playerIds]));
}
