import { api, expect, test } from './fixtures';
import { coachWithTodaysMatch, holdableLiveReads } from './match-day';

// The change alert's beep (issue 32, decision 067). A browser lets a page make sound only after a tap,
// and making the page's audio context holds the main thread (a synchronous call to the browser's audio
// service), so the live screen makes none while it loads or waits: the coach's first touch makes it, once
// its answer is on screen, and the beep sounds at the change's minute. Watched through the page's own
// AudioContext (an init script counts the contexts made and the oscillators started), with Playwright's
// clock to reach the minute. Built with the context made when the phone was first idle, as it was, the
// first check fails: the screen had made one before any tap.

declare global {
  interface Window {
    /** Recorded by this journey's init script. */
    __audio?: { made: number; beeps: number; state: () => string };
  }
}

const MINUTE = 60_000;

test('the live screen makes no audio until the coach touches it, and beeps at the change minute', {
  tag: '@once',
}, async ({ page, inbox }) => {
  const day = await coachWithTodaysMatch(page, inbox, {
    opponentPrefix: 'Alert',
    // Four periods of 10 minutes: the first change at 10'.
    match: { matchLength: 40, substitutionTimings: [0, 10, 20, 30], defaultSubstitutions: 3 },
  });
  // The live read, held once the match is under way.
  const reads = await holdableLiveReads(page, day);
  try {
    await page.addInitScript(() => {
      const record = { made: 0, beeps: 0, state: () => 'none' };
      window.__audio = record;
      const Made = window.AudioContext;
      window.AudioContext = class extends Made {
        constructor(options?: AudioContextOptions) {
          super(options);
          record.made += 1;
          record.state = () => this.state;
        }
        override createOscillator(): OscillatorNode {
          const oscillator = super.createOscillator();
          const start = oscillator.start.bind(oscillator);
          oscillator.start = (when?: number) => {
            record.beeps += 1;
            start(when);
          };
          return oscillator;
        }
      };
    });
    // Started a minute ago, through the API: this journey is about the audio, and the Start tap's own
    // redraw is live-match.spec.ts's.
    const startAt = Date.now() - MINUTE;
    await api(page, 'POST', `/api/matches/${day.matchId}/live/events`, {
      id: crypto.randomUUID(),
      kind: 'start',
      at: new Date(startAt).toISOString(),
    });
    await page.clock.install({ time: new Date() });
    await page.goto(`/teams/${day.teamId}/match-live?match=${day.matchId}`);
    await expect(page.getByText(/Period 1 of 4 · Playing/)).toBeVisible();
    // Well past the moment the phone is first idle (the page's idle callbacks and timers all run).
    await page.clock.runFor(10_000);
    expect(await page.evaluate(() => window.__audio?.made), 'audio made before any tap').toBe(0);

    // The coach's first touch of the screen (after a reload nothing else has been tapped).
    await page.getByRole('heading', { level: 1 }).click();
    await expect.poll(() => page.evaluate(() => window.__audio?.made)).toBe(1);
    await expect.poll(() => page.evaluate(() => window.__audio?.state())).toBe('running');
    expect(await page.evaluate(() => window.__audio?.beeps)).toBe(0);

    // The change's minute: the screen's next redraw finds it due, beeps once and says so.
    reads.hold();
    await page.clock.fastForward(9 * MINUTE);
    await expect(page.getByText("At 10', for period 2")).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.__audio?.beeps)).toBe(1);
    // Redraws and polls after it do not beep again, and no second context is made.
    await page.clock.runFor(5_000);
    expect(await page.evaluate(() => [window.__audio?.beeps, window.__audio?.made])).toEqual([1, 1]);
  } finally {
    await reads.leave();
  }
});
