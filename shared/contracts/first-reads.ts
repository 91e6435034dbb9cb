// The API reads a signed-in page makes on every first load, whatever the answers say (decision 034). The
// server names them in the page's document as `<link rel="preload" as="fetch">`, so a phone asks for
// them while the page's scripts download instead of after they have run; the client's route loaders
// (client/app/router.tsx and each page's `prefetch`) make the same requests, which the browser answers
// from those preloads. Reads that depend on an answer (an unscoped page's list of teams, which a platform
// admin never asks for; the admin page's clubs) or on the tab's storage (the formation viewer's handed-on
// data) are left to the client: a preload nobody uses costs a phone its bytes and warns in the console.

import { getTeamRole, getUser } from './auth-routes.js';
import { listFormations } from './formations-routes.js';
import { listOppositionTeams } from './league-routes.js';
import { listMatches } from './matches-routes.js';
import { type RouteDeclaration, routeUrl } from './route.js';
import { getTeamDefaults, listPlayerStats, listPlayers } from './squad-routes.js';

/** A team segment the app's own links can carry (a secure id or a row id): anything else gets no preload. */
const TEAM_SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

const USER_READ = routeUrl(getUser, {});

/** A team's read, from the route table: its team-scoped path, or its unscoped form without a team. */
const teamRead = (route: Pick<RouteDeclaration, 'path' | 'unscoped'>) => (team: string | null) =>
  routeUrl(route, { teamId: team });

const players = teamRead(listPlayers);
const matches = teamRead(listMatches);
const oppositionTeams = teamRead(listOppositionTeams);
const formations = teamRead(listFormations);
const teamDefaults = teamRead(getTeamDefaults);
const stats = teamRead(listPlayerStats);

/** Each signed-in page's unconditional first reads, by its path segment. */
// A Map, not an object literal: a segment such as "constructor" must find nothing.
const pageReads = new Map<string, (team: string | null) => string[]>([
  [
    'squad-management',
    // The team's defaults and statistics only on a team's address: unscoped, the client waits for the
    // answer that says which team it is.
    (team) => (team === null ? [players(team)] : [players(team), teamDefaults(team), stats(team)]),
  ],
  ['league-management', (team) => [oppositionTeams(team)]],
  ['match-planning', (team) => [matches(team), players(team), oppositionTeams(team), formations(team)]],
  ['formation-editor', (team) => [players(team), matches(team), formations(team)]],
  ['formation-viewer', (team) => [formations(team)]],
  ['formations', (team) => [formations(team), matches(team), players(team)]],
]);

/**
 * The reads to preload for the app document sent to a signed-in browser at `pathname` (the path as the
 * server matched it, percent-decoded): who is signed in, always (every page's header); on a team's
 * address, the caller's role on it; and the page's own first reads. Paths are matched as the client's
 * router matches them: static segments in any case, one trailing slash allowed.
 */
export function firstReadsOfPage(pathname: string): string[] {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  const reads = [USER_READ];
  const [first, second, third, ...rest] = segments;
  if (first?.toLowerCase() === 'teams' && second !== undefined && TEAM_SEGMENT.test(second) && !rest.length) {
    reads.push(routeUrl(getTeamRole, { teamId: second }));
    const page = third === undefined ? undefined : pageReads.get(third.toLowerCase());
    if (page) reads.push(...page(second));
  } else if (first !== undefined && second === undefined) {
    const page = pageReads.get(first.toLowerCase());
    if (page) reads.push(...page(null));
  }
  return reads;
}
