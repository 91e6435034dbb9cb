import type { Locator, Page } from '@playwright/test';
import { demoKickOff } from '../server/db/seed-demo';
import { extractVerifyLink } from '../server/test-support/smtp-inbox';
import { ukWallClock } from '../shared/domain/uk-time';
import {
  expect,
  expectAccessible,
  expectTapTarget,
  followMenuLink,
  signIn,
  test,
  waitForMail,
} from './fixtures';

// The league screen (spec 000 §2, §4, §6, §8) on a phone (cards) and a desktop (table). Both projects
// may share one app: every team this file creates carries its own suffix and is removed again.

const unique = () => `${test.info().project.name}-${Date.now().toString(36)}`;
const isPhone = () => test.info().project.name === 'phone';

// The app writes UK time wherever the phone is (shared/domain/uk-time.ts): a zone far from the UK shows it.
test.use({ timezoneId: 'America/New_York' });

/** The seed's fixture day (server/db/seed-demo.ts) as YYYY-MM-DD. */
const seedDay = (offsetDays: number) => demoKickOff(new Date(), offsetDays).toISOString().slice(0, 10);

/** The seed's 10:00 UTC kick-off as the UK's clock reads it: 10:00 in winter, 11:00 in summer time. */
function seedKickOff(offsetDays: number): string {
  const { hour, minute } = ukWallClock(demoKickOff(new Date(), offsetDays));
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** One team's card on a phone, its table row on a desktop. */
function teamEntry(page: Page, name: string): Locator {
  return isPhone()
    ? page
        .getByRole('list', { name: 'Opposition teams' })
        .getByRole('listitem')
        .filter({
          has: page.getByRole('heading', { name, exact: true }),
        })
    : page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });
}

/** Signs in as the single-team coach and returns the team's secure id from the landing URL. */
async function signInAsCoach(page: Page, inbox: Parameters<typeof signIn>[1]): Promise<string> {
  await signIn(page, inbox, 'coach@demo.test');
  await page.waitForURL(/\/teams\/[^/]+\/squad-management$/);
  const teamId = new URL(page.url()).pathname.split('/')[2];
  if (!teamId) throw new Error('no team id in the landing URL');
  return teamId;
}

/** Removes teams a failed run left behind, through the page's own session. */
async function removeTeamsNamed(page: Page, teamId: string, suffix: string) {
  await page.evaluate(
    async ({ teamId, suffix }) => {
      const base = `/api/teams/${encodeURIComponent(teamId)}/teams`;
      const res = await fetch(base, { credentials: 'include' });
      if (!res.ok) return;
      const teams = (await res.json()) as Array<{ id: number; name: string }>;
      for (const team of teams.filter((t) => t.name.includes(suffix))) {
        await fetch(`${base}/${team.id}`, { method: 'DELETE', credentials: 'include' });
      }
    },
    { teamId, suffix },
  );
}

test.describe('league screen', () => {
  test('a coach adds, edits and removes an opposition team and reads results and fixtures', async ({
    page,
    inbox,
  }) => {
    const id = unique();
    const name = `Kingsway Kestrels ${id}`;
    const renamed = `Kingsway Kites ${id}`;
    const teamId = await signInAsCoach(page, inbox);

    try {
      await followMenuLink(page, 'League');
      await expect(page).toHaveURL(`/teams/${teamId}/league-management`);
      await expect(page.getByRole('heading', { level: 1, name: 'League Management' })).toBeVisible();
      await expect(page).toHaveTitle('League Management - Touchline');

      // A seeded opponent: won 2-1 at home 56 days ago, away in 6 days, two matches in all.
      const ashford = teamEntry(page, 'Ashford Athletic');
      await expect(ashford).toBeVisible();
      await expect(ashford.getByText('AA', { exact: true })).toBeVisible();
      await expect(ashford.getByText('Ashford Recreation Ground')).toBeVisible();
      await expect(ashford.getByText('Strong, direct side. Big centre-forward.')).toBeVisible();
      await expect(ashford.getByText('W 2-1', { exact: true })).toBeVisible();
      const [lastDate, nextDate] = [ashford.locator('time').first(), ashford.locator('time').nth(1)];
      await expect(lastDate).toHaveAttribute('datetime', new RegExp(`^${seedDay(-56)}T10:00`));
      await expect(nextDate).toHaveAttribute('datetime', new RegExp(`^${seedDay(6)}T10:00`));
      await expect(nextDate).toHaveText(
        new RegExp(`^\\w{3} \\d{1,2} \\w{3,4}( \\d{4})?, ${seedKickOff(6)}$`),
      );
      await expect(ashford.getByText('Away', { exact: true })).toBeVisible();
      // Lost 0-2 away, nothing scheduled since.
      const dene = teamEntry(page, 'Dene Valley Juniors');
      await expect(dene.getByText('L 0-2', { exact: true })).toBeVisible();
      await expect(dene.getByText('TBD', { exact: true })).toBeVisible();
      // Results from our side with their letter, read out in words: 0-3 away is a win, 1-1 a draw.
      const brookfield = teamEntry(page, 'Brookfield United');
      await expect(brookfield.getByText('W 3-0', { exact: true })).toBeVisible();
      await expect(brookfield.getByText('Won 3-0', { exact: true })).toBeAttached();
      await expect(teamEntry(page, 'Castleton Colts').getByText('D 1-1', { exact: true })).toBeVisible();
      // The fixture three weeks ago still has no score: it stays the next match (the earliest unplayed,
      // spec 000 §4), marked Overdue beside the result a week after it. Ashford's next is to come.
      const fairview = teamEntry(page, 'Fairview Falcons');
      await expect(fairview.getByText('W 2-1', { exact: true })).toBeVisible();
      await expect(fairview.getByText('Overdue', { exact: true })).toBeVisible();
      await expect(fairview.getByText('Home', { exact: true })).toBeVisible();
      await expect(ashford.getByText('Overdue')).toHaveCount(0);
      // A to Z.
      const names = isPhone()
        ? page.getByRole('list', { name: 'Opposition teams' }).getByRole('heading')
        : page.getByRole('rowheader');
      // The text itself: cards off screen are not drawn (draw-when-near), and their innerText is empty.
      const shown = (await names.allTextContents()).map((text) => text.trim());
      expect(shown.every(Boolean)).toBe(true);
      const collator = new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true });
      expect(shown).toEqual([...shown].sort(collator.compare));
      await expectAccessible(page);

      // The removal confirmation says what happens to the matches already played against a team.
      await page.getByRole('button', { name: 'Remove Ashford Athletic' }).click();
      const ashfordConfirm = page.getByRole('alertdialog', { name: 'Remove Ashford Athletic?' });
      await expect(
        ashfordConfirm.getByText('2 matches against Ashford Athletic will stay, with the opponent cleared.'),
      ).toBeVisible();
      await ashfordConfirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(ashfordConfirm).toBeHidden();
      await expect(ashford).toBeVisible();

      // Add: the name is required, in place and without a call.
      await page.getByRole('button', { name: 'Add Team' }).click();
      const addDialog = page.getByRole('dialog', { name: 'Add Team' });
      await addDialog.getByRole('button', { name: 'Add Team' }).click();
      await expect(addDialog.getByText('Team name is required')).toBeVisible();
      await expect(addDialog.getByLabel('Team name')).toHaveAttribute('aria-invalid', 'true');
      await addDialog.getByLabel('Team name').fill(name);
      await addDialog.getByLabel('Location (optional)').fill('Kingsway Park');
      await expectAccessible(page);
      await addDialog.getByRole('button', { name: 'Add Team' }).click();
      await expect(page.getByText('Team added successfully')).toBeVisible();
      await expect(addDialog).toBeHidden();
      const added = teamEntry(page, name);
      await expect(added).toBeVisible();
      await expect(added.getByText('KK', { exact: true })).toBeVisible();
      await expect(added.getByText('Not Played', { exact: true })).toBeVisible();
      await expect(added.getByText('TBD', { exact: true })).toBeVisible();

      // The same name again, in other letters' case: the server's 409 through the mapper.
      await page.getByRole('button', { name: 'Add Team' }).click();
      await addDialog.getByLabel('Team name').fill(name.toUpperCase());
      // Said as it is typed; saving anyway gets the server's answer.
      await expect(addDialog.getByText(`${name} is already in your list.`)).toBeVisible();
      await addDialog.getByRole('button', { name: 'Add Team' }).click();
      await expect(page.getByText('Duplicate Team Name')).toBeVisible();
      await expect(
        page.getByText('This team name already exists. Please choose a different name.'),
      ).toBeVisible();
      // The field keeps naming the team in the list, now as its error.
      await expect(addDialog.getByText(`${name} is already in your list.`)).toBeVisible();
      await expect(addDialog.getByLabel('Team name')).toHaveAttribute('aria-invalid', 'true');
      await expect(addDialog.getByLabel('Team name')).toBeFocused();
      await addDialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(addDialog).toBeHidden();

      // Edit: the dialog starts from the team's details.
      await page.getByRole('button', { name: `Edit ${name}` }).click();
      const editDialog = page.getByRole('dialog', { name: 'Edit Team' });
      await expect(editDialog.getByLabel('Team name')).toHaveValue(name);
      await expect(editDialog.getByLabel('Location (optional)')).toHaveValue('Kingsway Park');
      await editDialog.getByLabel('Team name').fill(renamed);
      await editDialog.getByLabel('Location (optional)').fill('');
      await editDialog.getByLabel('Comments (optional)').fill('Tall back line; play it on the floor.');
      await editDialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Team updated successfully')).toBeVisible();
      await expect(editDialog).toBeHidden();
      const edited = teamEntry(page, renamed);
      await expect(edited.getByText('Tall back line; play it on the floor.')).toBeVisible();
      await expect(edited.getByText('Kingsway Park')).toHaveCount(0);
      await expect(teamEntry(page, name)).toHaveCount(0);

      // Remove, after a confirmation that counts its matches (none). The row leaves at the press; a
      // refusal (here a server that cannot answer) puts it back.
      await page.route(`**/api/teams/${teamId}/teams/*`, (route) =>
        route.request().method() === 'DELETE'
          ? route.fulfill({ status: 503, json: { message: 'Service unavailable' } })
          : route.fallback(),
      );
      await page.getByRole('button', { name: `Remove ${renamed}` }).click();
      const confirm = page.getByRole('alertdialog', { name: `Remove ${renamed}?` });
      await expect(confirm.getByText(`No matches are recorded against ${renamed}.`)).toBeVisible();
      await confirm.getByRole('button', { name: 'Remove Team' }).click();
      await expect(page.getByText('Team Error')).toBeVisible();
      await expect(teamEntry(page, renamed)).toHaveCount(1);
      await page.unroute(`**/api/teams/${teamId}/teams/*`);
      await page.getByRole('button', { name: `Remove ${renamed}` }).click();
      await confirm.getByRole('button', { name: 'Remove Team' }).click();
      await expect(confirm).toBeHidden();
      await expect(teamEntry(page, renamed)).toHaveCount(0);
      await expect(page.getByText('Team removed successfully')).toBeVisible();
      await expect(page.getByRole('heading', { name: /^Opposition teams/ })).toBeFocused();
    } finally {
      await removeTeamsNamed(page, teamId, id);
    }
  });

  test('a parent sees League View, read only', async ({ page, inbox }) => {
    await signIn(page, inbox, 'parent@demo.test');
    await page.waitForURL(/\/teams\/[^/]+\/squad-management$/);
    await followMenuLink(page, 'League');
    await expect(page.getByRole('heading', { level: 1, name: 'League View' })).toBeVisible();
    await expect(page).toHaveTitle('League View - Touchline');

    const ashford = teamEntry(page, 'Ashford Athletic');
    await expect(ashford.getByText('W 2-1', { exact: true })).toBeVisible();
    await expect(teamEntry(page, 'Fairview Falcons').getByText('Overdue', { exact: true })).toBeVisible();
    if (isPhone()) {
      // Once above the cards rather than on every one.
      const viewOnly = page.getByText('View Only').filter({ visible: true });
      await expect(viewOnly).toHaveCount(1);
      await expect(viewOnly).toBeVisible();
    } else {
      await expect(page.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
      await expect(ashford.getByText('View Only')).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Add Team' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Remove) / })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('without a team in the URL a single-team coach can read, but writes stop before the server', {
    tag: '@once',
  }, async ({ page, inbox }) => {
    const id = unique();
    await signInAsCoach(page, inbox);
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/teams') && request.method() !== 'GET') writes.push(request.method());
    });

    // A single-team coach can read the unscoped page (GET /api/teams) ...
    await page.goto('/league-management');
    await expect(page.getByRole('heading', { level: 1, name: 'League Management' })).toBeVisible();
    await expect(teamEntry(page, 'Ashford Athletic')).toBeVisible();
    await expect(page.getByText('No team is selected, so changes cannot be saved here.')).toBeVisible();
    await expectTapTarget(page.getByRole('link', { name: 'Open your team' }));
    await expectAccessible(page);

    // ... but every write says it needs the team and sends nothing.
    await page.getByRole('button', { name: 'Add Team' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add Team' });
    await addDialog.getByLabel('Team name').fill(`Nowhere Town ${id}`);
    await addDialog.getByRole('button', { name: 'Add Team' }).click();
    // In the toast, and in the dialog too: on a phone the dialog covers the toast.
    await expect(addDialog.getByRole('alert')).toHaveText(/Team ID is required to create team/);
    await expect(page.getByText('Team ID is required to create team')).toHaveCount(2);
    await addDialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Edit Ashford Athletic' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Team' });
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(editDialog.getByRole('alert')).toHaveText(/Team ID is required to update team/);
    await expect(page.getByText('Team ID is required to update team')).toHaveCount(2);
    await editDialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Remove Ashford Athletic' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove Ashford Athletic?' });
    await confirm.getByRole('button', { name: 'Remove Team' }).click();
    // The confirmation closes so the toast can be read.
    await expect(page.getByText('Team ID is required to delete team')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(teamEntry(page, 'Ashford Athletic')).toBeVisible();
    expect(writes).toEqual([]);
  });

  test("an invited coach edits on the unscoped page: the role on the team counts, not the user's own", {
    tag: '@once',
  }, async ({ page, inbox, browser }) => {
    // The admin invites a new address as coach of the seeded U12 team: a new user's own (platform)
    // role is player_parent, so only the role on the team can make them an editor (decision 014).
    const coachEmail = `invited-coach-${unique()}@example.test`;
    await signIn(page, inbox, 'admin@demo.test');
    const clubs = (await (await page.request.get('/api/admin/clubs')).json()) as Array<{
      myTeams: Array<{ id: number; name: string }>;
    }>;
    const u12 = clubs.flatMap((club) => club.myTeams).find((team) => team.name === 'Riverside Rovers U12');
    if (!u12) throw new Error('the seeded U12 team is missing');
    const invited = await page.request.post(`/api/admin/teams/${u12.id}/users`, {
      data: { email: coachEmail, role: 'coach' },
    });
    expect(invited.ok()).toBe(true);
    const { userId } = (await invited.json()) as { userId: number };

    const coachContext = await browser.newContext({ viewport: page.viewportSize() });
    try {
      const coachPage = await coachContext.newPage();
      await coachPage.goto(extractVerifyLink((await waitForMail(inbox, coachEmail)).text));
      await coachPage.getByRole('button', { name: 'Sign in' }).click();
      await coachPage.waitForURL(/\/teams\/[^/]+\/squad-management$/, { timeout: 15_000 });
      const me = (await (await coachPage.request.get('/api/auth/user')).json()) as { role: string };
      expect(me.role).toBe('player_parent');

      // No team in the URL: the server acts on the coach's only team, and so does the page.
      await coachPage.goto('/league-management');
      await expect(coachPage.getByRole('heading', { level: 1, name: 'League Management' })).toBeVisible();
      await expect(coachPage).toHaveTitle('League Management - Touchline');
      await expect(teamEntry(coachPage, 'Ashford Athletic')).toBeVisible();
      await expect(coachPage.getByRole('button', { name: 'Add Team' })).toBeVisible();
      await expect(coachPage.getByRole('button', { name: 'Edit Ashford Athletic' })).toBeVisible();
      await expect(coachPage.getByText('View Only')).toHaveCount(0);
      await expectAccessible(coachPage);
    } finally {
      await coachContext.close();
      await page.request.delete(`/api/admin/teams/${u12.id}/users/${userId}`);
    }
  });

  test('a parent still reads only on the unscoped page', { tag: '@once' }, async ({ page, inbox }) => {
    await signIn(page, inbox, 'parent@demo.test');
    await page.waitForURL(/\/teams\/[^/]+\/squad-management$/);
    await page.goto('/league-management');
    await expect(page.getByRole('heading', { level: 1, name: 'League View' })).toBeVisible();
    await expect(teamEntry(page, 'Ashford Athletic')).toBeVisible();
    await expect(page.getByText('View Only').filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Team' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Remove) / })).toHaveCount(0);
  });

  test('a coach of two teams is asked to choose one on the unscoped page', async ({ page, inbox }) => {
    await signIn(page, inbox, 'multi@demo.test');
    await page.goto('/league-management');
    // The caller's list of teams says the server could not pick one: nothing is asked, a way forward shown.
    await expect(page.getByRole('heading', { name: 'Choose a team first' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Choose Your Team' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Select Your Team' })).toBeVisible();
  });

  test('someone on no team is told so, not shown an error', { tag: '@once' }, async ({ page, inbox }) => {
    await signIn(page, inbox, 'noteam@demo.test');
    await page.goto('/league-management');
    await expect(page.getByRole('heading', { level: 1, name: 'League View' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No team yet' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Team' })).toHaveCount(0);
  });
});
