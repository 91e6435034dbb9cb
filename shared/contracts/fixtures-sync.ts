import { z } from 'zod';
import { teamIdParam } from './params.js';
import { isOneLineText } from './text.js';

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

export const syncTeamParams = z.object({ teamId: teamIdParam });

/** POST /api/teams/:teamId/sync-fa: saves the URL, syncs, answers the counts. */
export const syncFaBody = z.object({
  faFullTimeUrl: z
    .string({ error: SYNC_URL_REQUIRED })
    .trim()
    .min(1, SYNC_URL_REQUIRED)
    .max(FULLTIME_URL_MAX, `League fixtures URL must be at most ${FULLTIME_URL_MAX} characters`)
    .refine(isWebUrl, SYNC_URL_INVALID),
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
  /** The failure, for people; null on success. */
  message: z.string().nullable(),
});
export type SyncRun = z.infer<typeof syncRunSchema>;

/** GET /api/teams/:teamId/sync-fa: what Team Settings shows under the URL. */
export const syncStatusResponse = z.object({
  faFullTimeUrl: z.string().nullable(),
  lastSyncDate: z.string().nullable(),
  isRunning: z.boolean(),
  lastRun: syncRunSchema.nullable(),
  /** The daily re-sync: null when it is switched off on this server. */
  dailySync: z.object({ hour: z.number(), timeZone: z.string() }).nullable(),
});
export type SyncStatus = z.infer<typeof syncStatusResponse>;
