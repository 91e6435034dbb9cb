import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import {
  FULLTIME_ID,
  fullTimeTeamNotFound,
  SYNC_ALREADY_RUNNING,
  SYNC_BOT_PROTECTION,
  type SyncResult,
  type SyncStatus,
  syncFaBody,
} from '../../../shared/contracts/fixtures-sync.js';
import { isSameTeam, normaliseTeamName } from '../../../shared/domain/team-name.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/database-errors.js';
import { fixturesSyncRuns, teams } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, badGateway, badRequest, conflict, notFound, unprocessable } from '../../errors.js';
import { applyFixtures, type OurTeam, type SkippedRow } from './apply-fixtures.js';
import {
  checkFetchUrl,
  type FetchPolicy,
  FetchRefusedError,
  isTestOriginUrl,
  SYNC_LIMITS,
} from './fetch-policy.js';
import {
  type FullTimeFixture,
  type FullTimePage,
  FullTimePageError,
  mergeFixtureRows,
} from './fulltime-page.js';
import { parseFullTimePageOffThread } from './parse-off-thread.js';
import { type FetchedPage, type FetchOptions, fetchPage } from './safe-fetch.js';

export type SyncTrigger = 'manual' | 'import' | 'daily';

/** The pages a sync read, and whether it read all there were (or stopped at the page limit). */
type PagesRead = { pages: FullTimePage[]; isEveryPageRead: boolean };

/**
 * A fixtures or results list's first page asked for with `perPage` rows: in the path
 * (`/fixtures/1/5.html`) and in the query (`itemsPerPage=`), the two ways Full-Time's lists take it.
 * Any other address is left as it is.
 */
export function wholeListUrl(address: string): string {
  const url = new URL(address);
  const list = /^\/(fixtures|results)(?:\/(\d+)\/(\d+))?\.html$/i.exec(url.pathname);
  if (!list || (list[2] !== undefined && list[2] !== '1')) return address;
  if (list[2] !== undefined) url.pathname = `/${list[1]}/1/${SYNC_LIMITS.perPage}.html`;
  for (const key of [...url.searchParams.keys()]) {
    if (key.toLowerCase() === 'itemsperpage') url.searchParams.delete(key);
  }
  url.searchParams.set('itemsPerPage', String(SYNC_LIMITS.perPage));
  return url.toString();
}
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
  const queue = [wholeListUrl(checkFetchUrl(startUrl, deps.policy).toString())];
  const seen = new Set(queue);
  const pages: FullTimePage[] = [];
  let lastRequestAt = 0;
  while (queue.length > 0 && pages.length < SYNC_LIMITS.maxPages) {
    const url = queue.shift() as string;
    // A second between pages, as manners toward the FA's servers; a test origin's stand-in may ask for less.
    const interval = isTestOriginUrl(new URL(url), deps.policy)
      ? deps.policy.testPageIntervalMs
      : SYNC_LIMITS.minIntervalMs;
    const gap = lastRequestAt + interval - Date.now();
    if (lastRequestAt > 0 && gap > 0) await sleep(gap);
    lastRequestAt = Date.now();
    const fetched: FetchedPage = await fetchPage(url, deps.policy, deps.fetchOptions);
    const page = await parseFullTimePageOffThread(fetched.html, fetched.url);
    pages.push(page);
    // A team page's links ask for a handful of rows a page: ask for the whole list instead. The
    // next page of a list keeps the size the list was asked for.
    const links = [...page.relatedUrls.map(wholeListUrl), page.nextPageUrl];
    for (const next of links) {
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
 * Which team on the pages is ours: the name an admin chose (`chosen`, else the one kept on the team),
 * else the team as Full-Time names it on its team page (or a list filtered to it), else Touchline's
 * name. A team page whose heading is another team while Touchline's name plays in its rows is that
 * other team's page: refused, or its fixtures would be taken for ours.
 */
function ourTeamOf(
  team: TeamRow,
  pages: readonly FullTimePage[],
  fixtures: readonly FullTimeFixture[],
  chosen: string | null,
): OurTeam {
  const named = pages.find((page) => page.teamName);
  const pageName = named?.teamName ?? null;
  if (!chosen && pageName && !isSameTeam(pageName, team.name)) {
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
  const name = chosen ?? pageName ?? team.name;
  // The page's own id is the team's only when the page is the team's (its heading, or a list filtered
  // to it, names the team we take as ours).
  const pageId = named && isSameTeam(named.teamName ?? '', name) ? named.faTeamId : null;
  return {
    id: team.id,
    names: [name],
    faTeamId: pageId ?? (chosen ? null : (pages.find((page) => page.faTeamId)?.faTeamId ?? team.faTeamId)),
    defaultMatchLength: team.defaultMatchLength,
    defaultSubstitutionTimings: Array.isArray(team.defaultSubstitutionTimings)
      ? team.defaultSubstitutionTimings
      : [0],
  };
}

/** At most this many names are offered: a division has a few dozen teams. */
const TEAM_NAMES_MAX = 200;

/**
 * The team names the pages show, once each (the first spelling), for the admin to choose ours: only
 * names that could be chosen (one-line text a team name may be), so a hostile page cannot put
 * text-direction tricks or a page-long name in front of them.
 */
function teamNamesOn(pages: readonly FullTimePage[]): string[] {
  const byName = new Map<string, string>();
  for (const name of pages.flatMap((page) => page.teamNames)) {
    const key = normaliseTeamName(name);
    if (key === '' || byName.has(key) || !syncFaBody.shape.fullTimeTeamName.safeParse(name).success) continue;
    byName.set(key, name);
    if (byName.size === TEAM_NAMES_MAX) break;
  }
  return [...byName.values()];
}

/**
 * The name to pick our side by: `undefined` keeps the one kept on the team, '' or null forgets it.
 * Kept on the team only once a sync with it succeeds.
 */
type TeamNameChoice = string | null | undefined;

/** Writes what was read, in one transaction with the team's sync date and the run's outcome. */
async function writeSync(
  db: Db,
  team: TeamRow,
  { pages, isEveryPageRead }: PagesRead,
  runId: number,
  now: Date,
  choice: TeamNameChoice,
): Promise<SyncResult> {
  // A fixture can be on several pages (the team page, a list, a moved result): one entry per fixture id.
  const fixtures = mergeFixtureRows(pages.flatMap((page) => page.fixtures));
  const chosen = choice === undefined ? team.faTeamName : choice?.trim() || null;
  const ourTeam = ourTeamOf(team, pages, fixtures, chosen);
  const unreadRows: SkippedRow[] = pages.flatMap((page) => page.skipped);
  return inTransaction(db, async (tx) => {
    const applied = await applyFixtures(tx, ourTeam, fixtures, now, { isEveryPageRead });
    const isAnyOurs = applied.fixturesRead > 0 || applied.skippedRows.length > 0;
    if (fixtures.length > 0 && !isAnyOurs) {
      const error = unprocessable(fullTimeTeamNotFound(team.name), 'FULLTIME_TEAM_NOT_FOUND');
      error.details = { teamNames: teamNamesOn(pages) };
      throw error;
    }
    // Reported as the page wrote them only when they are Full-Time's ids: anything else is no id.
    const skippedRows = [...unreadRows, ...applied.skippedRows].map((row) => ({
      fixtureId: row.fixtureId !== null && FULLTIME_ID.test(row.fixtureId) ? row.fixtureId : null,
      reason: row.reason,
    }));
    const faTeamId = ourTeam.faTeamId ?? applied.ourFaTeamId ?? team.faTeamId;
    await tx
      .update(teams)
      .set({
        lastSyncDate: now,
        ...(faTeamId !== team.faTeamId ? { faTeamId } : {}),
        ...(chosen !== team.faTeamName ? { faTeamName: chosen } : {}),
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
        skippedRows: skippedRows.length,
        isEveryPageRead,
      })
      .where(eq(fixturesSyncRuns.id, runId));
    return {
      syncedTeams: applied.syncedTeams,
      syncedMatches: applied.syncedMatches,
      missingFixtures: applied.missingFixtures,
      fixturesRead: applied.fixturesRead,
      pagesRead: pages.length,
      isEveryPageRead,
      skippedRows,
      lastSyncDate: now.toISOString(),
    };
  });
}

async function runRecorded(
  deps: SyncDeps,
  teamId: number,
  trigger: SyncTrigger,
  choice: TeamNameChoice,
  read: (team: TeamRow) => Promise<PagesRead>,
): Promise<SyncResult> {
  const team = await findTeam(deps.db, teamId);
  const runId = await openRun(deps.db, teamId, trigger, deps.now());
  try {
    const pages = await read(team);
    return await writeSync(deps.db, team, pages, runId, deps.now(), choice);
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
  choice?: TeamNameChoice,
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
  return runRecorded(deps, teamId, trigger, choice, () => readPages(deps, url));
}

/** The import fallback: the same parser and rules over one page the admin saved from the browser. */
export async function importPage(
  deps: SyncDeps,
  teamId: number,
  html: string,
  pageUrl: string | undefined,
  choice?: TeamNameChoice,
): Promise<SyncResult> {
  return runRecorded(deps, teamId, 'import', choice, async (team) => {
    const base = pageUrl || team.faFullTimeUrl || DEFAULT_PAGE_URL;
    try {
      const page = await parseFullTimePageOffThread(html, base);
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
    teamName: team.name,
    faFullTimeUrl: team.faFullTimeUrl,
    fullTimeTeamName: team.faTeamName,
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
      skippedRows: last.skippedRows,
      isEveryPageRead: last.isEveryPageRead,
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
