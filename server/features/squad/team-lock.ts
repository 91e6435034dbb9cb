import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { teams } from '../../db/schema.js';
import { notFound } from '../../errors.js';

/**
 * Serializes squad writes of one team: taken inside the transaction before counting players or
 * renumbering set-piece orders, so two coaches saving at once cannot both pass a check. NO KEY UPDATE
 * conflicts with itself but not with the key-share locks that foreign-key checks on other tables take.
 */
export async function lockTeam(tx: Db, teamId: number): Promise<void> {
  const [team] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(eq(teams.id, teamId))
    .for('no key update');
  if (!team) throw notFound('Team');
}
