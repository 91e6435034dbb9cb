import type { MatchLiveAnswer } from '../../../shared/contracts/match-live';

// The live screen's last known state, kept on the phone (issue 32, decision 070): the presses, the score
// and the phone's offset from the server's clock, saved on every change and when the page is hidden.
// Opened again with no signal (after a reload, or a phone that dropped the page while locked), the
// screen draws the clock from it; the presses made since wait in the offline queue. localStorage: a few
// hundred bytes per match, read before the first draw without waiting.

export type LiveSnapshot = MatchLiveAnswer & { offsetMs: number };

const keyOf = (matchId: number) => `touchline.live.${matchId}`;

export function saveLiveSnapshot(matchId: number, live: LiveSnapshot): void {
  try {
    localStorage.setItem(keyOf(matchId), JSON.stringify(live));
  } catch {
    // Storage full or refused (private mode): the screen works, only not after a reload offline.
  }
}

/** A state as saved: one saved by an earlier version of the app may lack the lists added since. */
type SavedSnapshot = Omit<LiveSnapshot, 'changes' | 'goalWriteIds'> &
  Partial<Pick<LiveSnapshot, 'changes' | 'goalWriteIds'>>;

function isSnapshot(value: unknown): value is SavedSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return Array.isArray(v.events) && typeof v.serverNow === 'string' && typeof v.offsetMs === 'number';
}

/** A deleted match's snapshot: its live screen is gone. */
export function forgetLiveSnapshot(matchId: number): void {
  try {
    localStorage.removeItem(keyOf(matchId));
  } catch {
    // Storage refused: nothing was kept.
  }
}

export function readLiveSnapshot(matchId: number): LiveSnapshot | null {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(keyOf(matchId)) ?? 'null');
    return isSnapshot(saved) ? { changes: [], goalWriteIds: [], ...saved } : null;
  } catch {
    return null;
  }
}
