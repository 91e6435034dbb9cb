import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors.js';

// The version a write was based on (decisions 020 and 022): the body's `version` or an If-Match header
// holding it as an entity tag (`"3"`, `W/"3"`) or bare (`3`). `*` and no header mean "whatever is
// there" (last writer wins). Both given must agree. Matches and formations read it the same way.

const IF_MATCH = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/;

/** How a feature words a refusal: matches say `Validation failed: <field>: <why>`. */
export type VersionRefusal = (field: string, reason: string) => Error;

const validationFailed: VersionRefusal = (field, reason) =>
  badRequest(`Validation failed: ${field}: ${reason}`);

export function expectedVersion(
  request: FastifyRequest,
  bodyVersion: number | undefined,
  { thing = 'match', refuse = validationFailed }: { thing?: string; refuse?: VersionRefusal } = {},
): number | undefined {
  const header = request.headers['if-match'];
  const raw = Array.isArray(header) ? header.join(',') : header;
  let fromHeader: number | undefined;
  if (raw !== undefined && raw.trim() !== '*' && raw.trim() !== '') {
    const parsed = IF_MATCH.exec(raw);
    const value = parsed ? Number(parsed[1]) : 0;
    if (value < 1) throw refuse('If-Match', `must be the ${thing} version, such as "3"`);
    fromHeader = value;
  }
  if (fromHeader !== undefined && bodyVersion !== undefined && fromHeader !== bodyVersion) {
    throw refuse('version', 'the body and If-Match name different versions');
  }
  return bodyVersion ?? fromHeader;
}
