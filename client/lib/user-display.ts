import type { User } from '../../shared/contracts/auth';

/** "First Last", or the e-mail address when the user has no name yet (invited, never edited). */
export function userDisplayName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email;
}

/** Up to two initials for the avatar, from the name or else the e-mail address. */
export function userInitials(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const parts = [user.firstName, user.lastName].filter((part): part is string => Boolean(part?.trim()));
  const source = parts.length > 0 ? parts : [user.email.split('@')[0] ?? ''];
  const letters = source.length > 1 ? source.map((part) => part.trim()[0]) : [source[0]?.trim().slice(0, 2)];
  return letters.join('').toUpperCase() || '?';
}
