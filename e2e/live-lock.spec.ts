import type { Page } from '@playwright/test';
import { api, expect, expectAccessible, test } from './fixtures';
import { coachWithTodaysMatch, holdableLiveReads } from './match-day';

// The live clock across a lock (issue 32, decision 067): a phone locked in a pocket freezes the page's
// timers and hides it; shown again minutes later, the screen must read the right minute at its first
// redraw, and say a change fell due meanwhile ("Change due 1 min ago"). Simulated with Playwright's
// clock: the page's timers are paused (none fires while "locked"), the page's Date is moved on seven
// minutes without running a timer (setSystemTime), and the page is told it is hidden and then visible
// again (document.visibilityState / hidden overridden, `visibilitychange` dispatched) — an earlier
// attempt with CDP's setWebLifecycleState froze nothing. The live read the screen asks for when shown
// again is held unanswered: the minute must come from the stored presses and the phone's clock alone.
//
// Why this fails for a clock counted from ticks: while "locked" not a single timer runs (the page's
// clock is paused, and setSystemTime moves Date without firing any; the jump to 14:30 fires each timer
// once at most), so a clock that added half a second per redraw would still read about 12 minutes, what
// it had counted before the lock (checked: built so, this journey failed with 12:05 here). And the
// read asked for on waking is never answered, so nothing from the server can put such a clock right:
// only a clock worked out as (the phone's time + its offset) − the stored presses reads 21:30.
//
// The server's own clock is real and does not move with the page's: every live read from the lock on is
// held, so no read measures the phone's offset again (it would take the seven minutes back). Presses are
// made through the API before the lock; none after it (the server would refuse one dated seven minutes
// ahead of its clock).

/** The clock's mm:ss as the screen shows it, in seconds. */
async function clockSeconds(page: Page): Promise<number> {
  const text = (await page.getByText(/^Match clock \d\d:\d\d$/).textContent()) ?? '';
  const [minutes, seconds] = (text.match(/(\d\d):(\d\d)$/) ?? []).slice(1).map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
}

/** Tells the page it is hidden (locked) or visible again, as the browser would. */
async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((isHidden) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (isHidden ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => isHidden });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

const MINUTE = 60_000;

test('the live clock reads the right minute at once after the phone was locked for seven minutes', async ({
  page,
  inbox,
}) => {
  // Four periods of 10 minutes (changes at 10', 20', 30'); kicked off 15 minutes ago.
  const day = await coachWithTodaysMatch(page, inbox, {
    opponentPrefix: 'Lock',
    kickedOffMinutesAgo: 15,
    match: { matchLength: 40, substitutionTimings: [0, 10, 20, 30], defaultSubstitutions: 3 },
  });
  const { teamId } = day;
  const matchId = day.matchId;
  // The live read itself, held from the lock on.
  const reads = await holdableLiveReads(page, day);
  try {
    // Started 12 minutes ago (the server's clock): period 2 under way, its change due 2 minutes ago.
    const startAt = Date.now() - 12 * MINUTE;
    await api(page, 'POST', `/api/matches/${matchId}/live/events`, {
      id: crypto.randomUUID(),
      kind: 'start',
      at: new Date(startAt).toISOString(),
    });
    // The page's clock starts at the real time and runs on its own until paused.
    await page.clock.install({ time: new Date() });
    await page.goto(`/teams/${teamId}/match-live?match=${matchId}`);
    await expect(page.getByText(/Period 2 of 4 · Playing/)).toBeVisible();
    await expect(page.getByText('Change due 2 min ago')).toBeVisible();
    await expect(page.getByText("At 10', for period 2")).toBeVisible();
    expect(await clockSeconds(page)).toBeGreaterThanOrEqual(12 * 60);

    // Locked at 14:30 of play exactly (the page's clock moved on to it, then paused: no timer runs from
    // here until it is resumed), with period 2's change still the one due.
    reads.hold();
    const lockedAt = startAt + 14.5 * MINUTE;
    await page.clock.pauseAt(lockedAt);
    await setHidden(page, true);

    // Seven minutes in the pocket: the phone's time moves on, and no timer runs.
    await page.clock.setSystemTime(lockedAt + 7 * MINUTE);
    const heldBefore = reads.held.length;

    // Unlocked: the page is shown again and its timers run again, from 21:30 of play.
    await setHidden(page, false);
    await page.clock.resume();

    // At the first redraw (every 500 ms), with the read asked for on waking still unanswered: 21:30,
    // period 3, and the change that fell due at 20' said to be past. Two seconds is four redraws.
    await expect
      .poll(() => clockSeconds(page), { timeout: 2_000, intervals: [100] })
      .toBeGreaterThanOrEqual(21 * 60 + 30);
    expect(await clockSeconds(page)).toBeLessThan(21 * 60 + 45);
    await expect(page.getByText(/Period 3 of 4 · Playing/)).toBeVisible({ timeout: 1_000 });
    await expect(page.getByText('Change due 1 min ago')).toBeVisible({ timeout: 1_000 });
    await expect(page.getByText("At 20', for period 3")).toBeVisible({ timeout: 1_000 });
    await expect(page.getByText(/^Next change at 30'/)).toBeVisible({ timeout: 1_000 });
    // The screen did ask again on waking (the read held, never answered): what it shows is its own.
    expect(reads.held.length).toBeGreaterThan(heldBefore);
    // Drawn without any answer: nothing on the screen says the read failed or the signal dropped.
    await expect(page.getByText(/No signal|Offline/)).toHaveCount(0);

    // It goes on from there with the timers running again.
    const shown = await clockSeconds(page);
    await expect.poll(() => clockSeconds(page), { timeout: 5_000 }).toBeGreaterThan(shown);
    await expectAccessible(page);
  } finally {
    await reads.leave();
  }
});
