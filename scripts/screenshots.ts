// `npm run screenshots`: the built app on a fresh demo database, signed in as the demo coach and parent,
// photographed at 375 px and on a desktop into docs/screenshots/ (the README shows one of them). For
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
// Phones at their usual pixel density; the desktop at 1x keeps the files small.
const viewports = {
  phone: { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
} as const;
// Match planning opens on its list: pick the latest played match, as a coach would after a game.
const openLatestResult = async (page: Page) => {
  await page.getByRole('tab', { name: /Past Matches/ }).click();
  await page.getByRole('tabpanel').getByRole('button').first().click();
  await page.getByRole('heading', { name: 'Periods & Substitutions' }).waitFor();
};
const shots: Array<{
  who: string;
  name: string;
  path: string | null;
  ready: string;
  prepare?: (page: Page) => Promise<void>;
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
  for (const shot of shots) {
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
      const teamPath = shot.path === null ? '' : `/teams/${teams[0].secureId}/${shot.path}`;
      await page.goto(server.url + (teamPath || '/'));
      try {
        await page.getByRole('heading', { name: shot.ready }).first().waitFor({ timeout: 15_000 });
      } catch (error) {
        await page.screenshot({ path: `${outDir}/failed-${shot.name}-${size}.png` });
        throw error;
      }
      await shot.prepare?.(page);
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
