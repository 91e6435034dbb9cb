import { firstReadsOfPage } from '../shared/contracts/first-reads';
import { expect, signIn, test } from './fixtures';

// A coach on a weak signal opens a page: its data should already be on the way while the scripts
// download. The document a signed-in browser gets names the page's first reads as preloads (decision
// 034), built from the same declaration as the page's queries; this journey checks, in the real browser,
// that the page's own requests are answered from them (each asked for over the network once), that
// every read the page makes on every load is among them, that no read is asked for twice, and that none
// of its reads is refused.

declare global {
  interface Window {
    /** What the app asked fetch() for, in order (recorded by this journey's init script). */
    __fetched?: string[];
  }
}

/** Reads a page may make without a preload: they depend on an answer or on the tab's storage. */
const conditional = ['/api/config'];

/** Every /api answer the page gets from now on, as "status path" for those that fail. */
function recordFailedReads(page: import('@playwright/test').Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 400) {
      failed.push(`${response.status()} ${url.pathname}`);
    }
  });
  return failed;
}

test('a signed-in page asks for its first reads in its document, and uses every one', {
  tag: '@once',
}, async ({ page, inbox }) => {
  await signIn(page, inbox, 'coach@demo.test');
  const teams = (await (await page.request.get('/api/auth/teams')).json()) as Array<{ secureId: string }>;
  const team = teams[0]?.secureId;
  expect(team).toBeTruthy();
  // signIn's last page (/, which takes a one-team coach on to the squad) must be done reading: a read of
  // it still on its way once the first page below is opened was counted as that page's second.
  await page.waitForLoadState('networkidle');

  await page.addInitScript(() => {
    const fetched: string[] = [];
    window.__fetched = fetched;
    const fetchFirst = window.fetch.bind(window);
    window.fetch = (input, init) => {
      fetched.push(typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url);
      return fetchFirst(input, init);
    };
  });
  const failed = recordFailedReads(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
  });

  const matches = (await (await page.request.get(`/api/teams/${team}/matches`)).json()) as Array<{
    id: number;
  }>;
  const match = matches[0]?.id;
  expect(match).toBeTruthy();

  const pages: Array<{ path: string; alsoReads?: Array<string | RegExp> }> = [
    { path: `/teams/${team}/squad-management` },
    { path: `/teams/${team}/league-management` },
    // The next match is chosen once the matches have answered (issue 29), and its goals (ours and against), playing time
    // and, when it is still to come, its answers (issue 31) are read then.
    {
      path: `/teams/${team}/match-planning`,
      alsoReads: [
        /^\/api\/matches\/\d+\/goals$/,
        /^\/api\/matches\/\d+\/goals-against$/,
        /^\/api\/matches\/\d+\/playing-time$/,
        /^\/api\/events\/match-\d+\/availability$/,
      ],
    },
    { path: `/teams/${team}/formation-editor` },
    // Opened afresh, the viewer has no data handed on from another screen: it reads the matches and
    // the squad itself.
    {
      path: `/teams/${team}/formation-viewer`,
      alsoReads: [`/api/teams/${team}/matches`, `/api/teams/${team}/players`],
    },
    { path: `/teams/${team}/formations` },
    // A period's link names its match: the viewer's and the team sheet's read of it is preloaded too.
    {
      path: `/teams/${team}/formation-viewer?match=${match}&quarter=1`,
      alsoReads: [`/api/teams/${team}/matches`, `/api/teams/${team}/players`],
    },
    { path: `/teams/${team}/team-sheet?match=${match}` },
  ];
  for (const { path, alsoReads = [] } of pages) {
    asked.length = 0;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const preloaded = await page
      .locator('link[rel="preload"][as="fetch"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const fetched = await page.evaluate(() => window.__fetched ?? []);

    const address = new URL(path, 'http://app');
    expect(preloaded, path).toEqual(firstReadsOfPage(address.pathname, address.searchParams));
    expect(preloaded.length, path).toBeGreaterThan(1);
    for (const read of preloaded) {
      // The page asked for it, and the browser answered from the preload: one request, not two.
      expect(fetched, `${path}: ${read} preloaded but never read`).toContain(read);
      expect(asked.filter((url) => url === read).length, `${path}: ${read} asked for twice`).toBe(1);
    }
    // Nor is any other read asked for twice on one load (the matches page read a match's answers twice).
    const askedTwice = asked.filter((url, index) => asked.indexOf(url) !== index);
    expect([...new Set(askedTwice)], `${path}: asked for twice`).toEqual([]);
    const notPreloaded = [...new Set(fetched.filter((read) => !preloaded.includes(read)))];
    expect(
      notPreloaded.filter(
        (read) =>
          !conditional.includes(read) &&
          !alsoReads.some((also) => (typeof also === 'string' ? also === read : also.test(read))),
      ),
      `${path}: reads made on every load but not preloaded`,
    ).toEqual([]);
    expect(failed, `${path}: refused reads`).toEqual([]);
  }
});

/** The pages registered both with a team in the address and without. */
const unscopedPages = [
  '/squad-management',
  '/league-management',
  '/match-planning',
  '/formation-editor',
  '/formation-viewer',
  '/formations',
];

test('a coach of several teams on a page without a team is asked to choose one, and nothing is refused', {
  tag: '@once',
}, async ({ page, inbox }) => {
  await signIn(page, inbox, 'multi@demo.test');
  await expect(page.getByRole('heading', { name: 'Select Your Team' })).toBeVisible();
  const failed = recordFailedReads(page);
  for (const path of unscopedPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Choose a team first' }), path).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Which team it is cannot be known, so nothing is read that the server would refuse (400
    // TEAM_ID_REQUIRED), neither by the route's loader nor by the page when it mounts.
    expect(failed, `${path}: refused reads`).toEqual([]);
  }
});

test('a coach of one team reads each page without a team in its address, and nothing is refused', {
  tag: '@once',
}, async ({ page, inbox }) => {
  await signIn(page, inbox, 'coach@demo.test');
  await page.waitForURL(/\/teams\/[^/]+\/squad-management$/);
  const failed = recordFailedReads(page);
  for (const path of unscopedPages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Choose a team first' }), path).toHaveCount(0);
    expect(failed, `${path}: refused reads`).toEqual([]);
  }
});
