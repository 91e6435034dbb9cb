import type { AvailabilityAnswer } from '../../shared/contracts/availability';
import { formatKickOff } from './match-dates';

// A late arrival on an answer (issue 31, decision 057), in words and as the time field sends it: one
// module for the signed-in answers card (matches) and the page a reminder's button opens (availability).
// Types only from the contract, so no zod comes with it.

/** "Arrives 10:30" (UK time) for a late arrival; null when there from the start. */
export function arrivalWords(arrivesAt: string | null): string | null {
  const time = formatKickOff(arrivesAt);
  return time ? `Arrives ${time}` : null;
}

/** The time field's value for a stored arrival ("10:30"), or '' for none. */
export const arrivalTimeValue = (arrivesAt: string | null): string => formatKickOff(arrivesAt) ?? '';

/**
 * The arrival an answer is sent with: none for Unavailable or when "Arrives late" is not ticked; the
 * time typed ("10:30") otherwise, or a problem in words when it is missing. The server checks it falls
 * after the start and before the end.
 */
export function arrivalToSend(
  answer: AvailabilityAnswer,
  isLate: boolean,
  time: string,
): { ok: true; arrivesAt: string | null } | { ok: false; problem: string } {
  if (answer === 'unavailable' || !isLate) return { ok: true, arrivesAt: null };
  const typed = time.trim().slice(0, 5);
  if (!/^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(typed)) {
    return { ok: false, problem: 'Give the arrival time (such as 10:30), or untick "Arrives late".' };
  }
  return { ok: true, arrivesAt: typed };
}
