import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { periodsOf } from '../../shared/domain/match-periods.js';
import { generateSubstitutionTimings } from '../../shared/domain/match-settings.js';
import { migrationsFolder } from '../lib/paths.js';
import { insertBusyTeam } from '../test-support/bulk-fixtures.js';
import { createEmptyDatabase } from '../test-support/database-template.js';
import type { Database } from './client.js';
import { seedDemoData } from './seed-demo.js';

// Migration 0002 (decision 013) moves a match's lists and clean-sheet columns and a formation's places
// out of JSON into rows; 0010 (decision 022) gives formations the time they were planned. Each played as
// an upgrade: a database migrated to just before it by the app's own migrator, filled the old way, then
// migrated to the end. Runs on PGlite and, in CI, on the PostgreSQL server.

let database: Database | undefined;
let folder: string | undefined;
afterEach(async () => {
  await database?.close();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
  database = undefined;
  folder = undefined;
});

/** The migrations folder as it was before `tag`: the journal cut there, the SQL files as they are. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'touchline-migrations-'));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/** Runs each statement of a script in turn (one statement per query on both drivers). */
async function run(db: Database['db'], script: string): Promise<void> {
  for (const statement of script.split(/;\s*\n/)) {
    if (statement.trim()) await db.execute(sql.raw(statement));
  }
}

async function rows<T>(db: Database['db'], query: string): Promise<T[]> {
  return ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

async function upgradeFrom(
  fill: (db: Database['db']) => Promise<void>,
  before = '0002_match-data-in-rows',
): Promise<Database['db']> {
  database = await createEmptyDatabase();
  folder = migrationsBefore(before);
  await database.migrate(folder);
  await fill(database.db);
  await database.migrate();
  return database.db;
}

describe('0002: match and formation lists become rows', () => {
  it('moves the demo-shaped data: lists in order, ids stored as strings, strays and duplicates dropped', {
    timeout: 120_000,
  }, async () => {
    const db = await upgradeFrom(async (db) => {
      await run(
        db,
        `
        insert into teams (id, secure_id, name) values (1, 'ours-1', 'Ours'), (2, 'theirs-2', 'Theirs');
        insert into players (id, my_team_id, shirt_number, first_name, preferred_position) values
          (11, 1, 1, 'Keeper', 'Goalkeeper'), (12, 1, 2, 'Back', 'Centre Back'), (13, 1, 9, 'Nine', 'Striker'),
          (14, 1, 10, 'Ten', 'Attacking Midfielder'), (21, 2, 1, 'Other', 'Goalkeeper');
        insert into matches (id, my_team_id, home_score, away_score, clean_sheet_keeper1, clean_sheet_defender3,
                             unavailable_player_ids, match_penalty_order, match_corner_order,
                             match_attacking_fk_order, match_defensive_fk_order, captain_player_id)
        values (100, 1, 2, 0, 11, 12, '[14, "13", 21, "x", null, 99999]', '[13, "14", 13]', '["14"]',
                '"not a list"', '[]', 12),
               (101, 1, null, null, null, null, '[]', '[]', '[]', '[]', '[]', null);
        insert into formations (id, my_team_id, match_id, quarter, formation, player_positions, bench_players,
                                unavailable_players)
        values (500, 1, 100, 1, '4-4-2',
                '[{"playerId": 11, "x": 5, "y": 50}, {"playerId": "12", "x": 120, "y": -4},
                  {"playerId": 13, "x": "oops", "y": 1}, {"playerId": 21, "x": 10, "y": 10}, 7]',
                '[12, 13, "14"]', '[14, 11]');
      `,
      );
    });

    expect(await rows(db, 'select match_id, player_id from match_unavailable_players order by 1, 2')).toEqual(
      [
        { match_id: 100, player_id: 13 },
        { match_id: 100, player_id: 14 },
      ],
    );
    expect(
      await rows(
        db,
        'select match_id, role_type, player_id, priority from match_set_piece_takers order by 2, 4',
      ),
    ).toEqual([
      { match_id: 100, role_type: 'corner', player_id: 14, priority: 1 },
      { match_id: 100, role_type: 'penalty', player_id: 13, priority: 1 },
      { match_id: 100, role_type: 'penalty', player_id: 14, priority: 2 },
    ]);
    expect(
      await rows(db, 'select match_id, kind, slot, player_id from match_clean_sheets order by 2, 3'),
    ).toEqual([
      { match_id: 100, kind: 'defender', slot: 3, player_id: 12 },
      { match_id: 100, kind: 'keeper', slot: 1, player_id: 11 },
    ]);
    // One place per player: pitch before bench before unavailable; positions clamped to 0-100; entries
    // without numbers, of another team or not objects are dropped.
    expect(
      await rows(
        db,
        'select player_id, place, x, y from formation_places where formation_id = 500 order by 1',
      ),
    ).toEqual([
      { player_id: 11, place: 'pitch', x: 5, y: 50 },
      { player_id: 12, place: 'pitch', x: 100, y: 0 },
      { player_id: 13, place: 'bench', x: null, y: null },
      { player_id: 14, place: 'bench', x: null, y: null },
    ]);
    const columns = await rows<{ column_name: string }>(
      db,
      `select column_name from information_schema.columns
       where table_name in ('matches', 'formations') and (column_name like 'clean_sheet%' or column_name like '%order'
         or column_name in ('unavailable_player_ids', 'player_positions', 'bench_players', 'unavailable_players'))`,
    );
    expect(columns).toEqual([]);
    // The rows answer to their players: removing one removes his rows, nothing else.
    await db.execute(sql.raw('delete from players where id = 14'));
    expect(await rows(db, 'select count(*)::int as n from match_set_piece_takers')).toEqual([{ n: 1 }]);
    expect(await rows(db, 'select count(*)::int as n from formation_places')).toEqual([{ n: 3 }]);
  });

  it('moves a bulk history (many teams and matches) row for row', { timeout: 120_000 }, async () => {
    const db = await upgradeFrom(async (db) => {
      await run(
        db,
        `
        insert into teams (id, secure_id, name) select t, 'team-' || t, 'Team ' || t from generate_series(1, 20) t;
        insert into players (id, my_team_id, shirt_number, first_name, preferred_position)
          select t * 100 + s, t, s, 'P' || s, 'Midfielder' from generate_series(1, 20) t, generate_series(1, 11) s;
        insert into matches (my_team_id, home_score, away_score, clean_sheet_keeper1, clean_sheet_defender1,
                             unavailable_player_ids, match_penalty_order)
          select t, 1, 0, t * 100 + 1, t * 100 + 2, jsonb_build_array(t * 100 + 11),
                 jsonb_build_array(t * 100 + 9, t * 100 + 10)
          from generate_series(1, 20) t, generate_series(1, 50) m;
        insert into formations (my_team_id, match_id, quarter, player_positions, bench_players)
          select m.my_team_id, m.id, 1,
                 (select jsonb_agg(jsonb_build_object('playerId', m.my_team_id * 100 + s, 'x', s * 5, 'y', 50))
                    from generate_series(1, 10) s),
                 jsonb_build_array(m.my_team_id * 100 + 11)
          from matches m;
      `,
      );
    });
    expect(await rows(db, 'select count(*)::int as n from match_unavailable_players')).toEqual([{ n: 1000 }]);
    expect(await rows(db, 'select count(*)::int as n from match_set_piece_takers')).toEqual([{ n: 2000 }]);
    expect(await rows(db, 'select count(*)::int as n from match_clean_sheets')).toEqual([{ n: 2000 }]);
    expect(
      await rows(db, 'select place, count(*)::int as n from formation_places group by 1 order by 1'),
    ).toEqual([
      { place: 'bench', n: 1000 },
      { place: 'pitch', n: 10000 },
    ]);
  });

  const built = {
    'the demo club': (db: Database['db']) => seedDemoData(db, new Date('2026-11-21T10:00:00Z')),
    'the demo club beside busy teams of the bulk fixtures': async (db: Database['db']) => {
      for (const n of [1, 2, 3]) await insertBusyTeam(db, `Busy ${n}`, { matches: 150, goalsPerMatch: 2 });
      await seedDemoData(db, new Date('2026-11-21T10:00:00Z'));
    },
  };
  for (const [what, fill] of Object.entries(built)) {
    it(`turns ${what}, written the old way, into exactly the rows written today`, {
      timeout: 120_000,
    }, async () => {
      // The data on today's schema: what the migration must arrive at.
      const seeded = await createEmptyDatabase();
      try {
        await seeded.migrate();
        await fill(seeded.db);
        const json = async (query: string) =>
          (
            await rows<{ v: unknown }>(seeded.db, `select coalesce(json_agg(q), '[]') as v from (${query}) q`)
          )[0]?.v;

        const db = await upgradeFrom(async (old) => {
          // Every table as 0001 has it, filled from the seeded database with the columns both share; the
          // lists that 0002 moves are then written back in their old JSON shape.
          const tables = await rows<{ table_name: string }>(
            old,
            `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
          );
          const columnsOf = async (db: Database['db'], table: string) =>
            (
              await rows<{ column_name: string }>(
                db,
                `select column_name from information_schema.columns where table_schema = 'public' and table_name = '${table}'`,
              )
            ).map((c) => c.column_name);
          const copies: Array<{ table: string; columns: string[]; data: string }> = [];
          for (const { table_name: table } of tables) {
            const oldColumns = new Set(await columnsOf(old, table));
            const columns = (await columnsOf(seeded.db, table)).filter((c) => oldColumns.has(c));
            if (columns.length === 0) continue;
            copies.push({ table, columns, data: JSON.stringify(await json(`select * from "${table}"`)) });
          }
          await old.transaction(async (tx) => {
            // Foreign keys are checked by the migration's own joins; the copy order does not matter here.
            await tx.execute(sql.raw('set local session_replication_role = replica'));
            for (const { table, columns, data } of copies) {
              const list = columns.map((c) => `"${c}"`).join(', ');
              await tx.execute(
                sql`${sql.raw(`insert into "${table}" (${list}) select ${list} from json_populate_recordset(null::"${table}", `)}${data}::json)`,
              );
            }
            const matchLists = JSON.stringify(
              await json(`
              select m.id,
                (select coalesce(jsonb_agg(u.player_id order by u.player_id), '[]') from match_unavailable_players u where u.match_id = m.id) as unavailable,
                ${['penalty', 'corner', 'attackingFk', 'defensiveFk']
                  .map(
                    (role) =>
                      `(select coalesce(jsonb_agg(t.player_id order by t.priority), '[]') from match_set_piece_takers t where t.match_id = m.id and t.role_type = '${role}') as "${role}"`,
                  )
                  .join(',\n')},
                ${[1, 2]
                  .map(
                    (slot) =>
                      `(select player_id from match_clean_sheets c where c.match_id = m.id and c.kind = 'keeper' and c.slot = ${slot}) as k${slot}`,
                  )
                  .concat(
                    [1, 2, 3, 4, 5, 6, 7, 8].map(
                      (slot) =>
                        `(select player_id from match_clean_sheets c where c.match_id = m.id and c.kind = 'defender' and c.slot = ${slot}) as d${slot}`,
                    ),
                  )
                  .join(',\n')}
              from matches m`),
            );
            await tx.execute(sql`
            update matches set unavailable_player_ids = l.unavailable, match_penalty_order = l."penalty",
              match_corner_order = l."corner", match_attacking_fk_order = l."attackingFk",
              match_defensive_fk_order = l."defensiveFk",
              clean_sheet_keeper1 = l.k1, clean_sheet_keeper2 = l.k2, clean_sheet_defender1 = l.d1,
              clean_sheet_defender2 = l.d2, clean_sheet_defender3 = l.d3, clean_sheet_defender4 = l.d4,
              clean_sheet_defender5 = l.d5, clean_sheet_defender6 = l.d6, clean_sheet_defender7 = l.d7,
              clean_sheet_defender8 = l.d8
            from json_to_recordset(${matchLists}::json) as l(id int, unavailable jsonb, "penalty" jsonb,
              "corner" jsonb, "attackingFk" jsonb, "defensiveFk" jsonb, k1 int, k2 int, d1 int, d2 int, d3 int,
              d4 int, d5 int, d6 int, d7 int, d8 int)
            where matches.id = l.id`);
            const formationLists = JSON.stringify(
              await json(`
              select f.id,
                (select coalesce(jsonb_agg(jsonb_build_object('playerId', p.player_id, 'x', p.x, 'y', p.y) order by p.ordinal, p.player_id), '[]')
                   from formation_places p where p.formation_id = f.id and p.place = 'pitch') as pitch,
                (select coalesce(jsonb_agg(p.player_id order by p.ordinal, p.player_id), '[]')
                   from formation_places p where p.formation_id = f.id and p.place = 'bench') as bench,
                (select coalesce(jsonb_agg(p.player_id order by p.ordinal, p.player_id), '[]')
                   from formation_places p where p.formation_id = f.id and p.place = 'unavailable') as unavailable
              from formations f`),
            );
            await tx.execute(sql`
            update formations set player_positions = l.pitch, bench_players = l.bench,
              unavailable_players = l.unavailable
            from json_to_recordset(${formationLists}::json) as l(id int, pitch jsonb, bench jsonb, unavailable jsonb)
            where formations.id = l.id`);
          });
        });

        // Order within a list is what the API shows, so it is compared as a rank, not as stored numbers.
        const listQueries = [
          'select match_id, player_id from match_unavailable_players order by 1, 2',
          'select match_id, role_type, player_id, priority from match_set_piece_takers order by 1, 2, 4',
          'select match_id, kind, slot, player_id from match_clean_sheets order by 1, 2, 3',
          `select formation_id, player_id, place, x, y,
                rank() over (partition by formation_id, place order by ordinal, player_id) as at
         from formation_places order by 1, 2`,
        ];
        for (const query of listQueries) {
          const expected = await rows(seeded.db, query);
          expect(expected.length, query).toBeGreaterThan(0);
          expect(await rows(db, query), query).toEqual(expected);
        }
        // Nothing else changed on the way: every other table holds the same number of rows.
        const counts = `select (select count(*) from players)::int as players, (select count(*) from matches)::int as matches,
        (select count(*) from formations)::int as formations, (select count(*) from goals)::int as goals`;
        expect(await rows(db, counts)).toEqual(await rows(seeded.db, counts));
      } finally {
        await seeded.close();
      }
    });
  }
});

describe('0010: formations planned when they were last saved', () => {
  it('plans every formation at its updated_at, so each period shows what it showed before', {
    timeout: 120_000,
  }, async () => {
    const db = await upgradeFrom(async (db) => {
      await run(
        db,
        `
        insert into teams (id, secure_id, name) values (1, 'ours-1', 'Ours');
        insert into matches (id, my_team_id) values (100, 1);
        insert into formations (id, my_team_id, match_id, quarter, name, updated_at) values
          (500, 1, 100, 1, 'Plan', '2026-03-01T10:00:00Z'),
          (501, 1, 100, 1, 'Plan (Copy)', '2026-03-02T10:00:00Z'),
          (502, 1, 100, 2, 'Second half', '2026-03-01T09:00:00Z'),
          (503, 1, null, 1, 'Practice', '2026-02-01T08:00:00Z');
      `,
      );
    }, '0010_formation-planned-at');
    // A duplicate made before this migration was the plan its period showed (the newest), and stays so.
    expect(
      await rows(db, `select id, planned_at = updated_at as planned_when_saved from formations order by id`),
    ).toEqual([
      { id: 500, planned_when_saved: true },
      { id: 501, planned_when_saved: true },
      { id: 502, planned_when_saved: true },
      { id: 503, planned_when_saved: true },
    ]);
    // A formation written afterwards without naming the column is planned when written.
    await run(db, `insert into formations (id, my_team_id) values (504, 1)`);
    expect(await rows(db, 'select planned_at is not null as planned from formations where id = 504')).toEqual(
      [{ planned: true }],
    );
  });
});

describe('0012: a fair share target per team', () => {
  it('gives every existing team the 50% default, keeps its settings, and refuses a target past 0-100', {
    timeout: 120_000,
  }, async () => {
    const db = await upgradeFrom(async (db) => {
      await run(
        db,
        `
        insert into teams (id, secure_id, name, default_match_length, default_substitutions) values
          (1, 'ours-1', 'Ours', 60, 5),
          (2, 'ours-2', 'Others', 90, 3);
      `,
      );
    }, '0012_fair-share-target');
    expect(
      await rows(
        db,
        // (default_substitutions is left out: 0014 recounts it as changes, checked there.)
        'select id, name, default_match_length, fair_share_target from teams order by id',
      ),
    ).toEqual([
      { id: 1, name: 'Ours', default_match_length: 60, fair_share_target: 50 },
      { id: 2, name: 'Others', default_match_length: 90, fair_share_target: 50 },
    ]);
    await run(db, 'update teams set fair_share_target = 0 where id = 2');
    await expect(run(db, 'update teams set fair_share_target = 101 where id = 1')).rejects.toThrow();
    await expect(run(db, 'update teams set fair_share_target = -1 where id = 1')).rejects.toThrow();
    expect(await rows(db, 'select fair_share_target from teams order by id')).toEqual([
      { fair_share_target: 50 },
      { fair_share_target: 0 },
    ]);
  });
});

describe('0013: a format per team', () => {
  it('gives every existing team 11v11, keeps its settings, and refuses a format other than 5, 7, 9 or 11', {
    timeout: 120_000,
  }, async () => {
    const db = await upgradeFrom(async (db) => {
      await run(
        db,
        `
        insert into teams (id, secure_id, name, default_match_length, fair_share_target) values
          (1, 'ours-1', 'Ours', 60, 40),
          (2, 'ours-2', 'Others', 90, 50);
      `,
      );
    }, '0013_team-format');
    expect(
      await rows(db, 'select id, default_match_length, fair_share_target, format from teams order by id'),
    ).toEqual([
      { id: 1, default_match_length: 60, fair_share_target: 40, format: 11 },
      { id: 2, default_match_length: 90, fair_share_target: 50, format: 11 },
    ]);
    await run(db, 'update teams set format = 9 where id = 2');
    await expect(run(db, 'update teams set format = 8 where id = 1')).rejects.toThrow();
    await expect(run(db, 'update teams set format = 0 where id = 1')).rejects.toThrow();
    expect(await rows(db, 'select format from teams order by id')).toEqual([{ format: 11 }, { format: 9 }]);
  });
});

describe('0014: substitutions count changes, and no period moves', () => {
  type MatchRow = {
    id: number;
    match_length: number;
    substitution_timings: unknown;
    default_substitutions: number | null;
  };
  type TeamRow = {
    id: number;
    default_match_length: number;
    default_substitution_timings: number[];
    default_substitutions: number;
  };
  // The periods the app shows, read as every reader of a match row does (a list that is not one is none).
  const periodsOfRow = (row: MatchRow) =>
    periodsOf({
      matchLength: row.match_length,
      substitutionTimings: Array.isArray(row.substitution_timings) ? row.substitution_timings : [],
      defaultSubstitutions: row.default_substitutions,
    });
  // Spec 000 §4's card before issue 30: 0 → [0], 1 → [0, half], n ≥ 2 → n starts.
  const oldTimings = (n: number, length: number) =>
    n <= 0
      ? [0]
      : n === 1
        ? [0, Math.round(length / 2)]
        : Array.from({ length: n }, (_, i) => Math.round((i * length) / n));
  const matchQuery =
    'select id, match_length, substitution_timings, default_substitutions from matches order by id';
  const teamQuery =
    'select id, default_match_length, default_substitution_timings, default_substitutions from teams order by id';

  it("keeps every match's periods and every team's generated timings; labels become changes", {
    timeout: 120_000,
  }, async () => {
    let before: MatchRow[] = [];
    let teamsBefore: TeamRow[] = [];
    const db = await upgradeFrom(async (db) => {
      await run(
        db,
        `
        insert into teams (id, secure_id, name, default_match_length, default_substitution_timings,
                           default_substitutions) values
          (1, 't-1', 'Defaults', 90, '[0,30,60]', 3),
          (2, 't-2', 'None', 60, '[0]', 0),
          (3, 't-3', 'One', 75, '[0,38]', 1),
          (4, 't-4', 'Two', 60, '[0,30]', 2),
          (5, 't-5', 'Six', 100, '[0,17,33,50,67,83]', 6),
          (6, 't-6', 'Hand-edited', 80, '[0,20,40,60,70]', 4);
        insert into matches (id, my_team_id, match_length, substitution_timings, default_substitutions) values
          (100, 1, 90, '[0,30,60]', 3),
          (101, 1, 80, '[0,20,40,60]', 3),
          (102, 1, 80, '[]', 3),
          (103, 1, 80, '[]', null),
          (104, 1, 60, '[0]', null),
          (105, 1, 90, '[0,45]', null),
          (106, 1, 90, '[45,0]', 5),
          (107, 1, 120, '[0,10,20,30,40,50,60,70]', 6),
          (108, 1, 60, '"not a list"', 2),
          (109, 1, 60, '{"0": 1}', null),
          (110, 1, 70, '[]', 0);
        insert into matches (id, my_team_id) values (111, 1);
      `,
      );
      before = await rows<MatchRow>(db, matchQuery);
      teamsBefore = await rows<TeamRow>(db, teamQuery);
    }, '0014_substitutions-are-changes');
    const after = await rows<MatchRow>(db, matchQuery);

    // Hand-worked: the periods each match showed before (starts when it has any, else its number + 1,
    // else 4), and the same after.
    expect(before.map((row) => periodsOfRow(row).length)).toEqual([3, 4, 4, 4, 1, 2, 2, 8, 3, 4, 1, 4]);
    expect(after.map((row) => ({ id: row.id, periods: periodsOfRow(row) }))).toEqual(
      before.map((row) => ({ id: row.id, periods: periodsOfRow(row) })),
    );
    // Starts are the changes between them; without starts the number stays, as it gives the periods.
    expect(after.map((row) => [row.id, row.default_substitutions])).toEqual([
      [100, 2],
      [101, 3],
      [102, 3],
      [103, null],
      [104, 0],
      [105, 1],
      [106, 1],
      [107, null],
      [108, 2],
      [109, null],
      [110, 0],
      [111, 3],
    ]);
    expect(after.map((row) => row.substitution_timings)).toEqual(
      before.map((row) => row.substitution_timings),
    );

    // Teams: the new number generates what the old one did, and the stored timings stay.
    const teamsAfter = await rows<TeamRow>(db, teamQuery);
    expect(teamsAfter.map((team) => team.default_substitutions)).toEqual([2, 0, 1, 1, 5, 3]);
    expect(teamsAfter.map((team) => team.default_substitution_timings)).toEqual(
      teamsBefore.map((team) => team.default_substitution_timings),
    );
    for (const [i, team] of teamsAfter.entries()) {
      const old = teamsBefore[i] as TeamRow;
      expect(generateSubstitutionTimings(team.default_substitutions, team.default_match_length)).toEqual(
        oldTimings(old.default_substitutions, old.default_match_length),
      );
    }

    // A team made afterwards starts with two changes beside the default timings' three periods.
    await run(db, "insert into teams (id, secure_id, name) values (7, 't-7', 'New')");
    expect(
      await rows(db, 'select default_substitutions, default_substitution_timings from teams where id = 7'),
    ).toEqual([{ default_substitutions: 2, default_substitution_timings: [0, 30, 60] }]);
  });
});
