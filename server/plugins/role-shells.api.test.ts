import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

// A signed-in page whose skeleton says a coach's or a parent's words has a shell drawn for each, and the
// server sends the one for the caller's role on the page's team (decision 065), read from the database
// as a call reads it. A made-up client build, with a document per shell that names itself, on the demo
// data: a coach and a parent of U12, a coach of U12 and U14, a platform admin, a club admin.

let t: TestApp;
let clientDir: string;
let u12: string;
let u14: string;
const cookies: Record<string, string> = {};

const shellDocument = (name: string) =>
  `<!doctype html><html><head><title>Touchline</title></head><body><div id="root" data-shell="">${name}</div></body></html>`;
const shellFiles = {
  'shell-teams-teamid-formations.html': 'team library for anyone',
  'shell-teams-teamid-formations-edit.html': 'team library for a coach',
  'shell-teams-teamid-formations-read.html': 'team library for a parent',
  'shell-formations.html': 'library for anyone',
  'shell-formations-edit.html': 'library for a coach',
  'shell-formations-read.html': 'library for a parent',
  'shell-teams-teamid-squad-management.html': 'squad for anyone',
  'shell-teams-teamid-formation-editor.html': 'editor for anyone',
  'shell-teams-teamid-formation-editor-edit.html': 'editor for a coach',
  'shell-teams-teamid-formation-editor-read.html': 'editor for a parent',
};

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'touchline-role-shells-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), shellDocument('the app document'));
  const pagesDir = `${clientDir}-pages`;
  fs.mkdirSync(pagesDir);
  for (const [file, name] of Object.entries({
    ...shellFiles,
    'home.html': 'home',
    '404.html': 'not found',
  })) {
    fs.writeFileSync(path.join(pagesDir, file), shellDocument(name));
  }
  const shells = {
    '/teams/:teamId/formations': {
      anyone: 'shell-teams-teamid-formations.html',
      edit: 'shell-teams-teamid-formations-edit.html',
      read: 'shell-teams-teamid-formations-read.html',
    },
    '/formations': {
      anyone: 'shell-formations.html',
      edit: 'shell-formations-edit.html',
      read: 'shell-formations-read.html',
    },
    '/teams/:teamId/squad-management': { anyone: 'shell-teams-teamid-squad-management.html' },
    '/teams/:teamId/formation-editor': {
      anyone: 'shell-teams-teamid-formation-editor.html',
      edit: 'shell-teams-teamid-formation-editor-edit.html',
      read: 'shell-teams-teamid-formation-editor-read.html',
    },
  };
  fs.writeFileSync(
    path.join(pagesDir, 'manifest.json'),
    JSON.stringify({
      pages: { '/': 'home.html' },
      notFound: '404.html',
      routes: ['/', '/formations', '/teams/:teamId', '/teams/:teamId/*'],
      shells,
    }),
  );
  t = await startTestApp({ seed: true, clientDir });
  for (const who of ['coach', 'parent', 'multi', 'admin', 'clubadmin', 'noteam']) {
    cookies[who] = await t.signIn(`${who}@demo.test`);
  }
  const secureId = async (name: string) => {
    const result = (await t.db.execute(
      `select secure_id as v from teams where name = '${name}'`,
    )) as unknown as {
      rows: Array<{ v: string }>;
    };
    return result.rows[0]?.v ?? '';
  };
  u12 = await secureId('Riverside Rovers U12');
  u14 = await secureId('Riverside Rovers U14');
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
  fs.rmSync(`${clientDir}-pages`, { recursive: true, force: true });
});

async function shellOf(url: string, cookie: string | undefined): Promise<string> {
  const res = await t.request('GET', url, { cookie });
  expect(res.status, url).toBe(200);
  expect(res.headers.get('vary'), url).toMatch(/cookie/i);
  return /<div id="root" data-shell="">([^<]*)<\/div>/.exec(res.text)?.[1] ?? res.text;
}

describe("a signed-in page's shell for the caller's role", () => {
  it("sends the team's coaches and admins the coach's words, its parents the parent's", async () => {
    const page = `/teams/${u12}/formations`;
    expect(await shellOf(page, cookies.coach)).toBe('team library for a coach');
    expect(await shellOf(page, cookies.multi)).toBe('team library for a coach');
    expect(await shellOf(page, cookies.admin)).toBe('team library for a coach');
    expect(await shellOf(page, cookies.clubadmin)).toBe('team library for a coach');
    expect(await shellOf(page, cookies.parent)).toBe('team library for a parent');
    // Any spelling of the page, as the client router matches it.
    expect(await shellOf(`/teams/${u12}/Formations/`, cookies.parent)).toBe('team library for a parent');
  });

  it('sends the shell for anyone where the role is not known', async () => {
    // No role on the team, no such team, a crafted team segment, a session that is not one.
    expect(await shellOf(`/teams/${u14}/formations`, cookies.coach)).toBe('team library for anyone');
    expect(await shellOf(`/teams/${u14}/formations`, cookies.parent)).toBe('team library for anyone');
    expect(await shellOf('/teams/no-such-team/formations', cookies.coach)).toBe('team library for anyone');
    expect(await shellOf("/teams/x'%3B%20select%201--/formations", cookies.coach)).toBe(
      'team library for anyone',
    );
    expect(await shellOf('/teams/99999999999999999999/formations', cookies.coach)).toBe(
      'team library for anyone',
    );
    expect(await shellOf(`/teams/${u12}/formations`, 'sid=not-a-session')).toBe('team library for anyone');
    expect(await shellOf(`/teams/${u12}/formations`, `sid=${'x'.repeat(500)}`)).toBe(
      'team library for anyone',
    );
    // A page whose skeleton is the same for everyone has one shell.
    expect(await shellOf(`/teams/${u12}/squad-management`, cookies.parent)).toBe('squad for anyone');
  });

  it("sends the editor's role shells for a new plan, not for a saved one, whose words they do not have", async () => {
    const editor = `/teams/${u12}/formation-editor`;
    expect(await shellOf(editor, cookies.coach)).toBe('editor for a coach');
    expect(await shellOf(`${editor}?match=3&quarter=2`, cookies.coach)).toBe('editor for a coach');
    expect(await shellOf(`${editor}?match=3&quarter=2`, cookies.parent)).toBe('editor for a parent');
    expect(await shellOf(`${editor}?match=3&quarter=2&formationId=9`, cookies.coach)).toBe(
      'editor for anyone',
    );
  });

  it("on an unscoped page, reads the caller's only team, as the unscoped calls do", async () => {
    expect(await shellOf('/formations', cookies.coach)).toBe('library for a coach');
    expect(await shellOf('/formations', cookies.parent)).toBe('library for a parent');
    // Several teams, or none: the page asks which, with no header to draw. A platform admin reaches
    // every team, so is asked too, as the unscoped calls answer TEAM_ID_REQUIRED.
    expect(await shellOf('/formations', cookies.admin)).toBe('library for anyone');
    expect(await shellOf('/formations', cookies.multi)).toBe('library for anyone');
    expect(await shellOf('/formations', cookies.noteam)).toBe('library for anyone');
  });

  it('follows a role as it changes, with no copy kept in the instance', async () => {
    const page = `/teams/${u12}/formations`;
    expect(await shellOf(page, cookies.parent)).toBe('team library for a parent');
    await t.db.execute(
      `update team_memberships set role = 'coach' where user_id = (select id from users where email = 'parent@demo.test')`,
    );
    expect(await shellOf(page, cookies.parent)).toBe('team library for a coach');
    await t.db.execute(
      `update team_memberships set role = 'player_parent' where user_id = (select id from users where email = 'parent@demo.test')`,
    );
    expect(await shellOf(page, cookies.parent)).toBe('team library for a parent');
  });
});
