import { MAGIC_LINK_MINUTES } from '../../shared/domain/figures.js';
import { renderEmailHtml } from './layout.js';
import type { MailMessage } from './mailer.js';

export function buildSignInEmail(to: string, link: string): MailMessage {
  const lines = [
    'Hello,',
    `Use the link below to sign in to Touchline. It expires in ${MAGIC_LINK_MINUTES} minutes and works once.`,
  ];
  const footnote =
    "If you didn't ask for this e-mail you can ignore it: nobody can sign in without the link.";
  return {
    to,
    subject: 'Your Touchline sign-in link',
    text: `${lines.join('\n\n')}\n\n${link}\n\n${footnote}\n`,
    html: renderEmailHtml({
      heading: 'Sign in to Touchline',
      paragraphs: lines,
      button: { label: 'Sign in to Touchline', href: link },
      footnote,
    }),
    highlightLink: link,
  };
}
