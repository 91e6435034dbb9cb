import { describe, expect, it } from 'vitest';
import { liveWriteWords } from './live-refused';
import { liveSyncWords } from './live-sync-status';

describe('liveSyncWords', () => {
  it('says what waits offline, what is being sent, and when all is sent', () => {
    expect(liveSyncWords(false, 0, true)).toBe('Offline · nothing waiting to be sent');
    expect(liveSyncWords(false, 1, true)).toBe('Offline · 1 change waiting');
    expect(liveSyncWords(false, 3, true)).toBe('Offline · 3 changes waiting');
    expect(liveSyncWords(true, 2, true)).toBe('Sending 2 changes…');
    expect(liveSyncWords(true, 0, true)).toBe('Online · everything sent');
  });

  it('says a change is being kept until the phone has written it, not that it waits', () => {
    expect(liveSyncWords(false, 1, false)).toBe('Offline · keeping 1 change on this phone…');
    expect(liveSyncWords(false, 2, false)).toBe('Offline · keeping 2 changes on this phone…');
    // Online, a change being sent is said so, kept or not.
    expect(liveSyncWords(true, 1, false)).toBe('Sending 1 change…');
  });
});

describe('liveWriteWords', () => {
  it('names each live write as the coach made it', () => {
    expect(liveWriteWords('live-press', { matchId: 1, event: { kind: 'pause' } })).toBe(
      'Pause for the break',
    );
    expect(liveWriteWords('live-press', { matchId: 1, event: { kind: 'start' } })).toBe('Start');
    expect(liveWriteWords('live-goal', { matchId: 1, body: { side: 'them' } })).toBe('Goal against');
    expect(liveWriteWords('live-goal', { matchId: 1, body: { side: 'us' } })).toBe('Goal for us');
    expect(liveWriteWords('live-goal-undo', { matchId: 1, body: { side: 'us' } })).toBe('Taking back a goal');
    expect(liveWriteWords('live-change', { matchId: 1, body: { period: 3 } })).toBe('Change for period 3');
    expect(liveWriteWords('live-change-undo', { matchId: 1, body: { id: 'x' } })).toBe(
      'Taking back a change',
    );
    expect(liveWriteWords('live-availability', { matchId: 1, body: { playerId: 2 } })).toBe(
      'Player late or injured',
    );
    expect(liveWriteWords('other', undefined)).toBe('A change');
  });
});
