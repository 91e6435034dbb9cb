import { describe, expect, it } from 'vitest';
import { errorText, mapErrorToToast } from './error-mapper';

const toast = (title: string, description: string) => ({ title, description, variant: 'destructive' });

describe('mapErrorToToast: one row of the catalogue each', () => {
  it('duplicate shirt number (either phrase)', () => {
    const expected = toast(
      'Duplicate Shirt Number',
      'This shirt number is already taken by another player. Please choose a different number.',
    );
    expect(mapErrorToToast(new Error('409: Shirt number already exists'))).toEqual(expected);
    expect(mapErrorToToast(new Error('400: All players in the team must have unique shirt numbers'))).toEqual(
      expected,
    );
  });

  it('player not found', () => {
    expect(mapErrorToToast(new Error('404: Player not found'))).toEqual(
      toast('Player Not Found', 'The selected player could not be found. Please try again.'),
    );
  });

  it('maximum players exceeded', () => {
    expect(mapErrorToToast(new Error('400: Maximum players exceeded: a squad has at most 20'))).toEqual(
      toast('Team Full', 'You have reached the maximum number of players for this team.'),
    );
  });

  it('team name already exists', () => {
    expect(mapErrorToToast(new Error('409: Team name already exists'))).toEqual(
      toast('Duplicate Team Name', 'This team name already exists. Please choose a different name.'),
    );
  });

  it('team not found', () => {
    expect(mapErrorToToast(new Error('404: Team not found'))).toEqual(
      toast('Team Not Found', 'The selected team could not be found. Please try again.'),
    );
  });

  it('match not found', () => {
    expect(mapErrorToToast(new Error('404: Match not found'))).toEqual(
      toast('Match Not Found', 'The selected match could not be found. Please try again.'),
    );
  });

  it('formation not found', () => {
    expect(mapErrorToToast(new Error('404: Formation not found'))).toEqual(
      toast('Formation Not Found', 'The selected formation could not be found. Please try again.'),
    );
  });

  it('invalid match date', () => {
    expect(mapErrorToToast(new Error('400: Invalid match date'))).toEqual(
      toast('Invalid Date', 'Please enter a valid match date.'),
    );
  });

  it('invalid formation data', () => {
    expect(mapErrorToToast(new Error('400: Invalid formation data: playerPositions'))).toEqual(
      toast('Invalid Formation', 'The formation data is not valid. Please check your formation setup.'),
    );
  });

  it('unauthorized text', () => {
    expect(mapErrorToToast(new Error('Unauthorized'))).toEqual(
      toast('Access Denied', 'You do not have permission to perform this action.'),
    );
  });

  it('a 401 status maps to Access Denied whatever the text says', () => {
    const denied = toast('Access Denied', 'You do not have permission to perform this action.');
    expect(mapErrorToToast(new Error('401: Unauthorized'))).toEqual(denied);
    expect(mapErrorToToast(new Error('401: Session expired'))).toEqual(denied);
    expect(mapErrorToToast({ status: 401, message: 'whatever' })).toEqual(denied);
  });

  it('forbidden (our row) maps to Access Denied', () => {
    expect(mapErrorToToast(new Error('403: Forbidden: platform administrators only'))).toEqual(
      toast('Access Denied', 'You do not have permission to perform this action.'),
    );
  });

  it('session expired', () => {
    expect(mapErrorToToast(new Error('Session expired'))).toEqual(
      toast('Session Expired', 'Your session has expired. Please log in again.'),
    );
  });

  it('validation failed', () => {
    expect(mapErrorToToast(new Error('400: Validation failed: shirtNumber: must be a number'))).toEqual(
      toast('Invalid Information', 'Please check the information you entered and try again.'),
    );
  });

  it('database error', () => {
    expect(mapErrorToToast(new Error('500: Database error'))).toEqual(
      toast('System Error', 'A system error occurred. Please try again in a few moments.'),
    );
  });

  it('network error', () => {
    expect(mapErrorToToast(new Error('Network error: Failed to fetch'))).toEqual(
      toast(
        'Connection Error',
        'Unable to connect to the server. Please check your internet connection and try again.',
      ),
    );
  });
});

describe('mapErrorToToast: fallbacks', () => {
  const unknown = new Error('500: Internal error');

  it('player context', () => {
    expect(mapErrorToToast(unknown, 'player')).toEqual(
      toast('Player Error', 'There was a problem with the player information. Please try again.'),
    );
  });

  it('team context', () => {
    expect(mapErrorToToast(unknown, 'team')).toEqual(
      toast('Team Error', 'There was a problem with the team information. Please try again.'),
    );
  });

  it('match context', () => {
    expect(mapErrorToToast(unknown, 'match')).toEqual(
      toast('Match Error', 'There was a problem with the match information. Please try again.'),
    );
  });

  it('formation context', () => {
    expect(mapErrorToToast(unknown, 'formation')).toEqual(
      toast('Formation Error', 'There was a problem with the formation information. Please try again.'),
    );
  });

  it('no context', () => {
    const general = toast('Error', 'Something went wrong. Please try again.');
    expect(mapErrorToToast(unknown)).toEqual(general);
    expect(mapErrorToToast(undefined)).toEqual(general);
    expect(mapErrorToToast(42)).toEqual(general);
  });

  it('a known phrase beats the context fallback', () => {
    expect(mapErrorToToast(new Error('404: Player not found'), 'team').title).toBe('Player Not Found');
  });
});

describe('mapErrorToToast: reading the text', () => {
  it('ignores case and a leading status with or without the colon', () => {
    expect(mapErrorToToast('MATCH NOT FOUND').title).toBe('Match Not Found');
    expect(mapErrorToToast('404 match not found').title).toBe('Match Not Found');
  });

  it('does not read a status that is only part of a longer number', () => {
    expect(mapErrorToToast(new Error('4012 things went wrong')).title).toBe('Error');
  });

  it('errorText reads errors, strings and message-bearing objects', () => {
    expect(errorText(new Error('a'))).toBe('a');
    expect(errorText('b')).toBe('b');
    expect(errorText({ message: 'c' })).toBe('c');
    expect(errorText(null)).toBe('');
  });
});

describe('mapErrorToToast by code', () => {
  it('decides by the stable code before the words, so a reworded message maps the same', () => {
    const reworded = { code: 'SHIRT_NUMBER_TAKEN', message: 'That shirt is worn by Sam already' };
    expect(mapErrorToToast(reworded).title).toBe('Duplicate Shirt Number');
    expect(mapErrorToToast({ code: 'SQUAD_FULL', message: 'No room' }).title).toBe('Team Full');
    expect(mapErrorToToast({ code: 'TEAM_NAME_TAKEN', message: 'x' }).title).toBe('Duplicate Team Name');
    expect(mapErrorToToast({ code: 'PLAYER_NOT_FOUND', message: 'x' }).title).toBe('Player Not Found');
    expect(mapErrorToToast({ code: 'VALIDATION_FAILED', message: 'x' }).title).toBe('Invalid Information');
    expect(mapErrorToToast({ code: 'FORBIDDEN', message: 'x' }).title).toBe('Access Denied');
    expect(mapErrorToToast({ code: 'UNAUTHORIZED', message: 'x' }).title).toBe('Access Denied');
    expect(mapErrorToToast({ code: 'INVALID_MATCH_DATE', message: 'x' }).title).toBe('Invalid Date');
    expect(mapErrorToToast({ code: 'MATCH_CHANGED', message: 'x' })).toEqual({
      title: 'Match Changed',
      description: 'This match was changed by someone else. Reload to see the latest.',
      variant: 'destructive',
    });
    expect(mapErrorToToast({ code: 'FORMATION_CHANGED', message: 'x' })).toEqual({
      title: 'Formation Changed',
      description: 'This formation was changed by someone else. Reload to see the latest.',
      variant: 'destructive',
    });
    expect(mapErrorToToast({ code: 'INVALID_FORMATION_DATA', message: 'x' }).title).toBe('Invalid Formation');
    // Not "Match Changed", whose phrase the server's sentence also holds.
    expect(
      mapErrorToToast({
        code: 'TRAINING_SESSION_CHANGED',
        message: 'This training session was changed by someone else. Reload to see the latest.',
      }),
    ).toEqual({
      title: 'Session Changed',
      description:
        'This training session was changed by someone else. We have loaded the latest: please check it.',
      variant: 'destructive',
    });
  });

  it("reads a formation's stale-version and bad-data messages without their codes too", () => {
    expect(
      mapErrorToToast(new Error('409: This formation was changed by someone else. Reload to see the latest.'))
        .title,
    ).toBe('Formation Changed');
    expect(
      mapErrorToToast(
        new Error('400: Invalid formation data: benchPlayers.0: player 7 is also in playerPositions'),
      ).title,
    ).toBe('Invalid Formation');
  });

  it('falls back to the spec phrases when the code is unknown, general or missing', () => {
    expect(mapErrorToToast({ code: 'SOMETHING_NEW', message: 'Shirt number already exists' }).title).toBe(
      'Duplicate Shirt Number',
    );
    expect(mapErrorToToast({ code: 'CONFLICT', message: 'Team name already exists' }).title).toBe(
      'Duplicate Team Name',
    );
    expect(mapErrorToToast(new Error('409: Shirt number already exists')).title).toBe(
      'Duplicate Shirt Number',
    );
  });
});
