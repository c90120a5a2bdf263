import type { AuditEntry, AuditList } from '../../shared/api/admin-audit.ts';
import type { AuditRow } from '../db/repositories/audit-repository.ts';

export function presentAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actorId: row.actorId,
    actorName: row.actorName,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    note: row.note,
    createTime: row.createdAt.toISOString(),
  };
}

export function presentAuditPage(page: { total: number; rows: AuditRow[] }): AuditList {
  return { total: page.total, list: page.rows.map(presentAuditEntry) };
}
