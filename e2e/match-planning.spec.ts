import type { Locator, Page } from '@playwright/test';
import { ukWallClock, ukWallClockToInstant } from '../shared/domain/uk-time';
import {
  answerWritesLate,
  expect,
  expectAccessible,
  expectTapTarget,
  followMenuLink,
  removeOpponent,
  signIn,
  test,
} from './fixtures';

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

/**
 * The text is drawn whole: no box around it that clips (overflow, an ellipsis) cuts any of it off. At
 * 375 px a venue cut to "Ho…" still has "Home" as its text, so the text alone cannot tell.
 */
async function expectWhole(text: Locator) {
  await expect(text).toBeVisible();
  const clipped = await text.evaluate((element) => {
    const box = element.getBoundingClientRect();
    for (let node = element.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === 'visible' && style.textOverflow !== 'ellipsis') continue;
      const outer = node.getBoundingClientRect();
      if (box.left < outer.left - 0.5 || box.right > outer.right + 0.5) return true;
    }
    return false;
  });
  expect(clipped, 'the text is cut off').toBe(false);
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

test.describe('match planning', () => {
  test('a coach schedules a match, changes its timing, enters the result and sees it in Past', async ({
    page,
    inbox,
  }) => {
    const opponent = `Riverside Rooks ${unique()}`;
    const teamId = await signInAsCoach(page, inbox);
    await addOpponent(page, teamId, opponent);
    try {
      await followMenuLink(page, 'Matches');
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
      // An age group's template fills length and periods (issue 30); they stay editable below.
      await timing.getByLabel('Age group template').selectOption({ label: 'U7-U8 5v5: 4 × 10 min' });
      await expect(timing.getByText("4 periods: 0–10', 10–20', 20–30', 30–40'")).toBeVisible();
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

      // The result: played yesterday, won 2–1 away, entered as our score and theirs. It moves to Past,
      // Completed.
      await page.getByRole('button', { name: `Edit match against ${opponent}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Match' });
      await edit.getByLabel('Date').fill(dayFromToday(-1));
      await edit.getByLabel('Our score', { exact: true }).fill('2');
      await edit.getByLabel(`${opponent} score`, { exact: true }).fill('1');
      // The save answers after the half second in which a page may move under a press: what the answer
      // redraws (the match now played) must not move the cards in view. Answered at once, a move hid in
      // that half second, and only a busy machine's slow answer showed it (a shift of 0.28 on a phone).
      await answerWritesLate(page, 700, '**/api/matches/*');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Match updated successfully')).toBeVisible();
      await page.unrouteAll();
      await expect(page.getByRole('tab', { name: /Past Matches/ })).toHaveAttribute('aria-selected', 'true');
      await expect(row).toContainText('Completed');
      // Our score first with the letter, in the row and the summary: 1-2 away is "W 2-1", read "Won 2-1".
      await expect(row.getByText('W 2-1', { exact: true })).toBeVisible();
      await expect(row).toHaveAccessibleName(/Won 2-1/);
      const selected = page.getByRole('region', { name: `vs ${opponent}` });
      // In the summary, and again in the match report below it.
      await expect(selected.getByText('W 2-1', { exact: true }).first()).toBeVisible();
      // The families' answers stay, closed since yesterday's kick-off: read before the match was shown.
      await expect(selected.getByRole('heading', { name: 'Answers' })).toBeVisible();
      await expect(selected.getByText(/^Families' answers closed at 10:30 on /)).toBeVisible();
      await expectWhole(row.getByText('Away', { exact: true }));
      await expectAccessible(page);

      // And it goes, after asking.
      await page.getByRole('button', { name: `Delete match against ${opponent}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Match' }).click();
      await expect(page.getByText('Match deleted successfully')).toBeVisible();
      await expect(heading).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Select a match' })).toBeVisible();
    } finally {
      await removeOpponent(page, teamId, opponent);
    }
  });

  test('the score fields name the teams, a wrong entry is told once in plain words, and lowering our score removes the goals chosen', {
    // Not a defect: the journey removes the opponent "on another phone", and once the refused save
    // has the list read again the header behind the dialog says "vs TBD", a line shorter on
    // a phone. On a busy machine that answer lands more than 500 ms after the tap and counts as a
    // shift (0.095 in CI); on a quiet one it lands within it and counts nothing.
    annotation: { type: 'known-layout-shift', description: '0.12: the opponent removed on another phone' },
  }, async ({ page, inbox }) => {
    const opponent = `Harbour Herons ${unique()}`;
    const teamId = await signInAsCoach(page, inbox);
    const opponentTeamId = await addOpponent(page, teamId, opponent);
    // Removed by id at the end: the match outlives its opponent, which this journey removes.
    let matchId: number | undefined;
    try {
      // Played yesterday away, won 3–1, with our three goals recorded (two scorers and an own goal).
      const team = `/api/teams/${encodeURIComponent(teamId)}`;
      const players = (await (await page.request.get(`${team}/players`)).json()) as Array<{
        id: number;
        shirtNumber: number;
        firstName: string;
        lastName: string;
      }>;
      const [first, second] = [...players].sort((a, b) => a.shirtNumber - b.shirtNumber);
      if (!first || !second) throw new Error('the demo squad has fewer than two players');
      const created = await page.request.post(`${team}/matches`, {
        data: {
          opponentTeamId,
          matchDate: `${dayFromToday(-1)}T10:00:00.000Z`,
          isHome: 0,
          homeScore: 1,
          awayScore: 3,
        },
      });
      expect(created.status()).toBe(201);
      matchId = ((await created.json()) as { id: number }).id;
      const recorded = await page.request.put(`/api/matches/${matchId}/goals`, {
        data: {
          goals: [
            { minute: 12, scorerId: first.id },
            { minute: 40, scorerId: second.id },
            { minute: 77, scorerId: null, isOwnGoal: 1 },
          ],
        },
      });
      expect(recorded.ok()).toBe(true);
      const named = (player: typeof first) =>
        `${player.shirtNumber} ${[player.firstName, player.lastName].filter(Boolean).join(' ')}`;

      await page.goto(`/teams/${teamId}/match-planning?matchId=${matchId}`);
      await expect(page.getByRole('heading', { level: 2, name: `vs ${opponent}` })).toBeVisible();
      await page.getByRole('button', { name: `Edit match against ${opponent}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Match' });

      // Our score first, then theirs by name, whichever side was at home.
      const ours = edit.getByLabel('Our score', { exact: true });
      const theirs = edit.getByLabel(`${opponent} score`, { exact: true });
      await expect(ours).toHaveValue('3');
      await expect(theirs).toHaveValue('1');
      const scoreInputs = edit.getByRole('group', { name: 'Score (once played)' }).getByRole('textbox');
      await expect(scoreInputs).toHaveCount(2);
      await expect(scoreInputs.first()).toHaveAccessibleName('Our score');

      // A score that is not one: told at the field, in words for people, and nowhere else.
      await theirs.fill('x');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      const wrongScore = 'Enter a whole number from 0 to 99, or leave it empty';
      await expect(edit.getByText(wrongScore)).toBeVisible();
      await expect(page.getByText(wrongScore)).toHaveCount(1);
      await expect(page.getByText(/Invalid input|Validation failed|awayScore/)).toHaveCount(0);
      await expect(page.locator('[data-toast-viewport] .toast')).toHaveCount(0);
      await theirs.fill('1');

      // Lowering our score below the goals recorded: the form says which are recorded and asks which go.
      await ours.fill('1');
      const offer = edit.getByRole('group', {
        name: /3 goals are recorded for us, more than our new score of 1/,
      });
      await expect(offer).toContainText('Choose 2 goals to remove with this save');
      await expect(offer.getByRole('checkbox')).toHaveCount(3);
      await expectAccessible(page);
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(offer.getByText('Choose 2 goals to remove, or make our score at least 3.')).toBeVisible();
      await expect(page.locator('[data-toast-viewport] .toast')).toHaveCount(0);
      await offer.getByRole('checkbox', { name: `40' ${named(second)}` }).check();
      await offer.getByRole('checkbox', { name: "77' Own goal" }).check();
      // Two chosen: the third cannot be, so no more goals go than the score needs.
      await expect(offer.getByRole('checkbox', { name: `12' ${named(first)}` })).toBeDisabled();
      // The screen as a coach sees it: a full-page screenshot resizes the viewport, and what is sized to
      // the screen moves (a counted layout shift on a busy machine).
      await page.screenshot({ path: test.info().outputPath('lower-score-offer.png') });
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Match updated successfully')).toBeVisible();
      await expect(edit).toBeHidden();
      // One save: the score and the goals left agree.
      const goals = (await (await page.request.get(`/api/matches/${matchId}/goals`)).json()) as Array<{
        minute: number;
        scorerId: number | null;
      }>;
      expect(goals).toEqual([expect.objectContaining({ minute: 12, scorerId: first.id })]);
      const stored = (await (await page.request.get(`${team}/matches`)).json()) as Array<{
        id: number;
        homeScore: number | null;
        awayScore: number | null;
      }>;
      expect(stored.find((row) => row.id === matchId)).toMatchObject({ homeScore: 1, awayScore: 1 });

      // A save the server refuses (the opponent was removed meanwhile, on another phone): said once, in
      // the dialog, in words for people; no toast as well.
      await page.getByRole('button', { name: `Edit match against ${opponent}` }).click();
      await expect(edit).toBeVisible();
      expect((await page.request.delete(`${team}/teams/${opponentTeamId}`)).ok()).toBe(true);
      await edit.getByLabel('Comments (optional)').fill('Windy');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      const refusal = edit.getByRole('alert');
      await expect(refusal).toContainText('Team Not Found');
      await expect(refusal).toContainText('The selected team could not be found. Please try again.');
      await expect(page.getByText('Team Not Found')).toHaveCount(1);
      await expect(page.getByText(/Opposition team not found|Validation failed/)).toHaveCount(0);
      await expect(page.locator('[data-toast-viewport] .toast')).toHaveCount(0);
      await expectAccessible(page);
    } finally {
      if (matchId !== undefined) await page.request.delete(`/api/teams/${teamId}/matches/${matchId}`);
      await removeOpponent(page, teamId, opponent);
    }
  });

  test('?matchId preselects a match and then leaves the address', { tag: '@once' }, async ({
    page,
    inbox,
  }) => {
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
    // The report is one of the parts behind their names (issue 29): there once opened.
    await page.locator('summary', { hasText: 'Match Report' }).click();
    await expect(page.getByRole('heading', { name: 'Match Report' })).toBeVisible();
    // Kept with the run's results, to look at.
    await page.screenshot({ path: test.info().outputPath('past-match.png') });
  });

  test('without ?matchId it opens on the next match, whose long parts open and close by pointer and keyboard', async ({
    page,
    inbox,
  }) => {
    const opponent = `Northgate Nomads ${unique()}`;
    const teamId = await signInAsCoach(page, inbox);
    const opponentTeamId = await addOpponent(page, teamId, opponent);
    try {
      // Today at 00:05 in the UK: earlier than any of the demo's fixtures, and still today, so next.
      const { year, month, day } = ukWallClock(new Date());
      const kickOff = ukWallClockToInstant(year, month, day, 0, 5).toISOString();
      const created = await page.request.post(`/api/teams/${encodeURIComponent(teamId)}/matches`, {
        data: { opponentTeamId, matchDate: kickOff, isHome: 1 },
      });
      expect(created.status()).toBe(201);

      await page.goto(`/teams/${teamId}/match-planning`);
      const heading = page.getByRole('heading', { level: 2, name: `vs ${opponent}` });
      await expect(heading).toBeVisible();
      const row = page.getByRole('tabpanel').getByRole('button', { name: new RegExp(opponent) });
      await expect(row).toHaveAttribute('aria-current', 'true');
      await expect(page.getByRole('tab', { name: /Future Matches/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      // Chosen without a move: the address stays as it was (spec 001 §2.5 keeps no matchId in it), and
      // the page is not scrolled to the match nor its heading focused, as a coach's own choice would.
      await expect(page).toHaveURL(`/teams/${teamId}/match-planning`);
      await expect(heading).not.toBeFocused();

      // What a coach needs first is open; the long parts are closed, each behind its name.
      const selected = page.getByRole('region', { name: `vs ${opponent}` });
      await expect(selected.getByRole('heading', { name: 'Periods & Substitutions' })).toBeVisible();
      await expect(selected.getByRole('heading', { name: 'Player Availability' })).toBeVisible();
      const part = (name: string) =>
        selected.locator('details', { has: page.locator('summary', { hasText: name }) });
      const summary = (name: string) => selected.locator('summary', { hasText: name });
      for (const name of ['Playing Time', 'Squad Roles', 'Goals', 'Match Report']) {
        await expect(part(name)).not.toHaveAttribute('open');
        await expectTapTarget(summary(name));
      }
      await expect(selected.getByRole('heading', { name: 'Match Report' })).toBeHidden();
      await page.screenshot({ path: test.info().outputPath('next-match-closed.png') });
      const closedHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      test.info().annotations.push({ type: 'page height, parts closed', description: `${closedHeight}px` });

      // By pointer: open, then closed again.
      await summary('Match Report').click();
      await expect(part('Match Report')).toHaveAttribute('open');
      await expect(selected.getByRole('heading', { name: 'Match Report' })).toBeVisible();
      await expect(selected.getByText('Not played yet.')).toBeVisible();
      await summary('Match Report').click();
      await expect(part('Match Report')).not.toHaveAttribute('open');
      await expect(selected.getByRole('heading', { name: 'Match Report' })).toBeHidden();

      // By keyboard: Enter opens, Space closes.
      await summary('Goals').focus();
      await page.keyboard.press('Enter');
      await expect(part('Goals')).toHaveAttribute('open');
      await expect(selected.getByRole('heading', { name: 'Goal Scorers' })).toBeVisible();
      await summary('Squad Roles').focus();
      await page.keyboard.press('Enter');
      await expect(selected.getByRole('button', { name: /Copy from Squad|Reset from Squad/ })).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: test.info().outputPath('next-match-open.png') });
      await summary('Goals').focus();
      await page.keyboard.press('Space');
      await expect(part('Goals')).not.toHaveAttribute('open');
      await expect(selected.getByRole('heading', { name: 'Goal Scorers' })).toBeHidden();
    } finally {
      await removeOpponent(page, teamId, opponent);
    }
  });

  test('without a team in the address a one-team coach is shown the way to the team, one 44 px link', async ({
    page,
    inbox,
  }) => {
    await signInAsCoach(page, inbox);
    await page.goto('/match-planning');
    await expect(page.getByText('Some changes need a team in the address.')).toBeVisible();
    // Kept on one line: a phone that broke it in two made two smaller targets.
    await expectTapTarget(page.getByRole('link', { name: 'Open your team' }));
  });

  test('an overdue match says what is left to do: Enter result opens the form on our score, and the saved result makes it Completed', async ({
    page,
    inbox,
  }) => {
    const teamId = await signInAsCoach(page, inbox);
    const team = `/api/teams/${encodeURIComponent(teamId)}`;
    // The seeded fixture three weeks ago with no score (server/db/seed-demo.ts); put back as it was after.
    const matches = (await (await page.request.get(`${team}/matches`)).json()) as Array<{
      id: number;
      opponentName: string | null;
      homeScore: number | null;
    }>;
    const fixture = matches.find((row) => row.opponentName === 'Fairview Falcons' && row.homeScore === null);
    if (!fixture) throw new Error('no seeded Fairview Falcons fixture without a score');
    try {
      await page.goto(`/teams/${teamId}/match-planning?matchId=${fixture.id}`);
      const heading = page.getByRole('heading', { level: 2, name: 'vs Fairview Falcons' });
      await expect(heading).toBeVisible();
      await expect(page.getByRole('button', { name: /^Edit match against/ })).toHaveCount(0);
      const enter = page.getByRole('button', { name: 'Enter result of the match against Fairview Falcons' });
      await expectTapTarget(enter);
      await enter.click();
      const form = page.getByRole('dialog', { name: 'Edit Match' });
      // Straight to the score: the coach types it with no tap in between.
      await expect(form.getByLabel('Our score', { exact: true })).toBeFocused();
      await expectAccessible(page);
      await page.screenshot({
        path: `test-results/match-planning/${test.info().project.name}-enter-result.png`,
      });
      await page.keyboard.type('2');
      await form.getByLabel('Fairview Falcons score', { exact: true }).fill('1');
      await form.getByRole('button', { name: 'Save Changes' }).click();
      await expect(form).toBeHidden();
      // The match's card: the result, Completed, and Edit in place of Enter result.
      const card = page.locator('div').filter({ has: heading }).filter({ hasText: 'Team sheet' }).last();
      await expect(card.getByText('W 2-1', { exact: true })).toBeVisible();
      await expect(card.getByText('Completed', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Enter result/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Edit match against Fairview Falcons' })).toBeVisible();
      const rows = page.getByRole('tabpanel').getByRole('button', { name: /^vs Fairview Falcons/ });
      await expect(rows.filter({ hasText: 'Overdue' })).toHaveCount(0);
    } finally {
      const stored = (await (await page.request.get(`${team}/matches`)).json()) as Array<{
        id: number;
        version: number;
      }>;
      const version = stored.find((row) => row.id === fixture.id)?.version;
      const reset = await page.request.put(`/api/matches/${fixture.id}`, {
        data: { homeScore: null, awayScore: null, version },
      });
      expect(reset.status(), await reset.text()).toBe(200);
    }
  });

  test('a parent reads the schedule without controls to change it', async ({ page, inbox }) => {
    await signIn(page, inbox, 'parent@demo.test');
    await page.waitForURL(/\/teams\/[^/]+\/squad-management$/);
    await followMenuLink(page, 'Matches');
    await expect(page.getByRole('heading', { name: 'Match Schedule' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Match' })).toHaveCount(0);
    await page.getByRole('tab', { name: /Past Matches/ }).click();

    // The seeded results, each from our side with its letter (server/db/seed-demo.ts): 0-3 away is a
    // win, 1-1 a draw, 2-0 away a loss; the fixture three weeks ago without a score is Overdue.
    const past = page.getByRole('tabpanel');
    const pastRow = (opponent: string) => past.getByRole('button', { name: new RegExp(`^vs ${opponent}`) });
    await expect(pastRow('Brookfield United').getByText('W 3-0', { exact: true })).toBeVisible();
    await expect(pastRow('Brookfield United')).toHaveAccessibleName(/Won 3-0/);
    await expect(pastRow('Castleton Colts').getByText('D 1-1', { exact: true })).toBeVisible();
    await expect(pastRow('Castleton Colts')).toHaveAccessibleName(/Drew 1-1/);
    await expect(pastRow('Dene Valley Juniors').getByText('L 0-2', { exact: true })).toBeVisible();
    await expect(pastRow('Dene Valley Juniors')).toHaveAccessibleName(/Lost 0-2/);
    const overdue = pastRow('Fairview Falcons').filter({ hasText: 'Overdue' });
    await expect(overdue).toHaveCount(1);
    await expect(overdue.getByText(/^[WDL] \d+-\d+$/)).toHaveCount(0);
    // Home or Away whole on every row, at 375 px as on a desktop.
    const venues = await past.getByText(/^(Home|Away)$/).all();
    expect(venues.length).toBeGreaterThan(3);
    for (const venue of venues) await expectWhole(venue);

    // The newest past match (the seeded past training sessions are listed among them, decision 061).
    await past.getByRole('button', { name: /^vs / }).first().click();
    await expect(page.getByRole('heading', { name: 'Periods & Substitutions' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^(Plan|Edit) period/ })).toHaveCount(0);
    await expectAccessible(page);
  });
});
