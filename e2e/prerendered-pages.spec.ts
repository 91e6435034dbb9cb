import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

// The public pages arrive as HTML, so a phone on a weak signal shows their text before any script has
// loaded; the app then hydrates that markup and takes over (decision 015). Read with JavaScript off,
// hydrated with it on without React finding a difference, and a signed-in user still gets their own
// header and their page.

type PublicPage = {
  path: string;
  heading: string;
  title?: string;
  text: string;
  status?: number;
  /** The header's Sign In link: on every page drawn signed out but the sign-in page itself. */
  hasSignInLink?: boolean;
};

const pages: PublicPage[] = [
  { path: '/', heading: 'Run your team from the touchline.', title: 'Home', text: 'Squad Management' },
  {
    path: '/email-login',
    heading: 'Sign in to Touchline',
    title: 'Sign In',
    text: 'Invitation Required',
    hasSignInLink: false,
  },
  { path: '/about', heading: 'About Us', text: 'grassroots' },
  { path: '/help', heading: 'Help & FAQ', text: 'How long do I stay signed in?' },
  { path: '/contact', heading: 'Contact Us', text: 'Reply within 24 hours' },
  { path: '/privacy', heading: 'Privacy Policy', text: 'Last updated' },
  { path: '/terms', heading: 'Terms of Service', text: 'Last updated' },
  { path: '/cookies', heading: 'Cookie Policy', text: 'Last updated' },
  { path: '/data-protection', heading: 'Data Protection', text: 'Last updated' },
  {
    path: '/no/such-page',
    heading: 'Page not found',
    title: 'Page Not Found',
    text: 'off the pitch',
    status: 404,
  },
];

/**
 * Every console error and warning and every uncaught error of the page. A hydration mismatch shows here
 * (production React reports it as a minified error #418 or #423). The browser's own "Failed to load
 * resource" lines are left out: the 404 page's status and the signed-out user read are expected.
 */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (!['error', 'warning'].includes(message.type())) return;
    if (message.text().startsWith('Failed to load resource')) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** Resolves once React has taken over the prerendered markup (its first element carries React's fiber). */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const first = document.getElementById('root')?.firstElementChild;
    return Boolean(first && Object.keys(first).some((key) => key.startsWith('__reactFiber')));
  });
}

/**
 * The attributes React believes each element has (its props) against the ones it really has. Production
 * React keeps the HTML's attributes where the first render differs and says nothing, so a mismatch such
 * as a button prerendered disabled that the app renders enabled would otherwise stay unseen, and stuck.
 */
async function attributeMismatches(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('#root *')) {
      const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
      if (!key) continue;
      const props = (element as unknown as Record<string, Record<string, unknown>>)[key] ?? {};
      for (const [prop, value] of Object.entries(props)) {
        const attribute = prop === 'className' ? 'class' : prop === 'htmlFor' ? 'for' : prop;
        const isBoolean = ['disabled', 'hidden', 'required', 'readOnly'].includes(prop);
        const isString = ['class', 'id', 'href', 'role', 'for', 'type'].includes(attribute);
        if (!isBoolean && !isString && !/^(aria|data)-/.test(attribute)) continue;
        const actual = element.getAttribute(attribute);
        const expected = isBoolean
          ? value
            ? ''
            : null
          : value === undefined || value === null || (value === false && !attribute.startsWith('aria-'))
            ? null
            : String(value);
        if (actual !== expected) {
          found.push(
            `<${element.tagName.toLowerCase()}> ${attribute}: page has ${actual}, React ${expected}`,
          );
        }
      }
    }
    return found;
  });
}

test.describe('prerendered public pages', () => {
  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    for (const { path, heading, title, text, status = 200, hasSignInLink = true } of pages) {
      test(`${path} shows its heading, text, title and links`, async ({ page: tab }) => {
        const response = await tab.goto(path);
        expect(response?.status()).toBe(status);
        await expect(tab.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(tab.getByRole('main')).toContainText(text);
        await expect(tab).toHaveTitle(`${title ?? heading} - Touchline`);
        // Drawn signed out: the header offers sign-in (but on the sign-in page), the footer its links.
        await expect(tab.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(
          hasSignInLink ? 1 : 0,
        );
        await expect(
          tab.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }),
        ).toHaveAttribute('href', '/privacy');
      });
    }

    test('the contact form cannot be sent before the app runs', { tag: '@once' }, async ({ page }) => {
      await page.goto('/contact');
      // Sent by the browser itself, it would go as a GET with the message in the address.
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    });

    test('nor can the sign-in form', { tag: '@once' }, async ({ page }) => {
      await page.goto('/email-login');
      await expect(page.getByRole('button', { name: 'Send Login Link' })).toBeDisabled();
    });
  });

  test.describe('with JavaScript on', () => {
    for (const { path, heading, hasSignInLink = true } of pages) {
      test(`${path} hydrates without a warning, then links navigate within the app`, async ({ page }) => {
        const problems = watchConsole(page);
        const response = await page.goto(path);
        // Hydrated, not drawn afresh: the document came with the page in #root.
        expect(await response?.text()).not.toContain('<div id="root"></div>');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await waitForHydration(page);
        // The signed-out state it was drawn in is confirmed by the server, and the page is unchanged.
        if (hasSignInLink) {
          await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
        }
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await page.waitForLoadState('networkidle');
        expect(await attributeMismatches(page)).toEqual([]);

        // A link is followed by the client router: the same document stays, no second page load.
        await page.evaluate(() => Object.assign(window, { sameDocument: true }));
        const target = path === '/about' ? { name: 'Terms of Service', heading: 'Terms of Service' } : null;
        const link = target ?? { name: 'About Us', heading: 'About Us' };
        await page.getByRole('contentinfo').getByRole('link', { name: link.name }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(link.heading);
        expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
        expect(problems).toEqual([]);
      });
    }

    test('the contact form is sendable once the app runs', { tag: '@once' }, async ({ page }) => {
      await page.goto('/contact');
      await waitForHydration(page);
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    });

    test('so is the sign-in form', { tag: '@once' }, async ({ page }) => {
      await page.goto('/email-login');
      await waitForHydration(page);
      await expect(page.getByRole('button', { name: 'Send Login Link' })).toBeEnabled();
    });
  });

  test.describe('signed in', () => {
    test('a browser with a session gets the app, not the signed-out pages', { tag: '@once' }, async ({
      page,
      inbox,
    }) => {
      await signIn(page, inbox, 'coach@demo.test');
      const problems = watchConsole(page);
      // The server sends the plain app to a browser with a session cookie: nothing drawn signed out.
      for (const path of ['/', '/about', '/no/such-page']) {
        const document = await page.request.get(path);
        expect(await document.text(), path).toContain('<div id="root"></div>');
      }
      expect((await page.request.get('/no/such-page')).status()).toBe(404);

      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
      await expect(
        page
          .getByRole('banner')
          .getByRole('button', { name: /^(Open menu|Logout)$/ })
          .filter({ visible: true }),
      ).toHaveCount(1);
      await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);

      // "/" is still the user's start: a coach of one team goes on to the squad.
      await page.goto('/');
      await expect(page).toHaveURL(/\/teams\/[^/]+\/squad-management$/);
      await expect(page.getByRole('heading', { name: 'Run your team from the touchline.' })).toHaveCount(0);
      expect(problems).toEqual([]);
    });
  });
});
