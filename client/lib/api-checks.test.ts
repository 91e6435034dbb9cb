import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { isNotFound, isTeamIdRequired, MissingTeamIdError, requireTeamId } from './api-checks';

describe('isNotFound', () => {
  it('is a 404 answer, whatever it names', () => {
    expect(isNotFound(new ApiError(404, 'Team not found'))).toBe(true);
    expect(isNotFound(new ApiError(404, 'Opposition team not found'))).toBe(true);
    expect(isNotFound(new ApiError(403, 'Forbidden'))).toBe(false);
    expect(isNotFound(new Error('404: Team not found'))).toBe(false);
  });
});

describe('isTeamIdRequired', () => {
  it("is the server's 400 asking which team, by its code", () => {
    expect(isTeamIdRequired(new ApiError(400, 'Choose a team', 'TEAM_ID_REQUIRED'))).toBe(true);
    // The words alone (an answer without the code) decide nothing.
    expect(isTeamIdRequired(new ApiError(400, 'Team ID is required'))).toBe(false);
    expect(
      isTeamIdRequired(new ApiError(400, 'Validation failed: name: Required', 'VALIDATION_FAILED')),
    ).toBe(false);
    expect(isTeamIdRequired(new ApiError(404, 'Team ID is required', 'TEAM_ID_REQUIRED'))).toBe(false);
  });
});

describe('requireTeamId', () => {
  it('passes a team id through and refuses none, naming the action', () => {
    expect(requireTeamId('Ab_1', 'create')).toBe('Ab_1');
    expect(() => requireTeamId(null, 'delete')).toThrow(new MissingTeamIdError('delete'));
    expect(() => requireTeamId('', 'update')).toThrow('Team ID is required to update team');
  });
});
