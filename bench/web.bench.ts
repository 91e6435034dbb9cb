import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { startHttpsFront } from './https-front.js';
import { startServer } from './support.js';

// Lighthouse on the built app with its default (mobile) config: a phone screen, simulated slow 4G and a
// 4x slower CPU. One Debian Chromium for every page, the same one the e2e tests drive; nothing is fetched
// beyond the local app. Each page once, or the median of BENCH_RUNS runs per figure. A measurement, not a
// test: it exits 0 whatever the figures, and 1 only when a page could not be measured at all. BENCH_WEB_REPORTS=dir also writes each page's full report
// (JSON, the last run) there, to see why a page scores as it does; BENCH_WEB_PAGES=squad,admin measures
// only those pages.
// The pages are fetched through an HTTPS front speaking HTTP/2 (https-front.ts), as a phone reaches the
// app in production through its load balancer (decision 074); BENCH_WEB_HTTP1=1 measures the app's own
// plain HTTP/1.1 port instead, as this bench did before.

const GOALS = { performance: 95, accessibility: 100, cls: 0.02, tbtMs: 150 };
const runs = Math.max(1, Number(process.env.BENCH_RUNS) || 1);
const reportsDir = process.env.BENCH_WEB_REPORTS;
// BENCH_WEB_PAGES=squad,league measures only the pages whose name contains one of the words.
const onlyPages = (process.env.BENCH_WEB_PAGES ?? '').split(',').filter(Boolean);
// BENCH_WEB_PROFILE=1 adds the JavaScript profiler's samples to the traces BENCH_WEB_REPORTS writes, to see
// which functions a long task ran (its figures are slowed by the profiler: read them from a run without).
// BENCH_WEB_THROTTLING=devtools slows the network and the CPU for real while the page loads, instead of
// simulating the slow phone from an unthrottled load: slower to run, closer to what a phone lives.
const throttlingMethod = process.env.BENCH_WEB_THROTTLING === 'devtools' ? 'devtools' : undefined;
const isHttp1 = process.env.BENCH_WEB_HTTP1 === '1';
const withProfile = process.env.BENCH_WEB_PROFILE === '1';

type Page = { page: string; path: string; cookie?: string };
type Figures = {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The protocol the page's document came over, as Lighthouse recorded it. */
function protocolOf(lhr: Result): string {
  const items = (
    lhr.audits['network-requests']?.details as { items?: Array<{ protocol?: string }> } | undefined
  )?.items;
  return items?.[0]?.protocol ?? 'unknown';
}

function figuresOf(lhr: Result): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

const server = await startServer({ SEED_DEMO: 'true' });
// Started inside the try, so a front or a browser that fails to start still stops what did start.
let front: Awaited<ReturnType<typeof startHttpsFront>> | undefined;
let chrome: Awaited<ReturnType<typeof chromeLauncher.launch>> | undefined;
try {
  front = isHttp1 ? undefined : await startHttpsFront(server.url);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    // The front's certificate is its own, made for this run.
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'],
    logLevel: 'silent',
  });
  const coach = await server.signIn('coach@demo.test');
  const admin = await server.signIn('admin@demo.test');
  const teams: unknown = await (
    await fetch(`${server.url}/api/auth/teams`, { headers: { cookie: coach } })
  ).json();
  const first: unknown = Array.isArray(teams) ? teams[0] : undefined;
  const secureId =
    typeof first === 'object' && first !== null && 'secureId' in first ? String(first.secureId) : undefined;
  if (!secureId) throw new Error('the demo coach has no team');

  // Match planning with a played match selected (?matchId=): its periods, mini pitches and cards.
  const matches: unknown = await (
    await fetch(`${server.url}/api/teams/${encodeURIComponent(secureId)}/matches`, {
      headers: { cookie: coach },
    })
  ).json();
  const played = Array.isArray(matches)
    ? (matches as Array<{ id: number; homeScore: number | null }>).filter((match) => match.homeScore !== null)
    : [];
  const latestPlayed = played.at(-1);

  const allPages: Page[] = [
    { page: 'landing (signed out)', path: '/' },
    { page: 'sign-in', path: '/email-login' },
    { page: 'about', path: '/about' },
    { page: 'help', path: '/help' },
    { page: 'contact', path: '/contact' },
    { page: 'privacy', path: '/privacy' },
    { page: 'terms', path: '/terms' },
    { page: 'cookies', path: '/cookies' },
    { page: 'data protection', path: '/data-protection' },
    { page: '404', path: '/no-such-page' },
    { page: 'squad (coach)', path: `/teams/${secureId}/squad-management`, cookie: coach },
    { page: 'league (coach)', path: `/teams/${secureId}/league-management`, cookie: coach },
    { page: 'matches (coach)', path: `/teams/${secureId}/match-planning`, cookie: coach },
    ...(latestPlayed
      ? [
          {
            page: 'match day (coach)',
            path: `/teams/${secureId}/match-planning?matchId=${latestPlayed.id}`,
            cookie: coach,
          },
        ]
      : []),
    { page: 'admin (admin)', path: '/admin', cookie: admin },
    // The formation screens (spec 001): the editor and the viewer on the played match's first quarter
    // (its saved formation, or the blank pitch where it has none), and the team's library.
    ...(latestPlayed
      ? [
          {
            page: 'formation editor (coach)',
            path: `/teams/${secureId}/formation-editor?match=${latestPlayed.id}&quarter=1`,
            cookie: coach,
          },
          {
            page: 'formation viewer (coach)',
            path: `/teams/${secureId}/formation-viewer?match=${latestPlayed.id}&quarter=1`,
            cookie: coach,
          },
        ]
      : []),
    { page: 'formation library (coach)', path: `/teams/${secureId}/formations`, cookie: coach },
    // Issue 32: the live screen and the team sheet of the played match (its clock not started).
    ...(latestPlayed
      ? [
          {
            page: 'live mode (coach)',
            path: `/teams/${secureId}/match-live?match=${latestPlayed.id}`,
            cookie: coach,
          },
          {
            page: 'team sheet (coach)',
            path: `/teams/${secureId}/team-sheet?match=${latestPlayed.id}`,
            cookie: coach,
          },
        ]
      : []),
  ];
  const pages = onlyPages.length
    ? allPages.filter((page) => onlyPages.some((word) => page.page.includes(word)))
    : allPages;

  if (reportsDir) fs.mkdirSync(reportsDir, { recursive: true });
  const rows = [];
  let benchmarkIndex: number | undefined;
  for (const page of pages) {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // The 404 page answers 404 on purpose: measure it rather than stop at the status.
      ignoreStatusCode: true,
      ...(throttlingMethod ? { throttlingMethod } : {}),
      ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
      // The JavaScript profiler's samples in the trace written to BENCH_WEB_REPORTS: which functions a
      // long task ran. It costs the page some time of its own, so the figures of such a run are not kept.
      ...(withProfile ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
    };
    const results: Figures[] = [];
    let problem = '';
    for (let i = 0; i < runs && !problem; i++) {
      // A run that fails to record its trace (NO_NAVSTART, NO_FCP; more likely on a busy machine) is tried
      // again, up to twice.
      let lhr: Result | undefined;
      let trace: unknown;
      for (let attempt = 0; attempt < 3 && (!lhr || lhr.runtimeError); attempt++) {
        const result = await lighthouse((front?.url ?? server.url) + page.path, flags);
        lhr = result?.lhr;
        trace = result?.artifacts.Trace;
      }
      if (!lhr) throw new Error(`Lighthouse returned no result for ${page.path}`);
      benchmarkIndex ??= lhr.environment.benchmarkIndex;
      if (reportsDir) {
        const file = `${page.page.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '')}.json`;
        fs.writeFileSync(path.join(reportsDir, file), JSON.stringify(lhr, null, 1));
        // The trace Lighthouse recorded (unthrottled: its figures simulate a 4x slower CPU from it).
        fs.writeFileSync(
          path.join(reportsDir, file.replace(/\.json$/, '.trace.json')),
          JSON.stringify(trace),
        );
      }
      // A signed-in page that lands on the sign-in page would measure the wrong page.
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      if (lhr.runtimeError) problem = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
      else if (landed !== page.path.split('?')[0]) problem = `landed on ${landed}`;
      else if (!isHttp1 && protocolOf(lhr) !== 'h2') problem = `fetched over ${protocolOf(lhr)}, not HTTP/2`;
      else results.push(figuresOf(lhr));
    }
    if (problem) {
      rows.push({ page: page.page, error: problem });
      process.exitCode = 1;
      continue;
    }
    const f = Object.fromEntries(
      (Object.keys(results[0]!) as (keyof Figures)[]).map((key) => [key, median(results.map((r) => r[key]))]),
    ) as Figures;
    const meets =
      f.performance >= GOALS.performance &&
      f.accessibility >= GOALS.accessibility &&
      f.cls <= GOALS.cls &&
      f.tbtMs <= GOALS.tbtMs;
    rows.push({
      page: page.page,
      performance: Math.round(f.performance),
      accessibility: Math.round(f.accessibility),
      'FCP s': (f.fcpMs / 1000).toFixed(1),
      'LCP s': (f.lcpMs / 1000).toFixed(1),
      'TBT ms': Math.round(f.tbtMs),
      CLS: f.cls.toFixed(3),
      'meets goals': meets ? 'yes' : 'no',
    });
  }

  console.log(
    `\nLighthouse ${runs === 1 ? '(one run per page' : `(median of ${runs} runs per page`}), mobile: slow 4G and 4x CPU slowdown, simulated, ${isHttp1 ? 'plain HTTP/1.1 (BENCH_WEB_HTTP1)' : 'HTTP/2 through an HTTPS front'}; host benchmarkIndex ${Math.round(benchmarkIndex ?? 0)}`,
  );
  console.table(rows);
  console.log(
    `Goals: performance >= ${GOALS.performance}, accessibility ${GOALS.accessibility}, CLS <= ${GOALS.cls}, TBT <= ${GOALS.tbtMs} ms`,
  );
} finally {
  await chrome?.kill();
  front?.close();
  await server.stop();
}
