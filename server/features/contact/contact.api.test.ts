import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

const SUCCESS = { message: "Message sent successfully! We'll get back to you within 24 hours." };

const valid = {
  name: 'Jo Bloggs',
  email: 'jo@example.com',
  subject: 'Question about squads',
  message: 'How do I add a second goalkeeper to the squad?',
  category: 'general',
};

// TRUST_PROXY lets each test speak from its own client IP, so their rate-limit counters stay apart.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true, env: { CONTACT_EMAIL: 'support@club.test', TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await t?.close();
});

function send(body: unknown, ip: string, cookie?: string) {
  return t.request('POST', '/api/contact', { body, cookie, headers: { 'x-forwarded-for': ip } });
}

async function storedCount(): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(contactMessages);
  return row?.n ?? 0;
}

describe('POST /api/contact', () => {
  it('stores the message and e-mails it to CONTACT_EMAIL with reply-to the sender', async () => {
    t.inbox.clear();
    const res = await send({ ...valid, name: '  Jo Bloggs ', category: 'technical' }, '198.51.100.1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(SUCCESS);
    const rows = await t.db.select().from(contactMessages);
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        name: 'Jo Bloggs',
        email: 'jo@example.com',
        subject: 'Question about squads',
        message: 'How do I add a second goalkeeper to the squad?',
        category: 'technical',
        createdAt: expect.any(Date),
      },
    ]);

    await t.ctx.background.idle();
    const mails = t.inbox.to('support@club.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.replyTo).toBe('jo@example.com');
    expect(mails[0]?.subject).toBe('[Touchline contact] technical: Question about squads');
    expect(mails[0]?.text).toContain('Name given: "Jo Bloggs"');
    expect(mails[0]?.text).toContain('E-mail address given: jo@example.com');
    expect(mails[0]?.text).toContain('How do I add a second goalkeeper to the squad?');
    expect(mails[0]?.html).toContain('How do I add a second goalkeeper to the squad?');
  });

  it('is open to signed-out visitors (above) and signed-in users alike', async () => {
    const cookie = await t.signIn('parent@demo.test');
    expect((await send(valid, '198.51.100.2', cookie)).status).toBe(200);
    expect((await send(valid, '198.51.100.2', 'sid=not-a-session')).status).toBe(200);
  });

  it('escapes what the sender typed in the HTML part, and refuses a subject that would add a header', async () => {
    t.inbox.clear();
    const injected = await send(
      { ...valid, subject: 'Hello\r\nBcc: victim@example.com', message: 'A message long enough to send.' },
      '198.51.100.3',
    );
    expect(injected.status).toBe(400);
    expect(injected.body).toEqual({
      code: 'VALIDATION_FAILED',
      message:
        'Validation failed: subject: Subject must be plain text on one line: no line breaks, control or text-direction characters',
    });
    const sent = await send(
      {
        ...valid,
        subject: 'Hello    Bcc: victim@example.com',
        message: '<script>alert(1)</script> is my message',
      },
      '198.51.100.3',
    );
    expect(sent.status).toBe(200);
    await t.ctx.background.idle();
    const mail = t.inbox.to('support@club.test').at(-1);
    expect(mail?.subject).toBe('[Touchline contact] general: Hello Bcc: victim@example.com');
    expect(t.inbox.to('victim@example.com')).toHaveLength(0);
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('&lt;script&gt;');
  });

  it('checks every field with the form messages, and stores nothing that fails', async () => {
    const before = await storedCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'J' }, 'name: Name must be at least 2 characters'],
      [{ name: '  J  ' }, 'name: Name must be at least 2 characters'],
      [{ name: undefined }, 'name: Name must be at least 2 characters'],
      [{ name: 'x'.repeat(101) }, 'name: Name must be at most 100 characters'],
      [{ email: 'not-an-email' }, 'email: Please enter a valid email address'],
      [{ email: '' }, 'email: Please enter a valid email address'],
      [{ email: undefined }, 'email: Please enter a valid email address'],
      [{ email: `${'x'.repeat(250)}@example.com` }, 'email: Email must be at most 254 characters'],
      [{ subject: 'Help' }, 'subject: Subject must be at least 5 characters'],
      [{ subject: 'x'.repeat(201) }, 'subject: Subject must be at most 200 characters'],
      [{ message: 'Too short to send.' }, 'message: Message must be at least 20 characters'],
      [{ message: `   ${'x'.repeat(19)}   ` }, 'message: Message must be at least 20 characters'],
      [{ message: 'x'.repeat(5001) }, 'message: Message must be at most 5000 characters'],
      [{ message: `${'x'.repeat(20)}\u0000` }, 'message: Message contains a character that cannot be saved'],
      [{ name: 'Jo\u0000' }, 'name: Name contains a character that cannot be saved'],
      [{ category: 'sales' }, 'category: Please choose a category'],
      [{ category: undefined }, 'category: Please choose a category'],
    ];
    for (const [change, reason] of cases) {
      const res = await send({ ...valid, ...change }, '198.51.100.4');
      expect({ change, status: res.status, body: res.body }).toEqual({
        change,
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: `Validation failed: ${reason}` },
      });
    }
    for (const category of ['general', 'technical', 'billing', 'privacy', 'security']) {
      expect((await send({ ...valid, category }, '198.51.100.5')).status).toBe(200);
    }
    expect(await storedCount()).toBe(before + 5);
  });

  it('allows 10 messages per IP per hour, then 429 until the hour has passed', async () => {
    const ip = '203.0.113.7';
    const body = { ...valid, subject: 'Rate limit check' };
    await t.ctx.background.idle();
    t.inbox.clear();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await send(body, ip)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 429]);
    const refused = await send(body, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many messages sent from your connection. Please wait an hour and try again.',
    });
    // Another client is not affected.
    expect((await send(body, '203.0.113.8')).status).toBe(200);
    // The refused requests were neither stored nor sent: 10 + 1 of each.
    await t.ctx.background.idle();
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contactMessages)
      .where(sql`${contactMessages.subject} = 'Rate limit check'`);
    expect(row?.n).toBe(11);
    expect(t.inbox.messages).toHaveLength(11);

    // The window is one hour from the first message: still refused a minute before, open again after.
    t.clock.advance(59 * 60 * 1000);
    expect((await send(body, ip)).status).toBe(429);
    t.clock.advance(60 * 1000 + 1);
    expect((await send(body, ip)).status).toBe(200);
  });
});

describe('GET /api/config', () => {
  it('answers the contact address, signed out', async () => {
    const res = await t.request('GET', '/api/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ contactEmail: 'support@club.test' });
  });
});

describe('without CONTACT_EMAIL', () => {
  it('e-mails the ADMIN_EMAIL addresses, and the footer shows no address', async () => {
    const app = await startTestApp({ env: { ADMIN_EMAIL: 'ops@club.test, Boss@Club.test' } });
    try {
      expect((await app.request('GET', '/api/config')).body).toEqual({ contactEmail: null });
      const res = await app.request('POST', '/api/contact', { body: valid });
      expect(res.status).toBe(200);
      await app.ctx.background.idle();
      for (const address of ['ops@club.test', 'boss@club.test']) {
        const [mail] = app.inbox.to(address);
        expect(mail?.replyTo).toBe('jo@example.com');
      }
      expect(app.inbox.messages).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('e-mails the users whose role is admin when ADMIN_EMAIL is empty too', async () => {
    const app = await startTestApp({ seed: true });
    try {
      const res = await app.request('POST', '/api/contact', { body: valid });
      expect(res.status).toBe(200);
      await app.ctx.background.idle();
      expect(app.inbox.messages.map((m) => m.to)).toEqual([['admin@demo.test']]);
      expect(app.inbox.messages[0]?.replyTo).toBe('jo@example.com');
    } finally {
      await app.close();
    }
  });

  it("quotes the sender's name as data, so it cannot pass for an address line", async () => {
    t.inbox.clear();
    const name = 'Club Secretary <secretary@club.example> "Reply to"';
    const res = await send({ ...valid, name, subject: 'Address line check' }, '198.51.100.61');
    expect(res.status).toBe(200);
    await t.ctx.background.idle();
    const mail = t.inbox.to('support@club.test').at(-1);
    expect(mail?.replyTo).toBe('jo@example.com');
    expect(mail?.text).toContain('Name given: "Club Secretary <secretary@club.example> \\"Reply to\\""');
    const lines = (mail?.text ?? '').split('\n');
    expect(lines.filter((line) => line.includes('secretary@club.example'))).toEqual([
      'Name given: "Club Secretary <secretary@club.example> \\"Reply to\\""',
    ]);
    expect(mail?.html).toContain('Name given: &quot;Club Secretary &lt;secretary@club.example&gt;');
  });
});
