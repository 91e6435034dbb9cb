import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import autocannon from 'autocannon';
import { extractVerifyLink, startSmtpInbox } from '../server/test-support/smtp-inbox.js';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Starts the built server as its own process (so load and server do not share a thread). Given a
 * dataDir, it runs on that prepared embedded database and leaves it in place for the caller.
 * BENCH_NODE_ARGS passes flags to that process, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to see where
 * a request's time goes (NODE_OPTIONS refuses --cpu-prof).
 */
export async function startServer(env: Record<string, string> = {}, options: { dataDir?: string } = {}) {
  const inbox = await startSmtpInbox();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const isOwnDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'touchline-bench-'));
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const started = performance.now();
  // BENCH_SERVER=source runs server/main.ts through tsx instead of the build, for a server-only bench
  // (no client pages) without building the whole app first.
  const entry =
    process.env.BENCH_SERVER === 'source' ? ['--import', 'tsx', 'server/main.ts'] : ['dist/server/main.js'];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, ...entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      SMTP_URL: inbox.url,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not yet listening
    }
    if (child.exitCode !== null) throw new Error('server exited');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const readyMs = performance.now() - started;
  return {
    url,
    readyMs,
    /** Signs `email` in and returns the session cookie with the secure id of their first team. */
    async signInToFirstTeam(email: string): Promise<{ cookie: string; teamId: string }> {
      const cookie = await this.signIn(email);
      const teams = (await (await fetch(`${url}/api/auth/teams`, { headers: { cookie } })).json()) as Array<{
        secureId: string;
      }>;
      return { cookie, teamId: teams[0]?.secureId ?? '' };
    },
    async signIn(email: string): Promise<string> {
      const before = inbox.to(email).length;
      await fetch(`${url}/api/auth/request-magic-link`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      while (inbox.to(email).length <= before) await new Promise((resolve) => setTimeout(resolve, 20));
      const token = new URL(extractVerifyLink(inbox.to(email).at(-1)?.text ?? '')).searchParams.get('token');
      const res = await fetch(`${url}/api/auth/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
        redirect: 'manual',
      });
      return (res.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await inbox.close();
      if (isOwnDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function measure(name: string, url: string, cookie: string, seconds = 5, connections = 10) {
  const result = await autocannon({ url, connections, duration: seconds, headers: { cookie } });
  const row = {
    name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
  return row;
}

/**
 * A tap on the middle of `target` as a finger makes it: touch events from the browser's own input (the
 * DevTools protocol), with nothing of the test's running in the page. The target is scrolled into view
 * and measured first; the returned function taps it, so a bench arms its watch in between and measures
 * the tap alone. A measured tap goes through this, not Locator.tap(): that runs Playwright's script in the
 * page on each event of the tap (its check that nothing covers the target: elementsFromPoint and
 * friends), and at 4x CPU that was part of the time from the tap to its answer, work no phone does.
 */
export async function fingerOn(page: Page, target: Locator): Promise<() => Promise<void>> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('The element to tap is not on the page.');
  return () => page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * The platform's floor, for the UI benches to show beside a tap they measure: fixed buttons appended to
 * the body, outside React (its listeners on its root see nothing), `#bench-floor-button` that changes its
 * words to "Pressed", and with `withDialog` `#bench-floor-modal` that shows a bare <dialog> (a title and a
 * button) with showModal(). `removeFloorButtons` takes them away.
 */
export async function placeFloorButtons(page: Page, { withDialog }: { withDialog: boolean }): Promise<void> {
  await page.evaluate((withDialog) => {
    const place = (id: string, words: string, top: string, onClick: (button: HTMLButtonElement) => void) => {
      const button = document.createElement('button');
      button.id = id;
      button.textContent = words;
      // Set through the CSSOM: the app's Content-Security-Policy refuses inline style attributes.
      Object.assign(button.style, { position: 'fixed', left: '1rem', top, height: '3rem', zIndex: '50' });
      button.addEventListener('click', () => onClick(button));
      document.body.append(button);
    };
    place('bench-floor-button', 'Press', '6rem', (button) => {
      button.textContent = 'Pressed';
    });
    if (!withDialog) return;
    const dialog = document.createElement('dialog');
    dialog.id = 'bench-floor-dialog';
    dialog.innerHTML = '<h2>A bare dialog</h2><button type="button">Close</button>';
    document.body.append(dialog);
    place('bench-floor-modal', 'Open', '10rem', () => dialog.showModal());
  }, withDialog);
}

export async function removeFloorButtons(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const id of ['bench-floor-dialog', 'bench-floor-button', 'bench-floor-modal']) {
      document.getElementById(id)?.remove();
    }
  });
}
