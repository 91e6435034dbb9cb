import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { MissingTeamIdError } from '../../lib/api-checks';
import { toastStore } from '../../lib/toast-store';
import {
  createOppositionTeam,
  deleteOppositionTeam,
  failureToast,
  toastLeagueFailure,
  updateOppositionTeam,
} from './league-api';

const lastToast = () => toastStore.getState().toasts[0];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('writes without a team id (spec 000 §8)', () => {
  it('fail with "Team ID is required to ..." and call nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const body = { name: 'Ashford Athletic', location: null, comments: null };
    await expect(createOppositionTeam(null, body)).rejects.toThrow('Team ID is required to create team');
    await expect(updateOppositionTeam(null, 4, body)).rejects.toThrow('Team ID is required to update team');
    await expect(deleteOppositionTeam(null, 4)).rejects.toThrow('Team ID is required to delete team');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('call the team-scoped path when the team is known', async () => {
    const fetch = vi.fn(async () => new Response('{"message":"Team removed successfully","matchCount":2}'));
    vi.stubGlobal('fetch', fetch);
    await expect(deleteOppositionTeam('Ab_1', 7)).resolves.toEqual({
      message: 'Team removed successfully',
      matchCount: 2,
    });
    expect(fetch).toHaveBeenCalledWith(
      '/api/teams/Ab_1/teams/7',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });
});

describe('failureToast', () => {
  it('says nothing for a 401', () => {
    expect(failureToast(new ApiError(401, 'Unauthorized'))).toBeNull();
  });

  it('gives the same words as the toast', () => {
    expect(failureToast(new MissingTeamIdError('create'))).toEqual({
      title: 'Error',
      description: 'Team ID is required to create team',
      variant: 'destructive',
    });
    expect(failureToast(new ApiError(404, 'Opposition team not found'))).toMatchObject({
      title: 'Team Not Found',
    });
  });
});

describe('toastLeagueFailure', () => {
  it('shows the missing team id as it is', () => {
    toastLeagueFailure(new MissingTeamIdError('update'));
    expect(lastToast()).toMatchObject({
      title: 'Error',
      description: 'Team ID is required to update team',
      variant: 'destructive',
    });
  });

  it('maps a duplicate name through the shared mapper', () => {
    toastLeagueFailure(new ApiError(409, 'Team name already exists'));
    expect(lastToast()).toMatchObject({
      title: 'Duplicate Team Name',
      description: 'This team name already exists. Please choose a different name.',
    });
  });

  it('falls back to the team context', () => {
    toastLeagueFailure(new ApiError(500, 'Internal error'));
    expect(lastToast()).toMatchObject({ title: 'Team Error' });
  });

  it('leaves a 401 to the query client', () => {
    const before = lastToast();
    toastLeagueFailure(new ApiError(401, 'Unauthorized'));
    expect(lastToast()).toBe(before);
  });
});
