import { describe, expect, it } from 'vitest';
import { offlineWords } from './offline-notice';

describe('the offline banner', () => {
  it('says how many changes wait on the phone, in words', () => {
    expect(offlineWords(0)).toBe("You're offline. Saving waits until the signal returns, then goes through.");
    expect(offlineWords(1)).toBe(
      "You're offline · 1 change waiting on this phone, sent when the signal returns.",
    );
    expect(offlineWords(3)).toBe(
      "You're offline · 3 changes waiting on this phone, sent when the signal returns.",
    );
  });
});
