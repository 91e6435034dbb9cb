import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { AvailabilityAnswer } from '../../../shared/contracts/availability.js';
import { answerLinkExpiresAt } from '../../../shared/domain/answer-links.js';
import { familyOf } from '../../../shared/domain/family.js';
import { meetClock } from '../../../shared/domain/match-meet-time.js';
import type { Db } from '../../db/client.js';
import {
  availabilityAnswers,
  matches,
  matchUnavailablePlayers,
  oppositionTeams,
  playerFamilyLinks,
  players,
  teamMemberships,
  teams,
  trainingSessions,
  users,
} from '../../db/schema.js';
import {
  buildDigestEmail,
  buildReminderEmail,
  buildTrainingDigestEmail,
  buildTrainingReminderEmail,
  type DigestPlayer,
  type MatchForEmail,
  type SessionForEmail,
} from '../../email/availability-emails.js';
import type { Mailer, MailMessage } from '../../email/mailer.js';
import { runOnce, type ScheduledJob } from '../../lib/scheduler.js';
import { answerLinkUrl, issueAnswerLink, type LinkEvent } from './answer-links.js';

// The answers' scheduled e-mails (issue 31, decision 058), two jobs of the app's scheduler: a reminder to
// each family member whose players have not answered, at the team's hours before kick-off, and the
// coaches' digest 24 hours before, for matches and training sessions alike. Each e-mail is one run of its
// job, keyed by the event, its start and the recipient: sent once across every instance, and again only
// when the event moves.

export const REMINDER_JOB = 'availability-reminder';
export const DIGEST_JOB = 'availability-digest';
/** The coaches' digest goes this long before kick-off. */
export const DIGEST_HOURS = 24;
// A send that failed (or whose instance died) is tried again after this, while its window is open.
const ITEM_LEASE_MS = 10 * 60 * 1000;

type Logger = { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

export type ReminderDeps = {
  db: Db;
  mailer: Mailer;
  /** Read at send time: the app's own address (tests learn it once they listen). */
  appUrl: () => string;
  logger: Logger;
};

type DueMatch = Omit<MatchForEmail, 'pageUrl'> & {
  id: number;
  teamId: number;
  secureId: string;
  silence: 'unanswered' | 'available';
};

type DueSession = Omit<SessionForEmail, 'pageUrl'> & {
  id: number;
  teamId: number;
  secureId: string;
  silence: 'unanswered' | 'available';
};

/** The team's matches page on the app, which lists its training sessions with the matches. */
const teamPageUrl = (appUrl: string, secureId: string) =>
  `${appUrl}/teams/${encodeURIComponent(secureId)}/match-planning`;

/** The e-mail's view of the match, with the team's matches page on the app. */
function forEmail(match: DueMatch, appUrl: string): MatchForEmail {
  return { ...match, pageUrl: teamPageUrl(appUrl, match.secureId) };
}

function sessionForEmail(session: DueSession, appUrl: string): SessionForEmail {
  return { ...session, pageUrl: teamPageUrl(appUrl, session.secureId) };
}

/**
 * One e-mail per event, its start and recipient: the event id (`match-<id>` or `training-<id>`, the
 * answers' event ids) keeps a match and a session with the same number apart.
 */
function runKey(event: { kind: 'match' | 'training'; id: number; startsAt: Date }, userId: number): string {
  return `${event.kind}-${event.id}@${event.startsAt.toISOString()}:user-${userId}`;
}

/**
 * Dated, not postponed matches still to kick off whose window opened: from kick-off minus `hoursBefore`
 * (a number, or the team's column) until kick-off, or until the families' lock when `beforeLock`.
 */
async function dueMatches(
  db: Db,
  now: Date,
  hoursBefore: number | typeof teams.availabilityReminderHours,
  beforeLock: boolean,
): Promise<DueMatch[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await db
    .select({
      id: matches.id,
      teamId: matches.myTeamId,
      secureId: teams.secureId,
      teamName: teams.name,
      opponentName: oppositionTeams.name,
      isHome: matches.isHome,
      startsAt: matches.matchDate,
      isTimeTbc: matches.isTimeTbc,
      meetMinutesBefore: matches.meetMinutesBefore,
      silence: teams.availabilitySilence,
    })
    .from(matches)
    .innerJoin(teams, eq(teams.id, matches.myTeamId))
    .leftJoin(oppositionTeams, eq(oppositionTeams.id, matches.opponentTeamId))
    .where(
      and(
        eq(matches.isPostponed, false),
        gt(matches.matchDate, now),
        sql`${matches.matchDate} - make_interval(hours => ${hoursBefore}) <= ${at}`,
        beforeLock
          ? sql`${matches.matchDate} - make_interval(hours => coalesce(${teams.availabilityLockHours}, 0)) > ${at}`
          : undefined,
      ),
    )
    .orderBy(asc(matches.matchDate), asc(matches.id));
  return rows.flatMap(({ meetMinutesBefore, ...row }) =>
    row.startsAt
      ? [
          {
            ...row,
            startsAt: row.startsAt,
            isHome: row.isHome === 1,
            meetTime: meetClock({ matchDate: row.startsAt, isTimeTbc: row.isTimeTbc }, meetMinutesBefore),
          },
        ]
      : [],
  );
}

/**
 * Sessions not cancelled and still to start whose window opened, as dueMatches: from the start minus
 * `hoursBefore` until the start, or until the families' lock when `beforeLock`.
 */
async function dueSessions(
  db: Db,
  now: Date,
  hoursBefore: number | typeof teams.availabilityReminderHours,
  beforeLock: boolean,
): Promise<DueSession[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return db
    .select({
      id: trainingSessions.id,
      teamId: trainingSessions.myTeamId,
      secureId: teams.secureId,
      teamName: teams.name,
      startsAt: trainingSessions.startsAt,
      endsAt: trainingSessions.endsAt,
      meetsAt: trainingSessions.meetsAt,
      place: trainingSessions.place,
      silence: teams.availabilitySilence,
    })
    .from(trainingSessions)
    .innerJoin(teams, eq(teams.id, trainingSessions.myTeamId))
    .where(
      and(
        isNull(trainingSessions.cancelledAt),
        gt(trainingSessions.startsAt, now),
        sql`${trainingSessions.startsAt} - make_interval(hours => ${hoursBefore}) <= ${at}`,
        beforeLock
          ? sql`${trainingSessions.startsAt} - make_interval(hours => coalesce(${teams.availabilityLockHours}, 0)) > ${at}`
          : undefined,
      ),
    )
    .orderBy(asc(trainingSessions.startsAt), asc(trainingSessions.id));
}

/** A player as a reminder or a digest names him and finds his family, with his answer to the event. */
const squadColumns = {
  id: players.id,
  firstName: players.firstName,
  lastName: players.lastName,
  userId: players.userId,
  parent1Email: players.parent1Email,
  parent2Email: players.parent2Email,
  playerEmail: players.playerEmail,
  answer: availabilityAnswers.answer,
  note: availabilityAnswers.note,
};

/** The squad of the session's team, each with his answer (a session has no coach's unavailable list). */
async function sessionSquadOf(db: Db, session: DueSession): Promise<SquadRow[]> {
  return db
    .select({
      ...squadColumns,
      markedUnavailable: sql<boolean>`false`,
    })
    .from(players)
    .leftJoin(
      availabilityAnswers,
      and(
        eq(availabilityAnswers.playerId, players.id),
        eq(availabilityAnswers.trainingSessionId, session.id),
      ),
    )
    .where(eq(players.myTeamId, session.teamId))
    .orderBy(asc(players.shirtNumber), asc(players.id));
}

type SquadRow = Awaited<ReturnType<typeof squadOf>>[number];

/** The squad of the match's team, each with his answer and whether a coach marked him unavailable. */
async function squadOf(db: Db, match: DueMatch) {
  return db
    .select({
      ...squadColumns,
      markedUnavailable: sql<boolean>`${matchUnavailablePlayers.playerId} is not null`,
    })
    .from(players)
    .leftJoin(
      availabilityAnswers,
      and(eq(availabilityAnswers.playerId, players.id), eq(availabilityAnswers.matchId, match.id)),
    )
    .leftJoin(
      matchUnavailablePlayers,
      and(eq(matchUnavailablePlayers.playerId, players.id), eq(matchUnavailablePlayers.matchId, match.id)),
    )
    .where(eq(players.myTeamId, match.teamId))
    .orderBy(asc(players.shirtNumber), asc(players.id));
}

async function membersOf(db: Db, teamId: number, role: 'coach' | 'player_parent') {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(teamMemberships)
    .innerJoin(users, eq(users.id, teamMemberships.userId))
    .where(and(eq(teamMemberships.myTeamId, teamId), eq(teamMemberships.role, role)))
    .orderBy(asc(users.id));
}

const playerName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/**
 * Does `send` as the one run of `key`, logging a failure rather than throwing, so one recipient's
 * failed send keeps no other from his e-mail; the failed one is tried again after its lease.
 */
async function sendOnce(
  deps: ReminderDeps,
  job: string,
  key: string,
  now: Date,
  send: () => Promise<void>,
): Promise<void> {
  try {
    if (await runOnce(deps.db, job, key, now, ITEM_LEASE_MS, send)) deps.logger.info({ job, key }, 'sent');
  } catch (err) {
    deps.logger.error({ err, job, key }, 'scheduled e-mail failed; tried again after its lease');
  }
}

type ReminderPlayer = { name: string; links: Record<AvailabilityAnswer, string> };

/**
 * The reminders of one event: each family member (a parent or player member of the team, by the family
 * rule of decision 052) whose players include one with no answer, and not marked unavailable by a coach,
 * gets one e-mail listing those players with a button per answer (a link for the player and the event).
 */
async function remindFamilies(
  deps: ReminderDeps,
  now: Date,
  event: { kind: 'match' | 'training'; id: number; teamId: number; startsAt: Date },
  squad: SquadRow[],
  mail: (member: { email: string; firstName: string | null }, players: ReminderPlayer[]) => MailMessage,
): Promise<void> {
  const silent = squad.filter((p) => p.answer === null && !p.markedUnavailable);
  if (silent.length === 0) return;
  const members = await membersOf(deps.db, event.teamId, 'player_parent');
  if (members.length === 0) return;
  const links = await deps.db
    .select({
      userId: playerFamilyLinks.userId,
      playerId: playerFamilyLinks.playerId,
      linked: playerFamilyLinks.linked,
    })
    .from(playerFamilyLinks)
    .where(
      and(
        eq(playerFamilyLinks.myTeamId, event.teamId),
        inArray(
          playerFamilyLinks.userId,
          members.map((m) => m.id),
        ),
      ),
    );
  const expiresAt = answerLinkExpiresAt(event.startsAt, now);
  const appUrl = deps.appUrl();
  const linkEvent: LinkEvent =
    event.kind === 'match' ? { matchId: event.id } : { trainingSessionId: event.id };
  for (const member of members) {
    const family = familyOf(
      squad,
      member,
      links.filter((link) => link.userId === member.id),
    );
    const theirs = silent.filter((p) => family.has(p.id));
    if (theirs.length === 0) continue;
    await sendOnce(deps, REMINDER_JOB, runKey(event, member.id), now, async () => {
      const withLinks: ReminderPlayer[] = [];
      for (const player of theirs) {
        const token = await issueAnswerLink(deps.db, {
          ...linkEvent,
          playerId: player.id,
          userId: member.id,
          expiresAt,
        });
        const link = (answer: AvailabilityAnswer) => answerLinkUrl(appUrl, token, answer);
        withLinks.push({
          name: playerName(player),
          links: { available: link('available'), maybe: link('maybe'), unavailable: link('unavailable') },
        });
      }
      await deps.mailer.send(mail(member, withLinks));
    });
  }
}

/**
 * One tick of the reminders: each match and each training session in its reminder window and before the
 * families' lock (remindFamilies). A cancelled session, like a postponed match, reminds nobody.
 */
export async function sendDueReminders(deps: ReminderDeps, now: Date): Promise<void> {
  for (const match of await dueMatches(deps.db, now, teams.availabilityReminderHours, true)) {
    const squad = await squadOf(deps.db, match);
    const email = forEmail(match, deps.appUrl());
    await remindFamilies(deps, now, { ...match, kind: 'match' }, squad, (member, players) =>
      buildReminderEmail({ to: member.email, firstName: member.firstName, match: email, players }),
    );
  }
  for (const session of await dueSessions(deps.db, now, teams.availabilityReminderHours, true)) {
    const squad = await sessionSquadOf(deps.db, session);
    const email = sessionForEmail(session, deps.appUrl());
    await remindFamilies(deps, now, { ...session, kind: 'training' }, squad, (member, players) =>
      buildTrainingReminderEmail({ to: member.email, firstName: member.firstName, session: email, players }),
    );
  }
}

/** Who is in, not sure, out and silent: a coach's own mark wins over the family's answer. */
function digestGroups(squad: SquadRow[], silence: 'unanswered' | 'available') {
  const pick = (keep: (p: SquadRow) => boolean): DigestPlayer[] =>
    squad.filter(keep).map((p) => ({ name: playerName(p), note: p.note }));
  const answered = (answer: AvailabilityAnswer) => pick((p) => !p.markedUnavailable && p.answer === answer);
  return {
    available: answered('available'),
    maybe: answered('maybe'),
    unavailable: answered('unavailable'),
    markedUnavailable: pick((p) => p.markedUnavailable),
    silent: pick((p) => !p.markedUnavailable && p.answer === null),
    silenceCountsAsAvailable: silence === 'available',
  };
}

/**
 * One tick of the digest: for each match and each session not cancelled, from 24 hours before its start
 * until it starts, each coach of the team (role coach; club and platform admins are not sent it) gets who
 * is in, not sure, out and silent.
 */
export async function sendDueDigests(deps: ReminderDeps, now: Date): Promise<void> {
  for (const match of await dueMatches(deps.db, now, DIGEST_HOURS, false)) {
    const coaches = await membersOf(deps.db, match.teamId, 'coach');
    if (coaches.length === 0) continue;
    const groups = digestGroups(await squadOf(deps.db, match), match.silence);
    const email = forEmail(match, deps.appUrl());
    for (const coach of coaches) {
      await sendOnce(deps, DIGEST_JOB, runKey({ ...match, kind: 'match' }, coach.id), now, () =>
        deps.mailer.send(
          buildDigestEmail({ to: coach.email, firstName: coach.firstName, match: email, ...groups }),
        ),
      );
    }
  }
  for (const session of await dueSessions(deps.db, now, DIGEST_HOURS, false)) {
    const coaches = await membersOf(deps.db, session.teamId, 'coach');
    if (coaches.length === 0) continue;
    const groups = digestGroups(await sessionSquadOf(deps.db, session), session.silence);
    const email = sessionForEmail(session, deps.appUrl());
    for (const coach of coaches) {
      await sendOnce(deps, DIGEST_JOB, runKey({ ...session, kind: 'training' }, coach.id), now, () =>
        deps.mailer.send(
          buildTrainingDigestEmail({
            to: coach.email,
            firstName: coach.firstName,
            session: email,
            ...groups,
          }),
        ),
      );
    }
  }
}

/** The two jobs, added to the app's scheduler by the availability routes. */
export function availabilityJobs(deps: ReminderDeps): ScheduledJob[] {
  return [
    { name: REMINDER_JOB, run: (now) => sendDueReminders(deps, now) },
    { name: DIGEST_JOB, run: (now) => sendDueDigests(deps, now) },
  ];
}
