import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { failureWords, failureWordsFor, refusedField } from './failure-words';

describe('failureWords', () => {
  it("never shows the server's message for programs: a validation failure reads as the catalogue says", () => {
    const refused = new ApiError(
      400,
      'Validation failed: awayScore: Away score must be a whole number from 0 to 99, or empty',
      'VALIDATION_FAILED',
    );
    expect(failureWords(refused, 'Failed to update match')).toEqual({
      title: 'Invalid Information',
      description: 'Please check the information you entered and try again.',
      variant: 'destructive',
    });
  });

  it("gives the action's own words when the catalogue has nothing to say", () => {
    expect(
      failureWords(
        new ApiError(409, 'Conflict: that already exists', 'CONFLICT'),
        'Failed to add user to team',
      ),
    ).toEqual({
      title: 'Error',
      description: 'Failed to add user to team',
      variant: 'destructive',
    });
    expect(
      failureWords(
        new ApiError(400, 'Goal not found: removeGoalIds: 7', 'GOAL_NOT_FOUND'),
        'Failed to update match',
      ),
    ).toMatchObject({ description: 'Failed to update match' });
  });

  it('reads the code first, then the phrases (a network failure has no code)', () => {
    expect(failureWords(new ApiError(404, 'Match not found', 'MATCH_NOT_FOUND'), 'x').title).toBe(
      'Match Not Found',
    );
    expect(failureWords(new Error('Network error: Failed to fetch'), 'x').title).toBe('Connection Error');
  });

  it('shows the sentence a server writes for people with the codes that have one', () => {
    const wait = new ApiError(429, 'Too many requests: try again in 5 minutes', 'TOO_MANY_REQUESTS');
    expect(failureWords(wait, 'Please try again later.')).toMatchObject({
      description: 'Too many requests: try again in 5 minutes',
    });
    const busy = new ApiError(409, 'A sync of this team is already running', 'SYNC_RUNNING');
    expect(failureWords(busy, 'Failed to sync FA data').description).toBe(
      'A sync of this team is already running',
    );
    const closed = new ApiError(
      409,
      'Answers for this match closed at 10:00 on Sat 5 Dec. Ask the coach to change it.',
      'AVAILABILITY_LOCKED',
    );
    expect(failureWords(closed, 'Failed to save the answer').description).toBe(
      'Answers for this match closed at 10:00 on Sat 5 Dec. Ask the coach to change it.',
    );
  });
});

describe('failureWordsFor', () => {
  it("gives the catalogue's words, else the spec's fallback for the kind of thing", () => {
    expect(failureWordsFor(new ApiError(409, 'Team name already exists', 'TEAM_NAME_TAKEN'), 'team')).toEqual(
      {
        title: 'Duplicate Team Name',
        description: 'This team name already exists. Please choose a different name.',
        variant: 'destructive',
      },
    );
    expect(failureWordsFor(new ApiError(409, 'Conflict', 'CONFLICT'), 'player')).toEqual({
      title: 'Player Error',
      description: 'There was a problem with the player information. Please try again.',
      variant: 'destructive',
    });
    expect(failureWordsFor(new ApiError(409, 'Conflict', 'CONFLICT'), 'general')).toMatchObject({
      title: 'Error',
      description: 'Something went wrong. Please try again.',
    });
  });
});

describe('refusedField', () => {
  it("gives a validation failure's field and the contract's reason", () => {
    const error = new ApiError(
      400,
      'Validation failed: comments: Comments must be at most 1000 characters',
      'VALIDATION_FAILED',
    );
    expect(refusedField(error)).toEqual({
      field: 'comments',
      reason: 'Comments must be at most 1000 characters',
    });
  });

  it('puts a taken shirt number beside the number, by its code', () => {
    const taken = new ApiError(409, 'Shirt number already exists in this team', 'SHIRT_NUMBER_TAKEN');
    expect(refusedField(taken)).toEqual({
      field: 'shirtNumber',
      reason: 'Another player already wears this number',
    });
  });

  it('decides on the code, never on the words', () => {
    // The same words without the code (a proxy's page, say) are not the server's validation answer.
    expect(refusedField(new ApiError(400, 'Validation failed: comments: too long'))).toBeNull();
    expect(refusedField(new ApiError(409, 'Shirt number already exists'))).toBeNull();
  });

  it('gives nothing for other failures', () => {
    expect(refusedField(new ApiError(404, 'Match not found', 'MATCH_NOT_FOUND'))).toBeNull();
    expect(refusedField(new ApiError(400, 'Invalid match date', 'INVALID_MATCH_DATE'))).toBeNull();
    expect(refusedField(new Error('Validation failed: comments: too long'))).toBeNull();
  });
});
