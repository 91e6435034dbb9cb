import type { Page } from '@playwright/test';
import { expect, MAX_LAYOUT_SHIFT, type ReportedShift, readLayoutShifts, signIn, test } from './fixtures';

// Opening a page must not move what is already on screen (Cumulative Layout Shift at most 0.02): a coach
// taps a button and the content jumps under the thumb. The footer once started at the bottom of an empty
// page and was pushed away when the content came (CLS 0.5 on a phone); the squad heading jumped when the
// team's name arrived.

/**
 * Answers the reads matching `pattern` `ms` late, so a page whose parts arrive in another order on a
 * slow phone is tested that way every time, not only when the machine happens to be busy.
 */
async function answerLate(page: Page, pattern: string, ms: number): Promise<void> {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/**
 * Holds the reads matching `pattern` until the returned function is called: the page then shows its
 * loading state for as long as the test needs, however fast or busy the machine.
 */
async function holdUntilReleased(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Waits until the page has settled (its requests answered, a frame drawn after), then sums the shifts. */
async function settledLayoutShift(page: Page): Promise<{ total: number; shifts: ReportedShift[] }> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const shifts = await readLayoutShifts(page);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

const signedOut = [
  { path: '/', heading: /Touchline|football/i },
  { path: '/about', heading: 'About Us' },
  { path: '/email-login', heading: /sign in|log in/i },
  { path: '/help', heading: 'Help & FAQ' },
] as const;

/**
 * Opens `path` (with the reads matching `late` answered 600 ms late), waits for its h1 and for the page
 * to settle, and expects it to have shifted its layout by at most MAX_LAYOUT_SHIFT on the way.
 */
async function expectSteadyOpening(
  page: Page,
  path: string,
  heading: string | RegExp,
  late?: string,
  loading?: string,
) {
  // The page before (sign-in's /, which takes a one-team coach on to the squad) must be done reading: a
  // read of it held by the route below and cut short by the next navigation stayed "in flight" for
  // Playwright, and the wait for a quiet network ran out the test's two minutes.
  await page.waitForLoadState('networkidle');
  if (late && loading) {
    // While the late read is on its way the skeleton says, on screen, what is coming (spec 001's loading
    // texts).
    // The read is a preload of the document (decision 034), which the load event waits for: held, the
    // page is checked from the moment it commits.
    const release = await holdUntilReleased(page, late);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('status').filter({ hasText: loading })).toBeVisible();
    release();
  } else {
    if (late) await answerLate(page, late, 600);
    await page.goto(path);
  }
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const { total, shifts } = await settledLayoutShift(page);
  expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
}

test.describe('layout stays put while a page loads', () => {
  for (const { path, heading } of signedOut) {
    test(`${path}, signed out`, async ({ page }) => {
      await expectSteadyOpening(page, path, heading);
    });
  }

  for (const { path, heading, late, loading } of [
    // The team's name (above the heading) comes from another read than the players.
    { path: '/squad-management', heading: 'Squad Management', late: '**/api/teams/*/team' },
    // The skeleton stands until the players come, then the page draws in stages below its header.
    { path: '/squad-management', heading: 'Squad Management', late: '**/api/players' },
    { path: '/league-management', heading: 'League Management', late: '**/api/teams/*/teams' },
    {
      path: '/match-planning',
      heading: 'Match Planning',
      late: '**/api/matches',
      loading: 'Loading matches...',
    },
    {
      path: '/formation-editor',
      heading: 'Formation Editor',
      late: '**/api/matches',
      loading: 'Loading formation editor...',
    },
    {
      path: '/formations',
      heading: 'Formation Library',
      late: '**/api/formations',
      loading: 'Loading formations...',
    },
  ] as Array<{ path: string; heading: string; late: string; loading?: string }>) {
    test(`${path}, as the coach, ${late} late`, async ({ page, inbox }) => {
      await signIn(page, inbox, 'coach@demo.test');
      await expectSteadyOpening(page, path, heading, late, loading);
    });
  }

  // Before the caller is known the skeleton cannot tell a parent from a coach: its header's room must fit
  // either's words. The league's bones were the coach's three lines on a phone, a parent's words two,
  // and the page moved up 24 px under the parent in half the runs.
  for (const { path, heading } of [
    { path: '/league-management', heading: 'League View' },
    { path: '/squad-management', heading: 'Squad View' },
    { path: '/formations', heading: 'Formation Library' },
  ]) {
    test(`${path}, as a parent, the user answering late`, async ({ page, inbox }) => {
      await signIn(page, inbox, 'parent@demo.test');
      await expectSteadyOpening(page, path, heading, '**/api/auth/user');
    });
  }

  // The server reads the caller's role and sends the shell drawn with their words (decision 065): the
  // page's header paints with the document, before any script has run, and the app draws the same
  // words over it, never bones in between.
  for (const { email, path, heading, words } of [
    {
      email: 'parent@demo.test',
      path: '/formations',
      heading: 'Formation Library',
      words: 'The formations your coaches have saved for matches and practice',
    },
    {
      email: 'coach@demo.test',
      path: '/league-management',
      heading: 'League Management',
      words: 'The teams you play, with notes on each and your last result and next match against them.',
    },
    {
      email: 'coach@demo.test',
      path: '/formation-editor',
      heading: 'Formation Editor',
      words: 'Choose a shape, place your players and save the plan for a match period.',
    },
  ]) {
    test(`${path}, as ${email}: the header's words paint with the document and stay`, async ({
      page,
      inbox,
    }) => {
      await signIn(page, inbox, email);
      await page.waitForLoadState('networkidle');
      // Every frame from the document's first, whether the words are on screen.
      await page.addInitScript((expected) => {
        const frames: boolean[] = [];
        (window as unknown as { wordFrames: boolean[] }).wordFrames = frames;
        const look = () => {
          // biome-ignore lint/performance/useDomNodeTextContent: the words drawn, not the markup's text
          if (document.body) frames.push(document.body.innerText.includes(expected));
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }, words);
      // The scripts held: what shows is the document alone.
      const release = await holdUntilReleased(page, '**/assets/*.js');
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.getByText(words)).toBeVisible();
      release();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const { total, shifts } = await settledLayoutShift(page);
      expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
      const frames = await page.evaluate(() => (window as unknown as { wordFrames: boolean[] }).wordFrames);
      // The first frames may come before the body has been parsed; from the first with the words on,
      // none without.
      const first = frames.indexOf(true);
      expect(first).toBeGreaterThanOrEqual(0);
      expect(frames.slice(first)).not.toContain(false);
    });
  }

  test('the team chooser, as a coach of two teams', async ({ page, inbox }) => {
    await signIn(page, inbox, 'multi@demo.test');
    // The list of teams answering late: the skeleton of the cards stands until it comes.
    await expectSteadyOpening(page, '/', 'Select Your Team', '**/api/auth/teams');
  });

  test('a page opened afresh in the tab starts at the top, not where the previous page was left', async ({
    page,
    inbox,
  }) => {
    await signIn(page, inbox, 'coach@demo.test');
    await page.goto('/squad-management');
    await expect(page.getByRole('heading', { level: 1, name: 'Squad Management' })).toBeVisible();
    await page.locator('summary', { hasText: 'Match Settings' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    // Typed into the address bar, or a link opened in the same tab: a new document, its first history
    // entry keyed 'default' like the squad's was. Its scroll used to be put back to the squad's, the
    // footer stood in view beside the skeleton and the page arriving pushed it away.
    await page.goto('/formations');
    await expect(page.getByRole('heading', { level: 1, name: 'Formation Library' })).toBeVisible();
    const { total, shifts } = await settledLayoutShift(page);
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The same address opened afresh starts at the top too; a reload comes back to where it was.
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.goto('/formations');
    await expect(page.getByRole('heading', { level: 1, name: 'Formation Library' })).toBeVisible();
    await settledLayoutShift(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a reload at the foot of the squad comes back there without moving the footer', async ({
    page,
    inbox,
  }) => {
    await signIn(page, inbox, 'coach@demo.test');
    await page.goto('/squad-management');
    // The page's last part, folded behind its name: the page is all drawn.
    const lastPart = page.locator('summary', { hasText: 'Match Settings' });
    await expect(lastPart).toBeVisible();
    // Scrolled by key presses (the page's own shifts as it is drawn on the way down are the user's),
    // again as long as the blocks drawn on the way make it longer.
    await expect(async () => {
      await page.keyboard.press('End');
      expect(
        await page.evaluate(() => innerHeight + scrollY >= document.documentElement.scrollHeight - 1),
      ).toBe(true);
    }).toPass();
    const left = await page.evaluate(() => scrollY);
    // The players answering late: the header and the page's skeleton show at once, not a blank screen,
    // and the scroll, put back into the skeleton as far as it reaches, lands where it was as the page
    // comes; nothing in view is pushed (decision 047).
    const release = await holdUntilReleased(page, '**/api/players');
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Touchline' })).toBeVisible();
    await expect(page.locator('#main [aria-busy="true"]').first()).toBeVisible();
    release();
    await expect(lastPart).toBeVisible();
    const { total, shifts } = await settledLayoutShift(page);
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
    expect(
      Math.abs((await page.evaluate(() => scrollY)) - left),
      `left at ${left}, back at ${await page.evaluate(() => `${scrollY} of ${document.documentElement.scrollHeight}`)}`,
    ).toBeLessThanOrEqual(2);
  });

  test('/admin, as the platform admin', async ({ page, inbox }) => {
    await signIn(page, inbox, 'admin@demo.test');
    // The clubs answering after the contact messages, as on a slow connection.
    await expectSteadyOpening(page, '/admin', 'Platform Administration', '**/api/admin/clubs');
  });
});

// Every journey carries the same check (layoutShiftGuard in fixtures.ts); this one shows that it bites.
test.describe('the layout shift guard of every journey', () => {
  test.fail(
    'fails a journey whose page pushes its content down after it appeared',
    { tag: '@once' },
    async ({ page }) => {
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => {
        const banner = document.createElement('div');
        banner.style.height = '300px';
        document.body.prepend(banner);
      });
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
    },
  );
});
