import type { PlayerPosition } from '../../../shared/contracts/formations';
import { type FormationShape, isFormationShape } from '../../../shared/domain/formation-shapes';

// The editor's unsaved changes, kept on this device until they are saved or discarded, so a reload, a
// crash or a lost signal at the touchline loses nothing. One draft per editor address: the team, the
// formation (or a new one) and the match and period the address opened with. Apart from React and from
// `localStorage` itself (any Storage will do), so the rules have tests.

/** What the coach edits: everything a save sends but the version. */
export type EditorDocument = {
  name: string;
  shape: FormationShape;
  matchId: number | null;
  quarter: number;
  notes: string;
  playerPositions: readonly PlayerPosition[];
  benchPlayers: readonly number[];
  unavailablePlayers: readonly number[];
};

export type EditorDraft = {
  document: EditorDocument;
  /** The version of the saved formation the changes were made on (edit mode), sent with the save. */
  baseVersion: number | null;
  /** Epoch milliseconds of the last change. */
  savedAt: number;
};

export type DraftAddress = {
  teamId: string | null;
  formationId: number | null;
  matchId: number | null;
  quarter: number | null;
};

const PREFIX = 'touchline:formation-draft:';
const FORMAT = 1;
/** A draft nobody came back to for this long is forgotten. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function draftKey(address: DraftAddress): string {
  return [
    PREFIX.slice(0, -1),
    address.teamId ?? 'only-team',
    address.formationId ?? 'new',
    address.matchId ?? 'no-match',
    address.quarter ?? 'no-period',
  ]
    .map((part) => encodeURIComponent(String(part)))
    .join(':');
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every(isId);
const isPosition = (value: unknown): value is PlayerPosition => {
  if (typeof value !== 'object' || value === null) return false;
  const { playerId, x, y } = value as Record<string, unknown>;
  return (
    isId(playerId) &&
    typeof x === 'number' &&
    Number.isFinite(x) &&
    typeof y === 'number' &&
    Number.isFinite(y)
  );
};

/** The document, if `value` is one (anything else, from an older build or a hand edit, is not). */
export function parseDocument(value: unknown): EditorDocument | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.name !== 'string' || typeof v.notes !== 'string') return null;
  if (!isFormationShape(v.shape)) return null;
  if (v.matchId !== null && !isId(v.matchId)) return null;
  if (!isId(v.quarter)) return null;
  if (!Array.isArray(v.playerPositions) || !v.playerPositions.every(isPosition)) return null;
  if (!isIdList(v.benchPlayers) || !isIdList(v.unavailablePlayers)) return null;
  return {
    name: v.name,
    shape: v.shape,
    matchId: v.matchId,
    quarter: v.quarter,
    notes: v.notes,
    playerPositions: v.playerPositions.map(({ playerId, x, y }) => ({ playerId, x, y })),
    benchPlayers: [...v.benchPlayers],
    unavailablePlayers: [...v.unavailablePlayers],
  };
}

/** The stored text of a draft, or null when it is not a draft of this format or too old. */
export function parseDraft(text: string | null, now: number): EditorDraft | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (v.format !== FORMAT || typeof v.savedAt !== 'number' || !Number.isFinite(v.savedAt)) return null;
  if (now - v.savedAt > DRAFT_MAX_AGE_MS) return null;
  if (v.baseVersion !== null && !isId(v.baseVersion)) return null;
  const document = parseDocument(v.document);
  return document ? { document, baseVersion: v.baseVersion, savedAt: v.savedAt } : null;
}

export function serializeDraft(draft: EditorDraft): string {
  return JSON.stringify({ format: FORMAT, ...draft });
}

/** Reads the draft at `key`; a broken or stale one is removed. Storage that throws (private mode) gives null. */
export function readDraft(storage: StorageLike | null, key: string, now = Date.now()): EditorDraft | null {
  if (!storage) return null;
  try {
    const text = storage.getItem(key);
    const draft = parseDraft(text, now);
    if (text !== null && draft === null) storage.removeItem(key);
    return draft;
  } catch {
    return null;
  }
}

/** Keeps the draft; false when the storage refused it (full, or disabled). */
export function writeDraft(storage: StorageLike | null, key: string, draft: EditorDraft): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, serializeDraft(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(storage: StorageLike | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: the draft stays until it is too old.
  }
}

/** The browser's localStorage, or null where there is none or it may not be used. */
export function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** One text for a document, for telling whether two are the same (changes not yet saved). */
export function documentFingerprint(document: EditorDocument): string {
  return JSON.stringify([
    document.name,
    document.shape,
    document.matchId,
    document.quarter,
    document.notes,
    document.playerPositions.map((p) => [p.playerId, p.x, p.y]),
    document.benchPlayers,
    document.unavailablePlayers,
  ]);
}
