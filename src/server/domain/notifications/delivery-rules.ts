/**
 * When a message that could not be sent is tried again (ADR 023): after 1, 5, 15 and 60 minutes,
 * then every hour, for as long as 24 hours have not passed since it fell due; then never.
 */
const RETRY_DELAYS_MINUTES = [1, 5, 15, 60];
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

export function nextAttemptAfter(failedAttempts: number, dueAt: Date, now: Date): Date | null {
  const minutes = RETRY_DELAYS_MINUTES[Math.min(failedAttempts, RETRY_DELAYS_MINUTES.length) - 1] ?? 60;
  const next = new Date(now.getTime() + minutes * 60_000);
  return next.getTime() - dueAt.getTime() > GIVE_UP_AFTER_MS ? null : next;
}

/**
 * Whether a mail server's refusal is final for this message: a 5xx answer (no such mailbox, say)
 * will not change, while a 4xx answer, a refused connection or a time-out may pass.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** What is kept of an error on the row staff read: its message (a mail server's answer), cut to 500 characters. */
export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500);
}
