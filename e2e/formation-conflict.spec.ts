import type { Page } from '@playwright/test';
import { expect, expectAccessible, followMenuLink, test } from './fixtures';
import { coachWithTodaysMatch, controlledByWorker, goOffline, serverFormation } from './match-day';

// Two coaches on one formation (issue 32, decision 070: "the server's versions decide conflicts; a
// conflict is shown, never lost"). A save made on a version someone else has saved over is refused; the
// editor says so above its save bar and the coach chooses: "Load theirs" puts the other coach's version
// on screen (his own is dropped), and the next save goes on it. A save refused while its editor is
// closed (it waited for the signal, and the coach went on to another page) is told by a toast that stays
// until dismissed, whose Open brings the coach's version back in the editor. The save with its conflict
// shown and "Save mine over theirs" is in offline-formation-saves.spec.ts.

type ApiFormation = { id: number; notes: string | null; version: number };

/** Another coach's save, from his own phone (with signal): on the version he has, with its own id. */
async function theirSave(
  page: Page,
  team: string,
  formation: ApiFormation,
  notes: string,
): Promise<ApiFormation> {
  const answer = await page.request.put(`/api/formations/${formation.id}`, {
    data: { notes, version: formation.version, requestId: crypto.randomUUID() },
  });
  // Refused, the formation as the server has it then says whose save came first.
  const stored = answer.ok() ? null : await serverFormation(page, team, formation.id).catch(String);
  expect(answer.status(), `${await answer.text()} ${JSON.stringify(stored)}`).toBe(200);
  return (await answer.json()) as ApiFormation;
}

/** A formation for the match's first period, made on the server. */
async function planFirstPeriod(page: Page, team: string, matchId: number): Promise<ApiFormation> {
  const created = await page.request.post(`${team}/formations`, {
    data: {
      matchId,
      quarter: 1,
      name: `Plan ${Date.now().toString(36)}`,
      notes: 'Press high',
      requestId: crypto.randomUUID(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as ApiFormation;
}

test('a save refused because another coach saved first: Load theirs shows their version, and the next save goes on it', async ({
  page,
  inbox,
}) => {
  const day = await coachWithTodaysMatch(page, inbox, { opponentPrefix: 'Conflict' });
  const { teamId, team, matchId } = day;
  const formation = await planFirstPeriod(page, team, matchId);
  const notes = page.getByLabel('Formation Notes');
  const saveBar = page.locator('[data-save-bar]');
  const save = page.getByRole('button', { name: 'Save Changes' });
  const conflict = page
    .getByRole('alert')
    .filter({ hasText: 'Not saved: someone else changed this formation' });
  try {
    await page.goto(
      `/teams/${teamId}/formation-editor?match=${matchId}&quarter=1&formationId=${formation.id}`,
    );
    await expect(notes).toHaveValue('Press high');
    await expect(saveBar).toContainText('All changes saved');

    // The other coach saves while this one is still typing.
    const theirs = await theirSave(page, team, formation, 'Theirs: press everywhere');
    await notes.fill('Mine: sit deep');
    await save.click();
    await expect(conflict).toBeVisible();
    // His version stays on screen until he chooses; nothing of it was written.
    await expect(notes).toHaveValue('Mine: sit deep');
    expect((await serverFormation<ApiFormation>(page, team, formation.id)).notes).toBe(
      'Theirs: press everywhere',
    );
    await expectAccessible(page);
    await page.screenshot({
      path: `test-results/formation-conflict/${test.info().project.name}-conflict.png`,
    });

    // Load theirs: the other coach's version on screen, his own dropped, nothing left to save.
    await conflict.getByRole('button', { name: 'Load theirs' }).click();
    await expect(conflict).toBeHidden();
    await expect(notes).toHaveValue('Theirs: press everywhere');
    await expect(saveBar).toContainText('All changes saved');
    // Dropped for good: a reload does not offer it back as unsaved changes.
    await page.reload();
    await expect(notes).toHaveValue('Theirs: press everywhere');
    await expect(page.getByText('Restored your unsaved changes')).toBeHidden();

    // The next save goes on their version, with no conflict.
    await notes.fill('Theirs, and then drop off');
    await save.click();
    await expect(saveBar).toContainText('All changes saved');
    await expect(conflict).toBeHidden();
    const saved = await serverFormation<ApiFormation>(page, team, formation.id);
    expect(saved.notes).toBe('Theirs, and then drop off');
    expect(saved.version).toBe(theirs.version + 1);
  } finally {
    await page.request.delete(`/api/formations/${formation.id}`);
    await day.remove();
  }
});

test.describe('with the installed app', () => {
  test.use({ serviceWorkers: 'allow' });

  test('@once a save refused on its way while its editor is closed is told by a lasting toast, whose Open brings the coach’s version back', async ({
    page,
    context,
    inbox,
  }) => {
    // The worker takes the page only once the browser is idle, ten seconds after load (decision 070).
    test.setTimeout(180_000);
    const day = await coachWithTodaysMatch(page, inbox, { opponentPrefix: 'Closed editor' });
    const { teamId, team, matchId } = day;
    const formation = await planFirstPeriod(page, team, matchId);
    const notes = page.getByLabel('Formation Notes');
    const saveBar = page.locator('[data-save-bar]');
    try {
      await controlledByWorker(page);
      await page.goto(
        `/teams/${teamId}/formation-editor?match=${matchId}&quarter=1&formationId=${formation.id}`,
      );
      await expect(notes).toHaveValue('Press high');

      // With no signal the coach saves, then goes on to match planning from the menu: the save waits on
      // the phone. From the menu, not by loading the page: under the browser's emulated offline, the
      // document being left loses its emulation while the next one loads. It hears "online" and its
      // save goes out, unthrottled and without the phone's user agent, before the other coach's (11 of
      // 42 runs here). A phone with no signal has no such moment. A save kept over a reload is
      // offline-formation-saves.spec.ts's.
      await goOffline(page);
      await notes.fill('Mine: sit deep');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(saveBar).toContainText('Saved on this phone: sent when the signal returns');
      await followMenuLink(page, 'Matches');
      await expect(page.getByRole('heading', { level: 1, name: 'Match Planning' })).toBeVisible();
      // Meanwhile the other coach saves the same formation.
      await theirSave(page, team, formation, 'Theirs: press everywhere');

      // The signal returns: the save is refused on its way, and a toast says so until it is dismissed.
      await context.setOffline(false);
      const told = page.locator('.toast').filter({ hasText: `not saved` });
      await expect(told).toContainText('Someone else saved it while your save was waiting to be sent.', {
        timeout: 20_000,
      });
      await expect(told).toContainText('Your version is kept on this phone');
      expect((await serverFormation<ApiFormation>(page, team, formation.id)).notes).toBe(
        'Theirs: press everywhere',
      );
      // Still there after the few seconds a toast usually lasts.
      await page.waitForTimeout(6_000);
      await expect(told).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({
        path: `test-results/formation-conflict/${test.info().project.name}-toast.png`,
      });

      // Open: the editor with the coach's version, kept on the phone, ready to be saved again or dropped.
      await told.getByRole('button', { name: 'Open' }).click();
      await expect(page).toHaveURL(new RegExp(`formationId=${formation.id}`));
      await expect(notes).toHaveValue('Mine: sit deep');
      await expect(page.getByText('Restored your unsaved changes')).toBeVisible();
    } finally {
      await context.setOffline(false);
      await page.request.delete(`/api/formations/${formation.id}`);
      await day.remove();
    }
  });
});
