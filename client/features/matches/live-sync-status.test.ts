import { describe, expect, it } from 'vitest';
import { liveWriteWords } from './live-refused';
import { liveSyncWords } from './live-sync-status';

describe('liveSyncWords', () => {
  it('says what waits offline, what is being sent, and when all is sent', () => {
    expect(liveSyncWords('offline', 0, true)).toBe('Offline · nothing waiting to be sent');
    expect(liveSyncWords('offline', 1, true)).toBe('Offline · 1 change waiting');
    expect(liveSyncWords('offline', 3, true)).toBe('Offline · 3 changes waiting');
    expect(liveSyncWords('online', 2, true)).toBe('Sending 2 changes…');
    expect(liveSyncWords('online', 0, true)).toBe('Online · everything sent');
  });

  it('says a change is being kept until the phone has written it, not that it waits', () => {
    expect(liveSyncWords('offline', 1, false)).toBe('Offline · keeping 1 change on this phone…');
    expect(liveSyncWords('offline', 2, false)).toBe('Offline · keeping 2 changes on this phone…');
    // Online, a change being sent is said so, kept or not.
    expect(liveSyncWords('online', 1, false)).toBe('Sending 1 change…');
  });

  it('says changes are being sent, not kept, where the browser is online but the last read failed', () => {
    // The browser does not pause them, so they are retried, never written to the phone: "keeping…"
    // would stay on the screen for good.
    expect(liveSyncWords('weak', 1, false)).toBe('Weak signal · sending 1 change…');
    expect(liveSyncWords('weak', 2, false)).toBe('Weak signal · sending 2 changes…');
    expect(liveSyncWords('weak', 0, true)).toBe('Offline · nothing waiting to be sent');
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
