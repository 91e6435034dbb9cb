import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectTapTarget, signIn, test } from './fixtures';

// The team switcher in the header (issue 29): a member of several teams moves to the same page of
// another team from any page; a member of one team sees the team's name and nothing to press.

test.use({ timezoneId: 'Europe/London' });

const U12 = 'Riverside Rovers U12';
const U14 = 'Riverside Rovers U14';
const teamIdOf = (page: Page) => new URL(page.url()).pathname.split('/')[2];

test.describe('team switcher', () => {
  test('a coach of two teams goes from one team’s squad to the other’s, and from match planning to the other’s without the old match', async ({
    page,
    inbox,
  }) => {
    await signIn(page, inbox, 'multi@demo.test');
    await expect(page.getByRole('heading', { name: 'Select Your Team' })).toBeVisible();
    await page
      .getByRole('link', { name: /Riverside Rovers/ })
      .filter({ hasText: 'U12' })
      .click();
    await expect(page).toHaveURL(/\/teams\/[A-Za-z0-9_-]+\/squad-management$/);
    const u12 = teamIdOf(page);

    const switcher = page.getByRole('button', { name: `Team: ${U12}, switch team` });
    await expect(switcher).toBeVisible();
    await expectTapTarget(switcher);
    const teams = page.getByRole('navigation', { name: 'Your teams' });
    await expect(teams).toBeHidden();

    // By keyboard: Enter opens the list, Tab goes into it, Escape closes it and keeps the place.
    await switcher.focus();
    await page.keyboard.press('Enter');
    await expect(teams).toBeVisible();
    await expect(teams.getByRole('link', { name: new RegExp(U12) })).toHaveAttribute('aria-current', 'true');
    for (const link of await teams.getByRole('link').all()) await expectTapTarget(link);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('switcher-open.png') });
    await page.keyboard.press('Escape');
    await expect(teams).toBeHidden();
    await expect(switcher).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(teams).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(teams.getByRole('link').first()).toBeFocused();
    const toU14 = teams.getByRole('link', { name: new RegExp(U14) });
    await toU14.focus();
    await page.keyboard.press('Enter');

    // The same page of the other team; the list closes and the header names the team now in play.
    await expect(page).toHaveURL(/\/teams\/[A-Za-z0-9_-]+\/squad-management$/);
    const u14 = teamIdOf(page);
    expect(u14).not.toBe(u12);
    await expect(teams).toBeHidden();
    await expect(page.getByRole('button', { name: `Team: ${U14}, switch team` })).toBeVisible();

    // Match planning on the U12 with a match chosen, then to the U14's by pointer: the U14's page,
    // opening on its own next match, with no id of the U12's in the address.
    const u12Matches = (await (await page.request.get(`/api/teams/${u12}/matches`)).json()) as Array<{
      id: number;
    }>;
    const chosen = u12Matches[0];
    if (!chosen) throw new Error('the demo U12 has no matches');
    await page.goto(`/teams/${u12}/match-planning?matchId=${chosen.id}`);
    await expect(page.locator('#selected-match-heading')).toBeVisible();
    await page.getByRole('button', { name: `Team: ${U12}, switch team` }).click();
    await teams.getByRole('link', { name: new RegExp(U14) }).click();
    await expect(page).toHaveURL(`/teams/${u14}/match-planning`);
    await expect(page.getByRole('heading', { level: 1, name: 'Match Planning' })).toBeVisible();
    // The page afresh for the U14, which has no matches: nothing of the U12's choice (its tab) stays.
    await expect(page.getByRole('tab', { name: /Future Matches/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Select a match' })).toBeVisible();
    const u14Matches = (await (await page.request.get(`/api/teams/${u14}/matches`)).json()) as Array<{
      id: number;
    }>;
    expect(u14Matches.map((match) => match.id)).not.toContain(chosen.id);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('switched-match-planning.png') });
  });

  test('a coach of one team sees the team’s name and no switcher', async ({ page, inbox }) => {
    await signIn(page, inbox, 'coach@demo.test');
    await page.waitForURL(/\/teams\/[^/]+\/squad-management$/);
    await expect(page.getByRole('banner').getByText(U12, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /switch team/ })).toHaveCount(0);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('one-team-header.png') });
  });
});
