import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';

// A coach at the touchline loses the signal half way through a change: the app says so, the save waits
// instead of failing, and goes through by itself once the signal is back.

/**
 * The coach, signed in on the squad page, opens a player's e-mails: the dialog, its player field, the
 * address it had and, for the end of a journey, a way to put that address back for the other journeys on
 * this app.
 */
async function openPlayerEmails(page: Page, inbox: Parameters<typeof signIn>[1]) {
  await signIn(page, inbox, 'coach@demo.test');
  await page.waitForURL(/\/teams\/[^/]+\/squad-management$/);
  const name = 'Max Campbell';
  const card = page.getByRole('article', { name });
  const emails = page.getByRole('dialog', { name: 'Player Emails' });
  const playerField = emails.getByLabel('Player', { exact: true });
  const open = () => card.getByRole('button', { name: `Emails for ${name}` }).click();
  await open();
  const before = await playerField.inputValue();
  const putBack = async () => {
    if (!(await emails.isVisible())) await open();
    await playerField.fill(before);
    await emails.getByRole('button', { name: 'Save Emails' }).click();
    await expect(emails).toBeHidden();
  };
  return { emails, playerField, open, putBack };
}

test('a save made without signal waits, then goes through when the signal returns', async ({
  page,
  context,
  inbox,
}) => {
  const { emails, playerField, open, putBack } = await openPlayerEmails(page, inbox);
  const banner = page.getByText(/^You're offline/);
  const address = `max.${test.info().project.name}.${Date.now().toString(36)}@example.com`;
  // Every save request, and those made while the browser was offline (they would fail there).
  let offline = false;
  let sent = 0;
  let sentOffline = 0;
  let failed = 0;
  page.on('request', (request) => {
    if (!request.url().includes('/emails')) return;
    sent++;
    if (offline) sentOffline++;
  });
  page.on('requestfailed', (request) => {
    if (request.url().includes('/emails')) failed++;
  });

  try {
    offline = true;
    await context.setOffline(true);
    await expect(banner).toHaveText(
      "You're offline. Saving waits until the signal returns, then goes through.",
    );
    await expectAccessible(page);
    await playerField.fill(address);
    await emails.getByRole('button', { name: 'Save Emails' }).click();
    // The dialog covers the banner: its save button says what it is waiting for. The banner behind it
    // counts the change waiting, and, as a squad change waits in the page's memory (only the live
    // screen's and the formation editor's are written to the phone), asks for the app to stay open.
    await expect(emails.getByRole('button', { name: 'Waiting for signal...' })).toBeVisible();
    await expect(emails).toBeVisible();
    await expect(banner).toHaveText(
      "You're offline · 1 change waiting: leave the app open until the signal returns.",
    );

    // Cleared first: a request between here and the signal's return still fails, and is counted there.
    offline = false;
    await context.setOffline(false);
    await expect(banner).toBeHidden();
    await expect(page.getByText('Player emails updated successfully')).toBeVisible();
    await expect(emails).toBeHidden();
    // Nothing was sent while there was no signal: a save sent then would have been seen going out
    // offline and failing. One request went through, made once the signal returned; the browser can say
    // "online" a moment before its network carries a request, and a save that fails then is sent again.
    expect(sentOffline).toBe(0);
    expect(sent - failed).toBe(1);
    await expect(page.getByText('Failed to update player emails')).toBeHidden();
    await open();
    await expect(playerField).toHaveValue(address);
  } finally {
    await context.setOffline(false);
    await putBack();
  }
});

test('@once a save whose connection drops on its way is sent again by itself', async ({ page, inbox }) => {
  const { emails, playerField, open, putBack } = await openPlayerEmails(page, inbox);
  const address = `max.dropped.${Date.now().toString(36)}@example.com`;
  // The first save's connection drops before any answer, as when the signal goes mid-request; the next
  // gets through.
  let attempts = 0;
  await page.route('**/api/players/*/emails', async (route) => {
    attempts++;
    if (attempts === 1) await route.abort('internetdisconnected');
    else await route.continue();
  });
  try {
    await playerField.fill(address);
    await emails.getByRole('button', { name: 'Save Emails' }).click();
    await expect(page.getByText('Player emails updated successfully')).toBeVisible();
    await expect(emails).toBeHidden();
    expect(attempts).toBe(2);
    await expect(page.getByText('Failed to update player emails')).toBeHidden();
    await open();
    await expect(playerField).toHaveValue(address);
  } finally {
    await page.unroute('**/api/players/*/emails');
    await putBack();
  }
});
