import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

// The fixtures URL is typed by a person and fetched by the server (issue 13), so everything here is
// about refusing the links an attacker would try: other schemes, other hosts, other ports, literal IPs,
// and names that resolve into our own network.

export type FetchRefusedReason =
  | 'url'
  | 'address'
  | 'redirect'
  | 'timeout'
  | 'too-large'
  | 'http'
  | 'network';

export class FetchRefusedError extends Error {
  readonly reason: FetchRefusedReason;
  /** The HTTP status, for reason 'http' (the caller turns 403/429 into a bot-protection 502). */
  readonly status?: number;
  constructor(
    reason: FetchRefusedReason,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'FetchRefusedError';
    this.reason = reason;
    if (options.status !== undefined) this.status = options.status;
  }
}

export interface FetchPolicy {
  allowedHosts: { host: string; port: number }[];
  testOrigin: URL | null;
  /**
   * The gap between two pages read from the test origin (FULLTIME_TEST_PAGE_INTERVAL_MS, 0 to 1000): a
   * stand-in on loopback needs none of the manners the FA's servers get, a second between pages.
   */
  testPageIntervalMs: number;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export const defaultFulltimeHosts = [
  'fulltime.thefa.com',
  'full-time.thefa.com',
  'fulltime-league.thefa.com',
];

const httpsPort = 443;

/**
 * Per sync: at most this many pages, and at least this long between two requests to Full-Time. Lists
 * are asked for `perPage` rows a page, so a team's season is one or two pages of each list; the page
 * limit is for a list that ignores the ask (a season's results at 5 a page is 16 pages).
 */
export const SYNC_LIMITS = { maxPages: 40, minIntervalMs: 1000, perPage: 100 } as const;

/** A test origin's pages come no slower than the FA's. */
const TEST_PAGE_INTERVAL_MAX_MS = SYNC_LIMITS.minIntervalMs;

export function readFetchPolicy(env: NodeJS.ProcessEnv): FetchPolicy {
  // Empty means "not set", as in config.ts.
  const hostsValue = env.FULLTIME_HOSTS?.trim() ? env.FULLTIME_HOSTS : undefined;
  const allowedHosts =
    hostsValue === undefined
      ? defaultFulltimeHosts.map((host) => ({ host, port: httpsPort }))
      : parseHostList(hostsValue);
  const originValue = env.FULLTIME_TEST_ORIGIN?.trim();
  const interval = Number(env.FULLTIME_TEST_PAGE_INTERVAL_MS?.trim() || TEST_PAGE_INTERVAL_MAX_MS);
  if (!Number.isInteger(interval) || interval < 0 || interval > TEST_PAGE_INTERVAL_MAX_MS) {
    throw configError(
      'FULLTIME_TEST_PAGE_INTERVAL_MS',
      `must be a whole number from 0 to ${TEST_PAGE_INTERVAL_MAX_MS}`,
    );
  }
  return {
    allowedHosts,
    testOrigin: originValue ? parseTestOrigin(originValue) : null,
    testPageIntervalMs: interval,
    timeoutMs: 10_000,
    maxBytes: 2 * 1024 * 1024,
    maxRedirects: 3,
  };
}

function configError(name: string, detail: string): Error {
  return new Error(`Invalid configuration: ${name}: ${detail}`);
}

function parseHostList(value: string): FetchPolicy['allowedHosts'] {
  const hosts: FetchPolicy['allowedHosts'] = [];
  for (const raw of value.split(',')) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    let url: URL;
    try {
      url = new URL(`https://${entry}`);
    } catch {
      throw configError('FULLTIME_HOSTS', `"${entry}" is not a host name`);
    }
    // Anything the URL parser had to reinterpret (a path, user info, a trailing dot) is a typo we
    // would rather hear about at start-up than match silently against people's links.
    const expected = url.port ? `${url.hostname}:${url.port}` : url.hostname;
    if (expected !== entry.replace(/:443$/, '') || url.pathname !== '/' || url.search || url.hash) {
      throw configError('FULLTIME_HOSTS', `"${entry}" must be a host name with an optional :port`);
    }
    if (isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0) {
      // A literal address would skip the DNS check, and checkFetchUrl refuses them anyway.
      throw configError('FULLTIME_HOSTS', `"${entry}" is an IP address; list host names only`);
    }
    const port = url.port ? Number(url.port) : httpsPort;
    if (port === 0) throw configError('FULLTIME_HOSTS', `"${entry}" has port 0`);
    if (!hosts.some((h) => h.host === url.hostname && h.port === port))
      hosts.push({ host: url.hostname, port });
  }
  if (hosts.length === 0) throw configError('FULLTIME_HOSTS', 'no host names given');
  return hosts;
}

function parseTestOrigin(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw configError('FULLTIME_TEST_ORIGIN', `"${value}" is not a URL`);
  }
  const address = url.hostname.replace(/^\[|\]$/g, '');
  // Only a literal loopback address: a name would need DNS, and this origin is the one place the
  // private-address rule is lifted, so it must not be able to point anywhere but this machine.
  const isLoopback = isIP(address) !== 0 && ipaddr.process(address).range() === 'loopback';
  if (url.protocol !== 'http:' || !isLoopback || url.username || url.password) {
    throw configError(
      'FULLTIME_TEST_ORIGIN',
      'must be http://<loopback address>:<port>, e.g. http://127.0.0.1:4321 (it is for tests only)',
    );
  }
  return new URL(url.origin);
}

function formatHost({ host, port }: { host: string; port: number }): string {
  return port === httpsPort ? host : `${host}:${port}`;
}

export function formatSeconds(ms: number): string {
  return `${ms / 1000} s`;
}

export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 100) / 100} MB`;
}

export function describeFetchPolicy(policy: FetchPolicy): string {
  const parts = [
    `Full-Time sync fetches only https://${policy.allowedHosts.map(formatHost).join(', https://')}`,
    `timeout ${formatSeconds(policy.timeoutMs)}, at most ${formatMegabytes(policy.maxBytes)} and ${policy.maxRedirects} redirects per page`,
  ];
  if (policy.testOrigin) {
    parts.push(`TEST ONLY: also ${policy.testOrigin.origin} over plain http (FULLTIME_TEST_ORIGIN is set)`);
  }
  return parts.join('; ');
}

function isTestOrigin(url: URL, policy: FetchPolicy): boolean {
  return policy.testOrigin !== null && url.origin === policy.testOrigin.origin;
}

/** Whether a URL is the loopback test origin, the one place the public-address rule does not apply. */
export function isTestOriginUrl(url: URL, policy: FetchPolicy): boolean {
  return isTestOrigin(url, policy) && !url.username && !url.password;
}

const maxUrlLength = 2048;

export function checkFetchUrl(raw: string, policy: FetchPolicy): URL {
  const primary = policy.allowedHosts[0] ? formatHost(policy.allowedHosts[0]) : 'Full-Time';
  const onlyAllowed = `Only https links to ${primary} can be synced`;
  const refuse = (message: string) => new FetchRefusedError('url', message);

  const trimmed = raw.trim();
  if (trimmed.length > maxUrlLength) throw refuse('That link is too long to be a Full-Time page');
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw refuse(`That isn't a web address. ${onlyAllowed}`);
  }
  // Before the scheme check, so an https link with credentials gets the more useful message, and
  // before the test-origin pass, so the exception cannot carry them either.
  if (url.username || url.password) {
    throw refuse(`Links with a user name or password in them can't be synced. ${onlyAllowed}`);
  }
  url.hash = '';
  if (isTestOrigin(url, policy)) return url;
  if (url.protocol !== 'https:') throw refuse(onlyAllowed);
  if (isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0) {
    throw refuse(`Links to an IP address can't be synced. ${onlyAllowed}`);
  }
  const port = url.port ? Number(url.port) : httpsPort;
  const hostAllowed = policy.allowedHosts.filter((h) => h.host === url.hostname);
  if (hostAllowed.length === 0) throw refuse(onlyAllowed);
  if (!hostAllowed.some((h) => h.port === port)) {
    throw refuse(`Port ${port} isn't allowed. ${onlyAllowed}`);
  }
  return url;
}

const nat64 = ipaddr.IPv6.parseCIDR('64:ff9b::/96');
const globalUnicast = ipaddr.IPv6.parseCIDR('2000::/3');

function embeddedIPv4(parts: number[], at: number): ipaddr.IPv4 {
  const high = parts[at] ?? 0;
  const low = parts[at + 1] ?? 0;
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

function isPublicIPv4(address: ipaddr.IPv4): boolean {
  // ipaddr's 'unicast' is what is left after loopback, private, link-local (169.254/16, where the
  // cloud metadata services live), CGNAT (100.64/10, Alibaba's metadata), 192.0.0/24 (Oracle's),
  // documentation, benchmarking, multicast, broadcast and 240/4 are taken out.
  return address.range() === 'unicast';
}

function isPublicIPv6(address: ipaddr.IPv6): boolean {
  if (address.zoneId) return false;
  // Forms that carry an IPv4 address are judged by that address: the packet ends up there.
  if (address.isIPv4MappedAddress()) return isPublicIPv4(address.toIPv4Address());
  if (address.match(nat64)) return isPublicIPv4(embeddedIPv4(address.parts, 6));
  const range = address.range();
  if (range === '6to4') return isPublicIPv4(embeddedIPv4(address.parts, 1));
  // Only global unicast (2000::/3) counts; that leaves out ::1, ::, fc00::/7 (fd00:ec2::254, AWS's
  // metadata), fe80::/10, fec0::/10, ff00::/8, the deprecated ::a.b.c.d form and 64:ff9b:1::/48.
  // Inside it, 'unicast' excludes Teredo (an obfuscated IPv4 address), documentation, ORCHID and
  // the other special blocks.
  return range === 'unicast' && address.match(globalUnicast);
}

/** Whether a literal IPv4/IPv6 address is on the public internet. Anything that is not a plain address is not. */
export function isPublicAddress(address: string): boolean {
  // net.isIP, not ipaddr.isValid: ipaddr also accepts '127.1' and '0x7f000001', which no resolver returns.
  const family = isIP(address);
  if (family === 0 || address.includes('%')) return false;
  if (family === 4) return isPublicIPv4(ipaddr.IPv4.parse(address));
  // Through the URL parser's canonical form first: ipaddr reads the deprecated '::8.8.8.8' as if it
  // were '::ffff:8.8.8.8', and they are different addresses.
  try {
    const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
    return isPublicIPv6(ipaddr.IPv6.parse(canonical));
  } catch {
    return false;
  }
}
