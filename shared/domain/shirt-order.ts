/**
 * The squad's reading order wherever players are listed: shirt number, then id, so two players with the
 * same number (or none yet, last) keep one stable order on every screen and sheet.
 */
export function byShirt(
  a: { shirtNumber: number | null; id: number },
  b: { shirtNumber: number | null; id: number },
): number {
  return (
    (a.shirtNumber ?? Number.MAX_SAFE_INTEGER) - (b.shirtNumber ?? Number.MAX_SAFE_INTEGER) || a.id - b.id
  );
}
