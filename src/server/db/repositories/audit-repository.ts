import { and, desc, eq, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { auditLog } from '../schema.ts';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export async function insertAuditRow(db: Db, row: NewAuditRow): Promise<AuditRow> {
  const [inserted] = await db.insert(auditLog).values(row).returning();
  return inserted;
}

export interface AuditQuery {
  entityType?: string;
  entityId?: string;
  actorId?: number;
  /** Matches the action, the entity or the actor's name. */
  search?: string;
  /** Entries older than this id, for paging newest first. */
  beforeId?: number;
  limit: number;
}

/** The log newest first; every filter is optional. */
export function listAuditRows(db: Db, query: AuditQuery): Promise<AuditRow[]> {
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const conditions: (SQL | undefined)[] = [
    query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
    query.beforeId ? lt(auditLog.id, query.beforeId) : undefined,
    pattern
      ? or(ilike(auditLog.action, pattern), ilike(auditLog.entityType, pattern), ilike(auditLog.entityId, pattern), ilike(auditLog.actorName, pattern))
      : undefined,
  ];
  return db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(query.limit);
}
