import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FullTimePageError, parseFullTimePage } from './fulltime-page.js';
import {
  endIdleParseProcesses,
  PARSE_LIMITS,
  parseFullTimePageOffThread,
  parseQueueState,
} from './parse-off-thread.js';

// Real child processes, loaded through tsx here as the source is TypeScript: a new one takes a second or
// more on a busy machine, hence the timeouts.

const testPages = new URL('./test-pages/', import.meta.url);
const testPage = (name: string) => readFileSync(new URL(name, testPages), 'utf8');
const SITE = 'https://fulltime.thefa.com';
const TEAM_URL = `${SITE}/displayTeam.html?id=777001`;

async function offThreadError(run: Promise<unknown>): Promise<FullTimePageError> {
  try {
    await run;
  } catch (error) {
    if (error instanceof FullTimePageError) return error;
    throw error;
  }
  throw new Error('expected a FullTimePageError');
}

/**
 * Parse5 re-opens a misnested <b> in every later block: 190 of them closed by one </div>, then 30,000
 * `<p>x</p>`, build millions of elements from a 250 KB page within every cap of the shape check.
 */
function amplifyingPage(): string {
  const misnested = `<div>${Array.from({ length: 190 }, (_, i) => `<b id=${i}>`).join('')}</div>`;
  return misnested + '<p>x</p>'.repeat(30_000);
}

describe('parseFullTimePageOffThread', { timeout: 20_000 }, () => {
  it('reads a page as parseFullTimePage does, Dates and all', async () => {
    const html = testPage('team-page-cup.html');
    const page = await parseFullTimePageOffThread(html, TEAM_URL);
    expect(page).toEqual(parseFullTimePage(html, TEAM_URL));
    expect(page.fixtures.some((fixture) => fixture.kickoff instanceof Date)).toBe(true);
  });

  it("answers the parser's refusals as FullTimePageErrors of this thread, with their reason", async () => {
    const notFullTime = await offThreadError(parseFullTimePageOffThread('<p>Hello</p>', `${SITE}/`));
    expect(notFullTime.reason).toBe('not-full-time');
    const challenge = await offThreadError(
      parseFullTimePageOffThread(testPage('challenge-page.html'), TEAM_URL),
    );
    expect(challenge.reason).toBe('challenge');
  });

  it('refuses 350,000 nested <div> in the child before cheerio sees them', async () => {
    const started = Date.now();
    const error = await offThreadError(parseFullTimePageOffThread('<div>'.repeat(350_000), TEAM_URL));
    expect(error.reason).toBe('too-complex');
    expect(error.message).toMatch(/too deeply nested/);
    expect(Date.now() - started).toBeLessThan(PARSE_LIMITS.timeoutMs);
  });

  it('ends a process that outlasts the deadline', async () => {
    const error = await offThreadError(
      parseFullTimePageOffThread(testPage('fixtures-list-2022.html'), TEAM_URL, {
        ...PARSE_LIMITS,
        timeoutMs: 20,
      }),
    );
    expect(error.reason).toBe('too-complex');
    expect(error.message).toBe(
      'Reading this page took longer than 0.02 seconds: it is too complex to be a Full-Time page',
    );
  });

  // On Node 24 a worker thread at its heap limit took this whole process down with it (SIGABRT).
  it('ends a process that runs out of memory, and only that process', async () => {
    const error = await offThreadError(
      parseFullTimePageOffThread(amplifyingPage(), TEAM_URL, {
        timeoutMs: 20_000,
        maxOldGenerationSizeMb: 32,
      }),
    );
    expect(error.reason).toBe('too-complex');
    expect(error.message).toBe(
      'Reading this page took more memory than a Full-Time page could: it is too complex to be one',
    );
  });

  it('ends a process that outlasts the real limits, and keeps one that answered for the next page', async () => {
    await parseFullTimePageOffThread(testPage('team-page-cup.html'), TEAM_URL);
    const { idle } = parseQueueState();
    expect(idle).toBeGreaterThan(0);
    const started = Date.now();
    const error = await offThreadError(parseFullTimePageOffThread(amplifyingPage(), TEAM_URL));
    expect(error.reason).toBe('too-complex');
    expect(Date.now() - started).toBeLessThan(PARSE_LIMITS.timeoutMs + 2000);
    // The idle process took the page and was ended with it.
    expect(parseQueueState()).toEqual({ running: 0, idle: idle - 1, waiting: 0 });
  });

  it('runs two processes at once and queues the rest', async () => {
    const html = testPage('team-page-cup.html');
    const parses = Array.from({ length: 5 }, () => parseFullTimePageOffThread(html, TEAM_URL));
    expect(parseQueueState()).toMatchObject({ running: 2, waiting: 3 });
    const pages = await Promise.all(parses);
    expect(pages.map((page) => page.fixtures.length)).toEqual(Array(5).fill(pages[0]?.fixtures.length));
    expect(parseQueueState()).toEqual({ running: 0, idle: 2, waiting: 0 });
  });

  it('ends the idle processes on request (the app closing), and starts a new one for the next page', async () => {
    const html = testPage('team-page-cup.html');
    await parseFullTimePageOffThread(html, TEAM_URL);
    expect(parseQueueState().idle).toBeGreaterThan(0);
    await endIdleParseProcesses();
    expect(parseQueueState()).toEqual({ running: 0, idle: 0, waiting: 0 });
    const page = await parseFullTimePageOffThread(html, TEAM_URL);
    expect(page.fixtures.length).toBeGreaterThan(0);
  });

  it('keeps no process alive once its pages are read: a script that parsed one exits at once', async () => {
    // A Node process of its own (through tsx, as here) that parses a page and ends its script: the idle
    // child must neither hold it open for the idle time nor outlive it.
    const moduleUrl = new URL('./parse-off-thread.ts', import.meta.url).href;
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const script = `
      import { readFileSync } from 'node:fs';
      import { parseFullTimePageOffThread } from ${JSON.stringify(moduleUrl)};
      const html = readFileSync(new URL('team-page-cup.html', ${JSON.stringify(testPages.href)}), 'utf8');
      const page = await parseFullTimePageOffThread(html, ${JSON.stringify(TEAM_URL)});
      console.log(page.fixtures.length, Date.now());
    `;
    const child = spawn(process.execPath, ['--import', tsx, '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    const exitedAt = Date.now();
    expect(code).toBe(0);
    const [fixtures, parsedAt] = output.trim().split(' ').map(Number);
    expect(fixtures).toBeGreaterThan(0);
    // Well under the 10 s an idle process is kept.
    expect(exitedAt - (parsedAt ?? 0)).toBeLessThan(2000);
  });
});
