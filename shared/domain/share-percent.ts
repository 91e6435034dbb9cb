// How a playing-time share is written as a percent (squad statistics, the CSV). Rounded DOWN, from the
// whole minutes rather than the share's float: 49.6% written "50%" beside a "Below 50%" flag would
// contradict it, and belowFairShare compares minutes * 100 with target * available minutes, so a
// percent written this way is below a whole-number target exactly when the player is flagged.

/**
 * minutes / availableMinutes in percent, rounded down to `decimals` places (0 to 3); null when he was
 * available for no minute.
 */
export function sharePercent(
  time: { minutes: number; availableMinutes: number },
  decimals = 0,
): number | null {
  if (!(time.availableMinutes > 0)) return null;
  const scale = 10 ** Math.min(Math.max(Math.trunc(decimals), 0), 3);
  return Math.floor((time.minutes * 100 * scale) / time.availableMinutes) / scale;
}
