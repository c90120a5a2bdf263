/**
 * The name of the unique constraint a failed insert or update broke, or null for any other error.
 * Drizzle wraps the driver's error, so the cause chain is searched; pg and PGlite both report
 * SQLSTATE 23505 with the constraint's name.
 */
export function uniqueViolationOf(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return null;
}
