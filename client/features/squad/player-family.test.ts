import { describe, expect, it } from 'vitest';
import type { FamilyMember } from '../../../shared/contracts/family';
import { familyAccountLabel, familyReasonText, linkChoiceLabel, splitFamily } from './player-family';

const member = (userId: number, fields: Partial<FamilyMember> = {}): FamilyMember => ({
  userId,
  email: `user${userId}@example.com`,
  firstName: null,
  lastName: null,
  family: null,
  unlinked: false,
  ...fields,
});

describe('the Family section', () => {
  it('names an account by its name and address, or its address alone', () => {
    expect(familyAccountLabel(member(1, { firstName: ' Pat ', lastName: 'Parent' }))).toBe(
      'Pat Parent (user1@example.com)',
    );
    expect(familyAccountLabel(member(2, { firstName: '', lastName: null }))).toBe('user2@example.com');
  });

  it('puts the family apart from the accounts a coach may link, and says why each is family', () => {
    const members = [member(1, { family: 'email' }), member(2), member(3, { family: 'link' })];
    const { linked, others } = splitFamily(members);
    expect(linked.map((m) => m.userId)).toEqual([1, 3]);
    expect(others.map((m) => m.userId)).toEqual([2]);
    expect(linked.map(familyReasonText)).toEqual(['Address matches', 'Linked by hand']);
  });

  it('marks an account unlinked by hand in the Link list', () => {
    expect(linkChoiceLabel(member(4, { unlinked: true }))).toBe('user4@example.com, unlinked by hand');
    expect(linkChoiceLabel(member(5))).toBe('user5@example.com');
  });
});
