import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { makePlayer } from '../../lib/test-players';
import {
  createPlayerPayload,
  emailFormSchema,
  emailFormValues,
  emailPayload,
  findShirtOwner,
  playerFieldError,
  playerFormSchema,
  playerFormValues,
  suggestShirtNumbers,
  updatePlayerPayload,
} from './player-form';

const valid = { shirtNumber: '7', firstName: ' Arthur ', preferredPosition: 'Winger', coachingNotes: '' };

describe('playerFormSchema (spec 000 §5)', () => {
  it('parses the shirt number as a whole number and trims the name', () => {
    const parsed = playerFormSchema.parse(valid);
    expect(parsed).toEqual({
      shirtNumber: 7,
      firstName: 'Arthur',
      preferredPosition: 'Winger',
      coachingNotes: null,
    });
  });

  it('requires a first name with the spec wording', () => {
    const result = playerFormSchema.safeParse({ ...valid, firstName: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain('First name is required');
  });

  it('leaves the 1-99 range to the server, but refuses what is not a whole number', () => {
    expect(playerFormSchema.safeParse({ ...valid, shirtNumber: '150' }).success).toBe(true);
    expect(playerFormSchema.safeParse({ ...valid, shirtNumber: '0' }).success).toBe(true);
    expect(playerFormSchema.parse({ ...valid, shirtNumber: ' 07 ' }).shirtNumber).toBe(7);
    for (const shirtNumber of ['', ' ', 'ten', '7.5', '1e2', '-3']) {
      const result = playerFormSchema.safeParse({ ...valid, shirtNumber });
      expect(result.error?.issues[0]?.message).toBe('Enter the shirt number as a whole number');
    }
  });

  it('requires a position from the list', () => {
    for (const preferredPosition of ['', 'Sweeper']) {
      expect(playerFormSchema.safeParse({ ...valid, preferredPosition }).success).toBe(false);
    }
  });
});

describe('player form mapping', () => {
  const player = makePlayer(3, 10, {
    firstName: 'Theo',
    lastName: 'Okafor',
    preferredPosition: 'Attacking Midfielder',
    coachingNotes: 'Set pieces',
  });

  it('starts blank for a new player and from the player when editing', () => {
    expect(playerFormValues(null)).toEqual({
      shirtNumber: '',
      firstName: '',
      preferredPosition: '',
      coachingNotes: '',
      willingToKeep: false,
    });
    expect(playerFormValues({ ...player, willingToKeep: true })).toEqual({
      shirtNumber: '10',
      firstName: 'Theo',
      preferredPosition: 'Attacking Midfielder',
      coachingNotes: 'Set pieces',
      willingToKeep: true,
    });
    expect(playerFormValues({ ...player, coachingNotes: undefined }).coachingNotes).toBe('');
  });

  it('creates with only the spec fields and an empty last name', () => {
    expect(
      createPlayerPayload({
        shirtNumber: 4,
        firstName: 'Noah',
        preferredPosition: 'Defender',
        coachingNotes: null,
      }),
    ).toEqual({
      shirtNumber: 4,
      firstName: 'Noah',
      lastName: '',
      preferredPosition: 'Defender',
      coachingNotes: null,
      willingToKeep: false,
    });
  });

  it('updates without touching the last name, and clears emptied notes', () => {
    const body = updatePlayerPayload(
      {
        shirtNumber: 11,
        firstName: 'Theo',
        preferredPosition: 'Winger',
        coachingNotes: null,
        willingToKeep: true,
      },
      player,
    );
    // The keeper tick is always sent: the form shows it for every player.
    expect(body).toEqual({
      shirtNumber: 11,
      firstName: 'Theo',
      preferredPosition: 'Winger',
      coachingNotes: null,
      willingToKeep: true,
    });
    expect(body).not.toHaveProperty('lastName');
  });

  it('leaves notes it was never shown alone unless some were typed', () => {
    const hidden = { ...player, coachingNotes: undefined };
    const values = {
      shirtNumber: 10,
      firstName: 'Theo',
      preferredPosition: 'Winger' as const,
      coachingNotes: null,
    };
    expect(updatePlayerPayload(values, hidden)).not.toHaveProperty('coachingNotes');
    expect(updatePlayerPayload({ ...values, coachingNotes: 'New' }, hidden).coachingNotes).toBe('New');
  });
});

describe('playerFieldError', () => {
  it('puts a taken shirt number beside the field', () => {
    const taken = new ApiError(409, 'Shirt number already exists', 'SHIRT_NUMBER_TAKEN');
    expect(playerFieldError(taken)).toEqual({
      field: 'shirtNumber',
      message: 'Another player already wears this number',
    });
  });

  it('puts the server validation reason beside its field', () => {
    const refused = new ApiError(
      400,
      'Validation failed: shirtNumber: Shirt number must be between 1 and 99',
      'VALIDATION_FAILED',
    );
    expect(playerFieldError(refused)).toEqual({
      field: 'shirtNumber',
      message: 'Shirt number must be between 1 and 99',
    });
  });

  it('ignores other failures and fields the form does not have', () => {
    expect(playerFieldError(new ApiError(400, 'Maximum players exceeded', 'SQUAD_FULL'))).toBeNull();
    expect(
      playerFieldError(new ApiError(400, 'Validation failed: lastName: too long', 'VALIDATION_FAILED')),
    ).toBeNull();
    expect(playerFieldError(new Error('Network error: Failed to fetch'))).toBeNull();
  });
});

describe('player e-mails form', () => {
  it('starts from the player, absent fields blank', () => {
    const player = makePlayer(1, 1, { parent1Email: 'a@example.com', parent2Email: undefined });
    expect(emailFormValues(player)).toEqual({
      parent1Email: 'a@example.com',
      parent2Email: '',
      playerEmail: '',
    });
  });

  it('sends all three, emptied ones as null, addresses lower-cased', () => {
    const parsed = emailFormSchema.parse({
      parent1Email: ' Mum@Example.com ',
      parent2Email: '',
      playerEmail: '',
    });
    expect(emailPayload(parsed)).toEqual({
      parent1Email: 'mum@example.com',
      parent2Email: null,
      playerEmail: null,
    });
  });

  it('refuses an address that is not one', () => {
    const result = emailFormSchema.safeParse({
      parent1Email: 'not-an-email',
      parent2Email: '',
      playerEmail: '',
    });
    expect(result.error?.issues[0]?.message).toBe('Parent 1 email must be a valid email address');
  });
});

describe('shirt-number hints', () => {
  const squad = [makePlayer(1, 1), makePlayer(2, 2), makePlayer(3, 4), makePlayer(4, 7)];

  it('names the player wearing a typed number, except the one being edited', () => {
    expect(findShirtOwner(squad, '7')?.id).toBe(4);
    expect(findShirtOwner(squad, ' 07 ')?.id).toBe(4);
    expect(findShirtOwner(squad, '7', 4)).toBeNull();
    expect(findShirtOwner(squad, '3')).toBeNull();
    expect(findShirtOwner(squad, '')).toBeNull();
    expect(findShirtOwner(squad, '7a')).toBeNull();
    expect(findShirtOwner(squad, '-7')).toBeNull();
  });

  it("suggests the lowest free numbers, counting the edited player's own as free", () => {
    expect(suggestShirtNumbers(squad, 4)).toEqual([3, 5, 6, 8]);
    expect(suggestShirtNumbers(squad, 2, 3)).toEqual([3, 4]);
    expect(suggestShirtNumbers([], 3)).toEqual([1, 2, 3]);
    const full = Array.from({ length: 99 }, (_, i) => makePlayer(i + 1, i + 1));
    expect(suggestShirtNumbers(full, 5)).toEqual([]);
  });
});
