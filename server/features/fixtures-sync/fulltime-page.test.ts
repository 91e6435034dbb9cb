import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isSameTeam, normaliseTeamName } from '../../../shared/domain/team-name.js';
import {
  FIXTURE_YEAR_MAX,
  FIXTURE_YEAR_MIN,
  type FullTimeFixture,
  type FullTimePage,
  FullTimePageError,
  isChallengePage,
  mergeFixtureRows,
  parseFullTimePage,
  parseUkDateTime,
} from './fulltime-page.js';

// Every page read here is in test-pages/ (its README says where each came from): the real 2022 samples
// and the pages written for the cases they lack.
const testPages = new URL('./test-pages/', import.meta.url);
const testPage = (name: string) => readFileSync(new URL(name, testPages), 'utf8');
const sample = testPage;

const iso = (date: Date | null) => (date === null ? null : date.toISOString());
const byId = (page: FullTimePage, id: string): FullTimeFixture => {
  const found = page.fixtures.find((fixture) => fixture.fixtureId === id);
  if (!found) throw new Error(`no fixture ${id}`);
  return found;
};
const summary = (fixture: FullTimeFixture) => ({
  id: fixture.fixtureId,
  kickoff: iso(fixture.kickoff),
  home: fixture.home.name,
  away: fixture.away.name,
  score: fixture.homeScore === null ? null : `${fixture.homeScore}-${fixture.awayScore}`,
  postponed: fixture.isPostponed,
  note: fixture.note,
});

function parseError(run: () => unknown): FullTimePageError {
  try {
    run();
  } catch (error) {
    if (error instanceof FullTimePageError) return error;
    throw error;
  }
  throw new Error('expected a FullTimePageError');
}

const SITE = 'https://fulltime.thefa.com';

describe('sample pages of FA Full-Time', () => {
  const fixturesUrl = `${SITE}/fixtures/1/100.html?selectedSeason=504843566&selectedFixtureGroupAgeGroup=0&selectedFixtureGroupKey=1_699505326&selectedRelatedFixtureOption=2&selectedClub=&selectedTeam=`;
  const resultsQuery =
    'selectedSeason=501584677&selectedFixtureGroupAgeGroup=0&previousSelectedFixtureGroupAgeGroup=&selectedFixtureGroupKey=1_743687897&previousSelectedFixtureGroupKey=1_743687897&selectedDateCode=all&selectedRelatedFixtureOption=2&selectedClub=&previousSelectedClub=&selectedTeam=';

  it('reads the 2026 team page: one entry per fixture id, kickoffs in UK time, the postponed match TBC', () => {
    const page = parseFullTimePage(sample('team-page-2026.html'), `${SITE}/displayTeam.html?id=562720767`);
    expect(page).toMatchObject({
      kind: 'team',
      teamName: 'Riverside Rovers U12',
      faTeamId: '562720767',
      nextPageUrl: null,
      relatedUrls: [],
    });
    // Seven rows, but 30611004 is both the P - P result and the re-arranged (TBC) upcoming fixture.
    expect(page.fixtures.map(summary)).toEqual([
      {
        id: '30611001',
        kickoff: '2026-10-04T09:30:00.000Z',
        home: 'Riverside Rovers U12',
        away: 'Hollowmere Athletic U12',
        score: '3-1',
        postponed: false,
        note: null,
      },
      {
        id: '30611002',
        kickoff: '2026-10-11T08:45:00.000Z',
        home: 'Kingsford Colts - Blue U12',
        away: 'Riverside Rovers U12',
        score: '2-2',
        postponed: false,
        note: null,
      },
      {
        id: '30611003',
        kickoff: '2026-10-18T10:00:00.000Z',
        home: 'Ashgrove Juniors U12 Lions',
        away: 'Riverside Rovers U12',
        score: '4-0',
        postponed: false,
        note: null,
      },
      {
        id: '30611004',
        kickoff: null,
        home: 'Riverside Rovers U12',
        away: 'Millbeck Town Youth U12',
        score: null,
        postponed: true,
        note: null,
      },
      {
        id: '30611010',
        kickoff: '2026-11-29T10:30:00.000Z',
        home: 'Riverside Rovers U12',
        away: 'Kingsford Colts - Blue U12',
        score: null,
        postponed: false,
        note: null,
      },
      {
        id: '30611011',
        kickoff: '2026-12-06T09:30:00.000Z',
        home: 'Hollowmere Athletic U12',
        away: 'Riverside Rovers U12',
        score: null,
        postponed: false,
        note: null,
      },
    ]);
    expect(page.fixtures.filter((f) => f.isCup).map((f) => f.fixtureId)).toEqual(['30611003']);
    expect(page.fixtures.every((f) => f.competition === null)).toBe(true);
    expect(page.fixtures.every((f) => f.resultCode === null && !f.isTimeTbc)).toBe(true);
    expect(page.skipped).toEqual([]);
    // The heading first, then the rows' names in page order.
    expect(page.teamNames).toEqual([
      'Riverside Rovers U12',
      'Hollowmere Athletic U12',
      'Kingsford Colts - Blue U12',
      'Ashgrove Juniors U12 Lions',
      'Millbeck Town Youth U12',
    ]);
    // The page's own team gets the page's id; opponents have no id on a team page.
    expect(byId(page, '30611002').away.faTeamId).toBe('562720767');
    expect(byId(page, '30611002').home.faTeamId).toBeNull();
  });

  it("takes the team page's id from teamID= as older links write it, and none when the URL has none", () => {
    const html = sample('team-page-2026.html');
    expect(
      parseFullTimePage(html, `${SITE}/displayTeam.html?divisionseason=756007599&teamID=372755773`).faTeamId,
    ).toBe('372755773');
    const anonymous = parseFullTimePage(html, `${SITE}/some/saved/copy.html`);
    expect(anonymous.kind).toBe('team');
    expect(anonymous.faTeamId).toBeNull();
    expect(anonymous.fixtures[0]?.home.faTeamId).toBeNull();
  });

  it('reads the 2022 fixtures list: 7 fixtures of a whole division, one postponed by its status', () => {
    const page = parseFullTimePage(sample('fixtures-list-2022.html'), fixturesUrl);
    expect(page).toMatchObject({
      kind: 'fixtures',
      teamName: null,
      faTeamId: null,
      nextPageUrl: null,
      relatedUrls: [],
    });
    expect(page.fixtures.map((f) => f.fixtureId)).toEqual([
      '22964896',
      '23016174',
      '23079444',
      '23122092',
      '23122094',
      '23131938',
      '23136964',
    ]);
    expect(page.fixtures.filter((f) => f.isPostponed).map((f) => f.fixtureId)).toEqual(['23131938']);
    expect(summary(byId(page, '23131938'))).toEqual({
      id: '23131938',
      kickoff: '2022-04-09T08:00:00.000Z',
      home: 'Junior Hoops JFC - Bears U7S',
      away: 'Blackburn Eagles JFC - Blue U7S',
      score: null,
      postponed: true,
      note: null,
    });
    // February is GMT, April BST.
    expect(iso(byId(page, '22964896').kickoff)).toBe('2022-02-05T09:10:00.000Z');
    expect(iso(byId(page, '23122092').kickoff)).toBe('2022-04-02T08:00:00.000Z');
    expect(page.fixtures.every((f) => f.homeScore === null && f.awayScore === null)).toBe(true);
    expect(page.fixtures.every((f) => f.competition === 'UNDER 07S' && !f.isCup)).toBe(true);
    // Opponents' ids come from the page's Team filter (the selected season is the newest).
    expect(byId(page, '23016174').home).toEqual({
      name: 'Blackburn Eagles JFC - Blue U7S',
      faTeamId: '571821600',
    });
    expect(byId(page, '23016174').away).toEqual({
      name: 'Rosegrove FC - Clarets U7S',
      faTeamId: '752818463',
    });
    expect(page.skipped).toEqual([]);
    // Every row's team is in the Team filter, so the filter's 8 names are all.
    expect(page.teamNames).toEqual([
      'Blackburn Eagles JFC - Blue U7S',
      'Junior Gardeners - U7S',
      'Junior Hoops JFC - Bears U7S',
      'Junior Hoops JFC - Cobras U7S',
      'Junior Hoops JFC - Dragons U7S',
      'Rosegrove FC - Clarets U7S',
      'Rosegrove FC - Rangers U7S',
      'Rossendale United - Yellow U7S',
    ]);
  });

  it('reads the 2021 results list (div rows): 5 results, the cup by its name, and the next page', () => {
    const page = parseFullTimePage(
      sample('results-list-2022.html'),
      `${SITE}/results/1/5.html?${resultsQuery}`,
    );
    expect(page.kind).toBe('results');
    expect(page.teamName).toBeNull();
    expect(page.nextPageUrl).toBe(`${SITE}/results/2/5.html?${resultsQuery}`);
    expect(page.fixtures.map((f) => [f.fixtureId, f.homeScore, f.awayScore])).toEqual([
      ['21726944', 0, 2],
      ['21731385', 2, 2],
      ['21724267', 1, 3],
      ['21724265', 5, 1],
      ['21724264', 5, 1],
    ]);
    expect(summary(byId(page, '21724267'))).toEqual({
      id: '21724267',
      kickoff: '2021-05-15T10:45:00.000Z',
      home: 'Junior Gardeners FC - U14S',
      away: 'Rossendale United JFC - Royals U14S',
      score: '1-3',
      postponed: false,
      note: null,
    });
    expect(byId(page, '21726944')).toMatchObject({
      competition: 'SURRIDGE SPORTS U14S CUP 2020 - 2021',
      isCup: true,
    });
    expect(page.fixtures.filter((f) => f.isCup)).toHaveLength(1);
    expect(page.fixtures.some((f) => f.isPostponed)).toBe(false);
    expect(page.fixtures.every((f) => f.resultCode === null && !f.isTimeTbc)).toBe(true);
    expect(page.skipped).toEqual([]);
    // The Team filter names teams as they are now (U15S): on this older season it gives no ids.
    expect(page.fixtures.every((f) => f.home.faTeamId === null && f.away.faTeamId === null)).toBe(true);
    // ...but its names are still names to choose from, the filter's first (21), then the rows' U14S ones.
    expect(page.teamNames).toHaveLength(29);
    expect(page.teamNames.slice(0, 2)).toEqual(['AFC Clarets - U15S', 'Clitheroe Wolves - Red U15S']);
    expect(page.teamNames.slice(20)).toEqual([
      'Wilpshire Wanderers - Red U15S',
      'Mill Hill Juniors - Red U14S',
      'Wilpshire Wanderers - Blue U14S',
      'Wilpshire Wanderers - Red U14S',
      'Rosegrove FC - Warriors U14S',
      'Junior Gardeners FC - U14S',
      'Rossendale United JFC - Royals U14S',
      'Langho Juniors - U14S',
      'Rossendale Valley - Wasps U14S',
    ]);
  });

  it("refuses the CDN's challenge page as 'challenge'", () => {
    const html = sample('challenge-page.html');
    expect(isChallengePage(html)).toBe(true);
    const error = parseError(() => parseFullTimePage(html, `${SITE}/displayTeam.html?id=1`));
    expect(error.reason).toBe('challenge');
    for (const name of ['team-page-2026.html', 'fixtures-list-2022.html', 'results-list-2022.html']) {
      expect(isChallengePage(sample(name)), name).toBe(false);
    }
  });
});

// Small edits of the real 2022 pages, one row at a time, each checked against the rest of the page.
describe('real pages with one row edited', () => {
  const resultsUrl = `${SITE}/results.html`;
  const fixturesUrl = `${SITE}/fixtures.html`;
  const results = sample('results-list-2022.html');
  const fixtures = sample('fixtures-list-2022.html');
  const resultIds = ['21726944', '21731385', '21724267', '21724265', '21724264'];
  const fixtureIds = ['22964896', '23016174', '23079444', '23122092', '23122094', '23131938', '23136964'];
  const readResults = (html: string) => parseFullTimePage(html, resultsUrl);
  const readFixtures = (html: string) => parseFullTimePage(html, fixturesUrl);
  const original = { results: readResults(results), fixtures: readFixtures(fixtures) };

  /** `html` with the row of fixture `id` edited; an edit that changes nothing fails the test. */
  function editRow(html: string, id: string, edit: (row: string) => string): string {
    const at = html.indexOf(`displayFixture.html?id=${id}"`);
    if (at < 0) throw new Error(`no row ${id}`);
    const div = html.lastIndexOf(`<div id="fixture-${id}"`, at);
    const start = div >= 0 ? div : html.lastIndexOf('<tr', at);
    const end =
      div >= 0 ? html.indexOf('</p>', html.indexOf('class="fg-col"', at)) : html.indexOf('</tr>', at);
    const row = html.slice(start, end);
    const edited = edit(row);
    if (edited === row) throw new Error(`the edit of row ${id} changed nothing`);
    return html.slice(0, start) + edited + html.slice(end);
  }
  const setScore = (text: string) => (row: string) =>
    row.replace(/(class="score(?:-col)?">)[\s\S]*?(<\/(?:div|td)>)/, `$1${text}$2`);
  const setStatus = (text: string) => (row: string) =>
    row.replace(/(class="status-notes center">)[\s\S]*?(<\/td>)/, `$1${text}$2`);
  const setDateCell = (inner: string) => (row: string) =>
    row.replace(
      /(class="datetime-col">|<td class="left cell-divider">)[\s\S]*?(<\/div>|<\/td>)/,
      `$1${inner}$2`,
    );
  const compactDateCell = (row: string) => row.replace(/<\/span>\s+<span/, '</span><span');
  const withoutSpaceBetweenTags = (html: string) => html.replace(/>\s+</g, '><');

  /** The page's other fixtures are read exactly as from the unedited page. */
  function expectOthersUnchanged(page: FullTimePage, before: FullTimePage, editedId: string) {
    expect(page.fixtures.filter((f) => f.fixtureId !== editedId)).toEqual(
      before.fixtures.filter((f) => f.fixtureId !== editedId),
    );
  }

  describe('result codes', () => {
    it.each([
      ['H - W', 'homeWalkover'],
      ['A - W', 'awayWalkover'],
      ['A - A', 'abandoned'],
      ['V - V', 'void'],
      ['h-w', 'homeWalkover'],
      ['a -w', 'awayWalkover'],
      ['a-a', 'abandoned'],
      ['v - v', 'void'],
    ] as const)('the score cell %j is %s, with no score and no note', (code, resultCode) => {
      const page = readResults(editRow(results, '21724267', setScore(code)));
      expect(byId(page, '21724267')).toMatchObject({
        homeScore: null,
        awayScore: null,
        isPostponed: false,
        resultCode,
        note: null,
      });
      expect(page.skipped).toEqual([]);
      expectOthersUnchanged(page, original.results, '21724267');
    });

    it('keeps a bracketed note beside a code, but not the code letters', () => {
      const page = readResults(editRow(results, '21724267', setScore('A - A (Waterlogged pitch)')));
      expect(byId(page, '21724267')).toMatchObject({ resultCode: 'abandoned', note: 'Waterlogged pitch' });
    });

    it('P - P is postponed and no result code; X - X neither; an unknown code stays the note', () => {
      const postponed = readResults(editRow(results, '21724267', setScore('P - P')));
      expect(byId(postponed, '21724267')).toMatchObject({ isPostponed: true, resultCode: null, note: null });
      const withheld = readResults(editRow(results, '21724267', setScore('X - X')));
      expect(byId(withheld, '21724267')).toMatchObject({
        homeScore: null,
        isPostponed: false,
        resultCode: null,
        note: null,
      });
      const unknown = readResults(editRow(results, '21724267', setScore('Q - Q')));
      expect(byId(unknown, '21724267')).toMatchObject({
        homeScore: null,
        awayScore: null,
        isPostponed: false,
        resultCode: null,
        note: 'Q - Q',
      });
      expectOthersUnchanged(unknown, original.results, '21724267');
    });

    it.each([
      ['Abandoned', 'abandoned', null],
      ['Abandoned.', 'abandoned', null],
      ['ABANDONED', 'abandoned', null],
      ['Match Abandoned', 'abandoned', null],
      ['Void', 'void', null],
      ['Home walkover', 'homeWalkover', null],
      ['Home Walk-over', 'homeWalkover', null],
      ['H/W', 'homeWalkover', null],
      ['Away Walkover', 'awayWalkover', null],
      ['A/W', 'awayWalkover', null],
      ['A - W', 'awayWalkover', null],
      // Words beyond the code stay as the note; a walkover to no named side is no code.
      ['Abandoned - waterlogged pitch', 'abandoned', 'Abandoned - waterlogged pitch'],
      ['Walkover', null, 'Walkover'],
      ['Kick-off moved', null, 'Kick-off moved'],
    ] as const)('the status %j under a VS score is %s, note %j', (status, resultCode, note) => {
      const page = readFixtures(editRow(fixtures, '23131938', setStatus(status)));
      expect(byId(page, '23131938')).toMatchObject({
        homeScore: null,
        isPostponed: false,
        resultCode,
        note,
      });
      expectOthersUnchanged(page, original.fixtures, '23131938');
    });

    it('a status code counts under an empty score or X - X, not under goals or another code', () => {
      const status = (score: string) =>
        byId(
          readFixtures(
            editRow(editRow(fixtures, '23131938', setStatus('Abandoned')), '23131938', setScore(score)),
          ),
          '23131938',
        );
      expect(status('')).toMatchObject({ resultCode: 'abandoned', note: null });
      expect(status('X - X')).toMatchObject({ resultCode: 'abandoned', note: null });
      expect(status('1 - 0')).toMatchObject({
        homeScore: 1,
        awayScore: 0,
        resultCode: null,
        note: 'Abandoned',
      });
      expect(status('H - W')).toMatchObject({ resultCode: 'homeWalkover', note: 'Abandoned' });
      expect(status('Q - Q')).toMatchObject({ resultCode: null, note: 'Q - Q; Abandoned' });
    });
  });

  describe('dates and times', () => {
    it('reads a date cell with no whitespace between the date and the time', () => {
      const page = readResults(editRow(results, '21726944', compactDateCell));
      expect(page.fixtures).toEqual(original.results.fixtures);
      const list = readFixtures(editRow(fixtures, '22964896', compactDateCell));
      expect(byId(list, '22964896')).toMatchObject({ isTimeTbc: false });
      expect(iso(byId(list, '22964896').kickoff)).toBe('2022-02-05T09:10:00.000Z');
      expect(list.fixtures).toEqual(original.fixtures.fixtures);
    });

    it('reads whole pages saved with no whitespace between tags as it reads them spaced', () => {
      for (const [html, read, before] of [
        [results, readResults, original.results],
        [fixtures, readFixtures, original.fixtures],
      ] as const) {
        const page = read(withoutSpaceBetweenTags(html));
        expect(page.fixtures).toEqual(before.fixtures);
        expect(page.teamNames).toEqual(before.teamNames);
        expect(page.skipped).toEqual([]);
      }
      const team = sample('team-page-2026.html');
      const teamUrl = `${SITE}/displayTeam.html?id=562720767`;
      expect(parseFullTimePage(withoutSpaceBetweenTags(team), teamUrl).fixtures).toEqual(
        parseFullTimePage(team, teamUrl).fixtures,
      );
    });

    it('a TBC or missing time is 00:00 UK of the date with isTimeTbc; a TBC date is no kickoff', () => {
      const tbc = readResults(editRow(results, '21726944', (row) => row.replace('>09:30<', '>TBC<')));
      expect(byId(tbc, '21726944')).toMatchObject({ isTimeTbc: true });
      // 29 May is BST: 00:00 UK is 23:00 UTC the day before.
      expect(iso(byId(tbc, '21726944').kickoff)).toBe('2021-05-28T23:00:00.000Z');
      expectOthersUnchanged(tbc, original.results, '21726944');

      const noTime = readFixtures(editRow(fixtures, '22964896', setDateCell('<span>05/02/22</span>')));
      expect(byId(noTime, '22964896')).toMatchObject({ isTimeTbc: true });
      expect(iso(byId(noTime, '22964896').kickoff)).toBe('2022-02-05T00:00:00.000Z');

      const compactTbc = readFixtures(
        editRow(fixtures, '22964896', setDateCell('<a href="/x"><span>05/02/22</span><span>TBC</span></a>')),
      );
      expect(iso(byId(compactTbc, '22964896').kickoff)).toBe('2022-02-05T00:00:00.000Z');

      const dateTbc = readFixtures(editRow(fixtures, '22964896', setDateCell('<span>TBC</span>')));
      expect(byId(dateTbc, '22964896')).toMatchObject({ kickoff: null, isTimeTbc: false });
      expectOthersUnchanged(dateTbc, original.fixtures, '22964896');
    });

    it('reads a four-digit year in range, and sets aside the row whose date is 01/01/0000', () => {
      const fourDigits = readResults(
        editRow(results, '21726944', (row) => row.replace('>29/05/21<', '>29/05/2021<')),
      );
      expect(fourDigits.fixtures).toEqual(original.results.fixtures);
      const zero = readResults(
        editRow(results, '21726944', (row) => row.replace('>29/05/21<', '>01/01/0000<')),
      );
      expect(zero.fixtures.map((f) => f.fixtureId)).toEqual(resultIds.slice(1));
      expect(zero.skipped).toEqual([
        { fixtureId: '21726944', reason: "the date '01/01/0000' is not in the years 2000-2099" },
      ]);
      expectOthersUnchanged(zero, original.results, '21726944');
      expect([FIXTURE_YEAR_MIN, FIXTURE_YEAR_MAX]).toEqual([2000, 2099]);
    });
  });

  describe('rows that cannot be read', () => {
    it('sets aside a row with no home team name, or a date that is not a real date, and reads the rest', () => {
      const noName = readResults(
        editRow(results, '21724267', (row) => row.replace(/(class="team-name">\s*<a[^>]*>)[^<]*/, '$1')),
      );
      expect(noName.fixtures.map((f) => f.fixtureId)).toEqual(resultIds.filter((id) => id !== '21724267'));
      expect(noName.skipped).toEqual([{ fixtureId: '21724267', reason: 'no home team name' }]);
      expectOthersUnchanged(noName, original.results, '21724267');

      const badDate = readFixtures(
        editRow(fixtures, '23079444', (row) => row.replace('>12/03/22<', '>31/02/22<')),
      );
      expect(badDate.fixtures.map((f) => f.fixtureId)).toEqual(fixtureIds.filter((id) => id !== '23079444'));
      expect(badDate.skipped).toEqual([
        { fixtureId: '23079444', reason: "the date '31/02/22' is not a real date" },
      ]);
    });

    it('sets aside a table row with no link to its fixture, without an id', () => {
      const page = readFixtures(
        editRow(fixtures, '23136964', (row) => row.replaceAll('/displayFixture.html?id=23136964', '/x.html')),
      );
      expect(page.fixtures.map((f) => f.fixtureId)).toEqual(fixtureIds.slice(0, -1));
      expect(page.skipped).toEqual([
        { fixtureId: null, reason: 'no link to the fixture (displayFixture.html?id=)' },
      ]);
      // Its names are still on the page to choose from.
      expect(page.teamNames).toEqual(original.fixtures.teamNames);
    });

    it('refuses a page of rows none of which can be read', () => {
      let html = results;
      for (const id of resultIds) {
        html = editRow(html, id, (row) => row.replace(/(class="datetime-col">)[\s\S]*?(<\/div>)/, '$1$2'));
      }
      const error = parseError(() => readResults(html));
      expect(error.reason).toBe('unparseable');
      expect(error.message).toContain('none of its 5 rows could be read (fixture 21726944: no date)');
    });
  });

  describe('team names to choose from', () => {
    it('keeps the first spelling of names that normalise alike, and leaves out options with no name or value', () => {
      let html = editRow(fixtures, '22964896', (row) =>
        row.replace(/(class="home-team right">\s*<a[^>]*>)[^<]*/, '$1ROSEGROVE FC Rangers U7'),
      );
      html = html.replace(
        /(name="selectedTeam"[\s\S]*?<option value="">All<\/option>)/,
        '$1<option value="5"> </option><option value="">Anyone</option>',
      );
      const page = readFixtures(html);
      expect(byId(page, '22964896').home.name).toBe('ROSEGROVE FC Rangers U7');
      expect(page.teamNames).toEqual(original.fixtures.teamNames);
    });

    it('adds a row name the filter lacks after the filter names, in page order', () => {
      const html = editRow(fixtures, '23016174', (row) =>
        row.replace(/(class="road-team left cell-divider">\s*<a[^>]*>)[^<]*/, '$1Padiham Youth U7S'),
      );
      expect(readFixtures(html).teamNames).toEqual([...original.fixtures.teamNames, 'Padiham Youth U7S']);
    });
  });

  describe('cup ties', () => {
    it('fixtures list: a cup by the Competition column', () => {
      const page = readFixtures(
        editRow(fixtures, '23016174', (row) =>
          row.replace('UNDER 07S', 'HYNDBURN U7 CHALLENGE CUP 2021 - 2022'),
        ),
      );
      expect(byId(page, '23016174')).toMatchObject({
        competition: 'HYNDBURN U7 CHALLENGE CUP 2021 - 2022',
        isCup: true,
      });
      expect(page.fixtures.filter((f) => f.isCup).map((f) => f.fixtureId)).toEqual(['23016174']);
      const trophy = readFixtures(
        editRow(fixtures, '23016174', (row) => row.replace('UNDER 07S', 'U7 Plate')),
      );
      expect(byId(trophy, '23016174').isCup).toBe(true);
    });

    it('results list: a cup by the fg-col, not by the type code', () => {
      const league = readResults(
        editRow(results, '21726944', (row) =>
          row.replace('SURRIDGE SPORTS U14S CUP 2020 - 2021', 'UNDER 14S'),
        ),
      );
      // Its type is still SC14, a league's own code: no sign of a cup.
      expect(byId(league, '21726944')).toMatchObject({ competition: 'UNDER 14S', isCup: false });
      const cup = readResults(
        editRow(results, '21724265', (row) => row.replace('UNDER 14S', 'LANCS FA TROPHY')),
      );
      expect(cup.fixtures.filter((f) => f.isCup).map((f) => f.fixtureId)).toEqual(['21726944', '21724265']);
    });

    it('team page: a cup by the Type column', () => {
      const team = sample('team-page-2026.html');
      const html = team.replace(
        '<td class="color-dark-grey bold cell-divider"><a href="/displayFixture.html?id=30611010">L</a></td>',
        '<td class="color-dark-grey bold cell-divider"><a href="/displayFixture.html?id=30611010">Cup</a></td>',
      );
      expect(html).not.toBe(team);
      const page = parseFullTimePage(html, `${SITE}/displayTeam.html?id=562720767`);
      expect(page.fixtures.filter((f) => f.isCup).map((f) => f.fixtureId)).toEqual(['30611003', '30611010']);
      expect(byId(page, '30611010').competition).toBeNull();
    });
  });
});

describe('pages that are not Full-Time lists', () => {
  it("refuses any other page as 'not-full-time', whatever its URL", () => {
    for (const url of [`${SITE}/displayTeam.html?id=1`, `${SITE}/fixtures.html`, 'https://example.org/']) {
      const error = parseError(() =>
        parseFullTimePage(
          '<!DOCTYPE html><html><head><title>Hello</title></head><body><h1>Hi</h1></body></html>',
          url,
        ),
      );
      expect(error.reason).toBe('not-full-time');
      expect(error.message).toBe('This is not an FA Full-Time fixtures, results or team page');
    }
  });

  it('falls back to the URL when the markup has the fixtures table but not the section', () => {
    const table = `<div class="fixtures-table"><table><thead><tr><th>Type</th><th>Date / Time</th>
      <th colspan="2">Home Team</th><th></th><th colspan="2">Away Team</th></tr></thead><tbody><tr>
      <td>L</td><td><span>01/09/26</span> <span>18:15</span></td>
      <td class="home-team"><a href="/displayFixture.html?id=5">A Town U9</a></td><td></td>
      <td class="score"><a href="/displayFixture.html?id=5">VS</a></td><td></td>
      <td class="road-team"><a href="/displayFixture.html?id=5">B Rovers U9</a></td></tr></tbody></table></div>`;
    const html = `<html><body>${table}</body></html>`;
    expect(parseFullTimePage(html, `${SITE}/fixtures.html?selectedTeam=9`)).toMatchObject({
      kind: 'fixtures',
      faTeamId: '9',
    });
    expect(parseFullTimePage(html, `${SITE}/results/3/25.html`).kind).toBe('results');
    const team = parseFullTimePage(html, `${SITE}/displayTeam.html?id=4`);
    expect(team.kind).toBe('team');
    expect(iso(team.fixtures[0]?.kickoff ?? null)).toBe('2026-09-01T17:15:00.000Z');
    expect(parseError(() => parseFullTimePage(html, `${SITE}/table.html`)).reason).toBe('not-full-time');
  });
});

describe('rows the parser refuses or annotates', () => {
  const list = (rows: string) =>
    `<html><body><section id="fixtures-list"><div class="fixtures-table"><table><thead><tr><th>Type</th>
    <th>Date / Time</th><th colspan="2">Home Team</th><th></th><th colspan="2">Away Team</th><th>Venue</th>
    <th>Competition</th><th>Status / Notes</th></tr></thead><tbody>${rows}</tbody></table></div></section></body></html>`;
  const row = (opts: { id?: string; date?: string; score?: string; status?: string; home?: string }) => {
    const link = (text: string) =>
      opts.id ? `<a href="/displayFixture.html?id=${opts.id}">${text}</a>` : text;
    return `<tr><td>${link('L')}</td><td>${link(opts.date ?? '<span>07/03/27</span> <span>10:00</span>')}</td>
      <td class="home-team">${link(opts.home ?? 'Alpha U10')}</td><td class="team-logo"></td>
      <td class="score">${link(opts.score ?? 'VS')}</td><td class="team-logo"></td>
      <td class="road-team">${link('Beta U10')}</td><td></td><td>${link('Division One')}</td>
      <td class="status-notes">${opts.status ? link(opts.status) : ''}</td></tr>`;
  };
  const url = `${SITE}/fixtures.html`;

  it('reads a code from the score or the status, and keeps an unknown letter score or other status as the note', () => {
    const page = parseFullTimePage(
      list(
        row({ id: '1', score: 'A - A', status: 'Abandoned' }) +
          row({ id: '2', status: 'Postponed' }) +
          row({ id: '3', score: 'Q - Q', status: 'Referee absent' }) +
          row({ id: '4', score: '2 - 1', status: 'Abandoned' }),
      ),
      url,
    );
    expect(page.fixtures.map((f) => ({ ...summary(f), code: f.resultCode }))).toEqual([
      {
        id: '1',
        kickoff: '2027-03-07T10:00:00.000Z',
        home: 'Alpha U10',
        away: 'Beta U10',
        score: null,
        postponed: false,
        note: null,
        code: 'abandoned',
      },
      {
        id: '2',
        kickoff: '2027-03-07T10:00:00.000Z',
        home: 'Alpha U10',
        away: 'Beta U10',
        score: null,
        postponed: true,
        note: null,
        code: null,
      },
      {
        id: '3',
        kickoff: '2027-03-07T10:00:00.000Z',
        home: 'Alpha U10',
        away: 'Beta U10',
        score: null,
        postponed: false,
        note: 'Q - Q; Referee absent',
        code: null,
      },
      // Goals on the board stay, with the status as a note: the result may stand.
      {
        id: '4',
        kickoff: '2027-03-07T10:00:00.000Z',
        home: 'Alpha U10',
        away: 'Beta U10',
        score: '2-1',
        postponed: false,
        note: 'Abandoned',
        code: null,
      },
    ]);
    expect(page.fixtures[0]?.competition).toBe('Division One');
  });

  it("reads opponents' ids from the Team filter only on the newest season's page", () => {
    const withFilter = (newest: boolean) =>
      list(row({ id: '1' })).replace(
        '<div class="fixtures-table">',
        `<form><select name="selectedSeason"><option value="1"${newest ? '' : ' selected'}>2025-26</option>
        <option value="2"${newest ? ' selected' : ''}>2026-27</option></select>
        <select name="selectedTeam"><option value="">All</option><option value="41">Alpha - U10</option>
        <option value="42">Beta U10</option></select></form><div class="fixtures-table">`,
      );
    const current = parseFullTimePage(withFilter(true), url).fixtures[0];
    expect([current?.home, current?.away]).toEqual([
      { name: 'Alpha U10', faTeamId: '41' },
      { name: 'Beta U10', faTeamId: '42' },
    ]);
    const older = parseFullTimePage(withFilter(false), url).fixtures[0];
    expect([older?.home.faTeamId, older?.away.faTeamId]).toEqual([null, null]);
  });

  it('ignores a lone message row; a page whose every row is unreadable is refused', () => {
    const empty = list('<tr><td colspan="10">There are no fixtures to display</td></tr>');
    expect(parseFullTimePage(empty, url)).toMatchObject({ fixtures: [], skipped: [], teamNames: [] });
    const cases = [row({}), row({ id: '3', date: '<span>31/02/27</span>' }), row({ id: '4', home: ' ' })];
    for (const bad of cases) {
      const error = parseError(() => parseFullTimePage(list(bad), url));
      expect(error.reason).toBe('unparseable');
      expect(error.message).toMatch(/none of its 1 rows could be read/);
    }
    expect(
      parseError(() => parseFullTimePage(list(row({ id: '3', date: '<span>31/02/27</span>' })), url)).message,
    ).toBe(
      "The FA Full-Time page could not be read: none of its 1 rows could be read (fixture 3: the date '31/02/27' is not a real date); the page may have changed",
    );
  });

  it('sets aside each row it cannot read, with the reason, and reads the others', () => {
    const page = parseFullTimePage(
      list(
        row({ id: '1' }) +
          row({}) +
          row({ id: '3', date: '<span>31/02/27</span>' }) +
          row({ id: '4', home: ' ' }) +
          row({ id: '5', date: '<span>07/03/27</span><span>25:00</span>' }) +
          row({ id: '6', date: '' }) +
          row({ id: '7', date: 'next Sunday' }) +
          row({ id: '8', date: '<span>01/01/0000</span><span>10:00</span>' }) +
          row({ id: '9', date: '<span>07/03/2127</span>' }) +
          row({ id: '10', date: '<span>7/3/27</span>' }),
      ),
      url,
    );
    expect(page.fixtures.map((f) => [f.fixtureId, iso(f.kickoff), f.isTimeTbc])).toEqual([
      ['1', '2027-03-07T10:00:00.000Z', false],
      ['10', '2027-03-07T00:00:00.000Z', true],
    ]);
    expect(page.skipped).toEqual([
      { fixtureId: null, reason: 'no link to the fixture (displayFixture.html?id=)' },
      { fixtureId: '3', reason: "the date '31/02/27' is not a real date" },
      { fixtureId: '4', reason: 'no home team name' },
      { fixtureId: '5', reason: "the time '25:00' is not a real time (hh:mm)" },
      { fixtureId: '6', reason: 'no date' },
      { fixtureId: '7', reason: "the date 'next Sunday' is not dd/mm/yy, dd/mm/yy hh:mm or TBC" },
      { fixtureId: '8', reason: "the date '01/01/0000' is not in the years 2000-2099" },
      { fixtureId: '9', reason: "the date '07/03/2127' is not in the years 2000-2099" },
    ]);
  });
});

// The team of the test pages: Brookfield Badgers U11, Full-Time id 777001 (see test-pages/README.md).
describe('test pages: one team followed across its pages', () => {
  const origin = 'http://127.0.0.1:4173';
  const fixturesQuery =
    'selectedSeason=880100200&selectedFixtureGroupAgeGroup=0&selectedFixtureGroupKey=1_880100300&selectedRelatedFixtureOption=2&selectedClub=&selectedTeam=777001&selectedFixtureDateStatus=&selectedFixtureStatus=';
  const resultsQuery =
    'selectedSeason=880100200&selectedFixtureGroupAgeGroup=0&selectedFixtureGroupKey=1_880100300&selectedDateCode=all&selectedRelatedFixtureOption=2&selectedClub=&selectedTeam=777001';
  // The URL each page answers at, as a local server serves them.
  const served = new Map([
    [`${origin}/displayTeam.html?id=777001`, 'team-page-cup.html'],
    [`${origin}/fixtures/1/5.html?${fixturesQuery}`, 'fixtures-list-page-1.html'],
    [`${origin}/fixtures/2/5.html?${fixturesQuery}`, 'fixtures-list-page-2.html'],
    [`${origin}/results/1/25.html?${resultsQuery}`, 'results-list-notes.html'],
  ]);
  const open = (url: string) => {
    const file = served.get(url);
    if (!file) throw new Error(`nothing served at ${url}`);
    return parseFullTimePage(testPage(file), url);
  };
  const teamUrl = `${origin}/displayTeam.html?id=777001`;

  it('team page: a cup fixture by its type, a penalties note, X - X, and the links to follow', () => {
    const page = open(teamUrl);
    expect(page).toMatchObject({ kind: 'team', teamName: 'Brookfield Badgers U11', faTeamId: '777001' });
    // The nav's Fixtures link (no selectedTeam) and the Table are not followed; the repeated link once.
    expect(page.relatedUrls).toEqual([
      `${origin}/fixtures/1/5.html?${fixturesQuery}`,
      `${origin}/results/1/25.html?${resultsQuery}`,
    ]);
    expect(page.fixtures.map((f) => f.fixtureId)).toEqual([
      '31777003',
      '31777004',
      '31777005',
      '31777010',
      '31777011',
      '31777012',
    ]);
    expect(byId(page, '31777003')).toMatchObject({
      homeScore: 3,
      awayScore: 3,
      note: 'Pens 4 - 2',
      isCup: true,
    });
    expect(byId(page, '31777004')).toMatchObject({
      homeScore: null,
      awayScore: null,
      isPostponed: false,
      note: null,
    });
    expect(byId(page, '31777005')).toMatchObject({ kickoff: null, isPostponed: true });
    expect(byId(page, '31777011')).toMatchObject({ isCup: true, competition: null });
    expect(byId(page, '31777012').isCup).toBe(false);
  });

  it('fixtures list page 1 points at page 2, which points nowhere; BST and GMT kickoffs differ by an hour', () => {
    const first = open(`${origin}/fixtures/1/5.html?${fixturesQuery}`);
    expect(first).toMatchObject({ kind: 'fixtures', teamName: 'Brookfield Badgers U11', faTeamId: '777001' });
    expect(first.nextPageUrl).toBe(`${origin}/fixtures/2/5.html?${fixturesQuery}`);
    expect(first.fixtures.map((f) => [f.fixtureId, iso(f.kickoff)])).toEqual([
      ['31777010', '2026-12-05T10:00:00.000Z'],
      ['31777011', '2026-12-12T10:30:00.000Z'],
      ['31777012', '2027-01-09T10:00:00.000Z'],
      // A date with no time: 00:00 UK.
      ['31777013', '2027-01-16T00:00:00.000Z'],
      ['31777014', '2027-04-03T08:30:00.000Z'],
    ]);
    expect(first.fixtures.filter((f) => f.isTimeTbc).map((f) => f.fixtureId)).toEqual(['31777013']);
    expect(byId(first, '31777011')).toMatchObject({
      competition: 'U11 CHALLENGE CUP 2026 - 2027',
      isCup: true,
    });
    expect(byId(first, '31777014').away).toEqual({ name: 'Saltmarsh Town Youth U11', faTeamId: '777007' });

    const second = open(first.nextPageUrl!);
    expect(second.nextPageUrl).toBeNull();
    expect(second.fixtures.map(summary)).toEqual([
      {
        id: '31777015',
        kickoff: '2027-04-10T09:00:00.000Z',
        home: 'Ashdown Wanderers - Red U11',
        away: 'Brookfield Badgers U11',
        score: null,
        postponed: true,
        note: null,
      },
      {
        id: '31777016',
        kickoff: '2027-04-17T09:00:00.000Z',
        home: 'Millpond Athletic U11',
        away: 'Brookfield Badgers U11',
        score: null,
        postponed: false,
        note: null,
      },
      {
        id: '31777005',
        kickoff: null,
        home: 'Brookfield Badgers U11',
        away: 'Ashdown Wanderers - Red U11',
        score: null,
        postponed: false,
        note: null,
      },
    ]);
  });

  it('results list: bracketed notes stay out of the score; P - P and X - X have none', () => {
    const page = open(`${origin}/results/1/25.html?${resultsQuery}`);
    expect(page).toMatchObject({ kind: 'results', teamName: 'Brookfield Badgers - U11', nextPageUrl: null });
    // The filter's spelling of our team comes first; the rows add no team the filter lacks.
    expect(page.teamNames).toEqual([
      'Ashdown Wanderers - Red U11',
      'Brookfield Badgers - U11',
      'Fernside Juniors U11',
      'Kestrel Park U11',
      'Millpond Athletic U11',
      'Oakhollow Rangers U11',
      'Saltmarsh Town Youth U11',
    ]);
    expect(page.fixtures.map(summary)).toEqual([
      {
        id: '31777005',
        kickoff: '2026-11-15T10:00:00.000Z',
        home: 'Brookfield Badgers - U11',
        away: 'Ashdown Wanderers - Red U11',
        score: null,
        postponed: true,
        note: null,
      },
      {
        id: '31777004',
        kickoff: '2026-11-01T09:30:00.000Z',
        home: 'Saltmarsh Town Youth U11',
        away: 'Brookfield Badgers - U11',
        score: null,
        postponed: false,
        note: null,
      },
      {
        id: '31777003',
        kickoff: '2026-10-04T10:00:00.000Z',
        home: 'Brookfield Badgers - U11',
        away: 'Fernside Juniors U11',
        score: '3-3',
        postponed: false,
        note: 'Pens 4 - 2',
      },
      {
        id: '31777002',
        kickoff: '2026-09-20T09:30:00.000Z',
        home: 'Oakhollow Rangers U11',
        away: 'Brookfield Badgers - U11',
        score: '2-1',
        postponed: false,
        note: 'HT 1 - 0',
      },
      {
        id: '31777001',
        kickoff: '2026-09-13T09:00:00.000Z',
        home: 'Brookfield Badgers - U11',
        away: 'Kestrel Park U11',
        score: '3-1',
        postponed: false,
        note: null,
      },
    ]);
    expect(page.fixtures.filter((f) => f.isCup).map((f) => f.fixtureId)).toEqual(['31777003']);
  });

  it('an empty fixtures list is a page with no fixtures, not an error', () => {
    const page = parseFullTimePage(
      testPage('fixtures-list-empty.html'),
      `${origin}/fixtures/1/5.html?${fixturesQuery.replace('880100200', '880100250')}`,
    );
    expect(page).toMatchObject({ kind: 'fixtures', fixtures: [], nextPageUrl: null, faTeamId: '777001' });
  });

  it("another team's page holds rows without our team, and side ids from displayTeam links", () => {
    const page = parseFullTimePage(testPage('team-page-other.html'), `${origin}/displayTeam.html?id=777002`);
    expect(page).toMatchObject({
      kind: 'team',
      teamName: 'Kestrel Park U11',
      faTeamId: '777002',
      relatedUrls: [],
    });
    const ours = (f: FullTimeFixture) =>
      isSameTeam(f.home.name, 'Brookfield Badgers U11') || isSameTeam(f.away.name, 'Brookfield Badgers U11');
    expect(page.fixtures.filter(ours).map((f) => f.fixtureId)).toEqual(['31777001', '31777010']);
    expect(page.fixtures.filter((f) => !ours(f)).map((f) => f.fixtureId)).toEqual(['31777020', '31777021']);
    expect(byId(page, '31777001').home).toEqual({ name: 'Brookfield Badgers U11', faTeamId: '777001' });
    expect(byId(page, '31777020').away).toEqual({ name: 'Saltmarsh Town Youth U11', faTeamId: '777007' });
  });

  it('a sync of the team page and the pages it links finds 12 fixtures against 6 opponents', () => {
    const team = open(teamUrl);
    const pages = [team];
    const queue = [...team.relatedUrls];
    for (let url = queue.shift(); url; url = queue.shift()) {
      const page = open(url);
      pages.push(page);
      if (page.nextPageUrl) queue.push(page.nextPageUrl);
    }
    expect(pages).toHaveLength(4);
    const ourName = team.teamName!;
    const ours = mergeFixtureRows(pages.flatMap((page) => page.fixtures)).filter(
      (f) => isSameTeam(f.home.name, ourName) || isSameTeam(f.away.name, ourName),
    );
    expect(ours.map((f) => f.fixtureId).sort()).toEqual([
      '31777001',
      '31777002',
      '31777003',
      '31777004',
      '31777005',
      '31777010',
      '31777011',
      '31777012',
      '31777013',
      '31777014',
      '31777015',
      '31777016',
    ]);
    const opponents = new Set(
      ours.map((f) => normaliseTeamName(isSameTeam(f.home.name, ourName) ? f.away.name : f.home.name)),
    );
    expect([...opponents].sort()).toEqual([
      'ashdown wanderers red u11',
      'fernside juniors u11',
      'kestrel park u11',
      'millpond athletic u11',
      'oakhollow rangers u11',
      'saltmarsh town youth u11',
    ]);
    const ids = (keep: (f: FullTimeFixture) => boolean) =>
      ours
        .filter(keep)
        .map((f) => f.fixtureId)
        .sort();
    expect(ids((f) => f.isPostponed)).toEqual(['31777005', '31777015']);
    expect(ids((f) => f.homeScore !== null)).toEqual(['31777001', '31777002', '31777003']);
    expect(ids((f) => f.isCup)).toEqual(['31777003', '31777011']);
    expect(ids((f) => f.kickoff === null)).toEqual(['31777005']);
    expect(ids((f) => f.isTimeTbc)).toEqual(['31777013']);
    expect(ids((f) => f.resultCode !== null)).toEqual([]);
    expect(pages.flatMap((page) => page.skipped)).toEqual([]);
  });
});

describe('mergeFixtureRows', () => {
  const base: FullTimeFixture = {
    fixtureId: '9',
    kickoff: new Date('2026-11-15T10:00:00Z'),
    isTimeTbc: false,
    home: { name: 'A', faTeamId: null },
    away: { name: 'B', faTeamId: '2' },
    homeScore: null,
    awayScore: null,
    isPostponed: false,
    resultCode: null,
    note: null,
    competition: null,
    isCup: false,
  };

  it('prefers a played row, then a re-arranged date over the postponed one', () => {
    const postponed = { ...base, isPostponed: true, competition: 'Div 1' };
    const played = { ...base, homeScore: 1, awayScore: 0, note: 'HT 0 - 0' };
    const rearranged = { ...base, kickoff: new Date('2026-12-06T10:00:00Z') };
    expect(mergeFixtureRows([postponed, played])).toEqual([{ ...played, competition: 'Div 1' }]);
    expect(mergeFixtureRows([postponed, rearranged])).toEqual([{ ...rearranged, competition: 'Div 1' }]);
    expect(mergeFixtureRows([postponed, { ...base, kickoff: null }])).toEqual([
      { ...base, kickoff: null, isPostponed: true, competition: 'Div 1' },
    ]);
    expect(mergeFixtureRows([base, { ...base, fixtureId: '10' }])).toHaveLength(2);
  });

  it('prefers a row with a result code like a played one, and takes isTimeTbc from the row it keeps', () => {
    const postponed = { ...base, isPostponed: true };
    const walkover = { ...base, resultCode: 'awayWalkover' as const };
    const upcomingTimeTbc = { ...base, kickoff: new Date('2026-12-06T00:00:00Z'), isTimeTbc: true };
    expect(mergeFixtureRows([upcomingTimeTbc, walkover])).toEqual([walkover]);
    expect(mergeFixtureRows([postponed, walkover])).toEqual([walkover]);
    // A coded row with no date is decided, not still postponed.
    const undatedVoid = { ...base, kickoff: null, resultCode: 'void' as const };
    expect(mergeFixtureRows([postponed, undatedVoid])).toEqual([undatedVoid]);
    expect(mergeFixtureRows([postponed, upcomingTimeTbc])).toEqual([upcomingTimeTbc]);
    expect(mergeFixtureRows([upcomingTimeTbc, { ...base, isTimeTbc: false }])[0]?.isTimeTbc).toBe(true);
  });
});

describe('parseUkDateTime', () => {
  it.each([
    // [date, time, instant]
    ['04/10/26', '10:30', '2026-10-04T09:30:00.000Z'], // BST
    ['29/11/26', '10:30', '2026-11-29T10:30:00.000Z'], // GMT
    ['04/10/2026', '10:30', '2026-10-04T09:30:00.000Z'], // four-digit year
    ['4/3/26', '9:05', '2026-03-04T09:05:00.000Z'],
    // 29 March 2026: clocks go forward at 01:00 GMT.
    ['29/03/26', '00:30', '2026-03-29T00:30:00.000Z'],
    ['29/03/26', '10:30', '2026-03-29T09:30:00.000Z'],
    ['28/03/26', '10:30', '2026-03-28T10:30:00.000Z'],
    // 01:30 does not exist that morning: read as the hour after (02:30 BST).
    ['29/03/26', '01:30', '2026-03-29T01:30:00.000Z'],
    // 26 October 2025: clocks go back at 01:00 GMT.
    ['26/10/25', '00:30', '2025-10-25T23:30:00.000Z'],
    ['26/10/25', '10:30', '2025-10-26T10:30:00.000Z'],
    ['25/10/25', '10:30', '2025-10-25T09:30:00.000Z'],
    // 01:30 happens twice that morning: the first, BST.
    ['26/10/25', '01:30', '2025-10-26T00:30:00.000Z'],
    // No time: 00:00 UK.
    ['12/03/26', null, '2026-03-12T00:00:00.000Z'],
    ['12/07/26', null, '2026-07-11T23:00:00.000Z'],
    ['12/07/26', 'TBC', '2026-07-11T23:00:00.000Z'],
    ['29/02/28', '12:00', '2028-02-29T12:00:00.000Z'],
    // The ends of the years a fixture may have.
    ['01/01/2000', '10:00', '2000-01-01T10:00:00.000Z'],
    ['31/12/2099', '10:00', '2099-12-31T10:00:00.000Z'],
    ['01/01/00', '10:00', '2000-01-01T10:00:00.000Z'],
    ['31/12/99', '10:00', '2099-12-31T10:00:00.000Z'],
  ])('%s %s is %s', (date, time, instant) => {
    expect(parseUkDateTime(date, time)?.toISOString()).toBe(instant);
  });

  it.each([
    ['TBC', '10:30'],
    ['tbc', null],
    ['', null],
    ['31/02/26', '10:00'],
    ['29/02/27', '10:00'],
    ['00/01/26', '10:00'],
    ['12/13/26', '10:00'],
    ['12/03/326', '10:00'],
    // Date.UTC would have read year 0 as 1900.
    ['01/01/0000', '10:00'],
    ['01/01/1999', '10:00'],
    ['01/01/2100', '10:00'],
    ['2026-03-12', '10:00'],
    ['12/03/26', '24:00'],
    ['12/03/26', '10:60'],
    ['12/03/26', '10.30'],
    ['12/03/26', 'morning'],
  ])('%j %j is null', (date, time) => {
    expect(parseUkDateTime(date, time)).toBeNull();
  });
});
