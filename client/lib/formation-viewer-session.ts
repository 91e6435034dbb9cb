import type { Formation } from '../../shared/contracts/formations';
import type { Match } from '../../shared/contracts/matches';
import type { Player } from '../../shared/contracts/squad';
import { formationViewerSessionKey } from './formation-keys';
import type { FormationViewerParams } from './formation-viewer-params';

// The formation viewer's stored session data (spec 001 §4.3, §7): a screen that sends the coach to the
// viewer (match planning's View on a period) may hand it the formation to show, with its match and
// the squad, in session storage. The viewer then shows that formation (after a formationId in the
// address, before the quarter) and reads no matches or players of its own; formations it always reads.
// The data belongs to one address: opened with other match, quarter or formationId parameters (the
// previous and next buttons, another link), the viewer clears it. Here, apart from both screens, in
// client/lib: features never import each other.

export const FORMATION_VIEWER_SESSION_KEY = formationViewerSessionKey;

/** The formation handed over: a saved one (its id) or one not saved yet (id null). */
export type FormationSnapshot = Pick<
  Formation,
  | 'name'
  | 'formation'
  | 'quarter'
  | 'matchId'
  | 'playerPositions'
  | 'benchPlayers'
  | 'unavailablePlayers'
  | 'notes'
> & { id: number | null };

export type FormationViewerSession = {
  /** The address it is for. */
  params: FormationViewerParams;
  formation: FormationSnapshot;
  /** The formation's match, null for a practice formation. */
  match: Match | null;
  players: Player[];
};

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's session storage, or null where there is none or it refuses (a private window's quota). */
function browserStore(): SessionStore | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

const sameParams = (a: FormationViewerParams, b: FormationViewerParams) =>
  a.matchId === b.matchId && a.quarter === b.quarter && a.formationId === b.formationId;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isIdOrNull = (value: unknown) => value === null || typeof value === 'number';

/** Stored data in the shape above, as far as the viewer relies on it; anything else is dropped. */
function parseSession(text: string | null): FormationViewerSession | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!isRecord(value) || !isRecord(value.params) || !isRecord(value.formation)) return null;
    const { params, formation } = value;
    const isValid =
      isIdOrNull(params.matchId) &&
      isIdOrNull(params.quarter) &&
      isIdOrNull(params.formationId) &&
      isIdOrNull(formation.id) &&
      isIdOrNull(formation.matchId) &&
      typeof formation.quarter === 'number' &&
      typeof formation.formation === 'string' &&
      Array.isArray(formation.playerPositions) &&
      Array.isArray(formation.benchPlayers) &&
      Array.isArray(formation.unavailablePlayers) &&
      (value.match === null || isRecord(value.match)) &&
      Array.isArray(value.players);
    return isValid ? (value as FormationViewerSession) : null;
  } catch {
    return null;
  }
}

/** Hands the viewer what to show at `session.params`' address; call it just before going there. */
export function storeFormationViewerSession(
  session: FormationViewerSession,
  store: SessionStore | null = browserStore(),
): void {
  try {
    store?.setItem(FORMATION_VIEWER_SESSION_KEY, JSON.stringify(session));
  } catch {
    // Full or refused: the viewer reads what it needs instead.
  }
}

/** Whether any data is stored (the viewer's route then starts no read of matches or players). */
export function hasFormationViewerSession(store: SessionStore | null = browserStore()): boolean {
  try {
    return store?.getItem(FORMATION_VIEWER_SESSION_KEY) != null;
  } catch {
    return false;
  }
}

/**
 * The stored data for the viewer at `params`. Data stored for another address (the parameters
 * changed) or unreadable is removed, and the answer is null (spec 001 §4.3).
 */
export function takeFormationViewerSession(
  params: FormationViewerParams,
  store: SessionStore | null = browserStore(),
): FormationViewerSession | null {
  try {
    const session = parseSession(store?.getItem(FORMATION_VIEWER_SESSION_KEY) ?? null);
    if (session && sameParams(session.params, params)) return session;
    store?.removeItem(FORMATION_VIEWER_SESSION_KEY);
  } catch {
    // Unreadable storage: as if nothing were stored.
  }
  return null;
}
