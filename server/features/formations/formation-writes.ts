import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  type CreateFormationBody,
  FORMATION_CHANGED,
  FORMATION_REQUEST_ID_TAKEN,
  type Formation,
  INVALID_FORMATION_DATA,
  type PlayerPosition,
  type UpdateFormationBody,
} from '../../../shared/contracts/formations.js';
import {
  describeDoublePlacement,
  describePitchOverflow,
  type FormationPlaceLists,
  findDoublePlacement,
} from '../../../shared/domain/formation-places.js';
import {
  DEFAULT_TEAM_FORMAT,
  defaultShapeForFormat,
  isFormationShape,
  isTeamFormat,
} from '../../../shared/domain/formation-shapes.js';
import { totalPeriods } from '../../../shared/domain/match-periods.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/database-errors.js';
import { formationPlaces, formationRequests, formations, matches, players } from '../../db/schema.js';
import { inTransaction, retryTransient } from '../../db/transaction.js';
import { AppError, conflict, notFound } from '../../errors.js';
import { getFormation } from './formations.js';

// The formation editor's saves and the library's duplicate and delete (spec 001 §7, decision 022).
// Each save is one transaction (inTransaction, retried on a deadlock, decision 037), the only way a
// formation is written: the formation row and its places (decision 013), replaced together, every rule
// checked here once. An update starts by claiming the formation (compare and bump its version, holding
// the row lock), as match writes claim their match (decision 020); the match and the players named are
// then read FOR KEY SHARE, so their deletion waits for the save and cascades over what it wrote.
// Every save of the editor (create and update) stamps plannedAt, which makes the formation its match
// period's plan; the library's Duplicate (a create with `copy`) does not, so a copy never changes what
// a period shows until it is saved in the editor.
// (Decision 029's one-statement form of a save, tried first, is retired: issue 28 measured it.)

type FormationForm = Omit<UpdateFormationBody, 'version'>;
type FormationRow = typeof formations.$inferSelect;
type PlaceLists = { playerPositions: PlayerPosition[]; benchPlayers: number[]; unavailablePlayers: number[] };

/** 400 `INVALID_FORMATION_DATA`: "Invalid formation data: <field>: <why>" (spec 001 §8.2's phrase). */
export function invalidFormation(field: string, reason: string): AppError {
  return new AppError(
    'bad_request',
    `${INVALID_FORMATION_DATA}: ${field}: ${reason}`,
    'INVALID_FORMATION_DATA',
  );
}

/**
 * The match a formation is for must be the team's (else 404 `Match not found`) and the quarter one of
 * its periods (spec 001 §4.3's count). The match row is read `FOR KEY SHARE`: deleting it waits for this
 * write, then takes the new formation with it, rather than failing its foreign key halfway.
 */
async function assertMatchPeriod(tx: Db, teamId: number, matchId: number, quarter: number): Promise<void> {
  const [match] = await tx
    .select({
      substitutionTimings: matches.substitutionTimings,
      defaultSubstitutions: matches.defaultSubstitutions,
    })
    .from(matches)
    .where(and(eq(matches.id, matchId), eq(matches.myTeamId, teamId)))
    .for('key share');
  if (!match) throw notFound('Match');
  const periods = totalPeriods({
    substitutionTimings: Array.isArray(match.substitutionTimings) ? match.substitutionTimings : [],
    defaultSubstitutions: match.defaultSubstitutions,
  });
  if (quarter > periods) {
    throw invalidFormation(
      'quarter',
      `Quarter must be a whole number from 1 to ${periods}: this match has ${periods} period${periods === 1 ? '' : 's'}`,
    );
  }
}

/** Every player named must be the team's; read `FOR KEY SHARE` so a deletion waits and then cascades. */
async function assertTeamPlayers(tx: Db, teamId: number, lists: Partial<PlaceLists>): Promise<void> {
  const named: Array<{ field: string; playerId: number }> = [
    ...(lists.playerPositions ?? []).map((p, i) => ({
      field: `playerPositions.${i}.playerId`,
      playerId: p.playerId,
    })),
    ...(lists.benchPlayers ?? []).map((playerId, i) => ({ field: `benchPlayers.${i}`, playerId })),
    ...(lists.unavailablePlayers ?? []).map((playerId, i) => ({
      field: `unavailablePlayers.${i}`,
      playerId,
    })),
  ];
  if (named.length === 0) return;
  // In id order, the one order every write takes players' rows in (decision 037).
  const found = await tx
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.myTeamId, teamId), inArray(players.id, [...new Set(named.map((n) => n.playerId))])))
    .orderBy(players.id)
    .for('key share');
  const known = new Set(found.map((row) => row.id));
  const stray = named.find((n) => !known.has(n.playerId));
  if (stray) throw invalidFormation(stray.field, `player ${stray.playerId} is not a player of this team`);
}

function refuseDoublePlacement(lists: FormationPlaceLists): void {
  const double = findDoublePlacement(lists);
  if (double) throw invalidFormation(`${double.field}.${double.index}`, describeDoublePlacement(double));
}

/**
 * The pitch holds at most the shape's places (a 3-3-2 nine). A shape of no format, stored before shapes
 * were checked, is not held to any count: its formation still saves as it did.
 */
function refusePitchOverflow(shape: string, onPitch: number): void {
  const overflow = isFormationShape(shape) ? describePitchOverflow(shape, onPitch) : null;
  if (overflow) throw invalidFormation('playerPositions', overflow);
}

/** The shape a new formation of the team takes when the save names none: its format's default. */
const defaultShapeOfTeam = (format: number) =>
  defaultShapeForFormat(isTeamFormat(format) ? format : DEFAULT_TEAM_FORMAT);

/** The stored lists of a formation, in their order. */
async function readPlaces(tx: Db, formationId: number): Promise<PlaceLists> {
  const rows = await tx
    .select()
    .from(formationPlaces)
    .where(eq(formationPlaces.formationId, formationId))
    .orderBy(formationPlaces.ordinal, formationPlaces.playerId);
  return {
    playerPositions: rows
      .filter((r) => r.place === 'pitch')
      .map((r) => ({ playerId: r.playerId, x: r.x ?? 0, y: r.y ?? 0 })),
    benchPlayers: rows.filter((r) => r.place === 'bench').map((r) => r.playerId),
    unavailablePlayers: rows.filter((r) => r.place === 'unavailable').map((r) => r.playerId),
  };
}

/**
 * Writes the formation's places from `lists` (each list in its order), replacing those stored unless
 * the formation is new (it has none yet).
 */
async function writePlaces(tx: Db, formationId: number, lists: PlaceLists, { isNew = false } = {}) {
  if (!isNew) await tx.delete(formationPlaces).where(eq(formationPlaces.formationId, formationId));
  const rows = [
    ...lists.playerPositions.map((p, ordinal) => ({
      formationId,
      playerId: p.playerId,
      place: 'pitch' as const,
      x: p.x,
      y: p.y,
      ordinal,
    })),
    ...lists.benchPlayers.map((playerId, ordinal) => ({
      formationId,
      playerId,
      place: 'bench' as const,
      ordinal,
    })),
    ...lists.unavailablePlayers.map((playerId, ordinal) => ({
      formationId,
      playerId,
      place: 'unavailable' as const,
      ordinal,
    })),
  ];
  if (rows.length > 0) await tx.insert(formationPlaces).values(rows);
}

type FormationRequestKind = 'create' | 'update';

/** Thrown inside the save when its id was taken meanwhile: the save (and its claim) is rolled back. */
class FormationRequestTaken extends Error {}

/**
 * The answer to a save whose id is already stored (decision 070): the formation as it is now; or null
 * when the id is new. An id of another team, kind or formation is refused; one whose formation was
 * deleted since is 404 (a replay never makes it again).
 */
async function replayOf(
  db: Db,
  teamId: number,
  requestId: string,
  kind: FormationRequestKind,
  formationId: number | null,
): Promise<Formation | null> {
  const [request] = await db.select().from(formationRequests).where(eq(formationRequests.id, requestId));
  if (!request) return null;
  const otherFormation = kind === 'update' && request.formationId !== formationId;
  if (request.myTeamId !== teamId || request.kind !== kind || otherFormation) {
    throw conflict(FORMATION_REQUEST_ID_TAKEN, 'FORMATION_REQUEST_ID_TAKEN');
  }
  if (request.formationId === null) throw notFound('Formation');
  return getFormation(db, teamId, request.formationId);
}

/**
 * Runs an editor's save once per id: a stored id is answered from the formation (nothing written, its
 * version not raised, so a replayed update is never refused as stale by its own first copy); a new one is
 * written with its id in the save's transaction. Two copies racing both pass the first look; the second
 * meets the first's id, or waits for its row and finds the version it raised, and is answered so too. A save without an id is written as before.
 */
export async function saveOnce(
  db: Db,
  teamId: number,
  requestId: string | undefined,
  kind: FormationRequestKind,
  formationId: number | null,
  write: () => Promise<Formation>,
): Promise<{ formation: Formation; replayed: boolean }> {
  if (requestId === undefined) return { formation: await write(), replayed: false };
  const stored = await replayOf(db, teamId, requestId, kind, formationId);
  if (stored) return { formation: stored, replayed: true };
  try {
    return { formation: await write(), replayed: false };
  } catch (error) {
    // A copy that waited for the row its first copy held finds the version that copy raised (409): it is
    // answered from the first too, where the first stored this id meanwhile (a save stale for anyone
    // else's reason finds no such id and keeps its 409).
    const isOwnCopy =
      error instanceof FormationRequestTaken ||
      isUniqueViolation(error, 'formation_requests_pkey') ||
      (error instanceof AppError && error.code === 'FORMATION_CHANGED');
    if (!isOwnCopy) throw error;
    const replay = await replayOf(db, teamId, requestId, kind, formationId);
    if (!replay) throw error;
    return { formation: replay, replayed: true };
  }
}

/**
 * Stores the save's id and the version it produced in its transaction; taken meanwhile, the save is
 * rolled back.
 */
async function recordRequest(
  tx: Db,
  teamId: number,
  requestId: string | undefined,
  kind: FormationRequestKind,
  formation: { id: number; version: number },
  now: Date,
): Promise<void> {
  if (requestId === undefined) return;
  const [taken] = await tx
    .select({ id: formationRequests.id })
    .from(formationRequests)
    .where(eq(formationRequests.id, requestId));
  if (taken) throw new FormationRequestTaken();
  await tx.insert(formationRequests).values({
    id: requestId,
    myTeamId: teamId,
    formationId: formation.id,
    kind,
    version: formation.version,
    createdAt: now,
  });
}

/**
 * The version the phone's save before this one (`afterRequestId`) left the formation at, or undefined
 * when no such save of this team's formation is stored (never applied, refused, or an id of another
 * formation or team: the version sent decides alone). Rows never change once written, so reading it
 * before the claim is safe: the claim compares it under the row lock.
 */
async function versionAfter(
  tx: Db,
  teamId: number,
  formationId: number,
  afterRequestId: string | undefined,
): Promise<number | undefined> {
  if (afterRequestId === undefined) return undefined;
  const [request] = await tx
    .select({ version: formationRequests.version })
    .from(formationRequests)
    .where(
      and(
        eq(formationRequests.id, afterRequestId),
        eq(formationRequests.myTeamId, teamId),
        eq(formationRequests.formationId, formationId),
      ),
    );
  return request?.version ?? undefined;
}

/**
 * The formation the team's save `afterRequestId` made or saved, and the version it left it at; null when
 * no such save is stored (never applied: this create makes the formation). One whose formation was
 * deleted since is 404, as a replay of it is: a deleted formation is never made again.
 */
export async function formationAfter(
  db: Db,
  teamId: number,
  afterRequestId: string,
): Promise<{ formationId: number; version: number } | null> {
  const [request] = await db
    .select({ formationId: formationRequests.formationId, version: formationRequests.version })
    .from(formationRequests)
    .where(and(eq(formationRequests.id, afterRequestId), eq(formationRequests.myTeamId, teamId)));
  // A row written before versions were kept cannot be followed: as if unknown.
  if (!request || request.version === null) return null;
  if (request.formationId === null) throw notFound('Formation');
  return { formationId: request.formationId, version: request.version };
}

/**
 * Saves a new formation (the editor's first save, the library's Duplicate): omitted fields take their
 * defaults; checked, written and read back in one transaction. The caller is its `userId`. The editor's
 * is planned now; a copy is not planned (no period shows it) until it is saved in the editor.
 */
export async function createFormation(
  db: Db,
  team: { id: number; format: number },
  userId: number,
  input: CreateFormationBody,
  now: Date,
): Promise<Formation> {
  const teamId = team.id;
  const matchId = input.matchId ?? null;
  const quarter = input.quarter ?? 1;
  const shape = input.formation ?? defaultShapeOfTeam(team.format);
  const lists: PlaceLists = {
    playerPositions: input.playerPositions ?? [],
    benchPlayers: input.benchPlayers ?? [],
    unavailablePlayers: input.unavailablePlayers ?? [],
  };
  refusePitchOverflow(shape, lists.playerPositions.length);
  return inTransaction(db, async (tx) => {
    if (matchId !== null) await assertMatchPeriod(tx, teamId, matchId, quarter);
    await assertTeamPlayers(tx, teamId, lists);
    const [row] = await tx
      .insert(formations)
      .values({
        myTeamId: teamId,
        matchId,
        quarter,
        formation: shape,
        name: input.name ?? null,
        notes: input.notes ?? null,
        userId,
        createdAt: now,
        updatedAt: now,
        plannedAt: input.copy ? null : now,
      })
      .returning({ id: formations.id, version: formations.version });
    if (!row) throw new Error('formation insert returned nothing');
    await writePlaces(tx, row.id, lists, { isNew: true });
    await recordRequest(tx, teamId, input.requestId, 'create', row, now);
    return getFormation(tx, teamId, row.id);
  });
}

/**
 * The first statement of an update: bumps the version, stamps updatedAt, plannedAt (an editor's save
 * makes the formation its period's plan, a copy's too) and the saving user, in one UPDATE that only
 * matches the team's formation and, when the caller sent one, the version it read (or the one its
 * phone's save before it produced). The row lock lasts
 * to the end of the transaction, so a second save with the same version waits, then finds the version
 * moved on (409); one without a version waits and then overwrites (last writer wins).
 */
async function claimFormation(
  tx: Db,
  teamId: number,
  formationId: number,
  userId: number,
  expectedVersions: number[] | undefined,
  now: Date,
): Promise<FormationRow> {
  const conditions = [eq(formations.id, formationId), eq(formations.myTeamId, teamId)];
  if (expectedVersions !== undefined) conditions.push(inArray(formations.version, expectedVersions));
  const [row] = await tx
    .update(formations)
    .set({ version: sql`${formations.version} + 1`, updatedAt: now, plannedAt: now, userId })
    .where(and(...conditions))
    .returning();
  if (row) return row;
  if (expectedVersions !== undefined) {
    const [exists] = await tx
      .select({ id: formations.id })
      .from(formations)
      .where(and(eq(formations.id, formationId), eq(formations.myTeamId, teamId)));
    if (exists) throw conflict(FORMATION_CHANGED, 'FORMATION_CHANGED');
  }
  throw notFound('Formation');
}

/**
 * The editor's save of a saved formation (PUT): the fields sent replace what is stored (each list
 * whole), the others stay; the result obeys the same rules as a new formation. A stale
 * `expectedVersion` is 409 and writes nothing; any refusal rolls the claim back. A save that names the
 * phone's save before it (`afterRequestId`, stored for this formation) is also taken on the version that
 * save produced: the version it was made on was raised by that save, not by someone else (decision 070).
 * The version sent stays enough on its own (a save rebased on the server's current version, as "Save
 * mine over theirs" does, is never refused because of the save it follows).
 */
export async function updateFormation(
  db: Db,
  teamId: number,
  userId: number,
  formationId: number,
  input: FormationForm,
  expectedVersion: number | undefined,
  now: Date,
  kind: FormationRequestKind = 'update',
): Promise<Formation> {
  return inTransaction(db, async (tx) => {
    let expected: number[] | undefined;
    if (expectedVersion !== undefined) {
      const chained = await versionAfter(tx, teamId, formationId, input.afterRequestId);
      expected = chained === undefined ? [expectedVersion] : [expectedVersion, chained];
    }
    const row = await claimFormation(tx, teamId, formationId, userId, expected, now);
    await recordRequest(tx, teamId, input.requestId, kind, row, now);
    const matchId = input.matchId !== undefined ? input.matchId : row.matchId;
    const quarter = input.quarter ?? row.quarter;
    // The period is checked when the save names the match or the period; a save of the notes alone
    // does not fail because the match's timing changed since.
    if (matchId !== null && (input.matchId !== undefined || input.quarter !== undefined)) {
      await assertMatchPeriod(tx, teamId, matchId, quarter);
    }
    const sent: Partial<PlaceLists> = {};
    if (input.playerPositions !== undefined) sent.playerPositions = input.playerPositions;
    if (input.benchPlayers !== undefined) sent.benchPlayers = input.benchPlayers;
    if (input.unavailablePlayers !== undefined) sent.unavailablePlayers = input.unavailablePlayers;
    let stored: PlaceLists | null = null;
    if (input.formation !== undefined || sent.playerPositions !== undefined) {
      // The pitch the save leaves must fit the shape it leaves: a new pitch, or a new shape for the
      // players already on it.
      stored = sent.playerPositions === undefined ? await readPlaces(tx, formationId) : null;
      const onPitch = sent.playerPositions ?? stored?.playerPositions ?? [];
      refusePitchOverflow(input.formation ?? row.formation, onPitch.length);
    }
    if (Object.keys(sent).length > 0) {
      await assertTeamPlayers(tx, teamId, sent);
      if (stored === null && Object.keys(sent).length < 3) stored = await readPlaces(tx, formationId);
      const lists: PlaceLists = {
        playerPositions: sent.playerPositions ?? stored?.playerPositions ?? [],
        benchPlayers: sent.benchPlayers ?? stored?.benchPlayers ?? [],
        unavailablePlayers: sent.unavailablePlayers ?? stored?.unavailablePlayers ?? [],
      };
      refuseDoublePlacement(lists);
      await writePlaces(tx, formationId, lists);
    }
    const fields: Partial<typeof formations.$inferInsert> = {};
    if (input.matchId !== undefined) fields.matchId = input.matchId;
    if (input.quarter !== undefined) fields.quarter = input.quarter;
    if (input.formation !== undefined) fields.formation = input.formation;
    if (input.name !== undefined) fields.name = input.name;
    if (input.notes !== undefined) fields.notes = input.notes;
    if (Object.keys(fields).length > 0) {
      await tx.update(formations).set(fields).where(eq(formations.id, formationId));
    }
    return getFormation(tx, teamId, formationId);
  });
}

/**
 * Removes a formation of the team; its places go with it (the foreign key cascades). One statement, but
 * its cascade locks rows other writes lock too: retried on a deadlock (decision 037).
 */
export async function deleteFormation(db: Db, teamId: number, formationId: number): Promise<void> {
  const deleted = await retryTransient(db, () =>
    db
      .delete(formations)
      .where(and(eq(formations.id, formationId), eq(formations.myTeamId, teamId)))
      .returning({ id: formations.id }),
  );
  if (deleted.length === 0) throw notFound('Formation');
}
