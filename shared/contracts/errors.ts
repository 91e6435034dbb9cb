// No zod here: the client's error words (shared/domain/error-mapper.ts) read these codes on pages whose
// first load has no zod in it; the answer's schema is in error-response.ts.

/**
 * Every error answer is `{code, message}`: `code` is for programs (stable, never reworded), `message`
 * for people (and, as the spec's clients expect, carries the phrases the error mapper looks for).
 */
export const apiErrorCodes = [
  // General, by status.
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'BAD_GATEWAY',
  // Particular.
  'TEAM_ID_REQUIRED',
  'SHIRT_NUMBER_TAKEN',
  'SQUAD_FULL',
  'TEAM_NAME_TAKEN',
  'INVALID_SIGN_IN_LINK',
  'TEAM_NOT_FOUND',
  'PLAYER_NOT_FOUND',
  'MATCH_NOT_FOUND',
  'GOAL_NOT_FOUND',
  'FORMATION_NOT_FOUND',
  'OPPOSITION_TEAM_NOT_FOUND',
  'CLUB_NOT_FOUND',
  'CLUB_ADMIN_NOT_FOUND',
  'TEAM_MEMBER_NOT_FOUND',
  'INVALID_MATCH_DATE',
  /**
   * 400: the match form would set our score below the goals recorded for us; the answer's message names
   * the field. Send the ids of the goals to remove with it (`removeGoalIds`) to do both in one save.
   */
  'GOALS_ABOVE_SCORE',
  /** 409: the match's version sent with a write is stale (docs/decisions/020-match-versions.md). */
  'MATCH_CHANGED',
  /** 400: a formation write's body is refused ("Invalid formation data: <field>: <why>"). */
  'INVALID_FORMATION_DATA',
  /** 409: the formation's version sent with a write is stale (docs/decisions/022-formation-writes.md). */
  'FORMATION_CHANGED',
  /**
   * 422: the rotation planner cannot fill the match as asked (too few players, nobody who may keep goal,
   * pins that cannot all hold, a period to keep with no saved line-up); the message says what to change.
   */
  'ROTATION_NOT_POSSIBLE',
  /** 409: saving the rotation would replace periods already planned; send overwritePlanned to replace them. */
  'PERIODS_ALREADY_PLANNED',
  /** 409: a sync of this team is already running. */
  'SYNC_RUNNING',
  /** 400: the fixtures address is not one the server will fetch (https, allow-listed host, public address). */
  'FULLTIME_URL_REFUSED',
  /** 502: Full-Time's CDN refused the server (challenge page, 403, 429): try later or import the page. */
  'FULLTIME_REFUSED',
  /** 502: Full-Time could not be read (timeout, network, error status, page too large). */
  'FULLTIME_UNAVAILABLE',
  /** 422: the page is not a Full-Time team, fixtures or results page, or has no fixtures of this team. */
  'FULLTIME_PAGE_INVALID',
  /** 422: no fixture on the page is this team's under its name: `teamNames` lists the page's, to choose from. */
  'FULLTIME_TEAM_NOT_FOUND',
  /** 404: no match of the caller's teams has this event id (decision 057). */
  'EVENT_NOT_FOUND',
  /** 409: a family's availability answer after the team's lock time or kick-off (decision 057). */
  'AVAILABILITY_LOCKED',
  /** 404: no training session of this team has this id (decision 060). */
  'TRAINING_SESSION_NOT_FOUND',
  /** 409: the training session's version sent with a write is stale (decision 060). */
  'TRAINING_SESSION_CHANGED',
  /** 409: a live press the match's state does not allow (no resume without a pause...; decision 067). */
  'LIVE_EVENT_OUT_OF_ORDER',
  /** 409: a live press dated too far ahead of the server, before the match day or before the last press. */
  'LIVE_EVENT_TIME_REFUSED',
  /** 409: a live press's id already names another press (another match, another kind). */
  'LIVE_EVENT_ID_TAKEN',
  /** 409: a live goal or its undo the match does not allow now (a result code, the score moved meanwhile). */
  'LIVE_GOAL_REFUSED',
  /** 409: a live goal's or undo's id already names another write (another match, another kind). */
  'LIVE_REQUEST_ID_TAKEN',
  /** 409: a live change the match's state does not allow (not running or paused; an undo of an earlier one). */
  'LIVE_CHANGE_REFUSED',
  /** 409: a live change's id already names another change (another match, other players). */
  'LIVE_CHANGE_ID_TAKEN',
  /** 404: no live change of this match has this id (an undo sent twice takes back one). */
  'LIVE_CHANGE_NOT_FOUND',
  /** 409: a formation save's id already names another save (another formation, team or kind; decision 070). */
  'FORMATION_REQUEST_ID_TAKEN',
] as const;

export type ApiErrorCode = (typeof apiErrorCodes)[number];

/** The things a `<Thing> not found` answer can name, each with its own code. */
export const notFoundCodes = {
  Team: 'TEAM_NOT_FOUND',
  Player: 'PLAYER_NOT_FOUND',
  Match: 'MATCH_NOT_FOUND',
  Goal: 'GOAL_NOT_FOUND',
  Formation: 'FORMATION_NOT_FOUND',
  'Opposition team': 'OPPOSITION_TEAM_NOT_FOUND',
  Club: 'CLUB_NOT_FOUND',
  'Club admin': 'CLUB_ADMIN_NOT_FOUND',
  'Team member': 'TEAM_MEMBER_NOT_FOUND',
  Event: 'EVENT_NOT_FOUND',
  'Training session': 'TRAINING_SESSION_NOT_FOUND',
  'Live change': 'LIVE_CHANGE_NOT_FOUND',
} as const satisfies Record<string, ApiErrorCode>;

export type NotFoundThing = keyof typeof notFoundCodes;
