/** Whether a database error (possibly wrapped by Drizzle) is a unique violation of `constraint`. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (
    let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    current;
  ) {
    if (current.code === '23505')
      return !constraint || current.constraint === constraint || !current.constraint;
    current = current.cause as typeof current;
  }
  return false;
}

/** Whether a database error (possibly wrapped) is a statement cut by `statement_timeout` (57014). */
export function isStatementTimeout(error: unknown): boolean {
  for (let current = error as { code?: string; cause?: unknown } | undefined; current;) {
    if (current.code === '57014') return true;
    current = current.cause as typeof current;
  }
  return false;
}
