// The team's formations are read by two features (match planning's period cards, the formation screens):
// one cache key, so a formation saved in the editor shows at once on the mini pitches.

/** Every formation of the team in the URL (null: the unscoped page, the caller's only team). */
export const teamFormationsKey = (teamId: string | null) => ['formations', teamId ?? 'only-team'] as const;

/**
 * Where a screen hands the formation viewer its data for one address (session storage; the rules are in
 * formation-viewer-session.ts). Here, with the keys every page loads first, for the viewer's route.
 */
export const formationViewerSessionKey = 'touchline:formation-viewer';

/**
 * A match's playing time (GET /api/matches/:id/playing-time), worked out from its formations: kept under
 * the formations' first key, so every formation write that reads the formations again (they invalidate
 * ['formations']: the editor's save, the library's copy and delete) reads it again too.
 */
export const matchPlayingTimeKey = (matchId: number) => ['formations', 'playing-time', matchId] as const;
