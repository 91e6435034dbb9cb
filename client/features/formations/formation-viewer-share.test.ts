import { describe, expect, it } from 'vitest';
import type { Match } from '../../../shared/contracts/matches';
import { makePlayer } from '../../lib/test-players';
import { periodShareContent, type ShownFormation } from './formation-viewer-format';
import { copiedText, shareWay } from './formation-viewer-share';

const match = {
  id: 7,
  opponentTeamId: 3,
  opponentName: 'Kestrels',
  matchDate: '2026-12-05T10:00:00Z',
  isTimeTbc: false,
  matchLength: 60,
  substitutionTimings: [0, 15, 30, 45],
  captainPlayerId: 1,
  unavailablePlayerIds: [],
} as unknown as Match;
const players = [
  makePlayer(1, 1, { firstName: 'Oliver', lastName: 'Bennett' }),
  makePlayer(2, 12, { firstName: 'Harry', lastName: 'Whitfield' }),
  makePlayer(3, 3, { firstName: 'Ali', lastName: 'Khan' }),
];
const formation: ShownFormation = {
  id: 5,
  name: null,
  formation: '1-1',
  quarter: 2,
  matchId: 7,
  playerPositions: [
    { playerId: 2, x: 85, y: 50 },
    { playerId: 1, x: 5, y: 50 },
  ],
  benchPlayers: [3],
  unavailablePlayers: [],
  notes: null,
};
const url = 'https://touchline.test/teams/t/formation-viewer?match=7&quarter=2&formationId=5';

describe('periodShareContent', () => {
  it("shares the fixture as the title, the period's line-up as text and its address", () => {
    expect(
      periodShareContent({ teamName: 'Riverside Rovers U12', match, period: 2, formation, players, url }),
    ).toEqual({
      title: 'Riverside Rovers U12 v Kestrels',
      text: [
        "Riverside Rovers U12 v Kestrels, Sat 5 Dec 10:00 — Period 2 (15'-30')",
        'GK 1 Oliver Bennett (C)',
        'ST 12 Harry Whitfield',
        'Bench: 3 Ali Khan',
      ].join('\n'),
      url,
    });
  });

  it('has nothing to share for a period beyond the match’s timings', () => {
    expect(periodShareContent({ teamName: null, match, period: 5, formation, players, url })).toBeNull();
  });
});

describe('shareWay', () => {
  it("takes the phone's share sheet first, then the clipboard, else offers nothing", () => {
    const share = async () => undefined;
    const clipboard = { writeText: async () => undefined } as unknown as Clipboard;
    expect(shareWay({ share, clipboard })).toBe('share');
    expect(shareWay({ clipboard })).toBe('copy');
    expect(shareWay({})).toBeNull();
    expect(shareWay(undefined)).toBeNull();
  });

  it('copies the line-up with its link on the last line', () => {
    expect(copiedText({ title: 't', text: 'GK 1 Oliver Bennett', url })).toBe(`GK 1 Oliver Bennett\n${url}`);
  });
});
