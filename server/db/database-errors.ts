type DatabaseErrorLike = { code?: unknown; constraint?: unknown; cause?: unknown };

/**
 * The Postgres error with SQLSTATE `code` behind `error`, if any. Drizzle wraps driver errors (the
 * original is the cause), and node-postgres and PGlite both carry code and constraint.
 */
function findDatabaseError(error: unknown, code: string): DatabaseErrorLike | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as DatabaseErrorLike;
    if (candidate.code === code) return candidate;
    current = candidate.cause;
  }
  return null;
}

/** Whether an error is Postgres's unique violation (23505), optionally on one constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = findDatabaseError(error, '23505');
  return found !== null && (constraint === undefined || found.constraint === constraint);
}

/** Whether an error is Postgres's foreign key violation (23503): a row it refers to is gone. */
export function isForeignKeyViolation(error: unknown): boolean {
  return findDatabaseError(error, '23503') !== null;
}
