import { describe, expect, it } from 'vitest';
import type { Formation } from '../../../shared/contracts/formations';
import type { Match } from '../../../shared/contracts/matches';
import type { Player } from '../../../shared/contracts/squad';
import {
  duplicateBody,
  editorHref,
  filterOptions,
  matchLabel,
  passesFilter,
  positionedText,
  shapeBadgeText,
  viewerHrefOf,
} from './formation-library-format';
import {
  formationName,
  formationPitchPlayers,
  offThePitch,
  periodSubtitle,
  playerCount,
} from './formation-viewer-format';

const formation = (overrides: Partial<Formation> = {}): Formation => ({
  id: 7,
  name: 'Ashford P1',
  formation: '4-4-2',
  quarter: 1,
  matchId: 3,
  myTeamId: 1,
  userId: 2,
  playerPositions: [
    { playerId: 1, x: 5, y: 50 },
    { playerId: 2, x: 25, y: 15 },
  ],
  benchPlayers: [3, 4],
  unavailablePlayers: [5],
  notes: 'Press high.',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  version: 1,
  plannedAt: '2025-03-01T10:00:00.000Z',
  ...overrides,
});

type LabelMatch = Pick<Match, 'opponentTeamId' | 'opponentName' | 'matchDate' | 'isTimeTbc'>;
const matchesById = new Map<number, LabelMatch>([
  [
    3,
    {
      opponentTeamId: 10,
      opponentName: 'Ashford Athletic',
      matchDate: '2025-04-12T09:00:00.000Z',
      isTimeTbc: false,
    },
  ],
  [4, { opponentTeamId: 11, opponentName: null, matchDate: '2025-04-19T09:00:00.000Z', isTimeTbc: false }],
  [5, { opponentTeamId: null, opponentName: null, matchDate: null, isTimeTbc: false }],
]);

describe('the card (spec 001 §2.4)', () => {
  it('labels the match: practice, vs the team, unknown match, unknown team', () => {
    expect(matchLabel({ matchId: null }, matchesById)).toBe('Practice Formation');
    expect(matchLabel({ matchId: 3 }, matchesById)).toBe('vs Ashford Athletic');
    expect(matchLabel({ matchId: 99 }, matchesById)).toBe('Unknown Match');
    expect(matchLabel({ matchId: 4 }, matchesById)).toBe('Unknown Team');
    // No opponent chosen yet, as match planning writes it.
    expect(matchLabel({ matchId: 5 }, matchesById)).toBe('vs TBD');
  });

  it("names the formation, or 'Formation {id}'", () => {
    expect(formationName({ id: 7, name: 'Ashford P1' })).toBe('Ashford P1');
    expect(formationName({ id: 7, name: null })).toBe('Formation 7');
    expect(formationName({ id: 7, name: '   ' })).toBe('Formation 7');
    expect(formationName({ id: null, name: null })).toBe('Unnamed');
  });

  it('counts the players positioned', () => {
    expect(positionedText(formation())).toBe('2 positioned');
    expect(positionedText(formation({ playerPositions: [] }))).toBe('No players positioned');
  });

  it('sends View and Edit to the editor with match (if any), quarter and formationId', () => {
    expect(editorHref('t-1', formation())).toBe(
      '/teams/t-1/formation-editor?match=3&quarter=1&formationId=7',
    );
    expect(editorHref(null, formation({ matchId: null, quarter: 2 }))).toBe(
      '/formation-editor?quarter=2&formationId=7',
    );
    expect(viewerHrefOf('t-1', formation())).toBe(
      '/teams/t-1/formation-viewer?match=3&quarter=1&formationId=7',
    );
  });
});

describe('duplicateBody (spec 001 §7)', () => {
  it("copies the shape, period, match, positions and notes as '{name} (Copy)', without bench or unavailable, as a copy no period shows", () => {
    expect(duplicateBody(formation())).toEqual({
      name: 'Ashford P1 (Copy)',
      formation: '4-4-2',
      quarter: 1,
      matchId: 3,
      playerPositions: [
        { playerId: 1, x: 5, y: 50 },
        { playerId: 2, x: 25, y: 15 },
      ],
      notes: 'Press high.',
      benchPlayers: [],
      unavailablePlayers: [],
      copy: true,
    });
  });

  it("calls an unnamed formation's copy 'Formation (Copy)' and keeps a long name within the limit", () => {
    expect(duplicateBody(formation({ name: null })).name).toBe('Formation (Copy)');
    expect(duplicateBody(formation({ name: ' ' })).name).toBe('Formation (Copy)');
    const long = duplicateBody(formation({ name: 'x'.repeat(100) })).name;
    expect(long).toHaveLength(100);
    expect(long.endsWith('x (Copy)')).toBe(true);
    expect(duplicateBody(formation({ matchId: null })).matchId).toBeNull();
  });

  it('copies a stored shape the editor does not offer as the default shape, as the editor shows it', () => {
    expect(duplicateBody(formation({ formation: '2-2-2' })).formation).toBe('4-4-2');
    expect(duplicateBody(formation({ formation: '4-3-3' })).formation).toBe('4-3-3');
  });
});

describe('the filter of a long library', () => {
  const list = [
    formation({ id: 1, matchId: 3 }),
    formation({ id: 2, matchId: 3 }),
    formation({ id: 3, matchId: 4 }),
    formation({ id: 4, matchId: null }),
    formation({ id: 5, matchId: 5 }),
    formation({ id: 6, matchId: 99 }),
  ];

  it('offers all, practice, then each match with formations (undated first, then the latest)', () => {
    const options = filterOptions(list, matchesById);
    expect(options.map((o) => [o.value, o.count])).toEqual([
      ['all', 6],
      ['practice', 1],
      ['match:5', 1],
      ['match:4', 1],
      ['match:3', 2],
    ]);
    expect(options[2]?.label).toBe('vs TBD · Date TBD');
    expect(options[4]?.label).toMatch(/^vs Ashford Athletic · Sat 12 Apr( 2025)? · \d\d:00$/);
  });

  it('keeps the formations of the chosen match or the practice ones', () => {
    expect(list.filter((f) => passesFilter(f, 'match:3')).map((f) => f.id)).toEqual([1, 2]);
    expect(list.filter((f) => passesFilter(f, 'practice')).map((f) => f.id)).toEqual([4]);
    expect(list.filter((f) => passesFilter(f, 'all'))).toHaveLength(6);
  });
});

describe('the viewer sheet (spec 001 §2.3)', () => {
  const player = (id: number, shirtNumber: number, firstName: string): Player =>
    ({ id, shirtNumber, firstName, lastName: 'Test' }) as Player;
  const squad = [
    player(1, 1, 'Sam'),
    player(2, 4, 'Noah'),
    player(3, 12, 'Leo'),
    player(4, 14, 'Max'),
    player(5, 5, 'George'),
    player(6, 9, 'Oscar'),
  ];

  it("writes the subtitle 'Period N of M • {shape}' or 'No Formation'", () => {
    expect(periodSubtitle(2, 4, '4-3-3')).toBe('Period 2 of 4 • 4-3-3');
    expect(periodSubtitle(3, 4, null)).toBe('Period 3 of 4 • No Formation');
    expect(playerCount(1)).toBe('1 player');
    expect(playerCount(11)).toBe('11 players');
  });

  it('marks the captain and the unavailable on the pitch, leaving out players no longer in the squad', () => {
    const shown = formation({
      playerPositions: [...formation().playerPositions, { playerId: 42, x: 50, y: 50 }],
    });
    const drawn = formationPitchPlayers(shown, squad, { captainPlayerId: 2, unavailablePlayerIds: [1] });
    expect(drawn.map((p) => [p.shirtNumber, p.isCaptain, p.isUnavailable])).toEqual([
      [1, false, true],
      [4, true, false],
    ]);
    expect(formationPitchPlayers(shown, squad, null).every((p) => !p.isCaptain)).toBe(true);
  });

  it('lists the bench in order and the unavailable by shirt, the match and the formation together', () => {
    const { bench, unavailable } = offThePitch(formation(), squad, { unavailablePlayerIds: [4, 6] });
    expect(bench.map((p) => p.shirtNumber)).toEqual([12]);
    expect(unavailable.map((p) => p.shirtNumber)).toEqual([5, 9, 14]);
  });
});

describe('a period still to plan', () => {
  it('opens the editor on the match and period alone', () => {
    expect(editorHref('t-1', { id: null, matchId: 3, quarter: 2 })).toBe(
      '/teams/t-1/formation-editor?match=3&quarter=2',
    );
  });
});

describe('shapeBadgeText (issue 30)', () => {
  it("names the format of a shape that is not the team's, and only then", () => {
    expect(shapeBadgeText('3-3-2', 9)).toBe('3-3-2');
    expect(shapeBadgeText('4-4-2', 9)).toBe('4-4-2 · 11v11');
    expect(shapeBadgeText('2-1-1', 11)).toBe('2-1-1 · 5v5');
    expect(shapeBadgeText('4-4-2', null)).toBe('4-4-2');
    expect(shapeBadgeText('diamond', 9)).toBe('diamond');
  });
});
