import type { Page, Route } from '@playwright/test';
import { api, expect, expectAccessible, expectTapTarget, signIn, test } from './fixtures';
import { coachWithTodaysMatch, parentBrowserContext } from './match-day';

// Live mode (issue 32, decision 067): the coach opens a match of today in live mode, starts the clock,
// reloads (the clock goes on from the stored start, not from zero), pauses for the break, resumes,
// records a goal for us with a scorer and a goal against that he takes back, turns the alert's sound off
// (remembered over a reload) and ends the match through its confirm step; the demo parent follows the
// same match read-only and sees the score change within a poll. Each run
// makes its own opponent and match (named with a suffix) and removes them.

/** The clock's mm:ss as the screen shows it, in seconds. */
async function clockSeconds(page: Page): Promise<number> {
  const text = (await page.getByText(/^Match clock \d\d:\d\d$/).textContent()) ?? '';
  const [minutes, seconds] = (text.match(/(\d\d):(\d\d)$/) ?? []).slice(1).map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
}

test('a coach runs the live clock of a match today through a reload and a break; a parent follows it', async ({
  page,
  browser,
  inbox,
}) => {
  // The whole of match day with a parent beside the coach, in real time: 46-58 s here, under one
  // worker or two, against the local run's 60 s limit (it timed out there under load; CI allows 120 s).
  test.setTimeout(120_000);
  const day = await coachWithTodaysMatch(page, inbox, { opponentPrefix: 'Live' });
  const { teamId, opponent } = day;
  const match = { id: day.matchId };
  const project = test.info().project.name;
  const parentContext = await parentBrowserContext(browser, page);
  try {
    // From match planning: the match's "Live mode" link.
    await page.goto(`/teams/${teamId}/match-planning?matchId=${match.id}`);
    await expect(page.getByRole('heading', { level: 2, name: `vs ${opponent}` })).toBeVisible();
    const liveLink = page.getByRole('link', { name: 'Live mode' });
    await expectTapTarget(liveLink);
    await liveLink.click();
    await page.waitForURL(new RegExp(`/teams/${teamId}/match-live\\?match=${match.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Live mode: vs ${opponent}` })).toBeVisible();
    await expect(page.getByText('Not started', { exact: false })).toBeVisible();
    const start = page.getByRole('button', { name: 'Start match' });
    // Big buttons for cold hands: 56 px tall.
    expect((await start.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(56);
    await expectAccessible(page);

    await start.click();
    await expect(page.getByText(/Period 1 of \d+ · Playing/)).toBeVisible();
    await expect.poll(() => clockSeconds(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);

    // A reload (or a phone woken from its lock) draws the clock from the stored start: it goes on.
    const beforeReload = await clockSeconds(page);
    await page.reload();
    await expect(page.getByText(/Period 1 of \d+ · Playing/)).toBeVisible();
    expect(await clockSeconds(page)).toBeGreaterThanOrEqual(beforeReload);

    // The break holds the clock still; Resume goes on from where it stopped.
    await page.getByRole('button', { name: 'Pause for the break' }).click();
    await expect(page.getByText(/Paused for a break/)).toBeVisible();
    const held = await clockSeconds(page);
    await page.waitForTimeout(2_500);
    expect(await clockSeconds(page)).toBe(held);
    await expectAccessible(page);

    // The parent follows the same match: the clock and the period, no buttons.
    const parent = await parentContext.newPage();
    await signIn(parent, inbox, 'parent@demo.test');
    await parent.goto(`/teams/${teamId}/match-live?match=${match.id}`);
    await expect(parent.getByRole('heading', { level: 1, name: `Live: vs ${opponent}` })).toBeVisible();
    await expect(parent.getByText(/Paused for a break/)).toBeVisible();
    await expect(parent.getByRole('button', { name: /Start match|Resume|End match/ })).toHaveCount(0);
    await expectAccessible(parent);

    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(page.getByText(/· Playing/)).toBeVisible();
    // Within a poll (5 s), the parent's screen says play has resumed.
    await expect(parent.getByText(/· Playing/)).toBeVisible({ timeout: 10_000 });

    // A goal for us as it happens: the quick sheet, a scorer from the squad, the minute from the clock.
    // The board is drawn from the stored score, which the goal raises; the parent sees it within a poll.
    const goalForUs = page.getByRole('button', { name: 'Goal for us' });
    await expectTapTarget(goalForUs);
    expect((await goalForUs.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(56);
    await goalForUs.click();
    const sheet = page.getByRole('dialog', { name: 'Goal for us' });
    await expect(
      sheet.getByText(/^In the \d+(st|nd|rd|th) minute \(the clock showed \d\d:\d\d\)\.$/),
    ).toBeVisible();
    const save = sheet.getByRole('button', { name: 'Save goal' });
    await expect(save).toBeDisabled();
    const scorer = sheet.getByRole('group', { name: 'Scorer' }).getByRole('radio').first();
    await scorer.check();
    await expect(
      sheet.getByRole('group', { name: 'Assist (optional)' }).getByRole('radio', { name: 'No assist' }),
    ).toBeChecked();
    await expectAccessible(page);
    await save.click();
    await expect(sheet).toBeHidden();
    await expect(page.getByText('1 – 0', { exact: true })).toBeVisible();
    await expect(parent.getByText('1 – 0', { exact: true })).toBeVisible({ timeout: 10_000 });
    const recorded = await api<Array<{ minute: number | null; scorerId: number | null }>>(
      page,
      'GET',
      `/api/matches/${match.id}/goals`,
    );
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.minute ?? 0).toBeGreaterThanOrEqual(1);
    expect(recorded[0]?.scorerId).not.toBeNull();

    // A goal against, taken back through its confirm: 1 – 1, then 1 – 0 again.
    await page.getByRole('button', { name: 'Goal against' }).click();
    await expect(page.getByText('1 – 1', { exact: true })).toBeVisible();
    // Both goals under the score with their minutes, for the coach and the parent alike.
    const goalsSoFar = page.getByRole('list', { name: 'Goals so far' });
    await expect(goalsSoFar.getByRole('listitem')).toHaveCount(2);
    await expect(goalsSoFar.getByRole('listitem').last()).toHaveText(/^\d+' Goal against$/);
    await expect(parent.getByRole('list', { name: 'Goals so far' }).getByRole('listitem')).toHaveCount(2, {
      timeout: 10_000,
    });
    await page.getByRole('button', { name: 'Remove last goal' }).click();
    await expect(
      page.getByText(new RegExp(`^Remove the last goal to ${opponent} at \\d+'\\?$`)),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Yes, remove it' }).click();
    await expect(page.getByText('1 – 0', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove last goal' })).toHaveCount(0);
    await expect(parent.getByText('1 – 0', { exact: true })).toBeVisible({ timeout: 10_000 });
    await expect(parent.getByRole('button', { name: /Goal for us|Goal against|Sound/ })).toHaveCount(0);

    // The change alert's sound can be turned off, and the phone remembers it over a reload.
    const soundOn = page.getByRole('button', { name: 'Sound on' });
    await expectTapTarget(soundOn);
    await soundOn.click();
    await expect(page.getByRole('button', { name: 'Sound off' })).toBeVisible();
    await page.reload();
    await expect(page.getByText(/· Playing/)).toBeVisible();
    await expect(page.getByText('1 – 0', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Sound off' }).click();
    await expect(page.getByRole('button', { name: 'Sound on' })).toBeVisible();

    // Ending asks first; "Keep playing" leaves it running.
    await page.getByRole('button', { name: 'End match' }).click();
    await expect(page.getByText('End the match now? The clock stops for good.')).toBeVisible();
    await page.getByRole('button', { name: 'Keep playing' }).click();
    await expect(page.getByText(/· Playing/)).toBeVisible();
    await page.getByRole('button', { name: 'End match' }).click();
    await page.getByRole('button', { name: 'Yes, end the match' }).click();
    await expect(page.getByText('Full time: the clock has stopped.')).toBeVisible();
    await expect(parent.getByText(/Full time/).first()).toBeVisible({ timeout: 10_000 });
    // The screen as seen (not fullPage: see the preview's shot in live-replan.spec.ts).
    await page.screenshot({ path: `test-results/live-match/${project}-ended.png` });

    // Deleted from another phone: this one's live screen says so, and forgets what it kept of the match.
    const kept = () => page.evaluate((id) => localStorage.getItem(`touchline.live.${id}`), match.id);
    expect(await kept()).not.toBeNull();
    // This screen learns it from the reload: its own poll, landing between the deletion and the reload,
    // would redraw it with no tap (a shift the layout guard counts), so its reads are held meanwhile.
    const heldReads: Route[] = [];
    let isHolding = true;
    await page.route(
      (url) => url.pathname.startsWith(`/api/matches/${match.id}`),
      (route) => (isHolding ? void heldReads.push(route) : route.continue()),
    );
    await day.remove();
    isHolding = false;
    await page.reload();
    // Left unanswered until the document that asked is gone: an error would have redrawn it too.
    await Promise.all(heldReads.map((route) => route.abort().catch(() => undefined)));
    await expect(page.getByRole('heading', { level: 1, name: 'Match not found' })).toBeVisible();
    await expect.poll(kept).toBeNull();
  } finally {
    await parentContext.close();
    await day.remove();
  }
});

test('a match of many goals: the line under the score scrolls sideways by itself, and the live screen stays as wide as the screen', async ({
  page,
  inbox,
}) => {
  // Found by Lighthouse on the demo's played match (3-0): the goals' one line, as long as its goals, made
  // the live screen's column as wide, so the whole screen panned sideways on a phone and its cards moved.
  const day = await coachWithTodaysMatch(page, inbox, {
    opponentPrefix: 'Goals',
    match: { homeScore: 5, awayScore: 0 },
  });
  try {
    const players = await api<Array<{ id: number }>>(page, 'GET', `${day.team}/players`);
    const scorers = players.slice(0, 5);
    expect(scorers).toHaveLength(5);
    await api(page, 'PUT', `/api/matches/${day.matchId}/goals`, {
      goals: scorers.map((player, index) => ({ minute: 9 * (index + 1), scorerId: player.id })),
    });
    await page.goto(`/teams/${day.teamId}/match-live?match=${day.matchId}`);
    const line = page.getByRole('list', { name: 'Goals so far' });
    await expect(line.getByRole('listitem')).toHaveCount(5);
    await expect(page.getByText('5 – 0', { exact: true })).toBeVisible();
    // No wider than the screen (expectAccessible measures the page), at both sizes.
    await expectAccessible(page);
    const sizes = await line.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
      left: element.scrollLeft,
    }));
    expect(sizes.client).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    if (sizes.scroll > sizes.client) {
      // Longer than the screen: the line scrolls inside the card, with the latest goal in view.
      expect(sizes.left).toBeGreaterThan(0);
      await expect(line.getByRole('listitem').last()).toBeInViewport();
    }
    if (test.info().project.name === 'phone') expect(sizes.scroll).toBeGreaterThan(sizes.client);
  } finally {
    await day.remove();
  }
});
