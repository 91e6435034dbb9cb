// `npm run screenshots`: the built app on a fresh demo database, signed in as the demo coach and parent,
// photographed at 375 px and on a desktop into docs/screenshots/ (the README shows some of them). For
// looking at what changed, not a test: the journeys in e2e/ are the tests.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { startServer } from '../bench/support.js';
import { ensureChromium } from './ensure-chromium.mjs';
import { needsBuild } from './needs-build.mjs';

if (needsBuild() && spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
const chromePath: string = ensureChromium();

const outDir = 'docs/screenshots';
// Phones at their usual pixel density, with a touch screen (the formation editor's hint is the tap one);
// the desktop at 1x keeps the files small.
const viewports = {
  phone: { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
} as const;
// Match planning opens on its list: pick the latest played match, as a coach would after a game.
const openLatestResult = async (page: Page) => {
  await page.getByRole('tab', { name: /Past Matches/ }).click();
  // The first match, not a training session (they are listed among the matches, decision 061).
  await page.getByRole('tabpanel').getByRole('button', { name: /^vs / }).first().click();
  await page.getByRole('heading', { name: 'Periods & Substitutions' }).waitFor();
};
// The demo's plan for the first period of the next match (a 4-4-2 with its captain, notes, bench and an
// unavailable player): the editor and the viewer open on it, as match planning's Edit and View links do.
const nextMatchPlan = async (cookie: string, teamId: string): Promise<string> => {
  const read = async <T>(path: string) =>
    (await (await fetch(`${server.url}/api/teams/${teamId}/${path}`, { headers: { cookie } })).json()) as T;
  const formations =
    await read<Array<{ id: number; name: string | null; matchId: number; quarter: number }>>('formations');
  const plan = formations.find((row) => row.name === 'Ashford Athletic P1');
  if (!plan) throw new Error('the demo data has no plan for the next match');
  return `?match=${plan.matchId}&quarter=${plan.quarter}&formationId=${plan.id}`;
};
// On a phone the editor's pitch is below its list of players: the photograph is of the pitch.
const toThePitch = async (page: Page, size: string) => {
  if (size === 'phone') {
    await page.locator('figure[data-pitch-size="editor"]').evaluate((pitch) => {
      window.scrollBy(0, pitch.getBoundingClientRect().top - 140);
    });
  }
};
const shots: Array<{
  who: string;
  name: string;
  path: string | null;
  /** The query string of the page's address, when it depends on the data. */
  query?: (cookie: string, teamId: string) => Promise<string>;
  ready: string;
  prepare?: (page: Page, size: string) => Promise<void>;
}> = [
  { who: 'coach@demo.test', name: 'squad-coach', path: 'squad-management', ready: 'Squad Management' },
  {
    who: 'coach@demo.test',
    name: 'matches-coach',
    path: 'match-planning',
    ready: 'Match Planning',
    prepare: openLatestResult,
  },
  {
    who: 'parent@demo.test',
    name: 'matches-parent',
    path: 'match-planning',
    ready: 'Match Schedule',
    prepare: openLatestResult,
  },
  {
    who: 'coach@demo.test',
    name: 'formation-editor',
    path: 'formation-editor',
    query: nextMatchPlan,
    ready: 'Formation Editor',
    prepare: toThePitch,
  },
  {
    who: 'coach@demo.test',
    name: 'formation-viewer',
    path: 'formation-viewer',
    query: nextMatchPlan,
    ready: 'vs Ashford Athletic',
  },
  { who: 'coach@demo.test', name: 'formations', path: 'formations', ready: 'Formation Library' },
  { who: 'coach@demo.test', name: 'league-coach', path: 'league-management', ready: 'League Management' },
  { who: 'parent@demo.test', name: 'squad-parent', path: 'squad-management', ready: 'Squad View' },
  { who: 'parent@demo.test', name: 'league-parent', path: 'league-management', ready: 'League View' },
  { who: 'multi@demo.test', name: 'teams', path: null, ready: 'Select Your Team' },
];

fs.mkdirSync(outDir, { recursive: true });
const server = await startServer({ SEED_DEMO: 'true' });
const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const cookies = new Map<string, string>();
  // SCREENSHOTS=formation,teams takes only the shots whose names start so.
  const only = process.env.SCREENSHOTS?.split(',').filter(Boolean);
  for (const shot of shots.filter((candidate) => !only || only.some((p) => candidate.name.startsWith(p)))) {
    const cookie = cookies.get(shot.who) ?? (await server.signIn(shot.who));
    cookies.set(shot.who, cookie);
    const split = cookie.indexOf('=');
    const [name, value] = [cookie.slice(0, split), cookie.slice(split + 1)];
    for (const [size, options] of Object.entries(viewports)) {
      const context: BrowserContext = await browser.newContext(options);
      await context.addCookies([{ name, value, url: server.url }]);
      const page = await context.newPage();
      // Team pages through the team's own address, as the menu links them (with Squad and League in it).
      const teams = await (await fetch(`${server.url}/api/auth/teams`, { headers: { cookie } })).json();
      const teamId: string = teams[0].secureId;
      const query = shot.query ? await shot.query(cookie, teamId) : '';
      const teamPath = shot.path === null ? '' : `/teams/${teamId}/${shot.path}${query}`;
      await page.goto(server.url + (teamPath || '/'));
      try {
        await page.getByRole('heading', { name: shot.ready }).first().waitFor({ timeout: 15_000 });
      } catch (error) {
        await page.screenshot({ path: `${outDir}/failed-${shot.name}-${size}.png` });
        throw error;
      }
      await shot.prepare?.(page, size);
      await page.waitForLoadState('networkidle');
      const file = `${outDir}/${shot.name}-${size}.png`;
      await page.screenshot({ path: file, fullPage: false });
      console.log(file);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
