import { type SQL, sql } from 'drizzle-orm';
import type {
  CreateFormationBody,
  Formation,
  UpdateFormationBody,
} from '../../../shared/contracts/formations.js';
import { defaultFormationShape } from '../../../shared/domain/formation-shapes.js';
import { DEFAULT_PERIOD_COUNT } from '../../../shared/domain/match-periods.js';
import type { Db } from '../../db/client.js';
import { isForeignKeyViolation } from '../../db/database-errors.js';
import { prepareStatement } from '../../db/prepared.js';
import { retryTransient } from '../../db/transaction.js';
import { formationJsonSql, toFormation } from './formations.js';

// A formation save as one statement (decision 029), tried before the transaction of
// formation-writes.ts: CTEs check everything the transaction checks (the match is the team's and the
// quarter one of its periods, every player is the team's and stands in one place, the version), write
// the formation row and its places (upsert and delete: a player who stays keeps his row), and answer the
// formation as GET reads it. It only ever writes a save the transaction would have written the same
// way. When it writes nothing (a rule refused, a stale version, another save in between) or a row it
// refers to went meanwhile (a foreign key), the caller runs the transaction, which says exactly why or
// saves under its locks. So the refusals keep one source, and the statement is the fast path of a
// save that goes through, which is nearly every save.

type FormationForm = Omit<UpdateFormationBody, 'version'>;
type PlaceList = 'pitch' | 'bench' | 'unavailable';

const p = (name: string) => sql.placeholder(name);

/** totalPeriods (shared/domain/match-periods.ts) in SQL, over the match row `m`; a test compares them. */
export const totalPeriodsSql = `case
  when jsonb_typeof(m.substitution_timings) = 'array' and jsonb_array_length(m.substitution_timings) > 0
    then jsonb_array_length(m.substitution_timings)
  when m.default_substitutions is not null then greatest(0, m.default_substitutions) + 1
  else ${DEFAULT_PERIOD_COUNT} end`;

/** The places sent, one row each: the lists not in `sentLists` are empty arrays. */
const sentPlacesSql = sql`
  select pp.id as player_id, 'pitch'::text as place, pp.x::real as x, pp.y::real as y, (pp.n - 1)::int as ordinal
  from unnest(${p('pitchIds')}::int[], ${p('pitchXs')}::float8[], ${p('pitchYs')}::float8[])
    with ordinality as pp(id, x, y, n)
  union all
  select b.id, 'bench', null, null, (b.n - 1)::int from unnest(${p('benchIds')}::int[]) with ordinality as b(id, n)
  union all
  select u.id, 'unavailable', null, null, (u.n - 1)::int
  from unnest(${p('unavailableIds')}::int[]) with ordinality as u(id, n)`;

/** Over `places`: nobody twice, and everybody a player of the team. */
const placesOkSql = sql`
  select not exists (select 1 from places pl group by pl.player_id having count(*) > 1)
    and not exists (select 1 from places pl where not exists (
      select 1 from players py where py.id = pl.player_id and py.my_team_id = ${p('teamId')})) as ok`;

/** Over `target (match_id, quarter, is_period_named)`: the period is one of the match's, when named. */
const periodOkSql = sql`
  select t.match_id is null or not t.is_period_named or coalesce((
    select t.quarter <= ${sql.raw(totalPeriodsSql)} from matches m
    where m.id = t.match_id and m.my_team_id = ${p('teamId')}), false) as ok
  from target t`;

/** The new places replace the old over `saved f`: those who stay keep their row, updated. */
const writePlacesSql = sql`
  removed as (
    delete from formation_places fp using saved f
    where fp.formation_id = f.id and cardinality(${p('sentLists')}::text[]) > 0
      and not exists (select 1 from places pl where pl.player_id = fp.player_id)
  ),
  placed as (
    insert into formation_places (formation_id, player_id, place, x, y, ordinal)
    select f.id, pl.player_id, pl.place, pl.x, pl.y, pl.ordinal from saved f, places pl
    where cardinality(${p('sentLists')}::text[]) > 0
    on conflict (formation_id, player_id) do update
      set place = excluded.place, x = excluded.x, y = excluded.y, ordinal = excluded.ordinal
      -- A save usually moves a player or two: the others' rows are left as they are (no new version).
      where (formation_places.place, formation_places.x, formation_places.y, formation_places.ordinal)
        is distinct from (excluded.place, excluded.x, excluded.y, excluded.ordinal)
  )`;

/** The answer over `saved f`, its places being `places` (what this statement wrote). */
const answerSql = sql.raw(
  formationJsonSql({
    pitch: `(select json_agg(json_build_array(pl.player_id, pl.x, pl.y) order by pl.ordinal, pl.player_id)
      from places pl where pl.place = 'pitch')`,
    bench: `(select json_agg(pl.player_id order by pl.ordinal, pl.player_id) from places pl
      where pl.place = 'bench')`,
    unavailable: `(select json_agg(pl.player_id order by pl.ordinal, pl.player_id) from places pl
      where pl.place = 'unavailable')`,
  }),
);

function placeValues(form: Pick<FormationForm, 'playerPositions' | 'benchPlayers' | 'unavailablePlayers'>) {
  const sentLists: PlaceList[] = [];
  if (form.playerPositions !== undefined) sentLists.push('pitch');
  if (form.benchPlayers !== undefined) sentLists.push('bench');
  if (form.unavailablePlayers !== undefined) sentLists.push('unavailable');
  const pitch = form.playerPositions ?? [];
  return {
    sentLists,
    pitchIds: pitch.map((place) => place.playerId),
    pitchXs: pitch.map((place) => place.x),
    pitchYs: pitch.map((place) => place.y),
    benchIds: form.benchPlayers ?? [],
    unavailableIds: form.unavailablePlayers ?? [],
  };
}

async function runSave(db: Db, name: string, build: () => SQL, values: Record<string, unknown>) {
  try {
    // Retried on a deadlock like any transaction (decision 037): a refused statement wrote nothing.
    const statement = prepareStatement<{ formation: string }>(db, name, build);
    const [row] = await retryTransient(db, () => statement.execute(values));
    return row ? toFormation(JSON.parse(row.formation) as unknown[]) : null;
  } catch (error) {
    // A player or the match went between this statement's snapshot and its write.
    if (isForeignKeyViolation(error)) return null;
    throw error;
  }
}

/** A new formation in one statement, or null: then the transaction decides (see above). */
export function tryCreateFormation(
  db: Db,
  teamId: number,
  userId: number,
  input: CreateFormationBody,
  now: Date,
): Promise<Formation | null> {
  return runSave(
    db,
    'create_formation',
    () => sql`
      with target as (
        select ${p('matchId')}::int as match_id, ${p('quarter')}::int as quarter, true as is_period_named
      ),
      period_ok as (${periodOkSql}),
      places as (${sentPlacesSql}),
      places_ok as (${placesOkSql}),
      saved as (
        insert into formations (my_team_id, match_id, quarter, formation, name, notes, user_id, created_at,
          updated_at)
        select ${p('teamId')}::int, t.match_id, t.quarter, ${p('shape')}::text, ${p('name')}::text,
          ${p('notes')}::text, ${p('userId')}::int, ${p('now')}::timestamptz, ${p('now')}::timestamptz
        from target t
        where (select ok from period_ok) and (select ok from places_ok)
        returning *
      ),
      ${writePlacesSql}
      select ${answerSql}::text as formation from saved f`,
    {
      teamId,
      userId,
      now: now.toISOString(),
      matchId: input.matchId ?? null,
      quarter: input.quarter ?? 1,
      shape: input.formation ?? defaultFormationShape,
      name: input.name ?? null,
      notes: input.notes ?? null,
      ...placeValues({
        playerPositions: input.playerPositions ?? [],
        benchPlayers: input.benchPlayers ?? [],
        unavailablePlayers: input.unavailablePlayers ?? [],
      }),
    },
  );
}

/**
 * A save of a saved formation in one statement, or null: then the transaction decides. The fields sent
 * replace what is stored, the others stay; a list not sent keeps its stored rows. Like a match write
 * (decision 025), the claim also requires the row this statement's snapshot saw (its `xmin`): a save
 * that got in between makes it write nothing, rather than merge with lists read before that save.
 */
export function tryUpdateFormation(
  db: Db,
  teamId: number,
  userId: number,
  formationId: number,
  input: FormationForm,
  expectedVersion: number | undefined,
  now: Date,
): Promise<Formation | null> {
  return runSave(
    db,
    'update_formation',
    () => sql`
      with seen as (
        select f.xmin, f.match_id, f.quarter from formations f
        where f.id = ${p('formationId')} and f.my_team_id = ${p('teamId')}
      ),
      target as (
        select case when ${p('setMatch')}::boolean then ${p('matchId')}::int else s.match_id end as match_id,
          coalesce(${p('quarter')}::int, s.quarter) as quarter,
          ${p('setMatch')}::boolean or ${p('quarter')}::int is not null as is_period_named
        from seen s
      ),
      period_ok as (${periodOkSql}),
      places as (
        ${sentPlacesSql}
        union all
        select fp.player_id, fp.place, fp.x, fp.y, fp.ordinal from formation_places fp
        where fp.formation_id = ${p('formationId')} and not (fp.place = any(${p('sentLists')}::text[]))
      ),
      places_ok as (${placesOkSql}),
      saved as (
        update formations f set version = f.version + 1, updated_at = ${p('now')}::timestamptz,
          user_id = ${p('userId')}::int, match_id = t.match_id, quarter = t.quarter,
          formation = coalesce(${p('shape')}::text, f.formation),
          name = case when ${p('setName')}::boolean then ${p('name')}::text else f.name end,
          notes = case when ${p('setNotes')}::boolean then ${p('notes')}::text else f.notes end
        from target t
        where f.id = ${p('formationId')} and f.my_team_id = ${p('teamId')}
          and f.xmin = (select s.xmin from seen s)
          and f.version = coalesce(${p('expected')}::int, f.version)
          and (select ok from period_ok) and (select ok from places_ok)
        returning f.*
      ),
      ${writePlacesSql}
      select ${answerSql}::text as formation from saved f`,
    {
      teamId,
      userId,
      formationId,
      expected: expectedVersion ?? null,
      now: now.toISOString(),
      setMatch: input.matchId !== undefined,
      matchId: input.matchId ?? null,
      quarter: input.quarter ?? null,
      shape: input.formation ?? null,
      setName: input.name !== undefined,
      name: input.name ?? null,
      setNotes: input.notes !== undefined,
      notes: input.notes ?? null,
      ...placeValues(input),
    },
  );
}
