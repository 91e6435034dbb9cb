import {
  FULLTIME_PAGE_MAX_BYTES,
  IMPORT_HTML_REQUIRED,
  type SyncResult,
  type SyncRun,
  type SyncStatus,
  syncedToast,
} from '../../shared/contracts/fixtures-sync';
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

/** The success toast: spec 001 §8.3's "Synced {n} teams and {m} matches", then any missing fixtures. */
export function syncedMessage(result: Pick<SyncResult, 'syncedTeams' | 'syncedMatches' | 'missingFixtures'>) {
  const missing = missingFixturesSentence(result.missingFixtures);
  return missing ? `${syncedToast(result)}. ${missing}` : syncedToast(result);
}

/** "Tue 25 Nov, 04:00" (the year only when it is not this year), as the app writes match times. */
export function formatSyncTime(iso: string, options: DateOptions = {}): string {
  const day = formatMatchDay(iso, options);
  const time = formatKickOff(iso, options);
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
  /** Fixtures Full-Time no longer lists, left alone; null when none. */
  note: string | null;
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
  const zone = dailySync.timeZone === 'Europe/London' ? '' : ` (${dailySync.timeZone})`;
  return `Fixtures are re-synced daily at ${pad(dailySync.hour)}:00${zone}`;
}

/** What Team Settings shows under the URL (issue 13: "Last synced ...: 3 matches updated" or the failure). */
export function syncOutcomeView(status: SyncStatus, options: DateOptions = {}): SyncOutcomeView {
  const when = (iso: string) => formatSyncTime(iso, options);
  const daily = status.faFullTimeUrl ? dailySyncText(status.dailySync) : null;
  const run = status.lastRun;
  const trigger = run ? triggerLabels[run.trigger] : null;
  const base = { note: null, trigger, lastSuccess: null, daily };

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
      note: missingFixturesSentence(run.missingFixtures),
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
