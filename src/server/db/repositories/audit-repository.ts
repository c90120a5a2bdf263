import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import { containsPattern } from '../like-pattern.ts';
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

export interface AuditSearch {
  /** Only entries of these kinds of record; every kind when absent. */
  entityTypes?: string[];
  entityType?: string;
  entityId?: string;
  actorId?: number;
  /** Matches the action, the entity, the actor's name or the note. */
  q: string;
  /** Entries at or after `from` and before `until`. */
  from?: Date;
  until?: Date;
  offset: number;
  limit: number;
}

/** One page of the log, newest first, with the total for the pager (the back office's audit page). */
export async function searchAuditRows(db: Db, search: AuditSearch): Promise<{ total: number; rows: AuditRow[] }> {
  const pattern = search.q ? containsPattern(search.q) : undefined;
  const where = and(
    search.entityTypes ? inArray(auditLog.entityType, search.entityTypes) : undefined,
    search.entityType ? eq(auditLog.entityType, search.entityType) : undefined,
    search.entityId ? eq(auditLog.entityId, search.entityId) : undefined,
    search.actorId ? eq(auditLog.actorId, search.actorId) : undefined,
    search.from ? gte(auditLog.createdAt, search.from) : undefined,
    search.until ? lt(auditLog.createdAt, search.until) : undefined,
    pattern
      ? or(
          ilike(auditLog.action, pattern),
          ilike(auditLog.entityType, pattern),
          ilike(auditLog.entityId, pattern),
          ilike(auditLog.actorName, pattern),
          ilike(auditLog.note, pattern),
        )
      : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).offset(search.offset).limit(search.limit),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { total: Number(totals?.total ?? 0), rows };
}
