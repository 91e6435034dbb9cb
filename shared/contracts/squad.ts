import { z } from 'zod';
import { teamFormats } from '../domain/formation-shapes.js';
import {
  FAIR_SHARE_TARGET_MAX,
  FAIR_SHARE_TARGET_MESSAGE,
  FAIR_SHARE_TARGET_MIN,
  findMatchSettingsProblems,
  MATCH_LENGTH_MAX,
  MATCH_LENGTH_MESSAGE,
  MATCH_LENGTH_MIN,
  MAX_SUBSTITUTION_TIMINGS,
  SUBSTITUTIONS_MAX,
  SUBSTITUTIONS_MESSAGE,
  SUBSTITUTIONS_MIN,
  TEAM_FORMAT_MESSAGE,
} from '../domain/match-settings.js';
import { preferredPositions } from '../domain/positions.js';
import { MAX_SQUAD_SIZE, SHIRT_NUMBER_MAX, SHIRT_NUMBER_MIN } from '../domain/squad-limits.js';
import { squadRoleTypes } from '../domain/squad-roles.js';
import { messageResponse, optionalText, rowIdParam, teamIdParam, wholeNumber } from './params.js';
import { isOneLineText, isStorableText, notOneLineText, unstorableText } from './text.js';

// Squad screen (spec 000 §2, §5, §7). Messages are what the forms show (these schemas are their
// resolvers) and what the server returns inside `Validation failed: <field>: <message>`.

export const FIRST_NAME_REQUIRED = 'First name is required';
export const POSITION_REQUIRED = 'Please choose a preferred position from the list';
export const ROLE_TYPE_INVALID = 'Role type must be one of penalty, corner, attackingFk, defensiveFk';
export const ORDER_INVALID = 'Order must be a whole number from 1, or null to clear the role';

export const SQUAD_LIMITS = { name: 50, coachingNotes: 2000, email: 254 } as const;

// ---- Server answers to rules a schema cannot check (409s) ----
export const SHIRT_NUMBER_TAKEN = 'Shirt number already exists';
export const SQUAD_FULL = `Maximum players exceeded: a squad holds at most ${MAX_SQUAD_SIZE} players`;

// ---- Shapes ----

/**
 * One player. For a player_parent the answer leaves out `coachingNotes`, and the three e-mail fields
 * except on their own family's players (see docs/decisions/006-parent-privacy.md), hence optional.
 */
export const playerSchema = z.object({
  id: z.number(),
  shirtNumber: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  preferredPosition: z.string(),
  /** Will keep goal though goalkeeper is not his preferred position (the rotation planner's keepers). */
  willingToKeep: z.boolean(),
  age: z.number().nullable(),
  height: z.number().nullable(),
  coachingNotes: z.string().nullable().optional(),
  penaltyOrder: z.number().nullable(),
  cornerOrder: z.number().nullable(),
  attackingFkOrder: z.number().nullable(),
  defensiveFkOrder: z.number().nullable(),
  myTeamId: z.number(),
  userId: z.number().nullable(),
  parent1Email: z.string().nullable().optional(),
  parent2Email: z.string().nullable().optional(),
  playerEmail: z.string().nullable().optional(),
  createdAt: z.string(),
});
export type Player = z.infer<typeof playerSchema>;

export const teamDefaultsSchema = z.object({
  id: z.number(),
  secureId: z.string(),
  name: z.string(),
  ageGroup: z.string().nullable(),
  division: z.string().nullable(),
  defaultMatchLength: z.number(),
  defaultSubstitutionTimings: z.array(z.number()),
  defaultSubstitutions: z.number(),
  /** Percent of the minutes a player was available for below which he is flagged; 0: off (issue 30). */
  fairShareTarget: z.number(),
  /** Players on the pitch, 5, 7, 9 or 11 (issue 30): the formation editor offers this format's shapes. */
  format: z.literal(teamFormats),
  /** Parents and players see every player's minutes, not only their family's (issue 30). */
  showSquadMinutesToFamily: z.boolean(),
  /** What a family's silence counts as in the availability counts (issue 31, decision 057). */
  availabilitySilence: z.enum(['unanswered', 'available']),
  /** Hours before kick-off after which families can no longer answer (1..168), or null: until kick-off. */
  availabilityLockHours: z.number().nullable(),
  /** Parents and players see the squad's availability counts, not only their family's answers. */
  showAvailabilityCountsToFamily: z.boolean(),
  /** Hours before kick-off at which silent families get a reminder e-mail (1..168), or null: none. */
  availabilityReminderHours: z.number().nullable(),
  /** The caller's effective role on the team. */
  userRole: z.enum(['admin', 'coach', 'player_parent']),
});
export type TeamDefaults = z.infer<typeof teamDefaultsSchema>;

export const playerStatsSchema = z.object({
  playerId: z.number(),
  appearances: z.number(),
  goals: z.number(),
  assists: z.number(),
  cleanSheets: z.number(),
});
export type PlayerStats = z.infer<typeof playerStatsSchema>;

// ---- Fields ----

const shirtNumber = wholeNumber('Shirt number', { min: SHIRT_NUMBER_MIN, max: SHIRT_NUMBER_MAX });

const firstName = z
  .string({ error: FIRST_NAME_REQUIRED })
  .trim()
  .min(1, FIRST_NAME_REQUIRED)
  .max(SQUAD_LIMITS.name, `First name must be at most ${SQUAD_LIMITS.name} characters`)
  .refine(isStorableText, unstorableText('First name'))
  .refine(isOneLineText, notOneLineText('First name'));

// The form always sends lastName as '' (spec 000 §5); null is taken as '' too.
const lastName = z
  .string({ error: 'Last name must be text' })
  .trim()
  .max(SQUAD_LIMITS.name, `Last name must be at most ${SQUAD_LIMITS.name} characters`)
  .refine(isStorableText, unstorableText('Last name'))
  .refine(isOneLineText, notOneLineText('Last name'))
  .nullable()
  .transform((value) => value ?? '');

const preferredPosition = z.enum(preferredPositions, { error: POSITION_REQUIRED });

/** An e-mail address or nothing: '' and null clear the field; addresses are stored lower-case. */
const optionalEmail = (label: string) => {
  const message = `${label} must be a valid email address`;
  return z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(SQUAD_LIMITS.email, `${label} must be at most ${SQUAD_LIMITS.email} characters`)
    .refine((value) => value === '' || z.email().safeParse(value).success, message)
    .nullable()
    .transform((value) => value || null);
};

// ---- One contract per endpoint ----

/** Path of the row-id routes: /api/players/:id... */
export const playerParams = z.object({ id: rowIdParam });

/**
 * GET /api/teams/:teamId/players (or /api/players for a user with exactly one team) → Player[] by shirt
 * number.
 */
export const listPlayersResponse = z.array(playerSchema);

/**
 * POST /api/teams/:teamId/players (or /api/players) → 201 Player.
 * 409 `Shirt number already exists` / `Maximum players exceeded: ...`.
 */
export const createPlayerBody = z.object({
  shirtNumber,
  firstName,
  lastName: lastName.optional(),
  preferredPosition,
  coachingNotes: optionalText(SQUAD_LIMITS.coachingNotes, 'Coaching notes', 'multi').optional(),
  /** Will keep goal though goalkeeper is not his preferred position; omitted: false on create, kept on edit. */
  willingToKeep: z.boolean({ error: 'Willing to keep goal must be true or false' }).optional(),
});
export type CreatePlayerInput = z.input<typeof createPlayerBody>;
export type CreatePlayerBody = z.output<typeof createPlayerBody>;
export const createPlayerResponse = playerSchema;

/**
 * PUT /api/players/:id → Player. Same fields; an omitted lastName, coachingNotes or willingToKeep stays as
 * it is.
 */
export const updatePlayerBody = createPlayerBody;
export type UpdatePlayerInput = z.input<typeof updatePlayerBody>;
export const updatePlayerResponse = playerSchema;

/** DELETE /api/players/:id → {message: 'Player removed successfully'}. */
export const deletePlayerResponse = messageResponse;

/**
 * PATCH /api/players/:id/squad-role → Player[] (the whole squad, by shirt number: other takers move too).
 * A number puts the player at that priority (clamped to the end) and shifts the others; null removes him
 * and closes the gap. Setting k on a player at k±1 swaps the two neighbours.
 */
export const updateSquadRoleBody = z.object({
  roleType: z.enum(squadRoleTypes, { error: ROLE_TYPE_INVALID }),
  order: wholeNumber('Order', {
    min: 1,
    max: 99,
    typeMessage: ORDER_INVALID,
    rangeMessage: ORDER_INVALID,
  }).nullable(),
});
export type UpdateSquadRoleInput = z.input<typeof updateSquadRoleBody>;
export const updateSquadRoleResponse = listPlayersResponse;

/** PATCH /api/players/:id/emails → Player. Omitted fields stay; '' or null clears. */
export const updatePlayerEmailsBody = z.object({
  parent1Email: optionalEmail('Parent 1 email').optional(),
  parent2Email: optionalEmail('Parent 2 email').optional(),
  playerEmail: optionalEmail('Player email').optional(),
});
export type UpdatePlayerEmailsInput = z.input<typeof updatePlayerEmailsBody>;
export const updatePlayerEmailsResponse = playerSchema;

/** GET /api/teams/:teamId/team → TeamDefaults. */
export const teamDefaultsParams = z.object({ teamId: teamIdParam });
export const teamDefaultsResponse = teamDefaultsSchema;

const LOCK_HOURS_MESSAGE =
  'Close answers must be a whole number of hours from 1 to 168 (a week) before kick-off, or empty';
const AVAILABILITY_LOCK_HOURS = wholeNumber('Close answers', {
  min: 1,
  max: 168,
  typeMessage: LOCK_HOURS_MESSAGE,
  rangeMessage: LOCK_HOURS_MESSAGE,
});

const REMINDER_HOURS_MESSAGE =
  'Remind families must be a whole number of hours from 1 to 168 (a week) before kick-off, or empty for no reminders';
const AVAILABILITY_REMINDER_HOURS = wholeNumber('Remind families', {
  min: 1,
  max: 168,
  typeMessage: REMINDER_HOURS_MESSAGE,
  rangeMessage: REMINDER_HOURS_MESSAGE,
});

/**
 * PATCH /api/teams/:teamId/match-settings → TeamDefaults (timings stored sorted ascending). An omitted
 * fairShareTarget or format stays as it is.
 * fairShareTarget or showSquadMinutesToFamily stays as it is.
 * Rules of spec 000 §5, shared with the Match Settings card through shared/domain/match-settings.ts.
 */
export const updateMatchSettingsBody = z
  .object({
    matchLength: wholeNumber('Match length', {
      min: MATCH_LENGTH_MIN,
      max: MATCH_LENGTH_MAX,
      rangeMessage: MATCH_LENGTH_MESSAGE,
    }),
    // Only the type here: the range depends on the match length and is checked below with the spec's text.
    substitutionTimings: z
      .array(wholeNumber('Substitution timing', { min: -1_000_000, max: 1_000_000 }), {
        error: 'Substitution timings must be a list of minutes',
      })
      .min(1, 'Give at least one substitution timing (0 for kick-off)')
      .max(MAX_SUBSTITUTION_TIMINGS, `Give at most ${MAX_SUBSTITUTION_TIMINGS} substitution timings`),
    defaultSubstitutions: wholeNumber('Number of substitutions', {
      min: SUBSTITUTIONS_MIN,
      max: SUBSTITUTIONS_MAX,
      rangeMessage: SUBSTITUTIONS_MESSAGE,
    }),
    // Optional so a client that predates the setting keeps it as it is.
    fairShareTarget: wholeNumber('Fair share target', {
      min: FAIR_SHARE_TARGET_MIN,
      max: FAIR_SHARE_TARGET_MAX,
      typeMessage: FAIR_SHARE_TARGET_MESSAGE,
      rangeMessage: FAIR_SHARE_TARGET_MESSAGE,
    }).optional(),
    // Players on the pitch (issue 30); optional as the fair share target is.
    format: z.literal(teamFormats, { error: TEAM_FORMAT_MESSAGE }).optional(),
    // Optional for the same reason: left out, the team keeps what it had.
    showSquadMinutesToFamily: z
      .boolean({ error: "Show every player's minutes must be true or false" })
      .optional(),
    // Availability answers (issue 31, decision 057), each optional for the same reason.
    availabilitySilence: z
      .enum(['unanswered', 'available'], {
        error: 'When a family does not answer must be "unanswered" or "available"',
      })
      .optional(),
    availabilityLockHours: z
      .union([z.null(), z.literal(''), AVAILABILITY_LOCK_HOURS], {
        error: LOCK_HOURS_MESSAGE,
      })
      .transform((value) => (value === '' ? null : value))
      .optional(),
    showAvailabilityCountsToFamily: z
      .boolean({ error: 'Show the availability counts to families must be true or false' })
      .optional(),
    // Reminders to silent families (decision 058); null or '' turns them off.
    availabilityReminderHours: z
      .union([z.null(), z.literal(''), AVAILABILITY_REMINDER_HOURS], {
        error: REMINDER_HOURS_MESSAGE,
      })
      .transform((value) => (value === '' ? null : value))
      .optional(),
  })
  .superRefine((settings, ctx) => {
    for (const problem of findMatchSettingsProblems(settings)) {
      ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }
  });
export type UpdateMatchSettingsInput = z.input<typeof updateMatchSettingsBody>;
export type UpdateMatchSettingsBody = z.output<typeof updateMatchSettingsBody>;
export const updateMatchSettingsResponse = teamDefaultsSchema;

/**
 * GET /api/teams/:teamId/stats → PlayerStats[], one per player of the team (zeros included), by shirt
 * number. Past matches only (date before now); see spec 000 §4.
 */
export const listPlayerStatsResponse = z.array(playerStatsSchema);
