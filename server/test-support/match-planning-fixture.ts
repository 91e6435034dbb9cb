import { eq } from 'drizzle-orm';
import type { Match } from '../../shared/contracts/matches.js';
import { clubMemberships, clubs, teams, users } from '../db/schema.js';
import {
  addTeamMember,
  insertMatch,
  insertOpponent,
  insertPlayers,
  insertTeam,
  type MatchFixture,
} from './team-fixtures.js';
import type { TestApp, TestResponse } from './test-app.js';

// A team in a club for the match planning tests, with every kind of caller: its coach, the club's
// admin (no team membership), a parent, the coach of another team, and a signed-in user with no team.

export type PlanningTeam = { id: number; secureId: string };
export type Caller = 'coach' | 'clubAdmin' | 'parent' | 'otherCoach' | 'noTeam' | 'signedOut';

export type PlanningFixture = {
  team: PlanningTeam;
  other: PlanningTeam;
  /** The team's players by shirt number 1..8. */
  players: number[];
  /** Players of the other team. */
  otherPlayers: number[];
  opponent: number;
  otherOpponent: number;
  cookies: Record<Caller, string | undefined>;
  /** A match of the team (by default: home, no date, no score). */
  match: (fields?: MatchFixture) => Promise<number>;
  otherMatch: (fields?: MatchFixture) => Promise<number>;
  request: (
    method: string,
    path: string,
    who: Caller,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<TestResponse>;
  /** A match as GET /api/teams/:teamId/matches answers it. */
  read: (matchId: number) => Promise<Match>;
};

export async function setUpPlanningTeam(t: TestApp, label: string): Promise<PlanningFixture> {
  const domain = `${label.toLowerCase().replace(/[^a-z]/g, '')}.test`;
  const [club] = await t.db
    .insert(clubs)
    .values({ name: `${label} FC` })
    .returning();
  if (!club) throw new Error('club insert failed');
  const team = await insertTeam(t.db, `${label} U11`);
  await t.db.update(teams).set({ clubId: club.id }).where(eq(teams.id, team.id));
  const other = await insertTeam(t.db, `${label} Rivals U11`);
  await addTeamMember(t.db, team.id, `coach@${domain}`, 'coach');
  await addTeamMember(t.db, team.id, `parent@${domain}`, 'player_parent');
  await addTeamMember(t.db, other.id, `other@${domain}`, 'coach');
  const [clubAdmin] = await t.db
    .insert(users)
    .values([{ email: `clubadmin@${domain}` }, { email: `noteam@${domain}` }])
    .returning();
  if (!clubAdmin) throw new Error('user insert failed');
  await t.db.insert(clubMemberships).values({ userId: clubAdmin.id, clubId: club.id });
  const cookies: Record<Caller, string | undefined> = {
    coach: await t.signIn(`coach@${domain}`),
    clubAdmin: await t.signIn(`clubadmin@${domain}`),
    parent: await t.signIn(`parent@${domain}`),
    otherCoach: await t.signIn(`other@${domain}`),
    noTeam: await t.signIn(`noteam@${domain}`),
    signedOut: undefined,
  };
  const players = (await insertPlayers(t.db, team.id, [1, 2, 3, 4, 5, 6, 7, 8])).map((p) => p.id);
  const otherPlayers = (await insertPlayers(t.db, other.id, [1, 2])).map((p) => p.id);
  const opponent = await insertOpponent(t.db, team.id, `${label} Kestrels`);
  const otherOpponent = await insertOpponent(t.db, other.id, `${label} Hawks`);
  const fixture: PlanningFixture = {
    team,
    other,
    players,
    otherPlayers,
    opponent,
    otherOpponent,
    cookies,
    match: (fields = {}) => insertMatch(t.db, team.id, fields),
    otherMatch: (fields = {}) => insertMatch(t.db, other.id, fields),
    request: (method, path, who, body, headers) =>
      t.request(method, path, { cookie: cookies[who], body, headers }),
    read: async (matchId) => {
      const res = await t.request('GET', `/api/teams/${team.secureId}/matches`, { cookie: cookies.coach });
      const found = (res.body as Match[]).find((m) => m.id === matchId);
      if (!found) throw new Error(`match ${matchId} not listed`);
      return found;
    },
  };
  return fixture;
}
