import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorCode } from '../../shared/contracts/errors.js';
import { AppError } from '../errors.js';

type ValidationIssue = { instancePath?: string; message?: string; params?: { issue?: { path?: unknown[] } } };

function describeIssue(
  context: string | undefined,
  issue: ValidationIssue | undefined,
  prefix = 'Validation failed',
): string {
  const path = (issue?.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const field = path || context || 'body';
  const reason = (issue?.message ?? 'is invalid').replace(/^Invalid input: /, '');
  return `${prefix}: ${field}: ${reason}`;
}

type ErrorAnswer = { status: number; code: ApiErrorCode; message: string };

// Codes a client may rely on, beside the message for people. AppError codes read the same, upper-cased.
const codeByStatus: Record<number, ApiErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

export function codeForStatus(status: number): ApiErrorCode {
  return codeByStatus[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
}

/** Any "Validation failed: ..." is VALIDATION_FAILED, whichever layer noticed it. */
function codeFor(status: number, message: string): ApiErrorCode {
  return status === 400 && message.startsWith('Validation failed')
    ? 'VALIDATION_FAILED'
    : codeForStatus(status);
}

function answer(status: number, message: string): ErrorAnswer {
  return { status, code: codeFor(status, message), message };
}

function messageForFastifyError(error: FastifyError): ErrorAnswer | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return answer(413, 'Request body too large: the limit is 100 KB');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return answer(415, 'Unsupported content type: send JSON with Content-Type: application/json');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return answer(400, 'Validation failed: body: a JSON content type needs a JSON body');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return answer(400, 'Validation failed: body: malformed JSON');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return answer(400, 'Validation failed: body: content length does not match');
    default:
      break;
  }
  if (error instanceof SyntaxError || error.name === 'SyntaxError') {
    return answer(400, 'Validation failed: body: malformed JSON');
  }
  if (error.statusCode === 404) return answer(404, 'Not found');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return answer(error.statusCode, error.message);
  }
  return null;
}

// Postgres constraint violations that escape a feature's own checks still mean bad client input.
function messageForDatabaseError(error: unknown): ErrorAnswer | null {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } }).code ??
    (error as { cause?: { code?: unknown } }).cause?.code;
  if (code === '23505') return answer(409, 'Conflict: that already exists');
  if (code === '23503')
    return answer(400, 'Validation failed: reference: refers to something that does not exist');
  if (code === '23514' || code === '22P02' || code === '22003')
    return answer(400, 'Validation failed: value out of range');
  // 22021: a NUL or invalid byte in text; 22001: text longer than its column.
  if (code === '22021') return answer(400, 'Validation failed: text contains invalid characters');
  if (code === '22001') return answer(400, 'Validation failed: text too long');
  return null;
}

/**
 * Errors Fastify raises before any route is chosen (a path with a malformed escape such as `%ff`)
 * skip the error handler; the app's `frameworkErrors` option sends them through this instead.
 */
export function answerFrameworkError(error: FastifyError): ErrorAnswer {
  if (error.code === 'FST_ERR_BAD_URL') return answer(400, 'Bad request: the path is not valid');
  return messageForFastifyError(error) ?? answer(400, 'Bad request');
}

/** One place maps every error to a status and `{code, message}`; nothing else formats errors. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply
        .status(error.statusCode)
        .send({ code: error.code, message: error.message, ...error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0] as ValidationIssue | undefined;
      // A route may word a refused body its own way (config.invalidBody); paths and queries keep ours.
      const own = error.validationContext === 'body' ? request.routeOptions.config.invalidBody : undefined;
      return reply.status(400).send({
        code: own?.code ?? 'VALIDATION_FAILED',
        message: describeIssue(error.validationContext, issue, own?.prefix),
      });
    }
    const fastifyError = error as FastifyError;
    const known = messageForFastifyError(fastifyError) ?? messageForDatabaseError(error);
    if (known) {
      if (known.status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(known.status).send({ code: known.code, message: known.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: 'INTERNAL_ERROR', message: 'Internal error' });
  });

  // Echoes the matched path only: the raw request line may be absolute-form or hold a query.
  app.setNotFoundHandler((request, reply) => {
    const urlPath = (request.raw.url ?? '').replace(/^[a-z]+:\/\/[^/]*/i, '').split('?')[0];
    reply.status(404).send({ code: 'NOT_FOUND', message: `Not found: ${request.method} ${urlPath}` });
  });
}
