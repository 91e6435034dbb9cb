import { api, expect, expectAccessible, expectTapTarget, test } from './fixtures';
import { coachWithTodaysMatch } from './match-day';

// A match left running (issue 32): the coach started the clock on Thursday morning and forgot End at the
// whistle. Opened days later, live mode must not show a clock of thousands of minutes still running, nor
// offer Pause and the goal buttons: the match counts as ended at full time (shared/domain/match-live.ts,
// playCountsUntil), the clock stands there, and one tap ends it for the record.

test('a match left running after its day stands at full time and is ended in one tap', async ({
  page,
  inbox,
}) => {
  // Two days ago at 10:00 UTC (10:00 or 11:00 in the UK): its UK day is over whatever the hour now.
  const kickOff = new Date(Date.now() - 2 * 24 * 3_600_000);
  kickOff.setUTCHours(10, 0, 0, 0);
  const day = await coachWithTodaysMatch(page, inbox, {
    opponentPrefix: 'Left running',
    match: {
      matchDate: kickOff.toISOString(),
      matchLength: 60,
      substitutionTimings: [0, 30],
      defaultSubstitutions: 1,
    },
  });
  try {
    await api(page, 'POST', `/api/matches/${day.matchId}/live/events`, {
      id: crypto.randomUUID(),
      kind: 'start',
      at: kickOff.toISOString(),
    });
    await page.goto(`/teams/${day.teamId}/match-live?match=${day.matchId}`);
    await expect(page.getByText('Period 2 of 2 · Never ended')).toBeVisible();
    await expect(page.getByText(/^Match clock 60:00$/)).toBeVisible();
    await expect(page.getByText('This match was never ended.')).toBeVisible();
    await expect(page.getByText(/counts as ended at 60:00 played/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pause for the break' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /goal/i })).toHaveCount(0);
    await expect(page.getByText(/Next change|Change due/)).toHaveCount(0);
    const end = page.getByRole('button', { name: 'End the match' });
    await expectTapTarget(end);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('left-running.png'), fullPage: true });

    // The clock does not move on while the screen is open.
    await page.waitForTimeout(1_500);
    await expect(page.getByText(/^Match clock 60:00$/)).toBeVisible();

    await end.click();
    await expect(page.getByText('Full time: the clock has stopped.')).toBeVisible();
    await expect(page.getByText(/^Match clock 60:00$/)).toBeVisible();
    // Stored: a reload reads the same.
    await page.reload();
    await expect(page.getByText('Full time: the clock has stopped.')).toBeVisible();
    await expect(page.getByText(/^Match clock 60:00$/)).toBeVisible();
  } finally {
    await day.remove();
  }
});
