import { api, expect, expectAccessible, signIn, test } from './fixtures';
import { coachWithTodaysMatch, parentBrowserContext } from './match-day';

// Late and injured on match day (issue 32, decision 067's third slice): with every period planned and the
// second period under way, the coach records a player on the pitch as injured, "Re-plan from here"
// opens the rotation planner from the next period (the periods started are kept), the saved plan leaves
// the injured player out of every later period, and the record can be taken back. A parent sees
// neither button. Each run makes its own opponent and match, and removes them.

type PlannedPeriod = { number: number; keeper: number; lines: number[][]; absent: number[] };

test('a coach records an injury live and re-plans the rest of the match; a parent sees neither', async ({
  page,
  browser,
  inbox,
}) => {
  // Kicked off 30 minutes ago and started 24 minutes ago (below): the second of three periods of 20
  // minutes is under way.
  const day = await coachWithTodaysMatch(page, inbox, {
    opponentPrefix: 'Replan',
    kickedOffMinutesAgo: 30,
    match: { matchLength: 60, substitutionTimings: [0, 20, 40], defaultSubstitutions: 2 },
  });
  const { teamId, team, opponent } = day;
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
    expect(plan.periods.length).toBeGreaterThanOrEqual(3);
    await api(page, 'POST', `/api/matches/${match.id}/live/events`, {
      id: crypto.randomUUID(),
      kind: 'start',
      at: new Date(Date.now() - 24 * 60_000).toISOString(),
    });
    const secondPeriod = plan.periods.find((period) => period.number === 2);
    const injuredId = secondPeriod?.lines.flat()[0] ?? 0;
    expect(injuredId).toBeGreaterThan(0);
    // A player the plan brings on at the next change (in period 3, not on in period 2), who goes home.
    const thirdPeriod = plan.periods.find((period) => period.number === 3);
    const onNextId =
      thirdPeriod?.lines.flat().find((id) => !secondPeriod?.lines.flat().includes(id) && id !== injuredId) ??
      0;
    expect(onNextId).toBeGreaterThan(0);

    await page.goto(`/teams/${teamId}/match-live?match=${match.id}`);
    await expect(page.getByText(/Period 2 of \d+ · Playing/)).toBeVisible();
    const squad = await api<Array<{ id: number; shirtNumber: number; firstName: string; lastName: string }>>(
      page,
      'GET',
      `${team}/players`,
    );
    const labelOf = (id: number) => {
      const player = squad.find((p) => p.id === id);
      return `${player?.shirtNumber} ${[player?.firstName, player?.lastName].filter(Boolean).join(' ')}`;
    };
    const label = labelOf(injuredId);
    const onNext = labelOf(onNextId);
    const changeCard = page.getByRole('heading', { name: /^Next change at 40'/ }).locator('xpath=../..');
    await expect(changeCard.getByText(new RegExp(`${onNext} on`))).toBeVisible();
    await expect(changeCard.getByText(/Not as planned/)).toHaveCount(0);
    // He is on the pitch in the period under way (the screen's list: the goal sheet, built before its
    // tap, names him too).
    await expect(page.getByRole('main').getByText(label, { exact: true })).toBeVisible();

    // Injured now: the sheet, the player, Record.
    await page.getByRole('button', { name: 'Player late or injured' }).click();
    const sheet = page.getByRole('dialog', { name: 'Player late or injured' });
    await expect(sheet.getByRole('radio', { name: 'Injured or left now' })).toBeChecked();
    await expectAccessible(page);
    await sheet
      .getByRole('group', { name: 'Player' })
      .getByRole('radio', { name: label, exact: true })
      .check();
    await sheet.getByRole('button', { name: 'Record' }).click();
    await expect(sheet).toBeHidden();
    const records = page.getByRole('list', { name: 'Late and injured' });
    await expect(records.getByText(new RegExp(`^${label}: left at`))).toBeVisible();
    // Marked where the coach reads who is on.
    const onPitch = page.getByRole('heading', { name: 'On the pitch' }).locator('xpath=../..');
    await expect(onPitch.getByText(new RegExp(`^${label}: left at \\d+'$`))).toBeVisible();

    // The player the plan brings on next goes home: the change card says the plan no longer holds.
    await page.getByRole('button', { name: 'Player late or injured' }).click();
    await sheet
      .getByRole('group', { name: 'Player' })
      .getByRole('radio', { name: onNext, exact: true })
      .check();
    await sheet.getByRole('button', { name: 'Record' }).click();
    await expect(sheet).toBeHidden();
    await expect(
      changeCard.getByText(new RegExp(`^Not as planned: ${onNext} left at \\d+'\\. Re-plan from here`)),
    ).toBeVisible();
    await expectAccessible(page);
    // The screen as seen (not fullPage: see the preview's shot in live-replan.spec.ts).
    await page.screenshot({ path: `test-results/live-replan/${project}-not-as-planned.png` });
    // Adjust… names who is gone and ticks him to go off, whatever the plan said.
    await page.getByRole('button', { name: 'Adjust…' }).click();
    const adjust = page.getByRole('dialog', { name: 'Change for period 2' });
    const goingOff = adjust.getByRole('group', { name: 'Going off' });
    await expect(
      goingOff.getByRole('checkbox', { name: new RegExp(`^${label}: left at \\d+'$`) }),
    ).toBeChecked();
    await expect(
      goingOff.getByRole('checkbox', { name: new RegExp(`^${onNext}: left at \\d+'$`) }),
    ).toBeChecked();
    await adjust.getByRole('button', { name: 'Cancel' }).click();
    await expect(adjust).toBeHidden();

    // Re-plan from here: the planner opens from the next period, keeping those under way.
    await page.getByRole('button', { name: 'Re-plan from here' }).click();
    const planner = page.getByRole('dialog', { name: 'Plan fair rotation' });
    await expect(planner.getByLabel('Plan from')).toHaveValue('3');
    await planner.getByRole('button', { name: 'Preview' }).click();
    await expect(planner.getByRole('region', { name: 'Preview' })).toBeVisible();
    await expectAccessible(page);
    // The screen as the coach sees it: a full-page shot stretches the page to its whole height for a
    // moment and leaves it scrolled to its foot, where the plan saved next then moved the cards in view.
    await page.screenshot({ path: `test-results/live-replan/${project}-preview.png` });
    await planner.getByRole('button', { name: 'Save plan' }).click();
    await expect(planner).toBeHidden();

    // Saved: the player recorded as injured is in no later period's line-up.
    const formations = await api<
      Array<{ matchId: number | null; quarter: number; unavailablePlayers: number[] }>
    >(page, 'GET', `${team}/formations`);
    const later = formations.filter((f) => f.matchId === match.id && f.quarter >= 3);
    expect(later.length).toBeGreaterThan(0);
    for (const formation of later) expect(formation.unavailablePlayers).toContain(injuredId);
    // Re-planned without him: the next change no longer names the player who went home.
    await expect(changeCard.getByText(/Not as planned/)).toHaveCount(0);

    // Taken back, both.
    await records.getByRole('button', { name: `Take back: ${label} left` }).click();
    await expect(records.getByText(new RegExp(`^${label}:`))).toBeHidden();
    await records.getByRole('button', { name: `Take back: ${onNext} left` }).click();
    await expect(records).toBeHidden();
    await expect(onPitch.getByText(new RegExp(`^${label}: left`))).toHaveCount(0);

    // A parent follows the match: neither button.
    const parent = await parentContext.newPage();
    await signIn(parent, inbox, 'parent@demo.test');
    await parent.goto(`/teams/${teamId}/match-live?match=${match.id}`);
    await expect(parent.getByRole('heading', { level: 1, name: `Live: vs ${opponent}` })).toBeVisible();
    await expect(
      parent.getByRole('button', { name: /Player late or injured|Re-plan from here/ }),
    ).toHaveCount(0);
  } finally {
    await parentContext.close();
    await day.remove();
  }
});
