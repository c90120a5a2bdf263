import { z } from 'zod';
import { calendarDate, textLine } from './accounts.ts';
import { optionalFilter, searchParam } from './admin-lists.ts';
import { MAX_PAGE_SIZE } from '../limits.ts';

/** `admin/audit/list` (D24): every staff write, newest first; by record for a History tab. */
export const adminAuditListQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  /** Matches the action, the entity, the actor's name or the note. */
  q: searchParam,
  entityType: optionalFilter(textLine(40)),
  entityId: optionalFilter(textLine(40)),
  actorId: optionalFilter(z.coerce.number().int().positive().max(2_147_483_647)),
  /** Calendar days in the academy's time zone, both included. */
  from: optionalFilter(calendarDate),
  to: optionalFilter(calendarDate),
  format: z.enum(['json', 'csv']).default('json'),
});
export type AdminAuditListQuery = z.input<typeof adminAuditListQuery>;

export interface AuditEntry {
  id: number;
  actorId: number | null;
  actorName: string;
  action: string;
  entityType: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  note: string;
  createTime: string;
}

export interface AuditList {
  total: number;
  list: AuditEntry[];
}
