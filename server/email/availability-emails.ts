import type { AvailabilityAnswer } from '../../shared/contracts/availability.js';
import { ukWallClock } from '../../shared/domain/uk-time.js';
import { renderEmailHtml } from './layout.js';
import type { MailMessage } from './mailer.js';

// The scheduled answers e-mails (issue 31, decision 058): a reminder to a family member who has not
// answered, and the coaches' digest the day before.

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Names are typed by coaches; a line break in one must not become a second header line or paragraph.
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** "Sat 5 Dec at 10:00" in UK time; a match whose time is not known yet says "time to be confirmed". */
export function describeKickOff(startsAt: Date, isTimeTbc: boolean): string {
  const clock = ukWallClock(startsAt);
  const day = `${WEEKDAYS[clock.weekday]} ${clock.day} ${MONTHS[clock.month - 1]}`;
  if (isTimeTbc) return `${day} (time to be confirmed)`;
  return `${day} at ${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;
}

export type MatchForEmail = {
  teamName: string;
  opponentName: string | null;
  isHome: boolean;
  startsAt: Date;
  isTimeTbc: boolean;
  /** The team's matches page on the app. */
  pageUrl: string;
};

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

export function buildReminderEmail(options: {
  to: string;
  firstName: string | null;
  match: MatchForEmail;
  /** Each silent player of the family, with one link per answer. */
  players: Array<{ name: string; links: Record<AvailabilityAnswer, string> }>;
}): MailMessage {
  const { match } = options;
  const title = matchTitle(match);
  const when = describeKickOff(match.startsAt, match.isTimeTbc);
  const names = options.players.map((p) => oneLine(p.name));
  const who = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  const lines = [
    options.firstName ? `Hello ${oneLine(options.firstName)},` : 'Hello,',
    `${title} kicks off ${when} (UK time). The coach does not know yet whether ${who} can play.`,
    'Press one button for each player below. You can change the answer on the page it opens.',
  ];
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
  const footnote = `The buttons work for this match only and stop working after it. The team's matches: ${match.pageUrl}`;
  return {
    to: options.to,
    subject: `Can ${who} play? ${title}, ${when}`,
    text: `${lines.join('\n\n')}\n\n${textChoices.join('\n\n')}\n\n${footnote}\n`,
    html: renderEmailHtml({
      heading: `Can ${who} play?`,
      paragraphs: lines,
      choices,
      button: { label: 'Open the matches', href: match.pageUrl },
      footnote,
    }),
  };
}

export type DigestPlayer = { name: string; note: string | null };

export function buildDigestEmail(options: {
  to: string;
  firstName: string | null;
  match: MatchForEmail;
  available: DigestPlayer[];
  maybe: DigestPlayer[];
  unavailable: DigestPlayer[];
  /** Players the coaches marked unavailable on the match themselves. */
  markedUnavailable: DigestPlayer[];
  silent: DigestPlayer[];
  /** The team counts the silent as available (its silence setting). */
  silenceCountsAsAvailable: boolean;
}): MailMessage {
  const { match } = options;
  const title = matchTitle(match);
  const when = describeKickOff(match.startsAt, match.isTimeTbc);
  const list = (players: DigestPlayer[]) =>
    players.length === 0
      ? 'nobody'
      : players
          .map((p) => (p.note ? `${oneLine(p.name)} ("${oneLine(p.note)}")` : oneLine(p.name)))
          .join(', ');
  const out = [...options.unavailable, ...options.markedUnavailable];
  const lines = [
    options.firstName ? `Hello ${oneLine(options.firstName)},` : 'Hello,',
    `${title} kicks off ${when} (UK time). The answers so far:`,
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
    subject: `Who can play: ${title}, ${when}`,
    text: `${lines.join('\n\n')}\n\n${match.pageUrl}\n`,
    html: renderEmailHtml({
      heading: `Who can play: ${title}`,
      paragraphs: lines,
      button: { label: 'Open the matches', href: match.pageUrl },
    }),
  };
}
