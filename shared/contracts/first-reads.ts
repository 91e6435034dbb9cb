// Each signed-in page's first reads, declared once (decision 034, issue 29): the reads a page makes on
// every load whatever the answers say, as the route table's declarations. Three things are built from
// this one list: the server names their addresses as `<link rel="preload" as="fetch">` in the document
// it sends a signed-in browser (`firstReadsOfPage`), so a phone asks for them while the page's scripts
// download; each feature's query options take their address from it (client/lib/first-read-queries.ts),
// so the page's `useQuery` and its route's loader ask for the same thing; and the loader starts every one
// of them. A read that depends on an answer (the admin page's clubs, the unscoped squad's team defaults)
// or on the tab's storage (the formation viewer's handed-on data) is not listed: a preload nobody uses
// costs a phone its bytes and warns in the console.

import { getTeamRole, getUser, listUserTeams } from './auth-routes.js';
import { listFormations } from './formations-routes.js';
import { listOppositionTeams } from './league-routes.js';
import { getMatchPlayingTime, listMatches } from './matches-routes.js';
import { type AnyRoute, routeUrl } from './route.js';
import { getSeasonPlayingTime, getTeamDefaults, listPlayerStats, listPlayers } from './squad-routes.js';
import { listTeamEvents } from './training-routes.js';

/** A page's first reads by name: team reads, each with or without an unscoped form. */
export type PageReads = Readonly<Record<string, AnyRoute>>;

export const squadPageReads = {
  players: listPlayers,
  // Team-only routes: unscoped, the page reads them for the caller's one team once it is known.
  defaults: getTeamDefaults,
  stats: listPlayerStats,
  // The season's minutes, share and starts beside the statistics (issue 30).
  playingTime: getSeasonPlayingTime,
} as const satisfies PageReads;

export const leaguePageReads = { oppositionTeams: listOppositionTeams } as const satisfies PageReads;

export const matchPlanningPageReads = {
  matches: listMatches,
  players: listPlayers,
  opposition: listOppositionTeams,
  formations: listFormations,
  // Team-only: the team's dated matches and training sessions, 44 weeks back to eight on, the server's
  // default for the bare path (issue 31, decision 061). Both tabs' lists are drawn once, with the
  // sessions among the matches; a read after them would push rows.
  events: listTeamEvents,
} as const satisfies PageReads;

// The live screen (issue 32, decision 067): the match (its timing, side and opponent), the squad and the
// formations, whose periods say who is on and the coach's change list. The live read names the match in
// the address (?match=), so the route starts it itself.
export const matchLivePageReads = {
  matches: listMatches,
  players: listPlayers,
  formations: listFormations,
} as const satisfies PageReads;

// The team sheet (issue 32, decision 067): the match, the squad and the formations as match planning
// reads them. The match's changes name it in the address (?match=), so the route starts that read.
export const teamSheetPageReads = {
  matches: listMatches,
  players: listPlayers,
  formations: listFormations,
} as const satisfies PageReads;

export const formationEditorPageReads = {
  players: listPlayers,
  matches: listMatches,
  formations: listFormations,
  // Team-only: the team's format, whose shapes the editor offers (issue 30).
  team: getTeamDefaults,
} as const satisfies PageReads;

// The viewer reads the formations on every load; the matches and the squad only when no screen handed
// it its data (spec 001 §7), which only the tab knows.
export const formationViewerPageReads = { formations: listFormations } as const satisfies PageReads;

export const formationLibraryPageReads = {
  formations: listFormations,
  matches: listMatches,
  players: listPlayers,
  // Team-only: the team's format, which says which cards are of another format (issue 30).
  team: getTeamDefaults,
} as const satisfies PageReads;

/**
 * A page's read of the match its address names (?match=ID): the team sheet's and the viewer's match
 * playing time (its changes; the viewer's period change too), which the page waits for. The document
 * preloads it with the others; each route's loader starts the same read. Not the live screen's live read:
 * the screen sets its clock by the moment that answer was written, which a preload made earlier than
 * its use would put wrong.
 */
const matchReadsBySegment = /* @__PURE__ */ new Map<string, AnyRoute>([
  ['team-sheet', getMatchPlayingTime],
  ['formation-viewer', getMatchPlayingTime],
]);

/** A row id from 1 as an address carries it (?match=7); anything else counts as absent. */
export function addressRowId(value: string | null): number | null {
  return value !== null && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647
    ? Number(value)
    : null;
}

/** The match an address names (?match=), a row id from 1; anything else counts as absent. */
export const matchOfAddress = (search: URLSearchParams): number | null => addressRowId(search.get('match'));

/** A team segment the app's own links can carry (a secure id or a row id): anything else gets no preload. */
const TEAM_SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

// A Map, not an object literal: a segment such as "constructor" must find nothing.
const pageReadsBySegment = /* @__PURE__ */ new Map<string, PageReads>([
  ['squad-management', squadPageReads],
  ['league-management', leaguePageReads],
  ['match-planning', matchPlanningPageReads],
  ['match-live', matchLivePageReads],
  ['team-sheet', teamSheetPageReads],
  ['formation-editor', formationEditorPageReads],
  ['formation-viewer', formationViewerPageReads],
  ['formations', formationLibraryPageReads],
]);

/**
 * The reads to preload for the app document sent to a signed-in browser at `pathname` (the path as the
 * server matched it, percent-decoded): who is signed in, always (every page's header); on a team's
 * address, the caller's role on it, the caller's teams (the header's team switcher) and the page's own
 * first reads. An unscoped page's reads wait for
 * the caller's list of teams, which says whether there is one team to read (a coach of several is
 * asked to choose one, and nothing is read that the server would refuse), and which a platform admin
 * never asks for: neither is preloaded. On a team's page whose address names a match (`search`), the
 * page's read of that match. Paths are matched as the client's router matches them: static
 * segments in any case, one trailing slash allowed.
 */
export function firstReadsOfPage(pathname: string, search = new URLSearchParams()): string[] {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  const reads = [routeUrl(getUser, {})];
  const [first, second, third, ...rest] = segments;
  if (first?.toLowerCase() === 'teams' && second !== undefined && TEAM_SEGMENT.test(second) && !rest.length) {
    reads.push(routeUrl(getTeamRole, { teamId: second }));
    // The header names the team and lists the caller's other teams (the team switcher). A platform
    // admin's header shows neither and leaves this one unused: the document cannot tell (it knows the
    // cookie, not the role), and an admin on a team's page is the rare case.
    reads.push(routeUrl(listUserTeams, {}));
    const page = third === undefined ? undefined : pageReadsBySegment.get(third.toLowerCase());
    for (const route of Object.values(page ?? {})) reads.push(routeUrl(route, { teamId: second }));
    const matchRead = third === undefined ? undefined : matchReadsBySegment.get(third.toLowerCase());
    const matchId = matchOfAddress(search);
    if (matchRead && matchId !== null) reads.push(routeUrl(matchRead, { params: { id: matchId } }));
  }
  return reads;
}
