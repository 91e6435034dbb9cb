import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * `server/main.ts` as `npm start` runs it, on `dataDir` with the embedded database and no mail server,
 * once it answers /readyz. `output()` is everything it printed so far; `stop()` sends SIGTERM and expects
 * a clean exit.
 */
async function startMain(dataDir: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: '',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await expect
      .poll(async () => (await fetch(`${url}/readyz`).catch(() => null))?.status, {
        timeout: 60_000,
        interval: 100,
      })
      .toBe(200);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const stop = async () => {
    const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    return output;
  };
  return { url, child, output: () => output, stop };
}

// The real entry point: a fresh embedded database, demo seed, the printed sign-in e-mail and .eml outbox,
// then SIGTERM finishing cleanly with exit code 0.
it('starts on an empty data dir with a working demo sign-in link, prints e-mailed links, keeps an .eml and stops cleanly on SIGTERM', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'touchline-main-'));
  const app = await startMain(dataDir);
  const { url, child } = app;
  try {
    expect(app.output()).toContain('Seeded demo data');
    // The link printed at start-up signs the demo coach in.
    await expect.poll(() => app.output(), { timeout: 10_000 }).toContain('Sign in as the demo coach');
    const startLink =
      app.output().match(/http:\/\/localhost:\d+\/api\/auth\/verify\?token=[^\s]+/)?.[0] ?? '';
    const token = new URL(startLink).searchParams.get('token');
    const verify = await fetch(`${url}/api/auth/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
      redirect: 'manual',
    });
    expect(verify.status).toBe(303);
    await fetch(`${url}/api/auth/request-magic-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'coach@demo.test' }),
    });
    // The e-mailed link is printed too (and kept as .eml): a second link in the output.
    await expect
      .poll(() => app.output().match(/http:\/\/localhost:\d+\/api\/auth\/verify\?token=/g)?.length ?? 0, {
        timeout: 10_000,
      })
      .toBe(2);
    const outbox = path.join(dataDir, 'outbox');
    expect(fs.readdirSync(outbox).filter((f) => f.endsWith('.eml'))).toHaveLength(1);
    await app.stop();
    expect(fs.existsSync(path.join(dataDir, 'app.pid'))).toBe(false);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);

// A club's own first start (its admin named in ADMIN_EMAIL), and every restart after: never the demo
// club, never the demo platform admin, never a printed sign-in link for a demo user.
it('never seeds demo users into a database that has a real admin, on the first start or a restart', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'touchline-main-real-'));
  const start = () => startMain(dataDir, { ADMIN_EMAIL: 'secretary@club.example', SEED_DEMO: '' });
  try {
    for (const round of ['first start', 'restart']) {
      const app = await start();
      try {
        await fetch(`${app.url}/api/auth/request-magic-link`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'admin@demo.test' }),
        });
        await fetch(`${app.url}/api/auth/request-magic-link`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'secretary@club.example' }),
        });
        await expect
          .poll(() => fs.readdirSync(path.join(dataDir, 'outbox')).length, { timeout: 10_000 })
          .toBeGreaterThan(0);
      } finally {
        const output = await app.stop();
        expect(output, round).not.toContain('Seeded demo data');
        expect(output, round).not.toContain('Sign in as the demo coach');
        expect(output, round).not.toContain('admin@demo.test');
      }
      // Only the real admin's link was e-mailed: the demo admin does not exist.
      const mails = fs
        .readdirSync(path.join(dataDir, 'outbox'))
        .map((f) => fs.readFileSync(path.join(dataDir, 'outbox', f), 'utf8'));
      expect(
        mails.some((m) => m.includes('secretary@club.example')),
        round,
      ).toBe(true);
      expect(
        mails.some((m) => /^To: .*admin@demo\.test/m.test(m)),
        round,
      ).toBe(false);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 180_000);
