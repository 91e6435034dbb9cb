import { describe, expect, it } from 'vitest';
import { offlineWords } from './offline-notice';

describe('the offline banner', () => {
  it('says how many changes wait on the phone, in words', () => {
    expect(offlineWords(0, 0)).toBe(
      "You're offline. Saving waits until the signal returns, then goes through.",
    );
    expect(offlineWords(1, 0)).toBe(
      "You're offline · 1 change waiting on this phone, sent when the signal returns.",
    );
    expect(offlineWords(3, 0)).toBe(
      "You're offline · 3 changes waiting on this phone, sent when the signal returns.",
    );
  });

  it('asks for the app to stay open while a change waits that is not written to the phone', () => {
    // A squad or match edit waits in the page's memory: a reload or a closed app would lose it.
    expect(offlineWords(0, 1)).toBe(
      "You're offline · 1 change waiting: leave the app open until the signal returns.",
    );
    expect(offlineWords(0, 2)).toBe(
      "You're offline · 2 changes waiting: leave the app open until the signal returns.",
    );
    expect(offlineWords(2, 1)).toBe(
      "You're offline · 3 changes waiting, 2 on this phone: leave the app open until the signal returns.",
    );
  });
});
