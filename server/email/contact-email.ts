import { renderEmailHtml } from './layout.js';
import type { MailMessage } from './mailer.js';

export type ContactEmailInput = {
  name: string;
  email: string;
  subject: string;
  message: string;
  category: string;
};

// The subject and name come from a public form: keep them on one header line.
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/**
 * What a stranger typed, shown as data: in quotes, with quotes and backslashes escaped, so a name such
 * as `Club Secretary <secretary@club.org>` cannot pass for an address line of ours.
 */
function quoted(value: string): string {
  return JSON.stringify(oneLine(value));
}

/**
 * The contact form's message as it reaches support; replying answers the sender's address (the only
 * part the form checked), never a display name the sender chose.
 */
export function buildContactEmail(to: string[], input: ContactEmailInput): MailMessage {
  const details = [
    `Name given: ${quoted(input.name)}`,
    `E-mail address given: ${input.email}`,
    `Category: ${input.category}`,
    `Subject given: ${quoted(input.subject)}`,
  ];
  const footnote = 'Sent from the Touchline contact form. Reply to this e-mail to answer the sender.';
  return {
    to,
    replyTo: input.email,
    subject: `[Touchline contact] ${input.category}: ${oneLine(input.subject)}`,
    text: `${details.join('\n')}\n\n${input.message}\n\n${footnote}\n`,
    html: renderEmailHtml({
      heading: `Contact form: ${oneLine(input.subject)}`,
      paragraphs: [...details, ...input.message.split(/\n{2,}/)],
      footnote,
    }),
  };
}
