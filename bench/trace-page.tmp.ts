import fs from 'node:fs';
import { chromium, devices } from '@playwright/test';
import { startServer } from './support.js';

// temp: trace a signed-in page's first load at 4x CPU with JS samples. PAGE=match-day|admin|...
const server = await startServer({ SEED_DEMO: 'true' });
const who = process.env.WHO ?? 'coach@demo.test';
const { cookie, teamId } = await server.signInToFirstTeam(who);
const matches = (await (await fetch(`${server.url}/api/teams/${teamId}/matches`, { headers: { cookie } })).json()) as Array<{ id: number; homeScore: number | null }>;
const played = matches.filter((m) => m.homeScore !== null).at(-1);
const paths: Record<string, string> = {
  'match-day': `/teams/${teamId}/match-planning?matchId=${played?.id}`,
  matches: `/teams/${teamId}/match-planning`,
  squad: `/teams/${teamId}/squad-management`,
  admin: '/admin',
  viewer: `/teams/${teamId}/formation-viewer?match=${played?.id}&quarter=1`,
};
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (let i = 0; i < Number(process.env.RUNS ?? 1); i++) {
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 412, height: 823 } });
  const [name, value] = cookie.split('=');
  await context.addCookies([{ name: name!, value: value!, url: server.url }]);
  const page = await context.newPage();
  if (process.env.FONT_REWRITE) {
    await page.route('**/assets/index-*.css', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('--font-sans:"Inter", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"', '--font-sans:' + process.env.FONT_REWRITE);
      await route.fulfill({ response, body });
    });
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, {
    path: `/tmp/exp/trace-${process.env.PAGE}${process.env.FONT_REWRITE ? '-font' : ''}-${i + 1}.json`,
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading'],
  });
  await page.goto(server.url + paths[process.env.PAGE ?? 'match-day']);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await browser.stopTracing();
  await context.close();
}
await browser.close();
await server.stop();
