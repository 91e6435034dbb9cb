import { api, expect, expectAccessible, signIn, test } from './fixtures';
import { coachWithTodaysMatch, parentBrowserContext } from './match-day';

// Changes as made on the live screen (issue 32, decision 067's fourth slice): with every period planned
// and the second period's change due, the coach makes it with one tap ("Make change"): the pitch follows
// what was made, and a parent following the match sees it. Undo takes it back; "Adjust…" makes it with
// one player fewer coming on; at full time match planning counts the actual minutes. Each run makes its
// own opponent and match, and removes them.

type PlannedPeriod = { number: number; keeper: number; lines: number[][] };
type SquadPlayer = { id: number; shirtNumber: number; firstName: string; lastName: string };

const onPitchOf = (period: PlannedPeriod | undefined) => [
  period?.keeper ?? 0,
  ...(period?.lines.flat() ?? []),
];

test('a coach makes a change as planned, takes it back, makes it adjusted; the minutes are the actual ones', async ({
  page,
  browser,
  inbox,
}) => {
  // Kicked off 30 minutes ago and started 24 minutes ago (below): the second of three periods of 20
  // minutes is under way, its change due.
  const day = await coachWithTodaysMatch(page, inbox, {
    opponentPrefix: 'Changes',
    kickedOffMinutesAgo: 30,
    match: { matchLength: 60, substitutionTimings: [0, 20, 40], defaultSubstitutions: 2 },
  });
  const { teamId, team } = day;
  const match = { id: day.matchId };
  const project = test.info().project.name;
  const parentContext = await parentBrowserContext(browser, page);
  try {
    const plan = await api<{ periods: PlannedPeriod[] }>(
      page,
      'POST',
      `/api/matches/${match.id}/rotation-plan/apply`,
      { shape: '3-3-2' },
    );
    await api(page, 'POST', `/api/matches/${match.id}/live/events`, {
      id: crypto.randomUUID(),
      kind: 'start',
      at: new Date(Date.now() - 24 * 60_000).toISOString(),
    });
    const squad = await api<SquadPlayer[]>(page, 'GET', `${team}/players`);
    const label = (id: number) => {
      const p = squad.find((player) => player.id === id);
      return `${p?.shirtNumber} ${[p?.firstName, p?.lastName].filter(Boolean).join(' ')}`;
    };
    const first = onPitchOf(plan.periods.find((period) => period.number === 1));
    const second = onPitchOf(plan.periods.find((period) => period.number === 2));
    const comingOn = second.filter((id) => !first.includes(id));
    const goingOff = first.filter((id) => !second.includes(id));
    expect(comingOn.length).toBeGreaterThan(0);
    const [inId] = comingOn;
    const [offId] = goingOff;
    // The screen's list (the goal sheet, built before its tap, names the players too).
    const onPitch = (id: number) => page.getByRole('main').getByText(label(id), { exact: true });

    await page.goto(`/teams/${teamId}/match-live?match=${match.id}`);
    await expect(page.getByText(/Period 2 of \d+ · Playing/)).toBeVisible();
    await expect(page.getByText('The change for period 2:')).toBeVisible();
    // Nothing made yet: the starters are still on.
    await expect(onPitch(offId ?? 0)).toBeVisible();
    await expect(onPitch(inId ?? 0)).toBeHidden();

    // One tap: the change as planned.
    await page.getByRole('button', { name: 'Make change' }).click();
    await expect(page.getByText(/^Change made at \d+'$/)).toBeVisible();
    await expect(onPitch(inId ?? 0)).toBeVisible();
    await expect(onPitch(offId ?? 0)).toBeHidden();
    await expectAccessible(page);

    // The parent following the match sees who is actually on.
    const parent = await parentContext.newPage();
    await signIn(parent, inbox, 'parent@demo.test');
    await parent.goto(`/teams/${teamId}/match-live?match=${match.id}`);
    await expect(parent.getByText(label(inId ?? 0), { exact: true })).toBeVisible({ timeout: 10_000 });
    await expect(parent.getByRole('button', { name: /Make change|Adjust/ })).toHaveCount(0);

    // A goal for us: the sheet lists who is on the pitch now (the change made), the rest of the squad one
    // tap away, focus going to the first of them.
    await page.getByRole('button', { name: 'Goal for us' }).click();
    const goalSheet = page.getByRole('dialog', { name: 'Goal for us' });
    const scorers = goalSheet.getByRole('group', { name: 'Scorer' });
    await expect(scorers.getByRole('radio')).toHaveCount(second.length + 1);
    await expect(scorers.getByRole('radio', { name: label(inId ?? 0) })).toBeVisible();
    await expect(scorers.getByRole('radio', { name: label(offId ?? 0) })).toHaveCount(0);
    const more = goalSheet.getByRole('button', { name: /^Show the rest of the squad \(\d+\)$/ });
    const restCount = Number(((await more.textContent()) ?? '').match(/\((\d+)\)/)?.[1]);
    expect(restCount).toBeGreaterThan(0);
    await more.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/live-changes/${project}-goal-sheet-pitch.png` });
    await more.click();
    await expect(more).toBeHidden();
    await expect(scorers.getByRole('radio')).toHaveCount(second.length + restCount + 1);
    await expect(scorers.getByRole('radio', { name: label(offId ?? 0) })).toBeVisible();
    await expect(scorers.getByRole('radio').and(page.locator(':focus'))).toHaveCount(1);
    await expectAccessible(page);
    await page.screenshot({ path: `test-results/live-changes/${project}-goal-sheet-squad.png` });
    await goalSheet.getByRole('button', { name: 'Cancel' }).click();
    await expect(goalSheet).toBeHidden();

    // Undo: back to the starters.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText(/^Change made at/)).toBeHidden();
    await expect(onPitch(offId ?? 0)).toBeVisible();

    // Adjusted: one player fewer comes on (the first ticked), the rest as planned.
    await page.getByRole('button', { name: 'Adjust…' }).click();
    const sheet = page.getByRole('dialog', { name: 'Change for period 2' });
    const comingOnGroup = sheet.getByRole('group', { name: 'Coming on' });
    await expect(comingOnGroup.getByRole('checkbox', { name: label(inId ?? 0) })).toBeChecked();
    await comingOnGroup.getByRole('checkbox', { name: label(inId ?? 0) }).uncheck();
    await expectAccessible(page);
    await page.screenshot({ path: `test-results/live-changes/${project}-adjust.png` });
    await sheet.getByRole('button', { name: 'Make change' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByText(/^Change made at \d+'$/)).toBeVisible();
    await expect(onPitch(inId ?? 0)).toBeHidden();
    // The screen as seen (not fullPage: see the preview's shot in live-replan.spec.ts).
    await page.screenshot({ path: `test-results/live-changes/${project}-made.png` });

    // Full time: match planning counts the minutes as they were played.
    await page.getByRole('button', { name: 'End match' }).click();
    await page.getByRole('button', { name: 'Yes, end the match' }).click();
    await expect(page.getByText('Full time: the clock has stopped.')).toBeVisible();
    await page.goto(`/teams/${teamId}/match-planning?matchId=${match.id}`);
    const details = page.locator('#main details', {
      has: page.locator('summary', { hasText: 'Playing Time' }),
    });
    await page.locator('#main summary', { hasText: 'Playing Time' }).click();
    await expect(details.getByText('Actual minutes: from the changes made in live mode.')).toBeVisible();
    const minutes = await api<{ source: string; players: Array<{ playerId: number; minutes: number }> }>(
      page,
      'GET',
      `/api/matches/${match.id}/playing-time`,
    );
    expect(minutes.source).toBe('actual');
    const minutesOf = (id: number) => minutes.players.find((player) => player.playerId === id)?.minutes;
    // Planned on for period 2 but never came on: no minutes; a starter taken off at the change: its minute.
    expect(minutesOf(inId ?? 0)).toBe(0);
    if (offId !== undefined) expect(minutesOf(offId)).toBeGreaterThanOrEqual(24);
  } finally {
    await parentContext.close();
    await day.remove();
  }
});
