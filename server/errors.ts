// A small, closed set of error codes. The one error handler (plugins/error-handler.ts) maps each to a
// status; the message is what the client's error mapper reads, so keep the spec's phrases in it.
export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_many_requests'
  | 'unsupported_media_type';

const statusByCode: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many_requests: 429,
  unsupported_media_type: 415,
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = statusByCode[code];
  }
}

export const badRequest = (message: string) => new AppError('bad_request', message);
export const validationFailed = (field: string, reason: string) =>
  new AppError('bad_request', `Validation failed: ${field}: ${reason}`);
export const unauthorized = () => new AppError('unauthorized', 'Unauthorized');
// Never say "unauthorized" here: the client reads that word as "signed out".
export const forbidden = (why: string) => new AppError('forbidden', `Forbidden: ${why}`);
export const notFound = (thing: string) => new AppError('not_found', `${thing} not found`);
export const conflict = (message: string) => new AppError('conflict', message);
export const tooManyRequests = (message: string) => new AppError('too_many_requests', message);
