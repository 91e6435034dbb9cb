import { MAGIC_LINK_MINUTES } from '../../shared/domain/figures.js';
import { renderEmailHtml } from './layout.js';
import type { MailMessage } from './mailer.js';

export type InvitationAccess =
  | { kind: 'team'; clubName: string | null; teamName: string; role: 'coach' | 'player_parent' }
  | { kind: 'club-admin'; clubName: string };

// Names are typed by admins; a line break in one must not become a second header line or paragraph.
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function describeAccess(access: InvitationAccess): { place: string; sentence: string } {
  if (access.kind === 'club-admin') {
    const club = oneLine(access.clubName);
    return {
      place: club,
      sentence: `You have been invited to Touchline as a club administrator of ${club}, with full access to every team of the club.`,
    };
  }
  const team = oneLine(access.teamName);
  const where = access.clubName ? `${team} (${oneLine(access.clubName)})` : team;
  const as = access.role === 'coach' ? 'a coach' : 'a parent or player';
  return { place: team, sentence: `You have been invited to join ${where} on Touchline as ${as}.` };
}

export function buildInvitationEmail(options: {
  to: string;
  firstName: string | null;
  access: InvitationAccess;
  link: string;
  appUrl: string;
}): MailMessage {
  const { place, sentence } = describeAccess(options.access);
  const newLinkPage = `${options.appUrl}/email-login`;
  const greeting = options.firstName ? `Hello ${oneLine(options.firstName)},` : 'Hello,';
  const lines = [
    greeting,
    sentence,
    `Use the link below to sign in. It expires in ${MAGIC_LINK_MINUTES} minutes and works once.`,
  ];
  const footnote = `Link expired? You can always get a new one at ${newLinkPage} with this e-mail address.`;
  return {
    to: options.to,
    subject: `You're invited to ${place} on Touchline`,
    text: `${lines.join('\n\n')}\n\n${options.link}\n\n${footnote}\n`,
    html: renderEmailHtml({
      heading: `You're invited to ${place}`,
      paragraphs: lines,
      button: { label: 'Sign in to Touchline', href: options.link },
      footnote,
    }),
    highlightLink: options.link,
  };
}
