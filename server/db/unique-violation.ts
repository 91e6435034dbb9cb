type DatabaseErrorLike = { code?: unknown; constraint?: unknown; cause?: unknown };

/**
 * Whether an error is Postgres's unique violation (23505), optionally on one constraint. Drizzle wraps
 * driver errors (the original is the cause), and node-postgres and PGlite both carry code and constraint.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as DatabaseErrorLike;
    if (candidate.code === '23505') return constraint === undefined || candidate.constraint === constraint;
    current = candidate.cause;
  }
  return false;
}
