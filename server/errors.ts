import { type ApiErrorCode, type NotFoundThing, notFoundCodes } from '../shared/contracts/errors.js';

// A small, closed set of kinds, each with its status; the one error handler (plugins/error-handler.ts)
// sends `{code, message}`. The message is what the client's error mapper falls back to, so keep the
// spec's phrases in it; `code` is the stable name programs match on (shared/contracts/errors.ts).
export type ErrorKind =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_many_requests'
  | 'unsupported_media_type'
  /** Another site we depend on (FA Full-Time) refused or failed: not the caller's fault, nor ours. */
  | 'bad_gateway'
  /** Well-formed, but what it points at cannot be used (a page that is not a Full-Time fixtures page). */
  | 'unprocessable';

const statusByKind: Record<ErrorKind, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many_requests: 429,
  unsupported_media_type: 415,
  bad_gateway: 502,
  unprocessable: 422,
};

const generalCodeByKind: Record<ErrorKind, ApiErrorCode> = {
  bad_request: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  not_found: 'NOT_FOUND',
  conflict: 'CONFLICT',
  too_many_requests: 'TOO_MANY_REQUESTS',
  unsupported_media_type: 'UNSUPPORTED_MEDIA_TYPE',
  bad_gateway: 'BAD_GATEWAY',
  unprocessable: 'BAD_REQUEST',
};

export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly code: ApiErrorCode;
  readonly statusCode: number;
  /** For 429s: sent as Retry-After, so a phone (or a script) knows when to ask again. */
  retryAfterSeconds?: number;
  /** Fields the answer carries beside code and message (shared/contracts/error-response.ts). */
  details?: { teamNames?: string[] };
  constructor(kind: ErrorKind, message: string, code?: ApiErrorCode) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    this.statusCode = statusByKind[kind];
    const isValidation = kind === 'bad_request' && message.startsWith('Validation failed');
    this.code = code ?? (isValidation ? 'VALIDATION_FAILED' : generalCodeByKind[kind]);
  }
}

export const badRequest = (message: string, code?: ApiErrorCode) =>
  new AppError('bad_request', message, code);
export const unauthorized = () => new AppError('unauthorized', 'Unauthorized');
// Never say "unauthorized" here: the client reads that word as "signed out".
export const forbidden = (why: string) => new AppError('forbidden', `Forbidden: ${why}`);
export const notFound = (thing: NotFoundThing) =>
  new AppError('not_found', `${thing} not found`, notFoundCodes[thing]);
export const badGateway = (message: string, code?: ApiErrorCode) =>
  new AppError('bad_gateway', message, code);
export const unprocessable = (message: string, code?: ApiErrorCode) =>
  new AppError('unprocessable', message, code);
export const conflict = (message: string, code?: ApiErrorCode) => new AppError('conflict', message, code);
export const tooManyRequests = (message: string, retryAfterSeconds: number) => {
  const error = new AppError('too_many_requests', message);
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
};
