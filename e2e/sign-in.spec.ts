import type { Page } from '@playwright/test';
import { extractVerifyLink, type SmtpInbox } from '../server/test-support/smtp-inbox';
import { expect, expectAccessible, signIn, test, waitForMail, watchForToast } from './fixtures';

/** The sign-in page, asked to come back to `path` once signed in. */
const returningTo = (path: string) => (url: URL) =>
  url.pathname === '/email-login' && url.searchParams.get('returnTo') === path;

test.describe('sign-in journey', () => {
  test('landing → email-login → link from the e-mail → a single-team coach lands on the squad', async ({
    page,
    inbox,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/ - Touchline$/);
    // The spec's three cards, in its order, each live: none is marked coming soon.
    const cards = ['Formation Planning', 'Squad Management', 'Match Tracking'];
    await expect(page.locator('ul > li > h3')).toHaveText(cards);
    for (const card of cards) {
      await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
    }
    await expect(page.getByText(/coming soon/i)).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Get Started - Sign In' }).click();
    await expect(page).toHaveURL(/\/email-login$/);
    await expect(page.getByText(/Invitation Required/)).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel(/email/i).fill('coach@demo.test');
    await page.getByRole('button', { name: 'Send Login Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await expect(page.getByText('Login link sent!')).toBeVisible();
    await expect(page.getByText('coach@demo.test')).toBeVisible();
    await expect(page.getByText(/30 minutes/)).toBeVisible();
    await expectAccessible(page);

    const mail = await waitForMail(inbox, 'coach@demo.test');
    expect(mail.subject).toBe('Your Touchline sign-in link');
    await page.goto(extractVerifyLink(mail.text));
    await expect(page).toHaveURL(/\/teams\/[A-Za-z0-9_-]+\/squad-management$/);
  });

  test('a coach of two teams chooses a team', async ({ page, inbox }) => {
    await signIn(page, inbox, 'multi@demo.test');
    await expect(page.getByRole('heading', { name: 'Select Your Team' })).toBeVisible();
    const cards = page.getByRole('link', { name: /Riverside Rovers/ });
    await expect(cards).toHaveCount(2);
    await expect(page.getByText('Age Group').first()).toBeVisible();
    await expect(page.getByText('Division').first()).toBeVisible();
    await expect(page.getByText('Coach', { exact: true }).first()).toBeVisible();
    await expectAccessible(page);
    await cards.filter({ hasText: 'U14' }).click();
    await expect(page).toHaveURL(/\/teams\/[A-Za-z0-9_-]+\/squad-management$/);
  });

  test('a platform admin sees the Admin Dashboard', async ({ page, inbox }) => {
    await signIn(page, inbox, 'admin@demo.test');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Platform Administration/ })).toHaveAttribute(
      'href',
      '/admin',
    );
    await expect(page.getByRole('link', { name: /Platform Guide/ })).toHaveAttribute('href', '/how-to-guide');
    // Admin is in the menu on every page, with no team in context too (on a phone, behind Open menu).
    if (test.info().project.name === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin', exact: true }),
    ).toHaveAttribute('href', '/admin');
    await expectAccessible(page);
  });

  test('a user with no team is told so and can log out', async ({ page, inbox }) => {
    await signIn(page, inbox, 'noteam@demo.test');
    await expect(
      page.getByText(
        "You don't have access to any teams yet. Please contact your administrator to get access.",
      ),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Get Started - Sign In' })).toBeVisible();
  });

  test('a parent of one team lands on the squad', async ({ page, inbox }) => {
    await signIn(page, inbox, 'parent@demo.test');
    await expect(page).toHaveURL(/\/teams\/[A-Za-z0-9_-]+\/squad-management$/);
  });
});

test.describe('email-login page', () => {
  test('an empty address shows "Email Required" and sends nothing', { tag: '@once' }, async ({
    page,
    inbox,
  }) => {
    const before = inbox.messages.length;
    await page.goto('/email-login');
    await page.getByLabel(/email/i).fill('   ');
    await page.getByRole('button', { name: 'Send Login Link' }).click();
    await expect(page.getByText('Email Required')).toBeVisible();
    await expect(page.getByText('Please enter your email address')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toHaveCount(0);
    expect(inbox.messages.length).toBe(before);
  });

  test('"Send Another Link" sends again and "Use Different Email" returns to the form', {
    tag: '@once',
  }, async ({ page, inbox }) => {
    await page.goto('/email-login');
    await page.getByLabel(/email/i).fill('parent@demo.test');
    await page.getByRole('button', { name: 'Send Login Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await waitForMail(inbox, 'parent@demo.test');
    const count = inbox.to('parent@demo.test').length;
    await page.getByRole('button', { name: 'Send Another Link' }).click();
    await waitForMail(inbox, 'parent@demo.test', count + 1);
    await page.getByRole('button', { name: 'Use Different Email' }).click();
    await expect(page.getByRole('button', { name: 'Send Login Link' })).toBeVisible();
    await expect(page.getByLabel(/email/i)).toBeVisible();
  });

  test('a link opened on another device waits for the button, then signs in', async ({
    page,
    inbox,
    browser,
  }) => {
    await page.goto('/email-login');
    await page.getByLabel(/email/i).fill('clubadmin@demo.test');
    await page.getByRole('button', { name: 'Send Login Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    const mail = await waitForMail(inbox, 'clubadmin@demo.test');
    // Another browser (the phone the e-mail was read on, or a mail scanner): no cookie of the asker.
    const other = await browser.newContext({ baseURL: new URL(extractVerifyLink(mail.text)).origin });
    try {
      const phone = await other.newPage();
      await phone.goto(extractVerifyLink(mail.text));
      await expect(phone.getByRole('heading', { name: 'Sign in to Touchline' })).toBeVisible();
      await expectAccessible(phone);
      expect((await phone.request.get('/api/auth/user')).status()).toBe(401);
      await phone.getByRole('button', { name: 'Sign in' }).click();
      await phone.waitForURL((url) => !url.pathname.startsWith('/api/auth/verify'));
      expect((await phone.request.get('/api/auth/user')).status()).toBe(200);
    } finally {
      await other.close();
    }
  });

  test('an expired or used link explains itself and points back to sign-in', { tag: '@once' }, async ({
    page,
    inbox,
  }) => {
    await signIn(page, inbox, 'parent@demo.test', { fresh: true });
    const used = extractVerifyLink(inbox.to('parent@demo.test').at(-1)?.text ?? '');
    await page.goto(used);
    await expect(page.getByRole('heading', { name: /can't be used/ })).toBeVisible();
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/email-login$/);
  });
});

test.describe('errors and expiry', () => {
  test('an unknown path shows the 404 page with its links', async ({ page }) => {
    await page.goto('/no/such/page');
    for (const name of ['Home', 'About Us', 'Contact Support', 'Help & FAQ']) {
      await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a session that ends during use sends the browser to sign in', { tag: '@once' }, async ({
    page,
    inbox,
    context,
    baseURL,
  }) => {
    await signIn(page, inbox, 'multi@demo.test');
    await expect(page.getByRole('heading', { name: 'Select Your Team' })).toBeVisible();
    // The session ends on the server (as after 7 idle days); the open page does not know yet.
    const cookies = await context.cookies();
    const sid = cookies.find((c) => c.name === 'sid');
    expect(sid).toBeTruthy();
    await page.request.post(`${baseURL}/api/logout`, {
      headers: { 'sec-fetch-site': 'same-origin' },
      maxRedirects: 0,
    });
    await context.addCookies([{ ...(sid as NonNullable<typeof sid>) }]);
    // The toast shows for the half second before the browser leaves for sign-in: watched from before
    // the press, by the page itself as it changes (a polling check, up to 500 ms apart, missed it once).
    const expired = await watchForToast(page, ['Session Expired', 'Please log in again to continue.']);
    await page.getByRole('link', { name: /Riverside Rovers U12/ }).click();
    // The user was known, so the session ended during use: "Session Expired", not the signed-out
    // visitor's "Unauthorized" (the first of them is final, so only one can show).
    await expired.shown;
    await expect(page.getByText('Unauthorized', { exact: true })).toHaveCount(0);
    // With the page to come back to, when the squad's address was already showing at the refusal.
    await expect(page).toHaveURL(/\/email-login(\?returnTo=%2Fteams%2F[\w-]+%2Fsquad-management)?$/, {
      timeout: 10_000,
    });
  });

  test('opening a signed-in page while signed out says so and goes to sign in', async ({ page }) => {
    await page.goto('/teams/abc/squad-management');
    await expect(page).toHaveURL(returningTo('/teams/abc/squad-management'), { timeout: 10_000 });
  });
});

test.describe('links survive sign-in', () => {
  type ApiMatch = { id: number; opponentName: string | null };
  type ApiFormation = { id: number; name: string | null; matchId: number | null };

  /** The demo coach's team, read with the coach's session; the browser is then signed out again. */
  async function demoTeam(page: Page, inbox: SmtpInbox) {
    await signIn(page, inbox, 'coach@demo.test');
    await page.waitForURL(/\/teams\/[^/]+\/squad-management$/);
    const teamId = new URL(page.url()).pathname.split('/')[2] ?? '';
    const read = async <T>(path: string): Promise<T> => {
      const answer = await page.request.get(`/api/teams/${encodeURIComponent(teamId)}/${path}`);
      expect(answer.ok(), path).toBe(true);
      return (await answer.json()) as T;
    };
    const matches = await read<ApiMatch[]>('matches');
    const formations = await read<ApiFormation[]>('formations');
    await page.context().clearCookies();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    return { teamId, matches, formations };
  }

  /** Opens `link` signed out: sign-in says so and keeps the page; then asks for a link for `email`. */
  async function askFromLink(page: Page, inbox: SmtpInbox, link: string, email: string) {
    await page.goto(link);
    await expect(page).toHaveURL(returningTo(link), { timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Touchline' })).toBeVisible();
    await expect(page.getByText(/Invitation Required/)).toBeVisible();
    await expectAccessible(page);
    const before = inbox.to(email).length;
    await page.getByLabel(/email/i).fill(email);
    await page.getByRole('button', { name: 'Send Login Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    const mail = await waitForMail(inbox, email, before + 1);
    // The page travels with the token on the server, never in the e-mail.
    expect(mail.text).not.toContain('returnTo');
    return extractVerifyLink(mail.text);
  }

  test('a formation link opened signed out returns to that formation after sign-in', {
    tag: '@once',
  }, async ({ page, inbox }) => {
    const { teamId, formations } = await demoTeam(page, inbox);
    const practice = formations.find((f) => f.matchId === null);
    if (!practice) throw new Error('the demo data has no practice formation');
    const link = `/teams/${teamId}/formation-viewer?formationId=${practice.id}`;
    const verifyLink = await askFromLink(page, inbox, link, 'coach@demo.test');
    // The browser that asked: the link's page signs in by itself, and ends on the formation, not the squad.
    await page.goto(verifyLink);
    await page.waitForURL((url) => url.pathname + url.search === link);
    await expect(page.getByRole('heading', { level: 1, name: practice.name ?? '' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a match link opened signed out, its e-mail read on another device, returns to that match', {
    tag: '@once',
  }, async ({ page, inbox, browser, baseURL }) => {
    const { teamId, matches } = await demoTeam(page, inbox);
    const match = matches.find((m) => m.opponentName);
    if (!match?.opponentName) throw new Error('the demo data has no match');
    const link = `/teams/${teamId}/match-planning?matchId=${match.id}`;
    // A club admin reaches both demo teams: signed in from "/", they would be asked to choose one.
    const verifyLink = await askFromLink(page, inbox, link, 'clubadmin@demo.test');
    const other = await browser.newContext({ baseURL });
    try {
      const phone = await other.newPage();
      await phone.goto(verifyLink);
      await phone.getByRole('button', { name: 'Sign in' }).click();
      await phone.waitForURL((url) => url.pathname + url.search === link);
      await expect(phone.locator('#selected-match-heading')).toContainText(match.opponentName);
    } finally {
      await other.close();
    }
  });
});
