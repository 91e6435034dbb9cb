import { z } from 'zod';
import { oppositionTeamBody } from './league.js';
import { updateMatchBody } from './matches.js';
import { optionalText } from './params.js';
import { isOneLineText, notOneLineText } from './text.js';

// FA Full-Time fixtures sync (spec 001 §2.6, §4.8, §5, §7, §8): Save & Sync, the import of a saved page,
// and the last outcome Team Settings shows. Only platform admins and the team's club admins may call these.

export const SYNC_URL_REQUIRED = 'Please enter the league fixtures URL';
export const SYNC_URL_INVALID = 'League fixtures URL must be a web address (https://fulltime.thefa.com/...)';
export const IMPORT_HTML_REQUIRED = 'Please choose or paste the saved Full-Time page';
/** One page, as the sync reads it from Full-Time: 2 MB (in characters of the pasted or uploaded text). */
export const FULLTIME_PAGE_MAX_BYTES = 2 * 1024 * 1024;
export const FULLTIME_URL_MAX = 500;

export const SYNC_ALREADY_RUNNING = 'A sync of this team is already running';
export const SYNC_BOT_PROTECTION =
  'Full-Time refused the request (bot protection). Try again later, or import the saved page.';

/** Spec 001 §8.3. */
export const syncedToast = (result: { syncedTeams: number; syncedMatches: number }) =>
  `Synced ${result.syncedTeams} teams and ${result.syncedMatches} matches`;

/**
 * A web address. Which ones the server will fetch (https, Full-Time's hosts, public addresses; plain
 * http only for a test origin) is the server's fetch policy to say, with a message naming the problem.
 */
function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.hostname.length > 0 &&
      isOneLineText(value)
    );
  } catch {
    return false;
  }
}

/** Full-Time's name of our team, as long as an opposition team's name may be (LEAGUE_LIMITS.name). */
export const FULLTIME_TEAM_NAME_MAX = 100;
/**
 * Which team on the Full-Time pages is ours, when Full-Time names it differently from Touchline (the
 * admin picks it from the names a 422 `FULLTIME_TEAM_NOT_FOUND` listed). Kept on the team and used by
 * every later sync, the daily one included; '' or null forgets it. Omitted: keep the one stored.
 */
const fullTimeTeamName = z
  .string({ error: 'The Full-Time team name must be text' })
  .trim()
  .max(FULLTIME_TEAM_NAME_MAX, `The Full-Time team name must be at most ${FULLTIME_TEAM_NAME_MAX} characters`)
  .refine(isOneLineText, notOneLineText('The Full-Time team name'))
  .nullable()
  .optional();

/** 422 `FULLTIME_TEAM_NOT_FOUND`: no fixture on the pages is this team's; `teamNames` lists the page's. */
export const fullTimeTeamNotFound = (teamName: string) =>
  `None of the fixtures on this Full-Time page is ${teamName}'s under that name. Choose which team on the page is ${teamName}.`;

/** POST /api/teams/:teamId/sync-fa: saves the URL, syncs, answers the counts. */
export const syncFaBody = z.object({
  faFullTimeUrl: z
    .string({ error: SYNC_URL_REQUIRED })
    .trim()
    .min(1, SYNC_URL_REQUIRED)
    .max(FULLTIME_URL_MAX, `League fixtures URL must be at most ${FULLTIME_URL_MAX} characters`)
    .refine(isWebUrl, SYNC_URL_INVALID),
  fullTimeTeamName,
});
export type SyncFaInput = z.input<typeof syncFaBody>;

/** POST /api/teams/:teamId/sync-fa/import: the same sync over a page saved from the browser. */
export const importFaBody = z.object({
  html: z
    .string({ error: IMPORT_HTML_REQUIRED })
    .min(1, IMPORT_HTML_REQUIRED)
    .max(FULLTIME_PAGE_MAX_BYTES, 'The saved page is larger than 2 MB'),
  /** Where the page was saved from, so its links resolve; optional (the team's URL, else the site's). */
  pageUrl: z
    .string()
    .trim()
    .max(FULLTIME_URL_MAX)
    .refine((value) => value === '' || isWebUrl(value), SYNC_URL_INVALID)
    .optional(),
  fullTimeTeamName,
});
export type ImportFaInput = z.input<typeof importFaBody>;

export const syncResultSchema = z.object({
  /** Opposition teams created or renamed. */
  syncedTeams: z.number(),
  /** Matches created or changed. */
  syncedMatches: z.number(),
  /** Full-Time fixtures of this team seen before, still to come, and not on Full-Time's pages any more: left alone. */
  missingFixtures: z.number(),
  /** Fixtures read from Full-Time for this team this time. */
  fixturesRead: z.number(),
  pagesRead: z.number(),
  /**
   * Pages of the lists not read: a sync follows at most a season's worth of pages (and one saved page
   * says nothing of the pages after it). Fixtures on those were left as they were.
   */
  isEveryPageRead: z.boolean(),
  /**
   * Rows of this team's fixtures (or rows that could not be told apart) that were not imported, each
   * with Full-Time's fixture id (null for a row without one) and why, in words for people: a name with
   * control characters, a score out of range, a date that is not a date... The rest came in.
   */
  skippedRows: z.array(z.object({ fixtureId: z.string().nullable(), reason: z.string() })),
  /** ISO date-time the team was last synced (now). */
  lastSyncDate: z.string(),
});
export type SyncResult = z.infer<typeof syncResultSchema>;
export const syncFaResponse = syncResultSchema;
export const importFaResponse = syncResultSchema;

export const syncRunSchema = z.object({
  trigger: z.enum(['manual', 'import', 'daily']),
  startedAt: z.string(),
  /** Null while it runs. */
  finishedAt: z.string().nullable(),
  /** Null while it runs. */
  isSuccess: z.boolean().nullable(),
  syncedTeams: z.number(),
  syncedMatches: z.number(),
  missingFixtures: z.number(),
  /** Rows refused by a rule (the sync's own answer listed them by fixture id). */
  skippedRows: z.number(),
  /** False when pages of the lists were left unread. */
  isEveryPageRead: z.boolean(),
  /** The failure, for people; null on success. */
  message: z.string().nullable(),
});
export type SyncRun = z.infer<typeof syncRunSchema>;

/** GET /api/teams/:teamId/sync-fa: what Team Settings shows under the URL. */
export const syncStatusResponse = z.object({
  /** The team's name in Touchline, for the dialog's questions ("Which team on Full-Time is ...?"). */
  teamName: z.string(),
  faFullTimeUrl: z.string().nullable(),
  /** The team's name on Full-Time as an admin chose it, or null (Touchline's name, or the team page's). */
  fullTimeTeamName: z.string().nullable(),
  lastSyncDate: z.string().nullable(),
  isRunning: z.boolean(),
  lastRun: syncRunSchema.nullable(),
  /** The daily re-sync: null when it is switched off on this server. */
  dailySync: z.object({ hour: z.number(), timeZone: z.string() }).nullable(),
});
export type SyncStatus = z.infer<typeof syncStatusResponse>;

// ---- What an imported fixture must satisfy ----

/** Full-Time's ids (fixtures, teams) are decimal numbers; anything else on a page is not one of them. */
export const FULLTIME_ID = /^[1-9]\d{0,14}$/;
export const COMPETITION_MAX = 200;

/**
 * The rules a fixture read from Full-Time must pass to be stored: the same ones as the forms that type
 * the same fields (opponent name as the league screen's team form, note as the match form's comments,
 * scores as its scores), so imported text can never hold what a typed one cannot. A row that fails is
 * skipped and reported; nothing is cut short, so two long names can never collide into one.
 */
export const importedFixtureSchema = z.object({
  fixtureId: z.string().regex(FULLTIME_ID, "Full-Time's fixture id is not a number"),
  opponentName: oppositionTeamBody.shape.name,
  opponentFaTeamId: z.string().regex(FULLTIME_ID, "the opponent's Full-Time id is not a number").nullable(),
  homeScore: updateMatchBody.shape.homeScore,
  awayScore: updateMatchBody.shape.awayScore,
  note: updateMatchBody.shape.comments,
  competition: optionalText(COMPETITION_MAX, 'Competition').optional(),
});
export type ImportedFixture = z.input<typeof importedFixtureSchema>;
