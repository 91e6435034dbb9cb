import { describe, expect, it } from 'vitest';
import {
  FULLTIME_PAGE_MAX_BYTES,
  SYNC_BOT_PROTECTION,
  type SyncRun,
  type SyncStatus,
} from '../../shared/contracts/fixtures-sync';
import { ApiError } from './api';
import {
  changesText,
  dailySyncText,
  fullTimeNameText,
  hasSyncNotes,
  missingFixturesSentence,
  PAGES_NOT_READ,
  savedFileProblem,
  savedPageTextProblem,
  skippedCountSentence,
  skippedRowsSentence,
  syncedMessage,
  syncOutcomeView,
  teamChoiceFrom,
} from './fixtures-sync-format';

// In November UK time is UTC, so the times below read as written.
const winter = { now: new Date('2026-11-25T12:00:00Z') };

const run = (overrides: Partial<SyncRun> = {}): SyncRun => ({
  trigger: 'manual',
  startedAt: '2026-11-25T09:59:50Z',
  finishedAt: '2026-11-25T10:00:00Z',
  isSuccess: true,
  syncedTeams: 0,
  syncedMatches: 3,
  missingFixtures: 0,
  skippedRows: 0,
  isEveryPageRead: true,
  message: null,
  ...overrides,
});

const status = (overrides: Partial<SyncStatus> = {}): SyncStatus => ({
  teamName: 'Brookfield Badgers U11',
  faFullTimeUrl: 'https://fulltime.thefa.com/displayTeam.html?id=123',
  fullTimeTeamName: null,
  lastSyncDate: '2026-11-25T10:00:00Z',
  isRunning: false,
  lastRun: run(),
  dailySync: { hour: 4, timeZone: 'Europe/London' },
  ...overrides,
});

describe('the success toast (spec 001 §8.3)', () => {
  const clean = { missingFixtures: 0, skippedRows: [], isEveryPageRead: true };

  it('is the spec sentence', () => {
    expect(syncedMessage({ ...clean, syncedTeams: 4, syncedMatches: 12 })).toBe(
      'Synced 4 teams and 12 matches',
    );
    expect(syncedMessage({ ...clean, syncedTeams: 0, syncedMatches: 0 })).toBe(
      'Synced 0 teams and 0 matches',
    );
    expect(hasSyncNotes(clean)).toBe(false);
  });

  it('then says plainly when fixtures seen before are no longer on Full-Time', () => {
    expect(syncedMessage({ ...clean, syncedTeams: 0, syncedMatches: 1, missingFixtures: 1 })).toBe(
      'Synced 0 teams and 1 matches. 1 fixture is no longer on Full-Time and was left as it was.',
    );
    expect(missingFixturesSentence(3)).toBe(
      '3 fixtures are no longer on Full-Time and were left as they were.',
    );
    expect(missingFixturesSentence(0)).toBeNull();
  });

  it('names the rows not imported, by fixture id and why, and counts the rest', () => {
    const skippedRows = [
      { fixtureId: '123', reason: 'the score 150 is out of range' },
      { fixtureId: null, reason: "the date '31/02/26' is not a real date" },
    ];
    expect(syncedMessage({ ...clean, syncedTeams: 1, syncedMatches: 5, skippedRows })).toBe(
      "Synced 1 teams and 5 matches. 2 rows were not imported: fixture 123 (the score 150 is out of range), a row without a fixture id (the date '31/02/26' is not a real date).",
    );
    expect(hasSyncNotes({ ...clean, skippedRows })).toBe(true);
    expect(skippedRowsSentence([{ fixtureId: '9', reason: 'the name has control characters' }])).toBe(
      '1 row was not imported: fixture 9 (the name has control characters).',
    );
    const many = ['1', '2', '3', '4', '5'].map((fixtureId) => ({ fixtureId, reason: 'x' }));
    expect(skippedRowsSentence(many)).toBe(
      '5 rows were not imported: fixture 1 (x), fixture 2 (x), fixture 3 (x) and 2 more.',
    );
    expect(skippedRowsSentence([])).toBeNull();
  });

  it('says when pages of the list were not read', () => {
    const message = syncedMessage({ ...clean, syncedTeams: 0, syncedMatches: 2, isEveryPageRead: false });
    expect(message).toBe(`Synced 0 teams and 2 matches. ${PAGES_NOT_READ}`);
    expect(PAGES_NOT_READ).toBe(
      'Some pages of the list were not read: fixtures on them were left as they were.',
    );
    expect(hasSyncNotes({ ...clean, isEveryPageRead: false })).toBe(true);
  });
});

describe('the Full-Time team name', () => {
  it('offers the names of a FULLTIME_TEAM_NOT_FOUND answer to pick from, once each', () => {
    const error = new ApiError(
      422,
      'Choose which team on the page is Badgers Juniors.',
      'FULLTIME_TEAM_NOT_FOUND',
      ['Riverside Rovers U12', 'Hollowmere Athletic U12', 'Riverside Rovers U12'],
    );
    expect(teamChoiceFrom(error)).toEqual({ teamNames: ['Riverside Rovers U12', 'Hollowmere Athletic U12'] });
  });

  it('offers nothing for another failure, or an answer without names', () => {
    expect(teamChoiceFrom(new ApiError(422, 'Not a page', 'FULLTIME_PAGE_INVALID', ['A']))).toBeNull();
    expect(teamChoiceFrom(new ApiError(422, 'No names', 'FULLTIME_TEAM_NOT_FOUND', []))).toBeNull();
    expect(teamChoiceFrom(new ApiError(422, 'No names', 'FULLTIME_TEAM_NOT_FOUND'))).toBeNull();
    expect(teamChoiceFrom(new Error('Network error: offline'))).toBeNull();
  });

  it('shows the name chosen', () => {
    expect(fullTimeNameText('Rossendale United - Yellow U7S')).toBe(
      'Full-Time name: Rossendale United - Yellow U7S',
    );
    expect(fullTimeNameText(null)).toBeNull();
  });
});

describe('changesText', () => {
  it('counts opposition teams and matches, in the singular when one', () => {
    expect(changesText({ syncedTeams: 2, syncedMatches: 3 })).toBe(
      '2 opposition teams and 3 matches updated',
    );
    expect(changesText({ syncedTeams: 0, syncedMatches: 3 })).toBe('3 matches updated');
    expect(changesText({ syncedTeams: 0, syncedMatches: 1 })).toBe('1 match updated');
    expect(changesText({ syncedTeams: 1, syncedMatches: 0 })).toBe('1 opposition team updated');
    expect(changesText({ syncedTeams: 0, syncedMatches: 0 })).toBe('no changes');
  });
});

describe('dailySyncText', () => {
  it('gives the hour, and the zone only when it is not the UK', () => {
    expect(dailySyncText({ hour: 4, timeZone: 'Europe/London' })).toBe(
      'Fixtures are re-synced daily at 04:00',
    );
    expect(dailySyncText({ hour: 23, timeZone: 'UTC' })).toBe('Fixtures are re-synced daily at 23:00 (UTC)');
    expect(dailySyncText(null)).toBeNull();
  });
});

describe('syncOutcomeView (the last outcome under the URL)', () => {
  it('reads the last sync with its counts, its trigger and the daily schedule', () => {
    expect(syncOutcomeView(status(), winter)).toEqual({
      tone: 'success',
      headline: 'Last synced Wed 25 Nov, 10:00: 3 matches updated',
      notes: [],
      trigger: 'By Save & Sync',
      lastSuccess: null,
      daily: 'Fixtures are re-synced daily at 04:00',
    });
  });

  it('says "no changes", and which trigger ran it', () => {
    const daily = syncOutcomeView(
      status({ lastRun: run({ trigger: 'daily', syncedMatches: 0, finishedAt: '2026-11-25T04:00:07Z' }) }),
      winter,
    );
    expect(daily.headline).toBe('Last synced Wed 25 Nov, 04:00: no changes');
    expect(daily.trigger).toBe('By the daily sync');
    const imported = syncOutcomeView(status({ lastRun: run({ trigger: 'import' }) }), winter);
    expect(imported.trigger).toBe('From an imported page');
  });

  it('notes fixtures no longer on Full-Time', () => {
    expect(syncOutcomeView(status({ lastRun: run({ missingFixtures: 2 }) }), winter).notes).toEqual([
      '2 fixtures are no longer on Full-Time and were left as they were.',
    ]);
  });

  it('notes rows not imported and pages not read, a line each', () => {
    const view = syncOutcomeView(
      status({ lastRun: run({ skippedRows: 2, isEveryPageRead: false }) }),
      winter,
    );
    expect(view.notes).toEqual(['2 rows were not imported.', PAGES_NOT_READ]);
    expect(skippedCountSentence(1)).toBe('1 row was not imported.');
    expect(skippedCountSentence(0)).toBeNull();
  });

  it('reads a failure with the server message, and when the last sync that worked ran', () => {
    const view = syncOutcomeView(
      status({
        lastSyncDate: '2026-11-24T04:00:00Z',
        lastRun: run({
          trigger: 'daily',
          isSuccess: false,
          syncedMatches: 0,
          message: SYNC_BOT_PROTECTION,
          finishedAt: '2026-11-25T04:00:12Z',
        }),
      }),
      winter,
    );
    expect(view.tone).toBe('failure');
    expect(view.headline).toBe(`Last sync failed Wed 25 Nov, 04:00: ${SYNC_BOT_PROTECTION}`);
    expect(view.lastSuccess).toBe('Last successful sync Tue 24 Nov, 04:00');
    expect(view.trigger).toBe('By the daily sync');
  });

  it('falls back to the spec words for a failure without a message', () => {
    const view = syncOutcomeView(status({ lastRun: run({ isSuccess: false, message: null }) }), winter);
    expect(view.headline).toBe('Last sync failed Wed 25 Nov, 10:00: Failed to sync FA data');
  });

  it('says when a sync is running', () => {
    const view = syncOutcomeView(
      status({ isRunning: true, lastRun: run({ finishedAt: null, isSuccess: null }) }),
      winter,
    );
    expect(view.tone).toBe('running');
    expect(view.headline).toBe('A sync is running now (started Wed 25 Nov, 09:59)');
  });

  it('says when the team was never synced, and no schedule without a URL', () => {
    expect(
      syncOutcomeView(status({ faFullTimeUrl: null, lastSyncDate: null, lastRun: null }), winter),
    ).toEqual({
      tone: 'never',
      headline: 'Not synced yet',
      notes: [],
      trigger: null,
      lastSuccess: null,
      daily: null,
    });
  });

  it('uses the last sync date when no run is recorded', () => {
    expect(syncOutcomeView(status({ lastRun: null }), winter).headline).toBe('Last synced Wed 25 Nov, 10:00');
  });

  it('leaves out the schedule when the daily sync is off', () => {
    expect(syncOutcomeView(status({ dailySync: null }), winter).daily).toBeNull();
  });

  it('writes the year of a sync in another year', () => {
    const view = syncOutcomeView(status({ lastRun: run({ finishedAt: '2025-12-30T10:00:00Z' }) }), winter);
    expect(view.headline).toBe('Last synced Tue 30 Dec 2025, 10:00: 3 matches updated');
  });
});

describe('savedFileProblem (checked before the file is read or sent)', () => {
  const html = (size: number, name = 'team.html') => ({ name, size });

  it('takes a saved page of up to 2 MB', () => {
    expect(savedFileProblem(html(250_000))).toBeNull();
    expect(savedFileProblem(html(FULLTIME_PAGE_MAX_BYTES, 'Fixtures.HTM'))).toBeNull();
  });

  it('refuses a page over 2 MB, saying how large it is', () => {
    expect(savedFileProblem(html(FULLTIME_PAGE_MAX_BYTES + 1))).toBe(
      'That file is 2.1 MB, more than the 2 MB a saved page may be. Save it as "Web page, HTML only", then choose it again.',
    );
    expect(savedFileProblem(html(3.4 * 1024 * 1024))).toMatch(/^That file is 3\.4 MB/);
  });

  it('refuses an empty file and anything but .html or .htm', () => {
    expect(savedFileProblem(html(0))).toBe(
      'That file is empty. Save the page again, then choose the new file.',
    );
    expect(savedFileProblem(html(1000, 'team.mhtml'))).toMatch(/^Choose the saved page/);
    expect(savedFileProblem(html(1000, 'team.pdf'))).toMatch(/^Choose the saved page/);
  });
});

describe('savedPageTextProblem', () => {
  it('asks for a page when there is none, and refuses one over 2 MB', () => {
    expect(savedPageTextProblem('  ')).toBe('Please choose or paste the saved Full-Time page');
    expect(savedPageTextProblem('<html></html>')).toBeNull();
    expect(savedPageTextProblem('x'.repeat(FULLTIME_PAGE_MAX_BYTES + 1))).toBe(
      'The saved page is larger than 2 MB',
    );
  });
});
