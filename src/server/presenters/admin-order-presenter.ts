import type { AdminOrderDetail, AdminOrderList, AdminOrderSummary } from '../../shared/api/admin-orders.ts';
import type { Language } from '../../shared/language.ts';
import type { AdminOrderRecord } from '../db/repositories/admin-order-repository.ts';
import type { StaffOrderDetailRecord } from '../domain/orders/staff-order-reads.ts';
import { presentOrderDetail, presentOrderSummary } from './order-presenter.ts';

/** Staff see what the parent sees of an order, plus who the parent is; never their password or sessions. */
export function presentAdminOrderSummary(row: AdminOrderRecord, language: Language): AdminOrderSummary {
  return {
    ...presentOrderSummary(row, language),
    parent: { id: row.memberId, username: row.parentUsername, nickname: row.parentNickname, email: row.parentEmail },
    refundStatus: row.refundStatus,
  };
}

export function presentAdminOrderPage(page: { total: number; rows: AdminOrderRecord[] }, language: Language): Omit<AdminOrderList, 'totals'> {
  return { total: page.total, list: page.rows.map((row) => presentAdminOrderSummary(row, language)) };
}

export function presentAdminOrderDetail(record: StaffOrderDetailRecord, language: Language): AdminOrderDetail {
  const { entitlement } = record;
  return {
    ...presentOrderDetail(record.detail, language),
    parent: { id: record.parent.id, username: record.parent.username, nickname: record.parent.nickname, email: record.parent.email },
    entitlement: entitlement && {
      id: entitlement.id,
      activateTime: entitlement.activatedAt?.toISOString() ?? null,
      revoked: entitlement.revokedAt !== null,
    },
    staffActions: record.staffActions,
    differenceRefund: record.differenceRefund,
  };
}
