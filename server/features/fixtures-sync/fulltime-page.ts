import { type Cheerio, type CheerioAPI, type contains, load } from 'cheerio';

// Reads the pages of FA Full-Time (fulltime.thefa.com) a fixtures sync fetches: a team page
// (displayTeam.html), a fixtures list (section#fixtures-list) and a results list (section#results-list).
// The HTML is walked with cheerio; regular expressions only ever see the text of one short cell (a score,
// a date) or a URL path. Nothing here fetches: the sync hands in the body and the URL it came from.
//
// Two markups carry rows: tables (`div.fixtures-table table`, `div.results-table table`: the fixtures list
// and both blocks of a team page) and the results list's divs (`div.results-table-2 div#fixture-<id>`).
// Cells are found by class where Full-Time gives one (home-team, road-team, score, status-notes) and by
// the header's label otherwise (Type, Date / Time, Competition), since those cells share generic classes.
//
// A row the parser cannot read (no displayFixture id, no team name, a date that is neither a date nor
// TBC) fails the whole page as 'unparseable' rather than being skipped: a sync that silently lost rows
// would leave matches stale, and one that stops keeps every existing match as it was.

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
  home: FullTimeSide;
  away: FullTimeSide;
  /** Null for VS, P - P, X - X (age groups whose scores are not published) or no score. */
  homeScore: number | null;
  awayScore: number | null;
  isPostponed: boolean;
  /** A bracketed note from the score cell ("HT 1 - 0", "Pens 4 - 2") and/or status text ("Abandoned"). */
  note: string | null;
  competition: string | null;
  isCup: boolean;
}

export interface FullTimePage {
  kind: FullTimePageKind;
  teamName: string | null;
  faTeamId: string | null;
  fixtures: FullTimeFixture[];
  nextPageUrl: string | null;
  relatedUrls: string[];
}

export class FullTimePageError extends Error {
  constructor(
    readonly reason: 'challenge' | 'not-full-time' | 'unparseable',
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
const CUP_WORDS = /\b(cup|trophy|shield|vase|plate|bowl)\b/i;

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

  const fixtures = mergeFixtureRows(readRows($, scope).map((row) => buildFixture(row, knownIds)));
  return {
    kind,
    teamName,
    faTeamId,
    fixtures,
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
  if (value !== '') return { teamName: squash(selected.text()) || null, faTeamId: value };
  const fromQuery = queryParam(url, 'selectedTeam');
  return { teamName: null, faTeamId: fromQuery && /^\d+$/.test(fromQuery) ? fromQuery : null };
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
    if (value === '' || name === '') return;
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
    if (value && /^\d+$/.test(value)) return value;
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
  dateTime: string;
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
  const labels: string[] = [];
  table.find('thead th').each((_, th) => {
    const span = Number($(th).attr('colspan') ?? '1') || 1;
    for (let i = 0; i < span; i += 1) labels.push(squash($(th).text()).toLowerCase());
  });
  const column = (label: string, fallback: number | null): number | null => {
    const index = labels.indexOf(label);
    return index >= 0 ? index : fallback;
  };
  const typeAt = column('type', 0);
  const dateAt = column('date / time', 1);
  const competitionAt = column('competition', null);
  const statusAt = column('status / notes', null);

  const rows: RawRow[] = [];
  table.find('tbody tr').each((_, tr) => {
    const cells = $(tr).children('td');
    const fixtureId = fixtureIdIn($, $(tr));
    // A lone cell without a fixture link is a message ("no fixtures"), not a fixture.
    if (cells.length <= 1 && fixtureId === null) return;
    const cellText = (index: number | null) => (index === null ? '' : squash(cells.eq(index).text()));
    const status = $(tr).children('td.status-notes');
    rows.push({
      fixtureId,
      type: cellText(typeAt),
      dateTime: cellText(dateAt),
      home: readSide($, $(tr).children('td.home-team')),
      away: readSide($, $(tr).children('td.road-team')),
      score: scoreText($(tr).children('td.score')),
      competition: cellText(competitionAt),
      status: status.length > 0 ? squash(status.text()) : cellText(statusAt),
    });
  });
  return rows;
}

function readDivRow($: CheerioAPI, row: Nodes, id: string): RawRow {
  return {
    fixtureId: fixtureIdIn($, row) ?? id,
    type: squash(row.find('.type-col').first().text()),
    dateTime: squash(row.find('.datetime-col').first().text()),
    home: readSide($, row.find('.home-team-col .team-name').first()),
    away: readSide($, row.find('.road-team-col .team-name').first()),
    score: scoreText(row.find('.score-col').first()),
    competition: squash(row.find('.fg-col').first().text()),
    status: squash(row.find('.status-notes, .status-col').first().text()),
  };
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

/** The score cell's text with a <br> read as a space, so "3 - 3<br>(Pens 4 - 2)" keeps its gap. */
function scoreText(cell: Nodes): string {
  const copy = cell.clone();
  copy.find('br').replaceWith(' ');
  return squash(copy.text());
}

function idFromLink(href: string, page: string, keys: readonly string[]): string | null {
  // Any base will do: only the path's last segment and the query are read.
  const url = resolveUrl(href, new URL('https://fulltime.thefa.com/'));
  if (!url?.pathname.toLowerCase().endsWith(`/${page}`)) return null;
  for (const key of keys) {
    const value = queryParam(url, key);
    if (value && /^\d+$/.test(value)) return value;
  }
  return null;
}

function buildFixture(row: RawRow, knownIds: Map<string, string | null>): FullTimeFixture {
  const where = row.fixtureId ? `fixture ${row.fixtureId}` : 'a row';
  if (!row.fixtureId) throw unparseable(`${where} has no displayFixture.html?id= link`);
  if (!row.home.name || !row.away.name) throw unparseable(`${where} lacks a home or away team name`);

  const kickoff = readKickoff(row.dateTime);
  if (kickoff === undefined) throw unparseable(`${where} has a date that is neither dd/mm/yy nor TBC`);

  const score = readScore(row.score);
  const statusPostponed = /postpon/i.test(row.status);
  // A postponed status is told by isPostponed; any other status (Abandoned, Walkover…) is a note.
  const notes = [...score.notes, ...(row.status && !statusPostponed ? [row.status] : [])];
  const competition = row.competition || null;
  const side = (raw: RawSide): FullTimeSide => ({
    name: raw.name,
    faTeamId: raw.linkedId ?? knownIds.get(normaliseTeamName(raw.name)) ?? null,
  });
  return {
    fixtureId: row.fixtureId,
    kickoff,
    home: side(row.home),
    away: side(row.away),
    homeScore: score.home,
    awayScore: score.away,
    isPostponed: score.postponed || statusPostponed,
    note: notes.length > 0 ? notes.join('; ') : null,
    competition,
    // Type codes are "L" for league and "Cup" on team pages but league-specific elsewhere ("SC14"), so the
    // competition's name is the surer sign.
    isCup: /\bcup\b/i.test(row.type) || (competition !== null && CUP_WORDS.test(competition)),
  };
}

/** The kickoff, null for TBC, undefined when the cell is unreadable. */
function readKickoff(text: string): Date | null | undefined {
  if (/^tbc\b/i.test(text)) return null;
  const parts = /^(\d{1,2}\/\d{1,2}\/\d{2,4})(?:\s+(\d{1,2}:\d{2}|TBC))?$/i.exec(text);
  if (!parts?.[1]) return undefined;
  return parseUkDateTime(parts[1], parts[2] ?? null) ?? undefined;
}

interface Score {
  home: number | null;
  away: number | null;
  postponed: boolean;
  notes: string[];
}

function readScore(text: string): Score {
  const bracketed = /^(.*?)\s*\(([^()]*)\)$/.exec(text);
  const main = (bracketed ? (bracketed[1] ?? '') : text).trim();
  const notes = bracketed?.[2]?.trim() ? [squash(bracketed[2])] : [];
  const goals = /^(\d+)\s*-\s*(\d+)$/.exec(main);
  if (goals) return { home: Number(goals[1]), away: Number(goals[2]), postponed: false, notes };
  if (/^p\s*-\s*p$/i.test(main)) return { home: null, away: null, postponed: true, notes };
  // VS (not played yet), X - X (scores withheld for young age groups) or nothing at all.
  if (main === '' || /^(vs|v|x\s*-\s*x)$/i.test(main))
    return { home: null, away: null, postponed: false, notes };
  // Any other letter code (A - A for abandoned, a walkover…) is kept as said, and is never a score.
  return { home: null, away: null, postponed: false, notes: [main, ...notes] };
}

/**
 * One entry per fixture id, in first-seen order. A team page lists a postponed match twice (P - P under
 * Latest Results, again under Upcoming Fixtures once re-arranged) and a sync that reads several pages meets
 * a fixture on both lists; the row that says most about the match now wins: a played row, else a
 * re-arranged one with a date, else one not marked postponed. A match still postponed with its new date
 * TBC keeps isPostponed and a null kickoff.
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
      same.find((row) => row.homeScore !== null && row.awayScore !== null) ??
      same.find((row) => !row.isPostponed && row.kickoff !== null) ??
      same.find((row) => !row.isPostponed) ??
      first;
    const everPostponed = same.some((row) => row.isPostponed);
    return {
      ...best,
      home: { ...best.home, faTeamId: same.find((row) => row.home.faTeamId)?.home.faTeamId ?? null },
      away: { ...best.away, faTeamId: same.find((row) => row.away.faTeamId)?.away.faTeamId ?? null },
      isPostponed: best.isPostponed || (everPostponed && best.kickoff === null && best.homeScore === null),
      note: best.note ?? same.find((row) => row.note)?.note ?? null,
      competition: best.competition ?? same.find((row) => row.competition)?.competition ?? null,
      isCup: same.some((row) => row.isCup),
    };
  });
}

// --- names and dates ----------------------------------------------------------------------------

/**
 * The form of a team name used to compare names written by different people: Full-Time's fixture
 * secretaries write "Club - Team" or "Club Team", "F.C." or "FC", "&" or "and".
 */
export function normaliseTeamName(name: string): string {
  return (
    name
      .normalize('NFKC')
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[.'’‘`]/g, '')
      // A dash standing alone between words separates club and team; one inside a word (Stoke-on-Trent)
      // is part of the name.
      .replace(/(?<=^|\s)[-–—](?=\s|$)/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export function isSameTeam(a: string, b: string): boolean {
  return normaliseTeamName(a) === normaliseTeamName(b);
}

/**
 * Full-Time's 'dd/mm/yy' (or 'dd/mm/yyyy') and 'HH:MM' read as UK clock time (Europe/London, BST in
 * summer) and returned as the instant. 'TBC' as the date gives null. No time (null, '' or 'TBC') gives
 * 00:00 UK on that day: midnight is plainly "no time" to a reader, where noon would pass for a kickoff.
 * Anything else malformed (31/02/26, 25:00, words) gives null rather than a guess. A clock time the
 * spring change skips (01:30 on the last Sunday of March) reads as the hour after, and one the autumn
 * change repeats as the first (BST) of the two.
 */
export function parseUkDateTime(date: string, time: string | null): Date | null {
  const d = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(date.trim());
  if (!d) return null;
  const day = Number(d[1]);
  const month = Number(d[2]);
  const year = d[3]!.length === 2 ? 2000 + Number(d[3]) : Number(d[3]);
  if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate())
    return null;

  let hour = 0;
  let minute = 0;
  const clock = (time ?? '').trim();
  if (clock !== '' && !/^tbc$/i.test(clock)) {
    const t = /^(\d{1,2}):(\d{2})$/.exec(clock);
    if (!t) return null;
    hour = Number(t[1]);
    minute = Number(t[2]);
    if (hour > 23 || minute > 59) return null;
  }
  return new Date(londonWallClockToInstant(Date.UTC(year, month - 1, day, hour, minute)));
}

const londonClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/** How far London's clock is ahead of UTC at an instant (0 or one hour), in ms. */
function londonOffset(instant: number): number {
  const parts = londonClock.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return wall - (instant - (instant % 60_000));
}

/** `wall` is the London clock reading written as if it were UTC. */
function londonWallClockToInstant(wall: number): number {
  const day = 24 * 60 * 60 * 1000;
  // The offsets either side of any clock change are the day before's and the day after's.
  const offsets = [...new Set([londonOffset(wall - day), londonOffset(wall + day)])];
  const fits = offsets
    .map((offset) => wall - offset)
    .filter((instant) => londonOffset(instant) === wall - instant);
  if (fits.length > 0) return Math.min(...fits);
  return wall - offsets[0]!;
}

// --- small helpers ------------------------------------------------------------------------------

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
