import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.js';

type ValidationIssue = { instancePath?: string; message?: string; params?: { issue?: { path?: unknown[] } } };

function describeIssue(context: string | undefined, issue: ValidationIssue | undefined): string {
  const path = (issue?.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const field = path || context || 'body';
  const reason = (issue?.message ?? 'is invalid').replace(/^Invalid input: /, '');
  return `Validation failed: ${field}: ${reason}`;
}

function messageForFastifyError(error: FastifyError): { status: number; message: string } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: 'Request body too large: the limit is 100 KB' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        message: 'Unsupported content type: send JSON with Content-Type: application/json',
      };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: 'Validation failed: body: a JSON content type needs a JSON body' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, message: 'Validation failed: body: malformed JSON' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, message: 'Validation failed: body: content length does not match' };
    default:
      break;
  }
  if (error instanceof SyntaxError || error.name === 'SyntaxError') {
    return { status: 400, message: 'Validation failed: body: malformed JSON' };
  }
  if (error.statusCode === 404) return { status: 404, message: 'Not found' };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, message: error.message };
  }
  return null;
}

// Postgres constraint violations that escape a feature's own checks still mean bad client input.
function messageForDatabaseError(error: unknown): { status: number; message: string } | null {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } }).code ??
    (error as { cause?: { code?: unknown } }).cause?.code;
  if (code === '23505') return { status: 409, message: 'Conflict: that already exists' };
  if (code === '23503')
    return { status: 400, message: 'Validation failed: reference: refers to something that does not exist' };
  if (code === '23514' || code === '22P02' || code === '22003')
    return { status: 400, message: 'Validation failed: value out of range' };
  // 22021: a NUL or invalid byte in text; 22001: text longer than its column.
  if (code === '22021')
    return { status: 400, message: 'Validation failed: text contains invalid characters' };
  if (code === '22001') return { status: 400, message: 'Validation failed: text too long' };
  return null;
}

/** One place maps every error to a status and `{message}`; nothing else formats errors. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0] as ValidationIssue | undefined;
      return reply.status(400).send({ message: describeIssue(error.validationContext, issue) });
    }
    const fastifyError = error as FastifyError;
    const known = messageForFastifyError(fastifyError) ?? messageForDatabaseError(error);
    if (known) {
      if (known.status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(known.status).send({ message: known.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Internal error' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}
