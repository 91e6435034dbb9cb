import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo: string | undefined;
  raw: ParsedMail;
};

/** A real SMTP server in the test process: the app's mail crosses a real socket and is parsed back. */
export async function startSmtpInbox() {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const toField = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [];
          messages.push({
            to: toField.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase())),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            replyTo: parsed.replyTo?.value[0]?.address,
            raw: parsed,
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to(address: string) {
      return messages.filter((m) => m.to.includes(address.toLowerCase()));
    },
    clear() {
      messages.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;

export function extractVerifyLink(text: string): string {
  const match = text.match(/https?:\/\/\S+\/api\/auth\/verify\?token=[A-Za-z0-9_%-]+/);
  if (!match) throw new Error(`no sign-in link in: ${text}`);
  return match[0];
}
