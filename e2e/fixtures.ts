import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, test as base, expect, type Locator, type Page } from '@playwright/test';
import { brookfieldPages, type FullTimeSite, startFullTimeSite } from '../server/test-support/fulltime-site';
import { extractVerifyLink, type SmtpInbox, startSmtpInbox } from '../server/test-support/smtp-inbox';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitForReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`app exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`app not ready in 90 s:\n${log()}`);
}

/** The most a page may move what it already shows, summed over its life (Cumulative Layout Shift). */
export const MAX_LAYOUT_SHIFT = 0.02;

/**
 * One layout shift: how much, what moved (element, and its box before → after as x,y wxh), where the
 * page was (path, scroll) and when (ms since the document started), so a failure says what to fix.
 */
export type ReportedShift = { value: number; sources: string[]; at?: string };

/** The layout shifts the page's current document has made so far, as layoutShiftGuard records them. */
export async function readLayoutShifts(page: Page): Promise<ReportedShift[]> {
  return page.evaluate(
    () =>
      (window as unknown as { __touchlineShifts?: { shifts: ReportedShift[] } }).__touchlineShifts?.shifts ??
      [],
  );
}

/**
 * Starts watching the page's current document for a toast holding every one of `texts`; `shown`
 * resolves once one is drawn, seen by a MutationObserver in the page as it happens. For a toast shown
 * only briefly before the page leaves (a session ending): Playwright's own checks poll, up to 500 ms
 * apart, and could fall either side of it.
 */
export async function watchForToast(page: Page, texts: string[]): Promise<{ shown: Promise<void> }> {
  const name = `__touchlineToastSeen${Math.random().toString(36).slice(2)}`;
  let seen = () => {};
  const wasSeen = new Promise<void>((resolve) => {
    seen = resolve;
  });
  await page.exposeBinding(name, () => seen());
  await page.evaluate(
    ({ name, texts }) => {
      const report = (window as unknown as Record<string, () => void>)[name];
      const check = () => {
        const found = [...document.querySelectorAll('.toast')].some(
          (toast) => texts.every((text) => toast.textContent?.includes(text)) && toast.checkVisibility(),
        );
        if (!found) return false;
        report?.();
        return true;
      };
      if (check()) return;
      const observer = new MutationObserver(() => {
        if (check()) observer.disconnect();
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    { name, texts },
  );
  return { shown: wasSeen };
}

/**
 * Answers the API writes that `url` matches `ms` late, as a phone's weak signal does: past the half second
 * after a press in which Chromium counts a move of the page as the user's own.
 */
export async function answerWritesLate(target: BrowserContext | Page, ms: number, url = '**/api/**') {
  await target.route(url, async (route) => {
    if (route.request().method() !== 'GET') await new Promise((ok) => setTimeout(ok, ms));
    await route.fallback();
  });
}

/**
 * One real app per worker: the built server on a fresh embedded database seeded with the demo club,
 * sending mail to a real SMTP server in this process. Every journey also fails when a page it opened
 * shifted its layout by more than MAX_LAYOUT_SHIFT without the user asking (layoutShiftGuard).
 */
export const test = base.extend<
  { inbox: SmtpInbox; fullTime: FullTimeSite; layoutShiftGuard: undefined },
  { appServer: AppServer }
>({
  layoutShiftGuard: [
    async ({ context, javaScriptEnabled }, use, testInfo) => {
      // Without JavaScript no observer can run (and evaluating in the page would never return).
      if (javaScriptEnabled === false) {
        await use(undefined);
        return;
      }
      // E2E_SLOW_WRITES_MS=700 answers every write that long after it is sent, as a phone's weak signal
      // does. The local server answers within the half second after a press in which Chromium counts a
      // shift as the user's own, so a page that moves when a save's answer lands passes unseen otherwise
      // (a result entered for a match on screen moved its cards by 0.28 on a phone, found so).
      const slowWritesMs = Number(process.env.E2E_SLOW_WRITES_MS) || 0;
      if (slowWritesMs > 0) await answerWritesLate(context, slowWritesMs);
      // Every document of every page reports its shifts (not those right after the user's own input,
      // as CLS counts them) to this process, so pages left or reloaded during the journey count too.
      const byDocument = new Map<string, { url: string; shifts: ReportedShift[] }>();
      await context.exposeBinding(
        '__touchlineLayoutShift',
        (_source, documentId: string, url: string, shift: ReportedShift) => {
          const document = byDocument.get(documentId) ?? { url, shifts: [] };
          document.shifts.push(shift);
          byDocument.set(documentId, document);
        },
      );
      await context.addInitScript(() => {
        const documentId = `${performance.timeOrigin}-${Math.random()}`;
        const own = { documentId, shifts: [] as ReportedShift[] };
        Object.assign(window, { __touchlineShifts: own });
        const report = (window as unknown as { __touchlineLayoutShift?: (...args: unknown[]) => void })
          .__touchlineLayoutShift;
        // Chromium marks a shift as the user's own (hadRecentInput) within 500 ms of a key press or a
        // tap. Playwright's fill() types by inserting text, with no key events, so a message that a
        // person's typing would show or clear would count against the page; a trusted input event
        // stands for that key press here.
        let lastTypedAt = Number.NEGATIVE_INFINITY;
        addEventListener(
          'input',
          (event) => {
            if (event.isTrusted) lastTypedAt = event.timeStamp;
          },
          { capture: true },
        );
        new PerformanceObserver((list) => {
          type Box = { x: number; y: number; width: number; height: number };
          const box = (rect: Box) =>
            `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources?: Array<{ node?: Node; previousRect: Box; currentRect: Box }>;
            }
          >) {
            if (entry.hadRecentInput || entry.startTime - lastTypedAt < 500) continue;
            const sources = (entry.sources ?? []).map((source) => {
              const node = source.node as Element | undefined;
              const name = node
                ? `${node.nodeName.toLowerCase()}.${String(node.className).slice(0, 60)}`
                : '?';
              return `${name} ${box(source.previousRect)} → ${box(source.currentRect)}`;
            });
            const at = `${location.pathname} scrollY ${Math.round(scrollY)} at ${Math.round(entry.startTime)} ms`;
            own.shifts.push({ value: entry.value, sources, at });
            report?.(documentId, location.pathname, { value: entry.value, sources, at });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await use(undefined);
      // The pages still open hold the complete record of their current document (a report on its way
      // through the binding may not have arrived yet): it replaces what the binding delivered.
      for (const page of context.pages()) {
        const current = await page
          .evaluate(
            () =>
              new Promise<{ documentId: string; shifts: ReportedShift[] } | null>((resolve) =>
                requestAnimationFrame(() =>
                  requestAnimationFrame(() =>
                    setTimeout(() => {
                      const own = (
                        window as unknown as {
                          __touchlineShifts?: { documentId: string; shifts: ReportedShift[] };
                        }
                      ).__touchlineShifts;
                      resolve(own ?? null);
                    }, 50),
                  ),
                ),
              ),
          )
          .catch(() => null);
        if (current)
          byDocument.set(current.documentId, { url: new URL(page.url()).pathname, shifts: current.shifts });
      }
      // A journey with a shift known and not yet fixed says so, with the most it may reach, in a
      // `known-layout-shift` annotation ("0.08: why"); every other journey is held to MAX_LAYOUT_SHIFT.
      // SHOW_LAYOUT_SHIFTS=1 prints every page's shifts, small ones too, for finding what moves.
      if (process.env.SHOW_LAYOUT_SHIFTS) {
        console.log(testInfo.title, JSON.stringify([...byDocument.values()], null, 1));
      }
      const known = testInfo.annotations.find((annotation) => annotation.type === 'known-layout-shift');
      const allowed = known ? Number.parseFloat(known.description ?? '') : MAX_LAYOUT_SHIFT;
      const shifted = [...byDocument.values()]
        .map(({ url, shifts }) => ({
          url,
          total: shifts.reduce((sum, shift) => sum + shift.value, 0),
          shifts,
        }))
        .filter(({ total }) => total > allowed);
      expect(shifted, `pages that shifted their layout by more than ${allowed}`).toEqual([]);
    },
    { auto: true },
  ],
  appServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern.
    async ({}, use) => {
      const app = await startAppServer();
      await use(app);
      await app.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ appServer }, use) => {
    await use(appServer.url);
  },
  inbox: async ({ appServer }, use) => {
    await use(appServer.inbox);
  },
  fullTime: async ({ appServer }, use) => {
    await use(appServer.fullTime);
  },
});

export { expect };

/**
 * A call to the app's API from the page, with its session cookie, as the app itself makes it: the
 * parsed JSON answer, or an error naming the call and the server's answer.
 */
export async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        credentials: 'include',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    },
    { method, path, body },
  );
}

export type AppServer = { url: string; inbox: SmtpInbox; fullTime: FullTimeSite; stop: () => Promise<void> };

/**
 * The built server on a fresh embedded database seeded with the demo club, its mail going to an SMTP
 * server in this process and its Full-Time pages to a stand-in on loopback. Every worker has one
 * (appServer); a journey that needs the app set otherwise (`env`) starts its own and stops it.
 */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const inbox = await startSmtpInbox();
  // A stand-in for FA Full-Time on loopback, the one plain-http origin the app may fetch in tests.
  const fullTime = await startFullTimeSite(brookfieldPages());
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'touchline-e2e-'));
  let output = '';
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      SMTP_URL: inbox.url,
      SEED_DEMO: 'true',
      DATABASE_URL: '',
      CONTACT_EMAIL: 'support@touchline.test',
      LOG_LEVEL: 'warn',
      FULLTIME_TEST_ORIGIN: fullTime.origin,
      FULLTIME_DAILY_SYNC: 'false',
      // The scheduler ticks only at New Year's midnight: a reminder mailed to a demo parent in the middle
      // of a journey would be read as his sign-in link. The reminders' own journey starts an app that
      // ticks every minute (answer-link.spec.ts).
      SCHEDULER_CRON: '0 0 1 1 *',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  await waitForReady(url, child, () => output);
  return {
    url,
    inbox,
    fullTime,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await inbox.close();
      await fullTime.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function waitForMail(inbox: SmtpInbox, email: string, count = 1) {
  await expect.poll(() => inbox.to(email).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  const mail = inbox.to(email).at(-1);
  if (!mail) throw new Error(`no mail for ${email}`);
  return mail;
}

// Sessions already made in this worker, by SMTP inbox (one per app) and address. Sign-in is limited to
// 5 e-mails per address per 15 minutes, as the spec asks, so journeys after the first reuse the session
// the real e-mailed link started, once the server confirms it is still alive.
const sessionCookies = new Map<string, Awaited<ReturnType<BrowserContext['cookies']>>>();

/**
 * Signs in the way a person does: the form, then the link from the e-mail. A later call for the same
 * address in this worker reuses that session (pass `fresh` to go through the e-mail again). Either way
 * the browser ends where the link leads: `/`, which sends each user on to their page.
 */
export async function signIn(
  page: Page,
  inbox: SmtpInbox,
  email: string,
  options: { fresh?: boolean } = {},
): Promise<void> {
  const key = `${inbox.url} ${email}`;
  const cached = options.fresh ? undefined : sessionCookies.get(key);
  if (cached) {
    await page.context().addCookies(cached);
    if ((await page.request.get('/api/auth/user')).ok()) {
      await page.goto('/');
      return;
    }
    await page.context().clearCookies();
  }
  const before = inbox.to(email).length;
  await page.goto('/email-login');
  await page.getByLabel(/email/i).fill(email);
  await page.getByRole('button', { name: 'Send Login Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  const mail = await waitForMail(inbox, email, before + 1);
  await page.goto(extractVerifyLink(mail.text));
  await page.waitForURL((url) => !url.pathname.startsWith('/api/auth/verify'));
  sessionCookies.set(key, await page.context().cookies());
}

/**
 * Follows a link of the main menu, the way a coach gets there: in the header on a desktop, behind "Open
 * menu" on a phone. A journey goes on by the app's links rather than by loading an address (see goOffline
 * in match-day.ts for why that matters offline).
 */
export async function followMenuLink(page: Page, label: string): Promise<void> {
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
}

/**
 * A tap target of at least 44 x 44 px (cold hands at the touchline), measured as drawn: every box of it
 * (getClientRects), so an inline link a phone breaks over two lines fails on its smaller pieces, where its
 * bounding box, spanning both lines, would pass.
 */
export async function expectTapTarget(target: Locator): Promise<void> {
  const boxes = await target.evaluate((element) =>
    [...element.getClientRects()].map(({ width, height }) => ({ width, height })),
  );
  expect(boxes.length, 'the target is drawn').toBeGreaterThan(0);
  for (const [i, box] of boxes.entries()) {
    const piece = boxes.length > 1 ? ` (piece ${i + 1} of ${boxes.length})` : '';
    expect(box.width, `tap target width${piece}`).toBeGreaterThanOrEqual(44);
    expect(box.height, `tap target height${piece}`).toBeGreaterThanOrEqual(44);
  }
}

/** axe-core on the current page: no serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  // axe.run() in the page itself (legacy mode), for violations only. The default runs axe per frame and
  // finishes in a new blank page, which took 2-2.5 s a check on the squad page against 0.5-0.7 s, a
  // third of the journeys' time; it exists for cross-origin frames, and the app has no frame at all.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
  // A page wider than the phone makes the whole layout pan sideways and shifts every fixed dialog.
  // Measured against the page's own width (the screen's, less any scrollbar): on a phone the window
  // (innerWidth) grows with content wider than the screen, so it was no measure there.
  const width = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(width.content, 'page is wider than the screen').toBeLessThanOrEqual(width.viewport);
  // Nor does a control or a line of text stick out of the box it is drawn in (a card, a sheet, a
  // banner): the page can be no wider than the screen while a button runs over its card's edge (live
  // mode's Adjust… did, on a desktop, whose narrow page is no wider than a phone), or a long name out
  // of its row. The box is the nearest one drawn with a border; what sits in something that scrolls or
  // clips on the way is left out.
  const outside = await page.evaluate(() => {
    const isBox = (style: CSSStyleDeclaration) =>
      Number.parseFloat(style.borderLeftWidth) > 0 && Number.parseFloat(style.borderRightWidth) > 0;
    const found: string[] = [];
    const text = 'h1, h2, h3, h4, p, li, dt, dd, label, summary, td, th';
    const drawn = `button, a[href], input:not([type=hidden]), select, textarea, [role=radio], [role=tab], ${text}`;
    for (const control of document.querySelectorAll<HTMLElement>(drawn)) {
      const rect = control.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1 || control.closest('[aria-hidden=true], [inert]')) continue;
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
      // A line of text running past its own edge (a long word that does not wrap), where nothing clips
      // it. Not a control's: a pitch token's name is drawn wider than its shirt on purpose.
      const spill = control.scrollWidth - control.clientWidth;
      const isSpilt = spill > 1 && control.clientWidth > 0 && control.matches(text);
      if (isSpilt && getComputedStyle(control).overflowX === 'visible') {
        found.push(`${control.tagName.toLowerCase()} "${name}": its text runs ${spill} px past its edge`);
      }
      let box: HTMLElement | null = control.parentElement;
      let isClipped = false;
      while (box && box !== document.body) {
        const style = getComputedStyle(box);
        // A box that scrolls sideways itself (a wide table) shows the rest of its row on a swipe.
        if (style.overflowX !== 'visible') isClipped = true;
        if (isBox(style)) break;
        box = box.parentElement;
      }
      if (!box || box === document.body || isClipped) continue;
      const edge = box.getBoundingClientRect();
      const over = Math.max(edge.left - rect.left, rect.right - edge.right);
      if (over > 1) {
        found.push(`${control.tagName.toLowerCase()} "${name}" sticks ${Math.round(over)} px out of its box`);
      }
    }
    return found;
  });
  expect(outside, 'drawn outside its box').toEqual([]);
}

/**
 * Removes a journey's own opponent and its matches through the page's session, whatever state a failure
 * left (journeys of both projects may share one app, so each makes and removes its own).
 */
export async function removeOpponent(page: Page, teamId: string, name: string) {
  await page.evaluate(
    async ({ teamId, name }) => {
      const team = `/api/teams/${encodeURIComponent(teamId)}`;
      const matches = (await (await fetch(`${team}/matches`, { credentials: 'include' })).json()) as Array<{
        id: number;
        opponentName: string | null;
      }>;
      for (const match of matches.filter((m) => m.opponentName === name)) {
        await fetch(`${team}/matches/${match.id}`, { method: 'DELETE', credentials: 'include' });
      }
      const teams = (await (await fetch(`${team}/teams`, { credentials: 'include' })).json()) as Array<{
        id: number;
        name: string;
      }>;
      for (const row of teams.filter((t) => t.name === name)) {
        await fetch(`${team}/teams/${row.id}`, { method: 'DELETE', credentials: 'include' });
      }
    },
    { teamId, name },
  );
}

/**
 * After dnd-kit's "Picked up ..." is announced: its keyboard sensor starts listening for the next keys
 * from a timer set at the pick-up, and Chromium runs key presses already queued first, so a key sent at
 * once could go unheard (a person is never that quick). A timer set now runs after that one.
 */
export async function keyboardSensorListening(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
