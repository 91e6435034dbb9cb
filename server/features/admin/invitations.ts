import { and, eq } from 'drizzle-orm';
import type {
  AddClubAdminResponse,
  AddTeamUserResponse,
  InvitedTeamRole,
} from '../../../shared/contracts/admin.js';
import type { Db } from '../../db/client.js';
import { clubMemberships, clubs, teamMemberships, teams, users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { buildInvitationEmail, type InvitationAccess } from '../../email/invitation-email.js';
import { notFound } from '../../errors.js';
import { buildVerifyLink, findUserByEmail, issueSignInToken } from '../../identity/sign-in-tokens.js';
import type { AppContext } from '../../types.js';

/** What the invitation e-mail needs, decided inside the transaction and sent after the answer. */
export type Invitation = { email: string; firstName: string | null; access: InvitationAccess };

type UserRow = typeof users.$inferSelect;

/**
 * The user with this address, created when new. New users get the least role (player_parent); an
 * existing user's platform role is never touched, so inviting a platform admin demotes nobody.
 */
async function findOrCreateUser(
  db: Db,
  email: string,
  now: Date,
): Promise<{ user: UserRow; isNewUser: boolean }> {
  const [created] = await db
    .insert(users)
    .values({ email, role: 'player_parent', createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  if (created) return { user: created, isNewUser: true };
  const existing = await findUserByEmail(db, email);
  if (!existing) throw new Error(`user ${email} neither inserted nor found`);
  return { user: existing, isNewUser: false };
}

function summarize(user: UserRow) {
  return { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email };
}

/**
 * Adds (or re-adds) a user to a team by e-mail: the user is created if new, and the membership is
 * upserted on (user, team), so adding again changes the role and never duplicates.
 */
export async function inviteTeamUser(
  db: Db,
  teamId: number,
  input: { email: string; role: InvitedTeamRole },
  now: Date,
): Promise<{ answer: Omit<AddTeamUserResponse, 'message'>; invitation: Invitation }> {
  return inTransaction(db, async (tx) => {
    // A key-share lock keeps the team from being deleted under the new membership.
    const [row] = await tx
      .select({ team: teams, clubName: clubs.name })
      .from(teams)
      .leftJoin(clubs, eq(clubs.id, teams.clubId))
      .where(eq(teams.id, teamId))
      .for('key share', { of: teams });
    if (!row) throw notFound('Team');
    const { user, isNewUser } = await findOrCreateUser(tx, input.email, now);
    const [existing] = await tx
      .select({ id: teamMemberships.id })
      .from(teamMemberships)
      .where(and(eq(teamMemberships.userId, user.id), eq(teamMemberships.myTeamId, teamId)));
    await tx
      .insert(teamMemberships)
      .values({ userId: user.id, myTeamId: teamId, role: input.role, createdAt: now })
      .onConflictDoUpdate({
        target: [teamMemberships.userId, teamMemberships.myTeamId],
        set: { role: input.role },
      });
    return {
      answer: {
        user: summarize(user),
        role: input.role,
        userId: user.id,
        isClubAdmin: false,
        isNewUser,
        isNewMembership: !existing,
      },
      invitation: {
        email: user.email,
        firstName: user.firstName,
        access: { kind: 'team', teamName: row.team.name, clubName: row.clubName, role: input.role },
      },
    };
  });
}

/** Makes a user (created if new) an admin of the club; adding an existing club admin again is harmless. */
export async function inviteClubAdmin(
  db: Db,
  clubId: number,
  email: string,
  now: Date,
): Promise<{ answer: Omit<AddClubAdminResponse, 'message'>; invitation: Invitation }> {
  return inTransaction(db, async (tx) => {
    const [club] = await tx.select().from(clubs).where(eq(clubs.id, clubId)).for('key share');
    if (!club) throw notFound('Club');
    const { user, isNewUser } = await findOrCreateUser(tx, email, now);
    await tx
      .insert(clubMemberships)
      .values({ userId: user.id, clubId, role: 'admin', createdAt: now })
      .onConflictDoNothing({ target: [clubMemberships.userId, clubMemberships.clubId] });
    const [membership] = await tx
      .select({ createdAt: clubMemberships.createdAt })
      .from(clubMemberships)
      .where(and(eq(clubMemberships.userId, user.id), eq(clubMemberships.clubId, clubId)));
    return {
      answer: {
        user: summarize(user),
        userId: user.id,
        clubId,
        role: 'admin',
        createdAt: (membership?.createdAt ?? now).toISOString(),
        isNewUser,
      },
      invitation: {
        email: user.email,
        firstName: user.firstName,
        access: { kind: 'club-admin', clubName: club.name },
      },
    };
  });
}

/** Issues a sign-in token (same rules as sign-in: 30 minutes, single use) and e-mails the invitation. */
export async function sendInvitation(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  invitation: Invitation,
  now: Date,
): Promise<void> {
  const token = await issueSignInToken(ctx.db, invitation.email, now);
  await ctx.mailer.send(
    buildInvitationEmail({
      to: invitation.email,
      firstName: invitation.firstName,
      access: invitation.access,
      link: buildVerifyLink(ctx.config.appUrl, token),
      appUrl: ctx.config.appUrl,
    }),
  );
}
