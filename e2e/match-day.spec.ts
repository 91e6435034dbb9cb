import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, keyboardSensorListening, signIn, test } from './fixtures';

// Match day (spec 001 §2.5, §4.6, §4.7, §6): captain, availability, the match's own set-piece lists and
// the goals, as the demo coach changes them and a parent reads them. Each run makes its own opponent and
// match (named with a suffix) and removes them, so other journeys on the same app see the demo data.

const unique = () => `${test.info().project.name}-${Date.now().toString(36)}`;
const shots = (name: string) => `test-results/match-day/${test.info().project.name}-${name}.png`;

type ApiMatch = { id: number; opponentName: string | null; matchPenaltyOrder: number[]; version: number };
type ApiPlayer = { id: number; shirtNumber: number };

/** The coach's team id, from the squad page the dashboard sends a one-team user to. */
async function signInTo(page: Page, inbox: Parameters<typeof signIn>[1], email: string): Promise<string> {
  await signIn(page, inbox, email);
  await page.waitForURL(/\/teams\/[^/]+\/squad-management$/);
  const teamId = new URL(page.url()).pathname.split('/')[2];
  if (!teamId) throw new Error('no team id in the landing URL');
  return teamId;
}

async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await page.request.fetch(path, {
    method,
    data: body === undefined ? undefined : body,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
  });
  expect(answer.ok(), `${method} ${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

/** This run's opponent and a match against it, at home in two days, already played 2–1. */
async function makeMatch(page: Page, teamId: string, opponent: string): Promise<ApiMatch> {
  const team = `/api/teams/${encodeURIComponent(teamId)}`;
  const { id: opponentTeamId } = await api<{ id: number }>(page, 'POST', `${team}/teams`, { name: opponent });
  const date = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
  date.setUTCHours(10, 0, 0, 0);
  return api<ApiMatch>(page, 'POST', `${team}/matches`, {
    opponentTeamId,
    matchDate: date.toISOString(),
    isHome: 1,
    homeScore: 2,
    awayScore: 1,
  });
}

async function cleanUp(page: Page, teamId: string, opponent: string) {
  const team = `/api/teams/${encodeURIComponent(teamId)}`;
  for (const match of await api<ApiMatch[]>(page, 'GET', `${team}/matches`)) {
    if (match.opponentName === opponent) await page.request.delete(`${team}/matches/${match.id}`);
  }
  for (const row of await api<Array<{ id: number; name: string }>>(page, 'GET', `${team}/teams`)) {
    if (row.name === opponent) await page.request.delete(`${team}/teams/${row.id}`);
  }
}

async function storedMatch(page: Page, teamId: string, matchId: number): Promise<ApiMatch> {
  const matches = await api<ApiMatch[]>(page, 'GET', `/api/teams/${encodeURIComponent(teamId)}/matches`);
  const match = matches.find((row) => row.id === matchId);
  if (!match) throw new Error(`match ${matchId} is gone`);
  return match;
}

async function openMatch(page: Page, teamId: string, opponent: string) {
  await page.goto(`/teams/${teamId}/match-planning`);
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: new RegExp(`vs ${opponent}`) })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: `vs ${opponent}` })).toBeVisible();
  // The roles and the goals are behind their names (issue 29): opened, as a coach would.
  for (const part of ['Squad Roles', 'Goals']) await page.locator('summary', { hasText: part }).click();
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

/** Once the toasts have finished fading in: axe would judge a title half-way through as faint. */
async function accessibleOnceSettled(page: Page) {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('.toast')].every((toast) =>
        toast.getAnimations().every((animation) => animation.playState !== 'running'),
      ),
    undefined,
    { timeout: 5_000 },
  );
  await expectAccessible(page);
}

/** One card of the selected match, by its heading. */
const card = (page: Page, title: string) =>
  page.locator('div.rounded-2xl', { has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

/** Each match-day card on its own, for looking at (test-results/match-day/). */
async function cardShots(page: Page, who: string, titles: readonly string[]) {
  for (const title of titles) {
    await card(page, title).screenshot({ path: shots(`${who}-${title.toLowerCase().replace(/ /g, '-')}`) });
  }
}
const penalties = (page: Page) => page.getByRole('region', { name: /^Penalties/ });

/** The names in a list's rows, in order: "9 Oscar Hughes". */
async function rowNames(list: Locator): Promise<string[]> {
  // On screen, as a coach reads it: a card off screen is not drawn (draw-when-near), its text empty.
  await list.scrollIntoViewIfNeeded();
  const items = list.getByRole('list').getByRole('listitem');
  return (await items.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').replace(/^\d+ /, '').trim());
}

/** Drags one handle onto another with the mouse, in steps, as a hand would. */
async function drag(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('handle not on screen');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 - 8, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 4, { steps: 12 });
  await page.mouse.up();
}

test.describe('match day', () => {
  test('a coach picks a captain, marks a player out and back, sets the roles and records the goals; a parent reads them', async ({
    page,
    inbox,
  }) => {
    // The longest journey: two sign-ins and about forty steps, each checked with axe; on a busy two-core
    // machine it came close to the default minute.
    test.slow();
    const opponent = `Match Day ${unique()}`;
    const teamId = await signInTo(page, inbox, 'coach@demo.test');
    const match = await makeMatch(page, teamId, opponent);
    const players = await api<ApiPlayer[]>(page, 'GET', `/api/teams/${encodeURIComponent(teamId)}/players`);
    const idOf = (shirt: number) => players.find((player) => player.shirtNumber === shirt)?.id;
    try {
      await openMatch(page, teamId, opponent);

      // Captain: the available players, saved at once.
      const captain = page.getByLabel('Captain for this match');
      await expect(captain).toHaveValue('');
      await captain.selectOption({ label: '10 Theo Okafor' });
      await expect(toast(page, 'Player availability updated successfully')).toBeVisible();

      // Roles: none yet, copied from the squad's preferences.
      await expect(page.getByText('No squad roles set for this match')).toBeVisible();
      await page.getByRole('button', { name: 'Copy from Squad' }).click();
      await expect(toast(page, 'Squad roles initialized from team preferences')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reset from Squad' })).toBeVisible();
      await expect.poll(() => rowNames(penalties(page))).toEqual(['9 Oscar Hughes', '10 Theo Okafor']);
      await accessibleOnceSettled(page);

      // 9 Oscar Hughes cannot play: out of the penalties and the captain list, still stored in place.
      const oscar = page.getByRole('checkbox', { name: '9 Oscar Hughes' });
      await expect(oscar).toBeChecked();
      await oscar.uncheck();
      await expect(oscar).not.toBeChecked();
      await expect.poll(() => rowNames(penalties(page))).toEqual(['10 Theo Okafor']);
      await expect(
        penalties(page).getByText('1 unavailable player is hidden and keeps their place.'),
      ).toBeVisible();
      await expect(captain.locator('option', { hasText: '9 Oscar Hughes' })).toHaveCount(0);
      await expect(toast(page, 'Player availability updated successfully')).toBeVisible();
      expect((await storedMatch(page, teamId, match.id)).matchPenaltyOrder).toEqual([idOf(9), idOf(10)]);

      // Back again: 'Player Restored', first on penalties as before.
      await oscar.check();
      await expect(toast(page, 'Player Restored')).toBeVisible();
      await expect(
        page.getByText('9 Oscar Hughes is available again: back in 1 set-piece list and the captain list.'),
      ).toBeVisible();
      await expect.poll(() => rowNames(penalties(page))).toEqual(['9 Oscar Hughes', '10 Theo Okafor']);

      // Reorder by drag: Theo above Oscar, sent whole and saved quietly.
      const handle = (name: string) =>
        penalties(page).getByRole('button', { name: new RegExp(`^Reorder ${name},`) });
      await handle('10 Theo Okafor').scrollIntoViewIfNeeded();
      await drag(page, handle('10 Theo Okafor'), handle('9 Oscar Hughes'));
      await expect.poll(() => rowNames(penalties(page))).toEqual(['10 Theo Okafor', '9 Oscar Hughes']);
      await expect(
        page.getByRole('status').filter({ hasText: 'Squad roles updated successfully' }),
      ).toBeVisible();
      await expect
        .poll(async () => (await storedMatch(page, teamId, match.id)).matchPenaltyOrder)
        .toEqual([idOf(10), idOf(9)]);

      // Reorder by keyboard: pick Theo up with Space, one down, drop; told in plain English.
      await handle('10 Theo Okafor').focus();
      await page.keyboard.press('Space');
      await expect(page.getByText('Picked up 10 Theo Okafor, position 1 of 2 in penalties.')).toBeAttached();
      await keyboardSensorListening(page);
      await page.keyboard.press('ArrowDown');
      await expect(page.getByText('10 Theo Okafor moved to position 2 of 2 in penalties.')).toBeAttached();
      await page.keyboard.press('Space');
      await expect.poll(() => rowNames(penalties(page))).toEqual(['9 Oscar Hughes', '10 Theo Okafor']);
      await expect
        .poll(async () => (await storedMatch(page, teamId, match.id)).matchPenaltyOrder)
        .toEqual([idOf(9), idOf(10)]);

      // And with the buttons, for whoever cannot drag; the top row's up button does nothing.
      await penalties(page).getByRole('button', { name: 'Move 10 Theo Okafor up in penalties' }).click();
      await expect.poll(() => rowNames(penalties(page))).toEqual(['10 Theo Okafor', '9 Oscar Hughes']);
      await expect(
        penalties(page).getByRole('button', { name: 'Move 10 Theo Okafor up in penalties' }),
      ).toHaveAttribute('aria-disabled', 'true');

      // Add and remove.
      await penalties(page)
        .getByLabel('Player to add to penalties')
        .selectOption({ label: '7 Arthur Lewis' });
      await penalties(page).getByRole('button', { name: 'Add player to penalties' }).click();
      await expect
        .poll(() => rowNames(penalties(page)))
        .toEqual(['10 Theo Okafor', '9 Oscar Hughes', '7 Arthur Lewis']);
      await penalties(page).getByRole('button', { name: 'Remove 7 Arthur Lewis from penalties' }).click();
      await expect.poll(() => rowNames(penalties(page))).toEqual(['10 Theo Okafor', '9 Oscar Hughes']);

      // Goals: one row per goal of our 2; a minute out of range is refused at the field.
      const scorers = page.getByRole('group', { name: /^Our 2 goals/ });
      const goal = (n: number) => scorers.getByRole('group', { name: `Goal ${n}` });
      await expect(goal(1)).toBeVisible();
      await expect(goal(2)).toBeVisible();
      await goal(1).getByLabel('Minute').fill('130');
      await goal(1).getByLabel('Scorer').selectOption({ label: '9 Oscar Hughes' });
      await goal(1).getByLabel('Assist').selectOption({ label: '10 Theo Okafor' });
      await goal(2).getByLabel('Minute').fill('58');
      await goal(2).getByLabel('Scorer').selectOption({ label: '7 Arthur Lewis' });
      await goal(2).getByLabel('Assist').selectOption({ label: '8 Freddie Walsh' });
      // Own goal clears the scorer and the assist.
      await goal(2).getByLabel('Scorer').selectOption({ label: 'Own goal' });
      await expect(goal(2).getByLabel('Assist')).toBeDisabled();
      await expect(goal(2).getByLabel('Assist')).toHaveValue('');
      await page.getByRole('button', { name: 'Save Goals' }).click();
      await expect(goal(1).getByText('Minute must be between 1 and 120')).toBeVisible();
      await expect(goal(1).getByLabel('Minute')).toBeFocused();
      await accessibleOnceSettled(page);
      await cardShots(page, 'coach-error', ['Goal Scorers']);
      // Typed, as a thumb would (the error leaves under the key press, not on its own).
      await goal(1).getByLabel('Minute').selectText();
      await page.keyboard.type('12');
      await page.getByRole('button', { name: 'Save Goals' }).click();
      await expect(toast(page, 'Goals saved successfully')).toBeVisible();
      const goalsCard = page.getByRole('list', { name: 'Goals' });
      await expect(goalsCard.getByRole('listitem')).toHaveText([
        "12' 9 Oscar Hughes (assist 10 Theo Okafor)",
        "58' Own goal",
      ]);
      await accessibleOnceSettled(page);
      await cardShots(page, 'coach', [
        'Captain',
        'Player Availability',
        'Squad Roles',
        'Goal Scorers',
        'Goals',
      ]);

      // A parent reads it all and changes nothing.
      await page.context().clearCookies();
      await signInTo(page, inbox, 'parent@demo.test');
      await openMatch(page, teamId, opponent);
      await expect(page.getByText('Captain: 10 Theo Okafor')).toBeVisible();
      await expect(page.getByLabel('Captain for this match')).toHaveCount(0);
      await expect(page.getByRole('checkbox', { name: '9 Oscar Hughes' })).toBeDisabled();
      await expect.poll(() => rowNames(penalties(page))).toEqual(['10 Theo Okafor', '9 Oscar Hughes']);
      await expect(page.getByRole('button', { name: /Reset from Squad|Copy from Squad/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Goal Scorers' })).toHaveCount(0);
      await expect(page.getByRole('list', { name: 'Goals' }).getByRole('listitem')).toHaveCount(2);
      await accessibleOnceSettled(page);
      await cardShots(page, 'parent', ['Captain', 'Player Availability', 'Squad Roles', 'Goals']);
    } finally {
      await page.context().clearCookies();
      await signInTo(page, inbox, 'coach@demo.test');
      await cleanUp(page, teamId, opponent);
    }
  });
});
