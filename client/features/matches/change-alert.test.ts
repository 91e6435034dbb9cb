import { describe, expect, it } from 'vitest';
import { liveClock } from '../../../shared/domain/match-live';
import {
  ALERT_SOUND_KEY,
  changeAlertStep,
  isChangeHighlighted,
  readAlertSound,
  writeAlertSound,
} from './change-alert';

// The alert at a change's minute: once per change, never for one found long overdue, and the sound
// setting remembered on the phone.

const KICK_OFF = Date.parse('2026-11-28T10:00:00Z');
const timing = { matchLength: 60, substitutionTimings: [0, 15, 30, 45] };
const started = [{ kind: 'start' as const, at: new Date(KICK_OFF) }];
/** The change due on the screen at `minutes`:`seconds` of play, from the live clock. */
const dueAt = (minutes: number, seconds = 0) =>
  liveClock(started, timing, new Date(KICK_OFF + (minutes * 60 + seconds) * 1000)).dueChange;

/** The screen's redraws at each instant, remembering what it handled as the hook does. */
function alertsOver(instants: Array<[number, number]>, handled = new Set<number>()): number[] {
  const alerted: number[] = [];
  for (const [minutes, seconds] of instants) {
    const step = changeAlertStep(dueAt(minutes, seconds), handled);
    if (step.handle !== null) handled.add(step.handle);
    if (step.alert && step.handle !== null) alerted.push(step.handle);
  }
  return alerted;
}

describe('changeAlertStep', () => {
  it('alerts when the change falls due, once, however often the screen redraws or polls', () => {
    const redraws: Array<[number, number]> = [];
    for (let s = 14 * 60 + 58; s <= 16 * 60; s += 0.5) redraws.push([0, s]);
    expect(alertsOver(redraws)).toEqual([15]);
  });

  it('alerts for each change in turn', () => {
    expect(
      alertsOver([
        [14, 59],
        [15, 0],
        [20, 0],
        [30, 1],
        [30, 2],
        [45, 0],
      ]),
    ).toEqual([15, 30, 45]);
  });

  it('alerts for a change found due within its first minute (a reload just after it)', () => {
    expect(changeAlertStep(dueAt(15, 40), new Set())).toEqual({ handle: 15, alert: true });
    expect(changeAlertStep(dueAt(16, 0), new Set())).toEqual({ handle: 15, alert: true });
  });

  it('does not alert for a change overdue by more than a minute, and never later for it', () => {
    const handled = new Set<number>();
    expect(changeAlertStep(dueAt(16, 1), handled)).toEqual({ handle: 15, alert: false });
    handled.add(15);
    // The measured offset moving back a little does not make it alert late.
    expect(changeAlertStep(dueAt(15, 50), handled)).toEqual({ handle: null, alert: false });
  });

  it('says nothing before the first change, between changes once handled, or after the end', () => {
    expect(changeAlertStep(dueAt(10), new Set())).toEqual({ handle: null, alert: false });
    expect(changeAlertStep(dueAt(22), new Set())).toEqual({ handle: null, alert: false });
    const ended = liveClock(
      [...started, { kind: 'end', at: new Date(KICK_OFF + 30 * 60_000) }],
      timing,
      new Date(KICK_OFF + 31 * 60_000),
    );
    expect(changeAlertStep(ended.dueChange, new Set())).toEqual({ handle: null, alert: false });
  });
});

describe('isChangeHighlighted', () => {
  it('highlights the change that alerted, for its first minute only', () => {
    expect(isChangeHighlighted(dueAt(15, 10), 15)).toBe(true);
    expect(isChangeHighlighted(dueAt(16, 1), 15)).toBe(false);
    expect(isChangeHighlighted(dueAt(15, 10), null)).toBe(false);
    expect(isChangeHighlighted(dueAt(30, 10), 15)).toBe(false);
  });
});

describe('the sound setting', () => {
  const storage = () => {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
  };

  it('is on until turned off, and remembered', () => {
    const kept = storage();
    expect(readAlertSound(kept)).toBe(true);
    writeAlertSound(kept, false);
    expect(kept.getItem(ALERT_SOUND_KEY)).toBe('off');
    expect(readAlertSound(kept)).toBe(false);
    writeAlertSound(kept, true);
    expect(readAlertSound(kept)).toBe(true);
  });

  it('counts as on where the browser refuses storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readAlertSound(refusing)).toBe(true);
    expect(() => writeAlertSound(refusing, false)).not.toThrow();
    expect(readAlertSound(null)).toBe(true);
  });
});
