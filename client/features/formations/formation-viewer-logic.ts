import {
  formationForPeriod,
  type NotShownReason,
  type PeriodFormation,
  whyNotShown,
} from '../../../shared/domain/formation-for-period';
import { type MatchTiming, totalPeriods } from '../../../shared/domain/match-periods';
import type { FormationViewerParams } from '../../lib/formation-viewer-params';
import { teamPagePath } from '../../lib/team-path';

// Which formation the viewer shows, and where its previous and next buttons go (spec 001 §2.3, §4.3),
// apart from React so the rules have a table of tests:
// - the formationId parameter first, then the stored session data, then the quarter parameter;
// - period N of a match shows the formation of that match for quarter N, the one saved in the editor
//   last (formationForPeriod, as every screen): a library copy not saved there never shows;
// - a period from 1 to the match's total (totalPeriods) without one is a blank period;
// - when nothing is found and the period is not a valid blank one, the match's first formation (its
//   lowest period with a plan);
// - previous is off at period 1, next at the last; each goes to the adjacent period with its formation
//   (none for a blank period).

/** A saved formation, as the list from the server holds it. */
export type ListedFormation = PeriodFormation;

/** The stored formation (client/lib/formation-viewer-session.ts): a saved one, or one not saved yet. */
export type StoredFormation = { id: number | null; matchId: number | null; quarter: number };

export type ViewerMatch = { id: number } & Pick<MatchTiming, 'substitutionTimings' | 'defaultSubstitutions'>;

/** Where a previous or next button goes: the adjacent period, with its formation when it has one. */
export type PeriodTarget = { matchId: number; quarter: number; formationId: number | null };

/** Which rule chose what is shown. */
export type ViewerSource = 'formationId' | 'stored' | 'quarter' | 'blank' | 'fallback';

export type ViewerSelection<F, S, M> =
  /** Nothing to show: 'Formation not found'. `match` when the match itself is known (Back takes it along). */
  | { kind: 'not-found'; match: M | null }
  /** A practice formation (no match): no periods to step through. */
  | { kind: 'practice'; formation: F | S; source: 'formationId' | 'stored' }
  | {
      kind: 'period';
      match: M;
      /** The period shown, from 1. */
      period: number;
      /** Periods of the match (at least `period`). */
      total: number;
      /** Null for a blank period. */
      formation: F | S | null;
      source: ViewerSource;
      /**
       * Why the period does not show this formation (shown only because its id was asked for): a copy
       * not saved in the editor, or a later plan for the period. Null when it is the period's plan.
       */
      notShown: NotShownReason | null;
      previous: PeriodTarget | null;
      next: PeriodTarget | null;
    };

export type ViewerInput<F, S, M> = {
  params: FormationViewerParams;
  /** The stored session data's formation, when stored for these parameters. */
  stored: S | null;
  /** The team's saved formations. */
  formations: readonly F[];
  /** The matches to look the match up in (the stored match alone, with stored data). */
  matches: readonly M[];
};

/** The formation a match's first planned period shows (its lowest period with a plan), or null. */
export function firstFormationOf<F extends ListedFormation>(
  formations: readonly F[],
  matchId: number,
): F | null {
  let lowest: number | null = null;
  for (const formation of formations) {
    if (
      formation.matchId === matchId &&
      formation.plannedAt !== null &&
      (lowest === null || formation.quarter < lowest)
    ) {
      lowest = formation.quarter;
    }
  }
  return lowest === null ? null : formationForPeriod(formations, matchId, lowest);
}

export function selectViewerFormation<
  F extends ListedFormation,
  S extends StoredFormation,
  M extends ViewerMatch,
>({ params, stored, formations, matches }: ViewerInput<F, S, M>): ViewerSelection<F, S, M> {
  const matchById = (id: number | null) => (id === null ? null : (matches.find((m) => m.id === id) ?? null));

  const target = (match: M, quarter: number): PeriodTarget => ({
    matchId: match.id,
    quarter,
    formationId: formationForPeriod(formations, match.id, quarter)?.id ?? null,
  });

  const inPeriod = (match: M, period: number, formation: F | S | null, source: ViewerSource) => {
    const total = Math.max(totalPeriods(match), period);
    const listed = formation?.id == null ? undefined : formations.find((row) => row.id === formation.id);
    const notShown = listed === undefined ? null : whyNotShown(listed, formations);
    return {
      kind: 'period' as const,
      match,
      period,
      total,
      formation,
      source,
      notShown,
      previous: period > 1 ? target(match, period - 1) : null,
      next: period < total ? target(match, period + 1) : null,
    };
  };

  /** A chosen formation: in its own match's period, or a practice one. */
  const show = (formation: F | S, source: 'formationId' | 'stored'): ViewerSelection<F, S, M> => {
    if (formation.matchId === null) return { kind: 'practice', formation, source };
    const match = matchById(formation.matchId);
    if (!match) return { kind: 'not-found', match: null };
    return inPeriod(match, formation.quarter, formation, source);
  };

  // 1. The formationId parameter.
  if (params.formationId !== null) {
    const asked = formations.find((formation) => formation.id === params.formationId);
    if (asked) return show(asked, 'formationId');
  }
  // 2. The stored session data.
  if (stored) return show(stored, 'stored');
  // 3. The quarter parameter: the period's formation, or a blank period within the match's periods.
  const match = matchById(params.matchId);
  if (!match) return { kind: 'not-found', match: null };
  if (params.quarter !== null) {
    const shown = formationForPeriod(formations, match.id, params.quarter);
    if (shown) return inPeriod(match, params.quarter, shown, 'quarter');
    if (params.quarter <= totalPeriods(match)) return inPeriod(match, params.quarter, null, 'blank');
  }
  // 4. The match's first formation.
  const first = firstFormationOf(formations, match.id);
  if (first) return inPeriod(match, first.quarter, first, 'fallback');
  return { kind: 'not-found', match };
}

/**
 * The viewer's address for a period (spec 001 §2.3): the same page, with match, quarter and the
 * period's formationId (left out for a blank period).
 */
export function viewerHref(teamId: string | null, target: PeriodTarget): string {
  const query = new URLSearchParams({ match: String(target.matchId), quarter: String(target.quarter) });
  if (target.formationId !== null) query.set('formationId', String(target.formationId));
  return `${teamPagePath(teamId, 'formation-viewer')}?${query.toString()}`;
}

/** Where Back goes: match planning, with the match selected when one is known (spec 001 §2.3). */
export function backHref(teamId: string | null, matchId: number | null): string {
  const path = teamPagePath(teamId, 'match-planning');
  return matchId === null ? path : `${path}?matchId=${matchId}`;
}
