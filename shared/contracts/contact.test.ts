import { describe, expect, it } from 'vitest';
import { contactMessageBody } from './contact.js';

const valid = {
  name: 'Jo',
  email: 'jo@example.com',
  subject: 'Hello',
  message: 'Twenty characters ok',
  category: 'privacy',
};

function firstMessage(input: unknown): string | undefined {
  const result = contactMessageBody.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('contactMessageBody (the contact form resolver and the server check)', () => {
  it('accepts the minimum lengths and trims', () => {
    const parsed = contactMessageBody.parse({ ...valid, name: ' Jo ', email: ' jo@example.com ' });
    expect(parsed).toEqual(valid);
  });

  it('uses the form messages', () => {
    expect(firstMessage({ ...valid, name: 'J' })).toBe('Name must be at least 2 characters');
    expect(firstMessage({ ...valid, email: 'jo@' })).toBe('Please enter a valid email address');
    expect(firstMessage({ ...valid, subject: 'Hey' })).toBe('Subject must be at least 5 characters');
    expect(firstMessage({ ...valid, message: 'x'.repeat(19) })).toBe(
      'Message must be at least 20 characters',
    );
    expect(firstMessage({ ...valid, category: 'other' })).toBe('Please choose a category');
  });
});
