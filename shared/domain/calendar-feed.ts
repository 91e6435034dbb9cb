// The calendar feed's football rules (issue 31, decision 056): which changes of a match a subscribed
// calendar must see as a new version of its event, when the event is called off, and what it says.
// The feed itself (RFC 5545 text) is written on the server (server/features/calendar-feed/).

import type { MatchResultCode } from './match-result-code.js';
import { ukWallClock } from './uk-time.js';

/**
 * The fields of a match whose change moves its event: day and time, meet time, side (and so the place),
 * opponent, called off.
 */
export type CalendarFields = {
  matchDate: Date | null;
  isTimeTbc: boolean;
  /** The meet, in minutes before kick-off (shared/domain/match-meet-time.ts). */
  meetMinutesBefore: number | null;
  isHome: number;
  opponentTeamId: number | null;
  isPostponed: boolean;
  resultCode: MatchResultCode | null;
};

/** Postponed on Full-Time, or abandoned or void: kept in the feed as STATUS:CANCELLED. */
export function isCalledOff(match: Pick<CalendarFields, 'isPostponed' | 'resultCode'>): boolean {
  return match.isPostponed || match.resultCode === 'abandoned' || match.resultCode === 'void';
}

/**
 * Whether writing `changes` over `before` changes what a calendar shows of the match's date, time or
 * place, or calls it off (or back on): then its SEQUENCE goes up by one. A score, a line-up or a note
 * leaves it, so a calendar is not told of a new version it has nothing to show for.
 */
export function changesCalendar(before: CalendarFields, changes: Partial<CalendarFields>): boolean {
  // A key present but undefined is no change (a partial row as drizzle's .set() takes it).
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const after: CalendarFields = { ...before, ...defined };
  return (
    (before.matchDate?.getTime() ?? null) !== (after.matchDate?.getTime() ?? null) ||
    before.isTimeTbc !== after.isTimeTbc ||
    before.meetMinutesBefore !== after.meetMinutesBefore ||
    before.isHome !== after.isHome ||
    before.opponentTeamId !== after.opponentTeamId ||
    isCalledOff(before) !== isCalledOff(after)
  );
}

/** Minutes of an event beyond the playing time: the breaks between periods and the handshakes. */
export const CALENDAR_EVENT_EXTRA_MINUTES = 15;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * The UK wall-clock time of an instant as a zone-less ISO text (`2031-09-06T10:30:00`): what a
 * `DTSTART;TZID=Europe/London` line says, without the offset.
 */
export function ukLocalIso(instant: Date): string {
  const c = ukWallClock(instant);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}:00`;
}

export type CalendarMatch = {
  teamName: string;
  opponentName: string | null;
  isHome: boolean;
  /** Where it is played: our club's ground at home, the opponent's away; null when nobody said. */
  venue: string | null;
  isTimeTbc: boolean;
  /** When the players meet, as the UK clock shows it ("09:15"), or null when none is set. */
  meetTime: string | null;
  isPostponed: boolean;
  resultCode: MatchResultCode | null;
  isCup: boolean;
  competition: string | null;
};

const OPPONENT_TBC = 'opponent to be confirmed';

/**
 * The event's title, as a calendar lists it: `Hawks U11 v Kestrels (home) · meet 09:15`, the meet time
 * being what a family reads in a calendar's day view (as a training session's title has it), or
 * `Postponed: Hawks U11 v Kestrels (home)` (no meet for a match nobody goes to).
 */
export function calendarSummary(match: CalendarMatch): string {
  const side = match.isHome ? 'home' : 'away';
  const title = `${match.teamName} v ${match.opponentName ?? OPPONENT_TBC} (${side})`;
  if (match.isPostponed) return `Postponed: ${title}`;
  if (match.resultCode === 'abandoned') return `Abandoned: ${title}`;
  if (match.resultCode === 'void') return `Void: ${title}`;
  return match.meetTime && !match.isTimeTbc ? `${title} · meet ${match.meetTime}` : title;
}

/** The event's notes: only what every member of the team may read (never a coach's comments). */
export function calendarDescription(match: CalendarMatch): string {
  const lines = [
    match.isHome ? 'Home match' : 'Away match',
    `Opponent: ${match.opponentName ?? 'to be confirmed'}`,
    `Venue: ${match.venue ?? 'not given yet'}`,
  ];
  if (match.meetTime && !match.isTimeTbc) lines.push(`Meet at ${match.meetTime}`);
  if (match.isCup || match.competition) {
    lines.push(`${match.isCup ? 'Cup' : 'Competition'}: ${match.competition ?? 'cup match'}`);
  }
  if (match.isTimeTbc) lines.push('Kick-off time to be confirmed');
  if (match.isPostponed) lines.push('This match has been postponed.');
  if (match.resultCode === 'abandoned') lines.push('This match was abandoned.');
  if (match.resultCode === 'void') lines.push('This match was declared void.');
  return lines.join('\n');
}
