import { z } from 'zod';
import { rowIdParam } from './params.js';

// A player's family as a coach manages it (issue 30): the team's parent and player accounts, each with
// whether it is the player's family and why (shared/domain/family.ts). Its own module, apart from
// squad.ts, so the squad page's first JavaScript does not carry it.

/** Path of /api/players/:id/family/:userId. */
export const familyLinkParams = z.object({ id: rowIdParam, userId: rowIdParam });
export const playerFamilyParams = z.object({ id: rowIdParam });

export const familyMemberSchema = z.object({
  userId: z.number(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** Why the account is the player's family ('email': an address of his matches; 'link': a coach's), or null. */
  family: z.enum(['email', 'link']).nullable(),
  /** A coach unlinked the account although an address matches. */
  unlinked: z.boolean(),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

/**
 * GET /api/players/:id/family → every account with the team role player_parent on the player's team, by
 * e-mail address, with `family` saying whether and why it is the player's family. Coaches and admins only:
 * it names other families' accounts. PUT /api/players/:id/family/:userId links the account by hand and
 * DELETE unlinks it (kept even when an address matches); both answer the same list. An account that is
 * not a parent or player of the player's team is 404 `Team member not found`.
 */
export const playerFamilyResponse = z.object({
  playerId: z.number(),
  members: z.array(familyMemberSchema),
});
export type PlayerFamily = z.infer<typeof playerFamilyResponse>;
