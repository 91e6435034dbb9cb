import { z } from 'zod';
import { isFormationShape } from '../domain/formation-shapes.js';
import { positionLabels } from '../domain/position-label.js';
import { playerPositionSchema } from './formations.js';
import { rowIdField, rowIdParam, wholeNumber } from './params.js';

// "Plan fair rotation" (issue 30): the planner's proposal for every period of a match, and its save.
// The plan is the pure planner's (shared/domain/rotation-planner.ts); the server adds the match's
// periods, its available players and their season minutes, and lays each period out on the shape's
// slots (formation-shapes.ts) as the formation editor would save it.

export const ROTATION_LIMITS = {
  /** A pin per squad player and then some: the squad holds at most 20. */
  pins: 40,
  /** Period numbers in one pin or in keeperChangeAt; a match has far fewer periods. */
  periodList: 30,
  /** The highest period number accepted at all; the match's own count is the planner's check. */
  period: 99,
  /** The highest line index accepted (0 is the back line); the shape's own count is the planner's check. */
  line: 9,
} as const;

const periodNumber = (label: string) =>
  wholeNumber(label, {
    min: 1,
    max: ROTATION_LIMITS.period,
    rangeMessage: `${label} must be a period number from 1 to ${ROTATION_LIMITS.period}`,
  });

const periodList = (label: string) =>
  z
    .array(periodNumber(`${label} entry`), { error: `${label} must be a list of period numbers` })
    .max(ROTATION_LIMITS.periodList, `${label} may hold at most ${ROTATION_LIMITS.periodList} periods`);

/**
 * Where a pin puts a player: 'GK' (in goal), an outfield line (0 the back line), or a position of the
 * shape such as 'LB' or 'ST' (on that slot; on either where the shape has two, as 4-4-2's 'CB').
 */
const pinPlace = z.union(
  [
    z.literal('GK'),
    z.strictObject({
      // 'GK' is the place 'GK' itself, not a position to pin to.
      position: z.enum(positionLabels).exclude(['GK'], {
        error: "Position must be a position label such as 'LB', 'CM' or 'ST'",
      }),
    }),
    // Strict, as the position is: a place naming both a line and a position is refused, not half read.
    z.strictObject({
      line: wholeNumber('Line', {
        min: 0,
        max: ROTATION_LIMITS.line,
        rangeMessage: 'Line must be a line of the shape, 0 the back line',
      }),
    }),
  ],
  { error: "Place must be 'GK', {line} (0 the back line) or {position}, such as {position: 'LB'}" },
);

const pin = z
  .object(
    {
      playerId: rowIdField('Player'),
      /** He is on the pitch in each of these periods (at `place` when given). */
      periods: periodList('Pin periods').optional(),
      /** Without periods: whenever he plays, he plays here ('GK': he only keeps goal). */
      place: pinPlace.optional(),
    },
    { error: 'Each pin must be {playerId, periods?, place?}' },
  )
  .refine((p) => p.periods !== undefined || p.place !== undefined, {
    message: 'A pin needs periods, a place or both',
  });

/** The planner's choices, shared by the preview and the save. */
const planFields = {
  /** A shape the editor offers (isFormationShape), such as '4-4-2'. */
  shape: z
    .string({ error: 'Shape must be one of the formation shapes' })
    .refine(isFormationShape, 'Shape must be one of the formation shapes'),
  /** Players fixed first: in some periods, and/or in goal, a line or a position of the shape. */
  pins: z
    .array(pin, { error: 'Pins must be a list' })
    .max(ROTATION_LIMITS.pins, `Pins may hold at most ${ROTATION_LIMITS.pins} entries`)
    .optional(),
  /** Periods at whose start the keeper may change; omitted: half-time; []: one keeper all match. */
  keeperChangeAt: periodList('Keeper change').optional(),
  /**
   * "Re-plan from here": the first period to plan (default 1). The periods before it are kept as their
   * saved formations have them, and each must have one.
   */
  fromPeriod: periodNumber('From period').optional(),
  /**
   * Whether the players whose families answered Not sure are planned (default true): false leaves them
   * out, as the coach chooses before the plan is made (issue 31).
   */
  includeNotSure: z.boolean({ error: 'Include Not sure must be true or false' }).optional(),
};

/** Path of /api/matches/:id/rotation-plan: a match of another team (or none) is 404 `Match not found`. */
export const rotationPlanParams = z.object({ id: rowIdParam });

/** POST /api/matches/:id/rotation-plan: the proposal, saving nothing. */
export const rotationPlanBody = z.object(planFields);
export type RotationPlanInput = z.input<typeof rotationPlanBody>;
export type RotationPlanBody = z.output<typeof rotationPlanBody>;

/** POST /api/matches/:id/rotation-plan/apply: the same, saved. */
export const applyRotationPlanBody = z.object({
  ...planFields,
  /**
   * Replace the formations of periods already planned (from fromPeriod on). Without it a plan that would
   * replace one is refused (409 PERIODS_ALREADY_PLANNED) and nothing is saved.
   */
  overwritePlanned: z.boolean({ error: 'Overwrite planned must be true or false' }).optional(),
});
export type ApplyRotationPlanInput = z.input<typeof applyRotationPlanBody>;
export type ApplyRotationPlanBody = z.output<typeof applyRotationPlanBody>;

export const rotationPeriodSchema = z.object({
  number: z.number(),
  from: z.number(),
  to: z.number(),
  keeper: z.number(),
  /** Player ids per outfield line, back line first, each line left to right. */
  lines: z.array(z.array(z.number())),
  bench: z.array(z.number()),
  /**
   * Late players not there yet in this period (it starts before their arrival), and players who left
   * before it ends (an injury recorded live): neither on the pitch nor on the bench; a save marks them unavailable in the period's formation, so the playing-time figures
   * count only the minutes they were there for.
   */
  absent: z.array(z.number()),
  /** Where the saved formation puts each player on the pitch (the shape's slots, keeper first). */
  playerPositions: z.array(playerPositionSchema),
  /** Before fromPeriod: kept as saved, not planned now. */
  kept: z.boolean(),
  /** The period shows a saved formation now (a save replaces it only with overwritePlanned). */
  planned: z.boolean(),
});
export type RotationPeriod = z.infer<typeof rotationPeriodSchema>;

export const rotationPlanResponse = z.object({
  matchId: z.number(),
  shape: z.string(),
  fromPeriod: z.number(),
  periods: z.array(rotationPeriodSchema),
  /**
   * Every available player (and anyone in a kept period): his minutes over the whole match, in goal too,
   * and the minutes he is there for (all of them, or from a late arrival on).
   */
  minutes: z.array(
    z.object({
      playerId: z.number(),
      minutes: z.number(),
      keeperMinutes: z.number(),
      availableMinutes: z.number(),
    }),
  ),
  /** Squad players left out: marked unavailable for the match. */
  unavailable: z.array(z.number()),
  /** Squad players whose families answered Not sure (not marked unavailable), planned or not. */
  notSure: z.array(z.number()),
  /** Whether the Not sure players are in this plan (the request's includeNotSure). */
  notSureIncluded: z.boolean(),
  /** Players whose families said they arrive late: the time (ISO) and the match minute he plays from. */
  late: z.array(z.object({ playerId: z.number(), arrivesAt: z.string(), fromMinute: z.number() })),
  /**
   * Players recorded on the live screen as injured or gone (issue 32): the match minute he left at. He is
   * in no planned period that ends after it (nor on its bench: `absent`).
   */
  left: z.array(z.object({ playerId: z.number(), minute: z.number() })),
});
export type RotationPlanAnswer = z.infer<typeof rotationPlanResponse>;

/** The save's answer: the plan, and the formation saved for each planned period, in period order. */
export const applyRotationPlanResponse = rotationPlanResponse.extend({
  formationIds: z.array(z.number()),
});
export type AppliedRotationPlan = z.infer<typeof applyRotationPlanResponse>;
