import type { PeriodBoundary } from './playing-time.js';

// Who is a player's family (issue 30): the accounts whose figures a parent or player may see when the
// team shows minutes only to families, and the link the availability issue reuses. Spec 000 gives a
// player three addresses (parent 1, parent 2, the player's own) and may tie his row to an account
// (userId); a coach's hand link or unlink is the exception and has the last word.

/** What the rule reads of a player. */
export type FamilyPlayer = {
  id: number;
  userId: number | null;
  parent1Email: string | null;
  parent2Email: string | null;
  playerEmail: string | null;
};

/** A signed-in account. */
export type FamilyAccount = { id: number; email: string };

/** A coach's hand link (linked: true) or unlink (linked: false) between the account and a player. */
export type FamilyLink = { playerId: number; linked: boolean };

/** Addresses are compared trimmed and without regard to case: `Mum@Example.com ` is mum@example.com. */
export function sameAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = a?.trim().toLowerCase();
  return !!left && left === b?.trim().toLowerCase();
}

/** How the account is the player's family by the e-mail rule: one of his addresses, or his own account. */
export function matchesByEmail(player: FamilyPlayer, account: FamilyAccount): boolean {
  if (player.userId !== null && player.userId === account.id) return true;
  return [player.parent1Email, player.parent2Email, player.playerEmail].some((address) =>
    sameAddress(address, account.email),
  );
}

/** Why the account is the player's family, or null: a hand link, else the e-mail rule unless unlinked. */
export function familyReason(
  player: FamilyPlayer,
  account: FamilyAccount,
  link: boolean | undefined,
): 'link' | 'email' | null {
  if (link === true) return 'link';
  if (link === false) return null;
  return matchesByEmail(player, account) ? 'email' : null;
}

/** The ids of the players (of one team) who are the account's family: e-mail matches, plus links, minus unlinks. */
export function familyOf(
  squad: readonly FamilyPlayer[],
  account: FamilyAccount,
  links: readonly FamilyLink[],
): Set<number> {
  const linkOf = new Map(links.map((link) => [link.playerId, link.linked]));
  return new Set(
    squad.filter((player) => familyReason(player, account, linkOf.get(player.id)) !== null).map((p) => p.id),
  );
}

/**
 * Whose minutes a caller sees: coaches and admins the whole squad; parents and players their family's,
 * or the whole squad when the team shows every player's minutes to families.
 */
export function minutesScope(
  role: 'admin' | 'coach' | 'player_parent',
  showSquadMinutesToFamily: boolean,
): 'squad' | 'family' {
  return role !== 'player_parent' || showSquadMinutesToFamily ? 'squad' : 'family';
}

/**
 * A boundary's change list as a family sees it: only its own players come on or go off. A change pairing
 * a family player with another child keeps the family's side alone ("12 on" rather than "12 on for 3"),
 * since who went off is the other child's minutes.
 */
export function familyBoundary(boundary: PeriodBoundary, family: ReadonlySet<number>): PeriodBoundary {
  if (!boundary.planned) return boundary;
  const seen = (id: number | null) => (id !== null && family.has(id) ? id : null);
  const changes = boundary.changes
    .map(({ on, off }) => ({ on: seen(on), off: seen(off) }))
    .filter(({ on, off }) => on !== null || off !== null);
  return { ...boundary, changes };
}
