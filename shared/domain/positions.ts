// Spec 000 §3: the preferred-position options, in the order the player form lists them.
export const preferredPositions = [
  'Goalkeeper',
  'Defender',
  'Midfielder',
  'Forward',
  'Centre-Back',
  'Full-Back',
  'Wing-Back',
  'Defensive Midfielder',
  'Central Midfielder',
  'Attacking Midfielder',
  'Winger',
  'Striker',
] as const;

export type PreferredPosition = (typeof preferredPositions)[number];

export function isPreferredPosition(value: unknown): value is PreferredPosition {
  return typeof value === 'string' && (preferredPositions as readonly string[]).includes(value);
}
