import type { Route } from '@playwright/test';
import { api, expect, test } from './fixtures';
import { coachWithTodaysMatch, goalKeptOnPhone } from './match-day';

// Match day on a weak signal (issue 32, decision 070): the phone says it is online, but nothing the live
// screen sends gets through: a request hangs with no answer, or fails at once. The presses and the goal
// the coach makes meanwhile are kept as if made offline: drawn at once, the buttons free again once a
// try has gone unanswered, the goal's sheet closed with "kept", all of them kept over a reload and sent
// again until they arrive, each applied once. They were once given up after three tries (about 7 s):
// the board stepped back, "The press was not recorded", and the change was lost.

type LiveRead = { events: Array<{ kind: string }>; homeScore: number | null; awayScore: number | null };

test('@once presses and a goal made on a signal where nothing gets through are kept, and sent once when it does', async ({
  page,
  inbox,
}) => {
  const day = await coachWithTodaysMatch(page, inbox, { opponentPrefix: 'Weak' });
  const live = `/teams/${day.teamId}/match-live?match=${day.matchId}`;
  const writes = `/api/matches/${day.matchId}/live/`;
  /** The clock's mm:ss as the screen shows it, in seconds. */
  const clockSeconds = async () => {
    const text = (await page.getByText(/^Match clock \d\d:\d\d$/).textContent()) ?? '';
    const [minutes = 0, seconds = 0] = (text.match(/(\d\d):(\d\d)$/) ?? []).slice(1).map(Number);
    return minutes * 60 + seconds;
  };
  const liveRead = () => api<LiveRead>(page, 'GET', `/api/matches/${day.matchId}/live`);
  // The live screen's writes (its reads still answer): held with no answer, or failed at once.
  let signal: 'hangs' | 'fails' | 'through' = 'through';
  const hung: Route[] = [];
  await page.route(
    (url) => url.pathname.startsWith(writes),
    (route) => {
      if (route.request().method() !== 'POST' || signal === 'through') return route.continue();
      if (signal === 'hangs') return void hung.push(route);
      return route.abort('internetdisconnected');
    },
  );
  try {
    await page.goto(live);
    await expect(
      page.getByRole('heading', { level: 1, name: `Live mode: vs ${day.opponent}` }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Start match' }).click();
    await expect(page.getByText(/Period 1 of \d+ · Playing/)).toBeVisible();
    await expect(page.getByText('Online · everything sent')).toBeVisible();

    // The break, pressed where the request hangs: drawn at once, and the buttons wait for its answer.
    signal = 'hangs';
    await page.getByRole('button', { name: 'Pause for the break' }).click();
    await expect(page.getByText(/Paused for a break/)).toBeVisible();
    const resume = page.getByRole('button', { name: 'Resume' });
    await expect(resume).toBeDisabled();
    await expect(page.getByText('Sending 1 change…', { exact: true })).toBeVisible();
    // No answer within its time: kept, and sent again; the buttons are free, the break still drawn.
    await expect(resume).toBeEnabled({ timeout: 15_000 });
    await expect(page.getByText('Weak signal · sending 1 change…', { exact: true })).toBeVisible();
    await expect(page.getByText(/Paused for a break/)).toBeVisible();

    // A goal for us where every request fails at once: its sheet does not wait, and says it is kept.
    signal = 'fails';
    await goalKeptOnPhone(page);
    await expect(page.getByText('1 – 0', { exact: true })).toBeVisible();
    // Nothing given up meanwhile: three tries, about 7 s, once ended in "not recorded" and the board
    // stepping back.
    await page.waitForTimeout(8_000);
    await expect(page.getByText(/was not recorded/)).toHaveCount(0);
    await expect(page.getByText(/Paused for a break/)).toBeVisible();
    await expect(page.getByText('Weak signal · sending 2 changes…', { exact: true })).toBeVisible();
    await resume.click();
    await expect(page.getByText(/· Playing/)).toBeVisible();
    await expect(page.getByText('Weak signal · sending 3 changes…', { exact: true })).toBeVisible();

    // Kept over a reload, still with nothing getting through, and sent again from the new page. The
    // board is the server's answer with the writes waiting drawn on it: the goal, and the break in the
    // clock (the board once showed 0 – 0, and the minutes of the break as played).
    const clockBefore = await clockSeconds();
    await page.reload();
    await expect(page.getByText('Weak signal · sending 3 changes…', { exact: true })).toBeVisible();
    await expect(page.getByText('1 – 0', { exact: true })).toBeVisible();
    await expect(page.getByText(/· Playing/)).toBeVisible();
    // The break (over 15 s) is not counted as played: a reload takes a few seconds at most.
    expect(await clockSeconds()).toBeLessThan(clockBefore + 8);
    const atServer = await liveRead();
    expect(atServer.events.map((event) => event.kind)).toEqual(['start']);

    // The signal gets through again: each is sent, in order, and applied once (the hung break too, had
    // it arrived, is answered from its id).
    signal = 'through';
    await Promise.all(hung.map((route) => route.abort().catch(() => undefined)));
    await expect(page.getByText('Online · everything sent')).toBeVisible({ timeout: 45_000 });
    const read = await liveRead();
    expect(read.events.map((event) => event.kind)).toEqual(['start', 'pause', 'resume']);
    expect([read.homeScore, read.awayScore]).toEqual([1, 0]);
    expect(await api<unknown[]>(page, 'GET', `/api/matches/${day.matchId}/goals`)).toHaveLength(1);
    await expect(page.getByText(/· Playing/)).toBeVisible();
    await expect(page.getByText('1 – 0', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Not saved' })).toHaveCount(0);
  } finally {
    signal = 'through';
    await page.goto('about:blank').catch(() => undefined);
    await Promise.all(hung.map((route) => route.abort().catch(() => undefined)));
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await day.remove();
  }
});
