import { describe, expect, it } from 'vitest';
import { userDisplayName, userInitials } from './user-display';

describe('userDisplayName', () => {
  it('prefers the name, else the e-mail address', () => {
    expect(userDisplayName({ firstName: 'Sam', lastName: 'Kerr', email: 's@x.org' })).toBe('Sam Kerr');
    expect(userDisplayName({ firstName: 'Sam', lastName: null, email: 's@x.org' })).toBe('Sam');
    expect(userDisplayName({ firstName: null, lastName: null, email: 's@x.org' })).toBe('s@x.org');
  });
});

describe('userInitials', () => {
  it('takes first letters of the name, or two letters of the address', () => {
    expect(userInitials({ firstName: 'Sam', lastName: 'Kerr', email: 's@x.org' })).toBe('SK');
    expect(userInitials({ firstName: 'Sam', lastName: null, email: 's@x.org' })).toBe('SA');
    expect(userInitials({ firstName: null, lastName: null, email: 'coach@demo.test' })).toBe('CO');
  });
});
