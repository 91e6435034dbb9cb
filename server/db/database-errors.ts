type DatabaseErrorLike = { code?: unknown; constraint?: unknown; cause?: unknown };

/**
 * The Postgres error with one of the SQLSTATE `codes` behind `error`, if any. Drizzle wraps driver errors
 * (the original is the cause), and node-postgres and PGlite both carry code and constraint.
 */
function findDatabaseError(error: unknown, ...codes: string[]): DatabaseErrorLike | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as DatabaseErrorLike;
    if (typeof candidate.code === 'string' && codes.includes(candidate.code)) return candidate;
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

/**
 * Whether an error is a conflict with another transaction that running the work again may not meet: a
 * serialization failure (40001) or a deadlock (40P01). Postgres rolled the work back; it is safe to redo.
 */
export function isTransientConflict(error: unknown): boolean {
  return findDatabaseError(error, '40001', '40P01') !== null;
}
