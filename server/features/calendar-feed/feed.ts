import { createHash } from 'node:crypto';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import ical, { ICalEventStatus } from 'ical-generator';
import {
  CALENDAR_EVENT_EXTRA_MINUTES,
  type CalendarMatch,
  calendarDescription,
  calendarSummary,
  isCalledOff,
  ukLocalIso,
} from '../../../shared/domain/calendar-feed.js';
import { meetClock } from '../../../shared/domain/match-meet-time.js';
import {
  trainingDescription,
  trainingSummary,
  ukClockTime,
} from '../../../shared/domain/training-sessions.js';
import { UK_TIME_ZONE } from '../../../shared/domain/uk-time.js';
import type { Db } from '../../db/client.js';
import { clubs, matches, oppositionTeams, teams, trainingSessions } from '../../db/schema.js';
import type { SessionUser } from '../../identity/sessions.js';
import { listUserTeams } from '../../identity/team-access.js';

// The feed's text (RFC 5545, through ical-generator; decision 056). Only what every member of a team
// may read goes in: the fixture, never a coach's comments or any family's answers.
//
// Times: ical-generator writes a JavaScript Date in a TZID line by the process's own clock, so each
// time is handed over as the UK wall-clock text (`ukLocalIso`), which it reads and writes back
// unchanged whatever zone the server runs in. DTSTAMP and LAST-MODIFIED stay in UTC because the
// calendar itself names no zone (the VTIMEZONE still comes from the events' own TZID).

const ONE_HOUR_SECONDS = 60 * 60;

export type FeedMatchRow = CalendarMatch & {
  id: number;
  matchDate: Date;
  matchLength: number;
  calendarSequence: number;
  updatedAt: Date;
};

const teamClub = alias(clubs, 'team_club');

/** The dated matches of `teamIds`, with what the feed says of each. */
export async function readFeedMatches(db: Db, teamIds: number[]): Promise<FeedMatchRow[]> {
  if (teamIds.length === 0) return [];
  const rows = await db
    .select({
      id: matches.id,
      matchDate: matches.matchDate,
      matchLength: matches.matchLength,
      calendarSequence: matches.calendarSequence,
      updatedAt: matches.updatedAt,
      isHome: matches.isHome,
      isTimeTbc: matches.isTimeTbc,
      meetMinutesBefore: matches.meetMinutesBefore,
      isPostponed: matches.isPostponed,
      resultCode: matches.resultCode,
      isCup: matches.isCup,
      competition: matches.competition,
      teamName: teams.name,
      opponentName: oppositionTeams.name,
      opponentLocation: oppositionTeams.location,
      clubLocation: teamClub.location,
    })
    .from(matches)
    .innerJoin(teams, eq(teams.id, matches.myTeamId))
    .leftJoin(teamClub, eq(teamClub.id, teams.clubId))
    .leftJoin(oppositionTeams, eq(oppositionTeams.id, matches.opponentTeamId))
    .where(and(inArray(matches.myTeamId, teamIds), isNotNull(matches.matchDate)))
    .orderBy(matches.matchDate, matches.id);
  return rows.flatMap(({ opponentLocation, clubLocation, isHome, matchDate, meetMinutesBefore, ...row }) =>
    matchDate
      ? [
          {
            ...row,
            matchDate,
            isHome: isHome === 1,
            venue: (isHome === 1 ? clubLocation : opponentLocation) || null,
            meetTime: meetClock({ matchDate, isTimeTbc: row.isTimeTbc }, meetMinutesBefore),
          },
        ]
      : [],
  );
}

export type FeedTrainingRow = {
  id: number;
  teamName: string;
  startsAt: Date;
  endsAt: Date;
  /** When families are to be there; null: at the start. */
  meetsAt: Date | null;
  place: string;
  isCancelled: boolean;
  calendarSequence: number;
  updatedAt: Date;
};

/**
 * The training sessions of `teamIds` (decision 060), cancelled ones too (a calendar shows them as
 * cancelled); never their notes, which are the coaches'.
 */
export async function readFeedTraining(db: Db, teamIds: number[]): Promise<FeedTrainingRow[]> {
  if (teamIds.length === 0) return [];
  const rows = await db
    .select({
      id: trainingSessions.id,
      teamName: teams.name,
      startsAt: trainingSessions.startsAt,
      endsAt: trainingSessions.endsAt,
      meetsAt: trainingSessions.meetsAt,
      place: trainingSessions.place,
      cancelledAt: trainingSessions.cancelledAt,
      calendarSequence: trainingSessions.calendarSequence,
      updatedAt: trainingSessions.updatedAt,
    })
    .from(trainingSessions)
    .innerJoin(teams, eq(teams.id, trainingSessions.myTeamId))
    .where(inArray(trainingSessions.myTeamId, teamIds))
    .orderBy(trainingSessions.startsAt, trainingSessions.id);
  return rows.map(({ cancelledAt, ...row }) => ({ ...row, isCancelled: cancelledAt !== null }));
}

/** The feed's text for `rows`; the same rows always give the same text (the ETag is its hash). */
export function renderFeed(rows: FeedMatchRow[], host: string, training: FeedTrainingRow[] = []): string {
  const calendar = ical({
    name: 'Touchline matches',
    prodId: { company: 'Touchline', product: 'Calendar feed', language: 'EN' },
    ttl: ONE_HOUR_SECONDS,
    // No calendar-wide zone name: with one, ical-generator would write DTSTAMP as a floating time.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  calendar.x('X-WR-TIMEZONE', UK_TIME_ZONE);
  for (const row of rows) {
    const start = row.isTimeTbc
      ? `${ukLocalIso(row.matchDate).slice(0, 10)}T00:00:00`
      : ukLocalIso(row.matchDate);
    const minutes = row.matchLength + CALENDAR_EVENT_EXTRA_MINUTES;
    calendar.createEvent({
      id: `match-${row.id}@${host}`,
      sequence: row.calendarSequence,
      stamp: row.updatedAt,
      lastModified: row.updatedAt,
      start,
      ...(row.isTimeTbc
        ? { allDay: true }
        : { end: ukLocalIso(new Date(row.matchDate.getTime() + minutes * 60_000)) }),
      timezone: UK_TIME_ZONE,
      summary: calendarSummary(row),
      description: calendarDescription(row),
      location: row.venue,
      status: isCalledOff(row) ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  for (const session of training) {
    const meetTime = session.meetsAt ? ukClockTime(session.meetsAt) : null;
    calendar.createEvent({
      id: `training-${session.id}@${host}`,
      sequence: session.calendarSequence,
      stamp: session.updatedAt,
      lastModified: session.updatedAt,
      start: ukLocalIso(session.startsAt),
      end: ukLocalIso(session.endsAt),
      timezone: UK_TIME_ZONE,
      summary: trainingSummary(session.teamName, session.isCancelled, meetTime),
      description: trainingDescription(session.isCancelled, meetTime),
      location: session.place,
      status: session.isCancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

export type MemberFeed = { body: string; etag: string; lastModified: Date | null };

/**
 * The feed of `member`: every dated match and every training session of every team they can read, its
 * ETag and latest change.
 */
export async function memberFeed(db: Db, member: SessionUser, host: string): Promise<MemberFeed> {
  const teamIds = (await listUserTeams(db, member)).map((access) => access.team.id);
  const [rows, training] = await Promise.all([readFeedMatches(db, teamIds), readFeedTraining(db, teamIds)]);
  const body = renderFeed(rows, host, training);
  const lastChange = [...rows, ...training].reduce(
    (latest, row) => Math.max(latest, row.updatedAt.getTime()),
    0,
  );
  return {
    body,
    etag: `"${createHash('sha256').update(body).digest('base64url')}"`,
    lastModified: lastChange > 0 ? new Date(lastChange) : null,
  };
}
