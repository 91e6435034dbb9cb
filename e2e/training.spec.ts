import { addDays } from '../shared/domain/training-sessions';
import { ukDate } from '../shared/domain/uk-time';
import { api, expect, expectAccessible, expectTapTarget, signIn, test } from './fixtures';

// Training sessions on match planning (issue 31, decisions 060 and 061): the coach adds a weekly
// session, finds it among the matches in training's colour, opens it, moves it to another pitch and
// cancels it; the demo parent sees the next one and says his son cannot come. Both projects may share
// one app: each run makes sessions at a place of its own, and removes them at the end.

const PLAYER = '2 Harry Whitfield';

type ApiMatch = { id: number; matchDate: string | null };
type ApiSession = { id: number; date: string; startsAt: string; place: string };
type ApiEvents = { events: Array<{ kind: 'match' | 'training' } & Partial<ApiSession>> };

test('a coach adds weekly training among the matches, edits and cancels one; a parent answers Unavailable', async ({
  page,
  browser,
  inbox,
}) => {
  await signIn(page, inbox, 'coach@demo.test');
  await page.waitForURL(/\/teams\/[^/]+\/squad-management$/);
  const teamId = new URL(page.url()).pathname.split('/')[2] ?? '';
  const team = `/api/teams/${encodeURIComponent(teamId)}`;
  const project = test.info().project.name;
  const place = `Riverside Park ${project} ${Date.now() % 100_000}`;
  const newPlace = `Northfield School ${project} ${Date.now() % 100_000}`;
  const today = ukDate(new Date());
  const first = addDays(today, 3);
  const until = addDays(first, 14);

  const parentContext = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    isMobile: project === 'phone',
    hasTouch: project === 'phone',
  });
  try {
    await page.goto(`/teams/${teamId}/match-planning`);
    const addTraining = page.getByRole('button', { name: 'Add Training' });
    await expect(addTraining).toBeVisible();
    await expectTapTarget(addTraining);

    // A weekly session: three Tuesdays (or whichever day) from three days on, with the coaches' notes.
    await addTraining.click();
    const dialog = page.getByRole('dialog', { name: 'Add Training' });
    await expect(dialog).toBeVisible();
    // Saved empty: each missing field says so in words, and nothing is sent.
    await dialog.getByLabel('Date').fill('');
    await dialog.getByRole('button', { name: 'Add Training' }).click();
    await expect(dialog.getByText('Choose the date of the session')).toBeVisible();
    // Tapped first, as a coach does to change it: the error line then goes as part of that input (a
    // fill alone is no input to the browser's layout-shift record, and on a loaded machine it came more
    // than half a second after the tap on Add Training, so the fields moving up counted as a shift).
    await dialog.getByLabel('Date').click();
    await dialog.getByLabel('Date').fill(first);
    await dialog.getByLabel('Starts').fill('18:00');
    await dialog.getByLabel('Ends').fill('19:15');
    await dialog.getByLabel('Place').fill(place);
    await dialog.getByLabel('Notes (optional)').fill('Bring bibs and the small goals');
    await dialog.getByLabel('Repeat weekly until (optional)').fill(until);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Add Training' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('3 weekly training sessions added')).toBeVisible();

    // Listed in the Future tab, in training's colour, among the matches in date order.
    const list = page.getByRole('tabpanel');
    const rows = list.getByRole('button', { name: new RegExp(`^Training\\s*\\S.*18:00–19:15 · ${place}$`) });
    await expect(rows).toHaveCount(3);
    const firstRow = rows.first();
    await expect(firstRow.getByText('Training', { exact: true }).last()).toBeVisible();
    await expect(firstRow).toHaveCSS('border-left-width', '4px');
    const events = await api<ApiEvents>(page, 'GET', `${team}/events`);
    const ours = events.events.filter((event) => event.kind === 'training' && event.place === place);
    expect(ours.map((session) => session.date)).toEqual([first, addDays(first, 7), until]);
    const firstStart = Date.parse(ours[0]?.startsAt ?? '');
    // Every future match that kicks off before the first session stands above it, the rest below.
    const matches = await api<ApiMatch[]>(page, 'GET', `${team}/matches`);
    const before = matches.filter(
      (m) => m.matchDate && ukDate(new Date(m.matchDate)) >= today && Date.parse(m.matchDate) < firstStart,
    ).length;
    const names = await list
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.textContent ?? ''));
    const firstIndex = names.findIndex((name) => name.includes(place));
    const matchesAbove = names.slice(0, firstIndex).filter((name) => !name.startsWith('Training'));
    expect(matchesAbove).toHaveLength(before);

    // Opened: when, where, the notes (coaches only), and the families' answers.
    await firstRow.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Training' })).toBeVisible();
    await expect(page.getByText('Bring bibs and the small goals')).toBeVisible();
    await expect(page.getByText('What families said about this training session.')).toBeVisible();
    await expectAccessible(page);

    // Moved to another pitch: this session only (the form's first choice, of two).
    await page.getByRole('button', { name: /^Edit training on / }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Training' });
    await expect(edit.getByRole('radio', { name: 'Only this session' })).toBeChecked();
    await expect(edit.getByRole('radio', { name: /^This and the following sessions/ })).not.toBeChecked();
    await expect(edit.getByLabel('Place')).toHaveValue(place);
    await expect(edit.getByLabel('Repeat weekly until (optional)')).toHaveCount(0);
    await edit.getByLabel('Place').fill(newPlace);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('Training session updated')).toBeVisible();
    await expect(list.getByRole('button', { name: new RegExp(` · ${newPlace}$`) })).toHaveCount(1);
    await expect(rows).toHaveCount(2);

    // Called off: still listed, marked Cancelled, and can be put back on. The session has two more of
    // its series after it, so the app asks which first, "Only this session" chosen.
    await page.getByRole('button', { name: 'Cancel session' }).click();
    const which = page.getByRole('alertdialog', { name: /^Cancel training on / });
    await expect(which.getByRole('radio', { name: 'Only this session' })).toBeChecked();
    await expectAccessible(page);
    await which.getByRole('button', { name: 'Cancel session' }).click();
    await expect(which).toBeHidden();
    await expect(page.getByRole('button', { name: 'Put back on' })).toBeVisible();
    const cancelled = list.getByRole('button', {
      name: new RegExp(`^Training\\s*Cancelled\\s*.* · ${newPlace}$`),
    });
    await expect(cancelled).toBeVisible();
    await expect(cancelled.getByText('Cancelled')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('coach-training.png') });

    // The parent: the sessions read only, no notes, and his own child's answer.
    const parent = await parentContext.newPage();
    await signIn(parent, inbox, 'parent@demo.test');
    await parent.waitForURL(/\/teams\/[^/]+\/squad-management$/);
    await parent.goto(`/teams/${teamId}/match-planning`);
    await expect(parent.getByRole('button', { name: 'Add Training' })).toHaveCount(0);
    const parentList = parent.getByRole('tabpanel');
    await expect(
      parentList.getByRole('button', { name: new RegExp(`^Training\\s*Cancelled\\s*.* · ${newPlace}$`) }),
    ).toBeVisible();
    const next = parentList.getByRole('button', { name: new RegExp(` · ${place}$`) }).first();
    await next.click();
    await expect(parent.getByRole('heading', { level: 2, name: 'Training' })).toBeVisible();
    await expect(parent.getByText('Bring bibs and the small goals')).toHaveCount(0);
    await expect(parent.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
    await expect(
      parent.getByText('Tell the coach whether your player can come to this training session.'),
    ).toBeVisible();
    const answer = parent.getByRole('group', { name: PLAYER });
    const unavailable = answer.getByRole('button', { name: 'Unavailable' });
    await expectTapTarget(unavailable);
    await unavailable.click();
    await expect(unavailable).toHaveAttribute('aria-pressed', 'true');
    const row = parent.getByRole('listitem').filter({ has: answer });
    await expect(row.getByRole('status')).toContainText('Saved: Unavailable');
    await expectAccessible(parent);
    await parent.screenshot({ path: test.info().outputPath('parent-training.png') });
  } finally {
    await parentContext.close();
    // The sessions this run made, whatever a failure left, for the other journeys on this app.
    const left = await api<ApiEvents>(page, 'GET', `${team}/events`);
    for (const session of left.events) {
      if (session.kind === 'training' && (session.place === place || session.place === newPlace)) {
        await api(page, 'DELETE', `${team}/training-sessions/${session.id}`);
      }
    }
  }
});
