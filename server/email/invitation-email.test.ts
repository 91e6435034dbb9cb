import { describe, expect, it } from 'vitest';
import { buildInvitationEmail } from './invitation-email.js';

const link = 'https://touchline.example/api/auth/verify?token=abc';
const appUrl = 'https://touchline.example';

describe('buildInvitationEmail', () => {
  it('names the team and club, the role, the 30-minute expiry and where to get a new link', () => {
    const mail = buildInvitationEmail({
      to: 'new@example.com',
      firstName: null,
      access: { kind: 'team', teamName: 'Rovers U12', clubName: 'Riverside FC', role: 'coach' },
      link,
      appUrl,
    });
    expect(mail.subject).toBe("You're invited to Rovers U12 on Touchline");
    expect(mail.text).toContain('Hello,');
    expect(mail.text).toContain('Rovers U12 (Riverside FC) on Touchline as a coach');
    expect(mail.text).toContain('expires in 30 minutes');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('https://touchline.example/email-login');
    expect(mail.html).toContain('href="https://touchline.example/api/auth/verify?token=abc"');
    expect(mail.highlightLink).toBe(link);
  });

  it('invites a club admin to the club, and keeps typed names on one line and escaped', () => {
    const mail = buildInvitationEmail({
      to: 'sec@example.com',
      firstName: 'Claire',
      access: { kind: 'club-admin', clubName: 'Riverside\r\nBcc: x@example.com <b>FC</b>' },
      link,
      appUrl,
    });
    expect(mail.subject).toBe("You're invited to Riverside Bcc: x@example.com <b>FC</b> on Touchline");
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text.startsWith('Hello Claire,')).toBe(true);
    expect(mail.text).toContain('club administrator');
    expect(mail.html).not.toContain('<b>FC</b>');
  });
});
