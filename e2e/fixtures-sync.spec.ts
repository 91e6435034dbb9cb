import { readSitePage, TEAM_PAGE } from '../server/test-support/fulltime-site';
import { SYNC_BOT_PROTECTION } from '../shared/contracts/fixtures-sync';
import { expect, expectAccessible, signIn, test } from './fixtures';

// The FA Full-Time sync (issue 13) against the worker's loopback stand-in for Full-Time
// (server/test-support/fulltime-site.ts, FULLTIME_TEST_ORIGIN): a platform admin pastes the team's
// address, presses Save & Sync, and the league and match planning screens show the fixtures; a refusal
// says so. Each project makes its own team, so the phone and the desktop never share one.

const unique = () => `${test.info().project.name}-${Date.now().toString(36)}`;

// The outcome line and the fixtures' kick-offs are UK time wherever the browser is: a zone behind the
// UK's shows it.
test.use({ timezoneId: 'America/New_York' });

async function makeTeam(page: import('@playwright/test').Page, name: string) {
  const club = await page.request.post('/api/admin/clubs', { data: { name: `Brookfield JFC ${name}` } });
  expect(club.status()).toBe(201);
  const { id: clubId } = (await club.json()) as { id: number };
  const team = await page.request.post(`/api/clubs/${clubId}/teams`, { data: { name } });
  expect(team.status()).toBe(201);
  return (await team.json()) as { id: number; secureId: string };
}

test('an admin syncs a team from Full-Time and sees its fixtures in the league and match planning', async ({
  page,
  inbox,
  fullTime,
}) => {
  test.setTimeout(90_000);
  await signIn(page, inbox, 'admin@demo.test');
  const teamName = `Badgers ${unique()}`;
  const team = await makeTeam(page, teamName);

  await page.goto('/admin');
  await page.getByRole('button', { name: `Settings of ${teamName}` }).click();
  const settings = page.getByRole('dialog', { name: 'Team Settings' });
  await expect(settings.getByTestId('sync-outcome')).toContainText('Not synced yet');
  const saveAndSync = settings.getByRole('button', { name: 'Save & Sync' });
  // Spec 001 §5: Save & Sync requires a URL.
  await expect(saveAndSync).toBeDisabled();
  await settings.getByLabel('League fixtures URL').fill(`${fullTime.origin}${TEAM_PAGE}`);
  await expect(saveAndSync).toBeEnabled();
  await expectAccessible(page);
  await saveAndSync.click();
  // Four pages a second apart: the spinner shows while it runs.
  await expect(settings.getByRole('button', { name: /Syncing/ })).toBeVisible();
  await expect(page.getByText('Synced 6 teams and 12 matches')).toBeVisible({ timeout: 30_000 });
  await expect(settings).toBeHidden();

  // Opened again: the last outcome.
  await page.getByRole('button', { name: `Settings of ${teamName}` }).click();
  await expect(settings.getByTestId('sync-outcome')).toContainText('12 matches updated');
  await expect(settings.getByLabel('League fixtures URL')).toHaveValue(`${fullTime.origin}${TEAM_PAGE}`);
  await settings.getByRole('button', { name: 'Cancel' }).click();
  await expect(settings).toBeHidden();

  // The league screen: the opponents Full-Time lists, a postponed fixture marked, the synced matches
  // marked as from Full-Time.
  await page.goto(`/teams/${team.secureId}/league-management`);
  await expect(page.getByText('Kestrel Park U11').first()).toBeVisible();
  await expect(page.getByText('Saltmarsh Town Youth U11').first()).toBeVisible();
  await expect(page.getByText('Postponed', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('from Full-Time', { exact: true }).first()).toBeVisible();
  await expectAccessible(page);

  // Match planning: the fixtures, from Full-Time, one postponed.
  await page.goto(`/teams/${team.secureId}/match-planning`);
  const fromFullTime = page.getByRole('button', { name: /from Full-Time/ });
  await expect(fromFullTime.first()).toBeVisible();
  await expect(page.getByText('Postponed', { exact: true }).first()).toBeVisible();
  await page.getByRole('tab', { name: /Past Matches/ }).click();
  await expect(page.getByRole('button', { name: /Kestrel Park U11/ }).first()).toBeVisible();
  await expectAccessible(page);
});

test('a refusal from Full-Time shows Sync Failed with the reason, changes nothing, and the saved page can be imported instead', {
  tag: '@once',
}, async ({ page, inbox, fullTime }) => {
  await signIn(page, inbox, 'admin@demo.test');
  const teamName = `Refused ${unique()}`;
  const team = await makeTeam(page, teamName);

  await page.goto('/admin');
  await page.getByRole('button', { name: `Settings of ${teamName}` }).click();
  const settings = page.getByRole('dialog', { name: 'Team Settings' });
  await settings.getByLabel('League fixtures URL').fill(`${fullTime.origin}/challenge-403.html`);
  await settings.getByRole('button', { name: 'Save & Sync' }).click();
  await expect(page.getByText('Sync Failed', { exact: true })).toBeVisible({ timeout: 20_000 });
  const toast = page.locator('[data-toast-viewport]');
  await expect(toast.getByText(SYNC_BOT_PROTECTION)).toBeVisible();
  // The dialog stays, and the toast offers the import of the page saved from the browser instead.
  await expect(settings).toBeVisible();
  // The open dialog hides the rest of the page, the toast too, from the accessibility tree (the same
  // section is in the dialog for keyboard and screen-reader users): found by its text.
  const importAction = toast.locator('button', { hasText: 'Import saved page' });
  await expect(importAction).toBeVisible();
  await importAction.click();
  await expect(settings.getByText(/If Full-Time refuses the sync, bring its page in yourself/)).toBeVisible();
  await expectAccessible(page);
  const matches = await page.request.get(`/api/teams/${team.secureId}/matches`);
  expect(await matches.json()).toEqual([]);

  // The admin pastes the page's source they copied in their browser.
  await settings.getByLabel('Or paste the page source').fill(readSitePage('team-page-2026.html'));
  await settings.getByRole('button', { name: 'Import page' }).click();
  await expect(page.getByText('Synced 4 teams and 6 matches')).toBeVisible({ timeout: 20_000 });
  await expect(settings).toBeHidden();
  const imported = await page.request.get(`/api/teams/${team.secureId}/matches`);
  expect(((await imported.json()) as unknown[]).length).toBe(6);
});
