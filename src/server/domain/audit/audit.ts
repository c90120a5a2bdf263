import type { AuditEntityType } from '../../../shared/api/admin-audit.ts';
import type { Db } from '../../db/database.ts';
import { insertAuditRow } from '../../db/repositories/audit-repository.ts';
import type { Member } from '../accounts/member.ts';

/** Fields that never enter the log, whatever the entity. */
const SECRET_FIELDS = new Set(['passwordHash', 'password', 'token', 'tokenHash', 'secret', 'codeHash']);

export interface StaffAction {
  /** `<entity>.<verb>`, e.g. `product.update`, `order.confirmTransfer`. */
  action: string;
  /** Named in AUDIT_ENTITY_AREAS, which decides who may read the entry. */
  entityType: AuditEntityType;
  entityId: string | number;
  /** The entity before the write, or null for a creation. */
  before?: Record<string, unknown> | null;
  /** The entity after the write, or null for a deletion. */
  after?: Record<string, unknown> | null;
  note?: string;
}

/**
 * Records a staff write in the audit log (D24), in the caller's transaction so that the write
 * and its record commit together. Only the fields that changed are kept, before and after;
 * secrets are left out.
 */
export async function recordStaffAction(tx: Db, staff: Pick<Member, 'id' | 'username'>, action: StaffAction): Promise<void> {
  const { before, after } = changedFields(action.before ?? null, action.after ?? null);
  await insertAuditRow(tx, {
    actorId: staff.id,
    actorName: staff.username,
    action: action.action,
    entityType: action.entityType,
    entityId: String(action.entityId),
    before,
    after,
    note: action.note ?? '',
  });
}

type Fields = Record<string, unknown>;

/** The fields whose values differ (all of them for a creation or a deletion), without secrets. */
export function changedFields(before: Fields | null, after: Fields | null): { before: Fields | null; after: Fields | null } {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})].filter((key) => !SECRET_FIELDS.has(key)));
  const changed = [...keys].filter((key) => !before || !after || !sameValue(before[key], after[key]));
  const pick = (fields: Fields | null) => (fields ? Object.fromEntries(changed.filter((key) => key in fields).map((key) => [key, plain(fields[key])])) : null);
  return { before: pick(before), after: pick(after) };
}

const plain = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);
const sameValue = (a: unknown, b: unknown) => JSON.stringify(plain(a)) === JSON.stringify(plain(b));
