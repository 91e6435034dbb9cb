import { z } from 'zod';
import {
  describeDoublePlacement,
  describePitchOverflow,
  findDoublePlacement,
  pitchPercent,
} from '../domain/formation-places.js';
import { allFormationShapes, type FormationShape } from '../domain/formation-shapes.js';
import {
  messageResponse,
  optionalRowIdField,
  optionalText,
  rowIdField,
  rowIdParam,
  versionField,
  wholeNumber,
} from './params.js';

// Formations (spec 001 §2.2–2.4, §3.1, §7): read by match planning and the library, written by the
// formation editor (create, update), the library (duplicate, delete). Writes carry a version
// (docs/decisions/022-formation-writes.md).

export const playerPositionSchema = z.object({
  playerId: z.number(),
  /** Depth in percent of the pitch, 0 = our goal line (a keeper stands near 5). */
  x: z.number(),
  /** Width in percent, 0 = the left touchline. */
  y: z.number(),
});
export type PlayerPosition = z.infer<typeof playerPositionSchema>;

export const formationSchema = z.object({
  id: z.number(),
  /** Shown as 'Formation {id}' when null. */
  name: z.string().nullable(),
  /**
   * The shape, such as '4-4-2' (spec 001 §3.4) or a small-sided one such as '3-3-2' (issue 30): a
   * formation keeps its shape whatever the team's format becomes.
   */
  formation: z.string(),
  /** The period of the match it is for, from 1. */
  quarter: z.number(),
  /** Null for a practice formation. */
  matchId: z.number().nullable(),
  myTeamId: z.number(),
  /** Who saved it; null once that user is gone. */
  userId: z.number().nullable(),
  /** Players on the pitch, in the order they were placed. */
  playerPositions: z.array(playerPositionSchema),
  /** Player ids on the bench, in order. */
  benchPlayers: z.array(z.number()),
  /** Player ids marked unavailable in this formation, in order. */
  unavailablePlayers: z.array(z.number()),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Starts at 1 and goes up by one with every save. Send it back (body `version` or `If-Match: "3"`) on
   * PUT to be told 409 `FORMATION_CHANGED` instead of overwriting another coach's save.
   */
  version: z.number(),
  /**
   * When it was last saved in the formation editor (POST or PUT). A match period shows, of its
   * formations, the one planned last (shared/domain/formation-for-period.ts). Null for a copy the
   * library made (`copy: true`) until it is saved in the editor: duplicating never changes what the team
   * sees.
   */
  plannedAt: z.string().nullable(),
});
export type Formation = z.infer<typeof formationSchema>;

// ---- One contract per endpoint ----

/**
 * The editor's phone-made id of a save (issue 32, decision 070): the same save sent twice (a lost answer,
 * a replay of one made with no signal) is applied once and answered from the formation as it is; an id
 * already used for another save is 409 `FORMATION_REQUEST_ID_TAKEN`. Optional: the library's Duplicate
 * is made online and sends none.
 */
const formationRequestId = z.uuid('Request id must be a UUID').optional();
/**
 * The requestId of the save this phone made before this one of the same formation (decision 070): while
 * the formation is at the version that save produced, this one is taken though its `version` is the
 * older one it was made on (the page that knew the first answer may have been closed). Someone else's
 * save since, or an id of another formation or team, leaves the version check as it is. On a create it
 * names the save that made the formation: the formation is then saved, not made again.
 */
// The same schema as requestId's (the message names the field by its path): a message of its own
// weighed on every page's first download, which these contracts are part of.
const afterRequestId = formationRequestId;

/**
 * GET /api/teams/:teamId/formations (or /api/formations for a user with one team), optionally
 * ?matchId= → Formation[], most recently updated first (then highest id). With matchId, only that
 * match's; a match of another team (or none) is 404 `Match not found`.
 */
export const listFormationsQuery = z.object({ matchId: rowIdParam.optional() });
export type ListFormationsQuery = z.input<typeof listFormationsQuery>;
export const listFormationsResponse = z.array(formationSchema);

// ---- Limits and server answers ----

export const FORMATION_LIMITS = {
  name: 100,
  notes: 2000,
  /** Players in one list (the squad holds at most 20; this only bounds the request). */
  listLength: 99,
  /**
   * The highest period of a practice formation, which has no periods of its own to be held to: the
   * column's integer maximum, so a bigger one is a 400 rather than a database error. A match's formation
   * is held to the match's periods (server side).
   */
  quarter: 2_147_483_647,
} as const;

/**
 * The start of every 400 a formation write answers for bad data (`INVALID_FORMATION_DATA`): the
 * client's error mapper looks for this phrase (spec 001 §8.2). What follows names the field and why.
 */
export const INVALID_FORMATION_DATA = 'Invalid formation data';
/** 409 `FORMATION_REQUEST_ID_TAKEN`: the save's id was used by another save. */
export const FORMATION_REQUEST_ID_TAKEN =
  'This save has the id of another one already recorded. Reload the page and try again.';

/** 409 `FORMATION_CHANGED`: the version sent is not the formation's current one. */
export const FORMATION_CHANGED = 'This formation was changed by someone else. Reload to see the latest.';

// ---- Fields ----

/** A pitch coordinate: any number, clamped to 0–100 and kept to a hundredth (never refused for range). */
const percent = (label: string) =>
  z.number({ error: `${label} must be a number, a percent of the pitch` }).transform(pitchPercent);

const playerPositionBody = z.object(
  {
    playerId: rowIdField('Player'),
    x: percent('x'),
    y: percent('y'),
  },
  { error: 'Each position must be {playerId, x, y}' },
);

const playerIdList = (label: string) =>
  z
    .array(rowIdField(`${label} entry`), { error: `${label} must be a list of player ids` })
    .max(FORMATION_LIMITS.listLength, `${label} may hold at most ${FORMATION_LIMITS.listLength} players`);

/**
 * The formation form (spec 001 §7). Every field may be omitted: on POST an omitted field takes its
 * default (practice formation, period 1, the team format's default shape (4-4-2 for 11v11), no players,
 * no notes, no name); on PUT it stays as stored. The pitch holds at most the shape's places (a 3-3-2
 * nine). The server also checks what needs the database: a match is the team's (404 `Match not
 * found`), and then the quarter is one of its periods (totalPeriods); every player is the team's; and,
 * on PUT, that the lists sent with those kept still name each player once.
 */
const formationFields = {
  /** One of the team's matches, or null (or '') for a practice formation. */
  matchId: optionalRowIdField('Match').optional(),
  /** The period, from 1: at most the match's period count; any for a practice formation. */
  quarter: wholeNumber('Quarter', {
    min: 1,
    max: FORMATION_LIMITS.quarter,
    rangeMessage: `Quarter must be a whole number from 1 to ${FORMATION_LIMITS.quarter}`,
  }).optional(),
  /**
   * A shape of any format (shared/domain/formation-shapes.ts: 5v5's 2-1-1 to spec 001 §3.4's sixteen),
   * whatever the team's format: a formation saved before the format changed keeps its shape.
   */
  formation: z
    .enum(allFormationShapes, { error: `Formation must be one of ${allFormationShapes.join(', ')}` })
    .optional(),
  /** Players on the pitch, in the order they were placed; x and y are clamped to 0–100. */
  playerPositions: z
    .array(playerPositionBody, { error: 'Player positions must be a list of {playerId, x, y}' })
    .max(
      FORMATION_LIMITS.listLength,
      `Player positions may hold at most ${FORMATION_LIMITS.listLength} players`,
    )
    .optional(),
  benchPlayers: playerIdList('Bench players').optional(),
  unavailablePlayers: playerIdList('Unavailable players').optional(),
  /** Trimmed; empty means none. */
  notes: optionalText(FORMATION_LIMITS.notes, 'Notes', 'multi').optional(),
  /**
   * Trimmed, one line; null, empty or blank means unnamed (shown as 'Formation {id}'). The editor refuses
   * a blank name itself (spec 001 §5); the server keeps accepting none, as duplicates of unnamed
   * formations and older clients send (decision 022).
   */
  name: optionalText(FORMATION_LIMITS.name, 'Formation name').optional(),
};

type PlaceListsInput = {
  formation?: FormationShape;
  playerPositions?: { playerId: number }[];
  benchPlayers?: number[];
  unavailablePlayers?: number[];
};

/**
 * The lists sent must not name a player twice, within one list or across them; and with a shape sent,
 * the pitch holds no more than its places (the server checks a shape or pitch sent alone against what
 * is stored).
 */
function refusePlacementProblems(body: PlaceListsInput, ctx: z.RefinementCtx): void {
  const overflow =
    body.formation === undefined || body.playerPositions === undefined
      ? null
      : describePitchOverflow(body.formation, body.playerPositions.length);
  if (overflow) ctx.addIssue({ code: 'custom', path: ['playerPositions'], message: overflow });
  const double = findDoublePlacement({
    playerPositions: body.playerPositions ?? [],
    benchPlayers: body.benchPlayers ?? [],
    unavailablePlayers: body.unavailablePlayers ?? [],
  });
  if (double) {
    ctx.addIssue({
      code: 'custom',
      path: [double.field, double.index],
      message: describeDoublePlacement(double),
    });
  }
}

// ---- One contract per endpoint ----

/** Path of /api/formations/:id: a formation of another team (or none) is 404 `Formation not found`. */
export const formationParams = z.object({ id: rowIdParam });

/**
 * POST /api/teams/:teamId/formations (or /api/formations for a user with one team) → 201 Formation: the
 * editor's save of a new formation, which becomes its period's plan (plannedAt), and the library's
 * Duplicate (name '{name} (Copy)', same match and quarter, no bench or unavailable, and `copy: true`):
 * a copy is kept, not planned, so its period goes on showing the plan it had until the copy is saved in
 * the editor.
 */
export const createFormationBody = z
  .object({
    ...formationFields,
    /** True for the library's Duplicate: the copy is not its period's plan (plannedAt null). */
    copy: z.boolean({ error: 'Copy must be true or false' }).optional(),
    requestId: formationRequestId,
    /**
     * The editor's save before this one of the same new formation: once the server has made the
     * formation from it, this save is that formation's next one (200), not a second formation.
     */
    afterRequestId,
  })
  .superRefine(refusePlacementProblems);
export type CreateFormationInput = z.input<typeof createFormationBody>;
export type CreateFormationBody = z.output<typeof createFormationBody>;
export const createFormationResponse = formationSchema;

/**
 * PUT /api/formations/:id → Formation: the editor's save, which makes the formation its period's plan
 * (plannedAt, a copy's too). Fields sent replace what is stored (each list whole), the others stay.
 * `version` (or `If-Match`) makes it 409 `FORMATION_CHANGED` when stale; without it the last writer
 * wins. `afterRequestId` (the phone's save before this one) makes the version that save produced the
 * one this save is taken on.
 */
export const updateFormationBody = z
  .object({ ...formationFields, version: versionField, requestId: formationRequestId, afterRequestId })
  .superRefine(refusePlacementProblems);
export type UpdateFormationInput = z.input<typeof updateFormationBody>;
export type UpdateFormationBody = z.output<typeof updateFormationBody>;
export const updateFormationResponse = formationSchema;

/** DELETE /api/formations/:id → {message: 'Formation deleted successfully'}; its places go with it. */
export const deleteFormationResponse = messageResponse;
