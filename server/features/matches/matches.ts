import { asc, eq, sql } from 'drizzle-orm';
import { type Goal, listMatchesResponse, type Match } from '../../../shared/contracts/matches.js';
import { meetClock } from '../../../shared/domain/match-meet-time.js';
import { isMatchResultCode } from '../../../shared/domain/match-result-code.js';
import type { Db } from '../../db/client.js';
import { prepareStatement } from '../../db/prepared.js';
import { readThrough } from '../../db/read-cache.js';
import { goals, type matches } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import { isoFromEpochMs } from './iso-time.js';

export type MatchRow = typeof matches.$inferSelect;

// A match as the database answers it: one JSON array per match, built in SQL (decision 025). Parsing one
// JSON text is far cheaper than decoding a row per match and a row per list entry: for a season of 200
// matches the read went from four statements and ~1,800 decoded rows to one statement and one parse.
// `matchFields` fixes the order: the SQL writes the values in it and `toMatch` reads them back by name.

/** How SQL writes a timestamp for JSON: whole milliseconds since 1970, as a JavaScript Date keeps it. */
const epochMs = (column: string) => `floor(extract(epoch from ${column}) * 1000)`;

const matchFields = [
  ['id', 'id'],
  ['myTeamId', 'my_team_id'],
  ['opponentTeamId', 'opponent_team_id'],
  ['matchDate', null],
  ['isHome', 'is_home'],
  ['homeScore', 'home_score'],
  ['awayScore', 'away_score'],
  ['captainPlayerId', 'captain_player_id'],
  ['matchLength', 'match_length'],
  ['substitutionTimings', 'substitution_timings'],
  ['defaultSubstitutions', 'default_substitutions'],
  ['comments', 'comments'],
  ['faFixtureId', 'fa_fixture_id'],
  ['isPostponed', 'is_postponed'],
  ['resultCode', 'result_code'],
  ['isCup', 'is_cup'],
  ['competition', 'competition'],
  ['isTimeTbc', 'is_time_tbc'],
  ['meetMinutesBefore', 'meet_minutes_before'],
  ['createdAt', null],
  ['updatedAt', null],
  ['version', 'version'],
] as const;
const timestampColumns = { matchDate: 'match_date', createdAt: 'created_at', updatedAt: 'updated_at' };

/** What each match's lists are, in SQL over the match's alias: JSON, or null for none. */
type MatchListsSql = {
  opponentName: string;
  unavailable: string;
  setPieces: string;
  cleanSheets: string;
};

/**
 * The lists of the match `m` read from their tables (decision 013), one correlated subquery each. Their
 * own aliases start with `l`, so that `m` may be any other name.
 */
const storedLists = (m: string): MatchListsSql => ({
  opponentName: `(select lo.name from opposition_teams lo where lo.id = ${m}.opponent_team_id)`,
  unavailable: `(select json_agg(lu.player_id order by lu.player_id) from match_unavailable_players lu
    where lu.match_id = ${m}.id)`,
  setPieces: `(select json_object_agg(lr.role_type, lr.ids) from (
    select lt.role_type, json_agg(lt.player_id order by lt.priority) as ids
    from match_set_piece_takers lt where lt.match_id = ${m}.id group by lt.role_type) lr)`,
  cleanSheets: `(select json_object_agg(lc.kind || lc.slot, lc.player_id) from match_clean_sheets lc
    where lc.match_id = ${m}.id)`,
});

/** The JSON array of the match row `m` (a table alias or a CTE's name) with its lists, as SQL text. */
function matchJsonSql(m: string, lists: MatchListsSql): string {
  const values = matchFields.map(([field, column]) =>
    column === null
      ? epochMs(`${m}.${timestampColumns[field as keyof typeof timestampColumns]}`)
      : `${m}.${column}`,
  );
  return `json_build_array(${[...values, lists.opponentName, lists.unavailable, lists.setPieces, lists.cleanSheets].join(', ')})`;
}

type SetPieceLists = Partial<Record<'penalty' | 'corner' | 'attackingFk' | 'defensiveFk', unknown>>;
type CleanSheetSlots = Partial<Record<string, number>>;

// Arrays of ids, and the timings list (JSON written by several screens): anything but whole numbers
// reads as absent.
const idArray = (value: unknown): number[] =>
  Array.isArray(value) ? value.map(Number).filter((n) => Number.isSafeInteger(n)) : [];

const isoOf = (ms: unknown): string | null => (ms === null ? null : isoFromEpochMs(Number(ms)));

/** One match from the array `matchJsonSql` built (already parsed from JSON). */
function toMatch(values: readonly unknown[]): Match {
  const row: Record<string, unknown> = {};
  matchFields.forEach(([field], i) => {
    row[field] = values[i];
  });
  const at = matchFields.length;
  const setPieces = (values[at + 2] ?? {}) as SetPieceLists;
  const slots = (values[at + 3] ?? {}) as CleanSheetSlots;
  const slot = (name: string) => slots[name] ?? null;
  const matchDate = isoOf(row.matchDate);
  const isTimeTbc = row.isTimeTbc === true;
  const kickOff = { matchDate: matchDate === null ? null : new Date(matchDate), isTimeTbc };
  return {
    id: row.id as number,
    myTeamId: row.myTeamId as number,
    opponentTeamId: row.opponentTeamId as number | null,
    opponentName: values[at] as string | null,
    matchDate,
    isHome: row.isHome as number,
    homeScore: row.homeScore as number | null,
    awayScore: row.awayScore as number | null,
    cleanSheetKeeper1: slot('keeper1'),
    cleanSheetKeeper2: slot('keeper2'),
    cleanSheetDefender1: slot('defender1'),
    cleanSheetDefender2: slot('defender2'),
    cleanSheetDefender3: slot('defender3'),
    cleanSheetDefender4: slot('defender4'),
    cleanSheetDefender5: slot('defender5'),
    cleanSheetDefender6: slot('defender6'),
    cleanSheetDefender7: slot('defender7'),
    cleanSheetDefender8: slot('defender8'),
    captainPlayerId: row.captainPlayerId as number | null,
    unavailablePlayerIds: idArray(values[at + 1]),
    matchPenaltyOrder: idArray(setPieces.penalty),
    matchCornerOrder: idArray(setPieces.corner),
    matchAttackingFkOrder: idArray(setPieces.attackingFk),
    matchDefensiveFkOrder: idArray(setPieces.defensiveFk),
    matchLength: row.matchLength as number,
    substitutionTimings: idArray(row.substitutionTimings),
    defaultSubstitutions: row.defaultSubstitutions as number | null,
    comments: row.comments as string | null,
    faFixtureId: row.faFixtureId as string | null,
    isPostponed: row.isPostponed as boolean,
    resultCode: isMatchResultCode(row.resultCode) ? row.resultCode : null,
    isCup: row.isCup === true,
    competition: row.competition as string | null,
    isTimeTbc,
    meetTime: meetClock(kickOff, (row.meetMinutesBefore as number | null) ?? null),
    createdAt: isoOf(row.createdAt) as string,
    updatedAt: isoOf(row.updatedAt) as string,
    version: row.version as number,
  };
}

/** Matches from a JSON text holding an array of `matchJsonSql` arrays (null reads as none). */
export function toMatches(json: string | null | undefined): Match[] {
  const list = json ? (JSON.parse(json) as unknown[][]) : [];
  return list.map(toMatch);
}

/** The season statement's SQL: every match of `teamId` as one JSON text. */
function seasonSql() {
  const team = sql.placeholder('teamId');
  const lists: MatchListsSql = {
    opponentName: 'o.name',
    unavailable: 'un.ids',
    setPieces: 'sp.roles',
    cleanSheets: 'cs.slots',
  };
  return sql`
    with season as (select id from matches where my_team_id = ${team}),
    un as (
      select u.match_id, json_agg(u.player_id order by u.player_id) as ids
      from match_unavailable_players u join season on season.id = u.match_id group by u.match_id
    ),
    sp as (
      select r.match_id, json_object_agg(r.role_type, r.ids) as roles from (
        select t.match_id, t.role_type, json_agg(t.player_id order by t.priority) as ids
        from match_set_piece_takers t join season on season.id = t.match_id group by t.match_id, t.role_type
      ) r group by r.match_id
    ),
    cs as (
      select c.match_id, json_object_agg(c.kind || c.slot, c.player_id) as slots
      from match_clean_sheets c join season on season.id = c.match_id group by c.match_id
    )
    select json_agg(${sql.raw(matchJsonSql('m', lists))} order by m.match_date asc nulls last, m.id)::text as list
    from matches m
    left join opposition_teams o on o.id = m.opponent_team_id
    left join un on un.match_id = m.id
    left join sp on sp.match_id = m.id
    left join cs on cs.match_id = m.id
    where m.my_team_id = ${team}`;
}

/**
 * The team's matches by date, undated fixtures last (docs/decisions/003-match-date-may-be-empty.md), in
 * one prepared statement: each list grouped once for the whole season and joined by match.
 */
export async function listMatches(db: Db, teamId: number): Promise<Match[]> {
  const query = prepareStatement<{ list: string | null }>(db, 'season_matches', seasonSql);
  const [row] = await query.execute({ teamId });
  return toMatches(row?.list);
}

/**
 * The team's matches as the answer's JSON text, as Fastify's serializer would write it from the
 * contract: kept by the embedded database's read cache (decision 017), read afresh on a PostgreSQL
 * server, where another instance, psql or a restore may have written (issue 28 retired decision 026).
 */
export async function listMatchesJson(db: Db, teamId: number): Promise<string> {
  return readThrough(db, `matches:${teamId}`, async () =>
    JSON.stringify(listMatchesResponse.parse(await listMatches(db, teamId))),
  );
}

/** One match of the team with its lists; another team's (or a missing one) is 404 `Match not found`. */
export async function getMatch(db: Db, teamId: number, matchId: number): Promise<Match> {
  const query = prepareStatement<{ match: string }>(
    db,
    'one_match',
    () => sql`
    select ${sql.raw(matchJsonSql('m', storedLists('m')))}::text as match from matches m
    where m.id = ${sql.placeholder('matchId')} and m.my_team_id = ${sql.placeholder('teamId')}`,
  );
  const [row] = await query.execute({ teamId, matchId });
  if (!row) throw notFound('Match');
  return toMatch(JSON.parse(row.match) as unknown[]);
}

/** A match's goals by minute (goals without a minute last). */
export async function listGoals(db: Db, matchId: number): Promise<Goal[]> {
  const rows = await db
    .select()
    .from(goals)
    .where(eq(goals.matchId, matchId))
    .orderBy(sql`${goals.minute} asc nulls last`, asc(goals.id));
  return rows.map(toGoal);
}

export function toGoal(row: typeof goals.$inferSelect): Goal {
  return {
    id: row.id,
    matchId: row.matchId,
    minute: row.minute,
    scorerId: row.scorerId,
    assistId: row.assistId,
    isOwnGoal: row.isOwnGoal,
  };
}
