import type { Page } from '@playwright/test';
import { expect, expectAccessible, followMenuLink, signIn, test } from './fixtures';

// The formation viewer and the formation library (spec 001 §2.3, §2.4, §4.3): the demo coach opens a
// period from match planning, steps through the periods and goes back; the library's cards, its filter,
// Duplicate (a copy the team does not see until it is saved in the editor) and Delete; a parent reads
// both without the controls, and goes on seeing the plan while a coach works on a copy. The demo seed
// plans every period of the last played match and the next one, and keeps a practice formation. What a
// run adds (copies) it removes.

test.use({ timezoneId: 'Europe/London' });

/**
 * The screen as it is, for looking at (test-results/formation-views/). Never a full-page capture: it
 * lays the page out again at the page's height, which the layout-shift guard counts as the page moving.
 */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/formation-views/${test.info().project.name}-${name}.png` });
}

type ApiMatch = {
  id: number;
  opponentName: string | null;
  matchDate: string | null;
  captainPlayerId: number | null;
};
type ApiFormation = { id: number; name: string | null; matchId: number | null; quarter: number };

async function signInTo(page: Page, inbox: Parameters<typeof signIn>[1], email: string): Promise<string> {
  await signIn(page, inbox, email);
  await page.waitForURL(/\/teams\/[^/]+\/squad-management$/);
  const teamId = new URL(page.url()).pathname.split('/')[2];
  if (!teamId) throw new Error('no team id in the landing URL');
  return teamId;
}

async function api<T>(page: Page, method: string, path: string): Promise<T> {
  const answer = await page.request.fetch(path, { method });
  expect(answer.ok(), `${method} ${path}: ${answer.status()}`).toBe(true);
  return (await answer.json()) as T;
}

/** The next match with a plan for every period: the demo's Ashford Athletic away fixture. */
async function plannedNextMatch(page: Page, teamId: string): Promise<ApiMatch> {
  const team = `/api/teams/${encodeURIComponent(teamId)}`;
  const matches = await api<ApiMatch[]>(page, 'GET', `${team}/matches`);
  const formations = await api<ApiFormation[]>(page, 'GET', `${team}/formations`);
  const planned = matches
    .filter((m) => m.matchDate && new Date(m.matchDate) > new Date())
    .filter((m) => formations.some((f) => f.matchId === m.id));
  const next = planned[0];
  if (!next?.opponentName) throw new Error('the demo data has no planned future match');
  return next;
}

/** Removes the copies a run made, whatever state a failure left. */
async function removeCopies(page: Page, teamId: string) {
  const formations = await api<ApiFormation[]>(
    page,
    'GET',
    `/api/teams/${encodeURIComponent(teamId)}/formations`,
  );
  for (const formation of formations.filter((f) => f.name?.endsWith('(Copy)'))) {
    await page.request.delete(`/api/formations/${formation.id}`);
  }
}

const periodButton = (page: Page, which: 'Previous' | 'Next') =>
  page.getByRole('navigation', { name: 'Periods' }).getByRole('button', { name: `${which} period` });

/** Records the page's reads of the team's matches or squad from now on, until `stop`. */
function trackSquadAndMatchReads(page: Page) {
  const reads: string[] = [];
  const record = (request: { url(): string }) => {
    if (/\/api\/teams\/[^/]+\/(matches|players)$/.test(new URL(request.url()).pathname))
      reads.push(request.url());
  };
  page.on('request', record);
  return { reads, stop: () => page.off('request', record) };
}

/** One card of the library, by its formation's name. */
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** What the library says on a copy of a match's plan (client/features/formations/formation-viewer-format.ts). */
const COPY_NOTE = "A copy, not shown to the team: save it in the editor to make it this period's plan";

test.describe('formation viewer', () => {
  test('the coach opens a period from match planning, steps through the periods and goes back', async ({
    page,
    inbox,
  }) => {
    const teamId = await signInTo(page, inbox, 'coach@demo.test');
    const match = await plannedNextMatch(page, teamId);
    const opponent = match.opponentName ?? '';

    await page.goto(`/teams/${teamId}/match-planning?matchId=${match.id}`);
    await expect(page.getByRole('heading', { level: 2, name: `vs ${opponent}` })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Match planning hands the viewer the match and the squad it holds (spec 001 §4.3, §7): the viewer
    // reads neither again.
    const handedOver = trackSquadAndMatchReads(page);
    await page.getByRole('link', { name: 'View period 1' }).click();

    await expect(page).toHaveURL(
      new RegExp(`/teams/${teamId}/formation-viewer\\?match=${match.id}&quarter=1&formationId=\\d+$`),
    );
    await expect(page.getByRole('heading', { level: 1, name: `vs ${opponent}` })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(handedOver.reads).toEqual([]);
    handedOver.stop();
    await expect(page).toHaveTitle('Formation Viewer - Touchline');
    await expect(page.getByText('Period 1 of 4 • 3-3-2', { exact: true })).toBeVisible();
    // The info strip: when, where, how many on the pitch.
    await expect(page.getByText('Away', { exact: true })).toBeVisible();
    await expect(page.getByText(/^\d+ players$/)).toBeVisible();
    // The captain: the yellow ring and the C, and said in words.
    const pitch = page.getByRole('figure', { name: /Period 1 formation/ });
    // The C is drawn by CSS (the captaincy is said in words to assistive technology).
    await expect(pitch.locator('[data-badge="captain"]')).toBeVisible();
    await expect(pitch.locator('[data-captain] circle')).toHaveCount(1);
    await expect(pitch.locator('figcaption')).toContainText('(captain)');
    await expect(pitch.locator('[data-position]').first()).toBeVisible();
    // The notes in quotes, the bench and who is out (George, shirt 5, for this match).
    await expect(page.getByText('“Start compact, press when their keeper has the ball.”')).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Bench/ })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Unavailable/ })).toContainText(/\b5 [A-Z]/);
    await expect(periodButton(page, 'Previous')).toBeDisabled();
    // Period 1 has no change before it: the line-up starts the match (issue 30).
    await expect(page.getByRole('region', { name: 'Kick-off line-up' })).toContainText(
      'These players start the match.',
    );
    await expectAccessible(page);
    await shot(page, 'viewer-period-1');
    await page.getByRole('region', { name: /^Unavailable/ }).scrollIntoViewIfNeeded();
    await shot(page, 'viewer-period-1-bench');

    // Next and previous load the adjacent period's address in full.
    await periodButton(page, 'Next').click();
    await expect(page).toHaveURL(new RegExp(`match=${match.id}&quarter=2&formationId=\\d+$`));
    await expect(page.getByText('Period 2 of 4 • 3-2-3', { exact: true })).toBeVisible();
    await expect(periodButton(page, 'Previous')).toBeEnabled();
    // Who comes on for whom at the change into this period, as match planning lists it (issue 30).
    const changes = page.getByRole('list', { name: "Changes at 15'" }).getByRole('listitem');
    await expect(changes.first()).toContainText(' on for ');
    await page.getByRole('region', { name: "Changes at 15'" }).scrollIntoViewIfNeeded();
    await shot(page, 'viewer-period-2-changes');
    await periodButton(page, 'Next').click();
    await expect(page.getByText('Period 3 of 4 • 3-3-2', { exact: true })).toBeVisible();
    await periodButton(page, 'Next').click();
    await expect(page.getByText('Period 4 of 4 • 3-2-3', { exact: true })).toBeVisible();
    await expect(periodButton(page, 'Next')).toBeDisabled();
    await expect(
      page.getByRole('figure', { name: /Period 4 formation/ }).locator('[data-position]'),
    ).not.toHaveCount(0);
    await shot(page, 'viewer-period-4');
    await periodButton(page, 'Previous').click();
    await expect(page).toHaveURL(new RegExp(`match=${match.id}&quarter=3&formationId=\\d+$`));
    await expect(page.getByText('Period 3 of 4 • 3-3-2', { exact: true })).toBeVisible();

    // Back: match planning with the match selected.
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(`/teams/${teamId}/match-planning`);
    await expect(page.getByRole('heading', { level: 2, name: `vs ${opponent}` })).toBeVisible();
  });

  test('a period without a plan, a formation that is gone, and stored viewer data', async ({
    page,
    inbox,
  }) => {
    const teamId = await signInTo(page, inbox, 'coach@demo.test');
    const matches = await api<ApiMatch[]>(page, 'GET', `/api/teams/${encodeURIComponent(teamId)}/matches`);
    const formations = await api<ApiFormation[]>(
      page,
      'GET',
      `/api/teams/${encodeURIComponent(teamId)}/formations`,
    );
    const unplanned = matches.find((m) => m.opponentName && !formations.some((f) => f.matchId === m.id));
    if (!unplanned) throw new Error('the demo data has no match without a plan');

    await page.goto(`/teams/${teamId}/formation-viewer?match=${unplanned.id}&quarter=2`);
    await expect(page.getByRole('heading', { name: 'No Formation Set for Period 2' })).toBeVisible();
    await expect(page.getByText('Period 2 of 4 • No Formation', { exact: true })).toBeVisible();
    // No plan, no changes to tell.
    await expect(page.getByRole('region', { name: /^Changes|^Kick-off/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Plan Period 2' })).toHaveAttribute(
      'href',
      `/teams/${teamId}/formation-editor?match=${unplanned.id}&quarter=2`,
    );
    await expectAccessible(page);
    await shot(page, 'viewer-blank');

    // A practice formation: its name and shape, no periods, and Back still leads to match planning.
    const practice = formations.find((f) => f.matchId === null);
    if (!practice) throw new Error('the demo data has no practice formation');
    await page.goto(`/teams/${teamId}/formation-viewer?formationId=${practice.id}`);
    await expect(page.getByRole('heading', { level: 1, name: practice.name ?? '' })).toBeVisible();
    await expect(page.getByText(/^Practice Formation • /)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Periods' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute(
      'href',
      `/teams/${teamId}/match-planning`,
    );

    await page.goto(`/teams/${teamId}/formation-viewer?match=${unplanned.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Formation not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Matches' }).click();
    await expect(page).toHaveURL(`/teams/${teamId}/match-planning`);
    await expect(page.getByRole('heading', { level: 2, name: `vs ${unplanned.opponentName}` })).toBeVisible();

    // Data handed over for this address shows first, even a plan not saved yet, with no read of the
    // matches or the squad (spec 001 §4.3, §7); another address clears it.
    await page.evaluate(
      (match) =>
        sessionStorage.setItem(
          'touchline:formation-viewer',
          JSON.stringify({
            params: { matchId: match.id, quarter: 3, formationId: null },
            formation: {
              id: null,
              name: 'Draft',
              formation: '3-5-2',
              quarter: 3,
              matchId: match.id,
              playerPositions: [],
              benchPlayers: [],
              unavailablePlayers: [],
              notes: 'Not saved yet.',
            },
            match,
            players: [],
          }),
        ),
      unplanned,
    );
    const { reads } = trackSquadAndMatchReads(page);
    await page.goto(`/teams/${teamId}/formation-viewer?match=${unplanned.id}&quarter=3`);
    await expect(page.getByText('Period 3 of 4 • 3-5-2', { exact: true })).toBeVisible();
    await expect(page.getByText('“Not saved yet.”')).toBeVisible();
    expect(reads).toEqual([]);
    await page.goto(`/teams/${teamId}/formation-viewer?match=${unplanned.id}&quarter=1`);
    await expect(page.getByRole('heading', { name: 'No Formation Set for Period 1' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('touchline:formation-viewer'))).toBeNull();
    expect(reads.length).toBeGreaterThan(0);
  });
});

test.describe('formation library', () => {
  test('the coach finds every formation as a card, filters, duplicates and deletes', async ({
    page,
    inbox,
  }) => {
    const teamId = await signInTo(page, inbox, 'coach@demo.test');
    const match = await plannedNextMatch(page, teamId);
    try {
      await followMenuLink(page, 'Formations');
      await expect(page).toHaveURL(`/teams/${teamId}/formations`);
      await expect(page.getByRole('heading', { level: 1, name: 'Formation Library' })).toBeVisible();
      await expect(page.getByText('Manage and organize all your saved formations')).toBeVisible();
      await expect(page).toHaveTitle('Formation Library - Touchline');
      await expect(page.getByRole('link', { name: 'Create New Formation' })).toHaveAttribute(
        'href',
        `/teams/${teamId}/formation-editor`,
      );
      // Four periods of two matches, and the practice shape.
      await expect(page.getByRole('article')).toHaveCount(9);

      const practice = card(page, 'Training 3-3-2');
      await expect(practice).toContainText('Practice Formation');
      await expect(practice).toContainText('3-3-2');
      await expect(practice).toContainText(/\d+ positioned/);
      await expect(practice.getByRole('img', { name: /^Training 3-3-2: GK: 1 / })).toBeVisible();

      const first = card(page, `${match.opponentName} P1`);
      await expect(first).toContainText(`vs ${match.opponentName}`);
      await expect(first).toContainText('Q1');
      await expect(first).toContainText('Start compact, press when their keeper has the ball.');
      const formations = await api<ApiFormation[]>(
        page,
        'GET',
        `/api/teams/${encodeURIComponent(teamId)}/formations`,
      );
      const p1 = formations.find((f) => f.matchId === match.id && f.quarter === 1);
      const editor = `/teams/${teamId}/formation-editor?match=${match.id}&quarter=1&formationId=${p1?.id}`;
      await expect(first.getByRole('link', { name: /^View/ })).toHaveAttribute('href', editor);
      await expect(first.getByRole('link', { name: /^Edit/ })).toHaveAttribute('href', editor);
      await expect(page.getByText('Not shown: a later plan for this period exists')).toHaveCount(0);
      await expectAccessible(page);
      await shot(page, 'library');

      // A long library can be narrowed to a match or to the practice formations.
      const show = page.getByLabel('Show');
      await show.selectOption({ label: 'Practice formations (1)' });
      await expect(page.getByRole('article')).toHaveCount(1);
      await show.selectOption({ index: 2 });
      await expect(page.getByRole('article')).toHaveCount(4);
      await show.selectOption({ value: 'all' });
      await expect(page.getByRole('article')).toHaveCount(9);

      // Duplicate: the copy comes first, saying what it is for; the original stays the plan.
      await first.getByRole('button', { name: /^Duplicate/ }).click();
      await expect(page.getByText('Formation duplicated successfully')).toBeVisible();
      // The copy is first, maybe far above: the toast offers the next step.
      await expect(page.getByRole('button', { name: 'Edit Copy' })).toBeVisible();
      const copy = card(page, `${match.opponentName} P1 (Copy)`);
      await expect(copy).toBeVisible();
      await expect(copy).toContainText('Start compact');
      await expect(copy).toContainText(COPY_NOTE);
      await expect(page.getByRole('article').first()).toHaveAccessibleName(`${match.opponentName} P1 (Copy)`);
      await expect(first).not.toContainText('Not shown');
      await expect(page.getByRole('article')).toHaveCount(10);
      await shot(page, 'library-duplicated');

      // Delete asks first; the original was the plan all along.
      await copy.getByRole('button', { name: /^Delete/ }).click();
      const confirm = page.getByRole('alertdialog', { name: `Delete ${match.opponentName} P1 (Copy)?` });
      await expect(confirm).toContainText('This cannot be undone.');
      await expectAccessible(page);
      await confirm.getByRole('button', { name: 'Delete Formation' }).click();
      await expect(page.getByText('Formation deleted successfully')).toBeVisible();
      await expect(copy).toHaveCount(0);
      await expect(page.getByRole('article')).toHaveCount(9);
      await expect(first).not.toContainText('Not shown');
    } finally {
      await removeCopies(page, teamId);
    }
  });

  test('a duplicate changes nothing the team sees until the copy is saved in the editor', async ({
    page,
    inbox,
    browser,
    baseURL,
  }) => {
    const teamId = await signInTo(page, inbox, 'coach@demo.test');
    const match = await plannedNextMatch(page, teamId);
    const opponent = match.opponentName ?? '';
    const formations = await api<ApiFormation[]>(
      page,
      'GET',
      `/api/teams/${encodeURIComponent(teamId)}/formations`,
    );
    const plan = formations.find(
      (f) => f.matchId === match.id && f.quarter === 1 && !f.name?.endsWith('(Copy)'),
    );
    if (!plan?.name) throw new Error('the demo data has no plan for period 1 of the next match');
    const viewerOfPeriod1 = `/teams/${teamId}/formation-viewer?match=${match.id}&quarter=1`;
    // A parent of the team, in their own browser.
    const parentContext = await browser.newContext({
      baseURL,
      viewport: page.viewportSize(),
      reducedMotion: 'reduce',
    });
    try {
      const parent = await parentContext.newPage();
      expect(await signInTo(parent, inbox, 'parent@demo.test')).toBe(teamId);
      // Period 1 as the team reads it: the plan, with its bench.
      await parent.goto(viewerOfPeriod1);
      await expect(parent.getByText('Period 1 of 4 • 3-3-2', { exact: true })).toBeVisible();
      await expect(parent.getByRole('heading', { name: /^Bench \([1-9]\d*\)$/ })).toBeVisible();

      // The coach duplicates the plan: the copy says what it is for, the plan is unmarked.
      await page.goto(`/teams/${teamId}/formations`);
      await card(page, plan.name)
        .getByRole('button', { name: /^Duplicate/ })
        .click();
      await expect(page.getByText('Formation duplicated successfully')).toBeVisible();
      const copy = card(page, `${plan.name} (Copy)`);
      await expect(copy).toContainText(COPY_NOTE);
      // Saved: its Edit link carries the id the server gave it.
      const edit = copy.getByRole('link', { name: /^Edit/ });
      await expect(edit).toHaveAttribute('href', /formationId=\d+$/);
      const copyId = Number(
        new URL(`http://x${await edit.getAttribute('href')}`).searchParams.get('formationId'),
      );
      await expect(card(page, plan.name)).not.toContainText('Not shown');
      await expectAccessible(page);

      // Match planning still opens the plan for period 1, and the parent's viewer still shows it.
      await page.goto(`/teams/${teamId}/match-planning?matchId=${match.id}`);
      await expect(page.getByRole('heading', { level: 2, name: `vs ${opponent}` })).toBeVisible();
      await expect(page.getByRole('link', { name: 'View period 1' })).toHaveAttribute(
        'href',
        `${viewerOfPeriod1}&formationId=${plan.id}`,
      );
      await parent.reload();
      await expect(parent.getByText('Period 1 of 4 • 3-3-2', { exact: true })).toBeVisible();
      await expect(parent.getByRole('heading', { name: /^Bench \([1-9]\d*\)$/ })).toBeVisible();
      await expect(parent.getByText(/^A copy/)).toHaveCount(0);
      await shot(parent, 'viewer-after-duplicate');

      // The copy, opened in the viewer by its id, says it is not the plan and links the plan.
      await parent.goto(`${viewerOfPeriod1}&formationId=${copyId}`);
      await expect(parent.getByText(/^A copy, not the plan match planning shows/)).toBeVisible();
      await expect(parent.getByRole('link', { name: "See the team's plan" })).toHaveAttribute(
        'href',
        viewerOfPeriod1,
      );
      await expectAccessible(parent);

      // Saved in the editor, the copy becomes the plan: no bench (a copy leaves it out).
      await page.goto(`/teams/${teamId}/formations`);
      await card(page, `${plan.name} (Copy)`).getByRole('link', { name: /^Edit/ }).click();
      await expect(page).toHaveURL(new RegExp(`formation-editor\\?.*formationId=${copyId}$`));
      await expect(page.getByLabel('Formation name')).toHaveValue(`${plan.name} (Copy)`);
      await expect(page.getByText('A copy: the team sees it once you save it')).toBeVisible();
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Formation saved successfully', { exact: true })).toBeVisible();
      await expect(page.getByText('All changes saved')).toBeVisible();
      await parent.goto(viewerOfPeriod1);
      await expect(parent.getByText('Period 1 of 4 • 3-3-2', { exact: true })).toBeVisible();
      await expect(parent.getByRole('heading', { name: 'Bench (0)' })).toBeVisible();
      await page.goto(`/teams/${teamId}/formations`);
      await expect(card(page, `${plan.name} (Copy)`)).not.toContainText(COPY_NOTE);
      await expect(card(page, plan.name)).toContainText('Not shown: a later plan for this period exists');
    } finally {
      await parentContext.close();
      await removeCopies(page, teamId);
    }
  });

  test('an empty library says how to start; a duplicate or delete the server refuses says so', async ({
    page,
    inbox,
  }) => {
    // The demo's U14 team has no formations; its coach also coaches the U12s, so "/" asks for a team.
    await signIn(page, inbox, 'multi@demo.test');
    const u14Link = page.getByRole('link', { name: /Riverside Rovers U14/ });
    await expect(u14Link).toBeVisible();
    const teamId = ((await u14Link.getAttribute('href')) ?? '').split('/')[2] ?? '';
    expect(teamId).not.toBe('');
    const team = `/api/teams/${encodeURIComponent(teamId)}`;
    const opponent = `Quarry Lane ${test.info().project.name}-${Date.now().toString(36)}`;
    try {
      await page.goto(`/teams/${teamId}/formations`);
      await expect(page.getByRole('heading', { name: 'No formations saved yet' })).toBeVisible();
      await expect(page.getByText('Start by creating your first formation in the editor')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Create Formation', exact: true })).toHaveAttribute(
        'href',
        `/teams/${teamId}/formation-editor`,
      );
      await expect(page.getByRole('article')).toHaveCount(0);
      await expectAccessible(page);
      await shot(page, 'library-empty');

      // A match plan and a practice shape, saved (say) by the other coach.
      const opposition = await page.request.post(`${team}/teams`, { data: { name: opponent } });
      expect(opposition.ok()).toBe(true);
      const { id: opponentTeamId } = (await opposition.json()) as { id: number };
      const made = await page.request.post(`${team}/matches`, {
        data: { opponentTeamId, matchDate: new Date(Date.now() + 86_400_000).toISOString(), isHome: 1 },
      });
      expect(made.ok()).toBe(true);
      const { id: matchId } = (await made.json()) as { id: number };
      for (const data of [
        { name: 'Cup plan', formation: '4-4-2', matchId, quarter: 1 },
        { name: 'Small-sided', formation: '4-5-1', quarter: 1 },
      ]) {
        const saved = await page.request.post(`${team}/formations`, {
          data,
        });
        expect(saved.ok(), await saved.text()).toBe(true);
      }
      await page.reload();
      await expect(page.getByRole('article')).toHaveCount(2);

      // While the page was open the other coach deleted the practice shape: Delete is refused (404),
      // says so, and the card stays gone.
      const formations = await api<ApiFormation[]>(page, 'GET', `${team}/formations`);
      const practice = formations.find((f) => f.name === 'Small-sided');
      expect((await page.request.delete(`/api/formations/${practice?.id}`)).ok()).toBe(true);
      await card(page, 'Small-sided')
        .getByRole('button', { name: /^Delete/ })
        .click();
      await page
        .getByRole('alertdialog', { name: 'Delete Small-sided?' })
        .getByRole('button', { name: 'Delete Formation' })
        .click();
      await expect(page.getByText('Failed to delete formation', { exact: true })).toBeVisible();
      await expect(page.getByText('Formation deleted successfully')).toHaveCount(0);
      await expect(card(page, 'Small-sided')).toHaveCount(0);
      await expect(page.getByRole('article')).toHaveCount(1);

      // And deleted the match (its plan with it): Duplicate is refused, and no copy is left behind.
      expect((await page.request.delete(`${team}/matches/${matchId}`)).ok()).toBe(true);
      await card(page, 'Cup plan')
        .getByRole('button', { name: /^Duplicate/ })
        .click();
      await expect(page.getByText('Failed to duplicate formation', { exact: true })).toBeVisible();
      await expect(page.getByText('Formation duplicated successfully')).toHaveCount(0);
      await expect(card(page, 'Cup plan (Copy)')).toHaveCount(0);
      // The list read again after the refusals: the library is empty once more.
      await expect(page.getByRole('heading', { name: 'No formations saved yet' })).toBeVisible();
      expect(await api<ApiFormation[]>(page, 'GET', `${team}/formations`)).toEqual([]);
    } finally {
      for (const row of await api<ApiFormation[]>(page, 'GET', `${team}/formations`)) {
        await page.request.delete(`/api/formations/${row.id}`);
      }
      for (const match of await api<Array<{ id: number; opponentName: string | null }>>(
        page,
        'GET',
        `${team}/matches`,
      )) {
        if (match.opponentName === opponent) await page.request.delete(`${team}/matches/${match.id}`);
      }
      for (const row of await api<Array<{ id: number; name: string }>>(page, 'GET', `${team}/teams`)) {
        if (row.name === opponent) await page.request.delete(`${team}/teams/${row.id}`);
      }
    }
  });

  test('a parent reads the library and the viewer without controls to change them', async ({
    page,
    inbox,
  }) => {
    const teamId = await signInTo(page, inbox, 'parent@demo.test');
    // Formations are in the coaches' menu only.
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    if (await menuButton.isVisible()) await menuButton.click();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Matches' }),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Formations' }),
    ).toHaveCount(0);
    if (await menuButton.isVisible()) await page.keyboard.press('Escape');

    await page.goto(`/teams/${teamId}/formations`);
    await expect(page.getByRole('heading', { level: 1, name: 'Formation Library' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(9);
    await expect(page.getByRole('link', { name: 'Create New Formation' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Duplicate|Delete)/ })).toHaveCount(0);
    await expectAccessible(page);
    await shot(page, 'library-parent');

    // View opens the viewer, read only.
    const match = await plannedNextMatch(page, teamId);
    await card(page, `${match.opponentName} P2`).getByRole('link', { name: /^View/ }).click();
    await expect(page).toHaveURL(
      new RegExp(`/teams/${teamId}/formation-viewer\\?match=${match.id}&quarter=2&formationId=\\d+$`),
    );
    await expect(page.getByText('Period 2 of 4 • 3-2-3', { exact: true })).toBeVisible();
    await expect(page.locator('[data-badge="captain"]')).toBeVisible();
    await expect(page.getByRole('link', { name: /Edit/ })).toHaveCount(0);
    // The change into the period names only his own family's players (decision 052).
    const changes = page.getByRole('region', { name: "Changes at 15'" });
    await expect(changes).toContainText("Only your family's players are listed.");
    for (const item of await changes.getByRole('listitem').allTextContents()) {
      expect(item).toContain('Harry Whitfield');
    }
    await expectAccessible(page);
    await shot(page, 'viewer-parent');
    await changes.scrollIntoViewIfNeeded();
    await shot(page, 'viewer-parent-changes');
  });
});
