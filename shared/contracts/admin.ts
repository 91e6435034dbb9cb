import { z } from 'zod';
import { contactCategories } from './contact-fields.js';
import { messageResponse, optionalText } from './params.js';
import { isOneLineText, isStorableText, notOneLineText, unstorableText } from './text.js';

// Platform administration (/admin). Every endpoint here is for platform admins only: 401 `Unauthorized`
// when signed out, 403 `Forbidden: platform administrators only` for everyone else.

const MAX_SERIAL = 2_147_483_647;

/**
 * A numeric id in the path: digits only (no '1e3' or '0x10' sneaking in through number coercion), and
 * nothing larger than a Postgres integer, which would otherwise fail inside the database.
 */
export const idParam = z
  .string({ error: 'must be a number' })
  .regex(/^\d+$/, 'must be a whole number')
  .transform(Number)
  .pipe(z.number().positive('must be a positive number').max(MAX_SERIAL, 'is too large'));

export const CLUB_NAME_REQUIRED = 'Please enter a club name';
export const TEAM_NAME_REQUIRED = 'Please enter a team name and select a club';
export const EMAIL_REQUIRED = 'Please enter an email address';
export const EMAIL_INVALID = 'Please enter a valid email address';
export const ROLE_INVALID = 'Role must be coach or player_parent';
export const FIXTURES_URL_INVALID = 'League fixtures URL must be a valid https:// address';

export const ADMIN_LIMITS = { name: 100, description: 1000, location: 200, label: 50, url: 500 } as const;

/**
 * https, or plain http on the loopback address: the stand-in for Full-Time a test server runs
 * (FULLTIME_TEST_ORIGIN). Which addresses are fetched is the sync's fetch policy to decide, not this.
 */
function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    const isLoopbackHttp =
      url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === '[::1]');
    return (url.protocol === 'https:' || isLoopbackHttp) && url.hostname.length > 0 && isOneLineText(value);
  } catch {
    return false;
  }
}

/** The league fixtures page: https only, or empty/null to clear it. */
const fixturesUrl = z
  .string({ error: FIXTURES_URL_INVALID })
  .trim()
  .max(ADMIN_LIMITS.url, `League fixtures URL must be at most ${ADMIN_LIMITS.url} characters`)
  .refine((value) => value === '' || isHttpsUrl(value), FIXTURES_URL_INVALID)
  .nullable()
  .transform((value) => value || null);

const clubName = z
  .string({ error: CLUB_NAME_REQUIRED })
  .trim()
  .min(1, CLUB_NAME_REQUIRED)
  .max(ADMIN_LIMITS.name, `Club name must be at most ${ADMIN_LIMITS.name} characters`)
  .refine(isStorableText, unstorableText('Club name'))
  .refine(isOneLineText, notOneLineText('Club name'));

const teamName = z
  .string({ error: TEAM_NAME_REQUIRED })
  .trim()
  .min(1, TEAM_NAME_REQUIRED)
  .max(ADMIN_LIMITS.name, `Team name must be at most ${ADMIN_LIMITS.name} characters`)
  .refine(isStorableText, unstorableText('Team name'))
  .refine(isOneLineText, notOneLineText('Team name'));

export const inviteEmail = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .toLowerCase()
  .min(1, EMAIL_REQUIRED)
  .max(254, 'Email address must be at most 254 characters')
  .pipe(z.email({ error: EMAIL_INVALID }));

export const invitedTeamRoles = ['coach', 'player_parent'] as const;
export type InvitedTeamRole = (typeof invitedTeamRoles)[number];

// ---- Shapes the endpoints answer ----

export const adminTeamSchema = z.object({
  id: z.number(),
  secureId: z.string(),
  /** Null only for a team made outside /admin without a club; such teams are not in the clubs list. */
  clubId: z.number().nullable(),
  name: z.string(),
  ageGroup: z.string().nullable(),
  division: z.string().nullable(),
  faFullTimeUrl: z.string().nullable(),
  lastSyncDate: z.string().nullable(),
  playerCount: z.number(),
  matchCount: z.number(),
  /** Direct team members (coaches, parents/players); club admins are counted on the club. */
  memberCount: z.number(),
});
export type AdminTeam = z.infer<typeof adminTeamSchema>;

export const adminClubSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  createdAt: z.string(),
  /** What a club delete takes with it, for the confirmation. */
  teamCount: z.number(),
  playerCount: z.number(),
  matchCount: z.number(),
  adminCount: z.number(),
  myTeams: z.array(adminTeamSchema),
});
export type AdminClub = z.infer<typeof adminClubSchema>;

export const userSummarySchema = z.object({
  id: z.number(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

export const teamUserSchema = z.object({
  user: userSummarySchema,
  role: z.enum(['admin', 'coach', 'player_parent']),
  userId: z.number(),
  /** True for club admins of the team's club: full access, removed through the club's admin list. */
  isClubAdmin: z.boolean(),
});
export type TeamUser = z.infer<typeof teamUserSchema>;

export const teamMembershipSchema = z.object({
  id: z.number(),
  userId: z.number(),
  myTeamId: z.number(),
  role: z.enum(invitedTeamRoles),
  createdAt: z.string(),
});
export type TeamMembership = z.infer<typeof teamMembershipSchema>;

export const playerEmailTypes = ['parent1', 'parent2', 'player'] as const;
export const playerEmailContactSchema = z.object({
  playerId: z.number(),
  playerName: z.string(),
  shirtNumber: z.number(),
  emails: z.array(z.object({ type: z.enum(playerEmailTypes), email: z.string() })),
});
export type PlayerEmailContact = z.infer<typeof playerEmailContactSchema>;

export const clubAdminSchema = z.object({
  user: userSummarySchema,
  userId: z.number(),
  clubId: z.number(),
  role: z.literal('admin'),
  createdAt: z.string(),
});
export type ClubAdmin = z.infer<typeof clubAdminSchema>;

export const adminContactMessageSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  category: z.enum(contactCategories),
  createdAt: z.string(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

// The one `{message}` answer, defined with the shared params; re-exported for the admin client.
export { type MessageResponse, messageResponse } from './params.js';

// ---- One contract per endpoint ----

/** GET /api/admin/clubs → AdminClub[] ordered by name (teams inside ordered by name). */
export const listClubsResponse = z.array(adminClubSchema);

/** POST /api/admin/clubs → 201 AdminClub (no teams yet). */
export const createClubBody = z.object({
  name: clubName,
  description: optionalText(ADMIN_LIMITS.description, 'Description', 'multi').optional(),
  location: optionalText(ADMIN_LIMITS.location, 'Location').optional(),
});
export type CreateClubInput = z.input<typeof createClubBody>;
export const createClubResponse = adminClubSchema;

/** DELETE /api/admin/clubs/:id → {message}; takes teams, players, matches and memberships with it. */
export const clubParams = z.object({ id: idParam });
export const deleteClubResponse = messageResponse;

/** POST /api/clubs/:clubId/teams → 201 AdminTeam. */
export const clubTeamsParams = z.object({ clubId: idParam });
export const createTeamBody = z.object({
  name: teamName,
  ageGroup: optionalText(ADMIN_LIMITS.label, 'Age group').optional(),
  division: optionalText(ADMIN_LIMITS.name, 'Division').optional(),
  faFullTimeUrl: fixturesUrl.optional(),
});
export type CreateTeamInput = z.input<typeof createTeamBody>;
export const createTeamResponse = adminTeamSchema;

/**
 * The Create Team dialog's form: the body plus the chosen club. Not sent as is: the club goes in the
 * path (POST /api/clubs/{clubId}/teams).
 */
export const createTeamForm = createTeamBody.extend({
  clubId: z.coerce.number({ error: TEAM_NAME_REQUIRED }).int().positive(TEAM_NAME_REQUIRED),
});

/** DELETE /api/clubs/:clubId/teams/:teamId → {message}; the team must belong to that club. */
export const clubTeamParams = z.object({ clubId: idParam, teamId: idParam });
export const deleteTeamResponse = messageResponse;

/** GET /api/admin/teams/:id → AdminTeam. 404 `Team not found`. */
export const teamParams = z.object({ id: idParam });
export const getTeamResponse = adminTeamSchema;

/** PATCH /api/admin/teams/:id (team settings) → AdminTeam. Omitted fields stay; null or '' clears. */
export const updateTeamBody = z.object({
  name: teamName.optional(),
  ageGroup: optionalText(ADMIN_LIMITS.label, 'Age group').optional(),
  division: optionalText(ADMIN_LIMITS.name, 'Division').optional(),
  faFullTimeUrl: fixturesUrl.optional(),
});
export type UpdateTeamInput = z.input<typeof updateTeamBody>;
export const updateTeamResponse = adminTeamSchema;

/** GET /api/admin/teams/:id/users → TeamUser[]: club admins first, then direct members. */
export const listTeamUsersResponse = z.array(teamUserSchema);

/** GET /api/admin/teams/:id/memberships → TeamMembership[] (direct memberships only). */
export const listTeamMembershipsResponse = z.array(teamMembershipSchema);

/** POST /api/admin/teams/:id/users: invites by e-mail; adding again changes the role. */
export const addTeamUserBody = z.object({
  email: inviteEmail,
  role: z.enum(invitedTeamRoles, { error: ROLE_INVALID }),
});
export type AddTeamUserInput = z.input<typeof addTeamUserBody>;
export const addTeamUserResponse = teamUserSchema.extend({
  isNewUser: z.boolean(),
  isNewMembership: z.boolean(),
  message: z.string(),
});
export type AddTeamUserResponse = z.infer<typeof addTeamUserResponse>;

/** DELETE /api/admin/teams/:id/users/:userId → {message}. */
export const teamUserParams = z.object({ id: idParam, userId: idParam });
export const removeTeamUserResponse = messageResponse;

/** GET /api/admin/teams/:id/player-emails → PlayerEmailContact[] by shirt number. */
export const listPlayerEmailsResponse = z.array(playerEmailContactSchema);

/** GET /api/admin/clubs/:id/admins → ClubAdmin[]. */
export const listClubAdminsResponse = z.array(clubAdminSchema);

/** POST /api/admin/clubs/:id/admins: invites a club admin by e-mail. */
export const addClubAdminBody = z.object({ email: inviteEmail });
export type AddClubAdminInput = z.input<typeof addClubAdminBody>;
export const addClubAdminResponse = clubAdminSchema.extend({
  isNewUser: z.boolean(),
  message: z.string(),
});
export type AddClubAdminResponse = z.infer<typeof addClubAdminResponse>;

/** DELETE /api/admin/clubs/:id/admins/:userId → {message}. */
export const clubAdminParams = z.object({ id: idParam, userId: idParam });
export const removeClubAdminResponse = messageResponse;

/** GET /api/admin/contact-messages → AdminContactMessage[], newest first (the latest 500). */
export const listContactMessagesResponse = z.array(adminContactMessageSchema);
