import type { Db } from './database.ts';

/** SQLSTATEs after which the same transaction, run again from the start, can succeed. */
const TRANSIENT_CONFLICTS = new Set(['40P01', '40001']); // deadlock detected, serialization failure

/** Whether a failed statement lost a deadlock or a serialization check; Drizzle wraps the driver's error. */
export function isTransientConflict(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && TRANSIENT_CONFLICTS.has(candidate.code)) return true;
    current = candidate.cause;
  }
  return false;
}

/**
 * Runs a transaction, and runs it again from the start when PostgreSQL chose it as a deadlock's
 * victim or refused it for serialization, with a short growing pause between tries. For work that
 * must finish once something outside the database has happened (a refund the provider has sent).
 */
export async function transactionWithRetry<T>(db: Db, work: (tx: Db) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= attempts || !isTransientConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** attempt + Math.random() * 20));
    }
  }
}
