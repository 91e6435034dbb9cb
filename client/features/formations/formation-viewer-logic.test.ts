import { describe, expect, it } from 'vitest';
import type { FormationViewerParams } from '../../lib/formation-viewer-params';
import {
  backHref,
  firstFormationOf,
  type ListedFormation,
  type StoredFormation,
  selectViewerFormation,
  type ViewerMatch,
  viewerHref,
} from './formation-viewer-logic';

// Spec 001 §4.3 as a table: what the viewer shows for an address, stored data and the team's formations.

const at = (day: number) => `2025-03-${String(day).padStart(2, '0')}T10:00:00.000Z`;
/** Saved in the editor on `day`. */
const saved = (id: number, matchId: number | null, quarter: number, day = 1): ListedFormation => ({
  id,
  matchId,
  quarter,
  plannedAt: at(day),
});
/** A copy the library made, not saved in the editor since. */
const copy = (id: number, matchId: number | null, quarter: number): ListedFormation => ({
  id,
  matchId,
  quarter,
  plannedAt: null,
});

// Match 10: four periods (start times). Match 11: no start times, 2 substitutions → 3 periods.
// Match 12: nothing set → 4 periods, and no formation but a copy.
const matches: ViewerMatch[] = [
  { id: 10, substitutionTimings: [0, 15, 30, 45], defaultSubstitutions: 3 },
  { id: 11, substitutionTimings: [], defaultSubstitutions: 2 },
  { id: 12, substitutionTimings: [], defaultSubstitutions: null },
];
const formations: ListedFormation[] = [
  saved(1, 10, 1),
  saved(2, 10, 1, 5), // saved after 1: period 1 of match 10 shows 2
  saved(3, 10, 2),
  // match 10, period 3: none (blank)
  saved(4, 10, 4),
  saved(5, 11, 2),
  saved(6, 11, 3),
  saved(7, null, 1), // practice
  saved(8, 99, 1), // a match that is not in the list
  copy(9, 10, 1), // a copy of 2, made after it: period 1 still shows 2
  copy(10, 12, 1), // match 12's only formation, a copy: no period of match 12 shows it
];

const params = (p: Partial<FormationViewerParams>): FormationViewerParams => ({
  matchId: null,
  quarter: null,
  formationId: null,
  ...p,
});

type Row = {
  case: string;
  params: Partial<FormationViewerParams>;
  stored?: StoredFormation;
  /** kind, period/total, the formation's id, the rule, previous and next as "quarter:formationId". */
  expected: string;
};

const describeSelection = (input: Row) => {
  const selection = selectViewerFormation({
    params: params(input.params),
    stored: input.stored ?? null,
    formations,
    matches,
  });
  if (selection.kind === 'not-found') return `not-found match ${selection.match?.id ?? '-'}`;
  if (selection.kind === 'practice') return `practice ${selection.formation.id} by ${selection.source}`;
  const step = (t: { quarter: number; formationId: number | null } | null) =>
    t ? `${t.quarter}:${t.formationId ?? 'blank'}` : 'off';
  return [
    `match ${selection.match.id} period ${selection.period}/${selection.total}`,
    `shows ${selection.formation?.id ?? 'blank'} by ${selection.source}`,
    `prev ${step(selection.previous)}, next ${step(selection.next)}`,
    selection.notShown ? `not shown: ${selection.notShown}` : '',
  ]
    .join(', ')
    .replace(/, $/, '');
};

const table: Row[] = [
  // Selection by quarter (no formationId, nothing stored).
  {
    case: 'period 1 shows the formation saved in the editor last, not the copy made since',
    params: { matchId: 10, quarter: 1 },
    expected: 'match 10 period 1/4, shows 2 by quarter, prev off, next 2:3',
  },
  {
    case: 'a period whose only formation is a copy is blank',
    params: { matchId: 12, quarter: 1 },
    expected: 'match 12 period 1/4, shows blank by blank, prev off, next 2:blank',
  },
  {
    case: 'a period within the match without a formation is blank',
    params: { matchId: 10, quarter: 3 },
    expected: 'match 10 period 3/4, shows blank by blank, prev 2:3, next 4:4',
  },
  {
    case: 'next is off at the last period',
    params: { matchId: 10, quarter: 4 },
    expected: 'match 10 period 4/4, shows 4 by quarter, prev 3:blank, next off',
  },
  {
    case: 'total from defaultSubstitutions + 1 when there are no start times',
    params: { matchId: 11, quarter: 1 },
    expected: 'match 11 period 1/3, shows blank by blank, prev off, next 2:5',
  },
  {
    case: 'four periods when the match says nothing',
    params: { matchId: 12, quarter: 4 },
    expected: 'match 12 period 4/4, shows blank by blank, prev 3:blank, next off',
  },
  // The fallback to the match's first formation.
  {
    case: 'a period beyond the match falls back to its first formation',
    params: { matchId: 11, quarter: 7 },
    expected: 'match 11 period 2/3, shows 5 by fallback, prev 1:blank, next 3:6',
  },
  {
    case: 'no quarter falls back to the first formation',
    params: { matchId: 10 },
    expected: 'match 10 period 1/4, shows 2 by fallback, prev off, next 2:3',
  },
  {
    case: 'no plan at all (a copy only) and no valid period: not found, the match known',
    params: { matchId: 12 },
    expected: 'not-found match 12',
  },
  {
    case: 'an unknown match is not found',
    params: { matchId: 50, quarter: 1 },
    expected: 'not-found match -',
  },
  { case: 'no parameters at all', params: {}, expected: 'not-found match -' },
  // The formationId parameter comes first.
  {
    case: 'formationId wins over the quarter and shows its own period',
    params: { matchId: 10, quarter: 4, formationId: 3 },
    expected: 'match 10 period 2/4, shows 3 by formationId, prev 1:2, next 3:blank',
  },
  {
    case: 'formationId of a formation a later one replaced: shown, and marked',
    params: { matchId: 10, quarter: 1, formationId: 1 },
    expected: 'match 10 period 1/4, shows 1 by formationId, prev off, next 2:3, not shown: later-plan',
  },
  {
    case: 'formationId of a copy: shown, and marked as not the plan',
    params: { matchId: 10, quarter: 1, formationId: 9 },
    expected: 'match 10 period 1/4, shows 9 by formationId, prev off, next 2:3, not shown: copy',
  },
  {
    case: 'formationId without a match parameter finds its match',
    params: { formationId: 6 },
    expected: 'match 11 period 3/3, shows 6 by formationId, prev 2:5, next off',
  },
  {
    case: 'a removed formationId falls through to the quarter',
    params: { matchId: 10, quarter: 2, formationId: 404 },
    expected: 'match 10 period 2/4, shows 3 by quarter, prev 1:2, next 3:blank',
  },
  {
    case: 'a removed formationId of a blank period shows it blank',
    params: { matchId: 10, quarter: 3, formationId: 404 },
    expected: 'match 10 period 3/4, shows blank by blank, prev 2:3, next 4:4',
  },
  {
    case: 'a practice formation by id',
    params: { formationId: 7 },
    expected: 'practice 7 by formationId',
  },
  {
    case: 'a formation whose match cannot be found',
    params: { formationId: 8 },
    expected: 'not-found match -',
  },
  // Stored session data: after formationId, before the quarter.
  {
    case: 'stored data wins over the quarter',
    params: { matchId: 10, quarter: 3 },
    stored: { id: null, matchId: 10, quarter: 3 },
    expected: 'match 10 period 3/4, shows blank by stored, prev 2:3, next 4:4',
  },
  {
    case: 'formationId wins over stored data',
    params: { matchId: 10, quarter: 3, formationId: 4 },
    stored: { id: null, matchId: 10, quarter: 3 },
    expected: 'match 10 period 4/4, shows 4 by formationId, prev 3:blank, next off',
  },
  {
    case: 'stored practice formation',
    params: {},
    stored: { id: null, matchId: null, quarter: 1 },
    expected: 'practice null by stored',
  },
];

describe('selectViewerFormation (spec 001 §4.3)', () => {
  it.each(table)('$case', (row) => {
    expect(describeSelection(row)).toBe(row.expected);
  });

  it('keeps a stored formation as it was handed over', () => {
    const stored = { id: null, matchId: 10, quarter: 3, notes: 'draft' };
    const selection = selectViewerFormation({
      params: params({ matchId: 10, quarter: 3 }),
      stored,
      formations,
      matches,
    });
    expect(selection.kind === 'period' && selection.formation).toBe(stored);
  });
});

describe('firstFormationOf', () => {
  it("takes the match's lowest period with a plan, and that period's shown formation", () => {
    expect(firstFormationOf(formations, 10)?.id).toBe(2);
    expect(firstFormationOf(formations, 11)?.id).toBe(5);
    expect(firstFormationOf(formations, 12)).toBeNull();
    // A copy in a lower period than any plan does not hide the plans.
    expect(firstFormationOf([...formations, copy(11, 11, 1)], 11)?.id).toBe(5);
  });
});

describe('addresses', () => {
  it('goes to the adjacent period with its formation, none for a blank one', () => {
    expect(viewerHref('t-1', { matchId: 10, quarter: 2, formationId: 3 })).toBe(
      '/teams/t-1/formation-viewer?match=10&quarter=2&formationId=3',
    );
    expect(viewerHref(null, { matchId: 10, quarter: 3, formationId: null })).toBe(
      '/formation-viewer?match=10&quarter=3',
    );
  });

  it('goes back to match planning with the match selected', () => {
    expect(backHref('t-1', 10)).toBe('/teams/t-1/match-planning?matchId=10');
    expect(backHref(null, null)).toBe('/match-planning');
  });
});
