import { type AnyRoute, type RouteAnswer, type RouteInput, routeUrl } from '../../shared/contracts/route';
// The one way the client talks to the server (spec 000 §7): cookies always, JSON both ways, and every
// failure as an Error whose message is "{status}: {message}", which the error mapper and the unauthorized
// handling read.

export type On401 = 'throw' | 'returnNull';

export type ApiOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** 'returnNull' turns a 401 into a null result, for reads where signed out is an answer, not an error. */
  on401?: On401;
  signal?: AbortSignal;
};

/** A non-success answer. `status` lets callers tell a server message from a network failure. */
export class ApiError extends Error {
  readonly status: number;
  /** What the server said, without the status prefix. */
  readonly serverMessage: string;
  /** The server's stable error code (shared/contracts/errors.ts), which the error mapper reads first. */
  readonly code: string | null;
  /** With FULLTIME_TEAM_NOT_FOUND: the team names on the Full-Time page, for the admin to pick ours. */
  readonly teamNames: readonly string[] | null;
  constructor(
    status: number,
    serverMessage: string,
    code: string | null = null,
    teamNames: readonly string[] | null = null,
  ) {
    super(`${status}: ${serverMessage}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = code;
    this.teamNames = teamNames;
  }
}

/**
 * No answer: the connection failed or dropped. Its message stays "Network error: ..." for the error
 * mapper; `method` and `answered` tell whether the write may be sent again (isResendable).
 */
export class NetworkError extends Error {
  readonly method: NonNullable<ApiOptions['method']>;
  /** The server's status had come before the connection dropped: it has applied or refused the request. */
  readonly answered: boolean;
  constructor(method: NonNullable<ApiOptions['method']>, reason: string, answered: boolean) {
    super(`Network error: ${reason}`);
    this.name = 'NetworkError';
    this.method = method;
    this.answered = answered;
  }
}

/**
 * A write that may be sent again as it was: one that got no answer and sets a state (PUT, PATCH), so a
 * second arrival changes nothing. A POST could make a second player or goal, and a DELETE sent again
 * after it went through would be told "not found": those are never resent.
 */
export function isResendable(error: unknown): boolean {
  return (
    error instanceof NetworkError && !error.answered && (error.method === 'PUT' || error.method === 'PATCH')
  );
}

/** The `code` of a JSON error body, or null. */
export function errorCodeFrom(bodyText: string): string | null {
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === 'object' && 'code' in parsed && typeof parsed.code === 'string') {
      return parsed.code;
    }
  } catch {
    // Not JSON: no code.
  }
  return null;
}

/** The `teamNames` of a JSON error body (strings only), or null when it has none. */
export function errorTeamNamesFrom(bodyText: string): string[] | null {
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === 'object' && 'teamNames' in parsed && Array.isArray(parsed.teamNames)) {
      return parsed.teamNames.filter((name: unknown): name is string => typeof name === 'string');
    }
  } catch {
    // Not JSON: no names.
  }
  return null;
}

/** The message of a failed answer: the JSON body's `message`, else the body text, else the status text. */
export function errorMessageFrom(statusText: string, bodyText: string): string {
  const text = bodyText.trim();
  if (text) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (
        parsed &&
        typeof parsed === 'object' &&
        'message' in parsed &&
        typeof parsed.message === 'string' &&
        parsed.message.trim()
      ) {
        return parsed.message;
      }
    } catch {
      // Not JSON: the text itself is the message.
    }
    return text;
  }
  return statusText || 'Request failed';
}

export type ResponseParts = { status: number; statusText: string; bodyText: string };

/**
 * What a finished response means, without doing any I/O: data, a null for a tolerated 401, or the
 * error to throw. Kept pure so the rules above have unit tests.
 */
export function interpretResponse(
  response: ResponseParts,
  on401: On401 = 'throw',
): { kind: 'data'; data: unknown } | { kind: 'error'; error: ApiError } {
  const { status, statusText, bodyText } = response;
  if (status === 401 && on401 === 'returnNull') return { kind: 'data', data: null };
  if (status < 200 || status >= 300) {
    return {
      kind: 'error',
      error: new ApiError(
        status,
        errorMessageFrom(statusText, bodyText),
        errorCodeFrom(bodyText),
        errorTeamNamesFrom(bodyText),
      ),
    };
  }
  if (!bodyText) return { kind: 'data', data: null };
  try {
    return { kind: 'data', data: JSON.parse(bodyText) };
  } catch {
    return { kind: 'data', data: bodyText };
  }
}

export function apiRequest<T>(path: string, options: ApiOptions & { on401: 'returnNull' }): Promise<T | null>;
export function apiRequest<T>(path: string, options?: ApiOptions): Promise<T>;
export async function apiRequest<T>(path: string, options: ApiOptions = {}): Promise<T | null> {
  const hasBody = options.body !== undefined;
  const method = options.method ?? (hasBody ? 'POST' : 'GET');
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      // Content-Type only with a body: the server refuses a JSON content type on an empty request.
      headers: hasBody
        ? { Accept: 'application/json', 'Content-Type': 'application/json' }
        : { Accept: 'application/json' },
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    // A cancelled query is not a failure to report.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(method, error instanceof Error ? error.message : String(error), false);
  }
  let bodyText = '';
  try {
    bodyText = await response.text();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(method, error instanceof Error ? error.message : String(error), true);
  }
  const result = interpretResponse(
    { status: response.status, statusText: response.statusText, bodyText },
    options.on401,
  );
  if (result.kind === 'error') throw result.error;
  return result.data as T | null;
}

/** "401: Unauthorized" and the like: spec 000 §8's test for a signed-out session. */
export function isUnauthorizedError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.message.startsWith('401: ') && error.message.includes('Unauthorized');
}

type CallOptions = {
  /** 'returnNull' turns a 401 into a null answer, for reads where signed out is an answer. */
  on401?: On401;
  signal?: AbortSignal;
};

/**
 * Calls an operation of the route table (shared/contracts/*-routes.ts): its address is built from the
 * declaration and the input, and the input and answer are typed from its schemas.
 */
export function callApi<R extends AnyRoute>(
  route: R,
  input: RouteInput<R> & CallOptions & { on401: 'returnNull' },
): Promise<RouteAnswer<R> | null>;
export function callApi<R extends AnyRoute>(
  route: R,
  input: RouteInput<R> & CallOptions,
): Promise<RouteAnswer<R>>;
export function callApi<R extends AnyRoute>(
  route: R,
  input: RouteInput<R> & CallOptions,
): Promise<RouteAnswer<R> | null> {
  const { teamId, params, query, body, on401, signal } = input as CallOptions & {
    teamId?: string | null;
    params?: Record<string, string | number>;
    query?: unknown;
    body?: unknown;
  };
  const options: ApiOptions = { method: route.method, body, signal };
  if (on401) options.on401 = on401;
  return apiRequest<RouteAnswer<R>>(routeUrl(route, { teamId, params, query }), options);
}
