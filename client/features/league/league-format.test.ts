import { describe, expect, it } from 'vitest';
import {
  avatarTone,
  findNameClash,
  lastResultView,
  nextMatchView,
  postponedMatchView,
  removalConsequence,
  sortTeamsByName,
  teamInitials,
} from './league-format';

const summer = { now: new Date('2025-06-01T12:00:00Z') };

describe('teamInitials (spec 000 §2: first two initials)', () => {
  it('takes the first letter of the first two words', () => {
    expect(teamInitials('Ashford Athletic')).toBe('AA');
    expect(teamInitials('Dene Valley Juniors')).toBe('DV');
    expect(teamInitials('  brookfield   united ')).toBe('BU');
  });

  it('gives a one-word name two letters', () => {
    expect(teamInitials('Hornets')).toBe('HO');
    expect(teamInitials('X')).toBe('X');
  });

  it('skips punctuation that is not part of a word', () => {
    expect(teamInitials('Brighton & Hove Albion')).toBe('BH');
    expect(teamInitials("St. Mary's - Under 12")).toBe('SM');
    expect(teamInitials('"Quoted" Town')).toBe('QT');
  });

  it('keeps accented letters and digits whole', () => {
    expect(teamInitials('Éire Óg')).toBe('ÉÓ');
    expect(teamInitials('1874 Northwich')).toBe('1N');
  });

  it('never returns an empty avatar', () => {
    expect(teamInitials('   ')).toBe('?');
    expect(teamInitials('&')).toBe('?');
  });
});

describe('avatarTone', () => {
  it('is stable for a name whatever its case or spacing', () => {
    expect(avatarTone('Ashford Athletic')).toBe(avatarTone(' ashford athletic '));
  });

  it('spreads names over more than one colour', () => {
    const tones = new Set(
      ['Ashford', 'Brookfield', 'Castleton', 'Dene', 'Elmwood', 'Fairview'].map(avatarTone),
    );
    expect(tones.size).toBeGreaterThan(1);
  });
});

describe('sortTeamsByName (spec 000 §2: alphabetical)', () => {
  it('ignores case and accents, orders numbers naturally and breaks ties by id', () => {
    const sorted = sortTeamsByName([
      { id: 1, name: 'elmwood Rangers' },
      { id: 2, name: 'Ashford Athletic' },
      { id: 3, name: 'Team 10' },
      { id: 4, name: 'Team 9' },
      { id: 5, name: 'Écoles FC' },
      { id: 6, name: 'ashford athletic' },
    ]);
    expect(sorted.map((team) => team.id)).toEqual([2, 6, 5, 1, 4, 3]);
  });

  it('does not change the list it was given', () => {
    const teams = [
      { id: 1, name: 'B' },
      { id: 2, name: 'A' },
    ];
    sortTeamsByName(teams);
    expect(teams.map((team) => team.id)).toEqual([1, 2]);
  });
});

describe('results from our side (spec 000 §4)', () => {
  it('says "Not Played" without a scored match', () => {
    expect(lastResultView(null)).toEqual({ kind: 'not-played', text: 'Not Played' });
  });

  const league = { resultCode: null, isCup: false, competition: null };

  it('adds the match day, and no date when the match had none', () => {
    const result = { outcome: 'W' as const, goalsFor: 2, goalsAgainst: 1, isFromFullTime: false, ...league };
    expect(lastResultView({ ...result, matchDate: '2025-04-12T10:00:00.000Z' }, summer)).toEqual({
      kind: 'played',
      result: { outcome: 'W', text: 'W 2-1', spoken: 'Won 2-1' },
      date: 'Sat 12 Apr',
      iso: '2025-04-12T10:00:00.000Z',
      isFromFullTime: false,
      cup: null,
    });
    expect(lastResultView({ ...result, matchDate: null }, summer)).toMatchObject({ date: null, iso: null });
  });

  it('says when the result came in from Full-Time, for the small mark beside it', () => {
    const synced = { outcome: 'L' as const, goalsFor: 0, goalsAgainst: 2, matchDate: null, ...league };
    expect(lastResultView({ ...synced, isFromFullTime: true }, summer)).toMatchObject({
      isFromFullTime: true,
    });
    expect(lastResultView({ ...synced, isFromFullTime: false }, summer)).toMatchObject({
      isFromFullTime: false,
    });
  });

  it('writes a walkover as a win or a loss without goals', () => {
    const walkover = { goalsFor: null, goalsAgainst: null, matchDate: null, isFromFullTime: true };
    expect(
      lastResultView({ ...walkover, ...league, outcome: 'W', resultCode: 'homeWalkover' }, summer),
    ).toMatchObject({
      kind: 'played',
      result: { outcome: 'W', text: 'W (walkover)', spoken: 'Won by walkover' },
    });
    expect(
      lastResultView({ ...walkover, ...league, outcome: 'L', resultCode: 'homeWalkover' }, summer),
    ).toMatchObject({ result: { outcome: 'L', text: 'L (walkover)', spoken: 'Lost by walkover' } });
  });

  it('badges a cup tie with its competition, when Full-Time named it', () => {
    const cupTie = {
      outcome: 'D' as const,
      goalsFor: 3,
      goalsAgainst: 3,
      matchDate: null,
      isFromFullTime: true,
    };
    expect(
      lastResultView({
        ...cupTie,
        resultCode: null,
        isCup: true,
        competition: 'U11 Challenge Cup 2026 - 2027',
      }),
    ).toMatchObject({
      result: { text: 'D 3-3', spoken: 'Drew 3-3' },
      cup: { competition: 'U11 Challenge Cup 2026 - 2027' },
    });
    expect(lastResultView({ ...cupTie, resultCode: null, isCup: true, competition: null })).toMatchObject({
      cup: { competition: null },
    });
  });
});

const leagueMatch = { isTimeTbc: false, isCup: false, competition: null };

describe('next match (spec 000 §4)', () => {
  it('says "TBD" with no unplayed match', () => {
    expect(nextMatchView(null)).toEqual({ kind: 'none', text: 'TBD' });
  });

  it('shows the day, kick-off and venue', () => {
    expect(
      nextMatchView(
        { ...leagueMatch, matchDate: '2025-06-21T09:00:00.000Z', isHome: 0, isFromFullTime: false },
        summer,
      ),
    ).toEqual({
      kind: 'scheduled',
      when: 'Sat 21 Jun, 10:00',
      iso: '2025-06-21T09:00:00.000Z',
      venue: 'Away',
      isOverdue: false,
      isFromFullTime: false,
      cup: null,
    });
  });

  it('marks a fixture whose day has passed without a result as overdue, from the day after (UK)', () => {
    const fixture = { ...leagueMatch, isHome: 1, isFromFullTime: false };
    // Three weeks before "now" (1 Jun 2025): still the earliest unplayed, and overdue.
    expect(nextMatchView({ ...fixture, matchDate: '2025-05-10T09:00:00.000Z' }, summer)).toMatchObject({
      when: 'Sat 10 May, 10:00',
      isOverdue: true,
    });
    // Played today (1 Jun, in the UK) and not scored yet: not overdue until the day is out.
    expect(nextMatchView({ ...fixture, matchDate: '2025-06-01T09:00:00.000Z' }, summer)).toMatchObject({
      isOverdue: false,
    });
    // 23:30 on 31 May in the UK is 22:30 UTC: a day that has passed.
    expect(nextMatchView({ ...fixture, matchDate: '2025-05-31T22:30:00.000Z' }, summer)).toMatchObject({
      isOverdue: true,
    });
    // No date, no day to have passed.
    expect(nextMatchView({ ...fixture, matchDate: null }, summer)).toMatchObject({ isOverdue: false });
  });

  it('says Time TBC for a day without a kick-off, on its UK day', () => {
    // 00:00 UK time on Sat 21 Jun (summer time): 23:00 UTC, and Friday evening in New York.
    const dayOnly = { ...leagueMatch, matchDate: '2025-06-20T23:00:00.000Z', isTimeTbc: true, isHome: 1 };
    expect(nextMatchView({ ...dayOnly, isFromFullTime: true }, summer)).toMatchObject({
      when: 'Sat 21 Jun, Time TBC',
      iso: '2025-06-20T23:00:00.000Z',
    });
  });

  it('badges a cup tie', () => {
    const cupTie = { matchDate: null, isTimeTbc: false, isHome: 1, isFromFullTime: true };
    expect(nextMatchView({ ...cupTie, isCup: true, competition: 'County Cup' }, summer)).toMatchObject({
      cup: { competition: 'County Cup' },
    });
  });

  it('says the date is to be confirmed for an undated fixture, keeping the venue', () => {
    expect(
      nextMatchView({ ...leagueMatch, matchDate: null, isHome: 1, isFromFullTime: true }, summer),
    ).toEqual({
      kind: 'scheduled',
      when: 'Date TBD',
      iso: null,
      venue: 'Home',
      isOverdue: false,
      isFromFullTime: true,
      cup: null,
    });
  });
});

describe('removalConsequence', () => {
  it('names how many matches stay, with the opponent cleared', () => {
    expect(removalConsequence({ name: 'Ashford Athletic', matchCount: 2 })).toBe(
      '2 matches against Ashford Athletic will stay, with the opponent cleared.',
    );
    expect(removalConsequence({ name: 'Dene Valley Juniors', matchCount: 1 })).toBe(
      '1 match against Dene Valley Juniors will stay, with the opponent cleared.',
    );
  });

  it('says so when there are none', () => {
    expect(removalConsequence({ name: 'Hollybank Hornets', matchCount: 0 })).toBe(
      'No matches are recorded against Hollybank Hornets.',
    );
  });
});

describe('findNameClash (names unique per team, case ignored)', () => {
  const teams = [
    { id: 1, name: 'Ashford Athletic' },
    { id: 2, name: 'Brookfield United' },
  ];
  it('finds the listed team whatever the case and spacing, except the one being edited', () => {
    expect(findNameClash(teams, '  ashford ATHLETIC ')?.id).toBe(1);
    expect(findNameClash(teams, 'Ashford Athletic', 1)).toBeNull();
    expect(findNameClash(teams, 'Ashford')).toBeNull();
    expect(findNameClash(teams, '   ')).toBeNull();
  });
});

describe('postponedMatchView (the fixture Full-Time marks postponed)', () => {
  it('is nothing without a postponed fixture', () => {
    expect(postponedMatchView(null, summer)).toBeNull();
  });

  it('keeps the day it was to be played and the venue', () => {
    expect(
      postponedMatchView(
        {
          ...leagueMatch,
          matchDate: '2025-06-21T09:00:00.000Z',
          isHome: 1,
          isFromFullTime: true,
          resultCode: null,
        },
        summer,
      ),
    ).toEqual({
      label: 'Postponed',
      when: 'Sat 21 Jun, 10:00',
      iso: '2025-06-21T09:00:00.000Z',
      venue: 'Home',
      isFromFullTime: true,
      cup: null,
    });
  });

  it('says Date TBD for a postponed fixture without a date', () => {
    expect(
      postponedMatchView(
        { ...leagueMatch, matchDate: null, isHome: 0, isFromFullTime: false, resultCode: null },
        summer,
      ),
    ).toEqual({
      label: 'Postponed',
      when: 'Date TBD',
      iso: null,
      venue: 'Away',
      isFromFullTime: false,
      cup: null,
    });
  });

  it('badges an abandoned or void match by what it was', () => {
    const unplayed = { ...leagueMatch, matchDate: null, isHome: 1, isFromFullTime: true };
    expect(postponedMatchView({ ...unplayed, resultCode: 'abandoned' }, summer)?.label).toBe('Abandoned');
    expect(postponedMatchView({ ...unplayed, resultCode: 'void' }, summer)?.label).toBe('Void');
  });
});
