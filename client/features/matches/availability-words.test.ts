import { describe, expect, it } from 'vitest';
import {
  answerParts,
  coachLockWords,
  copyUnavailableLabel,
  countsWords,
  lockWords,
  notAnsweredNames,
  noteToSend,
  previousWords,
  rowsToShow,
  savedWords,
  unavailableToCopy,
} from './availability-words';

const now = new Date('2026-11-29T12:00:00Z');
const counts = { available: 8, maybe: 1, unavailable: 2, unanswered: 3 };

describe('counts', () => {
  it('says each answer and the silent, and nothing more when silence is silence', () => {
    expect(countsWords(counts, 'unanswered')).toEqual({
      line: 'Available 8 · Not sure 1 · Unavailable 2 · No answer 3',
      silence: null,
    });
  });

  it('says the silent are counted in Available when the team counts them so', () => {
    expect(countsWords(counts, 'available').silence).toBe(
      'No answer counts as available: the 3 players who have not answered are counted in Available.',
    );
    expect(countsWords({ ...counts, unanswered: 1 }, 'available').silence).toBe(
      'No answer counts as available: the 1 player who has not answered is counted in Available.',
    );
    expect(countsWords({ ...counts, unanswered: 0 }, 'available').silence).toBe(
      'No answer counts as available.',
    );
  });
});

describe('lock', () => {
  // 5 Dec 2026 is a Saturday; in winter the UK is on UTC.
  const lockAt = '2026-12-05T10:00:00Z';

  it('says when answers closed, in UK time', () => {
    expect(lockWords({ lockAt, isLocked: true, startsAt: '2026-12-05T12:00:00Z' }, now)).toBe(
      'Answers closed at 10:00 on Sat 5 Dec.',
    );
  });

  it('falls back to the kick-off when a locked match has no lock time', () => {
    expect(lockWords({ lockAt: null, isLocked: true, startsAt: '2026-12-05T12:00:00Z' }, now)).toBe(
      'Answers closed at 12:00 on Sat 5 Dec.',
    );
    expect(lockWords({ lockAt: null, isLocked: true, startsAt: null }, now)).toBe('Answers are closed.');
  });

  it("tells a coach the families' deadline, and that he can still answer after it", () => {
    expect(coachLockWords(lockAt, now)).toBe('Families can answer until 10:00 on Sat 5 Dec.');
    expect(coachLockWords(lockAt, new Date('2026-12-05T10:00:00Z'))).toBe(
      "Families' answers closed at 10:00 on Sat 5 Dec.",
    );
    expect(coachLockWords(null, now)).toBeNull();
  });

  it('gives the deadline while open, and nothing when answers never close', () => {
    expect(lockWords({ lockAt, isLocked: false, startsAt: null }, now)).toBe('Answer by 10:00 on Sat 5 Dec.');
    expect(lockWords({ lockAt: null, isLocked: false, startsAt: null }, now)).toBeNull();
  });
});

describe('saved and previous answers', () => {
  it('says the saved answer and its UK time', () => {
    // 21:04 UTC in winter is 21:04 in the UK; in summer 20:04 UTC is 21:04.
    expect(savedWords('available', '2026-11-29T21:04:00Z')).toBe('Saved: Available · 21:04');
    expect(savedWords('maybe', '2026-06-01T20:04:00Z')).toBe('Saved: Not sure · 21:04');
    expect(savedWords(null, null)).toBeNull();
  });

  it('shows the answer from before a date change only until answered again', () => {
    const previous = { answer: 'available' as const, note: null };
    expect(previousWords(null, previous)).toBe('Before the change: Available');
    expect(previousWords(null, { answer: 'unavailable', note: 'away' })).toBe(
      'Before the change: Unavailable (“away”)',
    );
    expect(previousWords('maybe', previous)).toBeNull();
    expect(previousWords(null, null)).toBeNull();
  });

  it('sends a blank note as none, trimmed otherwise', () => {
    expect(noteToSend('   ')).toBeNull();
    expect(noteToSend('  arrives at half-time ')).toBe('arrives at half-time');
  });
});

describe('copying the unavailable answers', () => {
  const players = [
    { playerId: 1, answer: 'unavailable' as const },
    { playerId: 2, answer: 'unavailable' as const },
    { playerId: 3, answer: 'maybe' as const },
    { playerId: 4, answer: null },
  ];

  it('offers only the Unavailable answers not already in the match list', () => {
    expect(unavailableToCopy(players, [2, 4])).toEqual([1]);
    expect(unavailableToCopy(players, [])).toEqual([1, 2]);
    expect(unavailableToCopy(players, [1, 2])).toEqual([]);
  });

  it('counts the players in the button', () => {
    expect(copyUnavailableLabel(1)).toBe('Mark the 1 unavailable player as unavailable for this match');
    expect(copyUnavailableLabel(3)).toBe('Mark the 3 unavailable players as unavailable for this match');
  });

  it('names the silent in squad order', () => {
    const squad = [
      { id: 4, name: 'Ann' },
      { id: 3, name: 'Bob' },
      { id: 1, name: 'Cy' },
    ];
    expect(notAnsweredNames(players, squad, (player) => player.name)).toEqual(['Ann']);
  });
});

describe('which parts show', () => {
  it('gives a coach everything, whatever the lock', () => {
    expect(answerParts({ scope: 'team', isLocked: false, counts })).toEqual({
      answerRows: 'editable',
      counts: true,
      coachSummary: true,
    });
  });

  it('gives a family its rows, read only once closed, and the counts only when shown', () => {
    expect(answerParts({ scope: 'family', isLocked: false, counts: null })).toEqual({
      answerRows: 'editable',
      counts: false,
      coachSummary: false,
    });
    expect(answerParts({ scope: 'family', isLocked: true, counts })).toEqual({
      answerRows: 'read-only',
      counts: true,
      coachSummary: false,
    });
  });
});

describe('rows', () => {
  const roster = [{ id: 3 }, { id: 1 }, { id: 2 }];
  const players = [{ playerId: 1 }, { playerId: 2 }, { playerId: 9 }, { playerId: 3 }];

  it('shows a family all its players in squad order, even those it may no longer answer for', () => {
    expect(rowsToShow({ scope: 'family', canAnswerFor: [], players }, roster)).toEqual([
      { playerId: 3 },
      { playerId: 1 },
      { playerId: 2 },
      { playerId: 9 },
    ]);
  });

  it('shows a coach the players he may answer for', () => {
    expect(rowsToShow({ scope: 'team', canAnswerFor: [2, 3], players }, roster)).toEqual([
      { playerId: 3 },
      { playerId: 2 },
    ]);
  });
});

describe('a late arrival before the change', () => {
  it('says it with the answer given before', () => {
    expect(previousWords(null, { answer: 'maybe', note: null, arrivesAt: '2026-12-05T10:45:00Z' })).toBe(
      'Before the change: Not sure, arrives 10:45',
    );
  });
});
