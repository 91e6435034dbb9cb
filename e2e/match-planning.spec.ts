import type { Page } from '@playwright/test';
import { ukWallClock } from '../shared/domain/uk-time';
import { expect, expectAccessible, signIn, test } from './fixtures';

// Match planning (spec 001 §2.5, §4.4, §4.5): scheduling a match, its timing and periods, the score that
// moves it to Past. Both projects may share one app: each run makes its own opponent, named with a
// suffix, and removes what it made.

const unique = () => `${test.info().project.name}-${Date.now().toString(36)}`;

test.use({ timezoneId: 'Europe/London' });

/** YYYY-MM-DD of today plus `days` in the UK, whose dates the match form takes. */
const dayFromToday = (days: number) => {
  const { year, month, day } = ukWallClock(new Date());
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

async function signInAsCoach(page: Page, inbox: Parameters<typeof signIn>[1]): Promise<string> {
  await signIn(page, inbox, 'coach@demo.test');
  await page.waitForURL(/\/teams\/[^/]+\/squad-management$/);
  const teamId = new URL(page.url()).pathname.split('/')[2];
  if (!teamId) throw new Error('no team id in the landing URL');
  return teamId;
}

async function openMatchesFromMenu(page: Page) {
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Matches' }).click();
}

/** An opponent of this run's own, through the page's session; gives its id. */
async function addOpponent(page: Page, teamId: string, name: string): Promise<number> {
  return page.evaluate(
    async ({ teamId, name }) => {
      const res = await fetch(`/api/teams/${encodeURIComponent(teamId)}/teams`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });
      if (!res.ok) throw new Error(`could not add the opponent: ${res.status}`);
      return ((await res.json()) as { id: number }).id;
    },
    { teamId, name },
  );
}

/** Removes this run's matches and opponent, whatever state a failure left. */
async function cleanUp(page: Page, teamId: string, name: string) {
  await page.evaluate(
    async ({ teamId, name }) => {
      const team = `/api/teams/${encodeURIComponent(teamId)}`;
      const matches = (await (await fetch(`${team}/matches`, { credentials: 'include' })).json()) as Array<{
        id: number;
        opponentName: string | null;
      }>;
      for (const match of matches.filter((m) => m.opponentName === name)) {
        await fetch(`${team}/matches/${match.id}`, { method: 'DELETE', credentials: 'include' });
      }
      const teams = (await (await fetch(`${team}/teams`, { credentials: 'include' })).json()) as Array<{
        id: number;
        name: string;
      }>;
      for (const row of teams.filter((t) => t.name === name)) {
        await fetch(`${team}/teams/${row.id}`, { method: 'DELETE', credentials: 'include' });
      }
    },
    { teamId, name },
  );
}

test.describe('match planning', () => {
  test('a coach schedules a match, changes its timing, enters the result and sees it in Past', async ({
    page,
    inbox,
  }) => {
    const opponent = `Riverside Rooks ${unique()}`;
    const teamId = await signInAsCoach(page, inbox);
    await addOpponent(page, teamId, opponent);
    try {
      await openMatchesFromMenu(page);
      await expect(page).toHaveURL(`/teams/${teamId}/match-planning`);
      await expect(page.getByRole('heading', { level: 1, name: 'Match Planning' })).toBeVisible();
      await expect(page).toHaveTitle('Match Planning - Touchline');
      await expect(page.getByRole('heading', { name: 'Matches', exact: true })).toBeVisible();
      await expect(page.getByRole('tab', { name: /Future Matches/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expectAccessible(page);

      // Schedule it: opponent, tomorrow at 10:30, away.
      await page.getByRole('button', { name: 'Add Match' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Match' });
      await dialog.getByLabel('Opponent').selectOption({ label: opponent });
      await dialog.getByLabel('Date').fill(dayFromToday(1));
      await dialog.getByLabel('Kick-off').fill('10:30');
      await dialog.getByText('Away', { exact: true }).click();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Add Match' }).click();
      await expect(page.getByText('Match scheduled successfully')).toBeVisible();
      await expect(dialog).toBeHidden();

      // The new match is selected, in Future, Scheduled.
      const heading = page.getByRole('heading', { level: 2, name: `vs ${opponent}` });
      await expect(heading).toBeVisible();
      const row = page.getByRole('tabpanel').getByRole('button', { name: new RegExp(opponent) });
      await expect(row).toHaveAttribute('aria-current', 'true');
      await expect(row).toContainText('Scheduled');
      await expect(row).toContainText('10:30 · Away');

      // Timing: 80 minutes, one substitution → two periods of 40.
      await page.getByRole('button', { name: 'Edit Timing' }).click();
      const timing = page.getByRole('dialog', { name: 'Substitution Timing' });
      await timing.getByLabel('Match length (minutes)').fill('80');
      // Typed, as a thumb would: the start-time fields that follow the count appear under a key press.
      const substitutions = timing.getByLabel('Substitutions', { exact: true });
      await substitutions.fill('');
      await substitutions.pressSequentially('1');
      await expect(timing.getByText("2 periods: 0–40', 40–80'")).toBeVisible();
      await expectAccessible(page);
      await timing.getByRole('button', { name: 'Save Timing' }).click();
      await expect(page.getByText('Match timing updated')).toBeVisible();
      const periods = page.getByRole('list', { name: 'Periods' }).getByRole('listitem');
      await expect(periods).toHaveCount(2);
      await expect(periods.nth(1)).toContainText('Period 2');
      await expect(periods.nth(1)).toContainText('40–80 min');
      await expect(periods.nth(0)).toContainText('Formation not planned');
      await expect(periods.nth(0).getByRole('link', { name: 'Plan period 1' })).toHaveAttribute(
        'href',
        new RegExp(`/teams/${teamId}/formation-editor\\?match=\\d+&quarter=1$`),
      );

      // The result: played yesterday, won 2–1 away. It moves to Past, Completed.
      await page.getByRole('button', { name: `Edit match against ${opponent}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Match' });
      await edit.getByLabel('Date').fill(dayFromToday(-1));
      await edit.getByLabel('Home score').fill('1');
      await edit.getByLabel('Away score').fill('2');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Match updated successfully')).toBeVisible();
      await expect(page.getByRole('tab', { name: /Past Matches/ })).toHaveAttribute('aria-selected', 'true');
      await expect(row).toContainText('Completed');
      await expect(page.getByText('(Won 2–1)')).toBeVisible();
      await expectAccessible(page);

      // And it goes, after asking.
      await page.getByRole('button', { name: `Delete match against ${opponent}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Match' }).click();
      await expect(page.getByText('Match deleted successfully')).toBeVisible();
      await expect(heading).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Select a match' })).toBeVisible();
    } finally {
      await cleanUp(page, teamId, opponent);
    }
  });

  test('?matchId preselects a match and then leaves the address', async ({ page, inbox }) => {
    const teamId = await signInAsCoach(page, inbox);
    const matches = await page.evaluate(async (teamId) => {
      const res = await fetch(`/api/teams/${encodeURIComponent(teamId)}/matches`, { credentials: 'include' });
      return (await res.json()) as Array<{
        id: number;
        opponentName: string | null;
        matchDate: string | null;
      }>;
    }, teamId);
    const past = matches.find((m) => m.opponentName && m.matchDate && new Date(m.matchDate) < new Date());
    if (!past) throw new Error('the demo data has no past match with an opponent');
    await page.goto(`/teams/${teamId}/match-planning?matchId=${past.id}`);
    const heading = page.getByRole('heading', { level: 2, name: `vs ${past.opponentName}` });
    await expect(heading).toBeVisible();
    await expect(page).toHaveURL(`/teams/${teamId}/match-planning`);
    // On a phone the match is below the list: the coach is taken to it, and the address change after
    // does not scroll back to the top.
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();
    await expect(page.getByRole('tab', { name: /Past Matches/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Match Report' })).toBeVisible();
    // Kept with the run's results, to look at.
    await page.screenshot({ path: test.info().outputPath('past-match.png'), fullPage: true });
  });

  test('a parent reads the schedule without controls to change it', async ({ page, inbox }) => {
    await signIn(page, inbox, 'parent@demo.test');
    await page.waitForURL(/\/teams\/[^/]+\/squad-management$/);
    await openMatchesFromMenu(page);
    await expect(page.getByRole('heading', { name: 'Match Schedule' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Match' })).toHaveCount(0);
    await page.getByRole('tab', { name: /Past Matches/ }).click();
    await page.getByRole('tabpanel').getByRole('button').first().click();
    await expect(page.getByRole('heading', { name: 'Periods & Substitutions' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^(Plan|Edit) period/ })).toHaveCount(0);
    await expectAccessible(page);
  });
});
