import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Match } from '../../../shared/contracts/matches';
import { cachedMatch } from './match-cache';
import {
  beginMatchWrite,
  failMatchWrite,
  isDroppedWrite,
  noteMatchVersion,
  settleMatchWrite,
  versionToSend,
} from './match-write-queue';
import { matchKeys } from './matches-queries';

// The writes in flight to one match, on a real query cache: what the screen shows after each tap, answer
// and failure, and which queued writes still go out.

const TEAM = 'team-1';
const base = {
  id: 7,
  version: 3,
  captainPlayerId: null,
  unavailablePlayerIds: [],
  matchPenaltyOrder: [],
} as unknown as Match;

function setup() {
  const queryClient = new QueryClient();
  queryClient.setQueryData<Match[]>(matchKeys.list(TEAM), [base]);
  const shown = () => cachedMatch(queryClient, TEAM, base.id) as Match;
  return { queryClient, shown };
}

const captain = (id: number) => (match: Match) => ({ ...match, captainPlayerId: id });
const penalties = (ids: number[]) => (match: Match) => ({ ...match, matchPenaltyOrder: ids });

describe('match write queue', () => {
  it('shows a change at once and takes the answer, with the version it brings', () => {
    const { queryClient, shown } = setup();
    const write = beginMatchWrite(queryClient, TEAM, base.id, captain(4));
    expect(shown().captainPlayerId).toBe(4);
    expect(versionToSend(queryClient, TEAM, base.id)).toBe(3);
    const { isLast } = settleMatchWrite(queryClient, TEAM, base.id, write, {
      ...base,
      captainPlayerId: 4,
      version: 4,
    });
    expect(isLast).toBe(true);
    expect(shown()).toMatchObject({ captainPlayerId: 4, version: 4 });
  });

  it('lays the changes still waiting over an earlier answer, and the next write sends its version', () => {
    const { queryClient, shown } = setup();
    const first = beginMatchWrite(queryClient, TEAM, base.id, captain(4));
    const second = beginMatchWrite(queryClient, TEAM, base.id, penalties([9, 10]));
    const { isLast } = settleMatchWrite(queryClient, TEAM, base.id, first, {
      ...base,
      captainPlayerId: 4,
      version: 4,
    });
    expect(isLast).toBe(false);
    // The slow first answer does not undo the second tap on screen...
    expect(shown()).toMatchObject({ captainPlayerId: 4, matchPenaltyOrder: [9, 10], version: 4 });
    // ...and the second goes out with the version the first answer gave.
    expect(versionToSend(queryClient, TEAM, base.id)).toBe(4);
    expect(isDroppedWrite(queryClient, base.id, second)).toBe(false);
  });

  it('a failure shows the last answer again and drops what was queued behind it, not what comes after', () => {
    const { queryClient, shown } = setup();
    const first = beginMatchWrite(queryClient, TEAM, base.id, penalties([9]));
    const second = beginMatchWrite(queryClient, TEAM, base.id, penalties([9, 10]));
    expect(failMatchWrite(queryClient, TEAM, base.id, first)).toBe(true);
    expect(shown()).toEqual(base);
    expect(isDroppedWrite(queryClient, base.id, second)).toBe(true);
    // The dropped write fails quietly: the first failure has spoken.
    expect(failMatchWrite(queryClient, TEAM, base.id, second)).toBe(false);
    const third = beginMatchWrite(queryClient, TEAM, base.id, captain(2));
    expect(isDroppedWrite(queryClient, base.id, third)).toBe(false);
    expect(shown().captainPlayerId).toBe(2);
  });

  it('a failure after an answer goes back to that answer, not to the match before it', () => {
    const { queryClient, shown } = setup();
    const first = beginMatchWrite(queryClient, TEAM, base.id, captain(4));
    const second = beginMatchWrite(queryClient, TEAM, base.id, penalties([9]));
    settleMatchWrite(queryClient, TEAM, base.id, first, { ...base, captainPlayerId: 4, version: 4 });
    failMatchWrite(queryClient, TEAM, base.id, second);
    expect(shown()).toMatchObject({ captainPlayerId: 4, matchPenaltyOrder: [], version: 4 });
  });

  it('a write without a change shows nothing until its answer', () => {
    const { queryClient, shown } = setup();
    const write = beginMatchWrite(queryClient, TEAM, base.id);
    expect(shown()).toEqual(base);
    settleMatchWrite(queryClient, TEAM, base.id, write, { ...base, matchPenaltyOrder: [1, 2], version: 4 });
    expect(shown().matchPenaltyOrder).toEqual([1, 2]);
  });

  it('a version moved on elsewhere (the goals) is the one sent next, and stays after a failure', () => {
    const { queryClient, shown } = setup();
    noteMatchVersion(queryClient, TEAM, base.id, 4);
    expect(versionToSend(queryClient, TEAM, base.id)).toBe(4);
    const write = beginMatchWrite(queryClient, TEAM, base.id, captain(4));
    noteMatchVersion(queryClient, TEAM, base.id, 5);
    failMatchWrite(queryClient, TEAM, base.id, write);
    expect(shown()).toMatchObject({ captainPlayerId: null, version: 5 });
  });
});
