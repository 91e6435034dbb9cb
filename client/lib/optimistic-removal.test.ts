import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { optimisticRemoval } from './optimistic-removal';

const key = ['rows'];
const rows = [
  { id: 1, name: 'a' },
  { id: 2, name: 'b' },
];

function setUp() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(key, rows);
  return { queryClient, removal: optimisticRemoval<(typeof rows)[number]>(queryClient, key) };
}

describe('optimisticRemoval', () => {
  it('takes the row out at once and gives back the list as it was', async () => {
    const { queryClient, removal } = setUp();
    const context = await removal.onMutate(1);
    expect(queryClient.getQueryData(key)).toEqual([rows[1]]);
    expect(context.before).toEqual(rows);
  });

  it('puts the list back when the server refuses, but not when the row is already gone', async () => {
    const refused = setUp();
    const context = await refused.removal.onMutate(1);
    refused.removal.restore(new ApiError(503, 'Service unavailable'), context);
    expect(refused.queryClient.getQueryData(key)).toEqual(rows);

    const gone = setUp();
    const goneContext = await gone.removal.onMutate(1);
    gone.removal.restore(new ApiError(404, 'Player not found'), goneContext);
    expect(gone.queryClient.getQueryData(key)).toEqual([rows[1]]);
  });
});
