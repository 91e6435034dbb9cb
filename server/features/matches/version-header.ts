import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../errors.js';

// The version a write was based on (decision 020): the body's `version` or an If-Match header holding
// it as an entity tag (`"3"`, `W/"3"`) or bare (`3`). `*` and no header mean "whatever is there"
// (last writer wins). Both given must agree.

const IF_MATCH = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/;

export function expectedVersion(
  request: FastifyRequest,
  bodyVersion: number | undefined,
): number | undefined {
  const header = request.headers['if-match'];
  const raw = Array.isArray(header) ? header.join(',') : header;
  let fromHeader: number | undefined;
  if (raw !== undefined && raw.trim() !== '*' && raw.trim() !== '') {
    const parsed = IF_MATCH.exec(raw);
    const value = parsed ? Number(parsed[1]) : 0;
    if (value < 1) throw badRequest('Validation failed: If-Match: must be the match version, such as "3"');
    fromHeader = value;
  }
  if (fromHeader !== undefined && bodyVersion !== undefined && fromHeader !== bodyVersion) {
    throw badRequest('Validation failed: version: the body and If-Match name different versions');
  }
  return bodyVersion ?? fromHeader;
}
