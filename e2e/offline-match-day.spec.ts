import fs from 'node:fs';
import zlib from 'node:zlib';
import { api, expect, expectAccessible, test } from './fixtures';
import { coachWithTodaysMatch, controlledByWorker, goalKeptOnPhone } from './match-day';

// Match day with no signal (issue 32, decision 070): the installed app's service worker is allowed here
// (the other journeys block it). The coach opens the live screen and the viewer once online; with the
// network cut, both open again from a reload, the viewer moves between periods, and the presses and
// goals he makes wait on the phone (kept over a reload, counted on the status line), then go once the
// signal returns, each applied once. A press refused on its way (another coach pressed meanwhile) is listed until dismissed.

type LiveRead = { events: Array<{ kind: string }> };

test.use({ serviceWorkers: 'allow' });

/** The built worker the app serves (the update journey writes a next version of it, and puts it back). */
const WORKER = 'dist/client/sw.js';

test('@once the live screen and the viewer work with no signal; presses and goals made offline are sent once', async ({
  page,
  context,
  inbox,
}) => {
  const day = await coachWithTodaysMatch(page, inbox, { opponentPrefix: 'Offline' });
  const { teamId, opponent } = day;
  const match = { id: day.matchId };
  const live = `/teams/${teamId}/match-live?match=${match.id}`;
  const viewer = (quarter: number) =>
    `/teams/${teamId}/formation-viewer?match=${match.id}&quarter=${quarter}`;
  const liveEvents = async () =>
    (await api<LiveRead>(page, 'GET', `/api/matches/${match.id}/live`)).events.map((event) => event.kind);
  try {
    // Installed: the worker takes the page once it has loaded, and keeps what the pages read from then.
    await controlledByWorker(page);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await page.goto(live);
    await expect(page.getByRole('heading', { level: 1, name: `Live mode: vs ${opponent}` })).toBeVisible();
    await page.getByRole('button', { name: 'Start match' }).click();
    await expect(page.getByText(/Period 1 of \d+ · Playing/)).toBeVisible();
    await expect(page.getByText('Online · everything sent')).toBeVisible();
    await page.goto(viewer(1));
    await expect(page.getByRole('heading', { level: 1, name: `vs ${opponent}` })).toBeVisible();

    // The signal drops. A reload of the live screen opens from the phone: the clock goes on from the
    // state saved here.
    await context.setOffline(true);
    await page.goto(live);
    await expect(page.getByRole('heading', { level: 1, name: `Live mode: vs ${opponent}` })).toBeVisible();
    await expect(page.getByText(/Period 1 of \d+ · Playing/)).toBeVisible();
    await expect(page.getByText('Offline · nothing waiting to be sent', { exact: true })).toBeVisible();
    await expectAccessible(page);

    // A break, a goal against, the restart and a goal for us, with no signal: drawn at once, waiting on
    // the phone in the order made.
    await page.getByRole('button', { name: 'Pause for the break' }).click();
    await expect(page.getByText(/Paused for a break/)).toBeVisible();
    await expect(page.getByText('Offline · 1 change waiting', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Goal against' }).click();
    await expect(page.getByText('0 – 1', { exact: true })).toBeVisible();
    await expect(page.getByText('Offline · 2 changes waiting', { exact: true })).toBeVisible();
    // A press after a goal made offline on the same page is kept too (the goal's page-only memory once
    // made the phone refuse to store anything after it: "keeping 3 changes on this phone…" for good).
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(page.getByText(/· Playing/)).toBeVisible();
    await expect(page.getByText('Offline · 3 changes waiting', { exact: true })).toBeVisible();
    // Kept over a reload (IndexedDB), still with no signal.
    await page.reload();
    await expect(page.getByText(/· Playing/)).toBeVisible();
    await expect(page.getByText('0 – 1', { exact: true })).toBeVisible();
    await expect(page.getByText('Offline · 3 changes waiting', { exact: true })).toBeVisible();
    // The sheet does not wait for the signal: the goal is on the board and, once written there (not
    // before), said to be on the phone.
    await goalKeptOnPhone(page);
    await expect(page.getByText('1 – 1', { exact: true })).toBeVisible();
    await expect(page.getByText('Offline · 4 changes waiting', { exact: true })).toBeVisible();
    // The banner along the foot of every page counts them too.
    await expect(page.getByText(/^You're offline/)).toHaveText(
      "You're offline · 4 changes waiting on this phone, sent when the signal returns.",
    );
    await page.screenshot({ path: `test-results/offline-match-day/${test.info().project.name}-offline.png` });

    // The viewer opens and moves between periods with no signal (each period is a page load).
    await page.goto(viewer(1));
    await expect(page.getByRole('heading', { level: 1, name: `vs ${opponent}` })).toBeVisible();
    await expect(page.getByText(/^Period 1 of \d+/)).toBeVisible();
    await page.getByRole('button', { name: 'Next period' }).click();
    await expect(page.getByText(/^Period 2 of \d+/)).toBeVisible();

    // Back on the live screen, the signal returns: the presses and goals go, in order, once each.
    await page.goto(live);
    await expect(page.getByText('Offline · 4 changes waiting', { exact: true })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('Online · everything sent')).toBeVisible({ timeout: 20_000 });
    expect(await liveEvents()).toEqual(['start', 'pause', 'resume']);
    expect(await api<unknown[]>(page, 'GET', `/api/matches/${match.id}/goals`)).toHaveLength(1);
    await expect(page.getByText('1 – 1', { exact: true })).toBeVisible();
    const read = await api<{ homeScore: number; awayScore: number }>(
      page,
      'GET',
      `/api/matches/${match.id}/live`,
    );
    expect([read.homeScore, read.awayScore]).toEqual([1, 1]);
    // The goals under the score come in together, once the queue is empty (the layout guard holds the
    // screen still): both in the same minute, ours first.
    await expect(page.getByRole('list', { name: 'Goals so far' }).getByRole('listitem')).toHaveText([
      /^(?!.*Goal against)/,
      /Goal against/,
    ]);

    // A press made offline that another coach made meanwhile: refused on its way, and said so. Pressed
    // once the page has heard the signal go: pressed in the same moment, the press can still leave (a
    // coach's phone does the same), and did here 1 run in 4 with the CPU busy.
    await context.setOffline(true);
    await expect(page.getByText('Offline · nothing waiting to be sent', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Pause for the break' }).click();
    await expect(page.getByText('Offline · 1 change waiting', { exact: true })).toBeVisible();
    // The other coach's phone has signal (a request outside this page, which has none).
    const other = await page.request.post(`/api/matches/${match.id}/live/events`, {
      data: { id: crypto.randomUUID(), kind: 'pause', at: new Date().toISOString() },
    });
    expect(other.status()).toBe(201);
    await context.setOffline(false);
    // Listed at the foot of the screen until dismissed (a toast says it at once, for a moment).
    const notSaved = page.getByRole('list', { name: 'Not saved' });
    await expect(
      notSaved.getByText(
        'Not saved: Pause for the break. The match is paused for a break: resume it or end it.',
      ),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Online · everything sent')).toBeVisible();
    expect(await liveEvents()).toEqual(['start', 'pause', 'resume', 'pause']);
    await expectAccessible(page);
    await page.screenshot({
      path: `test-results/offline-match-day/${test.info().project.name}.png`,
      fullPage: true,
    });
    await page.getByRole('button', { name: 'Dismiss: Pause for the break not saved' }).click();
    await expect(notSaved).toBeHidden();

    // One refused after the coach has left the live screen: a toast says it until dismissed, wherever
    // he is, and its Open brings him back to the screen, where it is listed.
    await context.setOffline(true);
    await expect(page.getByText('Offline · nothing waiting to be sent', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(page.getByText('Offline · 1 change waiting', { exact: true })).toBeVisible();
    await page.goto(viewer(1));
    await expect(page.getByRole('heading', { level: 1, name: `vs ${opponent}` })).toBeVisible();
    const resumed = await page.request.post(`/api/matches/${match.id}/live/events`, {
      data: { id: crypto.randomUUID(), kind: 'resume', at: new Date().toISOString() },
    });
    expect(resumed.status()).toBe(201);
    await context.setOffline(false);
    const told = page.locator('.toast').filter({ hasText: 'Not saved: Resume' });
    await expect(told).toContainText('The match is already running: pause it or end it.', {
      timeout: 20_000,
    });
    await page.waitForTimeout(6_000);
    await expect(told).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `test-results/offline-match-day/${test.info().project.name}-toast.png` });
    await told.getByRole('button', { name: 'Open' }).click();
    await expect(page).toHaveURL(new RegExp(`/match-live\\?match=${match.id}$`));
    await expect(
      notSaved.getByText('Not saved: Resume. The match is already running: pause it or end it.'),
    ).toBeVisible();
    expect(await liveEvents()).toEqual(['start', 'pause', 'resume', 'pause', 'resume']);
  } finally {
    await context.setOffline(false);
    await day.remove();
  }
});

/** Writes `text` as the built worker, with the compressed copies the server sends in its place. */
function writeWorker(text: string) {
  fs.writeFileSync(WORKER, text);
  fs.writeFileSync(`${WORKER}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${WORKER}.gz`, zlib.gzipSync(text));
}

test('@once a new version waits while a match is live, and is offered once it ends', async ({
  page,
  inbox,
}) => {
  const day = await coachWithTodaysMatch(page, inbox, { opponentPrefix: 'Update' });
  const { teamId } = day;
  const match = { id: day.matchId };
  const original = fs.readFileSync(WORKER, 'utf8');
  const offer = page.getByText('A new version of Touchline is ready');
  try {
    await controlledByWorker(page);
    await page.goto(`/teams/${teamId}/match-live?match=${match.id}`);
    await page.getByRole('button', { name: 'Start match' }).click();
    await expect(page.getByText(/Period 1 of \d+ · Playing/)).toBeVisible();

    // A deploy: the worker's file changes, and the browser finds it on its next check.
    writeWorker(`${original}\n// the next version\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect
      .poll(() =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null),
      )
      .toBe(true);
    // While the match is live nothing is offered, and nothing reloads the page.
    await page.waitForTimeout(1_500);
    await expect(offer).toBeHidden();
    await expect(page.getByText(/· Playing/)).toBeVisible();

    // At full time it is offered; Reload takes it.
    await page.getByRole('button', { name: 'End match' }).click();
    await page.getByRole('button', { name: 'Yes, end the match' }).click();
    await expect(page.getByText('Full time: the clock has stopped.')).toBeVisible();
    await expect(offer).toBeVisible();
    await expectAccessible(page);
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByText('Full time: the clock has stopped.')).toBeVisible();
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBeNull();
  } finally {
    writeWorker(original);
    await day.remove();
  }
});
