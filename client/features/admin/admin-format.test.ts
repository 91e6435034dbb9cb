import { describe, expect, it } from 'vitest';
import type { AdminClub, AdminTeam, TeamUser } from '../../../shared/contracts/admin';
import { formatDate, formatDateTime, isPendingRow, withClub, withTeam, withTeamMember } from './admin-format';

const club = (id: number, name: string, myTeams: AdminTeam[] = []): AdminClub => ({
  id,
  name,
  description: null,
  location: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  teamCount: myTeams.length,
  playerCount: 0,
  matchCount: 0,
  adminCount: 0,
  myTeams,
});

const team = (id: number, name: string): AdminTeam => ({
  id,
  secureId: `s${id}`,
  clubId: 1,
  name,
  ageGroup: null,
  division: null,
  faFullTimeUrl: null,
  lastSyncDate: null,
  playerCount: 0,
  matchCount: 0,
  memberCount: 0,
});

describe('withClub', () => {
  it('puts a club where the server lists it: by name in lower case, then id', () => {
    const list = [club(1, 'alpha'), club(2, 'Riverside FC')];
    expect(withClub(list, club(-1, 'Hillside')).map((row) => row.name)).toEqual([
      'alpha',
      'Hillside',
      'Riverside FC',
    ]);
    expect(withClub(list, club(3, 'ALPHA')).map((row) => row.id)).toEqual([1, 3, 2]);
  });

  it('replaces a club of the same id rather than listing it twice', () => {
    const list = [club(1, 'alpha'), club(2, 'beta')];
    expect(withClub(list, club(2, 'beta renamed')).map((row) => row.name)).toEqual(['alpha', 'beta renamed']);
  });
});

describe('withTeam', () => {
  it('adds the team in order to its own club only, and counts it once', () => {
    const list = [club(1, 'a', [team(1, 'Under 12'), team(2, 'Under 9')]), club(2, 'b')];
    const once = withTeam(list, 1, team(-1, 'under 10'));
    expect(once[0]?.myTeams.map((row) => row.name)).toEqual(['under 10', 'Under 12', 'Under 9']);
    expect(once[0]?.teamCount).toBe(3);
    expect(once[1]).toBe(list[1]);
    expect(withTeam(once, 1, team(-1, 'under 10'))[0]?.teamCount).toBe(3);
  });
});

describe('isPendingRow', () => {
  it('is a row with an id below zero', () => {
    expect(isPendingRow({ id: -1 })).toBe(true);
    expect(isPendingRow({ id: 1 })).toBe(false);
  });
});

describe('withTeamMember', () => {
  const entry = (userId: number, email: string, role: TeamUser['role'], isClubAdmin = false): TeamUser => ({
    user: { id: userId, firstName: null, lastName: null, email },
    role,
    userId,
    isClubAdmin,
  });

  it('lists club admins, then coaches, then parents and players, each by address', () => {
    const list = [
      entry(1, 'z@club.test', 'admin', true),
      entry(2, 'b@x.test', 'coach'),
      entry(3, 'c@x.test', 'player_parent'),
    ];
    const added = withTeamMember(list, entry(-1, 'A@x.test', 'player_parent'));
    expect(added.map((row) => row.user.email)).toEqual(['z@club.test', 'b@x.test', 'A@x.test', 'c@x.test']);
  });

  it('moves a member whose role changes instead of listing them twice; a club admin row stays', () => {
    const list = [entry(1, 'a@x.test', 'admin', true), entry(1, 'a@x.test', 'player_parent')];
    const changed = withTeamMember(list, entry(1, 'a@x.test', 'coach'));
    expect(changed.map((row) => [row.isClubAdmin, row.role])).toEqual([
      [true, 'admin'],
      [false, 'coach'],
    ]);
  });
});

describe('formatDate and formatDateTime', () => {
  it('write the date and time as en-GB does, in UK time', () => {
    const intlDate = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    const intlTime = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const instants = [
      '2025-09-05T09:07:00.000Z',
      '2026-03-29T00:59:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-06-30T23:30:00.000Z',
      '2026-12-31T23:30:00.000Z',
    ];
    expect(formatDateTime('2026-06-30T23:30:00.000Z')).toBe('1 Jul 2026, 00:30');
    for (const iso of instants) {
      const date = new Date(iso);
      expect(formatDate(iso)).toBe(intlDate.format(date));
      expect(formatDateTime(iso)).toBe(`${intlDate.format(date)}, ${intlTime.format(date)}`);
    }
  });

  it('give nothing for text that is not a date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
  });
});
