import { describe, expect, it } from 'vitest';
import type { MatchPlayingTimeAnswer } from '../../../shared/contracts/matches';
import { viewerChanges } from './formation-viewer-changes';

type Time = Pick<MatchPlayingTimeAnswer, 'changes' | 'periodList' | 'scope'>;

const players = [
  { id: 1, shirtNumber: 12, firstName: 'Harry', lastName: 'Whitfield' },
  { id: 2, shirtNumber: 3, firstName: 'Sam', lastName: 'Cole' },
  { id: 3, shirtNumber: 7, firstName: 'Ann', lastName: 'Lee' },
  { id: 4, shirtNumber: 9, firstName: 'Bo', lastName: 'Ray' },
];

/** Four periods of 15 minutes; period 3 shows formation 30, and so on; null: unplanned. */
function time(formations: (number | null)[], changes: Time['changes'], scope: Time['scope'] = 'squad'): Time {
  return {
    scope,
    changes,
    periodList: formations.map((formationId, i) => ({
      number: i + 1,
      from: i * 15,
      to: (i + 1) * 15,
      minutes: 15,
      formationId,
    })),
  };
}

const planned = (after: number, changes: { on: number | null; off: number | null }[]) => ({
  minute: (after - 1) * 15,
  before: after - 1,
  after,
  planned: true as const,
  changes,
  text: 'match planning wording',
});

const unplanned = (after: number, unplannedPeriods: number[]) => ({
  minute: (after - 1) * 15,
  before: after - 1,
  after,
  planned: false as const,
  unplannedPeriods,
  text: 'match planning wording',
});

describe('viewerChanges (issue 30)', () => {
  const all = [
    planned(2, [
      { on: 1, off: 2 },
      { on: 3, off: 4 },
    ]),
    planned(3, []),
    unplanned(4, [3]),
  ];

  it('lists the changes into the period shown, by number and name, one a line', () => {
    expect(viewerChanges(time([10, 20, 30, 40], all), 2, 20, players)).toEqual({
      kind: 'changes',
      title: "Changes at 15'",
      lines: ['12 Harry Whitfield on for 3 Sam Cole', '7 Ann Lee on for 9 Bo Ray'],
      note: null,
    });
  });

  it('picks the boundary whose later period is the one shown, whatever the list order', () => {
    const shuffled = [all[2]!, all[0]!, planned(3, [{ on: 4, off: null }])];
    expect(viewerChanges(time([10, 20, 30, 40], shuffled), 3, 30, players)).toMatchObject({
      title: "Changes at 30'",
      lines: ['9 Bo Ray on'],
    });
  });

  it('calls period 1 the kick-off line-up: there is no change before it', () => {
    expect(viewerChanges(time([10, 20, 30, 40], all), 1, 10, players)).toEqual({
      kind: 'kick-off',
      title: 'Kick-off line-up',
      text: 'These players start the match.',
    });
  });

  it('says the same players stay, or for a parent that none of his family changes', () => {
    expect(viewerChanges(time([10, 20, 30, 40], all), 3, 30, players)).toEqual({
      kind: 'text',
      title: "Changes at 30'",
      text: 'Same players as period 2.',
    });
    expect(viewerChanges(time([10, 20, 30, 40], all, 'family'), 3, 30, players)).toEqual({
      kind: 'text',
      title: "Changes at 30'",
      text: "No changes for your family's players.",
    });
  });

  it("notes that a parent's list names only his family's players", () => {
    const family = time([10, 20, 30, 40], [planned(2, [{ on: 1, off: null }])], 'family');
    expect(viewerChanges(family, 2, 20, players)).toEqual({
      kind: 'changes',
      title: "Changes at 15'",
      lines: ['12 Harry Whitfield on'],
      note: "Only your family's players are listed.",
    });
  });

  it('says why there is no list after a period without a plan', () => {
    expect(viewerChanges(time([10, 20, null, 40], all), 4, 40, players)).toEqual({
      kind: 'text',
      title: "Changes at 45'",
      text: 'Period 3 has no plan yet, so the changes cannot be listed.',
    });
  });

  it("says nothing unless the period's own plan is shown", () => {
    const answer = time([10, 20, null, 40], all);
    // A blank period, a draft not saved yet, a copy or an older plan opened by its id.
    expect(viewerChanges(answer, 3, null, players)).toEqual({ kind: 'none' });
    expect(viewerChanges(answer, 2, null, players)).toEqual({ kind: 'none' });
    expect(viewerChanges(answer, 2, 99, players)).toEqual({ kind: 'none' });
    expect(viewerChanges(answer, 1, 20, players)).toEqual({ kind: 'none' });
    // A period past the match's periods (the viewer shows a formation saved for it all the same).
    expect(viewerChanges(answer, 5, 50, players)).toEqual({ kind: 'none' });
  });

  it('says nothing when the answer has no boundary into the period', () => {
    expect(viewerChanges(time([10, 20, 30, 40], []), 2, 20, players)).toEqual({ kind: 'none' });
  });
});
