import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totalPeriods } from '../../../shared/domain/match-periods.js';
import { fingerprintDatabase } from '../../test-support/fingerprint.js';
import { recordStatements } from '../../test-support/statement-recorder.js';
import {
  addTeamMember,
  insertFormation,
  insertMatch,
  insertPlayers,
  insertTeam,
} from '../../test-support/team-fixtures.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { totalPeriodsSql, tryCreateFormation, tryUpdateFormation } from './formation-save-statement.js';
import { getFormation } from './formations.js';

// The one-statement save (decision 029): a save that goes through is one statement and answers exactly
// what GET then reads; whatever the transaction would refuse, the statement does not write (it answers
// null and formation-writes.ts runs the transaction, whose refusals formations-write.api.test.ts checks
// through the routes).

let t: TestApp;
let team: { id: number };
let other: { id: number };
let squad: number[];
let stranger: number;
let matchId: number;
let otherMatch: number;
let coach: number;
const now = new Date('2026-11-28T10:00:00Z');

beforeAll(async () => {
  t = await startTestApp();
  team = await insertTeam(t.db, 'One Statement FC');
  other = await insertTeam(t.db, 'Elsewhere Town');
  squad = (await insertPlayers(t.db, team.id, [1, 2, 3, 4, 5, 6, 7])).map((player) => player.id);
  stranger = (await insertPlayers(t.db, other.id, [9]))[0]?.id ?? 0;
  matchId = await insertMatch(t.db, team.id, { substitutionTimings: [0, 30, 60] });
  otherMatch = await insertMatch(t.db, other.id, {});
  coach = await addTeamMember(t.db, team.id, 'coach@one-statement.test', 'coach');
});
afterAll(async () => {
  await t?.close();
});

const s = (i: number) => squad[i] as number;

async function saved(id: number) {
  return getFormation(t.db, team.id, id);
}

/** The statement's update of formation `id` by the coach, as `teamId`'s (the team's by default). */
const update = (
  id: number,
  input: Parameters<typeof tryUpdateFormation>[4],
  expected?: number,
  teamId = team.id,
) => tryUpdateFormation(t.db, teamId, coach, id, input, expected, now);
const create = (input: Parameters<typeof tryCreateFormation>[3]) =>
  tryCreateFormation(t.db, team.id, coach, input, now);

describe('a formation save in one statement', () => {
  it('creates in one statement and answers what GET reads', async () => {
    const recorder = recordStatements(t.db);
    const input = {
      name: 'Saturday',
      matchId,
      quarter: 3,
      formation: '4-3-3' as const,
      playerPositions: [
        { playerId: s(2), x: 33.33, y: 12.5 },
        { playerId: s(0), x: 5, y: 50 },
      ],
      benchPlayers: [s(4), s(3)],
      unavailablePlayers: [s(5)],
      notes: 'Press high',
    };
    const created = await tryCreateFormation(recorder.db, team.id, coach, input, now);
    expect(recorder.statements).toHaveLength(1);
    expect(created).not.toBeNull();
    if (!created) return;
    expect(created).toEqual(await saved(created.id));
    expect(created).toMatchObject({
      ...input,
      userId: coach,
      version: 1,
      updatedAt: now.toISOString(),
    });
  });

  it('updates in one statement: the lists sent replace, those not sent and the fields not sent stay', async () => {
    const id = await insertFormation(t.db, {
      myTeamId: team.id,
      matchId,
      quarter: 1,
      name: 'Before',
      notes: 'Kept',
      playerPositions: [
        { playerId: s(0), x: 5, y: 50 },
        { playerId: s(1), x: 20, y: 20 },
      ],
      benchPlayers: [s(2), s(3)],
      unavailablePlayers: [s(4)],
    });
    const rowVersion = async (playerId: number) => {
      const result = await t.db.execute(
        sql`select xmin::text as v from formation_places where formation_id = ${id} and player_id = ${playerId}`,
      );
      return (result as unknown as { rows: Array<{ v: string }> }).rows[0]?.v;
    };
    const keptRow = await rowVersion(s(4));
    const recorder = recordStatements(t.db);
    // s(1) moves from the pitch to the bench, s(2) from the bench to the pitch; s(0) stays where he is.
    const updated = await tryUpdateFormation(
      recorder.db,
      team.id,
      coach,
      id,
      {
        name: 'After',
        playerPositions: [
          { playerId: s(2), x: 40, y: 60 },
          { playerId: s(0), x: 6, y: 49.5 },
        ],
        benchPlayers: [s(3), s(1)],
      },
      1,
      now,
    );
    expect(recorder.statements).toHaveLength(1);
    expect(updated).not.toBeNull();
    expect(updated).toEqual(await saved(id));
    expect(updated).toMatchObject({
      name: 'After',
      notes: 'Kept',
      matchId,
      quarter: 1,
      playerPositions: [
        { playerId: s(2), x: 40, y: 60 },
        { playerId: s(0), x: 6, y: 49.5 },
      ],
      benchPlayers: [s(3), s(1)],
      unavailablePlayers: [s(4)],
      version: 2,
    });
    // The unavailable list was not sent: its row was not written again.
    expect(await rowVersion(s(4))).toBe(keptRow);
    // Nothing sent but the notes: every list stays.
    const notesOnly = await update(id, { notes: null }, 2);
    expect(notesOnly).toEqual({ ...updated, notes: null, version: 3 });
  });

  it('writes nothing and answers null for everything the transaction refuses', async () => {
    const id = await insertFormation(t.db, {
      myTeamId: team.id,
      matchId,
      quarter: 2,
      playerPositions: [{ playerId: s(0), x: 5, y: 50 }],
      benchPlayers: [s(1)],
    });
    const refused: Array<[string, () => Promise<unknown>]> = [
      // A bench sent that names a player the stored pitch keeps.
      ['a player twice with the lists kept', () => update(id, { benchPlayers: [s(0)] })],
      ["another team's player", () => update(id, { unavailablePlayers: [stranger] })],
      ['a period the match does not have', () => update(id, { quarter: 4 })],
      ["another team's match", () => update(id, { matchId: otherMatch })],
      ['a stale version', () => update(id, { notes: 'x' }, 7)],
      ["another team's formation", () => update(id, { notes: 'x' }, undefined, other.id)],
      ['a new formation for a period the match lacks', () => create({ matchId, quarter: 5 })],
      ["a new formation for another team's match", () => create({ matchId: otherMatch })],
      ["a new formation with another team's player", () => create({ benchPlayers: [stranger] })],
    ];
    for (const [what, save] of refused) {
      const before = await fingerprintDatabase(t.db);
      expect(await save(), what).toBeNull();
      expect(await fingerprintDatabase(t.db), what).toEqual(before);
    }
  });

  it("counts a match's periods in SQL as totalPeriods does", async () => {
    const cases: Array<{ substitutionTimings: unknown; defaultSubstitutions: number | null }> = [
      { substitutionTimings: [0, 20, 40, 60], defaultSubstitutions: 3 },
      { substitutionTimings: [0], defaultSubstitutions: null },
      { substitutionTimings: [], defaultSubstitutions: 0 },
      { substitutionTimings: [], defaultSubstitutions: 5 },
      { substitutionTimings: [], defaultSubstitutions: -2 },
      { substitutionTimings: [], defaultSubstitutions: null },
      { substitutionTimings: {}, defaultSubstitutions: 2 },
      { substitutionTimings: 'x', defaultSubstitutions: null },
    ];
    for (const c of cases) {
      const result = await t.db.execute(sql`select ${sql.raw(totalPeriodsSql)} as n from (select
        ${JSON.stringify(c.substitutionTimings)}::jsonb as substitution_timings,
        ${c.defaultSubstitutions}::int as default_substitutions) m`);
      const n = (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n;
      const timings = Array.isArray(c.substitutionTimings) ? (c.substitutionTimings as number[]) : [];
      expect(n, JSON.stringify(c)).toBe(
        totalPeriods({ substitutionTimings: timings, defaultSubstitutions: c.defaultSubstitutions }),
      );
    }
  });
});
