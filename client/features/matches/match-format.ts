import type { Formation } from '../../../shared/contracts/formations';
import type { Match } from '../../../shared/contracts/matches';
import type { Player } from '../../../shared/contracts/squad';
import { type MatchStatus, matchDay, type ScoredDatedMatch } from '../../../shared/domain/match-status';
import { countsAsPlayed } from '../../../shared/domain/playing-time';
import { byShirt } from '../../../shared/domain/shirt-order';
import { ukWallClock, ukWallClockToInstant } from '../../../shared/domain/uk-time';
import { matchDayAndTime } from '../../lib/match-dates';
import { teamPagePath } from '../../lib/team-path';
import { DATE_TBD } from './match-constants';

// What match planning writes about a match (spec 001 §2.5), kept free of React so the wording has tests.

export const OPPONENT_TBD = 'TBD';
export const UNKNOWN_TEAM = 'Unknown Team';

/** The opponent's name; 'TBD' when none is set, 'Unknown Team' when the one set cannot be found. */
export function opponentLabel(match: Pick<Match, 'opponentTeamId' | 'opponentName'>): string {
  if (match.opponentTeamId === null) return match.opponentName ?? OPPONENT_TBD;
  return match.opponentName ?? UNKNOWN_TEAM;
}

/** "1 Sam Jones": shirt number and name, as every list on the page writes a player. */
export function playerLabel(player: Pick<Player, 'shirtNumber' | 'firstName' | 'lastName'>): string {
  return `${player.shirtNumber} ${[player.firstName, player.lastName].filter(Boolean).join(' ')}`;
}

type PeriodLinkOptions = { teamId: string | null; matchId: number; quarter: number; formationId?: number };

/**
 * The link to the formation editor or viewer for one period (spec 001 §2.5): match and quarter, and
 * formationId when the period has a formation (the viewer's link always has one).
 */
export function periodLink(
  page: 'formation-editor' | 'formation-viewer',
  options: PeriodLinkOptions,
): string {
  const query = new URLSearchParams({ match: String(options.matchId), quarter: String(options.quarter) });
  if (options.formationId !== undefined) query.set('formationId', String(options.formationId));
  return `${teamPagePath(options.teamId, page)}?${query.toString()}`;
}

/** The match's team sheet (issue 32, decision 067): its periods, changes and set pieces to print. */
export function teamSheetHref(teamId: string | null, matchId: number): string {
  return `${teamPagePath(teamId, 'team-sheet')}?match=${matchId}`;
}

/**
 * Who played, from the match's formations: everyone placed on the pitch in any period, by shirt number.
 * `formations` are the ones each period shows (one per period).
 */
export function playersWhoPlayed(formations: readonly Formation[], players: readonly Player[]): Player[] {
  const placed = new Set(formations.flatMap((formation) => formation.playerPositions.map((p) => p.playerId)));
  return players.filter((player) => placed.has(player.id)).sort(byShirt);
}

/**
 * The report's list of players and its words (issue 30): "Players who played" only for a match that
 * counts as played (countsAsPlayed: kicked off, with a score, not postponed, abandoned or void); any
 * other match (still to come, or overdue without a score) lists the players its formations plan, so a
 * future match no longer reads "Players who played (13)".
 */
export function reportPlayersWording(match: ScoredDatedMatch, now: Date): { heading: string; empty: string } {
  return countsAsPlayed(match, now)
    ? { heading: 'Players who played', empty: "No one is placed in this match's formations." }
    : { heading: 'Planned squad', empty: "No one is placed in this match's formations yet." };
}

/**
 * Date and time inputs ("2026-11-28", "10:30") for a stored instant, in UK time: a kick-off is typed
 * and read as the clubs' clock, wherever the phone is.
 */
export function toDateTimeInputs(iso: string | null): { date: string; time: string } {
  if (!iso) return { date: '', time: '' };
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return { date: '', time: '' };
  const clock = ukWallClock(value);
  const pad = (n: number, length = 2) => String(n).padStart(length, '0');
  return {
    date: `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`,
    time: `${pad(clock.hour)}:${pad(clock.minute)}`,
  };
}

/**
 * The instant of a UK date and kick-off time, as an ISO string; null without a date ("Date TBD").
 * A date without a time is taken as noon, a time nobody would mistake for a kick-off and that no
 * change of clocks moves to another day. An impossible date gives the text back, for the server's
 * "Invalid match date".
 */
export function fromDateTimeInputs(date: string, time: string): string | null {
  if (!date.trim()) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  const clock = /^(\d{2}):(\d{2})$/.exec(time.trim() || '12:00');
  if (!match || !clock) return date;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = ukWallClockToInstant(year, month, day, Number(clock[1]), Number(clock[2]));
  // 30 February rolls over into March: read back, it is another day.
  const read = ukWallClock(value);
  const isReal = read.year === year && read.month === month && read.day === day;
  return isReal ? value.toISOString() : date;
}

/**
 * A match Full-Time dated without a kick-off ("Time TBC"), as the form holds it: the UK day it is
 * played on (the date input shows that day, wherever the phone is) and the stored instant, 00:00 UK
 * time that day. Null for any other match.
 */
export type TimeTbcDay = { date: string; instant: string };

export function timeTbcDay(match: Pick<Match, 'matchDate' | 'isTimeTbc'> | null): TimeTbcDay | null {
  if (!match?.isTimeTbc || !match.matchDate) return null;
  const date = matchDay(match);
  return date ? { date, instant: match.matchDate } : null;
}

/**
 * The form's match date: as fromDateTimeInputs, except that a Time TBC match saved with its day
 * unchanged and still no time sends the instant it had, so the server keeps it Time TBC (any other
 * instant would be taken as a kick-off). A time typed, or another day, is a date like any other.
 */
export function matchDateFromInputs(date: string, time: string, tbc: TimeTbcDay | null): string | null {
  if (tbc && time.trim() === '' && date.trim() === tbc.date) return tbc.instant;
  return fromDateTimeInputs(date, time);
}

/**
 * The match's day and times for its own summary: "Sat 4 Oct · Meet 09:15 · Kick-off 10:00" when the
 * coach set a meet time, else as the list writes it ("Sat 4 Oct · 10:00", "Time TBC", "Date TBD").
 */
export function matchWhenWithMeet(match: Pick<Match, 'matchDate' | 'isTimeTbc' | 'meetTime'>): string {
  const when = matchDayAndTime(match);
  if (!when) return DATE_TBD;
  if (match.meetTime && !match.isTimeTbc)
    return `${when.day} · Meet ${match.meetTime} · Kick-off ${when.time}`;
  return `${when.day} · ${when.time}`;
}

/**
 * A list row's meet time, "meet 09:15" (as a training row writes its own), for a match still to be
 * played with a known kick-off; null otherwise: a played, overdue or postponed match's meet is history,
 * and a kick-off to be confirmed has no meet time.
 */
export function matchRowMeet(
  match: Pick<Match, 'isTimeTbc' | 'meetTime'>,
  status: MatchStatus,
): string | null {
  return match.meetTime && !match.isTimeTbc && status === 'Scheduled' ? `meet ${match.meetTime}` : null;
}

const clockMinutes = (text: string): number | null => {
  const parts = /^(\d{2}):(\d{2})$/.exec(text.trim());
  return parts ? Number(parts[1]) * 60 + Number(parts[2]) : null;
};

/**
 * The form's meet time after the kick-off input went from `fromKickOff` to `toKickOff`: moved by as
 * much, so it stays as long before kick-off (as the server keeps it, decision 056). Left as it was when
 * any of the three is not a whole "HH:MM", or the move would leave the day (the save then says why).
 */
export function shiftMeetTime(meet: string, fromKickOff: string, toKickOff: string): string {
  const [at, from, to] = [clockMinutes(meet), clockMinutes(fromKickOff), clockMinutes(toKickOff)];
  if (at === null || from === null || to === null) return meet;
  const moved = at + (to - from);
  if (moved < 0 || moved >= 24 * 60) return meet;
  return `${String(Math.floor(moved / 60)).padStart(2, '0')}:${String(moved % 60).padStart(2, '0')}`;
}
