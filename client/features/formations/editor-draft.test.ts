import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  DRAFT_MAX_AGE_MS,
  documentFingerprint,
  draftKey,
  type EditorDraft,
  parseDraft,
  readDraft,
  serializeDraft,
  writeDraft,
} from './editor-draft';

const draft: EditorDraft = {
  document: {
    name: 'Sat P1',
    shape: '4-3-3',
    matchId: 7,
    quarter: 2,
    notes: 'Press high',
    playerPositions: [{ playerId: 3, x: 5, y: 50 }],
    benchPlayers: [4],
    unavailablePlayers: [5],
  },
  baseVersion: 3,
  savedAt: 1_000_000,
};

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('editor drafts', () => {
  it('are kept per team, formation (or new), match and period', () => {
    const keys = new Set([
      draftKey({ teamId: 'abc', formationId: null, matchId: 7, quarter: 2 }),
      draftKey({ teamId: 'abc', formationId: 12, matchId: 7, quarter: 2 }),
      draftKey({ teamId: 'abc', formationId: null, matchId: 7, quarter: 3 }),
      draftKey({ teamId: 'abc', formationId: null, matchId: null, quarter: null }),
      draftKey({ teamId: null, formationId: null, matchId: 7, quarter: 2 }),
      draftKey({ teamId: 'xyz', formationId: null, matchId: 7, quarter: 2 }),
    ]);
    expect(keys.size).toBe(6);
    expect(draftKey({ teamId: 'a:b', formationId: null, matchId: null, quarter: null })).toContain('a%3Ab');
  });

  it('read back what was written', () => {
    const storage = memoryStorage();
    expect(writeDraft(storage, 'k', draft)).toBe(true);
    expect(readDraft(storage, 'k', draft.savedAt + 1000)).toEqual(draft);
    clearDraft(storage, 'k');
    expect(readDraft(storage, 'k')).toBeNull();
  });

  it('forget a draft too old, broken or of another shape, and remove it', () => {
    const storage = memoryStorage();
    writeDraft(storage, 'old', draft);
    expect(readDraft(storage, 'old', draft.savedAt + DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(storage.items.has('old')).toBe(false);
    for (const text of [
      '{',
      'null',
      '[]',
      JSON.stringify({ ...JSON.parse(serializeDraft(draft)), format: 2 }),
      serializeDraft({ ...draft, document: { ...draft.document, shape: '2-2-2' as '4-4-2' } }),
      serializeDraft({
        ...draft,
        document: {
          ...draft.document,
          playerPositions: [{ playerId: 3, x: 'far' as unknown as number, y: 1 }],
        },
      }),
      serializeDraft({ ...draft, document: { ...draft.document, quarter: 0 } }),
      serializeDraft({ ...draft, document: { ...draft.document, benchPlayers: [-1] } }),
    ]) {
      expect(parseDraft(text, draft.savedAt), text).toBeNull();
    }
  });

  it('survive a storage that refuses (private mode, full)', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(writeDraft(refusing, 'k', draft)).toBe(false);
    expect(readDraft(refusing, 'k')).toBeNull();
    expect(() => clearDraft(refusing, 'k')).not.toThrow();
    expect(readDraft(null, 'k')).toBeNull();
  });

  it('tell changed documents apart', () => {
    const same = documentFingerprint({ ...draft.document });
    expect(documentFingerprint(draft.document)).toBe(same);
    expect(documentFingerprint({ ...draft.document, notes: 'Sit deep' })).not.toBe(same);
    expect(
      documentFingerprint({ ...draft.document, playerPositions: [{ playerId: 3, x: 6, y: 50 }] }),
    ).not.toBe(same);
  });
});
