import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncStatus } from '../../../shared/contracts/fixtures-sync.js';
import { users } from '../../db/schema.js';
import { fingerprintDatabase } from '../../test-support/fingerprint.js';
import { insertTeam } from '../../test-support/team-fixtures.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { PARSE_LIMITS } from './parse-off-thread.js';

// Pages built to keep an HTML parser busy, imported while /healthz is asked every 100 ms. The parse
// runs in a child process (parse-off-thread.ts) after a shape check (page-shape.ts): the import is
// refused in seconds and nothing else waits, and a parse that runs out of memory ends that child only
// (a worker thread's took the whole process down on Node 24). The test's requests share the server's
// thread, so a stall would show here as slow answers too.

const testPages = new URL('./test-pages/', import.meta.url);
const TEAM_URL = 'https://fulltime.thefa.com/displayTeam.html?id=777001';

let t: TestApp;
let team: { id: number; secureId: string };
let cookie = '';

const importPath = () => `/api/teams/${team.secureId}/sync-fa/import`;

beforeAll(async () => {
  t = await startTestApp();
  team = await insertTeam(t.db, 'Brookfield Badgers U11');
  await t.db.insert(users).values({ email: 'platform@hostile.test', role: 'admin' });
  cookie = await t.signIn('platform@hostile.test');
  // Matches and opponents to keep: the team's own page, imported through the same page reader.
  const html = readFileSync(new URL('team-page-cup.html', testPages), 'utf8');
  const imported = await t.request('POST', importPath(), { cookie, body: { html, pageUrl: TEAM_URL } });
  expect(imported.status, imported.text).toBe(200);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** Imports `html` while asking /healthz every 100 ms; the import's answer, its time and the slowest probe. */
async function importWhileProbing(html: string) {
  let isImporting = true;
  const probes: { status: number; ms: number }[] = [];
  const probing = (async () => {
    while (isImporting) {
      const sent = performance.now();
      const res = await fetch(`${t.url}/healthz`);
      await res.text();
      probes.push({ status: res.status, ms: performance.now() - sent });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const started = performance.now();
  const answer = await t.request('POST', importPath(), { cookie, body: { html, pageUrl: TEAM_URL } });
  const answerMs = performance.now() - started;
  isImporting = false;
  await probing;
  return { answer, answerMs, probes, slowestProbeMs: Math.max(...probes.map((probe) => probe.ms)) };
}

async function lastRun() {
  const status = await t.request('GET', `/api/teams/${team.secureId}/sync-fa`, { cookie });
  return (status.body as SyncStatus).lastRun;
}

describe('an import of a page built to stall the parser', () => {
  it('refuses 350,000 nested <div> (1.75 MB) in seconds while /healthz answers as usual, writing nothing', async () => {
    const before = await fingerprintDatabase(t.db);
    const html = '<div>'.repeat(350_000);
    const { answer, answerMs, probes, slowestProbeMs } = await importWhileProbing(html);
    expect(answer.status, answer.text).toBe(422);
    expect(answer.body).toEqual({
      code: 'FULLTIME_PAGE_INVALID',
      message:
        "This page is too deeply nested to be a Full-Time page (more than 200 levels; Full-Time's own pages have about 20)",
    });
    expect(answerMs).toBeLessThan(5000);
    expect(probes.length).toBeGreaterThan(0);
    expect(probes.every((probe) => probe.status === 200)).toBe(true);
    expect(slowestProbeMs).toBeLessThan(1000);
    const after = await fingerprintDatabase(t.db);
    for (const table of ['matches', 'opposition_teams', 'teams'] as const)
      expect(after[table]).toBe(before[table]);
    expect(await lastRun()).toMatchObject({
      trigger: 'import',
      isSuccess: false,
      message: expect.stringMatching(/too deeply nested/),
    });
  }, 30_000);

  it('stops a page within every cap that parse5 would build millions of elements from, /healthz unaffected', async () => {
    const before = await fingerprintDatabase(t.db);
    // 190 misnested <b> closed by one </div>: parse5 re-opens all of them in each of the 30,000 <p>
    // after (the HTML spec's "reconstruct the active formatting elements"), 5.7 million elements from
    // 250 KB. The child runs out of memory or time, whichever comes first.
    const misnested = `<div>${Array.from({ length: 190 }, (_, i) => `<b id=${i}>`).join('')}</div>`;
    const html = misnested + '<p>x</p>'.repeat(30_000);
    const { answer, answerMs, probes, slowestProbeMs } = await importWhileProbing(html);
    expect(answer.status, answer.text).toBe(422);
    expect(answer.body).toMatchObject({
      code: 'FULLTIME_PAGE_INVALID',
      message: expect.stringMatching(/too complex to be/),
    });
    // The deadline counts from the child's start of the parse; loading it through tsx comes before.
    expect(answerMs).toBeLessThan(PARSE_LIMITS.timeoutMs + 5000);
    expect(probes.every((probe) => probe.status === 200)).toBe(true);
    expect(slowestProbeMs).toBeLessThan(1000);
    const after = await fingerprintDatabase(t.db);
    for (const table of ['matches', 'opposition_teams', 'teams'] as const)
      expect(after[table]).toBe(before[table]);
    expect(await lastRun()).toMatchObject({
      trigger: 'import',
      isSuccess: false,
      message: expect.stringMatching(/too complex to be/),
    });
  }, 30_000);
});
