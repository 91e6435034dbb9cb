import type { PlayerSeasonMatchAnswer } from '../../../shared/contracts/playing-time';

// A player's sheet in words (issue 30): where each period put him and whom he played, as the sheet and
// the report write them. Words, not colours, so a printed or read-aloud sheet says the same.

type PeriodOfSheet = PlayerSeasonMatchAnswer['periodList'][number];

/** Where one period put him: his position's label ("CB"), "Bench", "Unavailable", "Not named" or "Not planned". */
export function periodPlaceText(place: PeriodOfSheet['place']): string {
  if (place === null) return 'Not planned';
  if (place.kind === 'pitch') return place.label;
  if (place.kind === 'bench') return 'Bench';
  if (place.kind === 'unavailable') return 'Unavailable';
  return 'Not named';
}

/** Every period of the match: "P1 CB, P2 Bench, P3 Not planned". */
export function periodsText(periods: readonly PeriodOfSheet[]): string {
  return periods.map((period) => `P${period.number} ${periodPlaceText(period.place)}`).join(', ');
}

/** "Oakfield Colts (home)"; "Opponent not set (away)" for a match without one. */
export function opponentText(match: Pick<PlayerSeasonMatchAnswer, 'opponentName' | 'isHome'>): string {
  return `${match.opponentName ?? 'Opponent not set'} (${match.isHome ? 'home' : 'away'})`;
}

/** "45 of 60" minutes he could have played; "Unavailable" when the match marked him so. */
export function matchMinutesText(
  match: Pick<PlayerSeasonMatchAnswer, 'minutes' | 'availableMinutes' | 'unavailable'>,
): string {
  if (match.unavailable && match.minutes === 0) return 'Unavailable';
  return `${match.minutes} of ${match.availableMinutes}`;
}
