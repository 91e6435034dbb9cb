import { extractVerifyLink } from '../server/test-support/smtp-inbox';
import { expect, expectAccessible, signIn, test, waitForMail } from './fixtures';

// Both projects may share an app within a run: every name this file creates is its own.
const unique = () => `${test.info().project.name}-${Date.now().toString(36)}`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('platform administration', () => {
  test('an admin creates a club and a team, invites a coach, and the coach lands on that team', async ({
    page,
    inbox,
    browser,
  }) => {
    const id = unique();
    const clubName = `Hillside Juniors ${id}`;
    const teamName = `Hillside Hawks U10 ${id}`;
    const coachEmail = `new-coach-${id}@example.test`;

    await signIn(page, inbox, 'admin@demo.test');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Platform Administration' })).toBeVisible();
    await expect(page).toHaveTitle('Platform Administration - Touchline');
    for (const stat of ['Total Clubs', 'Total Teams', 'Platform Role']) {
      await expect(page.getByText(stat, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Riverside FC' })).toBeVisible();
    await expectAccessible(page);

    // Create Club: its code comes as the pointer reaches the button, before the press (fetchOnIntent).
    const createClub = page.getByRole('button', { name: 'Create Club' }).first();
    const clubDialogCode = page.waitForResponse(/\/assets\/create-club-dialog-[^/]*\.js$/);
    await createClub.hover();
    await clubDialogCode;
    // A blank name is refused in place, then the club appears.
    await createClub.click();
    const clubDialog = page.getByRole('dialog', { name: 'Create Club' });
    await clubDialog.getByLabel('Club name').fill('   ');
    await clubDialog.getByRole('button', { name: 'Create Club' }).click();
    await expect(clubDialog.getByText('Please enter a club name')).toBeVisible();
    await expect(clubDialog.getByLabel('Club name')).toHaveAttribute('aria-invalid', 'true');
    await clubDialog.getByLabel('Club name').fill(clubName);
    await clubDialog.getByLabel('Location (optional)').fill('Hillside Rec');
    await clubDialog.getByRole('button', { name: 'Create Club' }).click();
    await expect(page.getByText('Club created successfully')).toBeVisible();
    await expect(clubDialog).toBeHidden();
    await expect(page.getByRole('heading', { name: clubName })).toBeVisible();

    // Create Team: name and club are both required, with one message.
    await page.getByRole('button', { name: 'Create Team' }).first().click();
    const teamDialog = page.getByRole('dialog', { name: 'Create Team' });
    await teamDialog.getByRole('button', { name: 'Create Team' }).click();
    await expect(teamDialog.getByText('Please enter a team name and select a club')).toBeVisible();
    await teamDialog.getByLabel('Team name').fill(teamName);
    await teamDialog.getByRole('button', { name: 'Create Team' }).click();
    await expect(teamDialog.getByText('Please enter a team name and select a club')).toBeVisible();
    await teamDialog.getByRole('combobox', { name: 'Club' }).selectOption({ label: clubName });
    await teamDialog.getByLabel('Age group (optional)').fill('U10');
    await teamDialog.getByRole('button', { name: 'Create Team' }).click();
    await expect(page.getByText('Team created successfully')).toBeVisible();
    await expect(teamDialog).toBeHidden();

    const teamLink = page.getByRole('link', { name: teamName });
    await expect(teamLink).toHaveAttribute('href', /^\/teams\/[A-Za-z0-9_-]+\/squad-management$/);
    const teamHref = (await teamLink.getAttribute('href')) ?? '';

    // Manage Team Users: an empty address is refused, then the coach is invited.
    await page.getByRole('button', { name: `Users of ${teamName}` }).click();
    const usersDialog = page.getByRole('dialog', { name: 'Manage Team Users' });
    await expect(usersDialog.getByText('No members yet. Add a coach or a parent above.')).toBeVisible();
    await expect(usersDialog.getByText('No players in this squad yet.')).toBeVisible();
    await usersDialog.getByRole('button', { name: 'Add User' }).click();
    await expect(usersDialog.getByText('Please enter an email address')).toBeVisible();
    await usersDialog.getByLabel('Email address').fill(coachEmail);
    const role = usersDialog.getByRole('combobox', { name: 'Role' });
    await expect(role.getByRole('option')).toHaveText(['Coach', 'Parent/Player']);
    await role.selectOption({ label: 'Coach' });
    await usersDialog.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByText('User added to team successfully')).toBeVisible();
    const member = usersDialog.getByRole('listitem').filter({ hasText: coachEmail });
    await expect(member).toBeVisible();
    await expect(member.getByText('Coach', { exact: true })).toBeVisible();
    await expect(usersDialog.getByLabel('Email address')).toHaveValue('');
    await expectAccessible(page);

    // The coach opens the invitation in their own browser and lands on the new team.
    const mail = await waitForMail(inbox, coachEmail);
    expect(mail.subject).toBe(`You're invited to ${teamName} on Touchline`);
    const coachContext = await browser.newContext({ viewport: page.viewportSize() });
    try {
      const coachPage = await coachContext.newPage();
      await coachPage.goto(extractVerifyLink(mail.text));
      // An invitation was not asked for in this browser, so its page waits for the button.
      await coachPage.getByRole('button', { name: 'Sign in' }).click();
      await expect(coachPage).toHaveURL(new RegExp(`${escapeRegExp(teamHref)}$`), { timeout: 15_000 });
    } finally {
      await coachContext.close();
    }
  });

  test('an admin manages users, settings, messages and deletions', async ({
    page,
    inbox,
    context,
    baseURL,
  }) => {
    const id = unique();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await signIn(page, inbox, 'admin@demo.test');

    // Something to read in Messages, and a club and team to delete, made through the API.
    const subject = `Lost my sign-in link ${id}`;
    const sent = await page.request.post('/api/contact', {
      data: {
        name: 'Robin Parent',
        email: `robin-${id}@example.test`,
        subject,
        message: 'The link in my e-mail says it has expired. Can you help me sign in again please?',
        category: 'security',
      },
    });
    expect(sent.ok()).toBe(true);
    const clubName = `Temporary Club ${id}`;
    const teamName = `Temporary Team ${id}`;
    const club = await page.request.post('/api/admin/clubs', { data: { name: clubName } });
    expect(club.status()).toBe(201);
    const { id: clubId } = (await club.json()) as { id: number };
    expect(
      (await page.request.post(`/api/clubs/${clubId}/teams`, { data: { name: teamName } })).status(),
    ).toBe(201);

    await page.goto('/admin');

    // Messages: newest first, with the category and a reply link.
    const messages = page.getByRole('region', { name: 'Messages' });
    const firstMessage = messages.getByRole('listitem').first();
    await expect(firstMessage.getByRole('heading', { name: subject })).toBeVisible();
    await expect(firstMessage.getByText('Security', { exact: true })).toBeVisible();
    await expect(firstMessage.getByText(`robin-${id}@example.test`)).toBeVisible();
    await expect(firstMessage.getByRole('link', { name: /Reply by email/ })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:robin-${escapeRegExp(id)}@example\\.test\\?subject=`),
    );

    // Manage Team Users of the seeded team: club admins as full access, members with roles, contacts.
    await page.getByRole('button', { name: 'Users of Riverside Rovers U12' }).click();
    const usersDialog = page.getByRole('dialog', { name: 'Manage Team Users' });
    const clubAdmins = usersDialog.getByRole('region', { name: 'Club admins' });
    await expect(clubAdmins.getByText('clubadmin@demo.test')).toBeVisible();
    await expect(clubAdmins.getByText('Full access', { exact: true })).toBeVisible();
    const members = usersDialog.getByRole('region', { name: 'Team members' });
    const coachRow = members.getByRole('listitem').filter({ hasText: 'coach@demo.test' });
    await expect(coachRow.getByText('Coach', { exact: true })).toBeVisible();
    const parentRow = members.getByRole('listitem').filter({ hasText: 'parent@demo.test' });
    await expect(parentRow.getByText('Parent/Player', { exact: true })).toBeVisible();

    await usersDialog.getByRole('button', { name: 'Copy arthur.parent@example.com' }).click();
    await expect(page.getByText('Email address copied to clipboard')).toBeVisible();
    // A toast raised while the dialog is open lives in it: outside it, the page and <body> are inert.
    await expect(
      usersDialog.locator('[data-toast-viewport]').getByText('Email address copied to clipboard'),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('arthur.parent@example.com');

    // Add a parent, then remove them after confirming.
    const parentEmail = `temp-parent-${id}@example.test`;
    await usersDialog.getByLabel('Email address').fill(parentEmail);
    await usersDialog.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Parent/Player' });
    await usersDialog.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByText('User added to team successfully')).toBeVisible();
    const added = members.getByRole('listitem').filter({ hasText: parentEmail });
    await expect(added.getByText('Parent/Player', { exact: true })).toBeVisible();
    await added.getByRole('button', { name: /^Remove/ }).click();
    const removeConfirm = page.getByRole('alertdialog');
    await expect(removeConfirm).toContainText('They will no longer see Riverside Rovers U12');
    await removeConfirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('User removed from team successfully')).toBeVisible();
    await expect(members.getByText(parentEmail)).toHaveCount(0);
    // Focus stays in the dialog although the button that asked is gone.
    await expect(usersDialog.getByRole('heading', { name: 'Team members' })).toBeFocused();
    // Not Escape: while a toast is up, Escape dismisses the toast first.
    await usersDialog.getByRole('button', { name: 'Close' }).click();
    await expect(usersDialog).toBeHidden();

    // Team Settings: the fixtures URL must be https, then Save keeps it.
    await page.getByRole('button', { name: 'Settings of Riverside Rovers U14' }).click();
    const settings = page.getByRole('dialog', { name: 'Team Settings' });
    await settings.getByLabel('League fixtures URL').fill('http://fulltime.example.org/fixtures');
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(settings.getByText('League fixtures URL must be a valid https:// address')).toBeVisible();
    await settings.getByLabel('League fixtures URL').fill('https://fulltime.example.org/fixtures?team=u14');
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Team settings saved')).toBeVisible();
    await expect(settings).toBeHidden();
    await page.getByRole('button', { name: 'Settings of Riverside Rovers U14' }).click();
    await expect(settings.getByLabel('League fixtures URL')).toHaveValue(
      'https://fulltime.example.org/fixtures?team=u14',
    );
    await settings.getByRole('button', { name: 'Cancel' }).click();
    await expect(settings).toBeHidden();

    // A club delete says what goes with it, and Cancel keeps everything.
    await page.getByRole('button', { name: 'Delete club Riverside FC' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Delete Riverside FC?');
    await expect(confirm).toContainText(/with its 2 teams, \d+ players and \d+ matches/);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Riverside FC' })).toBeVisible();

    // Deleting the temporary team, then its club.
    await page.getByRole('button', { name: `Delete team ${teamName}` }).click();
    await expect(confirm).toContainText(
      `This permanently deletes ${teamName} with its 0 players and 0 matches`,
    );
    await confirm.getByRole('button', { name: 'Delete Team' }).click();
    await expect(page.getByText('Team deleted successfully')).toBeVisible();
    await expect(page.getByRole('link', { name: teamName })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Clubs and teams' })).toBeFocused();

    await page.getByRole('button', { name: `Delete club ${clubName}` }).click();
    await expect(confirm).toContainText(`This permanently deletes ${clubName} with its 0 teams`);
    await confirm.getByRole('button', { name: 'Delete Club' }).click();
    await expect(page.getByText('Club deleted successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: clubName })).toHaveCount(0);
  });

  test('a coach opening /admin is told access is denied, not that the page is missing', async ({
    page,
    inbox,
  }) => {
    await signIn(page, inbox, 'coach@demo.test');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have admin privileges to access this page.")).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    await expectAccessible(page);
  });
});
