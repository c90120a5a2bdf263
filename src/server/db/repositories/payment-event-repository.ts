import type { Db } from '../database.ts';
import { paymentEvents } from '../schema.ts';

/**
 * Claims a provider event for this transaction (D9). False when it was handled before: the
 * primary key (provider, event id) turns a redelivery into "nothing to do". A concurrent
 * delivery waits on the first one's row lock, and sees the conflict once that commits.
 */
export async function claimPaymentEvent(
  db: Db,
  event: { provider: string; eventId: string; type: string; receivedAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ eventId: paymentEvents.eventId });
  return rows.length > 0;
}
