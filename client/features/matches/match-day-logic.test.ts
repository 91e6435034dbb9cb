import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Goal, goalBody, type Match, replaceGoalsBody } from '../../../shared/contracts/matches';
import type { Player } from '../../../shared/contracts/squad';
import {
  addCandidates,
  addToRoleList,
  applyAvailabilityChange,
  availabilityChange,
  availablePlayers,
  captainStatus,
  chooseAssist,
  chooseScorer,
  emptyGoalRow,
  type GoalRow,
  goalErrorsFromIssues,
  goalLine,
  goalRowsFrom,
  goalsAllowed,
  goalsOverScoreText,
  goalsToSave,
  goalText,
  moveInRoleList,
  OWN_GOAL,
  ourScore,
  playerLabel,
  removeFromRoleList,
  restoredDescription,
  rolesAreSet,
  scorerValue,
  shownPlayerIds,
  stepInRoleList,
  visibleIds,
  withRoleList,
  withSquadRoleLists,
} from './match-day-logic';

function makePlayer(id: number, shirtNumber: number, firstName: string, lastName = 'Test'): Player {
  return {
    id,
    shirtNumber,
    firstName,
    lastName,
    preferredPosition: 'Midfielder',
    willingToKeep: false,
    age: null,
    height: null,
    penaltyOrder: null,
    cornerOrder: null,
    attackingFkOrder: null,
    defensiveFkOrder: null,
    myTeamId: 1,
    userId: null,
    createdAt: '2025-01-01T00:00:00.000Z',
  };
}

function makeMatch(overrides: Partial<Match> = {}): Match {
  return {
    id: 1,
    myTeamId: 1,
    opponentTeamId: 2,
    opponentName: 'Rovers',
    matchDate: '2025-09-06T10:00:00.000Z',
    isHome: 1,
    homeScore: null,
    awayScore: null,
    cleanSheetKeeper1: null,
    cleanSheetKeeper2: null,
    cleanSheetDefender1: null,
    cleanSheetDefender2: null,
    cleanSheetDefender3: null,
    cleanSheetDefender4: null,
    cleanSheetDefender5: null,
    cleanSheetDefender6: null,
    cleanSheetDefender7: null,
    cleanSheetDefender8: null,
    captainPlayerId: null,
    unavailablePlayerIds: [],
    matchPenaltyOrder: [],
    matchCornerOrder: [],
    matchAttackingFkOrder: [],
    matchDefensiveFkOrder: [],
    matchLength: 80,
    substitutionTimings: [0, 20, 40, 60],
    defaultSubstitutions: 3,
    comments: null,
    faFixtureId: null,
    isPostponed: false,
    resultCode: null,
    isCup: false,
    competition: null,
    isTimeTbc: false,
    meetTime: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

const goal = (id: number, overrides: Partial<Goal> = {}): Goal => ({
  id,
  matchId: 1,
  minute: null,
  scorerId: null,
  assistId: null,
  isOwnGoal: 0,
  ...overrides,
});

const sam = makePlayer(1, 7, 'Sam', 'Jones');
const alex = makePlayer(2, 9, 'Alex', 'Smith');
const kim = makePlayer(3, 1, 'Kim', 'Lee');
const jo = makePlayer(4, 4, 'Jo', 'Park');
const squad = [sam, alex, kim, jo];

describe('players', () => {
  it('are named shirt first, and listed available only, by shirt', () => {
    expect(playerLabel(sam)).toBe('7 Sam Jones');
    expect(playerLabel({ ...sam, lastName: '' })).toBe('7 Sam');
    expect(availablePlayers(squad, [4]).map((p) => p.id)).toEqual([3, 1, 2]);
  });
});

describe('availability changes', () => {
  it.each([
    { playerId: 4, available: false, before: [], after: [4], body: { markUnavailable: [4] } },
    { playerId: 4, available: false, before: [2, 4], after: [2, 4], body: { markUnavailable: [4] } },
    { playerId: 2, available: true, before: [2, 4], after: [4], body: { markAvailable: [2] } },
    { playerId: 3, available: true, before: [2], after: [2], body: { markAvailable: [3] } },
  ])('$playerId available=$available: $before → $after', ({ playerId, available, before, after, body }) => {
    const change = availabilityChange(playerId, available);
    expect(change).toEqual(body);
    expect(applyAvailabilityChange(before, change)).toEqual(after);
  });

  it('restoring says where the player is back', () => {
    const match = makeMatch({ matchPenaltyOrder: [1, 2], matchCornerOrder: [1] });
    expect(restoredDescription(match, sam)).toBe(
      '7 Sam Jones is available again: back in 2 set-piece lists and the captain list.',
    );
    expect(restoredDescription(makeMatch({ matchCornerOrder: [2] }), alex)).toBe(
      '9 Alex Smith is available again: back in 1 set-piece list and the captain list.',
    );
    expect(restoredDescription(makeMatch(), jo)).toBe(
      '4 Jo Park is available again: back in the captain list.',
    );
    expect(restoredDescription(makeMatch({ captainPlayerId: 1 }), sam)).toBe(
      '7 Sam Jones is available again, and captain again.',
    );
  });
});

describe('captain', () => {
  it.each([
    { captainPlayerId: null, unavailable: [], kind: 'none' },
    { captainPlayerId: 1, unavailable: [], kind: 'available' },
    { captainPlayerId: 1, unavailable: [1], kind: 'unavailable' },
    { captainPlayerId: 99, unavailable: [], kind: 'none' },
  ])(
    'captain $captainPlayerId, unavailable $unavailable: $kind',
    ({ captainPlayerId, unavailable, kind }) => {
      const match = makeMatch({ captainPlayerId, unavailablePlayerIds: unavailable });
      expect(captainStatus(match, squad).kind).toBe(kind);
    },
  );
});

describe('role lists', () => {
  // Stored penalties 1, 4, 2 with 4 unavailable: the screen shows 1, 2.
  const stored = [1, 4, 2];
  const shown = shownPlayerIds(squad, [4]);

  it('hide unavailable and unknown players but keep them stored', () => {
    expect(visibleIds(stored, shown)).toEqual([1, 2]);
    expect(visibleIds([1, 99, 2], shownPlayerIds(squad, []))).toEqual([1, 2]);
  });

  it('are set when any list holds someone, even someone hidden', () => {
    expect(rolesAreSet(makeMatch())).toBe(false);
    expect(rolesAreSet(makeMatch({ matchDefensiveFkOrder: [4], unavailablePlayerIds: [4] }))).toBe(true);
    expect(rolesAreSet(withRoleList(makeMatch(), 'corner', [2]))).toBe(true);
  });

  it("are copied from the squad's preferences as the server stores them: by priority, then by id", () => {
    const preferring = [
      { ...makePlayer(5, 10, 'Theo'), penaltyOrder: 2, cornerOrder: 1 },
      { ...makePlayer(3, 9, 'Oscar'), penaltyOrder: 1, attackingFkOrder: 2 },
      { ...makePlayer(2, 7, 'Arthur'), attackingFkOrder: 2 },
      makePlayer(1, 1, 'Oliver'),
    ];
    const copied = withSquadRoleLists(
      makeMatch({ matchPenaltyOrder: [1], matchDefensiveFkOrder: [1] }),
      preferring,
    );
    expect(copied).toMatchObject({
      matchPenaltyOrder: [3, 5],
      matchCornerOrder: [5],
      matchAttackingFkOrder: [2, 3],
      matchDefensiveFkOrder: [],
    });
  });

  it.each([
    { name: 'add puts the player last', run: () => addToRoleList(stored, 3), after: [1, 4, 2, 3] },
    { name: 'add of a stored player changes nothing', run: () => addToRoleList(stored, 4), after: [1, 4, 2] },
    { name: 'remove closes the gap', run: () => removeFromRoleList(stored, 1), after: [4, 2] },
    {
      name: 'drag 2 above 1 keeps 4 in slot 2',
      run: () => moveInRoleList(stored, shown, 1, 0),
      after: [2, 4, 1],
    },
    {
      name: 'a move out of range changes nothing',
      run: () => moveInRoleList(stored, shown, 0, 5),
      after: stored,
    },
    {
      name: 'up swaps visible neighbours',
      run: () => stepInRoleList(stored, shown, 2, 'up'),
      after: [2, 4, 1],
    },
    {
      name: 'down swaps visible neighbours',
      run: () => stepInRoleList(stored, shown, 1, 'down'),
      after: [2, 4, 1],
    },
    { name: 'up at the top does nothing', run: () => stepInRoleList(stored, shown, 1, 'up'), after: null },
    {
      name: 'down at the bottom does nothing',
      run: () => stepInRoleList(stored, shown, 2, 'down'),
      after: null,
    },
    {
      name: 'a hidden player is not stepped',
      run: () => stepInRoleList(stored, shown, 4, 'up'),
      after: null,
    },
  ])('$name', ({ run, after }) => {
    expect(run()).toEqual(after);
  });

  it('offer to add available players not yet in the list, by shirt', () => {
    expect(addCandidates(squad, stored, [4]).map((p) => p.id)).toEqual([3]);
    expect(addCandidates(squad, [], [1, 2, 3, 4])).toEqual([]);
  });

  it('a visible reorder keeps every hidden player at his stored position (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 20 }),
        fc.func(fc.boolean()),
        fc.nat(25),
        fc.nat(25),
        (list, isShown, from, to) => {
          const shownIds = new Set(list.filter((id) => isShown(id)));
          const next = moveInRoleList(list, shownIds, from, to);
          // Same players, each once.
          expect([...next].sort((a, b) => a - b)).toEqual([...list].sort((a, b) => a - b));
          // Every hidden player in his own slot.
          list.forEach((id, index) => {
            if (!shownIds.has(id)) expect(next[index]).toBe(id);
          });
          // The visible order is the visible move.
          const visible = visibleIds(list, shownIds);
          const expected = [...visible];
          if (from < visible.length && to < visible.length) {
            const [moved] = expected.splice(from, 1);
            expected.splice(to, 0, moved as number);
          }
          expect(visibleIds(next, shownIds)).toEqual(expected);
        },
      ),
    );
  });
});

describe('goal rows', () => {
  it.each([
    { isHome: 1, homeScore: 3, awayScore: 1, score: 3 },
    { isHome: 0, homeScore: 3, awayScore: 1, score: 1 },
    { isHome: 0, homeScore: 3, awayScore: null, score: null },
    { isHome: 1, homeScore: null, awayScore: 2, score: null },
  ])('our score, isHome $isHome $homeScore-$awayScore: $score', ({ score, ...match }) => {
    expect(ourScore(match)).toBe(score);
  });

  it('one row per goal of our score, recorded goals first by minute', () => {
    const goals = [
      goal(5, { minute: 70, scorerId: 2, assistId: 1 }),
      goal(6, { minute: 12, isOwnGoal: 1 }),
      goal(7, { minute: null, scorerId: 1 }),
    ];
    expect(goalRowsFrom(goals, 4)).toEqual([
      { key: 'goal-6', minute: '12', scorerId: '', assistId: '', isOwnGoal: true },
      { key: 'goal-5', minute: '70', scorerId: '2', assistId: '1', isOwnGoal: false },
      { key: 'goal-7', minute: '', scorerId: '1', assistId: '', isOwnGoal: false },
      emptyGoalRow('new-3'),
    ]);
    expect(goalRowsFrom([], 0)).toEqual([]);
    expect(goalRowsFrom(goals, 1)).toHaveLength(3);
  });

  const row: GoalRow = { key: 'r', minute: '10', scorerId: '2', assistId: '1', isOwnGoal: false };

  it.each([
    {
      name: 'own goal clears scorer and assist',
      next: chooseScorer(row, OWN_GOAL),
      expected: { minute: '10', scorerId: '', assistId: '', isOwnGoal: true },
    },
    {
      name: 'a scorer clears the own-goal flag',
      next: chooseScorer({ ...row, scorerId: '', assistId: '', isOwnGoal: true }, '3'),
      expected: { minute: '10', scorerId: '3', assistId: '', isOwnGoal: false },
    },
    {
      name: 'the assister chosen as scorer loses the assist',
      next: chooseScorer(row, '1'),
      expected: { minute: '10', scorerId: '1', assistId: '', isOwnGoal: false },
    },
    {
      name: 'no scorer keeps the assist (the check will ask for a scorer)',
      next: chooseScorer(row, ''),
      expected: { minute: '10', scorerId: '', assistId: '1', isOwnGoal: false },
    },
    {
      name: 'an own goal takes no assist',
      next: chooseAssist({ ...row, scorerId: '', assistId: '', isOwnGoal: true }, '1'),
      expected: { minute: '10', scorerId: '', assistId: '', isOwnGoal: true },
    },
    {
      name: 'the scorer cannot assist himself',
      next: chooseAssist(row, '2'),
      expected: { minute: '10', scorerId: '2', assistId: '', isOwnGoal: false },
    },
  ])('$name', ({ next, expected }) => {
    expect(next).toEqual({ key: 'r', ...expected });
  });

  it('the scorer select shows own goal or the scorer', () => {
    expect(scorerValue(chooseScorer(row, OWN_GOAL))).toBe(OWN_GOAL);
    expect(scorerValue(row)).toBe('2');
  });

  it('saves the rows with content, as the contract takes them', () => {
    const rows = [
      row,
      emptyGoalRow('a'),
      { ...emptyGoalRow('b'), isOwnGoal: true, minute: ' 88 ' },
      { ...emptyGoalRow('c'), scorerId: '4' },
    ];
    const { rowIndexes, goals } = goalsToSave(rows);
    expect(rowIndexes).toEqual([0, 2, 3]);
    const parsed = replaceGoalsBody.parse({ goals, version: 3 });
    expect(parsed.goals).toEqual([
      { minute: 10, scorerId: 2, assistId: 1, isOwnGoal: 0 },
      { minute: 88, scorerId: null, assistId: null, isOwnGoal: 1 },
      { minute: null, scorerId: 4, assistId: null, isOwnGoal: 0 },
    ]);
  });

  it('puts the contract complaints at the fields of the rows they came from', () => {
    const rows = [
      emptyGoalRow('a'),
      { ...emptyGoalRow('b'), minute: '121', scorerId: '2' },
      emptyGoalRow('c'),
      { ...emptyGoalRow('d'), minute: '5' },
    ];
    const { rowIndexes, goals } = goalsToSave(rows);
    const result = replaceGoalsBody.safeParse({ goals });
    expect(result.success).toBe(false);
    if (result.success) return;
    const errors = goalErrorsFromIssues(result.error.issues, rowIndexes);
    expect(errors.form).toBeNull();
    expect(errors.rows).toEqual({
      1: { minute: 'Minute must be between 1 and 120' },
      3: { scorer: 'Choose a scorer, or mark it an own goal' },
    });
    expect(goalErrorsFromIssues([{ path: ['goals'], message: 'Too many' }], []).form).toBe('Too many');
  });

  it('every row the editor can build is one goalBody accepts once it has a scorer', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('', '1', '45', '120'),
        fc.constantFrom('', '1', '2', OWN_GOAL),
        fc.constantFrom('', '1', '2', '3'),
        (minute, scorer, assist) => {
          const built = chooseAssist(chooseScorer({ ...emptyGoalRow('k'), minute }, scorer), assist);
          const result = goalBody.safeParse(goalsToSave([built]).goals[0] ?? {});
          expect(result.success).toBe(scorer !== '');
        },
      ),
    );
  });
});

describe('goal lines', () => {
  const byId = new Map(squad.map((p) => [p.id, p]));
  it.each([
    {
      goal: goal(1, { minute: 23, scorerId: 2, assistId: 1 }),
      text: "23' 9 Alex Smith (assist 7 Sam Jones)",
    },
    { goal: goal(2, { minute: 5, scorerId: 2 }), text: "5' 9 Alex Smith" },
    { goal: goal(3, { minute: 60, isOwnGoal: 1 }), text: "60' Own goal" },
    { goal: goal(4, { scorerId: null }), text: 'Scorer not recorded' },
    { goal: goal(5, { scorerId: 1, assistId: 99 }), text: '7 Sam Jones' },
  ])('$text', ({ goal: g, text }) => {
    expect(goalText(goalLine(g, byId))).toBe(text);
  });
});

describe('goals that no longer fit the score', () => {
  const synced = makeMatch({ isHome: 1, homeScore: 1, awayScore: 0, faFixtureId: '31777001' });

  it('allows our score, none for a result without goals, any number while there is no score', () => {
    expect(goalsAllowed(synced)).toBe(1);
    expect(goalsAllowed(makeMatch({ isHome: 0, homeScore: 1, awayScore: 4 }))).toBe(4);
    expect(goalsAllowed(makeMatch({ homeScore: null, awayScore: null, resultCode: 'homeWalkover' }))).toBe(0);
    expect(goalsAllowed(makeMatch({ homeScore: null, awayScore: null }))).toBeNull();
  });

  it("says Full-Time's score and how many to remove, nothing when they fit", () => {
    expect(goalsOverScoreText(synced, 3)).toBe("Full-Time's score gives us 1 goal, but 3 are recorded here.");
    expect(goalsOverScoreText(synced, 3, 2)).toBe(
      "Full-Time's score gives us 1 goal, but 3 are recorded here. Remove 2 to match.",
    );
    expect(goalsOverScoreText(synced, 3, 0)).toBe(
      "Full-Time's score gives us 1 goal, but 3 are recorded here. Save the goals to keep the change.",
    );
    expect(goalsOverScoreText(synced, 1)).toBeNull();
    expect(goalsOverScoreText(makeMatch({ homeScore: null, awayScore: null }), 5)).toBeNull();
  });

  it("says the coach's own score plainly, and a result without goals", () => {
    const typed = makeMatch({ isHome: 1, homeScore: 0, awayScore: 2 });
    expect(goalsOverScoreText(typed, 1, 1)).toBe(
      'The score gives us 0 goals, but 1 is recorded here. Remove 1 to match.',
    );
    const abandoned = makeMatch({
      homeScore: null,
      awayScore: null,
      resultCode: 'abandoned',
      faFixtureId: '9',
    });
    expect(goalsOverScoreText(abandoned, 2)).toBe(
      'Full-Time gives this match as abandoned, with no goals, but 2 are recorded here.',
    );
  });
});
