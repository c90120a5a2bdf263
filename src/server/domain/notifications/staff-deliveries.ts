import type { z } from 'zod';
import type { adminDeliveryListQuery } from '../../../shared/api/notifications.ts';
import type { Db } from '../../db/database.ts';
import { lockNotification, queueAgain, searchDeliveries } from '../../db/repositories/notification-repository.ts';
import { ApiError } from '../../http/errors.ts';
import type { Member } from '../accounts/member.ts';
import { recordStaffAction } from '../audit/audit.ts';

/** `admin/notification/list`: every message and where its mail stands, for staff (D29). */
export function listDeliveries(db: Db, query: z.output<typeof adminDeliveryListQuery>) {
  const everything = query.format === 'csv';
  return searchDeliveries(db, {
    status: query.status,
    kind: query.kind,
    q: query.q,
    sort: query.sort,
    offset: everything ? 0 : (query.pageNum - 1) * query.pageSize,
    limit: everything ? null : query.pageSize,
  });
}

export async function findDelivery(db: Db, id: number) {
  const { rows } = await searchDeliveries(db, { id, q: '', sort: { field: 'createTime', descending: true }, offset: 0, limit: 1 });
  if (!rows[0]) throw new ApiError(404, 'notificationNotFound');
  return rows[0];
}

/** `admin/notification/resend/{id}`: a failed message goes back in line, with its audit record. */
export async function resendNotification(deps: { db: Db; now: Date }, staff: Member, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockNotification(tx, id);
    if (!row) throw new ApiError(404, 'notificationNotFound');
    if (row.mailStatus !== 'failed') throw new ApiError(409, 'notificationNotFailed');
    await queueAgain(tx, id, deps.now);
    await recordStaffAction(tx, staff, {
      action: 'notification.resend',
      entityType: 'notification',
      entityId: id,
      before: { status: row.mailStatus, attempts: row.attempts, lastError: row.lastError },
      after: { status: 'pending' },
    });
  });
}
