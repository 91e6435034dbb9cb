import { describe, expect, it } from 'vitest';
import { rateLimitSubject } from './client-subject.js';

describe('rateLimitSubject', () => {
  it('counts an IPv4 address as itself, however the socket reports it', () => {
    expect(rateLimitSubject('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitSubject('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client, and other /64s apart', () => {
    const a = rateLimitSubject('2001:db8:1:2::1');
    expect(rateLimitSubject('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe(a);
    expect(a).toBe('2001:db8:1:2::/64');
    expect(rateLimitSubject('2001:db8:1:3::1')).not.toBe(a);
  });

  it('leaves anything that is not an address as it is', () => {
    expect(rateLimitSubject('unknown')).toBe('unknown');
  });
});
