import { ApiError } from './api';

// The answers pages and saves tell apart, and the one check made before a call. Each lived in two or
// three features before; the words and statuses are the server's (spec 000 §8).

/**
 * An unscoped read that was not sent (client/lib/first-read-queries.ts): the caller's list of teams
 * says the server could not pick one, because there are several (it would answer 400
 * TEAM_ID_REQUIRED) or none (404). The page shows the same way forward as for those answers.
 */
export class NoTeamToRead extends Error {
  readonly teams: 'several' | 'none';
  constructor(teams: 'several' | 'none') {
    super(teams === 'several' ? 'Team ID is required' : 'Team not found');
    this.name = 'NoTeamToRead';
    this.teams = teams;
  }
}

/** A read or write of something that is not there, or that the caller has no role on (404). */
export function isNotFound(error: unknown): boolean {
  if (error instanceof NoTeamToRead) return error.teams === 'none';
  return error instanceof ApiError && error.status === 404;
}

/**
 * An unscoped read by a member of several teams: the server cannot guess which one is meant. Its stable
 * code decides (every answer of ours carries one).
 */
export function isTeamIdRequired(error: unknown): boolean {
  if (error instanceof NoTeamToRead) return error.teams === 'several';
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  return error.code === 'TEAM_ID_REQUIRED';
}

export type TeamWriteAction = 'create' | 'update' | 'delete';

/**
 * Spec 000 §8: a team-scoped write without a team id in context fails before any call is made, with
 * "Team ID is required to {action} team".
 */
export class MissingTeamIdError extends Error {
  constructor(action: TeamWriteAction) {
    super(`Team ID is required to ${action} team`);
    this.name = 'MissingTeamIdError';
  }
}

export function requireTeamId(teamId: string | null, action: TeamWriteAction): string {
  if (!teamId) throw new MissingTeamIdError(action);
  return teamId;
}
