import type { Page, Route } from '@playwright/test';
import { api, expect, test } from './fixtures';
import { coachWithTodaysMatch, goalKeptOnPhone, serverFormation } from './match-day';

// Match day on a weak signal (issue 32, decision 070): the phone says it is online, but nothing the live
// screen (or the formation editor) sends gets through: a request hangs with no answer, or fails at once. The presses and the goal
// the coach makes meanwhile are kept as if made offline: drawn at once, the buttons free again once a
// try has gone unanswered, the goal's sheet closed with "kept", all of them kept over a reload and sent
// again until they arrive, each applied once. They were once given up after three tries (about 7 s):
// the board stepped back, "The press was not recorded", and the change was lost.

type LiveRead = { events: Array<{ kind: string }>; homeScore: number | null; awayScore: number | null };
type ApiPlayer = { id: number; shirtNumber: number; firstName: string; lastName: string };

/**
 * The signal the writes under `path` meet (the page's reads still answer): `hangs`, held with no answer;
 * `fails`, failed at once; `lost`, taken by the server with the answer lost on the way back; `through`.
 */
async function weakSignalFor(page: Page, path: string) {
  const weak = {
    signal: 'through' as 'hangs' | 'fails' | 'lost' | 'through',
    hung: [] as Route[],
    /** Lets the held writes go (a held one arriving now is answered from its id). */
    release: () => Promise.all(weak.hung.map((route) => route.abort().catch(() => undefined))),
    /** The journey's end: away from the page first, so nothing let go redraws it; then the routes go. */
    end: async () => {
      weak.signal = 'through';
      await page.goto('about:blank').catch(() => undefined);
      await weak.release();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    },
  };
  await page.route(
    (url) => url.pathname.startsWith(path),
    async (route) => {
      if (route.request().method() === 'GET' || weak.signal === 'through') return route.continue();
      if (weak.signal === 'hangs') return void weak.hung.push(route);
      if (weak.signal === 'lost') await route.fetch();
      return route.abort('internetdisconnected');
    },
  );
  return weak;
}

test('@once presses and a goal made on a signal where nothing gets through are kept, and sent once when it does', async ({
  page,
  inbox,
}) => {
  const day = await coachWithTodaysMatch(page, inbox, { opponentPrefix: 'Weak' });
  const live = `/teams/${day.teamId}/match-live?match=${day.matchId}`;
  /** The clock's mm:ss as the screen shows it, in seconds. */
  const clockSeconds = async () => {
    const text = (await page.getByText(/^Match clock \d\d:\d\d$/).textContent()) ?? '';
    const [minutes = 0, seconds = 0] = (text.match(/(\d\d):(\d\d)$/) ?? []).slice(1).map(Number);
    return minutes * 60 + seconds;
  };
  const liveRead = () => api<LiveRead>(page, 'GET', `/api/matches/${day.matchId}/live`);
  const weak = await weakSignalFor(page, `/api/matches/${day.matchId}/live/`);
  try {
    await page.goto(live);
    await expect(
      page.getByRole('heading', { level: 1, name: `Live mode: vs ${day.opponent}` }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Start match' }).click();
    await expect(page.getByText(/Period 1 of \d+ · Playing/)).toBeVisible();
    await expect(page.getByText('Online · everything sent')).toBeVisible();

    // The break, pressed where the request hangs: drawn at once, and the buttons wait for its answer.
    weak.signal = 'hangs';
    await page.getByRole('button', { name: 'Pause for the break' }).click();
    await expect(page.getByText(/Paused for a break/)).toBeVisible();
    const resume = page.getByRole('button', { name: 'Resume' });
    await expect(resume).toBeDisabled();
    await expect(page.getByText('Sending 1 change…', { exact: true })).toBeVisible();
    // No answer within its time: kept, and sent again; the buttons are free, the break still drawn.
    await expect(resume).toBeEnabled({ timeout: 15_000 });
    await expect(page.getByText('Weak signal · sending 1 change…', { exact: true })).toBeVisible();
    await expect(page.getByText(/Paused for a break/)).toBeVisible();

    // A goal for us where every request fails at once: its sheet does not wait, and says it is kept.
    weak.signal = 'fails';
    await goalKeptOnPhone(page);
    await expect(page.getByText('1 – 0', { exact: true })).toBeVisible();
    // Nothing given up meanwhile: three tries, about 7 s, once ended in "not recorded" and the board
    // stepping back.
    await page.waitForTimeout(8_000);
    await expect(page.getByText(/was not recorded/)).toHaveCount(0);
    await expect(page.getByText(/Paused for a break/)).toBeVisible();
    await expect(page.getByText('Weak signal · sending 2 changes…', { exact: true })).toBeVisible();
    await resume.click();
    await expect(page.getByText(/· Playing/)).toBeVisible();
    await expect(page.getByText('Weak signal · sending 3 changes…', { exact: true })).toBeVisible();

    // Kept over a reload, still with nothing getting through, and sent again from the new page. The
    // board is the server's answer with the writes waiting drawn on it: the goal, and the break in the
    // clock (the board once showed 0 – 0, and the minutes of the break as played).
    const clockBefore = await clockSeconds();
    await page.reload();
    await expect(page.getByText('Weak signal · sending 3 changes…', { exact: true })).toBeVisible();
    await expect(page.getByText('1 – 0', { exact: true })).toBeVisible();
    await expect(page.getByText(/· Playing/)).toBeVisible();
    // The break (over 15 s) is not counted as played: a reload takes a few seconds at most.
    expect(await clockSeconds()).toBeLessThan(clockBefore + 8);
    const atServer = await liveRead();
    expect(atServer.events.map((event) => event.kind)).toEqual(['start']);

    // The signal gets through again: each is sent, in order, and applied once (the hung break too, had
    // it arrived, is answered from its id).
    weak.signal = 'through';
    await weak.release();
    await expect(page.getByText('Online · everything sent')).toBeVisible({ timeout: 45_000 });
    const read = await liveRead();
    expect(read.events.map((event) => event.kind)).toEqual(['start', 'pause', 'resume']);
    expect([read.homeScore, read.awayScore]).toEqual([1, 0]);
    expect(await api<unknown[]>(page, 'GET', `/api/matches/${day.matchId}/goals`)).toHaveLength(1);
    await expect(page.getByText(/· Playing/)).toBeVisible();
    await expect(page.getByText('1 – 0', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Not saved' })).toHaveCount(0);
  } finally {
    await weak.end();
    await day.remove();
  }
});

test('@once a goal the server took with its answer lost counts once, and a goal taken back on a weak signal is kept', {
  annotation: {
    type: 'known-layout-shift',
    // The offline queue is loaded after the page (after-load.ts): a record restored from the phone is
    // drawn once it is back in the queue, after the screen's first paint (0.016-0.03 here). Holding the
    // first draw for it showed the skeleton longer, and its footer moved by 0.28.
    description: '0.05: the injury restored from the phone after a reload is listed after the first paint',
  },
}, async ({ page, inbox }) => {
  const day = await coachWithTodaysMatch(page, inbox, { opponentPrefix: 'Lost' });
  const score = async () => {
    const read = await api<LiveRead>(page, 'GET', `/api/matches/${day.matchId}/live`);
    return [read.homeScore, read.awayScore];
  };
  const board = (text: string) => page.getByText(text, { exact: true });
  const weak = await weakSignalFor(page, `/api/matches/${day.matchId}/live/`);
  try {
    await page.goto(`/teams/${day.teamId}/match-live?match=${day.matchId}`);
    await page.getByRole('button', { name: 'Start match' }).click();
    await expect(page.getByText(/Period 1 of \d+ · Playing/)).toBeVisible();
    await expect(page.getByText('Online · everything sent')).toBeVisible();

    // A goal against that reaches the server, its answer lost: the phone keeps it and sends it again.
    weak.signal = 'lost';
    await page.getByRole('button', { name: 'Goal against' }).click();
    await expect(board('0 – 1')).toBeVisible();
    await expect(page.getByText('Weak signal · sending 1 change…', { exact: true })).toBeVisible();
    expect(await score()).toEqual([0, 1]);
    // After a reload the server's board already counts it, and names it: drawn once, not 0 – 2.
    await page.reload();
    await expect(page.getByText('Weak signal · sending 1 change…', { exact: true })).toBeVisible();
    await expect(board('0 – 1')).toBeVisible();
    await expect(board('0 – 2')).toHaveCount(0);

    weak.signal = 'through';
    await expect(page.getByText('Online · everything sent')).toBeVisible({ timeout: 45_000 });
    expect(await score()).toEqual([0, 1]);
    await expect(board('0 – 1')).toBeVisible();

    // A goal made and taken back on a weak signal: the board takes it back at the tap, the undo is kept
    // (nothing left to take back twice), over a reload too, and applied once when the signal returns.
    await page.getByRole('button', { name: 'Goal against' }).click();
    await expect(board('0 – 2')).toBeVisible();
    await page.getByRole('button', { name: 'Remove last goal' }).click();
    weak.signal = 'fails';
    await page.getByRole('button', { name: 'Yes, remove it' }).click();
    await expect(board('0 – 1')).toBeVisible();
    await expect(
      page.getByText('Goal taken back on this phone: it is sent when the signal returns.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove last goal' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('Weak signal · sending 1 change…', { exact: true })).toBeVisible();
    await expect(board('0 – 1')).toBeVisible();
    expect(await score()).toEqual([0, 2]);

    weak.signal = 'through';
    await expect(page.getByText('Online · everything sent')).toBeVisible({ timeout: 45_000 });
    expect(await score()).toEqual([0, 1]);
    await expect(board('0 – 1')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Not saved' })).toHaveCount(0);

    // A player injured where requests fail: listed at once (it once showed only when answered), over a
    // reload too, and stored once the signal gets through.
    weak.signal = 'fails';
    const [first] = (await api<ApiPlayer[]>(page, 'GET', `${day.team}/players`)).sort(
      (a, b) => a.shirtNumber - b.shirtNumber,
    );
    if (!first) throw new Error('the demo team has no players');
    const label = `${first.shirtNumber} ${first.firstName} ${first.lastName}`;
    await page.getByRole('button', { name: 'Player late or injured' }).click();
    const sheet = page.getByRole('dialog', { name: 'Player late or injured' });
    await sheet
      .getByRole('group', { name: 'Player' })
      .getByRole('radio', { name: new RegExp(`^${label}`) })
      .check();
    await sheet.getByRole('button', { name: 'Record' }).click();
    await expect(sheet).toBeHidden();
    const injured = page
      .getByRole('list', { name: 'Late and injured' })
      .getByText(new RegExp(`^${label}: left at \\d+'$`));
    await expect(injured).toBeVisible();
    await expect(page.getByText('Kept on this phone: it is sent when the signal returns.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Weak signal · sending 1 change…', { exact: true })).toBeVisible();
    await expect(injured).toBeVisible();
    weak.signal = 'through';
    await expect(page.getByText('Online · everything sent')).toBeVisible({ timeout: 45_000 });
    await expect(injured).toBeVisible();
    const stored = await api<{ players: Array<{ playerId: number; leftAtMinute: number | null }> }>(
      page,
      'GET',
      `/api/events/match-${day.matchId}/availability`,
    );
    expect(stored.players.find((row) => row.playerId === first.id)?.leftAtMinute).toEqual(expect.any(Number));
  } finally {
    await weak.end();
    await day.remove();
  }
});

test('@once a formation saved where nothing gets through waits on the phone, and is saved once when it does', async ({
  page,
  inbox,
}) => {
  type ApiFormation = { id: number; notes: string | null; version: number };
  const day = await coachWithTodaysMatch(page, inbox, { opponentPrefix: 'Weak plan' });
  const { team, teamId, matchId } = day;
  const created = await page.request.post(`${team}/formations`, {
    data: { matchId, quarter: 1, name: 'Weak plan', notes: 'Press high', requestId: crypto.randomUUID() },
  });
  expect(created.status(), await created.text()).toBe(201);
  const formation = (await created.json()) as ApiFormation;
  const weak = await weakSignalFor(page, `/api/formations/${formation.id}`);
  const saveBar = page.locator('[data-save-bar]');
  const notes = page.getByLabel('Formation Notes');
  try {
    await page.goto(
      `/teams/${teamId}/formation-editor?match=${matchId}&quarter=1&formationId=${formation.id}`,
    );
    await expect(saveBar).toContainText('All changes saved');

    // Saved where the request hangs: sent, then, unanswered in its time, kept on the phone; Save is free.
    // It was once given up after three tries: "Failed to save formation".
    weak.signal = 'hangs';
    await notes.fill('Press high, then drop off');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeVisible();
    await expect(saveBar).toContainText('Saved on this phone: sent when the signal returns', {
      timeout: 15_000,
    });
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect((await serverFormation<ApiFormation>(page, team, formation.id)).notes).toBe('Press high');

    // The signal gets through: saved once, one version on, whether or not the hung try had arrived.
    weak.signal = 'through';
    await weak.release();
    await expect(saveBar).toContainText('All changes saved', { timeout: 45_000 });
    await expect(page.getByText('Failed to save formation')).toHaveCount(0);
    const saved = await serverFormation<ApiFormation>(page, team, formation.id);
    expect(saved.notes).toBe('Press high, then drop off');
    expect(saved.version).toBe(formation.version + 1);
  } finally {
    await weak.end();
    await day.remove();
  }
});
