import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import {
  SYNC_ALREADY_RUNNING,
  SYNC_BOT_PROTECTION,
  type SyncResult,
  type SyncStatus,
} from '../../../shared/contracts/fixtures-sync.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/database-errors.js';
import { fixturesSyncRuns, teams } from '../../db/schema.js';
import { AppError, badGateway, badRequest, conflict, notFound, unprocessable } from '../../errors.js';
import { applyFixtures, type OurTeam } from './apply-fixtures.js';
import { checkFetchUrl, type FetchPolicy, FetchRefusedError } from './fetch-policy.js';
import {
  type FullTimeFixture,
  type FullTimePage,
  FullTimePageError,
  isSameTeam,
  mergeFixtureRows,
  parseFullTimePage,
} from './fulltime-page.js';
import { type FetchedPage, type FetchOptions, fetchPage } from './safe-fetch.js';

export type SyncTrigger = 'manual' | 'import' | 'daily';

/** Per sync: at most this many pages, and at least this long between two requests to Full-Time. */
/** The pages a sync read, and whether it read all there were (or stopped at the page limit). */
type PagesRead = { pages: FullTimePage[]; isEveryPageRead: boolean };

export const SYNC_LIMITS = { maxPages: 10, minIntervalMs: 1000 } as const;
// An open run older than this was cut off (the instance stopped mid-sync): it no longer blocks a new one.
const STALE_RUN_MS = 10 * 60 * 1000;
const DEFAULT_PAGE_URL = 'https://fulltime.thefa.com/';

export interface SyncDeps {
  db: Db;
  policy: FetchPolicy;
  now: () => Date;
  fetchOptions?: FetchOptions;
  /** How a sync waits between requests; tests may pass a quicker one for the limits they do not test. */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type TeamRow = typeof teams.$inferSelect;

async function findTeam(db: Db, teamId: number): Promise<TeamRow> {
  const [team] = await db.select().from(teams).where(eq(teams.id, teamId));
  if (!team) throw notFound('Team');
  return team;
}

/** Opens the team's run, or 409 when one is open; a run left open by a stopped instance is closed first. */
async function openRun(db: Db, teamId: number, trigger: SyncTrigger, now: Date): Promise<number> {
  await db
    .update(fixturesSyncRuns)
    .set({ finishedAt: now, isSuccess: false, message: 'The sync was interrupted' })
    .where(
      and(
        eq(fixturesSyncRuns.myTeamId, teamId),
        isNull(fixturesSyncRuns.finishedAt),
        lt(fixturesSyncRuns.startedAt, new Date(now.getTime() - STALE_RUN_MS)),
      ),
    );
  try {
    const [run] = await db
      .insert(fixturesSyncRuns)
      .values({ myTeamId: teamId, trigger, startedAt: now })
      .returning({ id: fixturesSyncRuns.id });
    if (!run) throw new Error('sync run insert returned nothing');
    return run.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SYNC_ALREADY_RUNNING, 'SYNC_RUNNING');
    throw error;
  }
}

async function failRun(db: Db, runId: number, message: string, now: Date): Promise<void> {
  await db
    .update(fixturesSyncRuns)
    .set({ finishedAt: now, isSuccess: false, message })
    .where(eq(fixturesSyncRuns.id, runId));
}

/** What went wrong, as an answer for people (and the code programs match on). */
export function toSyncError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof FetchRefusedError) {
    switch (error.reason) {
      case 'url':
      case 'address':
        return badRequest(error.message, 'FULLTIME_URL_REFUSED');
      case 'http':
        return error.status === 403 || error.status === 429
          ? badGateway(SYNC_BOT_PROTECTION, 'FULLTIME_REFUSED')
          : badGateway(error.message, 'FULLTIME_UNAVAILABLE');
      default:
        return badGateway(error.message, 'FULLTIME_UNAVAILABLE');
    }
  }
  if (error instanceof FullTimePageError) {
    return error.reason === 'challenge'
      ? badGateway(SYNC_BOT_PROTECTION, 'FULLTIME_REFUSED')
      : unprocessable(error.message, 'FULLTIME_PAGE_INVALID');
  }
  throw error;
}

/**
 * Reads the team's Full-Time pages from the address given: that page, then the list pages a team page
 * links to and each list's following pages, never more than SYNC_LIMITS.maxPages and never faster
 * than one request a second. Every page must parse, or the sync stops before writing anything. Whether
 * pages were left unread at the limit is kept: fixtures on those are not "no longer on Full-Time".
 */
async function readPages(deps: SyncDeps, startUrl: string): Promise<PagesRead> {
  const sleep = deps.sleep ?? wait;
  const queue = [checkFetchUrl(startUrl, deps.policy).toString()];
  const seen = new Set(queue);
  const pages: FullTimePage[] = [];
  let lastRequestAt = 0;
  while (queue.length > 0 && pages.length < SYNC_LIMITS.maxPages) {
    const url = queue.shift() as string;
    const gap = lastRequestAt + SYNC_LIMITS.minIntervalMs - Date.now();
    if (lastRequestAt > 0 && gap > 0) await sleep(gap);
    lastRequestAt = Date.now();
    const fetched: FetchedPage = await fetchPage(url, deps.policy, deps.fetchOptions);
    const page = parseFullTimePage(fetched.html, fetched.url);
    pages.push(page);
    for (const next of [...page.relatedUrls, page.nextPageUrl]) {
      if (!next) continue;
      let allowed: string;
      try {
        allowed = checkFetchUrl(next, deps.policy).toString();
      } catch {
        continue; // a link off the allowed hosts is not followed
      }
      if (seen.has(allowed)) continue;
      seen.add(allowed);
      queue.push(allowed);
    }
  }
  return { pages, isEveryPageRead: queue.length === 0 };
}

/**
 * Our side on the pages: the team as Full-Time names it on its team page (or a list filtered to it),
 * else Touchline's name. A team page whose heading is another team while Touchline's name plays in its
 * rows is that other team's page: refused, or its fixtures would be taken for ours.
 */
function ourTeamOf(
  team: TeamRow,
  pages: readonly FullTimePage[],
  fixtures: readonly FullTimeFixture[],
): OurTeam {
  const named = pages.find((page) => page.teamName);
  const pageName = named?.teamName ?? null;
  if (pageName && !isSameTeam(pageName, team.name)) {
    const isTouchlineNameInRows = fixtures.some(
      (fixture) => isSameTeam(fixture.home.name, team.name) || isSameTeam(fixture.away.name, team.name),
    );
    if (isTouchlineNameInRows) {
      throw unprocessable(
        `This is the Full-Time page of ${pageName}, not of ${team.name}: use ${team.name}'s own team page`,
        'FULLTIME_PAGE_INVALID',
      );
    }
  }
  return {
    id: team.id,
    names: [pageName ?? team.name],
    faTeamId: named?.faTeamId ?? pages.find((page) => page.faTeamId)?.faTeamId ?? team.faTeamId,
    defaultMatchLength: team.defaultMatchLength,
    defaultSubstitutionTimings: Array.isArray(team.defaultSubstitutionTimings)
      ? team.defaultSubstitutionTimings
      : [0],
    defaultSubstitutions: team.defaultSubstitutions,
  };
}

/** Writes what was read, in one transaction with the team's sync date and the run's outcome. */
async function writeSync(
  db: Db,
  team: TeamRow,
  { pages, isEveryPageRead }: PagesRead,
  runId: number,
  now: Date,
): Promise<SyncResult> {
  // A fixture can be on several pages (the team page, a list, a moved result): one entry per fixture id.
  const fixtures = mergeFixtureRows(pages.flatMap((page) => page.fixtures));
  const ourTeam = ourTeamOf(team, pages, fixtures);
  return db.transaction(async (tx) => {
    const applied = await applyFixtures(tx, ourTeam, fixtures, now, { isEveryPageRead });
    if (fixtures.length > 0 && applied.fixturesRead === 0) {
      throw unprocessable(
        `No fixtures for ${ourTeam.names[0]} on the Full-Time page: check that it is this team's page`,
        'FULLTIME_PAGE_INVALID',
      );
    }
    await tx
      .update(teams)
      .set({
        lastSyncDate: now,
        ...(ourTeam.faTeamId !== team.faTeamId ? { faTeamId: ourTeam.faTeamId } : {}),
      })
      .where(eq(teams.id, team.id));
    await tx
      .update(fixturesSyncRuns)
      .set({
        finishedAt: now,
        isSuccess: true,
        syncedTeams: applied.syncedTeams,
        syncedMatches: applied.syncedMatches,
        missingFixtures: applied.missingFixtures,
      })
      .where(eq(fixturesSyncRuns.id, runId));
    return {
      syncedTeams: applied.syncedTeams,
      syncedMatches: applied.syncedMatches,
      missingFixtures: applied.missingFixtures,
      fixturesRead: applied.fixturesRead,
      pagesRead: pages.length,
      lastSyncDate: now.toISOString(),
    };
  });
}

async function runRecorded(
  deps: SyncDeps,
  teamId: number,
  trigger: SyncTrigger,
  read: (team: TeamRow) => Promise<PagesRead>,
): Promise<SyncResult> {
  const team = await findTeam(deps.db, teamId);
  const runId = await openRun(deps.db, teamId, trigger, deps.now());
  try {
    const pages = await read(team);
    return await writeSync(deps.db, team, pages, runId, deps.now());
  } catch (error) {
    const answer = (() => {
      try {
        return toSyncError(error);
      } catch {
        return null;
      }
    })();
    await failRun(deps.db, runId, answer?.message ?? 'Failed to sync FA data', deps.now());
    throw answer ?? error;
  }
}

/**
 * Save & Sync: keeps the address (once the server would fetch it), then reads and writes the team's
 * fixtures. Any failure leaves every match and opponent as it was.
 */
export async function syncTeam(
  deps: SyncDeps,
  teamId: number,
  faFullTimeUrl: string,
  trigger: 'manual' | 'daily',
): Promise<SyncResult> {
  let url: string;
  try {
    url = checkFetchUrl(faFullTimeUrl, deps.policy).toString();
  } catch (error) {
    throw toSyncError(error);
  }
  if (trigger === 'manual') {
    await deps.db.update(teams).set({ faFullTimeUrl: faFullTimeUrl.trim() }).where(eq(teams.id, teamId));
  }
  return runRecorded(deps, teamId, trigger, () => readPages(deps, url));
}

/** The import fallback: the same parser and rules over one page the admin saved from the browser. */
export async function importPage(
  deps: SyncDeps,
  teamId: number,
  html: string,
  pageUrl: string | undefined,
): Promise<SyncResult> {
  return runRecorded(deps, teamId, 'import', async (team) => {
    const base = pageUrl || team.faFullTimeUrl || DEFAULT_PAGE_URL;
    try {
      const page = parseFullTimePage(html, base);
      // One page saved from a paged list says nothing of the fixtures on the pages after it.
      return { pages: [page], isEveryPageRead: !page.nextPageUrl };
    } catch (error) {
      if (error instanceof FullTimePageError && error.reason === 'challenge') {
        throw unprocessable(
          "This is Full-Time's bot check, not the team's page: open the team's page in your browser, wait until it shows the fixtures, then save it again",
          'FULLTIME_PAGE_INVALID',
        );
      }
      throw error;
    }
  });
}

/** What Team Settings shows: the address, the last sync and whether one is running now. */
export async function readSyncStatus(
  db: Db,
  teamId: number,
  dailySync: SyncStatus['dailySync'],
): Promise<SyncStatus> {
  const team = await findTeam(db, teamId);
  const runs = await db
    .select()
    .from(fixturesSyncRuns)
    .where(eq(fixturesSyncRuns.myTeamId, teamId))
    .orderBy(desc(fixturesSyncRuns.startedAt), desc(fixturesSyncRuns.id))
    .limit(2);
  const isRunning = runs.some((run) => run.finishedAt === null);
  const last = runs.find((run) => run.finishedAt !== null) ?? null;
  return {
    faFullTimeUrl: team.faFullTimeUrl,
    lastSyncDate: team.lastSyncDate?.toISOString() ?? null,
    isRunning,
    lastRun: last && {
      trigger: last.trigger,
      startedAt: last.startedAt.toISOString(),
      finishedAt: last.finishedAt?.toISOString() ?? null,
      isSuccess: last.isSuccess,
      syncedTeams: last.syncedTeams,
      syncedMatches: last.syncedMatches,
      missingFixtures: last.missingFixtures,
      message: last.message,
    },
    dailySync,
  };
}

/** Teams with a Full-Time address, for the daily re-sync, oldest sync first. */
export async function listTeamsToSync(db: Db): Promise<{ id: number; faFullTimeUrl: string }[]> {
  const rows = await db
    .select({ id: teams.id, faFullTimeUrl: teams.faFullTimeUrl })
    .from(teams)
    .where(sql`${teams.faFullTimeUrl} is not null and ${teams.faFullTimeUrl} <> ''`)
    .orderBy(sql`${teams.lastSyncDate} asc nulls first`, teams.id);
  return rows.filter((row): row is { id: number; faFullTimeUrl: string } => row.faFullTimeUrl !== null);
}
