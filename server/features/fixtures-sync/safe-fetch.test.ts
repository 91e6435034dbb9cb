import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FetchPolicy, FetchRefusedError, readFetchPolicy } from './fetch-policy.js';
import { type FetchOptions, fetchPage, guardedLookup, type ResolveHost } from './safe-fetch.js';

// Every test talks to servers on 127.0.0.1 only, and every refusal is proven by counting: the
// servers count connections, and the injected resolver counts lookups. The injected resolver never
// answers a public address, so nothing can leave this machine.

type Counted = {
  server: http.Server;
  port: number;
  connections: number;
  requests: http.IncomingHttpHeaders[];
};

async function listen(handler: http.RequestListener): Promise<Counted> {
  const server = http.createServer(handler);
  const counted: Counted = { server, port: 0, connections: 0, requests: [] };
  server.on('connection', () => {
    counted.connections += 1;
  });
  server.on('request', (request: http.IncomingMessage) => {
    counted.requests.push(request.headers);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  counted.port = (server.address() as AddressInfo).port;
  return counted;
}

async function close(counted: Counted): Promise<void> {
  counted.server.closeAllConnections();
  await new Promise((resolve) => counted.server.close(resolve));
}

let origin: Counted;
let other: Counted;
let policy: FetchPolicy;
let lookups: string[];
let answers: Record<string, { address: string; family: 4 | 6 }[]>;

const recordingLookup: ResolveHost = async (hostname) => {
  lookups.push(hostname);
  return answers[hostname] ?? [];
};
const options: FetchOptions = { lookup: recordingLookup };

const page = '<!doctype html><title>Fixtures</title><h1>Under 12s — £5 subs</h1>';

beforeAll(async () => {
  other = await listen((_, response) => response.end('should never be reached'));
  origin = await listen((request, response) => {
    const path = request.url ?? '/';
    const chain = /^\/chain\/(\d+)$/.exec(path);
    if (chain) {
      const left = Number(chain[1]);
      if (left === 0) return void response.end(page);
      response.writeHead(302, { Location: `/chain/${left - 1}` });
      return void response.end();
    }
    const redirectTo = (location: string) => {
      response.writeHead(302, { Location: location });
      response.end();
    };
    switch (path) {
      case '/page':
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        return void response.end(page);
      case '/latin1':
        response.writeHead(200, { 'Content-Type': 'text/html; charset=ISO-8859-1' });
        return void response.end(Buffer.from('<p>£5</p>', 'latin1'));
      case '/unknown-charset':
        response.writeHead(200, { 'Content-Type': 'text/html; charset=x-made-up' });
        return void response.end('<p>£5</p>');
      case '/gzip':
        response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' });
        return void response.end(gzipSync(page));
      case '/gzip-bomb':
        // 30 KB on the wire, 3 MB once unpacked.
        response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' });
        return void response.end(gzipSync(Buffer.alloc(3 * 1024 * 1024, 'a')));
      case '/zstd':
        response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'zstd' });
        return void response.end('????');
      case '/declared-huge':
        response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': String(3 * 1024 * 1024) });
        return void response.write('<p>');
      case '/huge': {
        // No Content-Length: the cap has to be enforced while reading.
        response.writeHead(200, { 'Content-Type': 'text/html' });
        const chunk = Buffer.alloc(64 * 1024, 'a');
        for (let i = 0; i < 40; i++) response.write(chunk);
        return void response.end();
      }
      case '/slow-headers':
        return; // never answers
      case '/slow-body':
        response.writeHead(200, { 'Content-Type': 'text/html' });
        return void response.write('<p>');
      case '/forbidden':
        response.writeHead(403);
        return void response.end('Access denied');
      case '/rate-limited':
        response.writeHead(429);
        return void response.end();
      case '/missing':
        response.writeHead(404);
        return void response.end();
      case '/not-modified':
        response.writeHead(304);
        return void response.end();
      case '/to-other-port':
        return redirectTo(`http://127.0.0.1:${other.port}/`);
      case '/to-private':
        return redirectTo('https://10.0.0.1/');
      case '/to-metadata':
        return redirectTo('http://169.254.169.254/latest/meta-data/');
      case '/to-file':
        return redirectTo('file:///etc/passwd');
      case '/to-name-on-loopback':
        return redirectTo(`https://fixtures.example:${other.port}/`);
      case '/to-nowhere':
        response.writeHead(302);
        return void response.end();
      default:
        response.writeHead(404);
        return void response.end();
    }
  });
});

afterAll(async () => {
  await Promise.all([close(origin), close(other)]);
});

beforeEach(() => {
  lookups = [];
  answers = {};
  origin.requests.length = 0;
  policy = {
    ...readFetchPolicy({
      FULLTIME_TEST_ORIGIN: `http://127.0.0.1:${origin.port}`,
      FULLTIME_HOSTS: `fulltime.thefa.com,fixtures.example,fixtures.example:${other.port}`,
    }),
    // Roomy for a loaded machine; the timeout test sets its own short one.
    timeoutMs: 5000,
  };
});

async function refusal(promise: Promise<unknown>): Promise<FetchRefusedError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FetchRefusedError) return error;
    throw error;
  }
  throw new Error('expected a FetchRefusedError');
}

/** Runs a fetch that must be refused, and checks that no lookup and no connection happened for it. */
async function refusedWithoutLeaving(raw: string): Promise<FetchRefusedError> {
  const before = { origin: origin.connections, other: other.connections };
  const error = await refusal(fetchPage(raw, policy, options));
  expect(lookups).toEqual([]);
  expect(origin.connections).toBe(before.origin);
  expect(other.connections).toBe(before.other);
  return error;
}

describe('fetchPage from the test origin', () => {
  it('returns the page, its final URL and status, decoded as UTF-8', async () => {
    const fetched = await fetchPage(`http://127.0.0.1:${origin.port}/page`, policy, options);
    expect(fetched).toEqual({ url: `http://127.0.0.1:${origin.port}/page`, status: 200, html: page });
  });

  it('asks like a desktop browser in British English', async () => {
    await fetchPage(`http://127.0.0.1:${origin.port}/page`, policy, options);
    const headers = origin.requests.at(-1)!;
    expect(headers['user-agent']).toMatch(
      /^Mozilla\/5\.0 \(Windows NT 10\.0; Win64; x64\) .*Chrome\/\d+\.0\.0\.0 /,
    );
    expect(headers['user-agent']).not.toMatch(/node|undici|axios/i);
    expect(headers['accept-language']).toBe('en-GB,en;q=0.9');
    expect(headers.accept).toMatch(/^text\/html,/);
  });

  it('decodes a declared charset, and falls back to UTF-8 for one it does not know', async () => {
    expect((await fetchPage(`http://127.0.0.1:${origin.port}/latin1`, policy, options)).html).toBe(
      '<p>£5</p>',
    );
    expect((await fetchPage(`http://127.0.0.1:${origin.port}/unknown-charset`, policy, options)).html).toBe(
      '<p>£5</p>',
    );
  });

  it('unpacks gzip, but refuses a page that unpacks past the cap', async () => {
    expect((await fetchPage(`http://127.0.0.1:${origin.port}/gzip`, policy, options)).html).toBe(page);
    const error = await refusal(fetchPage(`http://127.0.0.1:${origin.port}/gzip-bomb`, policy, options));
    expect(error.reason).toBe('too-large');
  });

  it('refuses an encoding it cannot read', async () => {
    const error = await refusal(fetchPage(`http://127.0.0.1:${origin.port}/zstd`, policy, options));
    expect(error.reason).toBe('network');
    expect(error.message).toMatch(/encoding .*\(zstd\)/);
  });

  it('follows up to three redirects, checking each, and reports where it ended', async () => {
    const fetched = await fetchPage(`http://127.0.0.1:${origin.port}/chain/3`, policy, options);
    expect(fetched.url).toBe(`http://127.0.0.1:${origin.port}/chain/0`);
    expect(fetched.html).toBe(page);
    expect(origin.requests).toHaveLength(4);
  });

  it('refuses a fourth redirect without following it', async () => {
    const error = await refusal(fetchPage(`http://127.0.0.1:${origin.port}/chain/4`, policy, options));
    expect(error.reason).toBe('redirect');
    expect(error.message).toBe('Full-Time redirected more than 3 times');
    expect(origin.requests).toHaveLength(4); // /chain/4 … /chain/1; /chain/0 never asked for
  });

  it.each([
    ['/to-other-port', /^The link redirects to http:\/\/127\.0\.0\.1:\d+, which can't be synced$/],
    ['/to-private', /redirects to https:\/\/10\.0\.0\.1,/],
    ['/to-metadata', /redirects to http:\/\/169\.254\.169\.254,/],
    ['/to-file', /^The link redirects to a file: link, which can't be synced$/],
    ['/to-nowhere', /without saying where/],
  ])('refuses the redirect %s without a lookup or a connection', async (path, message) => {
    const before = other.connections;
    const error = await refusal(fetchPage(`http://127.0.0.1:${origin.port}${path}`, policy, options));
    expect(error.reason).toBe('redirect');
    expect(error.message).toMatch(message);
    expect(lookups).toEqual([]);
    expect(other.connections).toBe(before);
  });

  it('re-checks the address on each hop: a redirect to an allowed name on loopback connects nowhere', async () => {
    answers['fixtures.example'] = [{ address: '127.0.0.1', family: 4 }];
    const before = other.connections;
    const error = await refusal(
      fetchPage(`http://127.0.0.1:${origin.port}/to-name-on-loopback`, policy, options),
    );
    expect(error.reason).toBe('address');
    expect(lookups).toEqual(['fixtures.example']);
    expect(other.connections).toBe(before);
  });

  it('gives up after the timeout, whether the headers or the body are slow', async () => {
    for (const path of ['/slow-headers', '/slow-body']) {
      const started = Date.now();
      const error = await refusal(
        fetchPage(`http://127.0.0.1:${origin.port}${path}`, { ...policy, timeoutMs: 300 }, options),
      );
      expect(error.reason, path).toBe('timeout');
      expect(error.message).toBe('Full-Time took too long to answer (0.3 s)');
      expect(Date.now() - started).toBeLessThan(3000);
    }
  });

  it('refuses a page over the cap, declared or not', async () => {
    for (const path of ['/declared-huge', '/huge']) {
      const error = await refusal(fetchPage(`http://127.0.0.1:${origin.port}${path}`, policy, options));
      expect(error.reason, path).toBe('too-large');
      expect(error.message).toBe('The page is larger than 2 MB');
    }
  });

  it.each([
    [403, '/forbidden', /refused the request \(403\)/],
    [429, '/rate-limited', /refused the request \(429\)/],
    [404, '/missing', /no page at that link \(404\)/],
    [304, '/not-modified', /answered with an error \(304\)/],
  ])('turns a %i into reason http with the status', async (status, path, message) => {
    const error = await refusal(fetchPage(`http://127.0.0.1:${origin.port}${path}`, policy, options));
    expect(error).toMatchObject({ reason: 'http', status });
    expect(error.message).toMatch(message);
  });

  it('reports a connection that cannot be made as a network problem', async () => {
    const closed = await listen(() => {});
    const port = closed.port;
    await close(closed);
    const closedPolicy = { ...policy, testOrigin: new URL(`http://127.0.0.1:${port}`) };
    const error = await refusal(fetchPage(`http://127.0.0.1:${port}/page`, closedPolicy, options));
    expect(error.reason).toBe('network');
    expect(error.message).toBe("Couldn't reach Full-Time (ECONNREFUSED)");
  });
});

describe('fetchPage refusals: nothing leaves', () => {
  it.each([
    'http://fulltime.thefa.com/displayTeam.html',
    'file:///etc/passwd',
    'https://fulltime.thefa.com:8443/',
    'https://user@fulltime.thefa.com/',
    'https://other.example/',
  ])('refuses %s as a URL', async (raw) => {
    expect((await refusedWithoutLeaving(raw)).reason).toBe('url');
  });

  it('refuses literal addresses, aimed at a port that is listening', async () => {
    for (const raw of [
      `https://127.0.0.1:${other.port}/`,
      `http://127.0.0.1:${other.port}/`,
      `https://0x7f.1:${other.port}/`,
      'https://10.0.0.1/',
      'https://169.254.169.254/latest/meta-data',
      `https://[::1]:${other.port}/`,
      `https://[::ffff:127.0.0.1]:${other.port}/`,
      'https://[fd00:ec2::254]/',
    ]) {
      const error = await refusedWithoutLeaving(raw);
      expect(error.reason, raw).toBe('url');
    }
  });

  it('refuses the test origin with credentials, and its neighbours', async () => {
    for (const raw of [
      `http://user:pw@127.0.0.1:${origin.port}/page`,
      `https://127.0.0.1:${origin.port}/page`,
      `http://127.0.0.1:${other.port}/page`,
      `http://localhost:${origin.port}/page`,
    ]) {
      expect((await refusedWithoutLeaving(raw)).reason, raw).toBe('url');
    }
  });

  it('refuses the test origin when FULLTIME_TEST_ORIGIN is not set', async () => {
    policy = readFetchPolicy({});
    expect((await refusedWithoutLeaving(`http://127.0.0.1:${origin.port}/page`)).reason).toBe('url');
  });
});

describe('fetchPage on an allowed name that resolves inward', () => {
  async function refusedAfterLookup(raw: string): Promise<FetchRefusedError> {
    const before = { origin: origin.connections, other: other.connections };
    const error = await refusal(fetchPage(raw, policy, options));
    expect(lookups).toEqual(['fixtures.example']);
    expect(origin.connections).toBe(before.origin);
    expect(other.connections).toBe(before.other);
    return error;
  }

  it.each([
    ['loopback', [{ address: '127.0.0.1', family: 4 }]],
    ['IPv6 loopback', [{ address: '::1', family: 6 }]],
    ['IPv4-mapped loopback', [{ address: '::ffff:127.0.0.1', family: 6 }]],
    ['the metadata service', [{ address: '169.254.169.254', family: 4 }]],
    ['a private network', [{ address: '10.1.2.3', family: 4 }]],
    ['NAT64 around a private address', [{ address: '64:ff9b::a00:1', family: 6 }]],
    [
      'a public and a private address',
      [
        { address: '93.184.215.14', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ],
    ],
    [
      'a private and a public address',
      [
        { address: '127.0.0.1', family: 4 },
        { address: '2606:4700::1', family: 6 },
      ],
    ],
    ['an address in another spelling', [{ address: '127.1', family: 4 }]],
  ] as const)('refuses a name resolving to %s, before connecting', async (_, resolved) => {
    answers['fixtures.example'] = [...resolved];
    // The port is the counting server's, so a connection that slipped through would be seen.
    const error = await refusedAfterLookup(`https://fixtures.example:${other.port}/`);
    expect(error.reason).toBe('address');
    expect(error.message).toBe('The fixtures address resolves to a private network address');
  });

  it('refuses on the default port as well', async () => {
    answers['fixtures.example'] = [{ address: '127.0.0.1', family: 4 }];
    expect((await refusedAfterLookup('https://fixtures.example/')).reason).toBe('address');
  });

  it('reports a name that does not resolve as a network problem', async () => {
    const error = await refusedAfterLookup('https://fixtures.example/');
    expect(error.reason).toBe('network');
    expect(error.message).toBe("Couldn't find fixtures.example; check the link");
  });
});

describe('guardedLookup', () => {
  type Result = { error: NodeJS.ErrnoException | null; address: unknown; family?: number };
  function run(resolve: ResolveHost, lookupOptions: Parameters<ReturnType<typeof guardedLookup>>[1]) {
    return new Promise<Result>((done) => {
      guardedLookup(resolve)('fixtures.example', lookupOptions, (error, address, family) =>
        done({ error, address, family }),
      );
    });
  }
  const publicAnswers: ResolveHost = async () => [
    { address: '2606:4700::6810:84e5', family: 6 },
    { address: '93.184.215.14', family: 6 }, // a resolver's wrong family is corrected
  ];

  it('hands the socket only the checked addresses, in the shape it asked for', async () => {
    expect(await run(publicAnswers, { all: true })).toEqual({
      error: null,
      address: [
        { address: '2606:4700::6810:84e5', family: 6 },
        { address: '93.184.215.14', family: 4 },
      ],
      family: undefined,
    });
    expect(await run(publicAnswers, {})).toEqual({ error: null, address: '2606:4700::6810:84e5', family: 6 });
    expect(await run(publicAnswers, { family: 4 })).toEqual({
      error: null,
      address: '93.184.215.14',
      family: 4,
    });
  });

  it('resolves again on every connection, so a rebind to a private address is caught', async () => {
    let calls = 0;
    const rebinding: ResolveHost = async () =>
      calls++ === 0 ? [{ address: '93.184.215.14', family: 4 }] : [{ address: '127.0.0.1', family: 4 }];
    expect((await run(rebinding, {})).address).toBe('93.184.215.14');
    const second = await run(rebinding, {});
    expect(second.error).toBeInstanceOf(FetchRefusedError);
    expect(second.error).toMatchObject({ reason: 'address' });
  });
});
