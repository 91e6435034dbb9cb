import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction, type Socket } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import {
  checkFetchUrl,
  type FetchPolicy,
  FetchRefusedError,
  formatMegabytes,
  formatSeconds,
  isPublicAddress,
  isTestOriginUrl,
} from './fetch-policy.js';

export interface FetchedPage {
  url: string;
  status: number;
  html: string;
}

export type ResolveHost = (hostname: string) => Promise<{ address: string; family: 4 | 6 }[]>;

export interface FetchOptions {
  lookup?: ResolveHost;
}

// Full-Time sits behind bot protection that turns away obvious scripts; a person pasting a link would
// have opened it in a desktop browser, so ask the way one does. Bump the Chrome version now and then.
export const browserHeaders: Readonly<Record<string, string>> = {
  'User-Agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/154.0.0.0 Safari/537.36',
  Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8',
  'Accept-Language': 'en-GB,en;q=0.9',
  // Only the encodings readBody can undo, each capped on the decoded size.
  'Accept-Encoding': 'gzip, br',
};

const privateAddressMessage = 'The fixtures address resolves to a private network address';

const resolveWithSystemDns: ResolveHost = async (hostname) => {
  const answers = await dns.promises.lookup(hostname, { all: true });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

async function resolvePublic(
  hostname: string,
  resolve: ResolveHost,
): Promise<{ address: string; family: 4 | 6 }[]> {
  const answers = await resolve(hostname);
  if (answers.length === 0) {
    throw Object.assign(new Error(`No addresses for ${hostname}`), { code: 'ENOTFOUND', hostname });
  }
  // One private answer refuses the lot, rather than connecting to the public ones: a real Full-Time
  // name never mixes the two, so a mix means someone is steering the name, and we want no connection.
  if (!answers.every(({ address }) => isPublicAddress(address))) {
    throw new FetchRefusedError('address', privateAddressMessage);
  }
  // The family comes from the address itself, not from what the resolver claimed.
  return answers.map(({ address }) => ({ address, family: isIP(address) === 6 ? 6 : 4 }));
}

/**
 * The socket's DNS step. Node calls it for every connection to a host name and connects only to the
 * addresses it hands back, so the address checked is the address connected to; a second lookup (a
 * DNS rebind between hops or retries) goes through here again.
 */
export function guardedLookup(resolve: ResolveHost): LookupFunction {
  return (hostname, options, callback) => {
    resolvePublic(hostname, resolve).then(
      (addresses) => {
        const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
        const wanted =
          family === 4 || family === 6 ? addresses.filter((a) => a.family === family) : addresses;
        const first = wanted[0];
        if (!first) {
          callback(
            Object.assign(new Error(`No IPv${family} address for ${hostname}`), { code: 'ENOTFOUND' }),
            '',
          );
        } else if (options.all) {
          callback(null, wanted);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), ''),
    );
  };
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

export async function fetchPage(
  raw: string,
  policy: FetchPolicy,
  options: FetchOptions = {},
): Promise<FetchedPage> {
  let url = checkFetchUrl(raw, policy);
  const lookup = guardedLookup(options.lookup ?? resolveWithSystemDns);
  // One deadline for the whole page, redirects and body included, so a slow chain cannot add up.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), policy.timeoutMs);
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await requestOnce(url, policy, lookup, controller.signal);
      const status = response.statusCode ?? 0;
      if (redirectStatuses.has(status)) {
        response.destroy();
        url = nextHop(url, response.headers.location, redirects, policy);
        continue;
      }
      if (status < 200 || status > 299) {
        response.destroy();
        throw httpError(status);
      }
      const body = await readBody(response, policy);
      return { url: url.href, status, html: decode(body, response.headers['content-type']) };
    }
  } catch (error) {
    if (error instanceof FetchRefusedError) throw error;
    if (controller.signal.aborted) {
      throw new FetchRefusedError(
        'timeout',
        `Full-Time took too long to answer (${formatSeconds(policy.timeoutMs)})`,
        { cause: error },
      );
    }
    throw networkError(error, url);
  } finally {
    clearTimeout(timer);
  }
}

function nextHop(from: URL, location: string | undefined, redirects: number, policy: FetchPolicy): URL {
  if (redirects >= policy.maxRedirects) {
    throw new FetchRefusedError('redirect', `Full-Time redirected more than ${policy.maxRedirects} times`);
  }
  if (!location) throw new FetchRefusedError('redirect', 'Full-Time redirected without saying where to');
  let target: URL;
  try {
    target = new URL(location, from);
  } catch (error) {
    throw new FetchRefusedError('redirect', 'Full-Time redirected to an address that is not a web address', {
      cause: error,
    });
  }
  try {
    return checkFetchUrl(target.href, policy);
  } catch (error) {
    // The origin is what a person can act on; the full target may be long or carry someone's token.
    const where = target.origin === 'null' ? `a ${target.protocol} link` : target.origin;
    throw new FetchRefusedError('redirect', `The link redirects to ${where}, which can't be synced`, {
      cause: error,
    });
  }
}

function requestOnce(
  url: URL,
  policy: FetchPolicy,
  lookup: LookupFunction,
  signal: AbortSignal,
): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const isTestOrigin = isTestOriginUrl(url, policy);
    // checkFetchUrl already refuses literal IPs; said again here because a literal skips the lookup
    // hook, and that hook is the check.
    if (!isTestOrigin && isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0) {
      reject(new FetchRefusedError('address', privateAddressMessage));
      return;
    }
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: 'GET',
      headers: browserHeaders,
      // A fresh socket per hop: a pooled one would skip the lookup, and with it the address check.
      agent: false,
      signal,
      ...(isTestOrigin ? {} : { lookup }),
    });
    if (!isTestOrigin) {
      request.once('socket', (socket: Socket) => {
        // Belt and braces behind the lookup hook: prepended so it runs before the TLS hello or any
        // request bytes are written on 'connect'.
        socket.prependOnceListener('connect', () => {
          if (!isPublicAddress(socket.remoteAddress ?? '')) {
            socket.destroy(new FetchRefusedError('address', privateAddressMessage));
          }
        });
      });
    }
    request.once('response', resolve);
    // on, not once: a late second error with no listener would crash the process.
    request.on('error', reject);
    request.end();
  });
}

function tooLarge(policy: FetchPolicy): FetchRefusedError {
  return new FetchRefusedError('too-large', `The page is larger than ${formatMegabytes(policy.maxBytes)}`);
}

async function readBody(response: http.IncomingMessage, policy: FetchPolicy): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > policy.maxBytes) {
    response.destroy();
    throw tooLarge(policy);
  }
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  let body: Readable;
  if (encoding === 'identity' || encoding === '') {
    body = response;
  } else if (encoding === 'gzip' || encoding === 'x-gzip' || encoding === 'br') {
    const decoder = encoding === 'br' ? zlib.createBrotliDecompress() : zlib.createGunzip();
    // pipeline tears both down on an error either side, so a dropped connection ends the loop below.
    body = pipeline(response, decoder, () => {});
  } else {
    response.destroy();
    throw new FetchRefusedError(
      'network',
      `Full-Time sent the page in an encoding that can't be read (${encoding})`,
    );
  }
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of body) {
      const buffer = chunk as Buffer;
      // Counted after decompression, so a small compressed bomb is stopped too.
      total += buffer.length;
      if (total > policy.maxBytes) throw tooLarge(policy);
      chunks.push(buffer);
    }
  } finally {
    response.destroy();
    body.destroy();
  }
  return Buffer.concat(chunks);
}

function decode(body: Buffer, contentType: string | undefined): string {
  const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];
  if (charset) {
    try {
      return new TextDecoder(charset).decode(body);
    } catch {
      // An unknown label: fall through to UTF-8, which is what Full-Time serves anyway.
    }
  }
  return new TextDecoder('utf-8').decode(body);
}

function httpError(status: number): FetchRefusedError {
  const message =
    status === 403 || status === 429
      ? `Full-Time refused the request (${status}); it may be blocking automated requests`
      : status === 404 || status === 410
        ? `Full-Time has no page at that link (${status})`
        : `Full-Time answered with an error (${status})`;
  return new FetchRefusedError('http', message, { status });
}

function networkError(error: unknown, url: URL): FetchRefusedError {
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  const message =
    code === 'ENOTFOUND' || code === 'EAI_AGAIN'
      ? `Couldn't find ${url.hostname}; check the link`
      : code.startsWith('ERR_TLS') || /CERT|SIGNATURE|ISSUER/.test(code)
        ? `Couldn't make a secure connection to ${url.hostname} (${code})`
        : `Couldn't reach Full-Time${code ? ` (${code})` : ''}`;
  return new FetchRefusedError('network', message, { cause: error });
}
