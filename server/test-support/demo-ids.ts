import type { Db } from '../db/client.js';

/** Real ids of one demo team's rows, to fill a route pattern's parameters. */
export type DemoIds = {
  team: string;
  teamNumber: string;
  club: string;
  player: string;
  opposition: string;
  match: string;
  goal: string;
  formation: string;
  user: string;
};

async function one(db: Db, query: string): Promise<string> {
  const result = (await db.execute(query)) as unknown as { rows: Array<{ v: unknown }> };
  const value = result.rows[0]?.v;
  if (value === undefined || value === null) throw new Error(`demo data has nothing for: ${query}`);
  return String(value);
}

/** The first player, opponent, match, goal and formation of a demo team (seeded with seedDemoData). */
export async function loadDemoIds(db: Db, teamName: string, userEmail: string): Promise<DemoIds> {
  const teamId = await one(db, `select t.id as v from teams t where t.name = '${teamName}'`);
  return {
    team: await one(db, `select t.secure_id as v from teams t where t.id = ${teamId}`),
    teamNumber: teamId,
    club: await one(db, `select t.club_id as v from teams t where t.id = ${teamId}`),
    player: await one(
      db,
      `select p.id as v from players p where p.my_team_id = ${teamId} order by p.id limit 1`,
    ),
    opposition: await one(
      db,
      `select o.id as v from opposition_teams o where o.my_team_id = ${teamId} order by o.id limit 1`,
    ),
    match: await one(
      db,
      `select m.id as v from matches m where m.my_team_id = ${teamId} order by m.id limit 1`,
    ),
    goal: await one(
      db,
      `select g.id as v from goals g join matches m on m.id = g.match_id where m.my_team_id = ${teamId} order by g.id limit 1`,
    ),
    formation: await one(
      db,
      `select f.id as v from formations f where f.my_team_id = ${teamId} order by f.id limit 1`,
    ),
    user: await one(db, `select u.id as v from users u where u.email = '${userEmail}'`),
  };
}

/** A route pattern with the parameters filled from `ids`, so a request is about real rows. */
export function fillRoutePath(url: string, ids: DemoIds): string {
  return (
    url
      .replace(':teamId', url.startsWith('/api/clubs/') ? ids.teamNumber : ids.team)
      .replace(':clubId', ids.club)
      .replace(':userId', ids.user)
      .replace(':playerId', ids.player)
      // A match's event id (decision 057); a training session's, training-<id>, is judged the same way.
      .replace(':eventId', `match-${ids.match}`)
      .replace(':id', () => {
        if (url.startsWith('/api/players/')) return ids.player;
        if (/^\/api\/teams\/:teamId\/matches\/:id/.test(url)) return ids.match;
        if (url.startsWith('/api/teams/')) return ids.opposition;
        if (url.startsWith('/api/goals/')) return ids.goal;
        if (url.startsWith('/api/formations/')) return ids.formation;
        if (url.startsWith('/api/matches/')) return ids.match;
        if (url.startsWith('/api/admin/clubs/')) return ids.club;
        return ids.teamNumber;
      })
  );
}
