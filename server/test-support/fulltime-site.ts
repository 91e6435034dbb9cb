import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for fulltime.thefa.com on loopback (FULLTIME_TEST_ORIGIN), serving saved pages by path and
// query exactly as the sync asks for them, and recording every request so a test can tell none left.

export type SitePage = { status?: number; body: string; headers?: Record<string, string>; delayMs?: number };

export interface FullTimeSite {
  origin: string;
  /** Every request received: path with query, the headers sent, and when it arrived (ms since epoch). */
  requests: { url: string; headers: IncomingHttpHeaders; at: number }[];
  /** Serves `body` at `pathAndQuery` from now on (replacing what was there). */
  setPage: (pathAndQuery: string, page: SitePage) => void;
  removePage: (pathAndQuery: string) => void;
  close: () => Promise<void>;
}

/** Reads a page of server/features/fixtures-sync/test-pages (see its README for where each came from). */
export function readSitePage(file: string): string {
  return readFileSync(new URL(`../features/fixtures-sync/test-pages/${file}`, import.meta.url), 'utf8');
}

/**
 * Where a request finds its page. A list page is found whatever number of rows a page was asked for
 * (`/fixtures/1/100.html`, `itemsPerPage=`): this stand-in, like a list that ignores the ask, answers
 * with the rows the saved page holds, so a sync still has to follow its further pages.
 */
export function sitePageKey(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, 'http://site.invalid');
  for (const key of [...url.searchParams.keys()]) {
    if (key.toLowerCase() === 'itemsperpage') url.searchParams.delete(key);
  }
  const path = url.pathname.replace(/^\/(fixtures|results)\/(\d+)\/\d+\.html$/i, '/$1/$2/n.html');
  // The query as written (searchParams would re-encode it), less the size asked for.
  const query = url.search === '' ? '' : `?${url.searchParams.toString()}`;
  return `${path}${query}`;
}

// The pages of server/features/fixtures-sync/test-pages (see its README) at the paths the real site
// uses, with the official samples and the ways Full-Time (or a mistake) can answer beside them.
export const FQ =
  'selectedSeason=880100200&selectedFixtureGroupAgeGroup=0&selectedFixtureGroupKey=1_880100300&selectedRelatedFixtureOption=2&selectedClub=&selectedTeam=777001&selectedFixtureDateStatus=&selectedFixtureStatus=';
export const RQ =
  'selectedSeason=880100200&selectedFixtureGroupAgeGroup=0&selectedFixtureGroupKey=1_880100300&selectedDateCode=all&selectedRelatedFixtureOption=2&selectedClub=&selectedTeam=777001';
export const TEAM_PAGE = '/displayTeam.html?id=777001';
export const RESULTS_PAGE = `/results/1/25.html?${RQ}`;

export function brookfieldPages(): Record<string, SitePage> {
  return {
    [TEAM_PAGE]: { body: readSitePage('team-page-cup.html') },
    [`/fixtures/1/5.html?${FQ}`]: { body: readSitePage('fixtures-list-page-1.html') },
    [`/fixtures/2/5.html?${FQ}`]: { body: readSitePage('fixtures-list-page-2.html') },
    [RESULTS_PAGE]: { body: readSitePage('results-list-notes.html') },
    '/displayTeam.html?id=777002': { body: readSitePage('team-page-other.html') },
    '/displayTeam.html?id=42': { body: readSitePage('team-page-2026.html') },
    '/challenge.html': { body: readSitePage('challenge-page.html') },
    '/challenge-403.html': { status: 403, body: readSitePage('challenge-page.html') },
    '/busy.html': { status: 429, body: 'Too many requests' },
    '/not-full-time.html': { body: '<html><head><title>Hello</title></head><body><p>Hi</p></body></html>' },
    '/to-internal.html': { status: 302, body: '', headers: { location: 'https://10.0.0.1/' } },
    '/to-loopback.html': { status: 302, body: '', headers: { location: 'http://127.0.0.1:9/' } },
  };
}

export async function startFullTimeSite(pages: Record<string, SitePage> = {}): Promise<FullTimeSite> {
  const served = new Map(Object.entries(pages).map(([at, page]) => [sitePageKey(at), page]));
  const requests: FullTimeSite['requests'] = [];
  const server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers, at: Date.now() });
    const page = served.get(sitePageKey(req.url ?? '/'));
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<html><body>Not found</body></html>');
      return;
    }
    const send = () => {
      res.writeHead(page.status ?? 200, { 'content-type': 'text/html; charset=utf-8', ...page.headers });
      res.end(page.body);
    };
    if (page.delayMs) setTimeout(send, page.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    setPage: (pathAndQuery, page) => served.set(sitePageKey(pathAndQuery), page),
    removePage: (pathAndQuery) => served.delete(sitePageKey(pathAndQuery)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
