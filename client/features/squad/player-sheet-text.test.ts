import { describe, expect, it } from 'vitest';
import { matchMinutesText, opponentText, periodsText } from './player-sheet-text';

describe("a player's sheet in words", () => {
  it('names each period by where it put him, an unplanned one as not planned', () => {
    expect(
      periodsText([
        {
          number: 1,
          from: 0,
          to: 20,
          minutes: 20,
          formationId: 4,
          place: { kind: 'pitch', label: 'CB', line: 'DEF' },
        },
        { number: 2, from: 20, to: 40, minutes: 20, formationId: 5, place: { kind: 'bench' } },
        { number: 3, from: 40, to: 60, minutes: 20, formationId: null, place: null },
        { number: 4, from: 60, to: 70, minutes: 10, formationId: 6, place: { kind: 'not-named' } },
      ]),
    ).toBe('P1 CB, P2 Bench, P3 Not planned, P4 Not named');
  });

  it('writes the opponent with home or away, and the minutes out of those he could have played', () => {
    expect(opponentText({ opponentName: 'Oakfield Colts', isHome: true })).toBe('Oakfield Colts (home)');
    expect(opponentText({ opponentName: null, isHome: false })).toBe('Opponent not set (away)');
    expect(matchMinutesText({ minutes: 20, availableMinutes: 40, unavailable: false })).toBe('20 of 40');
    expect(matchMinutesText({ minutes: 0, availableMinutes: 0, unavailable: true })).toBe('Unavailable');
  });
});
