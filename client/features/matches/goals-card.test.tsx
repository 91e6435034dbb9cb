import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Goal, GoalAgainst, GoalBody, Match } from '../../../shared/contracts/matches';
import { makePlayer } from '../../lib/test-players';
import { GoalsCard } from './goals-card';
import { goalsAgainstKey } from './goals-queries';
import { matchKeys } from './matches-queries';

// The read-only Goals card (everyone's, parents' too) from goals already in the cache: our goals and
// the opponent's recorded on the live screen in one list by minute.

const players = [
  makePlayer(1, 9, { firstName: 'Alex', lastName: 'Smith' }),
  makePlayer(2, 7, { firstName: 'Sam', lastName: 'Jones' }),
];
const match = { id: 5, isHome: 1, homeScore: 2, awayScore: 2, resultCode: null } as unknown as Match;

const goal = (id: number, minute: number | null, scorerId: number | null, extra: Partial<Goal> = {}) =>
  ({ id, matchId: 5, minute, scorerId, assistId: null, isOwnGoal: 0, ...extra }) as Goal;
const against = (id: number, minute: number | null): GoalAgainst => ({ id, matchId: 5, minute });

function render(
  ours: Goal[] | undefined,
  theirs: GoalAgainst[] | undefined,
  canEdit = false,
  saving?: GoalBody[],
): string {
  const client = new QueryClient();
  if (ours) client.setQueryData(matchKeys.goals(5), ours);
  if (theirs) client.setQueryData(goalsAgainstKey(5), theirs);
  if (saving) {
    // The goals editor's save, sent and not answered yet (useSaveGoals's key).
    const save = client.getMutationCache().build(client, {
      mutationKey: ['matches', 'write', 5, 'goals'],
      mutationFn: () => new Promise(() => {}),
    });
    void save.execute(saving);
  }
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <GoalsCard match={match} players={players} canEdit={canEdit} teamId={null} />
    </QueryClientProvider>,
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replace(/\s+/g, ' ')
    .trim();

describe('GoalsCard', () => {
  it('puts the goals against between ours by minute, as parents and coaches read it', () => {
    // 2 – 2 at home: 9' Alex Smith (assist Sam Jones), 23' against, 40' own goal, 55' against.
    const ours = [goal(3, 40, null, { isOwnGoal: 1 }), goal(1, 9, 1, { assistId: 2 })];
    const theirs = [against(8, 55), against(7, 23)];
    for (const canEdit of [false, true]) {
      expect(text(render(ours, theirs, canEdit))).toBe(
        "Goals 9' 9 Alex Smith (assist 7 Sam Jones) 23' Goal against 40' Own goal 55' Goal against",
      );
    }
  });

  it('a goal against without a minute comes last, told for a screen reader', () => {
    const html = text(render([goal(1, 9, 1), goal(2, 30, 2)], [against(4, null)]));
    expect(html).toBe("Goals 9' 9 Alex Smith 30' 7 Sam Jones Minute not recorded Goal against");
  });

  it('only goals against: no "no goals" line, and our unrecorded goals still said', () => {
    const html = text(render([], [against(1, 12)]));
    expect(html).toContain("12' Goal against");
    expect(html).not.toContain('No goals recorded');
    expect(html).toContain('2 goals without a scorer recorded yet.');
  });

  it('draws a save of the goals editor on its way as it will be stored, not when a weak signal answers', () => {
    // Three recorded, two removed in the editor and saved: the list is one goal from the press on.
    const recorded = [goal(1, 10, 1), goal(2, 20, 2), goal(3, 30, 1)];
    const saving = [{ minute: 10, scorerId: 1, assistId: null, isOwnGoal: 0 }] as GoalBody[];
    expect(text(render(recorded, [], true))).toContain("20' 7 Sam Jones");
    expect(text(render(recorded, [], true, saving))).toBe(
      "Goals 10' 9 Alex Smith 1 goal without a scorer recorded yet.",
    );
  });

  it('none of either: "No goals recorded"; until both are read, the loading rows', () => {
    expect(text(render([], []))).toBe('Goals No goals recorded');
    const loading = render([goal(1, 9, 1)], undefined);
    expect(loading).toContain('Loading goals...');
    expect(text(loading)).not.toContain('Alex Smith');
  });
});
