import { sql } from 'drizzle-orm';
import type { Formation } from '../../../shared/contracts/formations.js';
import type { Db } from '../../db/client.js';
import { prepareStatement } from '../../db/prepared.js';
import { readThrough } from '../../db/read-cache.js';
import { notFound } from '../../errors.js';

// Formations as the API reads them (match planning's mini pitches and bench, the library, the editor).
// A formation's places are rows (decision 013), gathered beside each formation in the same statement:
// each formation is one JSON array built in SQL (as matches are, decision 025), one prepared statement
// per read, the answer parsed once. `toFormation` reads the array in the order `formationJson` writes.
const placeIds = (place: 'bench' | 'unavailable') =>
  `(select json_agg(p.player_id order by p.ordinal, p.player_id) from formation_places p
    where p.formation_id = f.id and p.place = '${place}')`;
const epochMs = (column: string) => `floor(extract(epoch from ${column}) * 1000)`;

/** One formation as the JSON array `toFormation` reads, over the formations row `f` and its places. */
const formationJson = `json_build_array(f.id, f.name, f.formation, f.quarter, f.match_id, f.my_team_id,
  f.user_id,
  (select json_agg(json_build_array(p.player_id, p.x, p.y) order by p.ordinal, p.player_id)
    from formation_places p where p.formation_id = f.id and p.place = 'pitch'),
  ${placeIds('bench')}, ${placeIds('unavailable')}, f.notes, ${epochMs('f.created_at')},
  ${epochMs('f.updated_at')}, f.version, ${epochMs('f.planned_at')})`;
const newestFirst = 'order by f.updated_at desc, f.id desc';

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);
const iso = (ms: unknown) => new Date(Number(ms)).toISOString();
const isoOrNull = (ms: unknown) => (ms === null || ms === undefined ? null : iso(ms));

function toFormation(values: readonly unknown[]): Formation {
  const [id, name, shape, quarter, matchId, myTeamId, userId, pitch, bench, unavailable, notes] = values;
  return {
    id: id as number,
    name: name as string | null,
    formation: shape as string,
    quarter: quarter as number,
    matchId: matchId as number | null,
    myTeamId: myTeamId as number,
    userId: userId as number | null,
    playerPositions: ((pitch ?? []) as unknown[][]).map(([playerId, x, y]) => ({
      playerId: Number(playerId),
      x: Number(x),
      y: Number(y),
    })),
    benchPlayers: ids(bench),
    unavailablePlayers: ids(unavailable),
    notes: notes as string | null,
    createdAt: iso(values[11]),
    updatedAt: iso(values[12]),
    version: values[13] as number,
    plannedAt: isoOrNull(values[14]),
  };
}

const toFormations = (json: string | null | undefined): Formation[] =>
  json ? (JSON.parse(json) as unknown[][]).map(toFormation) : [];

/**
 * The team's formations, most recently updated first (then highest id); with `matchId`, only that
 * match's, and a match that is not the team's is 404 `Match not found` (told in the same statement).
 * Kept in the embedded database's read cache until a write that may change them (decisions 017, 025).
 */
export async function listFormations(db: Db, teamId: number, matchId?: number): Promise<Formation[]> {
  return readThrough(db, `formations:${teamId}:${matchId ?? ''}`, async () => {
    const team = sql.placeholder('teamId');
    if (matchId === undefined) {
      const query = prepareStatement<{ list: string | null }>(
        db,
        'team_formations',
        () => sql`
        select json_agg(${sql.raw(formationJson)} ${sql.raw(newestFirst)})::text as list
        from formations f where f.my_team_id = ${team}`,
      );
      const [row] = await query.execute({ teamId });
      return toFormations(row?.list);
    }
    const match = sql.placeholder('matchId');
    const query = prepareStatement<{ found: boolean; list: string | null }>(
      db,
      'match_formations',
      () => sql`
      select exists (select 1 from matches m where m.id = ${match} and m.my_team_id = ${team}) as found,
        (select json_agg(${sql.raw(formationJson)} ${sql.raw(newestFirst)}) from formations f
         where f.my_team_id = ${team} and f.match_id = ${match})::text as list`,
    );
    const [row] = await query.execute({ teamId, matchId });
    if (!row?.found) throw notFound('Match');
    return toFormations(row.list);
  });
}

/** One formation of the team as GET lists it (a write reads back what it saved, in its transaction). */
export async function getFormation(db: Db, teamId: number, formationId: number): Promise<Formation> {
  const query = prepareStatement<{ formation: string }>(
    db,
    'one_formation',
    () => sql`
    select ${sql.raw(formationJson)}::text as formation from formations f
    where f.id = ${sql.placeholder('formationId')} and f.my_team_id = ${sql.placeholder('teamId')}`,
  );
  const [row] = await query.execute({ teamId, formationId });
  if (!row) throw notFound('Formation');
  return toFormation(JSON.parse(row.formation) as unknown[]);
}
