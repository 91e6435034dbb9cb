import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapErrorToToast } from '../../shared/domain/error-mapper';
import {
  ApiError,
  apiRequest,
  errorMessageFrom,
  interpretResponse,
  isResendable,
  isUnauthorizedError,
  NetworkError,
} from './api';

describe('errorMessageFrom', () => {
  it("uses the JSON body's message", () => {
    expect(errorMessageFrom('Conflict', '{"message":"Shirt number already exists"}')).toBe(
      'Shirt number already exists',
    );
  });

  it('uses the body text when it is not JSON, or JSON without a message', () => {
    expect(errorMessageFrom('Bad Gateway', 'upstream timed out')).toBe('upstream timed out');
    expect(errorMessageFrom('Bad Request', '{"error":"x"}')).toBe('{"error":"x"}');
  });

  it('uses the status text when the body is empty', () => {
    expect(errorMessageFrom('Service Unavailable', '')).toBe('Service Unavailable');
    expect(errorMessageFrom('Service Unavailable', '  \n')).toBe('Service Unavailable');
  });
});

describe('interpretResponse', () => {
  it("keeps the code, and the team names Full-Time's page listed when the server sends them", () => {
    const result = interpretResponse({
      status: 422,
      statusText: 'Unprocessable Entity',
      bodyText: JSON.stringify({
        code: 'FULLTIME_TEAM_NOT_FOUND',
        message: 'Choose which team on the page is Badgers Juniors.',
        teamNames: ['Riverside Rovers U12', 'Hollowmere Athletic U12', 3],
      }),
    });
    expect(result.kind === 'error' && result.error.code).toBe('FULLTIME_TEAM_NOT_FOUND');
    expect(result.kind === 'error' && result.error.teamNames).toEqual([
      'Riverside Rovers U12',
      'Hollowmere Athletic U12',
    ]);
    const other = interpretResponse({ status: 400, statusText: 'Bad Request', bodyText: '{"message":"x"}' });
    expect(other.kind === 'error' && other.error.teamNames).toBeNull();
  });

  it('formats errors as "{status}: {message}"', () => {
    const result = interpretResponse({
      status: 429,
      statusText: 'Too Many Requests',
      bodyText: '{"message":"Slow down"}',
    });
    expect(result.kind).toBe('error');
    if (result.kind === 'error') {
      expect(result.error.message).toBe('429: Slow down');
      expect(result.error.status).toBe(429);
      expect(result.error.serverMessage).toBe('Slow down');
    }
  });

  it('formats an empty error body with the status text', () => {
    const result = interpretResponse({ status: 502, statusText: 'Bad Gateway', bodyText: '' });
    expect(result.kind === 'error' && result.error.message).toBe('502: Bad Gateway');
  });

  it('turns a 401 into null only when asked', () => {
    const response = { status: 401, statusText: 'Unauthorized', bodyText: '{"message":"Unauthorized"}' };
    expect(interpretResponse(response, 'returnNull')).toEqual({ kind: 'data', data: null });
    const thrown = interpretResponse(response);
    expect(thrown.kind === 'error' && thrown.error.message).toBe('401: Unauthorized');
  });

  it('parses JSON and tolerates an empty success body', () => {
    expect(interpretResponse({ status: 200, statusText: 'OK', bodyText: '{"a":1}' })).toEqual({
      kind: 'data',
      data: { a: 1 },
    });
    expect(interpretResponse({ status: 204, statusText: 'No Content', bodyText: '' })).toEqual({
      kind: 'data',
      data: null,
    });
  });
});

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends cookies, and a JSON content type only with a body', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/a');
    await apiRequest('/api/b', { body: { email: 'x@y.z' } });
    const [, getInit] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const [, postInit] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(getInit.credentials).toBe('include');
    expect(getInit.method).toBe('GET');
    expect(getInit.headers).not.toHaveProperty('Content-Type');
    expect(postInit.method).toBe('POST');
    expect(postInit.headers).toHaveProperty('Content-Type', 'application/json');
    expect(postInit.body).toBe('{"email":"x@y.z"}');
  });

  it('returns null for a 401 with on401: returnNull, and throws otherwise', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response('{"message":"Unauthorized"}', { status: 401, statusText: 'Unauthorized' }),
      ),
    );
    await expect(apiRequest('/api/auth/user', { on401: 'returnNull' })).resolves.toBeNull();
    await expect(apiRequest('/api/auth/teams')).rejects.toThrow(new ApiError(401, 'Unauthorized'));
  });

  it('turns a network failure into "Network error: ..."', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiRequest('/api/a')).rejects.toThrow('Network error: Failed to fetch');
  });

  it('turns a request with no answer by its time (a weak signal) into a NetworkError, not a cancel', async () => {
    // A real server that takes the request and never answers: the live screen's writes stop waiting
    // after their time (live-writes.ts) and are sent again as with no signal.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const failure = await apiRequest(`http://127.0.0.1:${port}/api/matches/1/live/events`, {
        method: 'POST',
        body: { id: 'x' },
        signal: AbortSignal.timeout(100),
      }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(NetworkError);
      expect(failure).toMatchObject({ method: 'POST', answered: false });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('lets a set-to-value write with no answer be sent again, and nothing else', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const failureOf = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE') =>
      apiRequest('/api/a', { method, body: method === 'GET' || method === 'DELETE' ? undefined : {} }).catch(
        (error: unknown) => error,
      );
    const patch = await failureOf('PATCH');
    expect(patch).toBeInstanceOf(NetworkError);
    expect(patch).toMatchObject({ method: 'PATCH', answered: false });
    expect(isResendable(patch)).toBe(true);
    expect(isResendable(await failureOf('PUT'))).toBe(true);
    expect(isResendable(await failureOf('POST'))).toBe(false);
    expect(isResendable(await failureOf('DELETE'))).toBe(false);
    expect(isResendable(await failureOf('GET'))).toBe(false);
    // A refusal is an answer: never resent.
    expect(isResendable(new ApiError(500, 'Internal Server Error'))).toBe(false);
  });

  it('never resends a write whose answer had begun when the connection dropped', async () => {
    // The status came, then the body broke off: the server has applied or refused the write.
    const broken = new ReadableStream({
      start(controller) {
        controller.error(new TypeError('network error'));
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(broken, { status: 200 })),
    );
    const error = await apiRequest('/api/a', { method: 'PUT', body: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Network error: network error', method: 'PUT', answered: true });
    expect(isResendable(error)).toBe(false);
  });
});

describe('isUnauthorizedError', () => {
  it('is true for "401: ...Unauthorized..." only', () => {
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(true);
    expect(isUnauthorizedError(new Error('403: Forbidden: parents are read-only'))).toBe(false);
    expect(isUnauthorizedError(new Error('401: Invalid or expired sign-in link'))).toBe(false);
    expect(isUnauthorizedError(new Error('Unauthorized'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });
});

describe('error codes', () => {
  it("carries the server's stable code, so the error mapper need not read the words", () => {
    const result = interpretResponse({
      status: 409,
      statusText: 'Conflict',
      bodyText: JSON.stringify({ code: 'SHIRT_NUMBER_TAKEN', message: 'Shirt number already exists' }),
    });
    expect(result.kind).toBe('error');
    if (result.kind !== 'error') return;
    expect(result.error.code).toBe('SHIRT_NUMBER_TAKEN');
    expect(mapErrorToToast(result.error).title).toBe('Duplicate Shirt Number');
  });

  it('has no code for a body without one', () => {
    const result = interpretResponse({ status: 502, statusText: 'Bad Gateway', bodyText: '<html>' });
    expect(result.kind === 'error' && result.error.code).toBe(null);
  });
});

describe('feature code', () => {
  it('calls the route table (callApi), never an API path of its own', () => {
    const clientDir = fileURLToPath(new URL('..', import.meta.url));
    const offenders: string[] = [];
    for (const file of readdirSync(clientDir, { recursive: true, encoding: 'utf8' })) {
      // lib/api.ts is where a call becomes a fetch.
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file) || file === join('lib', 'api.ts')) continue;
      const lines = readFileSync(join(clientDir, file), 'utf8').split('\n');
      lines.forEach((line, index) => {
        const code = line.replace(/\/\/.*$/, '').trim();
        if (code.startsWith('*') || code.startsWith('/*')) return;
        if (/['"`]\/api\//.test(code) || /apiRequest</.test(code)) offenders.push(`${file}:${index + 1}`);
      });
    }
    expect(offenders).toEqual([]);
  });
});
