import { describe, expect, it } from 'vitest';
import {
  FORMATION_VIEWER_SESSION_KEY,
  type FormationViewerSession,
  hasFormationViewerSession,
  storeFormationViewerSession,
  takeFormationViewerSession,
} from './formation-viewer-session';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const session: FormationViewerSession = {
  params: { matchId: 10, quarter: 2, formationId: null },
  formation: {
    id: null,
    name: 'Draft',
    formation: '4-4-2',
    quarter: 2,
    matchId: 10,
    playerPositions: [{ playerId: 1, x: 5, y: 50 }],
    benchPlayers: [],
    unavailablePlayers: [],
    notes: null,
  },
  match: null,
  players: [],
};

describe('the stored viewer data (spec 001 §4.3)', () => {
  it('is given back for the address it was stored for, as often as asked', () => {
    const store = memoryStore();
    storeFormationViewerSession(session, store);
    expect(hasFormationViewerSession(store)).toBe(true);
    expect(takeFormationViewerSession({ matchId: 10, quarter: 2, formationId: null }, store)).toEqual(
      session,
    );
    // A reload of the same address shows it again.
    expect(takeFormationViewerSession({ matchId: 10, quarter: 2, formationId: null }, store)).toEqual(
      session,
    );
  });

  it('is cleared when the parameters change', () => {
    const store = memoryStore();
    storeFormationViewerSession(session, store);
    expect(takeFormationViewerSession({ matchId: 10, quarter: 3, formationId: null }, store)).toBeNull();
    expect(store.items.has(FORMATION_VIEWER_SESSION_KEY)).toBe(false);
    // Going back to the first address does not bring it back.
    expect(takeFormationViewerSession({ matchId: 10, quarter: 2, formationId: null }, store)).toBeNull();
  });

  it('drops what it cannot read, and works without storage', () => {
    const store = memoryStore();
    store.setItem(FORMATION_VIEWER_SESSION_KEY, '{"params":{}}');
    expect(takeFormationViewerSession({ matchId: null, quarter: null, formationId: null }, store)).toBeNull();
    expect(store.items.size).toBe(0);
    store.setItem(FORMATION_VIEWER_SESSION_KEY, 'not json');
    expect(takeFormationViewerSession(session.params, store)).toBeNull();
    expect(takeFormationViewerSession(session.params, null)).toBeNull();
    expect(hasFormationViewerSession(null)).toBe(false);
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => storeFormationViewerSession(session, refusing)).not.toThrow();
    expect(takeFormationViewerSession(session.params, refusing)).toBeNull();
  });
});
