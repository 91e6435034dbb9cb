import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TeamDefaults } from '../../../shared/contracts/squad.js';
import { teams, users } from '../../db/schema.js';
import { addTeamMember, insertTeam } from '../../test-support/team-fixtures.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let team: { id: number; secureId: string };
let coach: string;
let parent: string;
let stranger: string;

beforeAll(async () => {
  t = await startTestApp();
  team = await insertTeam(t.db, 'Settings Town U9');
  await addTeamMember(t.db, team.id, 'coach@settings.test', 'coach');
  await addTeamMember(t.db, team.id, 'parent@settings.test', 'player_parent');
  await t.db.insert(users).values({ email: 'stranger@settings.test' });
  coach = await t.signIn('coach@settings.test');
  parent = await t.signIn('parent@settings.test');
  stranger = await t.signIn('stranger@settings.test');
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db
    .update(teams)
    .set({
      defaultMatchLength: 90,
      defaultSubstitutionTimings: [0, 30, 60],
      defaultSubstitutions: 2,
      fairShareTarget: 50,
      format: 11,
    })
    .where(eq(teams.id, team.id));
});

const settingsPath = () => `/api/teams/${team.secureId}/match-settings`;

async function storedDefaults() {
  const [row] = await t.db
    .select({
      length: teams.defaultMatchLength,
      timings: teams.defaultSubstitutionTimings,
      substitutions: teams.defaultSubstitutions,
    })
    .from(teams)
    .where(eq(teams.id, team.id));
  return row;
}

async function storedTarget() {
  const [row] = await t.db.select({ target: teams.fairShareTarget }).from(teams).where(eq(teams.id, team.id));
  return row?.target;
}

const UNCHANGED = { length: 90, timings: [0, 30, 60], substitutions: 2 };

describe('GET /api/teams/:teamId/team', () => {
  it("answers the team's defaults (a new team: 90 minutes, [0, 30, 60], 2 changes) with the caller's role", async () => {
    const res = await t.request('GET', `/api/teams/${team.secureId}/team`, { cookie: coach });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: team.id,
      secureId: team.secureId,
      name: 'Settings Town U9',
      ageGroup: null,
      division: null,
      defaultMatchLength: 90,
      defaultSubstitutionTimings: [0, 30, 60],
      defaultSubstitutions: 2,
      fairShareTarget: 50,
      format: 11,
      showSquadMinutesToFamily: false,
      availabilitySilence: 'unanswered',
      availabilityLockHours: null,
      showAvailabilityCountsToFamily: false,
      availabilityReminderHours: 48,
      userRole: 'coach',
    } satisfies TeamDefaults);
    const byId = await t.request('GET', `/api/teams/${team.id}/team`, { cookie: parent });
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual({ ...(res.body as TeamDefaults), userRole: 'player_parent' });
  });

  it('answers 404 to a stranger and 401 when signed out', async () => {
    const res = await t.request('GET', `/api/teams/${team.secureId}/team`, { cookie: stranger });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'TEAM_NOT_FOUND', message: 'Team not found' });
    expect((await t.request('GET', `/api/teams/${team.secureId}/team`)).status).toBe(401);
  });
});

describe('PATCH /api/teams/:teamId/match-settings', () => {
  it('saves valid settings with the timings sorted, and GET reads them back', async () => {
    const res = await t.request('PATCH', settingsPath(), {
      cookie: coach,
      body: { matchLength: 80, substitutionTimings: [60, 0, 40, 20], defaultSubstitutions: 3 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      defaultMatchLength: 80,
      defaultSubstitutionTimings: [0, 20, 40, 60],
      defaultSubstitutions: 3,
      userRole: 'coach',
    });
    expect(await storedDefaults()).toEqual({ length: 80, timings: [0, 20, 40, 60], substitutions: 3 });
    const read = await t.request('GET', `/api/teams/${team.secureId}/team`, { cookie: coach });
    expect(read.body).toEqual(res.body);
  });

  it('accepts the edges of every rule, and digits sent as text', async () => {
    for (const [body, stored] of [
      [
        { matchLength: 60, substitutionTimings: [0], defaultSubstitutions: 0 },
        { length: 60, timings: [0], substitutions: 0 },
      ],
      [
        { matchLength: 120, substitutionTimings: [0, 20, 40, 60, 80, 100, 119], defaultSubstitutions: 6 },
        { length: 120, timings: [0, 20, 40, 60, 80, 100, 119], substitutions: 6 },
      ],
      [
        { matchLength: '75', substitutionTimings: ['0', '38'], defaultSubstitutions: '1' },
        { length: 75, timings: [0, 38], substitutions: 1 },
      ],
    ] as const) {
      const res = await t.request('PATCH', settingsPath(), { cookie: coach, body });
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(await storedDefaults()).toEqual(stored);
    }
  });

  it('refuses each broken rule with 400 Validation failed and the reason, writing nothing', async () => {
    const valid = { matchLength: 90, substitutionTimings: [0, 45], defaultSubstitutions: 1 };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ matchLength: 59 }, 'matchLength: Match length must be between 60 and 120 minutes'],
      [{ matchLength: 121 }, 'matchLength: Match length must be between 60 and 120 minutes'],
      [{ matchLength: 90.5 }, 'matchLength: Match length must be a whole number'],
      [{ matchLength: 'ninety' }, 'matchLength: Match length must be a whole number'],
      [{ matchLength: null }, 'matchLength: Match length must be a whole number'],
      [{ matchLength: undefined }, 'matchLength: Match length must be a whole number'],
      [
        { substitutionTimings: [-1, 45] },
        'substitutionTimings: All substitution timings must be between 0 and 90 minutes',
      ],
      // Below the length: a substitution at the final whistle or after it is refused, sorted or not.
      [
        { substitutionTimings: [90, 0] },
        'substitutionTimings: All substitution timings must be between 0 and 90 minutes',
      ],
      [
        { matchLength: 60, substitutionTimings: [0, 30, 75] },
        'substitutionTimings: All substitution timings must be between 0 and 60 minutes',
      ],
      [
        { substitutionTimings: [0, 30, 30] },
        'substitutionTimings: Substitution timings must all be different',
      ],
      [
        { substitutionTimings: [] },
        'substitutionTimings: Give at least one substitution timing (0 for kick-off)',
      ],
      [
        { substitutionTimings: Array.from({ length: 13 }, (_, i) => i) },
        'substitutionTimings: Give at most 12 substitution timings',
      ],
      [
        { substitutionTimings: '0,45' },
        'substitutionTimings: Substitution timings must be a list of minutes',
      ],
      [
        { substitutionTimings: [0, 'half'] },
        'substitutionTimings.1: Substitution timing must be a whole number',
      ],
      [
        { substitutionTimings: [0, 22.5] },
        'substitutionTimings.1: Substitution timing must be a whole number',
      ],
      [{ defaultSubstitutions: 7 }, 'defaultSubstitutions: Number of substitutions must be between 0 and 6'],
      // Issue 30: substitutions are changes, so one timing more (spec 000's n timings for n is superseded).
      [
        { substitutionTimings: [0, 30, 60], defaultSubstitutions: 3 },
        'defaultSubstitutions: 3 substitutions need 4 timings (kick-off and one for each change), but 3 were given',
      ],
      [{ defaultSubstitutions: -1 }, 'defaultSubstitutions: Number of substitutions must be between 0 and 6'],
      [{ defaultSubstitutions: 2.5 }, 'defaultSubstitutions: Number of substitutions must be a whole number'],
      [
        { defaultSubstitutions: true },
        'defaultSubstitutions: Number of substitutions must be a whole number',
      ],
    ];
    for (const [change, reason] of cases) {
      const body = { ...valid, ...change };
      const res = await t.request('PATCH', settingsPath(), { cookie: coach, body });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body, JSON.stringify(change)).toEqual({
        code: 'VALIDATION_FAILED',
        message: `Validation failed: ${reason}`,
      });
    }
    for (const body of [null, [valid], 'settings']) {
      const res = await t.request('PATCH', settingsPath(), { cookie: coach, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as { message: string }).message).toMatch(/^Validation failed: /);
    }
    expect(await storedDefaults()).toEqual(UNCHANGED);
  });

  it("refuses a parent's save with 403 whatever the body, a stranger's with 404, and writes nothing", async () => {
    for (const body of [
      { matchLength: 70, substitutionTimings: [0, 35], defaultSubstitutions: 1 },
      { matchLength: 500 },
    ]) {
      const asParent = await t.request('PATCH', settingsPath(), { cookie: parent, body });
      expect(asParent.status).toBe(403);
      expect((asParent.body as { message: string }).message).toMatch(/^Forbidden: /);
      const asStranger = await t.request('PATCH', settingsPath(), { cookie: stranger, body });
      expect(asStranger.status).toBe(404);
      expect(asStranger.body).toEqual({ code: 'TEAM_NOT_FOUND', message: 'Team not found' });
      const signedOut = await t.request('PATCH', settingsPath(), { body });
      expect(signedOut.status).toBe(401);
    }
    expect(await storedDefaults()).toEqual(UNCHANGED);
  });
});

describe('the fair share target in the match settings', () => {
  const settings = { matchLength: 90, substitutionTimings: [0, 30, 60], defaultSubstitutions: 2 };

  it('saves a whole percent from 0 (off) to 100, digits as text too, and GET reads it back', async () => {
    for (const [sent, stored] of [
      [65, 65],
      [0, 0],
      [100, 100],
      ['40', 40],
    ] as const) {
      const res = await t.request('PATCH', settingsPath(), {
        cookie: coach,
        body: { ...settings, fairShareTarget: sent },
      });
      expect(res.status, String(sent)).toBe(200);
      expect((res.body as TeamDefaults).fairShareTarget).toBe(stored);
      expect(await storedTarget()).toBe(stored);
    }
    const read = await t.request('GET', `/api/teams/${team.secureId}/team`, { cookie: parent });
    expect((read.body as TeamDefaults).fairShareTarget).toBe(40);
  });

  it('keeps the stored target when a save leaves it out', async () => {
    await t.request('PATCH', settingsPath(), { cookie: coach, body: { ...settings, fairShareTarget: 70 } });
    const res = await t.request('PATCH', settingsPath(), {
      cookie: coach,
      body: { ...settings, matchLength: 80, substitutionTimings: [0, 40], defaultSubstitutions: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ defaultMatchLength: 80, fairShareTarget: 70 });
    expect(await storedTarget()).toBe(70);
  });

  it('refuses anything but a whole number from 0 to 100, writing nothing', async () => {
    for (const fairShareTarget of [101, -1, 12.5, 'half', null, true]) {
      const res = await t.request('PATCH', settingsPath(), {
        cookie: coach,
        body: { ...settings, matchLength: 60, fairShareTarget },
      });
      expect(res.status, JSON.stringify(fairShareTarget)).toBe(400);
      expect(res.body).toEqual({
        code: 'VALIDATION_FAILED',
        message:
          'Validation failed: fairShareTarget: Fair share target must be a whole number from 0 to 100 (0 turns it off)',
      });
    }
    expect(await storedTarget()).toBe(50);
    expect(await storedDefaults()).toEqual(UNCHANGED);
  });

  it("refuses a parent's change of the target", async () => {
    const res = await t.request('PATCH', settingsPath(), {
      cookie: parent,
      body: { ...settings, fairShareTarget: 10 },
    });
    expect(res.status).toBe(403);
    expect(await storedTarget()).toBe(50);
  });
});

describe('the format in the match settings', () => {
  const settings = { matchLength: 90, substitutionTimings: [0, 30, 60], defaultSubstitutions: 2 };

  async function storedFormat(teamId = team.id) {
    const [row] = await t.db.select({ format: teams.format }).from(teams).where(eq(teams.id, teamId));
    return row?.format;
  }

  it('saves 5, 7, 9 or 11 players on the pitch, and every member reads it back', async () => {
    for (const format of [9, 5, 7, 11, 9]) {
      const res = await t.request('PATCH', settingsPath(), { cookie: coach, body: { ...settings, format } });
      expect(res.status, String(format)).toBe(200);
      expect((res.body as TeamDefaults).format).toBe(format);
      expect(await storedFormat()).toBe(format);
    }
    const read = await t.request('GET', `/api/teams/${team.secureId}/team`, { cookie: parent });
    expect((read.body as TeamDefaults).format).toBe(9);
  });

  it('keeps the stored format when a save leaves it out', async () => {
    await t.request('PATCH', settingsPath(), { cookie: coach, body: { ...settings, format: 7 } });
    const res = await t.request('PATCH', settingsPath(), {
      cookie: coach,
      body: { ...settings, fairShareTarget: 60 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ format: 7, fairShareTarget: 60 });
    expect(await storedFormat()).toBe(7);
  });

  it('refuses any other format with 400, writing nothing of the save', async () => {
    for (const format of [8, 0, 6, 12, -11, 9.5, '9', '9v9', null, true]) {
      const res = await t.request('PATCH', settingsPath(), {
        cookie: coach,
        body: { ...settings, matchLength: 60, fairShareTarget: 20, format },
      });
      expect(res.status, JSON.stringify(format)).toBe(400);
      expect(res.body, JSON.stringify(format)).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Validation failed: format: Format must be 5, 7, 9 or 11 players on the pitch',
      });
    }
    expect(await storedFormat()).toBe(11);
    expect(await storedTarget()).toBe(50);
    expect(await storedDefaults()).toEqual(UNCHANGED);
  });

  it("refuses a parent's change of the format, and a coach's of another team's", async () => {
    const asParent = await t.request('PATCH', settingsPath(), {
      cookie: parent,
      body: { ...settings, format: 5 },
    });
    expect(asParent.status).toBe(403);
    expect(await storedFormat()).toBe(11);

    const other = await insertTeam(t.db, 'Elsewhere U11');
    for (const id of [other.secureId, String(other.id)]) {
      const res = await t.request('PATCH', `/api/teams/${id}/match-settings`, {
        cookie: coach,
        body: { ...settings, format: 9 },
      });
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ code: 'TEAM_NOT_FOUND', message: 'Team not found' });
    }
    expect(await storedFormat(other.id)).toBe(11);
  });
});

describe('the availability settings in the match settings (issue 31)', () => {
  const settings = { matchLength: 90, substitutionTimings: [0, 30, 60], defaultSubstitutions: 2 };

  async function storedAvailability() {
    const [row] = await t.db
      .select({
        silence: teams.availabilitySilence,
        lockHours: teams.availabilityLockHours,
        counts: teams.showAvailabilityCountsToFamily,
        reminderHours: teams.availabilityReminderHours,
      })
      .from(teams)
      .where(eq(teams.id, team.id));
    return row;
  }

  it('saves all four, keeps them when a save leaves them out, and clears the lock and reminders with null or empty', async () => {
    const res = await t.request('PATCH', settingsPath(), {
      cookie: coach,
      body: {
        ...settings,
        availabilitySilence: 'available',
        availabilityLockHours: '24',
        showAvailabilityCountsToFamily: true,
        availabilityReminderHours: '72',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      availabilitySilence: 'available',
      availabilityLockHours: 24,
      showAvailabilityCountsToFamily: true,
      availabilityReminderHours: 72,
    });
    const saved = { silence: 'available', lockHours: 24, counts: true, reminderHours: 72 };
    expect(await storedAvailability()).toEqual(saved);
    await t.request('PATCH', settingsPath(), { cookie: coach, body: settings });
    expect(await storedAvailability()).toEqual(saved);
    for (const cleared of [null, '']) {
      await t.request('PATCH', settingsPath(), {
        cookie: coach,
        body: { ...settings, availabilityLockHours: 5, availabilityReminderHours: 5 },
      });
      const again = await t.request('PATCH', settingsPath(), {
        cookie: coach,
        body: { ...settings, availabilityLockHours: cleared, availabilityReminderHours: cleared },
      });
      expect(again.status).toBe(200);
      expect((await storedAvailability())?.lockHours).toBeNull();
      expect((await storedAvailability())?.reminderHours).toBeNull();
    }
    const read = await t.request('GET', `/api/teams/${team.secureId}/team`, { cookie: parent });
    expect(read.body).toMatchObject({ availabilitySilence: 'available', availabilityLockHours: null });
  });

  it('refuses a bad value with 400 and words for people, writing nothing', async () => {
    await t.db
      .update(teams)
      .set({
        availabilitySilence: 'unanswered',
        availabilityLockHours: 12,
        showAvailabilityCountsToFamily: false,
        availabilityReminderHours: 48,
      })
      .where(eq(teams.id, team.id));
    const reminderMessage =
      'availabilityReminderHours: Remind families must be a whole number of hours from 1 to 168 (a week) before kick-off, or empty for no reminders';
    const lockMessage =
      'availabilityLockHours: Close answers must be a whole number of hours from 1 to 168 (a week) before kick-off, or empty';
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ availabilityLockHours: 0 }, lockMessage],
      [{ availabilityLockHours: 169 }, lockMessage],
      [{ availabilityLockHours: 2.5 }, lockMessage],
      [{ availabilityLockHours: 'a day' }, lockMessage],
      [{ availabilityReminderHours: 0 }, reminderMessage],
      [{ availabilityReminderHours: 169 }, reminderMessage],
      [{ availabilityReminderHours: 1.5 }, reminderMessage],
      [{ availabilityReminderHours: -48 }, reminderMessage],
      [{ availabilityReminderHours: 'two days' }, reminderMessage],
      [{ availabilityReminderHours: true }, reminderMessage],
      [
        { availabilitySilence: 'maybe' },
        'availabilitySilence: When a family does not answer must be "unanswered" or "available"',
      ],
      [
        { showAvailabilityCountsToFamily: 'yes' },
        'showAvailabilityCountsToFamily: Show the availability counts to families must be true or false',
      ],
    ];
    for (const [change, reason] of cases) {
      const res = await t.request('PATCH', settingsPath(), {
        cookie: coach,
        body: { ...settings, ...change },
      });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body, JSON.stringify(change)).toEqual({
        code: 'VALIDATION_FAILED',
        message: `Validation failed: ${reason}`,
      });
    }
    expect(await storedAvailability()).toEqual({
      silence: 'unanswered',
      lockHours: 12,
      counts: false,
      reminderHours: 48,
    });
  });
});
