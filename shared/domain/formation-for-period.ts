// Which saved formation a match's period shows (spec 001 §4.3: "Period N shows the formation of that
// match whose quarter equals N"). Nothing stops a match holding two formations for one period (two
// coaches saving at once, a duplicate moved onto the match), so every screen (viewer, match planning's
// period cards, the editor's Edit link, the library) picks the same one with this rule: the most
// recently saved, by updatedAt, then the higher id. The library marks the others as superseded.
// Practice formations (no match) are never superseded: they are not the plan of any period.

export type PeriodFormation = {
  id: number;
  matchId: number | null;
  /** The period number, from 1. */
  quarter: number;
  /** When it was last saved: an ISO date-time as the API sends it, or a Date. */
  updatedAt: string | Date;
};

function savedAt(formation: PeriodFormation): number {
  const time =
    typeof formation.updatedAt === 'string' ? Date.parse(formation.updatedAt) : formation.updatedAt.getTime();
  // An unreadable time counts as the oldest, so a readable one always wins.
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** Positive when a was saved after b: later updatedAt, then higher id. */
export function compareSaved(a: PeriodFormation, b: PeriodFormation): number {
  const [ta, tb] = [savedAt(a), savedAt(b)];
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
    if (formation.matchId !== matchId || formation.quarter !== quarter) continue;
    if (latest === null || compareSaved(formation, latest) > 0) latest = formation;
  }
  return latest;
}

/**
 * The ids of the formations no screen shows because a later one was saved for the same match and
 * period: one pass, for a library marking its cards.
 */
export function supersededFormationIds(formations: readonly PeriodFormation[]): Set<number> {
  const shown = new Map<string, PeriodFormation>();
  for (const formation of formations) {
    if (formation.matchId === null) continue;
    const key = `${formation.matchId}:${formation.quarter}`;
    const current = shown.get(key);
    if (current === undefined || compareSaved(formation, current) > 0) shown.set(key, formation);
  }
  const superseded = new Set<number>();
  for (const formation of formations) {
    if (formation.matchId === null) continue;
    if (shown.get(`${formation.matchId}:${formation.quarter}`) !== formation) superseded.add(formation.id);
  }
  return superseded;
}

/** Whether a later formation for the same match and period hides this one. */
export function isSupersededFormation(
  formation: PeriodFormation,
  formations: readonly PeriodFormation[],
): boolean {
  if (formation.matchId === null) return false;
  const shown = formationForPeriod(formations, formation.matchId, formation.quarter);
  return shown !== null && shown.id !== formation.id && compareSaved(shown, formation) > 0;
}
