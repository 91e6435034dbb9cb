import type { Browser, Page, Route } from '@playwright/test';
import type { SmtpInbox } from '../server/test-support/smtp-inbox';
import { api, expect, signIn, test } from './fixtures';

// What the match-day journeys (live mode, changes, late and injured, no signal) start from: the demo
// coach signed in, and a match of today against an opponent of its own, named for the run, which
// `remove` takes away again. Kicked off `kickedOffMinutesAgo` ago: today in the UK whatever the hour the
// journey runs, unless it runs within that many minutes after midnight.

export type TodaysMatch = {
  /** The team's secure id, as its page addresses carry it. */
  teamId: string;
  /** The team's API path. */
  team: string;
  opponent: string;
  matchId: number;
  remove: () => Promise<void>;
};

export async function coachWithTodaysMatch(
  page: Page,
  inbox: SmtpInbox,
  options: { opponentPrefix: string; kickedOffMinutesAgo?: number; match?: Record<string, unknown> },
): Promise<TodaysMatch> {
  await signIn(page, inbox, 'coach@demo.test');
  await page.waitForURL(/\/teams\/[^/]+\/squad-management$/);
  const teamId = new URL(page.url()).pathname.split('/')[2] ?? '';
  const team = `/api/teams/${encodeURIComponent(teamId)}`;
  const opponent = `${options.opponentPrefix} ${test.info().project.name}-${Date.now().toString(36)}`;
  const { id: opponentTeamId } = await api<{ id: number }>(page, 'POST', `${team}/teams`, { name: opponent });
  const { id: matchId } = await api<{ id: number }>(page, 'POST', `${team}/matches`, {
    opponentTeamId,
    matchDate: new Date(Date.now() - (options.kickedOffMinutesAgo ?? 1) * 60_000).toISOString(),
    isHome: 1,
    ...options.match,
  });
  return {
    teamId,
    team,
    opponent,
    matchId,
    remove: async () => {
      await page.request.delete(`${team}/matches/${matchId}`);
      await page.request.delete(`${team}/teams/${opponentTeamId}`);
    },
  };
}

/** A second browser of the same screen size, for a parent following the match. */
export function parentBrowserContext(browser: Browser, page: Page) {
  const project = test.info().project.name;
  return browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    isMobile: project === 'phone',
    hasTouch: project === 'phone',
  });
}

/** Waits until the installed app's service worker controls the page (journeys that allow workers). */
export async function controlledByWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker?.controller !== null), { timeout: 30_000 })
    .toBe(true);
}

/**
 * Cuts the page's signal and waits until the app has heard it (the banner along the foot says so). The
 * browser tells the page by an `offline` event a moment after the network is cut: a save pressed in that
 * moment is sent, reaches the server, and its answer is lost with the signal, so the phone keeps it and
 * sends it again later (answered from the first, decision 070). Right for the app, but a journey that
 * means a save made with no signal must not press it in that moment: it failed so 3 times in 16 runs.
 * Nor should such a journey leave the page by loading another while a save waits: the document being
 * left loses the emulation while the next one loads, hears "online", and sends the save (seen at the
 * server with the desktop user agent, 11 times in 42 runs of formation-conflict.spec.ts). Go by the
 * app's own links, as a coach does.
 */
export async function goOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await expect(page.getByText(/^You're offline/)).toBeVisible();
}

/**
 * The formation as the server holds it, read by a request outside the page (which may have no signal).
 * `T` names the fields the journey reads.
 */
export async function serverFormation<T extends { id: number }>(
  page: Page,
  team: string,
  id: number,
): Promise<T> {
  const answer = await page.request.get(`${team}/formations`);
  expect(answer.status(), await answer.text()).toBe(200);
  const formation = ((await answer.json()) as T[]).find((row) => row.id === id);
  if (!formation) throw new Error(`formation ${id} is not on the server`);
  return formation;
}

/**
 * The match's live read (GET /api/matches/:id/live, not its presses or goals), held unanswered from
 * `hold()` on: an answer would measure the phone's offset from the server's clock again and take back the
 * minutes a journey moves the page's clock on. `held` counts the reads asked for since. `leave()` ends the
 * journey: away from the screen first (a held read failing, or a read finding the match deleted, would
 * redraw it with no tap, a shift the layout guard counts), then the held reads are let go and the match
 * removed.
 */
export async function holdableLiveReads(page: Page, day: TodaysMatch) {
  const held: Route[] = [];
  let isHolding = false;
  await page.route(
    (url) => url.pathname === `/api/matches/${day.matchId}/live`,
    (route) => {
      if (isHolding && route.request().method() === 'GET') held.push(route);
      else void route.continue();
    },
  );
  return {
    held,
    hold: () => {
      isHolding = true;
    },
    leave: async () => {
      await page.goto('about:blank').catch(() => undefined);
      isHolding = false;
      await Promise.all(held.map((route) => route.abort().catch(() => undefined)));
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await day.remove();
    },
  };
}

/**
 * "Goal for us" with the first scorer the sheet offers, where the goal cannot be sent (no signal, or
 * none getting through): the sheet does not wait for the signal, and once the goal is written to the
 * phone (not before) it says so.
 */
export async function goalKeptOnPhone(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Goal for us' }).click();
  const sheet = page.getByRole('dialog', { name: 'Goal for us' });
  await sheet.getByRole('group', { name: 'Scorer' }).getByRole('radio').first().check();
  await sheet.getByRole('button', { name: 'Save goal' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText('Goal kept on this phone: it is sent when the signal returns.')).toBeVisible();
}
