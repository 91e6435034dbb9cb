import type { FamilyMember } from '../../../shared/contracts/family';

// The Family section's words and lists (issue 30), apart from React so they are tested on their own.

/** "Pat Parent (pat@example.com)", or the address alone for an account without a name. */
export function familyAccountLabel(member: Pick<FamilyMember, 'email' | 'firstName' | 'lastName'>): string {
  const name = [member.firstName?.trim(), member.lastName?.trim()].filter(Boolean).join(' ');
  return name ? `${name} (${member.email})` : member.email;
}

/** Why the account is in the family, in words. */
export function familyReasonText(member: Pick<FamilyMember, 'family'>): string {
  return member.family === 'email' ? 'Address matches' : 'Linked by hand';
}

/** The family (with Unlink) and the team's other parent and player accounts (to Link). */
export function splitFamily(members: readonly FamilyMember[]): {
  linked: FamilyMember[];
  others: FamilyMember[];
} {
  return {
    linked: members.filter((member) => member.family !== null),
    others: members.filter((member) => member.family === null),
  };
}

/** A choice in the Link list: an account a coach unlinked though its address matches says so. */
export function linkChoiceLabel(member: FamilyMember): string {
  return member.unlinked ? `${familyAccountLabel(member)}, unlinked by hand` : familyAccountLabel(member);
}
