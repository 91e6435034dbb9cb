import { z } from 'zod';
import { RETURN_PATH_MAX_LENGTH, safeReturnPath } from '../domain/return-path.js';
import { messageResponse } from './params.js';

export const emailAddress = z
  .string({ error: 'is required' })
  .trim()
  .toLowerCase()
  .max(254, 'is too long')
  .pipe(z.email({ error: 'must be a valid e-mail address' }));

/**
 * The page to return to after sign-in (shared/domain/return-path.ts). The sign-in page sends only paths
 * the rule keeps, so anything else is a forged request: refused, never stored.
 */
export const returnPath = z
  .string()
  .max(RETURN_PATH_MAX_LENGTH, 'is too long')
  .refine((value) => safeReturnPath(value) !== null, 'must be a page of this site');

/**
 * POST /api/auth/request-magic-link → {message}: the same answer whether or not the address is invited
 * (the link is e-mailed after the reply). 429 when asked too often. `returnTo` is kept with the link,
 * so signing in ends on that page wherever the link is opened.
 */
export const requestMagicLinkBody = z.object({ email: emailAddress, returnTo: returnPath.optional() });
export type RequestMagicLinkBody = z.input<typeof requestMagicLinkBody>;
export const requestMagicLinkResponse = messageResponse;

export const verifyTokenBody = z.object({
  token: z.string().min(1, 'is required').max(200, 'is too long'),
  /** '1' when the link's page submitted itself, which only the browser that asked for it may do. */
  auto: z.string().max(1).optional(),
});
export const verifyTokenQuery = z.object({ token: z.string().max(200).optional() });

/**
 * GET /api/login?returnTo=: the page a signed-out visitor was on. A navigation, so a path the rule
 * refuses is dropped (sign-in then ends on the usual landing), not answered with an error page; so is a
 * repeated one (which arrives as a list).
 */
export const loginQuery = z.object({ returnTo: z.union([z.string(), z.array(z.string())]).optional() });

export const userSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(['admin', 'coach', 'player_parent']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** GET /api/auth/user → the signed-in User (401 when signed out). */
export const getCurrentUserResponse = userSchema;

export const teamRoleSchema = z.enum(['admin', 'coach', 'player_parent']);

export const userTeamSchema = z.object({
  id: z.number(),
  secureId: z.string(),
  name: z.string(),
  ageGroup: z.string().nullable(),
  division: z.string().nullable(),
  userRole: teamRoleSchema,
});
export type UserTeam = z.infer<typeof userTeamSchema>;

/** GET /api/auth/teams → UserTeam[]: every team the signed-in user can reach, with their role on it. */
export const listUserTeamsResponse = z.array(userTeamSchema);

/**
 * GET /api/auth/team-role/:teamId → {role}: the caller's effective role on the team (404 without one).
 * Its :teamId is a team path's (shared/contracts/params.ts teamParams), added by the route's registration.
 */
export const teamRoleResponse = z.object({ role: teamRoleSchema });
