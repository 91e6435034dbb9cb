import { describe, expect, it } from 'vitest';
import { liveSyncWords } from './live-sync-status';

describe('liveSyncWords', () => {
  it('says what waits offline, what is being sent, and when all is sent', () => {
    expect(liveSyncWords(false, 0)).toBe('Offline · nothing waiting to be sent');
    expect(liveSyncWords(false, 1)).toBe('Offline · 1 change waiting');
    expect(liveSyncWords(false, 3)).toBe('Offline · 3 changes waiting');
    expect(liveSyncWords(true, 2)).toBe('Sending 2 changes…');
    expect(liveSyncWords(true, 0)).toBe('Online · everything sent');
  });
});
