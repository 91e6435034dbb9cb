import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Formation, PlayerPosition } from '../../../shared/contracts/formations.js';
import type { Db } from '../../db/client.js';
import { readThrough } from '../../db/read-cache.js';
import { formationPlaces, formations, matches } from '../../db/schema.js';
import { notFound } from '../../errors.js';

// Formations as the API reads them (match planning's mini pitches and bench, the library, the editor).
// A formation's places are rows (decision 013), gathered beside each formation in the same statement.

function parsed<T>(value: unknown, fallback: T): T {
  if (typeof value === 'string') return JSON.parse(value) as T;
  return (value ?? fallback) as T;
}

const placeList = (place: 'bench' | 'unavailable') => sql<number[]>`coalesce(array(
  select p.player_id from ${formationPlaces} p
  where p.formation_id = ${formations.id} and p.place = ${place} order by p.ordinal, p.player_id
), '{}')`;

const placeLists = {
  pitch: sql<unknown>`(
    select jsonb_agg(jsonb_build_object('playerId', p.player_id, 'x', p.x, 'y', p.y) order by p.ordinal, p.player_id)
    from ${formationPlaces} p where p.formation_id = ${formations.id} and p.place = 'pitch'
  )`,
  bench: placeList('bench'),
  unavailable: placeList('unavailable'),
};

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);

/** Formations matching `conditions`, as the API sends them, most recently updated first (then highest id). */
async function selectFormations(db: Db, conditions: SQL[]): Promise<Formation[]> {
  const rows = await db
    .select({ formation: formations, ...placeLists })
    .from(formations)
    .where(and(...conditions))
    .orderBy(desc(formations.updatedAt), desc(formations.id));
  return rows.map(({ formation: f, pitch, bench, unavailable }) => ({
    id: f.id,
    name: f.name,
    formation: f.formation,
    quarter: f.quarter,
    matchId: f.matchId,
    myTeamId: f.myTeamId,
    userId: f.userId,
    playerPositions: parsed<PlayerPosition[]>(pitch, []).map((p) => ({
      playerId: Number(p.playerId),
      x: Number(p.x),
      y: Number(p.y),
    })),
    benchPlayers: ids(bench),
    unavailablePlayers: ids(unavailable),
    notes: f.notes,
    createdAt: f.createdAt.toISOString(),
    updatedAt: f.updatedAt.toISOString(),
    version: f.version,
  }));
}

/**
 * The team's formations, most recently updated first (then highest id); with `matchId`, only that
 * match's, and a match that is not the team's is 404 `Match not found`. Kept in the embedded database's
 * read cache until the next write (decision 017).
 */
export async function listFormations(db: Db, teamId: number, matchId?: number): Promise<Formation[]> {
  return readThrough(db, `formations:${teamId}:${matchId ?? ''}`, async () => {
    const conditions: SQL[] = [eq(formations.myTeamId, teamId)];
    if (matchId !== undefined) {
      const [match] = await db
        .select({ id: matches.id })
        .from(matches)
        .where(and(eq(matches.id, matchId), eq(matches.myTeamId, teamId)));
      if (!match) throw notFound('Match');
      conditions.push(eq(formations.matchId, matchId));
    }
    return selectFormations(db, conditions);
  });
}

/** One formation of the team as GET lists it (a write reads back what it saved, in its transaction). */
export async function getFormation(db: Db, teamId: number, formationId: number): Promise<Formation> {
  const [formation] = await selectFormations(db, [
    eq(formations.id, formationId),
    eq(formations.myTeamId, teamId),
  ]);
  if (!formation) throw notFound('Formation');
  return formation;
}
