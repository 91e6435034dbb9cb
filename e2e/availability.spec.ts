import type { Page } from '@playwright/test';
import { api, expect, expectAccessible, expectTapTarget, signIn, test } from './fixtures';

// Families answer availability (issue 31): the demo parent says his son cannot play in the next match,
// with a note; the coach sees the counts, the note and who is silent, and copies the Unavailable answers
// into the match's unavailable list with one tap. Both projects may share one app: the test puts the
// match's list and the answer back as they were.

const PLAYER = '2 Harry Whitfield';

type ApiMatch = {
  id: number;
  opponentName: string | null;
  matchDate: string | null;
  unavailablePlayerIds: number[];
};
type ApiPlayer = { id: number; shirtNumber: number; firstName: string; lastName: string };

/** The Matches page, where match planning opens on the next match; gives the heading's opponent. */
async function openMatches(page: Page, teamId: string) {
  await page.goto(`/teams/${teamId}/match-planning`);
  const heading = page.getByRole('heading', { level: 2, name: /^vs / }).first();
  await expect(heading).toBeVisible();
  const answers = page.getByRole('heading', { name: 'Answers' });
  await expect(answers).toBeVisible();
  return heading;
}

test('a parent answers for his child and the coach copies the Unavailable answer into the match', async ({
  page,
  browser,
  inbox,
}) => {
  await signIn(page, inbox, 'coach@demo.test');
  await page.waitForURL(/\/teams\/[^/]+\/squad-management$/);
  const teamId = new URL(page.url()).pathname.split('/')[2] ?? '';
  const team = `/api/teams/${encodeURIComponent(teamId)}`;
  const squad = await api<ApiPlayer[]>(page, 'GET', `${team}/players`);
  const harry = squad.find((p) => `${p.shirtNumber} ${p.firstName} ${p.lastName}` === PLAYER);
  if (!harry) throw new Error(`the demo squad has no ${PLAYER}`);

  const parentContext = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    isMobile: test.info().project.name === 'phone',
    hasTouch: test.info().project.name === 'phone',
  });
  let matchId = 0;
  try {
    const parent = await parentContext.newPage();
    await signIn(parent, inbox, 'parent@demo.test');
    await parent.waitForURL(/\/teams\/[^/]+\/squad-management$/);
    const heading = await openMatches(parent, teamId);
    const opponent = ((await heading.textContent()) ?? '').replace(/^vs /, '').trim();
    const matches = await api<ApiMatch[]>(parent, 'GET', `${team}/matches`);
    // The next match against that opponent (the demo meets some teams twice).
    matchId =
      matches
        .filter((m) => m.opponentName === opponent && m.matchDate && Date.parse(m.matchDate) > Date.now())
        .sort((a, b) => Date.parse(a.matchDate ?? '') - Date.parse(b.matchDate ?? ''))[0]?.id ?? 0;
    expect(matchId, `the match against ${opponent}`).toBeGreaterThan(0);

    // His own child only, three answers a thumb can reach, and a note saved with the answer.
    await expect(
      parent.getByText('Tell the coach whether your player can play in this match.'),
    ).toBeVisible();
    const answer = parent.getByRole('group', { name: PLAYER });
    await expect(answer).toBeVisible();
    // His row: the answers, the note and what was saved.
    const row = parent.getByRole('listitem').filter({ has: answer });
    const unavailable = answer.getByRole('button', { name: 'Unavailable' });
    await expectTapTarget(unavailable);
    await row.getByLabel(`Note for the coach (optional) about ${PLAYER}`).fill('Away at a wedding');
    await unavailable.click();
    await expect(unavailable).toHaveAttribute('aria-pressed', 'true');
    await expect(row.getByRole('status')).toContainText('Saved: Unavailable');
    await expectAccessible(parent);
    await parent.screenshot({ path: test.info().outputPath('parent-answered.png') });

    // The coach: the counts, the note, and one tap copies the answer into the match's own list.
    await page.goto(`/teams/${teamId}/match-planning?matchId=${matchId}`);
    await expect(page.getByRole('heading', { name: 'Answers' })).toBeVisible();
    await expect(page.getByText(/Unavailable [1-9]\d*/).first()).toBeVisible();
    await expect(page.getByText(`${PLAYER}: Away at a wedding`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Not answered' })).toBeVisible();
    const copy = page.getByRole('button', {
      name: /^Mark the \d+ unavailable players? as unavailable for this match$/,
    });
    await expect(copy).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('coach-answers.png') });
    await copy.click();
    await expect(page.getByText(/marked unavailable for this match/).first()).toBeVisible();
    await expect(
      page.getByText("Every player who answered Unavailable is in the match's unavailable list."),
    ).toBeVisible();
    const stored = await api<ApiMatch[]>(page, 'GET', `${team}/matches`);
    expect(stored.find((m) => m.id === matchId)?.unavailablePlayerIds).toContain(harry.id);
  } finally {
    await parentContext.close();
    if (matchId > 0) {
      // The match's list and the answer as they were, for the other journeys on this app.
      await api(page, 'PATCH', `/api/matches/${matchId}/player-availability`, { markAvailable: [harry.id] });
      await api(page, 'PUT', `/api/events/match-${matchId}/availability/${harry.id}`, {
        answer: 'available',
      });
    }
  }
});
