import type { z } from 'zod';
import { auditEntityTypesFor, readsWholeAuditLog, type adminAuditListQuery } from '../../../shared/api/admin-audit.ts';
import { CSV_MAX_ROWS, pageWindowOf } from '../../../shared/api/admin-lists.ts';
import type { Db } from '../../db/database.ts';
import { searchAuditRows } from '../../db/repositories/audit-repository.ts';
import type { Member } from '../accounts/member.ts';
import { localMidnight } from '../catalogue/academy-time.ts';

export type AuditListFilters = z.output<typeof adminAuditListQuery>;

const [year, month, day] = [0, 1, 2];
const startOfDay = (date: string, timeZone: string, plusDays = 0) => {
  const parts = date.split('-').map(Number);
  return localMidnight(parts[year], parts[month], parts[day] + plusDays, timeZone);
};

/**
 * `admin/audit/list`: `from` and `to` are whole days in the academy's time zone, both included.
 * An adviser reads only the entries of the areas an adviser may open (D24), whatever the filters.
 */
export function searchAudit(db: Db, viewer: Pick<Member, 'role'>, query: AuditListFilters, timeZone: string) {
  const window = query.format === 'csv' ? { offset: 0, limit: CSV_MAX_ROWS } : pageWindowOf(query);
  return searchAuditRows(db, {
    entityTypes: readsWholeAuditLog(viewer.role) ? undefined : auditEntityTypesFor(viewer.role),
    q: query.q,
    entityType: query.entityType,
    entityId: query.entityId,
    actorId: query.actorId,
    from: query.from ? startOfDay(query.from, timeZone) : undefined,
    until: query.to ? startOfDay(query.to, timeZone, 1) : undefined,
    ...window,
  });
}
