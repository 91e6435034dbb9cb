import type { Page } from '@playwright/test';
import { expect, expectAccessible, removeOpponent, signIn, test } from './fixtures';

// Fair playing time (issue 30): a coach of the demo's 9v9 under-12s plans a fair rotation for a match of
// his own, sees who comes on and off at each change and every player's minutes, then the season's
// report ready to print; a parent sees only his own child's minutes. Both projects may share one app:
// each run makes its own opponent and match, named with a suffix, and removes what it made.

const unique = () => `${test.info().project.name}-${Date.now().toString(36)}`;

test.use({ timezoneId: 'Europe/London' });

async function signInAsCoach(page: Page, inbox: Parameters<typeof signIn>[1]): Promise<string> {
  await signIn(page, inbox, 'coach@demo.test');
  await page.waitForURL(/\/teams\/[^/]+\/squad-management$/);
  const teamId = new URL(page.url()).pathname.split('/')[2];
  if (!teamId) throw new Error('no team id in the landing URL');
  return teamId;
}

/**
 * An opponent and a match against it that kicked off a minute ago and ended 2-1, four periods of 15
 * minutes; gives the match's id. Played today, so the season counts it for the demo's squad (added when
 * the app started, today). A worker's app has a database of its own and runs one test at a time, so the
 * season moves only by what this test does.
 */
async function addMatch(page: Page, teamId: string, opponent: string): Promise<number> {
  return page.evaluate(
    async ({ teamId, opponent, matchDate }) => {
      const team = `/api/teams/${encodeURIComponent(teamId)}`;
      const post = async (path: string, body: unknown) => {
        const res = await fetch(`${team}${path}`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
        return (await res.json()) as { id: number };
      };
      const { id: opponentTeamId } = await post('/teams', { name: opponent });
      const match = await post('/matches', {
        opponentTeamId,
        matchDate,
        isHome: 1,
        homeScore: 2,
        awayScore: 1,
        matchLength: 60,
        substitutionTimings: [0, 15, 30, 45],
        defaultSubstitutions: 3,
      });
      return match.id;
    },
    { teamId, opponent, matchDate: new Date(Date.now() - 60_000).toISOString() },
  );
}

/** Opens a folded part of the page (a native <details>) by tapping its name. */
async function openPart(page: Page, name: string) {
  const details = page.locator('#main details', { has: page.locator('summary', { hasText: name }) });
  if ((await details.getAttribute('open')) === null) {
    await page.locator('#main summary', { hasText: name }).click();
  }
  await expect(details).toHaveAttribute('open');
  return details;
}

/** Every squad player's season minutes from the squad's statistics table, by name. */
async function seasonMinutes(page: Page, teamId: string): Promise<Map<string, number>> {
  await page.goto(`/teams/${teamId}/squad-management`);
  const stats = await openPart(page, 'Squad Statistics');
  const rows = stats.getByRole('table').first().locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // The minutes come from their own read: wait until every row holds a figure.
  const read = () =>
    rows.evaluateAll((trs) =>
      trs.map((tr) => {
        const cells = tr.querySelectorAll('td');
        return [cells[1]?.textContent?.trim() ?? '', cells[6]?.textContent?.trim() ?? ''] as const;
      }),
    );
  await expect.poll(async () => (await read()).every(([, minutes]) => /^\d+$/.test(minutes))).toBe(true);
  return new Map((await read()).map(([name, minutes]) => [name, Number(minutes)]));
}

const total = (minutes: Map<string, number>) => [...minutes.values()].reduce((sum, m) => sum + m, 0);

/** A player's minutes in the match from match planning's Playing Time panel ("45 of 60 min"). */
async function matchMinutesOf(panel: ReturnType<Page['locator']>, name: string): Promise<number> {
  const figure = panel
    .getByRole('listitem')
    .filter({ hasText: name })
    .getByText(/^\d+ of 60 min$/);
  return Number((await figure.textContent())?.split(' ')[0]);
}

test.describe('fair playing time', () => {
  test('a coach plans a fair rotation in his format, sees the changes and the minutes, and prints the report', async ({
    page,
    inbox,
    browser,
  }) => {
    const opponent = `Fairplay Foxes ${unique()}`;
    const teamId = await signInAsCoach(page, inbox);
    try {
      // The season before: the demo's played matches.
      const seasonBefore = await seasonMinutes(page, teamId);
      const matchId = await addMatch(page, teamId, opponent);
      const planning = `/teams/${teamId}/match-planning?matchId=${matchId}`;
      await page.goto(planning);
      await expect(page.getByRole('heading', { name: new RegExp(opponent) }).first()).toBeVisible();

      // Nothing planned yet: the change list says so.
      await expect(page.getByText('0 of 4 periods planned', { exact: true })).toBeVisible();

      await page.getByRole('button', { name: 'Plan fair rotation' }).click();
      const dialog = page.getByRole('dialog', { name: 'Plan fair rotation' });
      await expect(dialog).toBeVisible();
      // The demo's under-12s play nine a side: only 9v9 shapes are offered, the format's first chosen.
      const shape = dialog.getByLabel('Shape');
      await expect(shape).toHaveValue('3-3-2');
      await expect(shape.locator('option')).toHaveText(['3-3-2', '3-2-3', '2-4-2']);

      // The coach fixes one player first: up front (ST) in period 2.
      await dialog.getByRole('button', { name: 'Add pin' }).click();
      const pinned = dialog.getByLabel('Pin 1: player');
      await pinned.selectOption({ index: 1 });
      // "9 Oscar Hughes": the name without the shirt number.
      const pinnedName = ((await pinned.locator('option:checked').textContent()) ?? '')
        .trim()
        .replace(/^\d+ /, '');
      const pin = dialog.getByRole('listitem').filter({ has: page.getByLabel('Pin 1: player') });
      await pin.getByLabel('Where').selectOption({ label: 'ST' });
      await pin.getByRole('checkbox', { name: 'Period 2' }).check();
      await dialog.getByRole('button', { name: 'Preview' }).click();
      const preview = dialog.getByRole('region', { name: 'Preview' });
      await expect(preview.getByRole('heading', { name: 'Minutes this match' })).toBeVisible();
      await expectAccessible(page);
      // Screenshots of the viewport only: a full-page one resizes the viewport, and the sheet's content
      // reflowing to the new height would count as a shift the coach never caused.
      await preview.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath('rotation-preview.png') });

      await dialog.getByRole('button', { name: 'Save plan' }).click();
      await expect(dialog).toBeHidden();

      // Every period is planned now, and each change names who comes on for whom at which minute.
      await expect(page.getByText('4 of 4 periods planned', { exact: true })).toBeVisible();
      const changes = page.getByRole('list', { name: 'Changes' });
      await expect(changes.getByRole('listitem')).toHaveCount(3);
      await expect(changes.getByRole('listitem').first()).toContainText("15'");
      await expect(changes.getByRole('listitem').first()).toContainText(' on for ');

      // Each player's minutes in the match, out of its 60.
      const panel = await openPart(page, 'Playing Time');
      await expect(panel.getByText(/\d+ of 60 min/).first()).toBeVisible();
      await expectAccessible(page);
      await changes.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath('planned-match.png') });
      const changesPlanned = await changes.getByRole('listitem').allTextContents();
      const panelPlanned = await panel.getByRole('listitem').allTextContents();

      // The season counts the match (it ended 2-1 a minute ago): nine players on the pitch for 60 minutes.
      const seasonPlanned = await seasonMinutes(page, teamId);
      expect(total(seasonPlanned)).toBe(total(seasonBefore) + 9 * 60);

      // The coach adjusts one period in the editor: one of period 2's outfield players to the bench.
      await page.goto(planning);
      await page.getByRole('link', { name: 'Edit period 2' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Formation Editor' })).toBeVisible();
      const onPitch = page.locator('button[data-place="pitch"]');
      await expect(onPitch).toHaveCount(9);
      // The pinned player stands up front: "9 ST Hughes, Oscar Hughes, striker".
      await expect(
        page.getByRole('button', { name: new RegExp(`^\\d+ ST [^,]+, ${pinnedName},`) }),
      ).toHaveAttribute('data-place', 'pitch');
      // A token reads "7 LM Whitfield, Harry Whitfield, left midfield": the first that is not in goal.
      const tokenLabel = (
        await onPitch.evaluateAll((buttons) =>
          buttons.map((button) => button.getAttribute('aria-label') ?? ''),
        )
      ).find((label) => !/^\d+ (GK|ST) /.test(label));
      if (!tokenLabel) throw new Error('no outfield player on the pitch');
      const benchedName = tokenLabel.split(', ')[1] ?? '';
      const token = page.getByRole('button', { name: tokenLabel, exact: true });
      await token.focus();
      await page.keyboard.press('b');
      await expect(
        page
          .locator('button[data-place="bench"]')
          .filter({ hasText: benchedName.split(' ')[0] ?? '' })
          .first(),
      ).toBeVisible();
      await expect(onPitch).toHaveCount(8);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Formation saved successfully')).toBeVisible();

      // Match planning follows: his minutes drop by the period's 15, and the change list is another.
      await page.goto(planning);
      const panelAfter = await openPart(page, 'Playing Time');
      await expect(panelAfter.getByText(/\d+ of 60 min/).first()).toBeVisible();
      const before = seasonPlanned.get(benchedName);
      expect(before, `${benchedName} in the season table`).toBeDefined();
      await expect
        .poll(async () => changes.getByRole('listitem').allTextContents())
        .not.toEqual(changesPlanned);
      const planned = panelPlanned.find((text) => text.includes(benchedName))?.match(/(\d+) of 60 min/);
      expect(planned, `${benchedName} in the minutes panel`).toBeTruthy();
      expect(await matchMinutesOf(panelAfter, benchedName)).toBe(Number(planned?.[1]) - 15);
      await changes.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath('adjusted-match.png') });

      // And so does the season: his minutes 15 fewer, everyone else's as they were.
      const seasonAdjusted = await seasonMinutes(page, teamId);
      expect(seasonAdjusted.get(benchedName)).toBe((before ?? 0) - 15);
      for (const [name, minutes] of seasonPlanned) {
        if (name !== benchedName) expect(seasonAdjusted.get(name), name).toBe(minutes);
      }

      // The season's report: every player's figures, ready to print on A4 without the app around it.
      await page.getByRole('link', { name: 'Playing time report' }).click();
      await expect(page.getByRole('heading', { name: 'Playing Time Report' })).toBeVisible();
      const table = page.getByRole('table');
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      await expectAccessible(page);
      // The print preview: the same report drawn for paper from the start, in a window of its own (the
      // switch from screen to print would move the whole page, which the layout guard rightly counts).
      const paper = await browser.newContext({ storageState: await page.context().storageState() });
      try {
        const printed = await paper.newPage();
        await printed.emulateMedia({ media: 'print' });
        await printed.goto(new URL(page.url()).toString());
        await expect(printed.getByText('Riverside Rovers U12: playing time')).toBeVisible();
        await expect(printed.getByRole('table').getByRole('row').nth(1)).toBeVisible();
        await expect(printed.getByRole('button', { name: 'Print' })).toBeHidden();
        await expect(printed.getByRole('banner')).toBeHidden();
        await printed.screenshot({ path: test.info().outputPath('report-print.png'), fullPage: true });
        // The A4 PDF a coach would print, kept with the test's output to look at.
        await printed.pdf({ path: test.info().outputPath('report.pdf'), format: 'A4' });
      } finally {
        await paper.close();
      }
    } finally {
      await removeOpponent(page, teamId, opponent);
    }
  });

  test("a parent sees only his own child's minutes", async ({ page, inbox }) => {
    await signIn(page, inbox, 'parent@demo.test');
    await page.waitForURL(/\/teams\/[^/]+\/squad-management$/);
    const stats = await openPart(page, 'Squad Statistics');
    await expect(stats.getByText("Showing your family's minutes")).toBeVisible();
    // The demo parent is Harry Whitfield's Parent 1: his row, and no other child's.
    const rows = stats.getByRole('table').first().locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Whitfield');
    await expectAccessible(page);
  });
});
