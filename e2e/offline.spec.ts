import { expect, expectAccessible, signIn, test } from './fixtures';

// A coach at the touchline loses the signal half way through a change: the app says so, the save waits
// instead of failing, and goes through by itself once the signal is back.

test('a save made without signal waits, then goes through when the signal returns', async ({
  page,
  context,
  inbox,
}) => {
  await signIn(page, inbox, 'coach@demo.test');
  await page.waitForURL(/\/teams\/[^/]+\/squad-management$/);
  const name = 'Max Campbell';
  const card = page.getByRole('article', { name });
  const emails = page.getByRole('dialog', { name: 'Player Emails' });
  const playerField = emails.getByLabel('Player', { exact: true });
  const banner = page.getByText("You're offline. Saving waits until the signal returns, then goes through.");
  const address = `max.${test.info().project.name}.${Date.now().toString(36)}@example.com`;

  await card.getByRole('button', { name: `Emails for ${name}` }).click();
  const before = await playerField.inputValue();
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/emails')) sent++;
  });

  try {
    await context.setOffline(true);
    await expect(banner).toBeVisible();
    await expectAccessible(page);
    await playerField.fill(address);
    await emails.getByRole('button', { name: 'Save Emails' }).click();
    // The dialog covers the banner: its save button says what it is waiting for.
    await expect(emails.getByRole('button', { name: 'Waiting for signal...' })).toBeVisible();
    // Nothing is sent, and nothing fails, while there is no signal.
    await page.waitForTimeout(1_000);
    expect(sent).toBe(0);
    await expect(emails).toBeVisible();
    await expect(page.getByText('Failed to update player emails')).toBeHidden();

    await context.setOffline(false);
    await expect(banner).toBeHidden();
    await expect(page.getByText('Player emails updated successfully')).toBeVisible();
    await expect(emails).toBeHidden();
    expect(sent).toBe(1);
    await card.getByRole('button', { name: `Emails for ${name}` }).click();
    await expect(playerField).toHaveValue(address);
  } finally {
    // Leave the demo squad as it was for the other journeys on this app.
    await context.setOffline(false);
    if (!(await emails.isVisible())) await card.getByRole('button', { name: `Emails for ${name}` }).click();
    await playerField.fill(before);
    await emails.getByRole('button', { name: 'Save Emails' }).click();
    await expect(emails).toBeHidden();
  }
});
