import {
  FULLTIME_PAGE_MAX_BYTES,
  IMPORT_HTML_REQUIRED,
  type SyncResult,
  type SyncRun,
  type SyncStatus,
  syncedToast,
} from '../../shared/contracts/fixtures-sync';
import { UK_TIME_ZONE } from '../../shared/domain/uk-time';
import { ApiError } from './api';
import { type DateOptions, formatKickOff, formatMatchDay } from './match-dates';

// What the FA Full-Time sync says to people (spec 001 §4.8, §8.1, §8.3): the toasts, the last outcome
// under the URL, and the checks on a saved page before it is sent. Free of React, so the wording has
// unit tests.

export const SYNC_FAILED_TITLE = 'Sync Failed';
/** Spec 001 §8.1: when the server gave no message of its own. */
export const SYNC_FAILED_FALLBACK = 'Failed to sync FA data';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "1 fixture is no longer on Full-Time and was left as it was." (never deleted, spec: nothing lost). */
export function missingFixturesSentence(missing: number): string | null {
  if (missing <= 0) return null;
  return missing === 1
    ? '1 fixture is no longer on Full-Time and was left as it was.'
    : `${missing} fixtures are no longer on Full-Time and were left as they were.`;
}

/** How many skipped rows the toast names one by one; the rest are counted. */
const SKIPPED_ROWS_NAMED = 3;

/**
 * "2 rows were not imported: fixture 123 (the score 150 is out of range), a row without a fixture id
 * (…)." The first few by fixture id and why, the rest counted, so the toast stays readable.
 */
export function skippedRowsSentence(rows: SyncResult['skippedRows']): string | null {
  if (rows.length === 0) return null;
  const named = rows
    .slice(0, SKIPPED_ROWS_NAMED)
    .map(
      (row) => `${row.fixtureId ? `fixture ${row.fixtureId}` : 'a row without a fixture id'} (${row.reason})`,
    );
  const more = rows.length - named.length;
  const list = more > 0 ? `${named.join(', ')} and ${count(more, 'more', 'more')}` : named.join(', ');
  return `${rows.length === 1 ? '1 row was' : `${rows.length} rows were`} not imported: ${list}.`;
}

/** The outcome box's shorter form, from the run's count: "2 rows were not imported." */
export function skippedCountSentence(skipped: number): string | null {
  if (skipped <= 0) return null;
  return `${skipped === 1 ? '1 row was' : `${skipped} rows were`} not imported.`;
}

/** A sync that stopped before the end of the lists (or one saved page of several): said plainly. */
export const PAGES_NOT_READ =
  'Some pages of the list were not read: fixtures on them were left as they were.';

/** What a successful sync has to say besides its counts, one sentence each (empty when all went in). */
export function syncNotes(
  result: Pick<SyncResult, 'missingFixtures' | 'isEveryPageRead'> & { skipped: string | null },
): string[] {
  return [
    missingFixturesSentence(result.missingFixtures),
    result.skipped,
    result.isEveryPageRead ? null : PAGES_NOT_READ,
  ].filter((sentence): sentence is string => sentence !== null);
}

/**
 * The success toast: spec 001 §8.3's "Synced {n} teams and {m} matches", then any missing fixtures, rows
 * not imported and pages not read.
 */
export function syncedMessage(
  result: Pick<
    SyncResult,
    'syncedTeams' | 'syncedMatches' | 'missingFixtures' | 'skippedRows' | 'isEveryPageRead'
  >,
): string {
  const notes = syncNotes({ ...result, skipped: skippedRowsSentence(result.skippedRows) });
  const counts = syncedToast(result);
  return notes.length === 0 ? counts : `${counts}. ${notes.join(' ')}`;
}

/** True when the toast says more than the counts: it then stays up long enough to be read. */
export function hasSyncNotes(
  result: Pick<SyncResult, 'missingFixtures' | 'skippedRows' | 'isEveryPageRead'>,
) {
  return result.missingFixtures > 0 || result.skippedRows.length > 0 || !result.isEveryPageRead;
}

/**
 * A 422 FULLTIME_TEAM_NOT_FOUND with the page's team names: the admin picks which is ours, and the same
 * sync or import is sent again with it. Null for any other failure, or one with no names to offer.
 */
export type TeamChoice = { teamNames: string[] };

export function teamChoiceFrom(error: unknown): TeamChoice | null {
  if (!(error instanceof ApiError) || error.code !== 'FULLTIME_TEAM_NOT_FOUND') return null;
  const teamNames = [...new Set(error.teamNames ?? [])];
  return teamNames.length > 0 ? { teamNames } : null;
}

/** "Full-Time name: Rossendale United - Yellow U7S", the team name an admin chose; null when none. */
export function fullTimeNameText(name: string | null): string | null {
  return name ? `Full-Time name: ${name}` : null;
}

/** "Tue 25 Nov, 04:00" (UK time, the year only when it is not this year), as the app writes match times. */
export function formatSyncTime(iso: string, options: DateOptions = {}): string {
  const day = formatMatchDay(iso, options);
  const time = formatKickOff(iso);
  return day && time ? `${day}, ${time}` : iso;
}

/**
 * "2 opposition teams and 3 matches updated", "3 matches updated", "1 opposition team updated", or "no
 * changes". The toast keeps the spec's "Synced n teams": here, read later, the teams are named for what
 * they are, the opponents, not the club's own teams.
 */
export function changesText(run: Pick<SyncRun, 'syncedTeams' | 'syncedMatches'>): string {
  const parts = [
    run.syncedTeams > 0 ? count(run.syncedTeams, 'opposition team', 'opposition teams') : null,
    run.syncedMatches > 0 ? count(run.syncedMatches, 'match', 'matches') : null,
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? 'no changes' : `${parts.join(' and ')} updated`;
}

export const triggerLabels: Record<SyncRun['trigger'], string> = {
  daily: 'By the daily sync',
  manual: 'By Save & Sync',
  import: 'From an imported page',
};

export type SyncOutcomeView = {
  tone: 'never' | 'running' | 'success' | 'failure';
  /** "Last synced Tue 25 Nov, 04:00: 3 matches updated", "Last sync failed ...: {message}", ... */
  headline: string;
  /** Fixtures Full-Time no longer lists (left alone), rows not imported, pages not read; each a line. */
  notes: string[];
  /** Which trigger ran it; null when not known. */
  trigger: string | null;
  /** After a failure: when the last sync that worked ran. */
  lastSuccess: string | null;
  /** "Fixtures are re-synced daily at 04:00" when the daily sync is on and the team has a URL. */
  daily: string | null;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The daily schedule's sentence; the zone is named only when it is not the UK's. */
export function dailySyncText(dailySync: SyncStatus['dailySync']): string | null {
  if (!dailySync) return null;
  const zone = dailySync.timeZone === UK_TIME_ZONE ? '' : ` (${dailySync.timeZone})`;
  return `Fixtures are re-synced daily at ${pad(dailySync.hour)}:00${zone}`;
}

/** What Team Settings shows under the URL (issue 13: "Last synced ...: 3 matches updated" or the failure). */
export function syncOutcomeView(status: SyncStatus, options: DateOptions = {}): SyncOutcomeView {
  const when = (iso: string) => formatSyncTime(iso, options);
  const daily = status.faFullTimeUrl ? dailySyncText(status.dailySync) : null;
  const run = status.lastRun;
  const trigger = run ? triggerLabels[run.trigger] : null;
  const base = { notes: [] as string[], trigger, lastSuccess: null, daily };

  if (status.isRunning || (run && run.finishedAt === null)) {
    const started = run ? ` (started ${when(run.startedAt)})` : '';
    return { ...base, tone: 'running', headline: `A sync is running now${started}` };
  }
  if (run && run.isSuccess === false) {
    const finished = run.finishedAt ?? run.startedAt;
    return {
      ...base,
      tone: 'failure',
      headline: `Last sync failed ${when(finished)}: ${run.message || SYNC_FAILED_FALLBACK}`,
      lastSuccess: status.lastSyncDate ? `Last successful sync ${when(status.lastSyncDate)}` : null,
    };
  }
  if (run) {
    return {
      ...base,
      tone: 'success',
      headline: `Last synced ${when(run.finishedAt ?? run.startedAt)}: ${changesText(run)}`,
      notes: syncNotes({ ...run, skipped: skippedCountSentence(run.skippedRows) }),
    };
  }
  if (status.lastSyncDate) {
    return { ...base, tone: 'success', headline: `Last synced ${when(status.lastSyncDate)}` };
  }
  return { ...base, tone: 'never', headline: 'Not synced yet' };
}

/** "2.4 MB" for the refusal of a page too large, rounded up: a file just over 2 MB never reads "2.0 MB". */
function megabytes(bytes: number): string {
  return `${(Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1)} MB`;
}

export const SAVED_PAGE_TYPES = '.html,.htm';

/**
 * What is wrong with a chosen file before it is read and sent, or null: it must be a saved web page
 * (.html or .htm), not empty, and at most 2 MB (the server's limit, so a phone does not upload a page
 * only to be refused).
 */
export function savedFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.html?$/i.test(file.name)) {
    return 'Choose the saved page: a file ending in .html or .htm ("Web page, HTML only").';
  }
  if (file.size === 0) return 'That file is empty. Save the page again, then choose the new file.';
  if (file.size > FULLTIME_PAGE_MAX_BYTES) {
    return `That file is ${megabytes(file.size)}, more than the 2 MB a saved page may be. Save it as "Web page, HTML only", then choose it again.`;
  }
  return null;
}

/** The same for the text about to be sent (read from the file, or pasted). */
export function savedPageTextProblem(html: string): string | null {
  if (html.trim() === '') return IMPORT_HTML_REQUIRED;
  if (html.length > FULLTIME_PAGE_MAX_BYTES) return 'The saved page is larger than 2 MB';
  return null;
}
