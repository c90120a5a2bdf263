import type { AdminDelivery } from '../../shared/api/notifications.ts';
import type { DeliveryRecord } from '../db/repositories/notification-repository.ts';

/** A message as staff's deliveries list shows it: where its mail stands, never its text. */
export function presentDelivery(row: DeliveryRecord): AdminDelivery {
  return {
    id: row.id,
    kind: row.kind,
    recipientName: row.recipientName,
    recipientEmail: row.recipientEmail,
    status: row.mailStatus,
    attempts: row.attempts,
    lastError: row.lastError,
    createTime: row.dueAt.toISOString(),
    sentTime: row.sentAt?.toISOString() ?? null,
    nextAttemptTime: row.nextAttemptAt?.toISOString() ?? null,
  };
}
