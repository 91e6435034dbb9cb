import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = {
  to: string | string[];
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  // A link worth printing to the terminal when no SMTP server is configured.
  highlightLink?: string;
};

export type Mailer = {
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
};

type Logger = { info: (obj: object, msg: string) => void };

// With SMTP_URL the mail goes to that server. Without it, a newcomer still needs the sign-in link: the
// message is printed and kept as an .eml file under DATA_DIR/outbox, which any mail client opens.
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger?: Logger;
  print?: (text: string) => void;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const print = options.print ?? ((text: string) => process.stdout.write(text));
  return {
    send: async (message) => {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.outboxDir, `${stamp}-${Math.random().toString(36).slice(2, 8)}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      const to = Array.isArray(message.to) ? message.to.join(', ') : message.to;
      const lines = [
        '',
        '──────── e-mail (no SMTP_URL set, so it is printed here) ────────',
        `To:      ${to}`,
        `Subject: ${message.subject}`,
        ...(message.highlightLink ? ['', `  ${message.highlightLink}`, ''] : []),
        `Saved:   ${file}`,
        '──────────────────────────────────────────────────────────────────',
        '',
      ];
      print(`${lines.join('\n')}\n`);
    },
    close: () => {},
  };
}
