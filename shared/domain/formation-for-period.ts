// Which saved formation a match's period shows (spec 001 §4.3: "Period N shows the formation of that
// match whose quarter equals N"). A match may hold several formations for one period (two coaches
// saving at once, a formation moved onto the match, the library's copies), so every screen (viewer,
// match planning's period cards and report, the editor's Edit link, the library) picks the same one with
// this rule: of those saved in the formation editor, the one saved there last (plannedAt), then the
// higher id. Only a save in the editor stamps plannedAt (decision 022): a copy the library made has
// none, so duplicating never changes what the team sees; saving the copy in the editor makes it the
// plan. The library marks the formations no period shows. Practice formations (no match) are never
// marked: they are not the plan of any period.

export type PeriodFormation = {
  id: number;
  matchId: number | null;
  /** The period number, from 1. */
  quarter: number;
  /**
   * When it was last saved in the formation editor: an ISO date-time as the API sends it, or a Date.
   * Null for a copy not saved in the editor since, which no period shows.
   */
  plannedAt: string | Date | null;
};

/** Why a match's formation is not the one its period shows. */
export type NotShownReason =
  /** A copy from the library, not saved in the editor yet. */
  | 'copy'
  /** Another formation was saved in the editor for the same period after it. */
  | 'later-plan';

function plannedTime(formation: PeriodFormation): number {
  const { plannedAt } = formation;
  if (plannedAt === null) return Number.NEGATIVE_INFINITY;
  const time = typeof plannedAt === 'string' ? Date.parse(plannedAt) : plannedAt.getTime();
  // An unreadable time counts as the oldest, so a readable one always wins.
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** Positive when a was planned after b: later plannedAt, then higher id. */
export function comparePlanned(a: PeriodFormation, b: PeriodFormation): number {
  const [ta, tb] = [plannedTime(a), plannedTime(b)];
  if (ta !== tb) return ta > tb ? 1 : -1;
  return a.id - b.id;
}

/** The formation period `quarter` of the match shows, or null for a blank period. */
export function formationForPeriod<T extends PeriodFormation>(
  formations: readonly T[],
  matchId: number,
  quarter: number,
): T | null {
  let latest: T | null = null;
  for (const formation of formations) {
    if (formation.matchId !== matchId || formation.quarter !== quarter || formation.plannedAt === null) {
      continue;
    }
    if (latest === null || comparePlanned(formation, latest) > 0) latest = formation;
  }
  return latest;
}

/**
 * The match formations no period shows, each with why: one pass, for a library marking its cards.
 * Practice formations are never in it.
 */
export function formationsNotShown(formations: readonly PeriodFormation[]): Map<number, NotShownReason> {
  const shown = new Map<string, PeriodFormation>();
  for (const formation of formations) {
    if (formation.matchId === null || formation.plannedAt === null) continue;
    const key = `${formation.matchId}:${formation.quarter}`;
    const current = shown.get(key);
    if (current === undefined || comparePlanned(formation, current) > 0) shown.set(key, formation);
  }
  const notShown = new Map<number, NotShownReason>();
  for (const formation of formations) {
    if (formation.matchId === null) continue;
    if (formation.plannedAt === null) notShown.set(formation.id, 'copy');
    else if (shown.get(`${formation.matchId}:${formation.quarter}`) !== formation) {
      notShown.set(formation.id, 'later-plan');
    }
  }
  return notShown;
}

/** Why no period shows this formation of a match, or null when its period shows it (or it is practice). */
export function whyNotShown(
  formation: PeriodFormation,
  formations: readonly PeriodFormation[],
): NotShownReason | null {
  if (formation.matchId === null) return null;
  if (formation.plannedAt === null) return 'copy';
  const shown = formationForPeriod(formations, formation.matchId, formation.quarter);
  return shown !== null && shown.id !== formation.id && comparePlanned(shown, formation) > 0
    ? 'later-plan'
    : null;
}
