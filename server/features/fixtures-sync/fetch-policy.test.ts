import { describe, expect, it } from 'vitest';
import {
  checkFetchUrl,
  describeFetchPolicy,
  type FetchPolicy,
  FetchRefusedError,
  isPublicAddress,
  readFetchPolicy,
} from './fetch-policy.js';

const defaults = readFetchPolicy({});

function refusal(run: () => unknown): FetchRefusedError {
  try {
    run();
  } catch (error) {
    if (error instanceof FetchRefusedError) return error;
    throw error;
  }
  throw new Error('expected a FetchRefusedError');
}

describe('readFetchPolicy', () => {
  it('allows the three Full-Time hosts on 443 by default, 10 s, 2 MB, 3 redirects, pages from a test origin a second apart', () => {
    expect(defaults).toEqual({
      allowedHosts: [
        { host: 'fulltime.thefa.com', port: 443 },
        { host: 'full-time.thefa.com', port: 443 },
        { host: 'fulltime-league.thefa.com', port: 443 },
      ],
      testOrigin: null,
      testPageIntervalMs: 1000,
      timeoutMs: 10_000,
      maxBytes: 2 * 1024 * 1024,
      maxRedirects: 3,
    });
    expect(readFetchPolicy({ FULLTIME_HOSTS: '', FULLTIME_TEST_ORIGIN: '' })).toEqual(defaults);
  });

  it('replaces the list with FULLTIME_HOSTS, with and without ports', () => {
    const policy = readFetchPolicy({
      FULLTIME_HOSTS: ' Mirror.Example , other.example:8443, mirror.example:443 ',
    });
    expect(policy.allowedHosts).toEqual([
      { host: 'mirror.example', port: 443 },
      { host: 'other.example', port: 8443 },
    ]);
  });

  it.each([
    ['an IP address', '10.0.0.1'],
    ['an IPv6 address', '[::1]'],
    ['a path', 'fulltime.thefa.com/evil'],
    ['user info', 'me@fulltime.thefa.com'],
    ['a bad port', 'fulltime.thefa.com:99999'],
    ['nothing', ' , '],
  ])('refuses a FULLTIME_HOSTS entry with %s at start-up', (_, value) => {
    expect(() => readFetchPolicy({ FULLTIME_HOSTS: value })).toThrow(/Invalid configuration: FULLTIME_HOSTS/);
  });

  it('takes a loopback http FULLTIME_TEST_ORIGIN as an origin', () => {
    expect(readFetchPolicy({ FULLTIME_TEST_ORIGIN: 'http://127.0.0.1:4321/ignored' }).testOrigin?.href).toBe(
      'http://127.0.0.1:4321/',
    );
    expect(readFetchPolicy({ FULLTIME_TEST_ORIGIN: 'http://[::1]:4321' }).testOrigin?.origin).toBe(
      'http://[::1]:4321',
    );
  });

  it('takes FULLTIME_TEST_PAGE_INTERVAL_MS from 0 to 1000 (no slower than the FA gets), and refuses the rest', () => {
    expect(readFetchPolicy({ FULLTIME_TEST_PAGE_INTERVAL_MS: '0' }).testPageIntervalMs).toBe(0);
    expect(readFetchPolicy({ FULLTIME_TEST_PAGE_INTERVAL_MS: ' 250 ' }).testPageIntervalMs).toBe(250);
    for (const value of ['-1', '1001', '0.5', 'soon']) {
      expect(() => readFetchPolicy({ FULLTIME_TEST_PAGE_INTERVAL_MS: value })).toThrow(
        /Invalid configuration: FULLTIME_TEST_PAGE_INTERVAL_MS/,
      );
    }
  });

  it.each([
    'http://10.0.0.1:4321',
    'http://localhost:4321',
    'http://fixtures.example:4321',
    'https://127.0.0.1:4321',
    'http://user@127.0.0.1:4321',
    'not a url',
  ])('refuses FULLTIME_TEST_ORIGIN=%s: loopback literals over http only', (value) => {
    expect(() => readFetchPolicy({ FULLTIME_TEST_ORIGIN: value })).toThrow(
      /Invalid configuration: FULLTIME_TEST_ORIGIN/,
    );
  });
});

describe('describeFetchPolicy', () => {
  it('names the hosts and limits, and shouts about a test origin', () => {
    expect(describeFetchPolicy(defaults)).toBe(
      'Full-Time sync fetches only https://fulltime.thefa.com, https://full-time.thefa.com, ' +
        'https://fulltime-league.thefa.com; timeout 10 s, at most 2 MB and 3 redirects per page',
    );
    const withTest = readFetchPolicy({
      FULLTIME_HOSTS: 'mirror.example:8443',
      FULLTIME_TEST_ORIGIN: 'http://127.0.0.1:4321',
    });
    expect(describeFetchPolicy(withTest)).toContain('https://mirror.example:8443;');
    expect(describeFetchPolicy(withTest)).toContain('TEST ONLY: also http://127.0.0.1:4321 over plain http');
  });
});

describe('checkFetchUrl', () => {
  it('accepts https links to the allowed hosts and drops the fragment', () => {
    const url = checkFetchUrl(
      '  https://FullTime.TheFA.com:443/displayTeam.html?divisionseason=1&teamID=2#top ',
      defaults,
    );
    expect(url.href).toBe('https://fulltime.thefa.com/displayTeam.html?divisionseason=1&teamID=2');
    expect(checkFetchUrl('https://full-time.thefa.com/', defaults).hostname).toBe('full-time.thefa.com');
    expect(checkFetchUrl('https://fulltime-league.thefa.com/x', defaults).hostname).toBe(
      'fulltime-league.thefa.com',
    );
  });

  it.each([
    [
      'http://fulltime.thefa.com/displayTeam.html',
      /^Only https links to fulltime\.thefa\.com can be synced$/,
    ],
    ['file:///etc/passwd', /^Only https links/],
    ['ftp://fulltime.thefa.com/', /^Only https links/],
    ['javascript:alert(1)', /^Only https links/],
    ['https://127.0.0.1/', /IP address/],
    ['https://0x7f.1/', /IP address/],
    ['https://2130706433/', /IP address/],
    ['https://10.0.0.1/', /IP address/],
    ['https://169.254.169.254/latest/meta-data', /IP address/],
    ['https://[::1]/', /IP address/],
    ['https://[::ffff:127.0.0.1]/', /IP address/],
    ['https://[fd00:ec2::254]/', /IP address/],
    ['https://fulltime.thefa.com:8443/', /^Port 8443 isn't allowed/],
    ['https://user@fulltime.thefa.com/', /user name or password/],
    ['https://user:pw@fulltime.thefa.com/', /user name or password/],
    ['https://fulltime.thefa.com%2f@evil.example/', /user name or password/],
    ['https://fulltime.thefa.com.evil.example/', /^Only https links/],
    ['https://evilfulltime.thefa.com/', /^Only https links/],
    ['https://thefa.com/', /^Only https links/],
    ['https://fulltime.thefa.com./', /^Only https links/],
    ['fulltime.thefa.com/displayTeam.html', /isn't a web address/],
    ['', /isn't a web address/],
    [`https://fulltime.thefa.com/${'a'.repeat(3000)}`, /too long/],
  ])('refuses %s', (raw, message) => {
    const error = refusal(() => checkFetchUrl(raw, defaults));
    expect(error.reason).toBe('url');
    expect(error.message).toMatch(message);
  });

  it('uses FULLTIME_HOSTS instead of the defaults, port by port', () => {
    const policy = readFetchPolicy({ FULLTIME_HOSTS: 'mirror.example,other.example:8443' });
    expect(checkFetchUrl('https://mirror.example/x', policy).href).toBe('https://mirror.example/x');
    expect(checkFetchUrl('https://other.example:8443/x', policy).href).toBe('https://other.example:8443/x');
    expect(refusal(() => checkFetchUrl('https://fulltime.thefa.com/x', policy)).message).toBe(
      'Only https links to mirror.example can be synced',
    );
    expect(refusal(() => checkFetchUrl('https://mirror.example:8443/x', policy)).reason).toBe('url');
    expect(refusal(() => checkFetchUrl('https://other.example/x', policy)).reason).toBe('url');
  });

  it('allows the test origin exactly, and nothing near it', () => {
    const policy: FetchPolicy = readFetchPolicy({ FULLTIME_TEST_ORIGIN: 'http://127.0.0.1:4321' });
    expect(checkFetchUrl('http://127.0.0.1:4321/page?x=1', policy).href).toBe(
      'http://127.0.0.1:4321/page?x=1',
    );
    for (const raw of [
      'http://127.0.0.1:4322/',
      'https://127.0.0.1:4321/',
      'http://127.0.0.2:4321/',
      'http://localhost:4321/',
      'http://[::1]:4321/',
      'http://user@127.0.0.1:4321/',
    ]) {
      expect(refusal(() => checkFetchUrl(raw, policy)).reason, raw).toBe('url');
    }
  });
});

describe('isPublicAddress', () => {
  it.each([
    // IPv4
    ['8.8.8.8', true],
    ['93.184.215.14', true],
    ['1.1.1.1', true],
    ['0.0.0.0', false],
    ['0.1.2.3', false],
    ['127.0.0.1', false],
    ['127.255.255.254', false],
    ['10.0.0.1', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['172.32.0.1', true],
    ['192.168.1.1', false],
    ['169.254.169.254', false], // AWS, GCP, Azure metadata
    ['169.254.0.1', false],
    ['100.64.0.1', false], // CGNAT
    ['100.100.100.200', false], // Alibaba metadata, in CGNAT
    ['100.127.255.255', false],
    ['100.128.0.1', true],
    ['192.0.0.192', false], // Oracle metadata
    ['192.0.2.1', false], // documentation
    ['198.18.0.1', false], // benchmarking
    ['198.51.100.1', false],
    ['203.0.113.1', false],
    ['224.0.0.1', false],
    ['239.255.255.250', false],
    ['240.0.0.1', false],
    ['255.255.255.255', false],
    // IPv6
    ['2a00:1450:4009:81f::200e', true],
    ['2606:4700::6810:84e5', true],
    ['::', false],
    ['::1', false],
    ['fe80::1', false],
    ['fe80::1%eth0', false],
    ['fc00::1', false],
    ['fd00:ec2::254', false], // AWS metadata over IPv6
    ['fd12:3456::1', false],
    ['fec0::1', false],
    ['ff02::1', false],
    ['2001:db8::1', false], // documentation
    ['3fff::1', false],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', false], // Teredo
    ['100::1', false], // discard
    ['5f00::1', false],
    // IPv6 forms that carry an IPv4 address
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:169.254.169.254', false],
    ['::ffff:8.8.8.8', true],
    ['::127.0.0.1', false], // deprecated IPv4-compatible
    ['::8.8.8.8', false],
    ['::ffff:0:8.8.8.8', false], // SIIT
    ['64:ff9b::127.0.0.1', false], // NAT64
    ['64:ff9b::a00:1', false],
    ['64:ff9b::169.254.169.254', false],
    ['64:ff9b::8.8.8.8', true],
    ['64:ff9b:1::a00:1', false], // local-use NAT64
    ['2002:7f00:1::1', false], // 6to4 around 127.0.0.1
    ['2002:a00:1::1', false], // 6to4 around 10.0.0.1
    ['2002:a9fe:a9fe::1', false], // 6to4 around 169.254.169.254
    ['2002:808:808::1', true],
    // Not plain addresses at all
    ['127.1', false],
    ['0x7f000001', false],
    ['2130706433', false],
    ['localhost', false],
    ['', false],
    ['8.8.8.8 ', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});
