import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectTapTarget, signIn, test } from './fixtures';

// The team sheet (issue 32, decision 069): the coach opens the demo's next planned match in match
// planning, opens its "Team sheet", reads every period's line-up, the changes with their minutes and the
// set-piece takers, and prints it: in print media the app's header and the page's buttons are gone and
// the sheet stays. A parent of the team opens the same sheet. The formation viewer offers the period's
// line-up to share (Web Share) or, where the browser has no share sheet (Chromium on Linux), to copy.
// Reads only the demo's data: nothing to clean up.

type ApiMatch = { id: number; opponentName: string | null; matchDate: string | null };
type ApiFormation = { id: number; matchId: number | null; quarter: number };

test.use({ timezoneId: 'Europe/London' });

async function signInTo(page: Page, inbox: Parameters<typeof signIn>[1], email: string): Promise<string> {
  await signIn(page, inbox, email);
  await page.waitForURL(/\/teams\/[^/]+\/squad-management$/);
  const teamId = new URL(page.url()).pathname.split('/')[2];
  if (!teamId) throw new Error('no team id in the landing URL');
  return teamId;
}

async function read<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(path);
  expect(answer.ok(), `GET ${path}: ${answer.status()}`).toBe(true);
  return (await answer.json()) as T;
}

/** The demo's next match with a plan for its periods (the Ashford Athletic away fixture). */
async function plannedNextMatch(page: Page, teamId: string): Promise<ApiMatch & { opponentName: string }> {
  const team = `/api/teams/${encodeURIComponent(teamId)}`;
  const matches = await read<ApiMatch[]>(page, `${team}/matches`);
  const formations = await read<ApiFormation[]>(page, `${team}/formations`);
  const next = matches
    .filter((m) => m.matchDate && new Date(m.matchDate) > new Date())
    .find((m) => formations.some((f) => f.matchId === m.id));
  if (!next?.opponentName) throw new Error('the demo data has no planned future match');
  return { ...next, opponentName: next.opponentName };
}

/** What every reader of the sheet sees: the match, the four periods, the changes and the set pieces. */
async function expectSheet(page: Page, opponent: string) {
  await expect(page.getByRole('heading', { level: 1, name: `Team sheet: vs ${opponent}` })).toBeVisible();
  for (const period of [1, 2, 3, 4]) {
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`^Period ${period} \\(\\d+'-\\d+'\\)`) }),
    ).toBeVisible();
  }
  // Period 1's line-up: the goalkeeper first, by position, number and name.
  const firstPeriod = page.getByRole('table', { name: /^Period 1 / });
  await expect(firstPeriod.getByRole('row').nth(1)).toContainText(/^GK\s*\d+\s*\S+/);
  const changes = page.getByRole('region', { name: 'Changes' });
  await expect(changes.getByRole('listitem').first()).toHaveText(/^\d+': /);
  const setPieces = page.getByRole('region', { name: 'Set pieces' });
  await expect(setPieces.getByText('Penalties', { exact: true })).toBeVisible();
}

test('a coach prints the team sheet of the next match; a parent reads it too', async ({
  page,
  browser,
  inbox,
  baseURL,
}) => {
  const teamId = await signInTo(page, inbox, 'coach@demo.test');
  const match = await plannedNextMatch(page, teamId);

  // From match planning: the selected match's "Team sheet".
  await page.goto(`/teams/${teamId}/match-planning?matchId=${match.id}`);
  await expect(page.getByRole('heading', { level: 2, name: `vs ${match.opponentName}` })).toBeVisible();
  const sheetLink = page.getByRole('link', { name: 'Team sheet' });
  await expectTapTarget(sheetLink);
  await sheetLink.click();
  await page.waitForURL(new RegExp(`/teams/${teamId}/team-sheet\\?match=${match.id}$`));
  await expectSheet(page, match.opponentName);
  await expect(page.getByText('Captain', { exact: true })).toBeVisible();
  const print = page.getByRole('button', { name: 'Print' });
  const back = page.getByRole('link', { name: 'Back to match' });
  await expectTapTarget(print);
  await expectTapTarget(back);
  await expectAccessible(page);

  // On paper: no header, no buttons, the sheet itself. In a tab of its own, as the playing-time report's
  // journey does: switching this page to print media would redraw it all, which the layout guard counts.
  const paper = await browser.newContext({ storageState: await page.context().storageState() });
  try {
    const printed = await paper.newPage();
    await printed.emulateMedia({ media: 'print' });
    await printed.goto(page.url());
    await expect(
      printed.getByRole('heading', { level: 1, name: `Team sheet: vs ${match.opponentName}` }),
    ).toBeVisible();
    await expect(printed.getByRole('heading', { level: 2, name: /^Period 4 / })).toBeVisible();
    await expect(printed.getByRole('banner')).toBeHidden();
    await expect(printed.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(printed.getByRole('link', { name: 'Back to match' })).toBeHidden();
    // The A4 sheet a coach would print, kept with the test's output to look at.
    await printed.pdf({ path: test.info().outputPath('team-sheet.pdf'), format: 'A4' });
  } finally {
    await paper.close();
  }

  // Back to the match it came from (match planning then drops ?matchId from the address).
  await back.click();
  await page.waitForURL(new RegExp(`/teams/${teamId}/match-planning`));
  await expect(page.getByRole('heading', { level: 2, name: `vs ${match.opponentName}` })).toBeVisible();

  // The formation viewer's period 2: the line-up to share, or to copy where there is no share sheet.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto(`/teams/${teamId}/formation-viewer?match=${match.id}&quarter=2`);
  const share = page.getByRole('button', { name: /^(Share|Copy line-up)$/ });
  await expect(share).toBeVisible();
  await expectTapTarget(share);
  if ((await share.textContent())?.includes('Copy line-up')) {
    await share.click();
    await expect(page.getByText('The line-up is on the clipboard.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`v ${match.opponentName}, .+ — Period 2 \\(\\d+'-\\d+'\\)\\nGK \\d+ `));
    expect(copied).toContain(`/formation-viewer?match=${match.id}&quarter=2`);
  }

  // A parent of the team, in their own browser, reads the same sheet.
  const parentContext = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  try {
    const parent = await parentContext.newPage();
    expect(await signInTo(parent, inbox, 'parent@demo.test')).toBe(teamId);
    await parent.goto(`/teams/${teamId}/match-planning?matchId=${match.id}`);
    await parent.getByRole('link', { name: 'Team sheet' }).click();
    await parent.waitForURL(new RegExp(`/teams/${teamId}/team-sheet\\?match=${match.id}$`));
    await expectSheet(parent, match.opponentName);
    await expectAccessible(parent);
  } finally {
    await parentContext.close();
  }
});
