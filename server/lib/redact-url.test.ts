import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.js';

describe('redactUrl', () => {
  it('hides sign-in tokens however the parameter name is spelled', () => {
    expect(redactUrl('/api/auth/verify?token=abc')).toBe('/api/auth/verify?token=[redacted]');
    expect(redactUrl('/api/auth/verify?%74oken=abc')).toBe('/api/auth/verify?token=[redacted]');
    expect(redactUrl('/api/auth/verify?TOKEN=abc&x=1')).toBe('/api/auth/verify?TOKEN=[redacted]&x=1');
    expect(redactUrl('/api/auth/verify?a=1&token=abc&token=def')).toBe(
      '/api/auth/verify?a=1&token=[redacted]&token=[redacted]',
    );
  });

  it('leaves paths without a query as they are', () => {
    expect(redactUrl('/api/teams/abc/players')).toBe('/api/teams/abc/players');
  });

  it('hides a calendar feed address, which is its own secret, however the path is written', () => {
    const token = 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmE';
    expect(redactUrl(`/ical/${token}.ics`)).toBe('/ical/[redacted]');
    expect(redactUrl(`/ical/${token}.ics?x=1`)).toBe('/ical/[redacted]');
    expect(redactUrl(`/%69cal/${token}.ics`)).toBe('/ical/[redacted]');
    expect(redactUrl(`//ICAL/${token}.ics`)).toBe('/ical/[redacted]');
    expect(redactUrl(`http://example.test/ical/${token}.ics`)).toBe('/ical/[redacted]');
    expect(redactUrl('/api/icalendar')).toBe('/api/icalendar');
  });

  it('hides an answer link, whose token is its own key, on the page and the API alike', () => {
    const token = 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmE';
    expect(redactUrl(`/answer/${token}?answer=maybe`)).toBe('/answer/[redacted]');
    expect(redactUrl(`/%61nswer/${token}`)).toBe('/answer/[redacted]');
    expect(redactUrl(`/api/answer-links/${token}`)).toBe('/api/answer-links/[redacted]');
    expect(redactUrl(`//API//Answer-Links/${token}`)).toBe('/api/answer-links/[redacted]');
    expect(redactUrl('/api/answers')).toBe('/api/answers');
  });
});
