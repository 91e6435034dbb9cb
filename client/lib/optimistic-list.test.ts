import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { optimisticList } from './optimistic-list';

const key = ['rows'];
type Row = { id: number; name: string };
const rows: Row[] = [
  { id: 1, name: 'a' },
  { id: 2, name: 'b' },
];
const without = (id: number) => (list: readonly Row[]) => list.filter((row) => row.id !== id);

function setUp() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(key, rows);
  return { queryClient, list: optimisticList<Row>(queryClient, key) };
}

describe('optimisticList', () => {
  it('draws the change at once, in the same task, and gives back the list as it was', () => {
    const { queryClient, list } = setUp();
    const context = list.change(without(1));
    expect(queryClient.getQueryData(key)).toEqual([rows[1]]);
    expect(context.before).toEqual(rows);
  });

  it('changes nothing while the list has not been read', () => {
    const queryClient = new QueryClient();
    const context = optimisticList<Row>(queryClient, key).change(without(1));
    expect(context.before).toBeUndefined();
    expect(queryClient.getQueryData(key)).toBeUndefined();
  });

  it('stops a read in flight, so its older answer cannot put the row back', async () => {
    const { queryClient, list } = setUp();
    let answer: (rows: Row[]) => void = () => {};
    const reading = queryClient.fetchQuery({
      queryKey: key,
      queryFn: () => new Promise<Row[]>((resolve) => (answer = resolve)),
      staleTime: 0,
    });
    list.change(without(1));
    answer(rows);
    await reading.catch(() => {});
    expect(queryClient.getQueryData(key)).toEqual([rows[1]]);
  });

  it('puts the list back when the server refuses, but not when the row is already gone', () => {
    const refused = setUp();
    const context = refused.list.change(without(1));
    refused.list.undo(context, new ApiError(503, 'Service unavailable'));
    expect(refused.queryClient.getQueryData(key)).toEqual(rows);

    const gone = setUp();
    const goneContext = gone.list.change(without(1));
    gone.list.undo(goneContext, new ApiError(404, 'Player not found', 'PLAYER_NOT_FOUND'));
    expect(gone.queryClient.getQueryData(key)).toEqual([rows[1]]);
  });
});
