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

// The real entry point: a fresh embedded database, demo seed, the printed sign-in e-mail and .eml outbox,
// then SIGTERM finishing cleanly with exit code 0.
it('starts on an empty data dir with a working demo sign-in link, prints e-mailed links, keeps an .eml and stops cleanly on SIGTERM', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'touchline-main-'));
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
  try {
    const url = `http://127.0.0.1:${port}`;
    await expect
      .poll(async () => (await fetch(`${url}/readyz`).catch(() => null))?.status, {
        timeout: 60_000,
        interval: 100,
      })
      .toBe(200);
    expect(output).toContain('Seeded demo data');
    // The link printed at start-up signs the demo coach in.
    await expect.poll(() => output, { timeout: 10_000 }).toContain('Sign in as the demo coach');
    const startLink = output.match(/http:\/\/localhost:\d+\/api\/auth\/verify\?token=[^\s]+/)?.[0] ?? '';
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
      .poll(() => output.match(/http:\/\/localhost:\d+\/api\/auth\/verify\?token=/g)?.length ?? 0, {
        timeout: 10_000,
      })
      .toBe(2);
    const outbox = path.join(dataDir, 'outbox');
    expect(fs.readdirSync(outbox).filter((f) => f.endsWith('.eml'))).toHaveLength(1);
    const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'app.pid'))).toBe(false);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
