import { defineConfig, devices } from '@playwright/test';

// Each worker starts its own app (fresh embedded database with demo data) and its own SMTP server:
// see e2e/fixtures.ts. Every journey runs on a 375 px phone and on a desktop.
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // This 2-core machine runs a long journey (the formation editor, match day) in 40-70 s under two
  // workers; CI gets the room to finish rather than failing on the clock.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    // The journeys check that content does not move by itself. On this 2-core machine an animation (a
    // sheet sliding up, match planning's smooth scroll to the selected match) can still be running more
    // than 500 ms after the press that started it, and the layout-shift guard then counts it; the app
    // honours reduced motion, so the journeys run with it and judge the content alone.
    reducedMotion: 'reduce',
    // The app's service worker (decision 070) would answer requests the journeys watch or route: only
    // the journeys of the installed app allow it (e2e/offline-match-day.spec.ts).
    serviceWorkers: 'block',
    // Recording a trace (a snapshot of the page at every action) took a fifth of the journeys' time
    // (squad and formation views: 121 s with it, 92-97 s without). CI records it on the retry of a
    // journey that failed, which is kept whether the retry passes or fails; a local run has no retry,
    // so it records every journey and keeps the failures'.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], browserName: 'chromium', viewport: { width: 375, height: 812 } },
    },
    {
      name: 'desktop',
      // Journeys tagged @touch need a touch screen, and those tagged @phone check the phone's own layout:
      // the phone runs them, the desktop does not. Those tagged @once check what no screen size changes
      // (a server's rule, what the network carries, where a link leads, a read refused or a save queued
      // offline): the phone, the coach's screen, runs them once. Every page is still drawn, and checked by
      // axe, at both sizes by the journeys left untagged.
      grepInvert: /@touch|@phone|@once/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
});
