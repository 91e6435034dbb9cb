import type { AvailabilityAnswer } from '../../shared/contracts/availability.js';
import { ukClockTime } from '../../shared/domain/training-sessions.js';
import { ukWallClock } from '../../shared/domain/uk-time.js';
import { renderEmailHtml } from './layout.js';
import type { MailMessage } from './mailer.js';

// The scheduled answers e-mails (issue 31, decision 058): a reminder to a family member who has not
// answered, and the coaches' digest the day before, for a match or a training session.

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Names are typed by coaches; a line break in one must not become a second header line or paragraph.
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

const clockWords = (clock: { hour: number; minute: number }) =>
  `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;

/** "Sat 5 Dec at 10:00" in UK time; a match whose time is not known yet says "time to be confirmed". */
export function describeKickOff(startsAt: Date, isTimeTbc: boolean): string {
  const clock = ukWallClock(startsAt);
  const day = `${WEEKDAYS[clock.weekday]} ${clock.day} ${MONTHS[clock.month - 1]}`;
  if (isTimeTbc) return `${day} (time to be confirmed)`;
  return `${day} at ${clockWords(clock)}`;
}

/** "Tue 1 Dec 18:00–19:15" in UK time (a session starts and ends on one UK day, decision 060). */
export function describeSessionTime(startsAt: Date, endsAt: Date): string {
  const start = ukWallClock(startsAt);
  const day = `${WEEKDAYS[start.weekday]} ${start.day} ${MONTHS[start.month - 1]}`;
  return `${day} ${clockWords(start)}–${clockWords(ukWallClock(endsAt))}`;
}

export type SessionForEmail = {
  teamName: string;
  startsAt: Date;
  endsAt: Date;
  /** When families are to be there; null: at the start. */
  meetsAt: Date | null;
  place: string;
  /** The team's page on the app that lists its sessions with the matches. */
  pageUrl: string;
};

/** "Training, Tue 1 Dec 18:00–19:15 at Riverside Park", then ", meet 17:45" when there is a meet time. */
export function sessionTitle(session: SessionForEmail): string {
  const title = `Training, ${describeSessionTime(session.startsAt, session.endsAt)} at ${oneLine(session.place)}`;
  return session.meetsAt ? `${title}, meet ${ukClockTime(session.meetsAt)}` : title;
}

export type MatchForEmail = {
  teamName: string;
  opponentName: string | null;
  isHome: boolean;
  startsAt: Date;
  isTimeTbc: boolean;
  /** When the players meet, "09:15" UK time, or null when the coach set none. */
  meetTime: string | null;
  /** The team's matches page on the app. */
  pageUrl: string;
};

/** " Meet at 09:15." after the kick-off sentence, or nothing when there is no meet time. */
const meetWords = (match: MatchForEmail) => (match.meetTime ? ` Meet at ${match.meetTime}.` : '');

function matchTitle(match: MatchForEmail): string {
  const team = oneLine(match.teamName);
  if (!match.opponentName) return team;
  const opponent = oneLine(match.opponentName);
  return match.isHome ? `${team} v ${opponent}` : `${opponent} v ${team}`;
}

const ANSWER_LABELS: Record<AvailabilityAnswer, string> = {
  available: 'Available',
  maybe: 'Not sure',
  unavailable: 'Unavailable',
};

type ReminderPlayers = Array<{ name: string; links: Record<AvailabilityAnswer, string> }>;

const greeting = (firstName: string | null) => (firstName ? `Hello ${oneLine(firstName)},` : 'Hello,');

/** "Ann", "Ann and Ben", "Ann, Ben and Cal". */
function namesWords(players: Array<{ name: string }>): string {
  const names = players.map((p) => oneLine(p.name));
  return names.length === 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export function buildReminderEmail(options: {
  to: string;
  firstName: string | null;
  match: MatchForEmail;
  /** Each silent player of the family, with one link per answer. */
  players: ReminderPlayers;
}): MailMessage {
  const { match } = options;
  const title = matchTitle(match);
  const when = describeKickOff(match.startsAt, match.isTimeTbc);
  const who = namesWords(options.players);
  return reminderMessage({
    to: options.to,
    players: options.players,
    lines: [
      greeting(options.firstName),
      `${title} kicks off ${when} (UK time).${meetWords(match)} The coach does not know yet whether ${who} can play.`,
      'Press one button for each player below. You can change the answer on the page it opens.',
    ],
    subject: `Can ${who} play? ${title}, ${when}`,
    heading: `Can ${who} play?`,
    footnote: `The buttons work for this match only and stop working after it. The team's matches: ${match.pageUrl}`,
    pageUrl: match.pageUrl,
  });
}

/** The reminder for a training session: the same buttons, the session named by day, time and place. */
export function buildTrainingReminderEmail(options: {
  to: string;
  firstName: string | null;
  session: SessionForEmail;
  players: ReminderPlayers;
}): MailMessage {
  const { session } = options;
  const title = sessionTitle(session);
  const who = namesWords(options.players);
  return reminderMessage({
    to: options.to,
    players: options.players,
    lines: [
      greeting(options.firstName),
      `${oneLine(session.teamName)}: ${title} (UK time). The coach does not know yet whether ${who} can come.`,
      'Press one button for each player below. You can change the answer on the page it opens.',
    ],
    subject: `Can ${who} come to training? ${title}`,
    heading: `Can ${who} come to training?`,
    footnote: `The buttons work for this session only and stop working after it. The team's matches and training: ${session.pageUrl}`,
    pageUrl: session.pageUrl,
  });
}

function reminderMessage(options: {
  to: string;
  players: ReminderPlayers;
  lines: string[];
  subject: string;
  heading: string;
  footnote: string;
  pageUrl: string;
}): MailMessage {
  const { lines, footnote } = options;
  const choices = options.players.map((player) => ({
    title: oneLine(player.name),
    buttons: (['available', 'maybe', 'unavailable'] as const).map((answer) => ({
      label: ANSWER_LABELS[answer],
      href: player.links[answer],
    })),
  }));
  const textChoices = choices.map(
    (choice) => `${choice.title}:\n${choice.buttons.map((b) => `  ${b.label}: ${b.href}`).join('\n')}`,
  );
  return {
    to: options.to,
    subject: options.subject,
    text: `${lines.join('\n\n')}\n\n${textChoices.join('\n\n')}\n\n${footnote}\n`,
    html: renderEmailHtml({
      heading: options.heading,
      paragraphs: lines,
      choices,
      button: { label: 'Open the matches', href: options.pageUrl },
      footnote,
    }),
  };
}

export type DigestPlayer = { name: string; note: string | null };

type DigestGroups = {
  available: DigestPlayer[];
  maybe: DigestPlayer[];
  unavailable: DigestPlayer[];
  /** Players the coaches marked unavailable on the match themselves (none for training). */
  markedUnavailable: DigestPlayer[];
  silent: DigestPlayer[];
  /** The team counts the silent as available (its silence setting). */
  silenceCountsAsAvailable: boolean;
};

export function buildDigestEmail(
  options: { to: string; firstName: string | null; match: MatchForEmail } & DigestGroups,
): MailMessage {
  const { match } = options;
  const title = matchTitle(match);
  const when = describeKickOff(match.startsAt, match.isTimeTbc);
  return digestMessage(options, {
    intro: `${title} kicks off ${when} (UK time).${meetWords(match)} The answers so far:`,
    subject: `Who can play: ${title}, ${when}`,
    heading: `Who can play: ${title}`,
    pageUrl: match.pageUrl,
  });
}

/** The coaches' digest of a training session: who is coming, not sure, not coming and silent. */
export function buildTrainingDigestEmail(
  options: { to: string; firstName: string | null; session: SessionForEmail } & DigestGroups,
): MailMessage {
  const { session } = options;
  const title = sessionTitle(session);
  return digestMessage(options, {
    intro: `${oneLine(session.teamName)}: ${title} (UK time). The answers so far:`,
    subject: `Who can come: ${title}`,
    heading: `Who can come to training`,
    pageUrl: session.pageUrl,
  });
}

function digestMessage(
  options: { to: string; firstName: string | null } & DigestGroups,
  words: { intro: string; subject: string; heading: string; pageUrl: string },
): MailMessage {
  const list = (players: DigestPlayer[]) =>
    players.length === 0
      ? 'nobody'
      : players
          .map((p) => (p.note ? `${oneLine(p.name)} ("${oneLine(p.note)}")` : oneLine(p.name)))
          .join(', ');
  const out = [...options.unavailable, ...options.markedUnavailable];
  const lines = [
    greeting(options.firstName),
    words.intro,
    `In (${options.available.length}): ${list(options.available)}.`,
    `Not sure (${options.maybe.length}): ${list(options.maybe)}.`,
    `Out (${out.length}): ${list(out)}.`,
    `No answer (${options.silent.length}): ${list(options.silent)}.${
      options.silenceCountsAsAvailable && options.silent.length > 0
        ? ' The team counts them as available.'
        : ''
    }`,
  ];
  if (options.markedUnavailable.length > 0) {
    lines.push(`Marked unavailable by a coach: ${list(options.markedUnavailable)}.`);
  }
  return {
    to: options.to,
    subject: words.subject,
    text: `${lines.join('\n\n')}\n\n${words.pageUrl}\n`,
    html: renderEmailHtml({
      heading: words.heading,
      paragraphs: lines,
      button: { label: 'Open the matches', href: words.pageUrl },
    }),
  };
}
