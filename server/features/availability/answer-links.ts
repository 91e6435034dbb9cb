import { and, eq, lte, type SQL } from 'drizzle-orm';
import {
  ANSWER_LINK_INVALID,
  ANSWER_LINK_TOKEN,
  type AnswerLinkView,
} from '../../../shared/contracts/answer-links.js';
import type { AvailabilityAnswer, SetAvailabilityBody } from '../../../shared/contracts/availability.js';
import { availabilityLockAt, isAvailabilityLocked } from '../../../shared/domain/availability.js';
import { meetClock } from '../../../shared/domain/match-meet-time.js';
import { ukClockTime } from '../../../shared/domain/training-sessions.js';
import type { Db } from '../../db/client.js';
import { familyPlayerIds } from '../../db/family.js';
import {
  answerLinks,
  availabilityAnswers,
  matches,
  oppositionTeams,
  players,
  trainingSessions,
  users,
} from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type { SessionUser } from '../../identity/sessions.js';
import { findTeamAccess, type TeamRow } from '../../identity/team-access.js';
import { generateToken, hashToken, isExpired } from '../../identity/tokens.js';
import { writeAnswer } from './answers.js';

// Answer links (issue 31, decision 059): a reminder e-mail carries, per player, a link that lets the
// family member it went to answer for that player and that match without signing in. The token is 32
// random bytes; only its SHA-256 is stored, so a leaked table answers nothing. A link names a match or a
// training session (the amendment of decision 059), exactly one, as the table's check says.

/** The event a link answers for: one match or one training session, exactly one of the two. */
export type LinkEvent = { matchId?: number; trainingSessionId?: number };

/**
 * Makes a link for one player, one event and one account (the answer is recorded as his) and returns
 * its token, which is never stored. `expiresAt`: shared/domain/answer-links.ts, answerLinkExpiresAt.
 * Takes the database or a transaction (inTransaction's `tx` is a Db).
 */
export async function issueAnswerLink(
  db: Db,
  input: LinkEvent & { playerId: number; userId: number; expiresAt: Date },
): Promise<string> {
  // The table's check refuses both or neither too; this says which call was wrong.
  if ((input.matchId === undefined) === (input.trainingSessionId === undefined)) {
    throw new Error('An answer link names one match or one training session');
  }
  const token = generateToken();
  await db.insert(answerLinks).values({
    tokenHash: hashToken(token),
    playerId: input.playerId,
    matchId: input.matchId ?? null,
    trainingSessionId: input.trainingSessionId ?? null,
    userId: input.userId,
    expiresAt: input.expiresAt,
  });
  return token;
}

/** Deletes the links that have expired: they answer 404 already, and the table stays as small as the live ones. */
export async function pruneExpiredAnswerLinks(db: Db, now: Date): Promise<void> {
  await db.delete(answerLinks).where(lte(answerLinks.expiresAt, now));
}

/**
 * The address of the answer page of `token` on the app (`appUrl`: config.appUrl, as sign-in links use),
 * with the button's answer preselected (not saved: the page saves only when its button is pressed).
 */
export function answerLinkUrl(appUrl: string, token: string, answer?: AvailabilityAnswer): string {
  // As buildVerifyLink: config.appUrl has no trailing slash, and keeps any path it is served under.
  const base = `${appUrl.replace(/\/+$/, '')}/answer/${encodeURIComponent(token)}`;
  return answer ? `${base}?answer=${answer}` : base;
}

/**
 * The link's event as the page shows it: a match, or a session with its end and place; either with its
 * meet time as a UK clock time, or null.
 */
type LinkedEvent =
  | {
      kind: 'match';
      id: number;
      teamId: number;
      startsAt: Date | null;
      meetTime: string | null;
      isHome: boolean;
      isTimeTbc: boolean;
      isPostponed: boolean;
      opponent: string | null;
    }
  | {
      kind: 'training';
      id: number;
      teamId: number;
      startsAt: Date;
      meetTime: string | null;
      endsAt: Date;
      place: string;
      isCancelled: boolean;
    };

type LinkContext = {
  link: { playerId: number; expiresAt: Date };
  user: SessionUser;
  player: { firstName: string; shirtNumber: number };
  event: LinkedEvent;
  team: TeamRow;
};

const invalidLink = () => new AppError('not_found', ANSWER_LINK_INVALID);

/**
 * The link of `token` and what it stands for, or 404 ANSWER_LINK_INVALID: malformed (no query),
 * unknown or revoked (no row: its player, match or account went), expired, or its account no longer
 * on the team or no longer the player's family. The same words for each, so none helps a guesser.
 */
async function findLink(db: Db, token: string, now: Date): Promise<LinkContext> {
  if (!ANSWER_LINK_TOKEN.test(token)) throw invalidLink();
  // One statement for either kind: both events are left-joined, and the table's check says exactly one
  // is named (a link whose event went is gone by cascade).
  const [row] = await db
    .select({
      link: {
        playerId: answerLinks.playerId,
        expiresAt: answerLinks.expiresAt,
      },
      user: users,
      player: { firstName: players.firstName, shirtNumber: players.shirtNumber, teamId: players.myTeamId },
      match: {
        id: matches.id,
        teamId: matches.myTeamId,
        matchDate: matches.matchDate,
        isHome: matches.isHome,
        isTimeTbc: matches.isTimeTbc,
        isPostponed: matches.isPostponed,
        meetMinutesBefore: matches.meetMinutesBefore,
      },
      // Outside `match`: an object of one left-joined table is null as a whole when the row has none.
      opponent: oppositionTeams.name,
      session: {
        id: trainingSessions.id,
        teamId: trainingSessions.myTeamId,
        startsAt: trainingSessions.startsAt,
        endsAt: trainingSessions.endsAt,
        place: trainingSessions.place,
        cancelledAt: trainingSessions.cancelledAt,
        meetsAt: trainingSessions.meetsAt,
      },
    })
    .from(answerLinks)
    .innerJoin(users, eq(users.id, answerLinks.userId))
    .innerJoin(players, eq(players.id, answerLinks.playerId))
    .leftJoin(matches, eq(matches.id, answerLinks.matchId))
    .leftJoin(oppositionTeams, eq(oppositionTeams.id, matches.opponentTeamId))
    .leftJoin(trainingSessions, eq(trainingSessions.id, answerLinks.trainingSessionId))
    .where(eq(answerLinks.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || isExpired(row.link.expiresAt, now)) throw invalidLink();
  let event: LinkedEvent;
  if (row.match) {
    event = {
      kind: 'match',
      id: row.match.id,
      teamId: row.match.teamId,
      startsAt: row.match.matchDate,
      // As every screen and the calendar write it: minutes before a known kick-off, on its UK day.
      meetTime: meetClock(row.match, row.match.meetMinutesBefore),
      isHome: row.match.isHome === 1,
      isTimeTbc: row.match.isTimeTbc,
      isPostponed: row.match.isPostponed,
      opponent: row.opponent,
    };
  } else if (row.session) {
    event = {
      kind: 'training',
      id: row.session.id,
      teamId: row.session.teamId,
      startsAt: row.session.startsAt,
      meetTime: row.session.meetsAt ? ukClockTime(row.session.meetsAt) : null,
      endsAt: row.session.endsAt,
      place: row.session.place,
      isCancelled: row.session.cancelledAt !== null,
    };
  } else {
    throw invalidLink();
  }
  // A player moved to another team than the event's no longer plays in it.
  if (row.player.teamId !== event.teamId) throw invalidLink();
  // Checked at every use, not when the link was made: an account taken off the team, or no longer the
  // player's family (an e-mail changed, a hand unlink), loses its links with it.
  const access = await findTeamAccess(db, row.user, event.teamId);
  if (!access) throw invalidLink();
  const family = await familyPlayerIds(db, row.user, event.teamId);
  if (!family.has(row.link.playerId)) throw invalidLink();
  return { link: row.link, user: row.user, player: row.player, event, team: access.team };
}

/** The answers' row of the link's event and player. */
function answerOf(event: LinkedEvent, playerId: number): SQL | undefined {
  return and(
    event.kind === 'match'
      ? eq(availabilityAnswers.matchId, event.id)
      : eq(availabilityAnswers.trainingSessionId, event.id),
    eq(availabilityAnswers.playerId, playerId),
  );
}

async function viewOf(db: Db, context: LinkContext, now: Date): Promise<AnswerLinkView> {
  const { link, player, event, team } = context;
  const [answer] = await db
    .select({
      answer: availabilityAnswers.answer,
      note: availabilityAnswers.note,
      answeredAt: availabilityAnswers.answeredAt,
      arrivesAt: availabilityAnswers.arrivesAt,
    })
    .from(availabilityAnswers)
    .where(answerOf(event, link.playerId))
    .limit(1);
  const lockAt = availabilityLockAt(event.startsAt, team.availabilityLockHours);
  const given = answer?.answer ?? null;
  const isMatch = event.kind === 'match';
  return {
    kind: event.kind,
    player: { firstName: player.firstName, shirtNumber: player.shirtNumber },
    teamName: team.name,
    opponent: isMatch ? event.opponent : null,
    startsAt: event.startsAt?.toISOString() ?? null,
    endsAt: isMatch ? null : event.endsAt.toISOString(),
    place: isMatch ? null : event.place,
    meetTime: event.meetTime,
    isTimeTbc: isMatch ? event.isTimeTbc : false,
    isHome: isMatch ? event.isHome : false,
    isPostponed: isMatch ? event.isPostponed : false,
    isCancelled: isMatch ? false : event.isCancelled,
    answer: given,
    note: given ? (answer?.note ?? null) : null,
    answeredAt: given ? (answer?.answeredAt?.toISOString() ?? null) : null,
    arrivesAt: given ? (answer?.arrivesAt?.toISOString() ?? null) : null,
    lockAt: lockAt?.toISOString() ?? null,
    // A link is a family's, whoever else its account is: the family lock always holds through it.
    isLocked: isAvailabilityLocked(true, lockAt, now),
    expiresAt: link.expiresAt.toISOString(),
  };
}

/** GET /api/answer-links/:token: what the page shows. Reads only (mail scanners open every link). */
export async function readAnswerLink(db: Db, token: string, now: Date): Promise<AnswerLinkView> {
  return viewOf(db, await findLink(db, token, now), now);
}

/**
 * POST /api/answer-links/:token: the answer, as the link's account, on the one write path of answers
 * (writeAnswer, as the signed-in PUT), in one transaction with the checks it rests on.
 */
export async function answerByLink(
  db: Db,
  token: string,
  input: SetAvailabilityBody,
  now: Date,
): Promise<AnswerLinkView> {
  return inTransaction(db, async (tx) => {
    const context = await findLink(tx, token, now);
    const { link, event, team } = context;
    const lockAt = availabilityLockAt(event.startsAt, team.availabilityLockHours);
    await writeAnswer(
      tx,
      { event: { kind: event.kind, id: event.id }, playerId: link.playerId, lockAt, isFamily: true },
      context.user,
      input,
      now,
    );
    return viewOf(tx, context, now);
  });
}
