import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

// Browser tests drive Debian's Chromium; Playwright never downloads a browser of its own here.
export function ensureChromium() {
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (fs.existsSync(chromePath)) return chromePath;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!process.env.CHROME_PATH && isRoot && fs.existsSync('/usr/bin/apt-get')) {
    console.log("Chromium is missing: installing Debian's chromium package (apt-get)...");
    try {
      execSync('apt-get update -qq', { stdio: 'inherit' });
      const res = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
      if (res.status === 0 && fs.existsSync(chromePath)) return chromePath;
    } catch {
      // fall through to the message below
    }
  }
  console.error(
    `Chromium was not found at ${chromePath}. Install it (Debian: apt-get install chromium) or set CHROME_PATH to a Chromium or Chrome binary, then run the tests again.`,
  );
  process.exit(1);
}
