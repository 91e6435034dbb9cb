import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoIds } from './test-support/demo-ids.js';
import { fingerprintDatabase } from './test-support/fingerprint.js';
import { startTestApp, type TestApp } from './test-support/test-app.js';

// Names and other one-line fields refuse control characters and text-direction overrides with a 400
// that names the field; multi-line fields keep their line breaks. Nothing refused is written.

let t: TestApp;
let coach: string;
let admin: string;
let team: string;
let club: string;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  coach = await t.signIn('coach@demo.test');
  admin = await t.signIn('admin@demo.test');
  const ids = await loadDemoIds(t.db, 'Riverside Rovers U12', 'coach@demo.test');
  team = ids.team;
  club = ids.club;
});
afterAll(async () => {
  await t?.close();
});

const override = 'Sam\u202Emoc.liame';
const bell = 'Sam\u0007';
const twoLines = 'Sam\nFrom: admin@club.example';

describe('one-line text fields', () => {
  it('refuse controls and direction overrides, naming the field, and write nothing', async () => {
    const before = await fingerprintDatabase(t.db);
    const cases: Array<{
      path: string;
      cookie?: string;
      body: Record<string, unknown>;
      field: string;
      label: string;
    }> = [];
    for (const bad of [override, bell, twoLines]) {
      cases.push(
        {
          path: `/api/teams/${team}/players`,
          cookie: coach,
          body: { shirtNumber: 77, firstName: bad, lastName: 'Lee', preferredPosition: 'Striker' },
          field: 'firstName',
          label: 'First name',
        },
        {
          path: `/api/teams/${team}/players`,
          cookie: coach,
          body: { shirtNumber: 77, firstName: 'Sam', lastName: bad, preferredPosition: 'Striker' },
          field: 'lastName',
          label: 'Last name',
        },
        {
          path: `/api/teams/${team}/teams`,
          cookie: coach,
          body: { name: bad },
          field: 'name',
          label: 'Team name',
        },
        {
          path: `/api/teams/${team}/teams`,
          cookie: coach,
          body: { name: 'Valid Town', location: bad },
          field: 'location',
          label: 'Location',
        },
        { path: '/api/admin/clubs', cookie: admin, body: { name: bad }, field: 'name', label: 'Club name' },
        {
          path: `/api/clubs/${club}/teams`,
          cookie: admin,
          body: { name: bad },
          field: 'name',
          label: 'Team name',
        },
        {
          path: '/api/contact',
          body: {
            name: bad,
            email: 'sam@example.com',
            category: 'general',
            subject: 'Hello there',
            message: 'A message long enough to be sent.',
          },
          field: 'name',
          label: 'Name',
        },
      );
    }
    for (const { path, cookie, body, field, label } of cases) {
      const res = await t.request('POST', path, { cookie, body });
      const what = `${path} ${JSON.stringify(body)}`;
      expect(res.status, what).toBe(400);
      expect(res.body, what).toEqual({
        code: 'VALIDATION_FAILED',
        message: `Validation failed: ${field}: ${label} must be plain text on one line: no line breaks, control or text-direction characters`,
      });
    }
    expect(await fingerprintDatabase(t.db)).toEqual(before);
  });
});

describe('multi-line text fields', () => {
  it('keep line breaks but refuse other controls and overrides', async () => {
    const notes = 'Left foot.\nGood in the air.\r\n\tWorks hard.';
    const created = await t.request('POST', `/api/teams/${team}/players`, {
      cookie: coach,
      body: {
        shirtNumber: 78,
        firstName: 'Nia',
        lastName: 'Lewis',
        preferredPosition: 'Striker',
        coachingNotes: notes,
      },
    });
    expect(created.status).toBe(201);
    expect((created.body as { coachingNotes: string }).coachingNotes).toBe(notes.trim());

    const refused = await t.request('POST', `/api/teams/${team}/teams`, {
      cookie: coach,
      body: { name: 'Override Town', comments: 'Strong side \u202Eon the left' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      code: 'VALIDATION_FAILED',
      message:
        'Validation failed: comments: Comments must be plain text: no control or text-direction characters',
    });
  });
});
