import { expect, expectAccessible, signIn, test } from './fixtures';

const pages = [
  { path: '/about', heading: 'About Us' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/cookies', heading: 'Cookie Policy' },
  { path: '/data-protection', heading: 'Data Protection' },
  { path: '/help', heading: 'Help & FAQ' },
  { path: '/contact', heading: 'Contact Us' },
] as const;

test.describe('public pages', () => {
  for (const { path, heading } of pages) {
    test(`${path} shows its one h1 and passes axe while signed out`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(`${heading} - Touchline`);
      await expectAccessible(page);
    });
  }

  test('/help opens an answer and leads to /contact', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 2, name: 'Signing in' })).toBeVisible();
    // A native disclosure (<details>): the browser says expanded or collapsed, and it opens before any
    // script has run.
    const question = page.locator('summary', { hasText: 'How long do I stay signed in?' });
    const item = page.locator('details', { has: question });
    const answer = page.getByText(/7 days from the last time you used Touchline/);
    await expect(item).not.toHaveAttribute('open');
    await expect(answer).toBeHidden();
    await question.click();
    await expect(item).toHaveAttribute('open', '');
    await expect(answer).toBeVisible();
    await expectAccessible(page);

    await expect(page.getByRole('heading', { name: 'Still stuck?' })).toBeVisible();
    await page.getByRole('link', { name: 'Contact Support' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });
});

test.describe('contact form', () => {
  test('says what is wrong with each field, then sends and clears the form', async ({ page }) => {
    await page.goto('/contact');
    // Support information and quick links beside the form.
    await expect(page.getByText('Reply within 24 hours')).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'support@touchline.test' }),
    ).toHaveAttribute('href', 'mailto:support@touchline.test');
    const quickLinks = page.getByRole('navigation', { name: 'Quick links' });
    for (const [name, href] of [
      [/Help & FAQ/, '/help'],
      [/How-To guide/, '/how-to-guide'],
      [/Privacy Policy/, '/privacy'],
      [/Data Protection/, '/data-protection'],
    ] as const) {
      await expect(quickLinks.getByRole('link', { name })).toHaveAttribute('href', href);
    }

    const name = page.getByLabel('Your name');
    const email = page.getByLabel('Email address');
    const subject = page.getByLabel('Subject');
    const message = page.getByLabel('Message', { exact: true });
    const send = page.getByRole('button', { name: 'Send Message' });

    await send.click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Subject must be at least 5 characters')).toBeVisible();
    await expect(page.getByText('Message must be at least 20 characters')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Name must be at least 2 characters');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(subject).toHaveAccessibleDescription('Subject must be at least 5 characters');
    await expect(message).toHaveAccessibleDescription(/Message must be at least 20 characters/);
    await expectAccessible(page);

    // Each message goes as soon as its field is right.
    await name.fill('Sam Secretary');
    await expect(page.getByText('Name must be at least 2 characters')).toHaveCount(0);
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await email.fill('sam@');
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await email.fill('sam@example.com');
    await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
    await subject.fill('Help');
    await expect(page.getByText('Subject must be at least 5 characters')).toBeVisible();
    await subject.fill('Fixtures are missing');
    await expect(page.getByText('Subject must be at least 5 characters')).toHaveCount(0);
    await message.fill('Too short');
    await expect(page.getByText('Message must be at least 20 characters')).toBeVisible();
    await message.fill('Our U12 fixtures from the league website are not showing up this week.');
    await expect(page.getByText('Message must be at least 20 characters')).toHaveCount(0);

    const category = page.getByRole('combobox', { name: 'Category' });
    await expect(category.getByRole('option')).toHaveText([
      'General question',
      'Technical problem',
      'Billing',
      'Privacy and my data',
      'Security concern',
    ]);
    await category.selectOption({ label: 'Technical problem' });
    await expect(category).toHaveValue('technical');

    await send.click();
    await expect(
      page.getByText("Message sent successfully! We'll get back to you within 24 hours."),
    ).toBeVisible();
    await expect(name).toHaveValue('');
    await expect(email).toHaveValue('');
    await expect(subject).toHaveValue('');
    await expect(message).toHaveValue('');
    await expect(category).toHaveValue('general');
  });
});

test.describe('signed in', () => {
  test('public pages keep the signed-in navigation and footer', async ({ page, inbox }) => {
    await signIn(page, inbox, 'parent@demo.test');
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact' })).toBeVisible();
    // The header still knows who is signed in: Logout on a wide screen, the menu on a phone.
    await expect(
      page
        .getByRole('banner')
        .getByRole('button', { name: /^(Open menu|Logout)$/ })
        .filter({ visible: true }),
    ).toHaveCount(1);
    await expectAccessible(page);
  });

  test('the how-to guide states the figures and links to the team in context', async ({ page, inbox }) => {
    await signIn(page, inbox, 'coach@demo.test');
    await expect(page).toHaveURL(/\/teams\/[^/]+\/squad-management$/);
    const teamPath = new URL(page.url()).pathname.replace(/\/squad-management$/, '');
    await page.goto(`${teamPath}/how-to-guide`);
    await expect(page.getByRole('heading', { level: 1, name: 'How-To Guide' })).toBeVisible();
    await expect(page).toHaveTitle('How-To Guide - Touchline');
    const guide = page.getByRole('article');
    for (const fact of ['4-4-2', 'P1', 'P4', '30–120', '60–120', '0, 20, 40, 60', '0–6', '1–120']) {
      await expect(guide).toContainText(fact);
    }
    // Match day has its step, live mode's forgotten End included.
    await expect(guide.getByRole('heading', { name: 'Match day: live mode' })).toBeVisible();
    await expect(guide).toContainText('counts as ended at full time once its day is over');
    await expect(guide.getByRole('link', { name: 'Find the match in match planning' })).toHaveAttribute(
      'href',
      `${teamPath}/match-planning`,
    );
    // No screen is marked coming soon any more; every link goes to a page that exists.
    await expect(guide.getByText('Coming soon', { exact: true })).toHaveCount(0);
    await expect(guide.getByRole('link', { name: /Open the formation editor/ })).toHaveAttribute(
      'href',
      `${teamPath}/formation-editor`,
    );
    await expect(guide.getByRole('link', { name: /Open the formation library/ })).toHaveAttribute(
      'href',
      `${teamPath}/formations`,
    );
    for (const href of await guide
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      if (href?.startsWith('#')) continue;
      expect(href).toMatch(
        new RegExp(
          `^${teamPath}/(squad-management|league-management|match-planning|formation-editor|formations)$`,
        ),
      );
    }
    await expect(guide.getByRole('link', { name: /Open the league/ })).toHaveAttribute(
      'href',
      `${teamPath}/league-management`,
    );
    await expectAccessible(page);

    // Without a team in the URL the same guide links to the unscoped pages.
    await page.goto('/how-to-guide');
    await expect(page.getByRole('article').getByRole('link', { name: /Open the league/ })).toHaveAttribute(
      'href',
      '/league-management',
    );
  });
});

test.describe('the served build', () => {
  test('holds no source maps or build manifest: the client source is not handed out', {
    tag: '@once',
  }, async ({ page }) => {
    const index = await (await page.request.get('/')).text();
    const scripts = [...index.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect((await page.request.get(script)).status()).toBe(200);
      const map = await page.request.get(`${script}.map`);
      expect(map.status(), `${script}.map`).toBe(404);
    }
    const manifest = await page.request.get('/.vite/manifest.json');
    expect(await manifest.text()).not.toContain('"isEntry"');
  });
});

// The check every journey relies on must be able to fail: axe runs in the page (e2e/fixtures.ts), and a
// nameless button and an image with no text put into a page are reported as the faults they are.
test('@once the accessibility check reports faults put into a page', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expectAccessible(page);
  await page.evaluate(() => {
    const main = document.querySelector('main');
    const image = document.createElement('img');
    image.src = '/icon-192.png';
    main?.append(document.createElement('button'), image);
  });
  const failure = await expectAccessible(page).then(
    () => '',
    (error: Error) => error.message,
  );
  expect(failure).toContain('button-name');
  expect(failure).toContain('image-alt');
});
