import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectTapTarget, signIn, test } from './fixtures';

// The member's own page and its calendar feed (issue 31, decision 056): a parent makes a secret link to
// his teams' fixtures, sees it once, adds it to a calendar, replaces it and turns it off. The feed itself
// is read as a calendar app would: text/calendar, Europe/London times, 304 when nothing changed, and 404
// for a link that was replaced or turned off. Both projects may share one app, so each run starts and
// ends with no link.

/** Turns the signed-in member's link off from the page, as the page's own request would. */
async function turnOffFeed(page: Page) {
  await page.evaluate(async () => {
    const res = await fetch('/api/me/calendar-feed', { method: 'DELETE', credentials: 'include' });
    if (!res.ok && res.status !== 404) throw new Error(`DELETE calendar feed: ${res.status}`);
  });
}

/** The header's way to the member's page: the avatar on a desktop, the menu on a phone. */
async function openAccount(page: Page) {
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  if (await menuButton.isVisible()) {
    await menuButton.click();
    await page.getByRole('dialog').getByRole('link', { name: 'Your account' }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'Your account' }).click();
  }
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
}

const feedPath = (url: string) => new URL(url).pathname;

test('a parent makes a calendar link, reads the feed, replaces the link and turns it off', async ({
  page,
  inbox,
}) => {
  await signIn(page, inbox, 'parent@demo.test');
  await page.waitForURL(/\/teams\/[^/]+\/squad-management$/);
  await turnOffFeed(page);
  try {
    await openAccount(page);
    const card = page.locator('#main');
    await expect(card.getByText('You have no calendar link yet.')).toBeVisible();
    const create = card.getByRole('button', { name: 'Create calendar link' });
    await expectTapTarget(create);
    await create.click();

    // Shown once: the https address to copy, and the webcal one a phone's calendar opens.
    const field = card.getByLabel('Your calendar link');
    await expect(field).toHaveValue(/^https?:\/\/[^/]+\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    const link = await field.inputValue();
    await expect(card.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      link.replace(/^https?:/, 'webcal:'),
    );
    await expect(card.getByText(/shown only this once/)).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('account-link.png') });

    // The feed, as a calendar app reads it: the demo's fixtures at London times, nothing private.
    const feed = await page.request.get(feedPath(link));
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    const body = await feed.text();
    expect(body).toContain('BEGIN:VCALENDAR');
    expect(body).toContain('BEGIN:VTIMEZONE');
    expect(body).toMatch(/DTSTART;TZID=Europe\/London:\d{8}T\d{6}/);
    expect(body).toContain('Ashford Athletic');
    // The demo's first match plan has a note for the team; the feed carries no notes at all.
    expect(body).not.toContain('press when their keeper has the ball');
    const etag = feed.headers().etag;
    expect(etag).toBeTruthy();
    const again = await page.request.get(feedPath(link), { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status()).toBe(304);

    // Back later: the link is on but never shown again.
    await page.reload();
    await expect(card.getByText(/Your calendar link is on\./)).toBeVisible();
    await expect(card.getByLabel('Your calendar link')).toHaveCount(0);

    // Replaced: the old address stops at once.
    await card.getByRole('button', { name: 'Replace link' }).click();
    const replace = page.getByRole('alertdialog', { name: 'Replace your calendar link?' });
    await expect(replace).toBeVisible();
    await expectAccessible(page);
    await replace.getByRole('button', { name: 'Replace link' }).click();
    await expect(replace).toBeHidden();
    await expect(field).toHaveValue(/\/ical\/.+\.ics$/);
    const replaced = await field.inputValue();
    expect(replaced).not.toBe(link);
    expect((await page.request.get(feedPath(link))).status()).toBe(404);
    expect((await page.request.get(feedPath(replaced))).status()).toBe(200);

    // Turned off: the page says so, and the address is gone too.
    await card.getByRole('button', { name: 'Turn off' }).click();
    const off = page.getByRole('alertdialog', { name: 'Turn off your calendar link?' });
    await off.getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByText('Your calendar link is off.', { exact: false }).first()).toBeVisible();
    await expect(card.getByText('You have no calendar link yet.')).toBeVisible();
    expect((await page.request.get(feedPath(replaced))).status()).toBe(404);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('account-off.png') });
  } finally {
    await turnOffFeed(page);
  }
});
