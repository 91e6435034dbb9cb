import type { BrowserContextOptions } from '@playwright/test';
import { api, expect, expectAccessible, expectTapTarget, signIn, startAppServer, test } from './fixtures';

// A family answers from the reminder e-mail (issue 31, decisions 058 and 059): the coach asks for
// reminders a week ahead, the scheduler mails the silent parent, and the parent's "Unavailable" button
// opens a page, without signing in, that changes nothing until he presses Send answer. The coach then
// reads the answer and its note. This journey starts an app of its own whose scheduler ticks every
// minute (pg-boss, decision 071): the shared one ticks once a year, so no reminder lands beside a
// journey's sign-in link. The reminder can take a minute and a bit (the next minute, then pg-boss's cron
// look every 10 s and its worker's poll every 2 s).

type ApiMatch = { id: number; matchDate: string | null; isPostponed: boolean };
type ApiAnswers = {
  players: Array<{ playerId: number; answer: string | null; note: string | null }>;
};
type ApiPlayer = { id: number; firstName: string; lastName: string };

test('a parent answers from the reminder e-mail without signing in, and the coach reads it', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const app = await startAppServer({ SCHEDULER_CRON: '* * * * *' });
  // The project's screen (a phone or a desktop), on this journey's own app.
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, reducedMotion } = testInfo.project.use;
  const screen: BrowserContextOptions = {
    baseURL: app.url,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    reducedMotion,
  };
  const coachContext = await browser.newContext(screen);
  const familyContext = await browser.newContext(screen);
  try {
    const coach = await coachContext.newPage();
    await signIn(coach, app.inbox, 'coach@demo.test');
    const teams = await api<Array<{ secureId: string }>>(coach, 'GET', '/api/auth/teams');
    const teamId = teams[0]?.secureId ?? '';
    // The next match within the week: the one the reminder is about. The demo's fixtures are on
    // Saturdays at 10:00 UTC, so on a Saturday its next one is a week and some hours away, past the
    // longest reminder (168 hours): the coach then adds one in three days.
    const team = `/api/teams/${encodeURIComponent(teamId)}`;
    const comingMatches = async () =>
      (await api<ApiMatch[]>(coach, 'GET', `${team}/matches`))
        .filter((m) => m.matchDate && !m.isPostponed && Date.parse(m.matchDate) > Date.now())
        .sort((a, b) => Date.parse(a.matchDate ?? '') - Date.parse(b.matchDate ?? ''));
    const withinTheWeek = (m: ApiMatch | undefined) =>
      m?.matchDate !== undefined &&
      m.matchDate !== null &&
      Date.parse(m.matchDate) - Date.now() < 6 * 24 * 3600 * 1000;
    if (!withinTheWeek((await comingMatches())[0])) {
      const { id: opponentTeamId } = await api<{ id: number }>(coach, 'POST', `${team}/teams`, {
        name: 'Northgate Nomads',
      });
      const date = new Date(Date.now() + 3 * 24 * 3600 * 1000);
      date.setUTCHours(10, 0, 0, 0);
      await api(coach, 'POST', `${team}/matches`, {
        opponentTeamId,
        matchDate: date.toISOString(),
        isHome: 1,
      });
    }
    const next = (await comingMatches())[0];
    if (!next?.matchDate) throw new Error('the demo has no coming match');
    expect(withinTheWeek(next)).toBe(true);
    const players = await api<ApiPlayer[]>(coach, 'GET', `/api/teams/${teamId}/players`);
    const harry = players.find((p) => p.firstName === 'Harry' && p.lastName === 'Whitfield');
    if (!harry) throw new Error('the demo has no Harry Whitfield');
    const answersPath = `/api/events/match-${next.id}/availability`;
    const harrysAnswer = async () =>
      (await api<ApiAnswers>(coach, 'GET', answersPath)).players.find((p) => p.playerId === harry.id);
    expect((await harrysAnswer())?.answer).toBeNull();

    // Reminders a week before kick-off: the next tick mails the silent families.
    const settings = await api<{
      defaultMatchLength: number;
      defaultSubstitutionTimings: number[];
      defaultSubstitutions: number;
    }>(coach, 'GET', `/api/teams/${teamId}/team`);
    await api(coach, 'PATCH', `/api/teams/${teamId}/match-settings`, {
      matchLength: settings.defaultMatchLength,
      substitutionTimings: settings.defaultSubstitutionTimings,
      defaultSubstitutions: settings.defaultSubstitutions,
      availabilityReminderHours: 168,
    });
    // The match's reminder: the demo's training sessions within the week get theirs too.
    const isMatchReminder = (subject: string) => /^Can .*Harry.* play\?/.test(subject);
    await expect
      .poll(() => app.inbox.to('parent@demo.test').filter((mail) => isMatchReminder(mail.subject)).length, {
        timeout: 100_000,
      })
      .toBeGreaterThan(0);
    const reminder = app.inbox.to('parent@demo.test').find((mail) => isMatchReminder(mail.subject));
    const link = reminder?.text.match(/https?:\/\/\S+\/answer\/[A-Za-z0-9_-]+\?answer=unavailable/)?.[0];
    if (!link) throw new Error(`no Unavailable button in: ${reminder?.text}`);

    // Opened signed out: the question, Unavailable chosen but not saved.
    const family = await familyContext.newPage();
    await family.goto(link);
    await expect(family.getByRole('heading', { level: 1, name: 'Can Harry play?' })).toBeVisible();
    const unavailable = family.getByRole('radio', { name: 'Unavailable' });
    await expect(unavailable).toBeChecked();
    await expectAccessible(family);
    expect((await harrysAnswer())?.answer).toBeNull();

    // Sent with a note: saved, said on the page, and read by the coach.
    await family.getByLabel('Note for the coach (optional)').fill('Away at his grandparents');
    const send = family.getByRole('button', { name: 'Send answer' });
    await expectTapTarget(send);
    await send.click();
    await expect(family.getByText(/^Saved: Unavailable\. Thank you/)).toBeVisible();
    await expectAccessible(family);
    await family.screenshot({ path: testInfo.outputPath('answer-page.png') });
    await expect.poll(async () => (await harrysAnswer())?.answer).toBe('unavailable');
    expect((await harrysAnswer())?.note).toBe('Away at his grandparents');
    await coach.goto(`/teams/${teamId}/match-planning?matchId=${next.id}`);
    await expect(coach.getByText('Away at his grandparents')).toBeVisible();
  } finally {
    await coachContext.close();
    await familyContext.close();
    await app.stop();
  }
});
