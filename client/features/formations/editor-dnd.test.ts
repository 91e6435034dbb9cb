import { describe, expect, it } from 'vitest';
import { pitchHandleName } from './editor-dnd';

const oscar = { id: 9, shirtNumber: 9, firstName: 'Oscar', lastName: 'Hughes', x: 90, y: 50 };

describe('pitchHandleName', () => {
  it('starts with what the token shows, in its order, then says it in full', () => {
    expect(pitchHandleName(oscar, 'ST')).toBe('9 ST Hughes, Oscar Hughes, striker');
  });

  it('adds the captaincy and unavailability in words', () => {
    expect(pitchHandleName({ ...oscar, isCaptain: true, isUnavailable: true }, 'ST')).toBe(
      '9 ST Hughes, Oscar Hughes, striker, captain, unavailable for this match',
    );
  });

  it('shows the first name of a player without a last name', () => {
    expect(pitchHandleName({ ...oscar, lastName: null }, 'LW')).toBe('9 LW Oscar, Oscar, left wing');
  });
});
