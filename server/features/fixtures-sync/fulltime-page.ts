import { type Cheerio, type CheerioAPI, type contains, load } from 'cheerio';
import { FULLTIME_ID } from '../../../shared/contracts/fixtures-sync.js';
import type { MatchResultCode } from '../../../shared/domain/match-result-code.js';
import { normaliseTeamName } from '../../../shared/domain/team-name.js';
import { ukWallClockToInstant } from '../../../shared/domain/uk-time.js';

// Reads the pages of FA Full-Time (fulltime.thefa.com) a fixtures sync fetches: a team page
// (displayTeam.html), a fixtures list (section#fixtures-list) and a results list (section#results-list).
// The HTML is walked with cheerio; regular expressions only ever see the text of one short cell (a score,
// a date) or a URL path. Nothing here fetches: the sync hands in the body and the URL it came from.
//
// Two markups carry rows: tables (`div.fixtures-table table`, `div.results-table table`: the fixtures list
// and both blocks of a team page) and the results list's divs (`div.results-table-2 div#fixture-<id>`).
// Cells are found by class where Full-Time gives one (home-team, road-team, score, status-notes) and by
// the header's label otherwise (Type, Date / Time, Competition), since those cells share generic classes.
// The date and the time sit in elements of their own, read one by one: pages saved by some tools drop the
// whitespace between them, and the cell's text alone would run "05/02/22" into "09:10".
//
// A row the parser cannot read (no displayFixture id, no team name, a date that is neither a date nor
// TBC) is set aside in `skipped` with the reason, and the rest of the page is read: one odd row typed by
// a fixture secretary should not hold back a team's whole season. A page whose rows are all unreadable
// is not the markup this parser knows, and fails as 'unparseable' so a sync keeps every match as it was.

// cheerio's node type lives in domhandler, a package of its own that this project does not depend on.
type AnyNode = Parameters<typeof contains>[0];
type Nodes = Cheerio<AnyNode>;

export type FullTimePageKind = 'team' | 'fixtures' | 'results';

export interface FullTimeSide {
  name: string;
  /** From a displayTeam.html?id= / teamID= link, the page's Team filter, or the team page's own id. */
  faTeamId: string | null;
}

export interface FullTimeFixture {
  /** The displayFixture.html?id= number: the key that stays when a fixture moves to the results list. */
  fixtureId: string;
  /** UK local date and time as an instant; a date without a time is 00:00 UK; null when the date is TBC. */
  kickoff: Date | null;
  /** The date is known but the time is TBC or not given (kickoff is 00:00 UK); false for a TBC date. */
  isTimeTbc: boolean;
  home: FullTimeSide;
  away: FullTimeSide;
  /** Null for VS, P - P, X - X (age groups whose scores are not published), a letter code or no score. */
  homeScore: number | null;
  awayScore: number | null;
  isPostponed: boolean;
  /**
   * A result without goals: A - A, V - V, H - W, A - W in the score cell, or a status of Abandoned, Void,
   * Home/Away walkover (H/W, A/W) when the score cell shows no score. Null otherwise (P - P is isPostponed).
   */
  resultCode: MatchResultCode | null;
  /**
   * A bracketed note from the score cell ("HT 1 - 0", "Pens 4 - 2"), an unknown letter code ("Q - Q")
   * and/or status text that says more than the result code ("Walkover", "Abandoned - waterlogged").
   */
  note: string | null;
  competition: string | null;
  isCup: boolean;
}

export interface SkippedRow {
  /** The row's displayFixture.html?id= (or div#fixture-<id>) number, null when it has none. */
  fixtureId: string | null;
  /** Why it could not be read, for people: "the date '31/02/26' is not a real date". */
  reason: string;
}

export interface FullTimePage {
  kind: FullTimePageKind;
  teamName: string | null;
  faTeamId: string | null;
  fixtures: FullTimeFixture[];
  /** Rows that could not be read, in page order; none of them is in `fixtures` (unless read elsewhere). */
  skipped: SkippedRow[];
  /**
   * Team names on the page for a person to pick their own from: a team page's heading, the Team filter's
   * options, then each row's home and away names; one spelling per normalised name, the first, in page
   * order.
   */
  teamNames: string[];
  nextPageUrl: string | null;
  relatedUrls: string[];
}

export class FullTimePageError extends Error {
  constructor(
    readonly reason: 'challenge' | 'not-full-time' | 'unparseable' | 'too-complex',
    message: string,
  ) {
    super(message);
    this.name = 'FullTimePageError';
  }
}

const NOT_FULL_TIME = 'This is not an FA Full-Time fixtures, results or team page';

// Links in older pages and shares still name the site's former hosts.
const FULL_TIME_HOSTS = new Set(['fulltime.thefa.com', 'full-time.thefa.com', 'fulltime-league.thefa.com']);

// Knock-out competitions go by these words in grassroots football; a league division never does.
const CUP_WORDS = /\b(cup|trophy|shield|vase|plate|bowl|knock-?out)\b/i;

/** The years a fixture's date may fall in: a two-digit year yy is 20yy, a four-digit one must be in range. */
export const FIXTURE_YEAR_MIN = 2000;
export const FIXTURE_YEAR_MAX = 2099;

export function parseFullTimePage(html: string, pageUrl: string): FullTimePage {
  const $ = load(html);
  if (looksLikeChallenge($)) {
    throw new FullTimePageError(
      'challenge',
      "FA Full-Time's CDN answered with its bot check instead of the page (it often refuses server-side requests)",
    );
  }
  const url = new URL(pageUrl);
  const kind = detectKind($, url);
  if (!kind) throw new FullTimePageError('not-full-time', NOT_FULL_TIME);

  const scope = pageScope($, kind);
  const { teamName, faTeamId } = kind === 'team' ? teamPageIdentity($, scope, url) : listPageIdentity($, url);
  const knownIds = kind === 'team' ? ownIdByName(teamName, faTeamId) : teamFilterIds($);

  const rows = readRows($, scope);
  const read: FullTimeFixture[] = [];
  const skipped: SkippedRow[] = [];
  for (const row of rows) {
    const built = buildFixture(row, knownIds);
    if ('reason' in built) skipped.push(built);
    else read.push(built);
  }
  if (rows.length > 0 && read.length === 0) {
    const first = skipped[0]!;
    const where = first.fixtureId ? `fixture ${first.fixtureId}` : 'a row';
    throw unparseable(
      `none of its ${rows.length} rows could be read (${where}: ${first.reason}); the page may have changed`,
    );
  }
  return {
    kind,
    teamName,
    faTeamId,
    fixtures: mergeFixtureRows(read),
    skipped,
    teamNames: candidateTeamNames($, kind === 'team' ? teamName : null, rows),
    nextPageUrl: nextPage(scope, url),
    relatedUrls: kind === 'team' ? teamListLinks($, url, faTeamId) : [],
  };
}

export function isChallengePage(html: string): boolean {
  return looksLikeChallenge(load(html));
}

function looksLikeChallenge($: CheerioAPI): boolean {
  const title = squash($('title').first().text()).toLowerCase();
  if (title === 'just a moment...' || title.startsWith('attention required')) return true;
  if ($('#challenge-form, #challenge-running, script[src*="/cdn-cgi/challenge-platform/"]').length > 0) {
    return true;
  }
  const headings = squash($('h1, h2').text()).toLowerCase();
  return headings.includes('checking if the site connection is secure');
}

function detectKind($: CheerioAPI, url: URL): FullTimePageKind | null {
  if ($('section#fixtures-list').length > 0) return 'fixtures';
  if ($('section#results-list').length > 0) return 'results';
  if ($('section#team-page').length > 0) return 'team';
  // Without the section the URL decides, but only for a page that holds Full-Time's fixture markup:
  // an error page served at a Full-Time address is not an empty list.
  if ($('div.fixtures-table table, div.results-table table, div.results-table-2').length === 0) return null;
  const path = url.pathname.toLowerCase();
  if (path.endsWith('/displayteam.html')) return 'team';
  const list = /^\/(fixtures|results)(?:\.html|\/\d+\/\d+\.html)$/.exec(path);
  if (list?.[1] === 'fixtures') return 'fixtures';
  if (list?.[1] === 'results') return 'results';
  return null;
}

function pageScope($: CheerioAPI, kind: FullTimePageKind): Nodes {
  const id = kind === 'team' ? 'team-page' : kind === 'fixtures' ? 'fixtures-list' : 'results-list';
  const section = $(`section#${id}`);
  return section.length > 0 ? section.first() : $.root();
}

function teamPageIdentity(
  $: CheerioAPI,
  scope: Nodes,
  url: URL,
): { teamName: string | null; faTeamId: string | null } {
  // Outside the team section the first h1 is the league's name in the site header.
  const heading = squash(
    $('.team-header h1').first().text() || scope.filter('section').find('h1').first().text(),
  );
  // The title reads "<team> | <league>" when the heading is missing.
  const fromTitle = squash($('title').first().text().split('|')[0] ?? '');
  return { teamName: heading || fromTitle || null, faTeamId: teamIdFromUrl(url) };
}

function listPageIdentity($: CheerioAPI, url: URL): { teamName: string | null; faTeamId: string | null } {
  const selected = $('select[name="selectedTeam"] option[selected]').first();
  const value = (selected.attr('value') ?? '').trim();
  // Only a Full-Time id is kept as one: the filter's value is whatever the page says.
  if (value !== '') {
    return { teamName: squash(selected.text()) || null, faTeamId: FULLTIME_ID.test(value) ? value : null };
  }
  const fromQuery = queryParam(url, 'selectedTeam');
  return { teamName: null, faTeamId: fromQuery && FULLTIME_ID.test(fromQuery) ? fromQuery : null };
}

/**
 * A list page's Team filter names every team of the division with its id, but under the team's name of
 * the newest season (the 2020-21 results page lists "Mill Hill Juniors - Red U15S" for the rows' "… U14S"):
 * on an older season's page a name could be another team's now, so the filter is read only on the newest.
 */
function teamFilterIds($: CheerioAPI): Map<string, string | null> {
  const ids = new Map<string, string | null>();
  if (!showsNewestSeason($)) return ids;
  $('select[name="selectedTeam"] option').each((_, option) => {
    const value = ($(option).attr('value') ?? '').trim();
    const name = normaliseTeamName($(option).text());
    if (!FULLTIME_ID.test(value) || name === '') return;
    // Two teams whose names normalise alike cannot be told apart by name: neither gets an id.
    ids.set(name, ids.has(name) && ids.get(name) !== value ? null : value);
  });
  return ids;
}

function showsNewestSeason($: CheerioAPI): boolean {
  const seasons = $('select[name="selectedSeason"] option')
    .toArray()
    .map((option) => ({
      selected: $(option).attr('selected') !== undefined,
      // Labels read "2021-22"; options come oldest first, so the order breaks any tie.
      start: Number(/^\s*(\d{4})/.exec($(option).text())?.[1] ?? Number.NaN),
    }));
  if (seasons.length === 0) return false;
  // A select with no option marked shows its first.
  const selected = Math.max(
    0,
    seasons.findIndex((season) => season.selected),
  );
  const starts = seasons.map((season) => season.start);
  if (starts.every((start) => !Number.isNaN(start))) return starts[selected] === Math.max(...starts);
  return selected === seasons.length - 1;
}

function ownIdByName(teamName: string | null, faTeamId: string | null): Map<string, string | null> {
  return teamName && faTeamId ? new Map([[normaliseTeamName(teamName), faTeamId]]) : new Map();
}

function teamIdFromUrl(url: URL): string | null {
  for (const key of ['id', 'teamID']) {
    const value = queryParam(url, key);
    if (value && FULLTIME_ID.test(value)) return value;
  }
  return null;
}

/** Query parameters by name, ignoring case: Full-Time's links write teamID, teamId and teamid. */
function queryParam(url: URL, name: string): string | null {
  const wanted = name.toLowerCase();
  for (const [key, value] of url.searchParams) {
    if (key.toLowerCase() === wanted) return value.trim();
  }
  return null;
}

function nextPage(scope: Nodes, url: URL): string | null {
  const href = scope.find('li.forward a[href]').first().attr('href');
  return href ? resolve(href, url) : null;
}

/** Links of the team page to the division's fixtures and results lists filtered to this team. */
function teamListLinks($: CheerioAPI, url: URL, faTeamId: string | null): string[] {
  const found: string[] = [];
  $('a[href]').each((_, link) => {
    const target = resolveUrl($(link).attr('href') ?? '', url);
    if (!target) return;
    if (target.host !== url.host && !FULL_TIME_HOSTS.has(target.hostname)) return;
    if (!/^\/(fixtures|results)(?:\.html|\/\d+\/\d+\.html)$/i.test(target.pathname)) return;
    const team = queryParam(target, 'selectedTeam');
    if (!team || (faTeamId !== null && team !== faTeamId)) return;
    target.hash = '';
    if (!found.includes(target.href)) found.push(target.href);
  });
  return found;
}

// --- rows ---------------------------------------------------------------------------------------

interface RawRow {
  fixtureId: string | null;
  type: string;
  /** The date cell's texts one element at a time: ["29/05/21", "09:30"], ["TBC"], ["16/01/27"]. */
  dateTime: string[];
  home: RawSide;
  away: RawSide;
  score: string;
  competition: string;
  status: string;
}

interface RawSide {
  name: string;
  linkedId: string | null;
}

function readRows($: CheerioAPI, scope: Nodes): RawRow[] {
  const rows: RawRow[] = [];
  scope.find('div.fixtures-table table, div.results-table table').each((_, table) => {
    rows.push(...readTableRows($, $(table)));
  });
  scope.find('div.results-table-2 div[id^="fixture-"]').each((_, row) => {
    const id = /^fixture-(\d+)$/.exec($(row).attr('id') ?? '')?.[1];
    if (id) rows.push(readDivRow($, $(row), id));
  });
  return rows;
}

function readTableRows($: CheerioAPI, table: Nodes): RawRow[] {
  // Header labels by column, a colspan repeating its label (Home Team and Away Team span two columns).
  // Only letters are compared, so "Date / Time" and "Date/Time" are one label.
  const labels: string[] = [];
  table.find('thead th').each((_, th) => {
    const span = Number($(th).attr('colspan') ?? '1') || 1;
    const label = $(th)
      .text()
      .toLowerCase()
      .replace(/[^a-z]/g, '');
    for (let i = 0; i < span; i += 1) labels.push(label);
  });
  const column = (names: readonly string[], fallback: number | null): number | null => {
    const index = labels.findIndex((label) => names.includes(label));
    return index >= 0 ? index : fallback;
  };
  const typeAt = column(['type'], 0);
  const dateAt = column(['datetime', 'date'], 1);
  const competitionAt = column(['competition', 'fixturegroup'], null);
  const statusAt = column(['statusnotes', 'status', 'notes'], null);

  const rows: RawRow[] = [];
  table.find('tbody tr').each((_, tr) => {
    const cells = $(tr).children('td');
    const fixtureId = fixtureIdIn($, $(tr));
    // A lone cell without a fixture link is a message ("no fixtures"), not a fixture.
    if (cells.length <= 1 && fixtureId === null) return;
    const cell = (index: number | null) => (index === null ? $([]) : cells.eq(index));
    const status = $(tr).children('td.status-notes');
    rows.push({
      fixtureId,
      type: squash(cell(typeAt).text()),
      dateTime: textPieces($, cell(dateAt)),
      home: readSide($, $(tr).children('td.home-team')),
      away: readSide($, $(tr).children('td.road-team')),
      score: textPieces($, $(tr).children('td.score')).join(' '),
      competition: squash(cell(competitionAt).text()),
      status: squash((status.length > 0 ? status : cell(statusAt)).text()),
    });
  });
  return rows;
}

function readDivRow($: CheerioAPI, row: Nodes, id: string): RawRow {
  return {
    fixtureId: fixtureIdIn($, row) ?? id,
    type: squash(row.find('.type-col').first().text()),
    dateTime: textPieces($, row.find('.datetime-col').first()),
    home: readSide($, row.find('.home-team-col .team-name').first()),
    away: readSide($, row.find('.road-team-col .team-name').first()),
    score: textPieces($, row.find('.score-col').first()).join(' '),
    competition: squash(row.find('.fg-col').first().text()),
    status: squash(row.find('.status-notes, .status-col').first().text()),
  };
}

/**
 * Each text node under the cell, squashed, empty ones left out. Elements are separate pieces whether or
 * not the page has whitespace between them: "<span>05/02/22</span><span>09:10</span>" is two, and
 * "3 - 3<br>(Pens 4 - 2)" is two.
 */
function textPieces($: CheerioAPI, cell: Nodes): string[] {
  const pieces: string[] = [];
  const walk = (nodes: Nodes) => {
    nodes.contents().each((_, node) => {
      if (node.nodeType === 3) {
        const text = squash(node.data);
        if (text !== '') pieces.push(text);
      } else if (node.nodeType === 1) {
        walk($(node));
      }
    });
  };
  walk(cell);
  return pieces;
}

function fixtureIdIn($: CheerioAPI, row: Nodes): string | null {
  for (const link of row.find('a[href]').toArray()) {
    const id = idFromLink($(link).attr('href') ?? '', 'displayfixture.html', ['id']);
    if (id) return id;
  }
  return null;
}

function readSide($: CheerioAPI, cell: Nodes): RawSide {
  let linkedId: string | null = null;
  for (const link of cell.find('a[href]').toArray()) {
    linkedId = idFromLink($(link).attr('href') ?? '', 'displayteam.html', ['id', 'teamID']);
    if (linkedId) break;
  }
  return { name: squash(cell.text()), linkedId };
}

function idFromLink(href: string, page: string, keys: readonly string[]): string | null {
  // Any base will do: only the path's last segment and the query are read.
  const url = resolveUrl(href, new URL('https://fulltime.thefa.com/'));
  if (!url?.pathname.toLowerCase().endsWith(`/${page}`)) return null;
  for (const key of keys) {
    const value = queryParam(url, key);
    if (value && FULLTIME_ID.test(value)) return value;
  }
  return null;
}

/**
 * The names a person may pick their team from. The team page's heading comes first (a team page has no
 * Team filter, and may have no rows yet); a list's filter names every team of the division whatever the
 * season shown, so unlike teamFilterIds it is read on any season's page.
 */
function candidateTeamNames($: CheerioAPI, pageTeamName: string | null, rows: readonly RawRow[]): string[] {
  const names = new Map<string, string>();
  const add = (name: string | null) => {
    const shown = squash(name ?? '');
    const key = normaliseTeamName(shown);
    if (key !== '' && !names.has(key)) names.set(key, shown);
  };
  add(pageTeamName);
  $('select[name="selectedTeam"] option').each((_, option) => {
    if (($(option).attr('value') ?? '').trim() !== '') add($(option).text());
  });
  for (const row of rows) {
    add(row.home.name);
    add(row.away.name);
  }
  return [...names.values()];
}

function buildFixture(row: RawRow, knownIds: Map<string, string | null>): FullTimeFixture | SkippedRow {
  const skip = (reason: string): SkippedRow => ({ fixtureId: row.fixtureId, reason });
  if (!row.fixtureId) return skip('no link to the fixture (displayFixture.html?id=)');
  if (!row.home.name && !row.away.name) return skip('no home or away team name');
  if (!row.home.name) return skip('no home team name');
  if (!row.away.name) return skip('no away team name');

  const when = readKickoff(row.dateTime);
  if ('problem' in when) return skip(when.problem);

  const score = readScore(row.score);
  const status = readStatus(row.status);
  // A code in the score cell is what Full-Time shows as the result; the status is only asked when the
  // score cell shows none (VS, X - X or nothing), so "2 - 1" with "Abandoned" keeps its goals.
  const resultCode =
    score.resultCode ?? (score.home === null && !score.hasLetterCode ? status.resultCode : null);
  // A postponed status is told by isPostponed, and one that only names the result code by resultCode;
  // any other status (Walkover, Abandoned - waterlogged pitch…) is a note.
  const statusIsSaid =
    status.postponed ||
    (status.resultCode !== null && status.isWholeText && status.resultCode === resultCode);
  const notes = [...score.notes, ...(row.status && !statusIsSaid ? [row.status] : [])];
  const competition = row.competition || null;
  const side = (raw: RawSide): FullTimeSide => ({
    name: raw.name,
    faTeamId: raw.linkedId ?? knownIds.get(normaliseTeamName(raw.name)) ?? null,
  });
  return {
    fixtureId: row.fixtureId,
    kickoff: when.kickoff,
    isTimeTbc: when.isTimeTbc,
    home: side(row.home),
    away: side(row.away),
    homeScore: score.home,
    awayScore: score.away,
    isPostponed: score.postponed || status.postponed,
    resultCode,
    note: notes.length > 0 ? notes.join('; ') : null,
    competition,
    // Type codes are "L" for league and "Cup" on team pages but league-specific elsewhere ("SC14"), so the
    // competition's name is the surer sign.
    isCup: CUP_WORDS.test(row.type) || (competition !== null && CUP_WORDS.test(competition)),
  };
}

type Kickoff = { kickoff: Date | null; isTimeTbc: boolean } | { problem: string };

/** The kickoff from the date cell's pieces, or why it cannot be read (for SkippedRow.reason). */
function readKickoff(pieces: readonly string[]): Kickoff {
  const text = pieces.join(' ');
  if (text === '') return { problem: 'no date' };
  if (/^tbc\b/i.test(text)) return { kickoff: null, isTimeTbc: false };
  const parts = /^(\d{1,2}\/\d{1,2}\/\d+)(?:\s+(\S+))?$/.exec(text);
  if (!parts?.[1]) return { problem: `the date '${excerpt(text)}' is not dd/mm/yy, dd/mm/yy hh:mm or TBC` };
  const date = readCalendarDate(parts[1]);
  if ('problem' in date) return date;
  const time = parts[2] ?? null;
  const clock = readClock(time);
  if (clock === null) return { problem: `the time '${excerpt(time ?? '')}' is not a real time (hh:mm)` };
  return {
    kickoff: ukWallClockToInstant(date.year, date.month, date.day, ...clock),
    isTimeTbc: time === null || /^tbc$/i.test(time),
  };
}

type CalendarDate = { year: number; month: number; day: number } | { problem: string };

function readCalendarDate(text: string): CalendarDate {
  const d = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text.trim());
  if (!d) return { problem: `the date '${excerpt(text)}' is not dd/mm/yy` };
  const day = Number(d[1]);
  const month = Number(d[2]);
  const year = d[3]!.length === 2 ? 2000 + Number(d[3]) : Number(d[3]);
  // Date.UTC reads years 0-99 as 1900-1999, so 01/01/0000 would have become 1900 unchecked.
  if (year < FIXTURE_YEAR_MIN || year > FIXTURE_YEAR_MAX) {
    return {
      problem: `the date '${excerpt(text)}' is not in the years ${FIXTURE_YEAR_MIN}-${FIXTURE_YEAR_MAX}`,
    };
  }
  if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) {
    return { problem: `the date '${excerpt(text)}' is not a real date` };
  }
  return { year, month, day };
}

/** [hour, minute] of 'HH:MM'; no time or TBC is 00:00; null when the text is not a time. */
function readClock(time: string | null): [number, number] | null {
  const clock = (time ?? '').trim();
  if (clock === '' || /^tbc$/i.test(clock)) return [0, 0];
  const t = /^(\d{1,2}):(\d{2})$/.exec(clock);
  if (!t) return null;
  const hour = Number(t[1]);
  const minute = Number(t[2]);
  return hour > 23 || minute > 59 ? null : [hour, minute];
}

// Letter codes of the score cell, written without spaces in upper case. X - X is a young age group's
// withheld score: played, but neither a score nor a result code.
const LETTER_CODES: Readonly<Record<string, MatchResultCode | 'postponed' | 'withheld'>> = {
  'P-P': 'postponed',
  'A-A': 'abandoned',
  'V-V': 'void',
  'H-W': 'homeWalkover',
  'A-W': 'awayWalkover',
  'X-X': 'withheld',
};

/** A letter code's meaning, undefined for text that is not one of the known codes. */
function letterCode(text: string): MatchResultCode | 'postponed' | 'withheld' | undefined {
  const key = text.replace(/\s+/g, '').replace(/[–—/]/g, '-').toUpperCase();
  return Object.hasOwn(LETTER_CODES, key) ? LETTER_CODES[key] : undefined;
}

interface Score {
  home: number | null;
  away: number | null;
  postponed: boolean;
  resultCode: MatchResultCode | null;
  /** Any letter code, known or not (P - P, A - W, Q - Q): the cell says what happened instead of goals. */
  hasLetterCode: boolean;
  notes: string[];
}

function readScore(text: string): Score {
  const bracketed = /^(.*?)\s*\(([^()]*)\)$/.exec(text);
  const main = (bracketed ? (bracketed[1] ?? '') : text).trim();
  const notes = bracketed?.[2]?.trim() ? [squash(bracketed[2])] : [];
  const none = { home: null, away: null, postponed: false, resultCode: null, hasLetterCode: false };
  const goals = /^(\d+)\s*-\s*(\d+)$/.exec(main);
  if (goals) return { ...none, home: Number(goals[1]), away: Number(goals[2]), notes };
  const code = letterCode(main);
  if (code === 'postponed') return { ...none, postponed: true, hasLetterCode: true, notes };
  // X - X (scores withheld for young age groups), VS (not played yet) or nothing at all.
  if (code === 'withheld' || main === '' || /^(vs|v)$/i.test(main)) return { ...none, notes };
  if (code) return { ...none, resultCode: code, hasLetterCode: true, notes };
  // Any other code is kept as said, and is never a score.
  return { ...none, hasLetterCode: /^[a-z]\s*-\s*[a-z]$/i.test(main), notes: [main, ...notes] };
}

interface Status {
  postponed: boolean;
  resultCode: MatchResultCode | null;
  /** The text is the code and nothing more ("Abandoned", "H/W"), so no note needs to repeat it. */
  isWholeText: boolean;
}

// Status words for a result without goals. A bare "Walkover" names no winner, so it is no code.
const STATUS_CODES: readonly [RegExp, MatchResultCode][] = [
  [/^(?:match\s+)?abandoned\b/i, 'abandoned'],
  [/^(?:match\s+)?void(?:ed)?\b/i, 'void'],
  [/^home\s+(?:team\s+)?walk\s*-?\s*over\b/i, 'homeWalkover'],
  [/^away\s+(?:team\s+)?walk\s*-?\s*over\b/i, 'awayWalkover'],
];

function readStatus(text: string): Status {
  const postponed = /postpon/i.test(text);
  const code = letterCode(text);
  if (code === 'postponed') return { postponed: true, resultCode: null, isWholeText: true };
  if (code && code !== 'withheld') return { postponed, resultCode: code, isWholeText: true };
  for (const [words, resultCode] of STATUS_CODES) {
    const found = words.exec(text);
    // "Abandoned." says no more than "Abandoned".
    const said = text.trim().replace(/[.!]+$/, '');
    if (found) return { postponed, resultCode, isWholeText: found[0].length === said.length };
  }
  return { postponed, resultCode: null, isWholeText: false };
}

/**
 * One entry per fixture id, in first-seen order. A team page lists a postponed match twice (P - P under
 * Latest Results, again under Upcoming Fixtures once re-arranged) and a sync that reads several pages meets
 * a fixture on both lists; the row that says most about the match now wins: a played row or one with a
 * result code, else a re-arranged one with a date, else one not marked postponed. A match still postponed
 * with its new date TBC keeps isPostponed and a null kickoff. The winning row's kickoff, isTimeTbc and
 * resultCode go together.
 */
export function mergeFixtureRows(rows: readonly FullTimeFixture[]): FullTimeFixture[] {
  const byId = new Map<string, FullTimeFixture[]>();
  for (const row of rows) {
    const list = byId.get(row.fixtureId);
    if (list) list.push(row);
    else byId.set(row.fixtureId, [row]);
  }
  return [...byId.values()].map((same) => {
    const first = same[0]!;
    if (same.length === 1) return first;
    const best =
      same.find((row) => (row.homeScore !== null && row.awayScore !== null) || row.resultCode !== null) ??
      same.find((row) => !row.isPostponed && row.kickoff !== null) ??
      same.find((row) => !row.isPostponed) ??
      first;
    const everPostponed = same.some((row) => row.isPostponed);
    const undecided = best.kickoff === null && best.homeScore === null && best.resultCode === null;
    return {
      ...best,
      home: { ...best.home, faTeamId: same.find((row) => row.home.faTeamId)?.home.faTeamId ?? null },
      away: { ...best.away, faTeamId: same.find((row) => row.away.faTeamId)?.away.faTeamId ?? null },
      isPostponed: best.isPostponed || (everPostponed && undecided),
      note: best.note ?? same.find((row) => row.note)?.note ?? null,
      competition: best.competition ?? same.find((row) => row.competition)?.competition ?? null,
      isCup: same.some((row) => row.isCup),
    };
  });
}

// --- dates --------------------------------------------------------------------------------------

/**
 * Full-Time's 'dd/mm/yy' (or 'dd/mm/yyyy', years FIXTURE_YEAR_MIN-FIXTURE_YEAR_MAX) and 'HH:MM' read as UK
 * clock time (Europe/London, BST in summer) and returned as the instant. 'TBC' as the date gives null. No
 * time (null, '' or 'TBC') gives 00:00 UK on that day: midnight is plainly "no time" to a reader, where
 * noon would pass for a kickoff. Anything else malformed (31/02/26, 01/01/0000, 25:00, words) gives null
 * rather than a guess. A clock time the spring change skips (01:30 on the last Sunday of March) reads as
 * the hour after, and one the autumn change repeats as the first (BST) of the two (ukWallClockToInstant).
 */
export function parseUkDateTime(date: string, time: string | null): Date | null {
  const day = readCalendarDate(date);
  const clock = readClock(time);
  if ('problem' in day || clock === null) return null;
  return ukWallClockToInstant(day.year, day.month, day.day, ...clock);
}

// --- small helpers ------------------------------------------------------------------------------

/**
 * Enough of a page's text to recognise it in a message for people, with nothing in it that could hide or
 * reorder what is shown (controls, text-direction and other format characters read as U+FFFD).
 */
export function excerpt(text: string, max = 40): string {
  const plain = [...text].map((char) => (/[\p{Cc}\p{Cf}]/u.test(char) ? '\uFFFD' : char));
  return plain.length > max ? `${plain.slice(0, max).join('')}...` : plain.join('');
}

function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function resolveUrl(href: string, base: URL): URL | null {
  try {
    return new URL(href.trim(), base);
  } catch {
    return null;
  }
}

function resolve(href: string, base: URL): string | null {
  return resolveUrl(href, base)?.href ?? null;
}

function unparseable(detail: string): FullTimePageError {
  return new FullTimePageError('unparseable', `The FA Full-Time page could not be read: ${detail}`);
}
