import { eq } from 'drizzle-orm';
import type { TeamDefaults, UpdateMatchSettingsBody } from '../../../shared/contracts/squad.js';
import { DEFAULT_TEAM_FORMAT, isTeamFormat } from '../../../shared/domain/formation-shapes.js';
import { sortTimings } from '../../../shared/domain/match-settings.js';
import type { TeamRole } from '../../../shared/domain/roles.js';
import type { Db } from '../../db/client.js';
import { teams } from '../../db/schema.js';
import { notFound } from '../../errors.js';

type TeamRow = typeof teams.$inferSelect;

export function toTeamDefaults(team: TeamRow, role: TeamRole): TeamDefaults {
  return {
    id: team.id,
    secureId: team.secureId,
    name: team.name,
    ageGroup: team.ageGroup,
    division: team.division,
    defaultMatchLength: team.defaultMatchLength,
    defaultSubstitutionTimings: Array.isArray(team.defaultSubstitutionTimings)
      ? team.defaultSubstitutionTimings
      : [],
    defaultSubstitutions: team.defaultSubstitutions,
    fairShareTarget: team.fairShareTarget,
    // The column's check holds it to the four formats; a row outside them reads as eleven-a-side.
    format: isTeamFormat(team.format) ? team.format : DEFAULT_TEAM_FORMAT,
    showSquadMinutesToFamily: team.showSquadMinutesToFamily,
    availabilitySilence: team.availabilitySilence,
    availabilityLockHours: team.availabilityLockHours,
    showAvailabilityCountsToFamily: team.showAvailabilityCountsToFamily,
    availabilityReminderHours: team.availabilityReminderHours,
    userRole: role,
  };
}

/** Saves the team's match defaults (already checked against spec 000 §5), timings sorted ascending. */
export async function updateMatchSettings(
  db: Db,
  teamId: number,
  role: TeamRole,
  input: UpdateMatchSettingsBody,
  now: Date,
): Promise<TeamDefaults> {
  const [team] = await db
    .update(teams)
    .set({
      defaultMatchLength: input.matchLength,
      defaultSubstitutionTimings: sortTimings(input.substitutionTimings),
      defaultSubstitutions: input.defaultSubstitutions,
      ...(input.fairShareTarget === undefined ? {} : { fairShareTarget: input.fairShareTarget }),
      ...(input.format === undefined ? {} : { format: input.format }),
      ...(input.showSquadMinutesToFamily === undefined
        ? {}
        : { showSquadMinutesToFamily: input.showSquadMinutesToFamily }),
      ...(input.availabilitySilence === undefined ? {} : { availabilitySilence: input.availabilitySilence }),
      ...(input.availabilityLockHours === undefined
        ? {}
        : { availabilityLockHours: input.availabilityLockHours }),
      ...(input.showAvailabilityCountsToFamily === undefined
        ? {}
        : { showAvailabilityCountsToFamily: input.showAvailabilityCountsToFamily }),
      ...(input.availabilityReminderHours === undefined
        ? {}
        : { availabilityReminderHours: input.availabilityReminderHours }),
      updatedAt: now,
    })
    .where(eq(teams.id, teamId))
    .returning();
  if (!team) throw notFound('Team');
  return toTeamDefaults(team, role);
}
